import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { PERMISSIONS, Permission } from '@fieldline/contracts/common/permissions';
import { LAST_ADMIN } from '@fieldline/contracts/identity/identity.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, keysOf, userWith } from '../../test/factories';
import { createTestApp, DEMO_EMAIL, DEMO_PASSWORD, type TestApp } from '../../test/harness';
import { roles, users } from '../modules/identity';
import { route } from './http/route';

let t: TestApp;
let admin: string;
let adminId: number;
let adminRoleId: number;

beforeAll(async () => {
  t = await createTestApp({
    // Test-only routes: an unexpected failure and a unique violation the services would never let through.
    beforeReady: (app) => {
      route(app, {
        method: 'GET',
        url: '/v1/test/boom',
        access: 'signedIn',
        handler: async () => {
          throw new Error('connection to db.internal:5432 failed for password hunter2');
        },
      });
      route(app, {
        method: 'POST',
        url: '/v1/test/duplicate-role',
        access: 'signedIn',
        handler: async ({ db }) => db.insert(roles).values({ name: 'administrator' }).returning(),
      });
    },
  });
  admin = await t.login();
  const me = (await t.as(admin)({ method: 'GET', url: '/v1/users/current' })).json();
  adminId = me.id;
  adminRoleId = me.roles[0].id;
});
afterAll(() => t.close());

const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field).sort();

describe('400: every failing field is named', () => {
  it('names each failing body field, with nested array paths, and writes nothing', async () => {
    const before = await countRows(t, roles);
    const res = await t.as(admin)({
      method: 'POST',
      url: '/v1/roles',
      payload: {
        name: '',
        description: 5,
        permissions: [
          { id: 1060, accessLevel: 2 },
          { id: 'x', accessLevel: 3 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(Messages.validation);
    expect(body.code).toBe(ErrorCodes.VALIDATION);
    expect(fieldsOf(body)).toEqual([
      'description',
      'name',
      'permissions[1].accessLevel',
      'permissions[1].id',
    ]);
    expect(body.errors.find((e: { field: string }) => e.field === 'name').message).toBe('Required');
    expect(await countRows(t, roles)).toBe(before);
  });

  it('names failing query parameters', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/v1/users?limit=0&offset=-1' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCodes.VALIDATION);
    expect(fieldsOf(res.json())).toEqual(['limit', 'offset']);
  });

  it('names a failing path parameter', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/v1/roles/abc' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['id']);
  });

  it('names failing fields of params and body together', async () => {
    const res = await t.as(admin)({ method: 'PATCH', url: '/v1/roles/abc', payload: { name: 7 } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['id', 'name']);
  });

  it('names an unknown permission id found by the service', async () => {
    const res = await t.as(admin)({
      method: 'POST',
      url: '/v1/roles',
      payload: {
        name: 'Has unknown',
        permissions: [
          { id: 28, accessLevel: 2 },
          { id: 99999, accessLevel: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: Messages.validation,
      code: ErrorCodes.VALIDATION,
      errors: [{ field: 'permissions[1].id', message: 'Unknown permission 99999.' }],
    });
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const res = await t.as(admin)({
      method: 'POST',
      url: '/v1/roles',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Broken",',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(keysOf(body)).toEqual(['code', 'errors', 'message']);
    expect(body.message).toBe(Messages.validation);
    expect(body.code).toBe(ErrorCodes.VALIDATION);
    expect(fieldsOf(body)).toEqual(['body']);
  });

  it('answers a body that is not JSON with 415 saying what to send', async () => {
    const typed = await t.as(admin)({
      method: 'POST',
      url: '/v1/roles',
      headers: { 'content-type': 'application/xml' },
      payload: '<role><name>Broken</name></role>',
    });
    expect(typed.statusCode).toBe(415);
    expect(typed.json().message).toBe(
      "The body's type application/xml is not accepted: send it as JSON (Content-Type: application/json).",
    );
  });
});

describe('401, 403 and 404', () => {
  it('answers 401 to anonymous callers and to unknown tokens', async () => {
    for (const token of [null, 'not-a-real-token']) {
      const res = await t.as(token)({ method: 'GET', url: '/v1/roles' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: Messages.unauthenticated, code: ErrorCodes.UNAUTHENTICATED });
    }
  });

  it('answers 403 naming the permission and level, and writes nothing', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Roles, accessLevel: 1 }]);
    expect((await t.as(reader.token)({ method: 'GET', url: '/v1/roles' })).statusCode).toBe(200);
    const before = await countRows(t, roles);
    const res = await t.as(reader.token)({
      method: 'POST',
      url: '/v1/roles',
      payload: { name: 'Not allowed' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: `${Messages.forbidden} It needs the "Roles and permissions" permission with full access.`,
      code: ErrorCodes.FORBIDDEN,
    });
    expect(await countRows(t, roles)).toBe(before);

    const nobody = await userWith(t, admin, []);
    const read = await t.as(nobody.token)({ method: 'GET', url: '/v1/users' });
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(
      `${Messages.forbidden} It needs the "Users and API tokens" permission with read access.`,
    );
  });

  it('answers 404 for an unknown record and an unknown route', async () => {
    const record = await t.as(admin)({ method: 'GET', url: '/v1/roles/999999' });
    expect(record.statusCode).toBe(404);
    expect(record.json()).toEqual({ message: 'The role was not found.', code: ErrorCodes.NOT_FOUND });

    const call = await t.as(admin)({ method: 'GET', url: '/v1/no-such-thing?x=1' });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toEqual({
      message: 'No such call: GET /v1/no-such-thing',
      code: ErrorCodes.NOT_FOUND,
    });
  });
});

describe('409, 422 and 500', () => {
  it('answers a unique violation with 409 DUPLICATE', async () => {
    const before = await countRows(t, roles);
    const res = await t.as(admin)({ method: 'POST', url: '/v1/test/duplicate-role' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: Messages.duplicate, code: ErrorCodes.DUPLICATE });
    expect(await countRows(t, roles)).toBe(before);
  });

  it('refuses to deactivate the only administrator (422 LAST_ADMIN) and changes nothing', async () => {
    const res = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/users/${adminId}`,
      payload: { isActive: false },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: LAST_ADMIN, code: 'LAST_ADMINISTRATOR' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, adminId));
    expect(row.isActive).toBe(true);
    expect(row.version).toBe(1);
    expect(await t.login(DEMO_EMAIL, DEMO_PASSWORD)).toEqual(expect.any(String));

    const noRoles = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/users/${adminId}`,
      payload: { roleIds: [] },
    });
    expect(noRoles.statusCode).toBe(422);
    expect((await t.as(admin)({ method: 'GET', url: `/v1/users/${adminId}/roles` })).json()).toHaveLength(1);
  });

  it('refuses to take Users or Roles full access away from the only administrator role', async () => {
    const before = (await t.as(admin)({ method: 'GET', url: `/v1/roles/${adminRoleId}` })).json();
    for (const lowered of [Permission.Users, Permission.Roles]) {
      const permissions = PERMISSIONS.map((p) => ({ id: p.id, accessLevel: p.id === lowered ? 1 : 2 }));
      const res = await t.as(admin)({
        method: 'PATCH',
        url: `/v1/roles/${adminRoleId}`,
        payload: { permissions },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: LAST_ADMIN, code: 'LAST_ADMINISTRATOR' });
    }
    const after = (await t.as(admin)({ method: 'GET', url: `/v1/roles/${adminRoleId}` })).json();
    expect(after.permissions).toEqual(before.permissions);
    expect(after.version).toBe(before.version);
    // The administrator still has full access: a write that needs Roles full access works.
    expect(
      (await t.as(admin)({ method: 'POST', url: '/v1/roles', payload: { name: 'Still allowed' } }))
        .statusCode,
    ).toBe(201);
  });

  it('answers an unexpected failure with 500, the generic message and no details', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: Messages.internal, code: ErrorCodes.INTERNAL });
    expect(res.body).not.toMatch(/hunter2|stack|db\.internal|\.ts/);
  });
});
