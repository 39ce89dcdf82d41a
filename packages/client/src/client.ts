import { ApiError, errorFromResponse, isJsonContentType, networkError, readBody } from './errors';
import { buildUrl } from './query';
import { resolveToken, type TokenSource } from './token';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface ClientOptions {
  baseUrl: string;
  token?: TokenSource;
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  onError?: (e: ApiError) => void;
}

export interface CallOptions {
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  get<T = unknown>(path: string, opts?: CallOptions): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, opts?: CallOptions): Promise<T>;
  delete<T = unknown>(path: string, opts?: CallOptions): Promise<T>;
  withOptions(extra: Partial<ClientOptions>): ApiClient;
}

async function buildHeaders(options: ClientOptions, call: CallOptions, hasBody: boolean): Promise<Headers> {
  const headers = new Headers({
    Accept: 'application/json',
    // The server rejects cookie-authenticated writes without it (a cross-site form cannot set it).
    'X-Requested-With': 'fieldline',
  });
  if (hasBody) headers.set('Content-Type', 'application/json; charset=utf-8');
  const token = await resolveToken(options.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // Headers.set is case-insensitive, so 'accept' from a caller replaces 'Accept' rather than joining it.
  for (const extra of [options.headers, call.headers]) {
    for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value);
  }
  return headers;
}

async function send<T>(
  options: ClientOptions,
  method: HttpMethod,
  path: string,
  body: unknown,
  call: CallOptions,
): Promise<T> {
  const hasBody = body !== undefined;
  if (hasBody && method === 'GET') throw new TypeError('A GET request cannot have a body');
  // Serialise before fetching so an unserialisable body surfaces as its own TypeError, not a network error.
  const payload = hasBody ? JSON.stringify(body) : undefined;
  const url = buildUrl(options.baseUrl, path, call.query);
  const headers = await buildHeaders(options, call, hasBody);
  // Looked up per call and invoked unbound: browsers throw "Illegal invocation" for window.fetch called as a method.
  const doFetch = options.fetch ?? globalThis.fetch;

  let res: Response;
  let parsed: Awaited<ReturnType<typeof readBody>>;
  try {
    res = await doFetch(url, { method, headers, body: payload, credentials: 'include', signal: call.signal });
    parsed = await readBody(res);
  } catch (e) {
    // A caller-initiated abort is not a failure worth reporting; keep the AbortError for the caller to ignore.
    if (call.signal?.aborted) throw e;
    throw networkError(e);
  }

  if (!res.ok) throw errorFromResponse(res, parsed);
  if (parsed.responseType === 'text' && isJsonContentType(res.headers.get('content-type'))) {
    throw new ApiError({
      message: 'Invalid JSON in response body',
      status: res.status,
      statusText: res.statusText,
      body: parsed.body,
      responseType: 'text',
    });
  }
  return parsed.body as T;
}

export function createApiClient(options: ClientOptions): ApiClient {
  const request = async <T = unknown>(
    method: HttpMethod,
    path: string,
    body?: unknown,
    opts: CallOptions = {},
  ): Promise<T> => {
    try {
      return await send<T>(options, method, path, body, opts);
    } catch (e) {
      if (e instanceof ApiError) options.onError?.(e);
      throw e;
    }
  };

  return {
    request,
    get: (path, opts) => request('GET', path, undefined, opts),
    post: (path, body, opts) => request('POST', path, body, opts),
    patch: (path, body, opts) => request('PATCH', path, body, opts),
    put: (path, body, opts) => request('PUT', path, body, opts),
    delete: (path, opts) => request('DELETE', path, undefined, opts),
    withOptions: (extra) =>
      createApiClient({
        // An explicit `token: undefined` is honoured, so a derived client can drop the parent's token.
        ...options,
        ...extra,
        baseUrl: extra.baseUrl ?? options.baseUrl,
        fetch: extra.fetch ?? options.fetch,
        headers: { ...options.headers, ...extra.headers },
      }),
  };
}
