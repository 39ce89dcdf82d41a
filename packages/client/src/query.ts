import qs from 'qs';

function stringify(q: Record<string, unknown> | undefined): string {
  if (!q) return '';
  // qs drops undefined on its own; skipNulls also drops null so optional filters can be passed straight through.
  return qs.stringify(q, { arrayFormat: 'repeat', skipNulls: true });
}

/** Returns '' or a string starting with '?', ready to append to a path without its own query. */
export function encodeQuery(q: Record<string, unknown> | undefined): string {
  const s = stringify(q);
  return s === '' ? '' : `?${s}`;
}

/** Joins base and path with exactly one slash, then appends the query after any query the path already has. */
export function buildUrl(baseUrl: string, path: string, q?: Record<string, unknown>): string {
  const url = `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const s = stringify(q);
  if (s === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${s}`;
}
