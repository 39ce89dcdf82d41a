import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRole, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rolePermissions } from './identity.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const usersRead = { id: Permission.Users, accessLevel: 1 } as const;
const listUsers = (token: string) => t.as(token)({ method: 'GET', url: '/v1/users?limit=1' });
const patchRole = (id: number, permissions: { id: number; accessLevel: 0 | 1 | 2 }[]) =>
  t.as(admin)({ method: 'PATCH', url: `/v1/roles/${id}`, payload: { permissions } });

describe('permission cache', () => {
  it('sees a role’s new permissions on the affected user’s next request', async () => {
    const u = await userWith(t, admin, [usersRead]);
    expect((await listUsers(u.token)).statusCode).toBe(200);
    expect((await patchRole(u.role.id, [])).statusCode).toBe(200);
    expect((await listUsers(u.token)).statusCode).toBe(403);
    expect((await patchRole(u.role.id, [usersRead])).statusCode).toBe(200);
    expect((await listUsers(u.token)).statusCode).toBe(200);
  });

  it('sees a user’s new roles on their next request', async () => {
    const u = await userWith(t, admin, []);
    const readers = await createRole(t, admin, [usersRead]);
    expect((await listUsers(u.token)).statusCode).toBe(403);
    const res = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/users/${u.user.id}`,
      payload: { roleIds: [readers.id] },
    });
    expect(res.statusCode).toBe(200);
    expect((await listUsers(u.token)).statusCode).toBe(200);
  });

  it('drops the cache only after the change commits, so a reload in between cannot keep old levels', async () => {
    const u = await userWith(t, admin, []);
    expect((await listUsers(u.token)).statusCode).toBe(403);
    const perms = t.app.platform.permissions;
    const db = t.database.db;
    const invalidate = perms.invalidateUser.bind(perms);
    const transaction = db.transaction.bind(db);
    // Another request reloads this user's levels the moment the cache entry is dropped...
    const reloads: Promise<unknown>[] = [];
    const onInvalidate = vi.spyOn(perms, 'invalidateUser').mockImplementation((id) => {
      invalidate(id);
      reloads.push(perms.accessMap(id));
    });
    // ...and the request's transaction commits only after that reload (bounded: PGlite would wait on it).
    const onTransaction = vi.spyOn(db, 'transaction').mockImplementation((fn, config) =>
      transaction(async (tx) => {
        const result = await fn(tx);
        await Promise.race([Promise.all(reloads), new Promise((r) => setTimeout(r, 300))]);
        return result;
      }, config),
    );
    try {
      expect((await patchRole(u.role.id, [usersRead])).statusCode).toBe(200);
      expect(onInvalidate).toHaveBeenCalledWith(u.user.id);
      await Promise.all(reloads);
    } finally {
      onInvalidate.mockRestore();
      onTransaction.mockRestore();
    }
    expect((await listUsers(u.token)).statusCode).toBe(200);
  });

  it('keeps levels cached until removeCacheUser, which needs Users full access', async () => {
    const u = await userWith(t, admin, []);
    expect((await listUsers(u.token)).statusCode).toBe(403);
    // A change behind the API's back is not seen while the levels are cached...
    await t.database.db
      .insert(rolePermissions)
      .values({ roleId: u.role.id, permissionId: Permission.Users, accessLevel: 1 });
    expect((await listUsers(u.token)).statusCode).toBe(403);

    const refused = await t.as(u.token)({ method: 'DELETE', url: `/v1/users/removeCacheUser/${u.user.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCodes.FORBIDDEN);

    const res = await t.as(admin)({ method: 'DELETE', url: `/v1/users/removeCacheUser/${u.user.id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    // ...and is seen once the user's entry is removed.
    expect((await listUsers(u.token)).statusCode).toBe(200);
  });

  it('removeCacheAllUsers drops every user’s levels', async () => {
    const a = await userWith(t, admin, []);
    const b = await userWith(t, admin, []);
    for (const u of [a, b]) expect((await listUsers(u.token)).statusCode).toBe(403);
    await t.database.db.insert(rolePermissions).values([
      { roleId: a.role.id, permissionId: Permission.Users, accessLevel: 1 },
      { roleId: b.role.id, permissionId: Permission.Users, accessLevel: 1 },
    ]);
    expect((await t.as(a.token)({ method: 'DELETE', url: '/v1/users/removeCacheAllUsers' })).statusCode).toBe(
      403,
    );
    expect((await listUsers(b.token)).statusCode).toBe(403);
    const res = await t.as(admin)({ method: 'DELETE', url: '/v1/users/removeCacheAllUsers' });
    expect(res.statusCode).toBe(204);
    for (const u of [a, b]) expect((await listUsers(u.token)).statusCode).toBe(200);
  });
});
