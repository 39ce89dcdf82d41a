import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Role } from '@fieldline/contracts/identity/identity.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createRole } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { auditLog } from '../../platform/db/platform.table';
import { roles } from './identity.table';

let t: TestApp;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  adminId = (await t.as(admin)({ method: 'GET', url: '/v1/users/current' })).json().id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.as(admin)({ method, url, payload });
const roleRow = async (id: number) => (await t.database.db.select().from(roles).where(eq(roles.id, id)))[0];
const auditOf = async (id: number) =>
  (await api('GET', `/v1/audit-log/search?entity=role&entityId=${id}`)).json() as {
    data: { action: string; userId: number; userDisplayName: string; changes: Record<string, unknown> }[];
    count_filtered: number;
  };

describe('roles: create, read and list', () => {
  it('creates a role with its permissions and audit columns', async () => {
    const res = await api('POST', '/v1/roles', {
      name: 'Estimators',
      description: 'Prepare bids',
      permissions: [
        { id: Permission.Bids, accessLevel: 2 },
        { id: Permission.Items, accessLevel: 1 },
        { id: Permission.Jobs, accessLevel: 0 },
      ],
    });
    expect(res.statusCode).toBe(201);
    const role: Role = res.json();
    expect(role).toMatchObject({
      name: 'Estimators',
      description: 'Prepare bids',
      isSystem: false,
      userCount: 0,
    });
    // Level 0 grants are not stored: no access is the absence of a grant.
    expect(role.permissions).toEqual([
      { id: Permission.Bids, accessLevel: 2 },
      { id: Permission.Items, accessLevel: 1 },
    ]);
    expect(role).toMatchObject({ createdBy: adminId, modifiedBy: adminId, version: 1 });
    expect(new Date(role.createdDate).toISOString()).toBe(role.createdDate);

    expect((await api('GET', `/v1/roles/${role.id}`)).json()).toEqual(role);
    expect((await api('GET', `/v1/roles/${role.id}/permissions`)).json()).toEqual(role.permissions);
    const list: Role[] = (await api('GET', '/v1/roles')).json();
    expect(list.find((r) => r.id === role.id)).toEqual(role);
    expect(list.find((r) => r.name === 'Administrator')?.userCount).toBe(1);
  });

  it('refuses a role name already used, whatever its case', async () => {
    const before = await countRows(t, roles);
    const res = await api('POST', '/v1/roles', { name: 'aDMINISTRATOR' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'name', message: 'A role with this name already exists.' }]);
    expect(await countRows(t, roles)).toBe(before);
  });
});

describe('roles: versioned updates and the audit trail', () => {
  it('updates with the current version, bumps it and sets the audit columns', async () => {
    const role = await createRole(t, admin, [{ id: Permission.Customers, accessLevel: 1 }], 'Versioned');
    const res = await api('PATCH', `/v1/roles/${role.id}`, { name: 'Versioned 2', version: 1 });
    expect(res.statusCode).toBe(200);
    const updated: Role = res.json();
    expect(updated).toMatchObject({
      name: 'Versioned 2',
      version: 2,
      createdBy: adminId,
      modifiedBy: adminId,
    });
    expect(updated.createdDate).toBe(role.createdDate);
    expect(Date.parse(updated.modifiedDate)).toBeGreaterThanOrEqual(Date.parse(role.modifiedDate));
    // Only the fields sent change: the permissions stay as they were.
    expect(updated.permissions).toEqual([{ id: Permission.Customers, accessLevel: 1 }]);
    expect(await roleRow(role.id)).toMatchObject({ name: 'Versioned 2', version: 2, modifiedBy: adminId });
  });

  it('refuses a stale version with 409 and changes nothing', async () => {
    const role = await createRole(t, admin, [], 'Stale');
    expect(
      (await api('PATCH', `/v1/roles/${role.id}`, { description: 'first', version: 1 })).statusCode,
    ).toBe(200);
    const auditBefore = (await auditOf(role.id)).count_filtered;
    const res = await api('PATCH', `/v1/roles/${role.id}`, {
      name: 'Stale overwrite',
      permissions: [{ id: Permission.Jobs, accessLevel: 2 }],
      version: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: Messages.staleVersion, code: ErrorCodes.STALE_VERSION });
    const row = await roleRow(role.id);
    expect(row).toMatchObject({ name: 'Stale', description: 'first', version: 2 });
    expect((await api('GET', `/v1/roles/${role.id}`)).json().permissions).toEqual([]);
    expect((await auditOf(role.id)).count_filtered).toBe(auditBefore);
  });

  it('answers 404 for an unknown role', async () => {
    const res = await api('PATCH', '/v1/roles/987654', { name: 'Nobody', version: 1 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The role was not found.', code: ErrorCodes.NOT_FOUND });
  });

  it('records who changed what in the audit log, newest first', async () => {
    const role = await createRole(t, admin, [{ id: Permission.Items, accessLevel: 1 }], 'Audited');
    await api('PATCH', `/v1/roles/${role.id}`, {
      name: 'Audited renamed',
      permissions: [{ id: Permission.Items, accessLevel: 2 }],
      version: 1,
    });
    const log = await auditOf(role.id);
    expect(log.count_filtered).toBe(2);
    const [update, create] = log.data;
    expect(create).toMatchObject({ action: 'create', userId: adminId, userDisplayName: 'Alex Morgan' });
    expect(create.changes).toEqual({
      name: { to: 'Audited' },
      description: { to: null },
      permissions: { to: [`${Permission.Items}:1`] },
    });
    expect(update).toMatchObject({ action: 'update', userId: adminId });
    expect(update.changes).toEqual({
      name: { from: 'Audited', to: 'Audited renamed' },
      permissions: { from: [`${Permission.Items}:1`], to: [`${Permission.Items}:2`] },
    });
    const [stored] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(role.id)));
    expect(stored.requestId).toEqual(expect.any(String));
  });

  it('keeps the administrator role’s permissions when only its description changes', async () => {
    const adminRole = (await api('GET', '/v1/roles')).json().find((r: Role) => r.name === 'Administrator');
    const res = await api('PATCH', `/v1/roles/${adminRole.id}`, { description: 'Everything' });
    expect(res.statusCode).toBe(200);
    expect(res.json().permissions).toEqual(adminRole.permissions);
    expect(res.json().version).toBe(adminRole.version + 1);
  });
});

describe('permission catalogue', () => {
  it('lists permissions including 28, 181 and 390 with their meanings', async () => {
    const list = (await api('GET', '/v1/permissions')).json();
    const byId = new Map(list.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(28)).toMatchObject({
      key: 'ItemPageLink',
      description: expect.stringMatching(/item page/),
    });
    expect(byId.get(181)).toMatchObject({
      key: 'AlternateItemCost',
      description: expect.stringMatching(/cost column/),
    });
    expect(byId.get(390)).toMatchObject({
      key: 'SavedReportsGlobal',
      description: expect.stringMatching(/global/),
    });
    expect((await api('GET', '/v1/permissions/181')).json()).toEqual(byId.get(181));
    expect((await api('GET', '/v1/permissions/5')).statusCode).toBe(404);
  });

  it('lists categories with their permissions', async () => {
    const cats = (await api('GET', '/v1/permission-categories')).json();
    const all = cats.flatMap((c: { permissions: { id: number }[] }) => c.permissions.map((p) => p.id));
    expect(all).toEqual(expect.arrayContaining([28, 181, 390, Permission.Users, Permission.Roles]));
    const admin6 = (await api('GET', '/v1/permission-categories/6')).json();
    expect(admin6.name).toBe('Administration');
    expect(admin6.permissions.map((p: { id: number }) => p.id)).toContain(390);
    expect((await api('GET', '/v1/permission-categories/99')).json()).toEqual({
      message: 'The permission category was not found.',
      code: ErrorCodes.NOT_FOUND,
    });
  });
});
