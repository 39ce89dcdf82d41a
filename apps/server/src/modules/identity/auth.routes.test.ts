import { createHash } from 'node:crypto';
import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { LOGIN_FAILED, PASSWORD_TOO_SHORT } from '@fieldline/contracts/identity/identity.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createUser, PASSWORD } from '../../../test/factories';
import { createTestApp, DEMO_EMAIL, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { roles, sessions, users } from './identity.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
const current = (token: string) => t.as(token)({ method: 'GET', url: '/v1/users/current' });
const sessionOf = async (token: string) => {
  const hash = createHash('sha256').update(token).digest('hex');
  return (await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash)))[0];
};

describe('sign-in', () => {
  it('sets an httpOnly SameSite=Lax session cookie and answers { token, user }', async () => {
    const res = await login('Admin@Example.com', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toMatchObject({ email: DEMO_EMAIL, displayName: 'Alex Morgan' });
    expect(body.user.permissions).toContainEqual({ id: 1060, accessLevel: 2 });
    const cookie = res.cookies.find((c) => c.name === 'fl_session');
    expect(cookie).toMatchObject({
      value: body.token,
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 12 * 3600,
    });
    // Only the token's hash is stored.
    const session = await sessionOf(body.token);
    expect(session).toMatchObject({ kind: 'session', revokedDate: null });
    expect(JSON.stringify(session)).not.toContain(body.token);
    expect((await current(body.token)).json().lastSignInDate).toEqual(expect.any(String));
  });

  it('answers a wrong password and an unknown e-mail alike with 401, creating no session', async () => {
    const before = await countRows(t, sessions);
    for (const [email, password] of [
      [DEMO_EMAIL, 'wrong-password-here'],
      ['nobody@example.com', DEMO_PASSWORD],
    ]) {
      const res = await login(email, password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: LOGIN_FAILED, code: 'LOGIN_FAILED' });
      expect(res.cookies).toEqual([]);
    }
    expect(await countRows(t, sessions)).toBe(before);
  });

  it('refuses a deactivated user and ends their existing sessions', async () => {
    const { user, email, password } = await createUser(t, admin);
    const token = await t.login(email, password);
    expect((await current(token)).statusCode).toBe(200);
    const res = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/users/${user.id}`,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await current(token)).statusCode).toBe(401);
    const again = await login(email, password);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(LOGIN_FAILED);
  });

  it('signs out: the token stops working and the cookie is cleared', async () => {
    const token = await t.login();
    const res = await t.as(token)({ method: 'POST', url: '/v1/auth/logout' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'fl_session')?.value).toBe('');
    expect((await sessionOf(token)).revokedDate).not.toBeNull();
    const after = await current(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: Messages.unauthenticated, code: ErrorCodes.UNAUTHENTICATED });
  });
});

describe('cookie authentication and cross-site protection', () => {
  const withCookie = (token: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({
      method: payload ? 'POST' : 'GET',
      url: payload ? '/v1/roles' : '/v1/users/current',
      cookies: { fl_session: token },
      headers,
      payload,
    });

  it('reads with the cookie alone', async () => {
    const res = await withCookie(admin, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(DEMO_EMAIL);
  });

  it('refuses cookie writes without X-Requested-With or from another origin, writing nothing', async () => {
    const before = await countRows(t, roles);
    const attempts: Record<string, string>[] = [
      {},
      { 'x-requested-with': 'XMLHttpRequest', origin: 'https://evil.example' },
      { 'x-requested-with': 'XMLHttpRequest', origin: 'null' },
    ];
    for (const headers of attempts) {
      const res = await withCookie(admin, headers, { name: 'Cross-site role' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: Messages.crossSite, code: ErrorCodes.CROSS_SITE });
    }
    expect(await countRows(t, roles)).toBe(before);
  });

  it('accepts cookie writes from our own pages', async () => {
    const plain = await withCookie(
      admin,
      { 'x-requested-with': 'XMLHttpRequest' },
      { name: 'Cookie role 1' },
    );
    expect(plain.statusCode).toBe(201);
    const sameOrigin = await withCookie(
      admin,
      { 'x-requested-with': 'XMLHttpRequest', origin: 'http://localhost', host: 'localhost:80' },
      { name: 'Cookie role 2' },
    );
    expect(sameOrigin.statusCode).toBe(201);
  });

  it('does not ask bearer writes for X-Requested-With', async () => {
    const res = await t.as(admin)({ method: 'POST', url: '/v1/roles', payload: { name: 'Bearer role' } });
    expect(res.statusCode).toBe(201);
  });
});

describe('API tokens', () => {
  it('issues, lists and revokes bearer tokens for a user', async () => {
    const dana = (
      await t.database.db.select().from(users).where(eq(users.email, 'dana.whitfield@example.com'))
    )[0];
    const res = await t.as(admin)({
      method: 'POST',
      url: '/v1/api-tokens',
      payload: { name: 'Reporting', userId: dana.id },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ name: 'Reporting', userId: dana.id, userDisplayName: 'Dana Whitfield' });

    expect((await current(created.token)).json().email).toBe('dana.whitfield@example.com');
    const info = (await t.as(created.token)({ method: 'GET', url: '/v1/token-info' })).json();
    expect(info).toMatchObject({ sessionId: created.id, kind: 'api', userId: dana.id });

    const listed = (await t.as(admin)({ method: 'GET', url: '/v1/api-tokens' })).json();
    const { token: _secret, ...shown } = created;
    expect(created.lastUsedDate).toBeNull();
    expect(listed).toContainEqual({ ...shown, lastUsedDate: expect.any(String) });
    expect(JSON.stringify(listed)).not.toContain(created.token);

    const revoke = await t.as(admin)({ method: 'DELETE', url: `/v1/api-tokens/${created.id}` });
    expect(revoke.statusCode).toBe(204);
    expect((await current(created.token)).statusCode).toBe(401);
    const after = (await t.as(admin)({ method: 'GET', url: '/v1/api-tokens' })).json();
    expect(after.map((x: { id: string }) => x.id)).not.toContain(created.id);
    const twice = await t.as(admin)({ method: 'DELETE', url: `/v1/api-tokens/${created.id}` });
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe('The API token was not found.');
  });
});

describe('passwords', () => {
  it('stores argon2id hashes and never returns them', async () => {
    const { user } = await createUser(t, admin);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(PASSWORD);
    for (const url of [
      `/v1/users/${user.id}`,
      '/v1/users?limit=10000',
      '/v1/users/current',
      '/v1/audit-log/search',
    ]) {
      const body = (await t.as(admin)({ method: 'GET', url })).body;
      expect(body).not.toMatch(/argon2|passwordHash/);
    }
  });

  it('refuses passwords under 12 characters with PASSWORD_TOO_SHORT', async () => {
    const before = await countRows(t, users);
    const short = 'elevenchars';
    const create = await t.as(admin)({
      method: 'POST',
      url: '/v1/users',
      payload: { email: 'short@example.test', firstName: 'S', lastName: 'P', password: short },
    });
    expect(create.statusCode).toBe(400);
    expect(create.json().errors).toEqual([{ field: 'password', message: PASSWORD_TOO_SHORT }]);
    expect(await countRows(t, users)).toBe(before);

    const { user } = await createUser(t, admin);
    const reset = await t.as(admin)({
      method: 'POST',
      url: `/v1/users/${user.id}/password`,
      payload: { password: short },
    });
    expect(reset.json().errors).toEqual([{ field: 'password', message: PASSWORD_TOO_SHORT }]);
    const own = await t.as(admin)({
      method: 'POST',
      url: '/v1/users/current/password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: short },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual([{ field: 'newPassword', message: PASSWORD_TOO_SHORT }]);
    expect(await t.login()).toEqual(expect.any(String));
  });
});
