import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from './auth-user';

export const SESSION_COOKIE = 'fl_session';

/** Tokens are random; only their SHA-256 is stored, so a database copy cannot sign anyone in. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function credentialsOf(req: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const auth = req.headers.authorization;
  if (auth?.toLowerCase().startsWith('bearer ')) {
    const token = auth.slice(7).trim();
    if (token) return { token, viaCookie: false };
  }
  const cookie = req.cookies?.[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

export async function authenticate(req: FastifyRequest): Promise<AuthUser | null> {
  const creds = credentialsOf(req);
  if (!creds) return null;
  const { platform } = req.server;
  const hash = hashToken(creds.token);
  let user = platform.sessions.get(hash);
  if (!user) {
    user = (await platform.resolveToken(platform.database.db, creds.token)) ?? undefined;
    if (user) platform.sessions.set(hash, user);
  }
  return user ? { ...user, viaCookie: creds.viaCookie } : null;
}
