import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './index';
import { sendJson, startServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res) => {
    // Same routes with or without the /v1 prefix: the main API and the second API share one error format.
    const path = (req.url ?? '').split('?')[0].replace(/^\/v1(?=\/)/, '');
    const status = /^\/status\/(\d+)$/.exec(path);
    if (status) {
      res.writeHead(Number(status[1]));
      res.end();
      return;
    }
    switch (path) {
      case '/ok':
        return sendJson(res, 200, { id: 7, name: 'Crew A', tags: ['x'] });
      case '/created':
        return sendJson(res, 201, { id: 8 });
      case '/empty-200':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end();
      case '/exception':
        return sendJson(res, 422, {
          exceptionMessage: 'Quota exceeded for tenant',
          message: 'Generic failure',
        });
      case '/message':
        return sendJson(res, 409, {
          message: 'Name already taken',
          code: 'CONFLICT',
          errors: [{ field: 'name', message: 'must be unique' }],
        });
      case '/json-no-message':
        return sendJson(res, 500, { message: '', detail: 'stack trace hidden' });
      case '/text':
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
        return res.end('Maintenance in progress\n');
      case '/html':
        res.writeHead(502, { 'Content-Type': 'text/html' });
        return res.end('<html><body>Bad gateway</body></html>');
      case '/bad-json':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end('{"id": 1,');
      case '/no-reason':
        // Node always fills in a reason phrase, so write the status line by hand to get an empty one.
        req.socket.end('HTTP/1.1 599 \r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      default:
        res.writeHead(500);
        res.end();
    }
  });
});

afterAll(() => server.close());

const api = () => createApiClient({ baseUrl: `${server.origin}/v1` });

/** Runs the call and returns the ApiError it must reject with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const e = await call.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(ApiError);
  return e as ApiError;
}

describe('success rows', () => {
  it('2xx with a JSON body returns the parsed JSON', async () => {
    await expect(api().get('/ok')).resolves.toEqual({ id: 7, name: 'Crew A', tags: ['x'] });
    await expect(api().post('/created', { a: 1 })).resolves.toEqual({ id: 8 });
  });

  it('204 returns undefined', async () => {
    await expect(api().delete('/status/204')).resolves.toBeUndefined();
  });

  it('an empty 2xx body returns undefined', async () => {
    await expect(api().get('/empty-200')).resolves.toBeUndefined();
  });
});

describe('error rows', () => {
  it('JSON error body: exceptionMessage wins over message', async () => {
    const e = await failure(api().get('/exception'));
    expect(e.message).toBe('Quota exceeded for tenant');
    expect(e.status).toBe(422);
    expect(e.statusText).toBe('Unprocessable Entity');
    expect(e.responseType).toBe('json');
    expect(e.body).toEqual({ exceptionMessage: 'Quota exceeded for tenant', message: 'Generic failure' });
  });

  it('JSON error body with only message uses it, and carries code and errors', async () => {
    const e = await failure(api().post('/message', { name: 'dup' }));
    expect(e.message).toBe('Name already taken');
    expect(e.status).toBe(409);
    expect(e.statusText).toBe('Conflict');
    expect(e.responseType).toBe('json');
    expect(e.code).toBe('CONFLICT');
    expect(e.errors).toEqual([{ field: 'name', message: 'must be unique' }]);
    expect(e.body).toMatchObject({ message: 'Name already taken' });
  });

  it('JSON error body without a usable message falls back to the status text', async () => {
    const e = await failure(api().get('/json-no-message'));
    expect(e.message).toBe('Internal Server Error');
    expect(e.status).toBe(500);
    expect(e.responseType).toBe('json');
    expect(e.body).toEqual({ message: '', detail: 'stack trace hidden' });
    expect(e.code).toBeUndefined();
    expect(e.errors).toBeUndefined();
  });

  it('plain-text error body becomes the message', async () => {
    const e = await failure(api().get('/text'));
    expect(e.message).toBe('Maintenance in progress');
    expect(e.status).toBe(503);
    expect(e.statusText).toBe('Service Unavailable');
    expect(e.responseType).toBe('text');
    expect(e.body).toBe('Maintenance in progress\n');
  });

  it.each([
    [400, 'Bad Request'],
    [404, 'Not Found'],
    [500, 'Internal Server Error'],
  ])('%i without a body uses the status text', async (status, statusText) => {
    const e = await failure(api().get(`/status/${status}`));
    expect(e.message).toBe(statusText);
    expect(e.status).toBe(status);
    expect(e.statusText).toBe(statusText);
    expect(e.responseType).toBe('empty');
    expect(e.body).toBeUndefined();
  });

  it('an empty status text falls back to "HTTP <status>"', async () => {
    const e = await failure(api().get('/no-reason'));
    expect(e.status).toBe(599);
    expect(e.statusText).toBe('');
    expect(e.message).toBe('HTTP 599');
  });

  it('an HTML error page is kept as the body but not used as the message', async () => {
    const e = await failure(api().get('/html'));
    expect(e.message).toBe('Bad Gateway');
    expect(e.responseType).toBe('text');
    expect(e.body).toBe('<html><body>Bad gateway</body></html>');
  });

  it('a 2xx declared as JSON but malformed is an error, not a string posing as T', async () => {
    const e = await failure(api().get('/bad-json'));
    expect(e.status).toBe(200);
    expect(e.responseType).toBe('text');
    expect(e.body).toBe('{"id": 1,');
  });

  it('is a real Error subclass named ApiError', async () => {
    const e = await failure(api().get('/status/404'));
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(String(e)).toBe('ApiError: Not Found');
  });

  it('calls onError with the same error before rejecting, and not on success', async () => {
    const onError = vi.fn();
    const client = createApiClient({ baseUrl: server.origin, onError });
    await client.get('/ok');
    expect(onError).not.toHaveBeenCalled();
    const e = await failure(client.get('/status/404'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(e);
  });
});
