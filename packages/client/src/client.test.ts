import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, type ClientOptions, createApiClient } from './index';
import { closedPortOrigin, type Echo, echo, startServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer((req, res, body) => {
    if (req.url === '/slow') {
      setTimeout(() => echo(req, res, body), 500);
      return;
    }
    echo(req, res, body);
  });
});

afterAll(() => server.close());

const client = (extra: Partial<ClientOptions> = {}) => createApiClient({ baseUrl: server.origin, ...extra });
const authOf = async (extra: Partial<ClientOptions>) =>
  (await client(extra).get<Echo>('/me')).headers.authorization;

describe('bearer token', () => {
  it('sends a string token directly', async () => {
    expect(await authOf({ token: 'tok-direct' })).toBe('Bearer tok-direct');
  });

  it('calls a function token on every request', async () => {
    let n = 0;
    const api = client({ token: () => `tok-${++n}` });
    expect((await api.get<Echo>('/me')).headers.authorization).toBe('Bearer tok-1');
    expect((await api.get<Echo>('/me')).headers.authorization).toBe('Bearer tok-2');
  });

  it('awaits a promise token', async () => {
    expect(await authOf({ token: Promise.resolve('tok-promise') })).toBe('Bearer tok-promise');
  });

  it('awaits an async function token', async () => {
    expect(await authOf({ token: async () => 'tok-async' })).toBe('Bearer tok-async');
  });

  it.each([
    ['absent', {}],
    ['null', { token: null }],
    ['a function returning undefined', { token: () => undefined }],
    ['an empty string', { token: '' }],
  ])('sends no Authorization header when the token is %s', async (_label, extra) => {
    expect(await authOf(extra)).toBeUndefined();
  });
});

describe('headers', () => {
  it('sends the defaults on every request', async () => {
    const got = await client().get<Echo>('/x');
    expect(got.headers.accept).toBe('application/json');
    expect(got.headers['x-requested-with']).toBe('fieldline');
    expect(got.headers['content-type']).toBeUndefined();
  });

  it('adds per-call headers and lets them override defaults case-insensitively', async () => {
    const got = await client().get<Echo>('/x', { headers: { 'X-Trace-Id': 'abc', accept: 'text/plain' } });
    expect(got.headers['x-trace-id']).toBe('abc');
    expect(got.headers.accept).toBe('text/plain');
    expect(got.headers['x-requested-with']).toBe('fieldline');
  });

  it('layers client headers under per-call headers, and both can replace Authorization', async () => {
    const api = client({ token: 'tok', headers: { 'X-Tenant': 't1', 'X-App': 'web' } });
    const got = await api.get<Echo>('/x', { headers: { 'X-Tenant': 't2' } });
    expect(got.headers['x-tenant']).toBe('t2');
    expect(got.headers['x-app']).toBe('web');
    const overridden = await api.get<Echo>('/x', { headers: { Authorization: 'Basic Zm9vOmJhcg==' } });
    expect(overridden.headers.authorization).toBe('Basic Zm9vOmJhcg==');
  });

  it('withOptions derives a client with a different token and merged headers', async () => {
    const base = client({ token: 'parent', headers: { 'X-App': 'web' } });
    const child = base.withOptions({ token: 'child', headers: { 'X-Extra': '1' } });
    const got = await child.get<Echo>('/x');
    expect(got.headers.authorization).toBe('Bearer child');
    expect(got.headers['x-app']).toBe('web');
    expect(got.headers['x-extra']).toBe('1');
    expect((await base.get<Echo>('/x')).headers.authorization).toBe('Bearer parent');
    const anonymous = base.withOptions({ token: undefined });
    expect((await anonymous.get<Echo>('/x')).headers.authorization).toBeUndefined();
  });
});

describe('transport', () => {
  it('includes cookies (credentials: include) and passes the signal through', async () => {
    const seen: RequestInit[] = [];
    const recordingFetch: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    const signal = new AbortController().signal;
    await client({ fetch: recordingFetch }).get('/x', { signal });
    expect(seen).toHaveLength(1);
    expect(seen[0].credentials).toBe('include');
    expect(seen[0].signal).toBe(signal);
  });

  it('sends a UTF-8 JSON body with the JSON content type and round-trips non-ASCII text', async () => {
    const payload = { name: 'Café ✓', nested: { list: [1, 'ü'] } };
    const got = await client().post<Echo>('/items', payload);
    expect(got.method).toBe('POST');
    expect(got.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(got.body)).toEqual(payload);
    expect(got.bodyBytes).toBe(Buffer.byteLength(JSON.stringify(payload), 'utf8'));
    expect(JSON.parse(got.body).name).toBe('Café ✓');
  });

  it.each([
    ['get', 'GET', false],
    ['delete', 'DELETE', false],
    ['post', 'POST', true],
    ['patch', 'PATCH', true],
    ['put', 'PUT', true],
  ] as const)('%s sends %s', async (fn, method, withBody) => {
    const api = client();
    const got = withBody ? await api[fn]<Echo>('/m', { v: 1 }) : await api[fn]<Echo>('/m');
    expect(got.method).toBe(method);
    expect(got.body).toBe(withBody ? '{"v":1}' : '');
  });

  it('joins base and path with exactly one slash', async () => {
    for (const [base, path] of [
      [`${server.origin}/v1/`, '/jobs'],
      [`${server.origin}/v1`, 'jobs'],
      [`${server.origin}/v1//`, '//jobs'],
    ]) {
      const got = await createApiClient({ baseUrl: base }).get<Echo>(path);
      expect(got.url).toBe('/v1/jobs');
    }
  });

  it('supports a relative base URL, as used in the browser', async () => {
    const urls: string[] = [];
    // Node has no document base, so resolve against the server origin the way a browser would.
    const browserLikeFetch: typeof fetch = (input, init) => {
      urls.push(String(input));
      return fetch(new URL(String(input), server.origin), init);
    };
    const got = await createApiClient({ baseUrl: '/v1', fetch: browserLikeFetch }).get<Echo>('/jobs', {
      query: { page: 2 },
    });
    expect(urls).toEqual(['/v1/jobs?page=2']);
    expect(got.url).toBe('/v1/jobs?page=2');
  });

  it('turns a refused connection into an ApiError with status 0', async () => {
    const onError = vi.fn();
    const api = createApiClient({ baseUrl: await closedPortOrigin(), onError });
    const e = await api.get('/x').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(ApiError);
    const err = e as ApiError;
    expect(err.status).toBe(0);
    expect(err.statusText).toBe('');
    expect(err.responseType).toBe('empty');
    expect(err.body).toBeUndefined();
    expect(err.message).toBe('Network error: fetch failed');
    expect(err.cause).toBeInstanceOf(Error);
    expect(onError).toHaveBeenCalledWith(err);
  });

  it('rethrows a caller abort as-is instead of reporting a network error', async () => {
    const onError = vi.fn();
    const controller = new AbortController();
    const pending = client({ onError }).get('/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const e = await pending.catch((err: unknown) => err);
    expect(e).not.toBeInstanceOf(ApiError);
    expect((e as Error).name).toBe('AbortError');
    expect(onError).not.toHaveBeenCalled();
  });

  it('rejects a GET with a body before sending anything', async () => {
    const seen = vi.fn(fetch);
    await expect(client({ fetch: seen }).request('GET', '/x', { a: 1 })).rejects.toThrow(TypeError);
    expect(seen).not.toHaveBeenCalled();
  });
});
