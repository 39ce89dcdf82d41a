import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, encodeQuery } from './index';
import { type Echo, echo, startServer, type TestServer } from './test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startServer(echo);
});

afterAll(() => server.close());

describe('encodeQuery', () => {
  it('returns an empty string when there is nothing to encode', () => {
    expect(encodeQuery(undefined)).toBe('');
    expect(encodeQuery({})).toBe('');
    expect(encodeQuery({ a: undefined, b: null })).toBe('');
  });

  it('brackets nested keys, repeats array keys and drops undefined/null', () => {
    const encoded = encodeQuery({ a: 1, b: { c: 2 }, d: [1, 2], e: undefined, f: null });
    expect(encoded).toBe('?a=1&b%5Bc%5D=2&d=1&d=2');
    expect(decodeURIComponent(encoded)).toBe('?a=1&b[c]=2&d=1&d=2');
  });

  it('percent-encodes reserved characters in values', () => {
    expect(encodeQuery({ q: 'a&b=c d' })).toBe('?q=a%26b%3Dc%20d');
  });
});

describe('query on requests', () => {
  const query = {
    search: 'café & co',
    filter: { status: 'open', owner: { id: '42' } },
    ids: ['3', '5', '8'],
    missing: undefined,
    none: null,
  };
  const expected = {
    search: 'café & co',
    filter: { status: 'open', owner: { id: '42' } },
    ids: ['3', '5', '8'],
  };

  it('sends bracketed nested keys and repeated array keys that qs.parse turns back into the object', async () => {
    const api = createApiClient({ baseUrl: `${server.origin}/v1` });
    const got = await api.get<Echo>('/jobs', { query });
    const raw = decodeURIComponent(got.url);
    expect(raw).toContain('filter[status]=open');
    expect(raw).toContain('filter[owner][id]=42');
    expect(got.url).toContain('ids=3&ids=5&ids=8');
    expect(got.url).not.toMatch(/missing|none/);
    expect(got.url).toBe(`/v1/jobs?${qs.stringify(expected, { arrayFormat: 'repeat' })}`);
    expect(got.query).toEqual(expected);
  });

  it('appends with & when the path already has a query string', async () => {
    const api = createApiClient({ baseUrl: server.origin });
    const got = await api.get<Echo>('/jobs?page=2', { query: { ids: ['1', '2'] } });
    expect(got.url).toBe('/jobs?page=2&ids=1&ids=2');
    expect(got.query).toEqual({ page: '2', ids: ['1', '2'] });
  });

  it('leaves the URL alone when the query is empty', async () => {
    const api = createApiClient({ baseUrl: server.origin });
    const got = await api.get<Echo>('/jobs', { query: { a: undefined } });
    expect(got.url).toBe('/jobs');
  });
});
