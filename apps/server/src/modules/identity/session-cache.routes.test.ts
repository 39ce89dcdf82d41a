import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { hashToken } from '../../platform/auth/authenticate';

/**
 * Signed-in calls resolve their token from the in-process session cache (platform/auth/session-cache.ts)
 * and their levels from the permission cache. Each case warms both, makes the change, and expects the very
 * next request to see it: a cached entry must never outlive a sign-out, revocation or access change.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const usersRead = { id: Permission.Users, accessLevel: 1 } as const;
const listUsers = (token: string) => t.as(token)({ method: 'GET', url: '/v1/users?limit=1' });
const isCached = (token: string) => t.app.platform.sessions.get(hashToken(token)) !== undefined;

/** Signed in with Users read access, the session (and levels) cached by a first call. */
async function warmUser() {
  const u = await userWith(t, admin, [usersRead]);
  expect((await listUsers(u.token)).statusCode).toBe(200);
  expect(isCached(u.token)).toBe(true);
  return u;
}

async function apiTokenFor(userId: number): Promise<{ id: string; token: string }> {
  const res = await t.as(admin)({
    method: 'POST',
    url: '/v1/api-tokens',
    payload: { name: 'cache test', userId },
  });
  expect(res.statusCode).toBe(201);
  const { id, token } = res.json();
  expect((await listUsers(token)).statusCode).toBe(200);
  expect(isCached(token)).toBe(true);
  return { id, token };
}

describe('session and permission caches', () => {
  it('forget a session at sign-out: the next call with its token is 401', async () => {
    const u = await warmUser();
    const out = await t.as(u.token)({ method: 'POST', url: '/v1/auth/logout' });
    expect(out.statusCode).toBeLessThan(300);
    expect(isCached(u.token)).toBe(false);
    expect((await listUsers(u.token)).statusCode).toBe(401);
  });

  it('forget an API token when it is revoked, leaving the user’s other tokens working', async () => {
    const u = await warmUser();
    const api = await apiTokenFor(u.user.id);
    const res = await t.as(admin)({ method: 'DELETE', url: `/v1/api-tokens/${api.id}` });
    expect(res.statusCode).toBe(204);
    expect((await listUsers(api.token)).statusCode).toBe(401);
    expect((await listUsers(u.token)).statusCode).toBe(200);
  });

  it('forget every token of a deactivated user', async () => {
    const u = await warmUser();
    const api = await apiTokenFor(u.user.id);
    const res = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/users/${u.user.id}`,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await listUsers(u.token)).statusCode).toBe(401);
    expect((await listUsers(api.token)).statusCode).toBe(401);
  });

  it('end sign-ins when an administrator resets the password; API tokens stay until revoked', async () => {
    const u = await warmUser();
    const api = await apiTokenFor(u.user.id);
    const res = await t.as(admin)({
      method: 'POST',
      url: `/v1/users/${u.user.id}/password`,
      payload: { password: 'another-long-password' },
    });
    expect(res.statusCode).toBe(204);
    expect((await listUsers(u.token)).statusCode).toBe(401);
    expect((await listUsers(api.token)).statusCode).toBe(200);
  });

  it('see a role change on the next call of a signed-in user (permission levels reloaded)', async () => {
    const u = await warmUser();
    const res = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/users/${u.user.id}`,
      payload: { roleIds: [] },
    });
    expect(res.statusCode).toBe(200);
    expect((await listUsers(u.token)).statusCode).toBe(403);
  });

  it('forget the cached caller (name and e-mail) when the user is changed', async () => {
    const u = await warmUser();
    const res = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/users/${u.user.id}`,
      payload: { firstName: 'Renamed' },
    });
    expect(res.statusCode).toBe(200);
    expect(isCached(u.token)).toBe(false);
    expect((await listUsers(u.token)).statusCode).toBe(200);
    expect(t.app.platform.sessions.get(hashToken(u.token))?.displayName).toMatch(/^Renamed /);
  });
});
