import { LOGIN_FAILED, type TokenInfo } from '@fieldline/contracts/identity/identity.contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { writeAudit } from '../../platform/audit';
import { hashToken, newToken } from '../../platform/auth/authenticate';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { AuthUser } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { AppError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import * as repo from './identity.repository';
import { sessions, users } from './identity.table';

// Verifying against a real hash when the e-mail is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
const timingDummy = () => {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
};

export async function login(
  db: Db,
  email: string,
  password: string,
  sessionHours: number,
  requestId: string,
) {
  const user = await repo.findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? (await timingDummy()), password);
  if (!user || !ok || !user.isActive) {
    throw new AppError(401, 'LOGIN_FAILED', LOGIN_FAILED);
  }
  const token = newToken();
  const expires = new Date(Date.now() + sessionHours * 3600_000).toISOString();
  // The caller's request transaction makes the session, the sign-in time and the audit row one write.
  await db
    .insert(sessions)
    .values({ userId: user.id, tokenHash: hashToken(token), kind: 'session', expiresDate: expires });
  await db.update(users).set({ lastSignInDate: sql`now()` }).where(eq(users.id, user.id));
  await writeAudit(db, { entity: 'user', entityId: user.id, action: 'sign-in' }, user.id, requestId);
  return { token, userId: user.id };
}

export async function logout(db: Db, sessionId: string) {
  await db.update(sessions).set({ revokedDate: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Ends every sign-in session of a user (API tokens are kept). */
export async function endSignIns(db: Db, userId: number) {
  await db
    .update(sessions)
    .set({ revokedDate: sql`now()` })
    .where(and(eq(sessions.userId, userId), eq(sessions.kind, 'session'), isNull(sessions.revokedDate)));
}

export async function resolveToken(db: Db, token: string): Promise<AuthUser | null> {
  const found = await repo.findLiveSession(db, hashToken(token));
  if (!found) return null;
  const { session, user } = found;
  if (session.kind === 'api') await touchApiToken(db, session);
  return {
    id: user.id,
    email: user.email,
    displayName: repo.displayName(user),
    sessionId: session.id,
    tokenKind: session.kind,
    viaCookie: false,
  };
}

/** API tokens show when they were last used; written at most once a minute per token. */
async function touchApiToken(db: Db, session: typeof sessions.$inferSelect) {
  const last = session.lastUsedDate ? Date.parse(session.lastUsedDate) : 0;
  if (Date.now() - last < 60_000) return;
  await db.update(sessions).set({ lastUsedDate: sql`now()` }).where(eq(sessions.id, session.id));
}

function toInfo(s: typeof sessions.$inferSelect, u: typeof users.$inferSelect): TokenInfo {
  return {
    sessionId: s.id,
    kind: s.kind,
    userId: u.id,
    email: u.email,
    displayName: repo.displayName(u),
    createdDate: new Date(s.createdDate).toISOString(),
    expiresDate: s.expiresDate ? new Date(s.expiresDate).toISOString() : null,
  };
}

export async function sessionInfo(db: Db, sessionId: string, asUser: AuthUser, canSeeOthers: boolean) {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw notFound('session');
  const rows = await db
    .select({ s: sessions, u: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId));
  const row = rows[0];
  if (!row || (row.s.userId !== asUser.id && !canSeeOthers)) throw notFound('session');
  return {
    ...toInfo(row.s, row.u),
    revokedDate: row.s.revokedDate ? new Date(row.s.revokedDate).toISOString() : null,
  };
}

export async function tokenInfo(db: Db, user: AuthUser): Promise<TokenInfo> {
  const info = await sessionInfo(db, user.sessionId, user, false);
  const { revokedDate: _r, ...rest } = info;
  return rest;
}

export async function listApiTokens(db: Db) {
  const rows = await db
    .select({ s: sessions, u: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.kind, 'api'), isNull(sessions.revokedDate)))
    .orderBy(desc(sessions.createdDate));
  return rows.map(({ s, u }) => apiTokenOut(s, u));
}

function apiTokenOut(s: typeof sessions.$inferSelect, u: typeof users.$inferSelect) {
  return {
    id: s.id,
    name: s.name ?? '',
    userId: u.id,
    userDisplayName: repo.displayName(u),
    createdDate: new Date(s.createdDate).toISOString(),
    lastUsedDate: s.lastUsedDate ? new Date(s.lastUsedDate).toISOString() : null,
    expiresDate: s.expiresDate ? new Date(s.expiresDate).toISOString() : null,
  };
}

export async function createApiToken(
  ctx: RouteContext<{ name: string; userId: number; expiresDate?: string | null }, unknown, unknown>,
) {
  const { db, body } = ctx;
  const user = await repo.findUserById(db, body.userId);
  if (!user) throw notFound('user');
  const token = newToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: user.id,
      tokenHash: hashToken(token),
      kind: 'api',
      name: body.name,
      createdBy: ctx.user.id,
      expiresDate: body.expiresDate ? `${body.expiresDate}T23:59:59Z` : null,
    })
    .returning();
  await ctx.audit({
    entity: 'api-token',
    entityId: row.id,
    action: 'create',
    after: { name: body.name, userId: user.id },
  });
  return { ...apiTokenOut(row, user), token };
}

export async function revokeApiToken(ctx: RouteContext<unknown, unknown, { id: string }>) {
  const id = ctx.params.id;
  const rows = await ctx.db
    .update(sessions)
    .set({ revokedDate: sql`now()` })
    .where(and(eq(sessions.id, id), eq(sessions.kind, 'api'), isNull(sessions.revokedDate)))
    .returning({ id: sessions.id });
  if (rows.length === 0) throw notFound('API token');
  await ctx.audit({ entity: 'api-token', entityId: id, action: 'revoke' });
}

/** Expired and revoked sign-in sessions older than a week are removed by a nightly job. */
export async function purgeOldSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(
      sql`${sessions.kind} = 'session' and coalesce(${sessions.revokedDate}, ${sessions.expiresDate}) < now() - interval '7 days'`,
    )
    .returning({ id: sessions.id });
  return rows.length;
}
