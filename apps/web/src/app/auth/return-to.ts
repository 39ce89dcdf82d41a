/**
 * Only same-app paths are honoured: an absolute or protocol-relative URL in the query
 * string would otherwise turn the sign-in page into an open redirect.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value === '/login' || value.startsWith('/login?')) return '/';
  return value;
}

export function loginUrl(returnTo: string): string {
  return returnTo === '/' ? '/login' : `/login?returnTo=${encodeURIComponent(returnTo)}`;
}
