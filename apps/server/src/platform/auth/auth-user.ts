/**
 * The signed-in caller of a request. In a file of its own (context.ts re-exports it) so the auth and
 * http files that need it do not import context.ts, which imports them back for the Platform type.
 */
export interface AuthUser {
  id: number;
  email: string;
  displayName: string;
  sessionId: string;
  tokenKind: 'session' | 'api';
  /** True when the credentials came from the session cookie (cross-site protection applies). */
  viaCookie: boolean;
}
