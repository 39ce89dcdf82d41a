// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createClients, setUnauthorizedHandler } from './api';

// A real HTTP server answering like the Fieldline API, so the clients run their actual fetch path.
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(body === undefined ? undefined : JSON.stringify(body));
    };
    if (req.url === '/v1/ok') return send(200, { hello: 'world' });
    if (req.url === '/v1/private')
      return send(401, { message: 'You must sign in to do this.', code: 'UNAUTHENTICATED' });
    if (req.url === '/v1/invalid') {
      return send(400, {
        message: 'The request has invalid fields.',
        code: 'VALIDATION_FAILED',
        errors: [{ field: 'email', message: 'Enter a valid e-mail address.' }],
      });
    }
    return send(500, {
      message: 'Something went wrong on the server. The error has been logged.',
      code: 'INTERNAL_ERROR',
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const shown = () =>
  notificationsStore
    .getState()
    .notifications.map((n) => ({ title: n.title, message: n.message, color: n.color }));

describe('API clients', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    cleanNotifications();
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
  });

  it('returns parsed JSON on success without notifying', async () => {
    const { api } = createClients(baseUrl);
    await expect(api.get('/ok')).resolves.toEqual({ hello: 'world' });
    expect(shown()).toEqual([]);
  });

  it('shows the general error notification with the server message', async () => {
    const { api } = createClients(baseUrl);
    await expect(api.get('/boom')).rejects.toBeInstanceOf(ApiError);
    expect(shown()).toEqual([
      {
        title: 'Error',
        message: 'Something went wrong on the server. The error has been logged.',
        color: 'red',
      },
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats 401 as signed out: no notification, the sign-in handler runs', async () => {
    const { api } = createClients(baseUrl);
    await expect(api.get('/private')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(shown()).toEqual([]);
  });

  it('the silent client leaves field errors to the form', async () => {
    const { silentApi } = createClients(baseUrl);
    const error = await silentApi.post('/invalid', { email: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toEqual([
      { field: 'email', message: 'Enter a valid e-mail address.' },
    ]);
    expect(shown()).toEqual([]);
    await expect(silentApi.get('/private')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('the auth client has no side effects at all (wrong password is an ordinary answer)', async () => {
    const { authApi } = createClients(baseUrl);
    await expect(authApi.get('/private')).rejects.toMatchObject({ message: 'You must sign in to do this.' });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(shown()).toEqual([]);
  });
});
