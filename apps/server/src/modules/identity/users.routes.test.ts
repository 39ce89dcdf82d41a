import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { User } from '@fieldline/contracts/identity/identity.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createRole, createUser, PASSWORD, unique, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { offices } from '../organization';
import { users } from './identity.table';

let t: TestApp;
let admin: string;
let adminId: number;
let denver: number;
let springs: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  adminId = (await t.as(admin)({ method: 'GET', url: '/v1/users/current' })).json().id;
  const rows = await t.database.db.select().from(offices);
  denver = rows.find((o) => o.name === 'Denver')!.id;
  springs = rows.find((o) => o.name === 'Colorado Springs')!.id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

describe('creating users', () => {
  it('creates a user with roles, offices and a default office', async () => {
    const role = await createRole(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    const email = `${unique('new')}@Example.test`;
    const res = await api('POST', '/v1/users', {
      email,
      firstName: ' Riley ',
      lastName: 'Quinn',
      title: 'Estimator',
      password: PASSWORD,
      roleIds: [role.id],
      officeIds: [denver, springs],
      defaultOfficeId: springs,
    });
    expect(res.statusCode).toBe(201);
    const user: User = res.json();
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Riley',
      displayName: 'Riley Quinn',
      isActive: true,
      defaultOfficeId: springs,
      roles: [{ id: role.id, name: role.name }],
      createdBy: adminId,
      version: 1,
    });
    expect(user.offices.map((o) => o.id).sort()).toEqual([denver, springs].sort());
    expect(res.body).not.toMatch(/password|argon/i);
    expect((await api('GET', `/v1/users/${user.id}`)).json()).toEqual(user);
    expect((await api('GET', `/v1/users/${user.id}/roles`)).json()).toEqual(user.roles);
    expect((await api('GET', `/v1/users/${user.id}/offices`)).json()).toEqual(user.offices);
  });

  it('refuses a default office that is not one of the user’s offices, writing nothing', async () => {
    const before = await countRows(t, users);
    const res = await api('POST', '/v1/users', {
      email: `${unique('office')}@example.test`,
      firstName: 'A',
      lastName: 'B',
      password: PASSWORD,
      officeIds: [denver],
      defaultOfficeId: springs,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: Messages.validation,
      code: ErrorCodes.VALIDATION,
      errors: [
        { field: 'defaultOfficeId', message: 'The default office must be one of the user’s offices.' },
      ],
    });
    expect(await countRows(t, users)).toBe(before);
  });

  it('refuses an e-mail already used, whatever its case', async () => {
    const before = await countRows(t, users);
    const res = await api('POST', '/v1/users', {
      email: 'DANA.Whitfield@example.com',
      firstName: 'D',
      lastName: 'W',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'email', message: 'A user with this e-mail already exists.' },
    ]);
    expect(await countRows(t, users)).toBe(before);
  });

  it('refuses unknown role and office ids naming the field', async () => {
    const res = await api('POST', '/v1/users', {
      email: `${unique('refs')}@example.test`,
      firstName: 'A',
      lastName: 'B',
      password: PASSWORD,
      roleIds: [987654],
      officeIds: [denver, 987654],
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['officeIds[1]', 'roleIds[0]']);
  });
});

describe('changing users and passwords', () => {
  it('updates only the fields sent, with versions and an audit row', async () => {
    const { user } = await createUser(t, admin, { officeIds: [denver] });
    const res = await api('PATCH', `/v1/users/${user.id}`, {
      title: 'Lead',
      officeIds: [springs],
      defaultOfficeId: springs,
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Lead',
      firstName: 'Test',
      defaultOfficeId: springs,
      version: 2,
      modifiedBy: adminId,
    });
    expect(res.json().offices).toEqual([{ id: springs, name: 'Colorado Springs' }]);

    const stale = await api('PATCH', `/v1/users/${user.id}`, { title: 'Stale', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCodes.STALE_VERSION);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ title: 'Lead', version: 2 });

    const log = (await api('GET', `/v1/audit-log/search?entity=user&entityId=${user.id}`)).json();
    expect(log.data[0].action).toBe('update');
    expect(log.data[0].changes).toEqual({
      title: { from: null, to: 'Lead' },
      defaultOfficeId: { from: denver, to: springs },
      offices: { from: ['Denver'], to: ['Colorado Springs'] },
    });
  });

  it('lets an administrator reset a password: the old one fails, the new one works', async () => {
    const { user, email } = await createUser(t, admin);
    const before = await t.login(email, PASSWORD);
    expect((await api('GET', '/v1/users/current', undefined, before)).statusCode).toBe(200);
    const res = await api('POST', `/v1/users/${user.id}/password`, { password: 'a-brand-new-password' });
    expect(res.statusCode).toBe(204);
    // The reset ends sign-ins made with the old password, even one used a moment ago.
    expect((await api('GET', '/v1/users/current', undefined, before)).statusCode).toBe(401);
    const old = await t.as(null)({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    expect(await t.login(email, 'a-brand-new-password')).toEqual(expect.any(String));
  });

  it('changes the own password only with the right current password', async () => {
    const { email } = await createUser(t, admin);
    const token = await t.login(email, PASSWORD);
    const url = '/v1/users/current/password';
    const wrong = await api(
      'POST',
      url,
      { currentPassword: 'not-my-password', newPassword: 'my-next-password' },
      token,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([
      { field: 'currentPassword', message: 'The current password is incorrect.' },
    ]);
    expect(await t.login(email, PASSWORD)).toEqual(expect.any(String));

    const ok = await api('POST', url, { currentPassword: PASSWORD, newPassword: 'my-next-password' }, token);
    expect(ok.statusCode).toBe(204);
    expect(await t.login(email, 'my-next-password')).toEqual(expect.any(String));
  });
});

describe('derived permissions and check-access', () => {
  it('derives the highest level over the user’s roles and names the granting role', async () => {
    const reader = await createRole(t, admin, [
      { id: Permission.Jobs, accessLevel: 1 },
      { id: Permission.Items, accessLevel: 1 },
    ]);
    const full = await createRole(t, admin, [{ id: Permission.Jobs, accessLevel: 2 }]);
    const { user } = await createUser(t, admin, { roleIds: [reader.id, full.id] });
    const derived = (await api('GET', `/v1/users/${user.id}/derivedPermissions`)).json();
    const of = (id: number) => derived.find((d: { id: number }) => d.id === id);
    expect(of(Permission.Jobs)).toMatchObject({
      accessLevel: 2,
      grantedBy: [{ id: full.id, name: full.name }],
    });
    expect(of(Permission.Items)).toMatchObject({
      accessLevel: 1,
      grantedBy: [{ id: reader.id, name: reader.name }],
    });
    expect(of(Permission.Users)).toMatchObject({ accessLevel: 0, grantedBy: [] });
    const byRole = (await api('GET', `/v1/users/${user.id}/permissions`)).json();
    expect(byRole.map((r: { roleId: number }) => r.roleId).sort()).toEqual([reader.id, full.id].sort());
  });

  it('answers [{ id, accessLevel }] for permission ids given as an object or a bare array', async () => {
    const u = await userWith(t, admin, [
      { id: Permission.ItemPageLink, accessLevel: 2 },
      { id: Permission.AlternateItemCost, accessLevel: 1 },
    ]);
    const expected = [
      { id: 28, accessLevel: 2 },
      { id: 181, accessLevel: 1 },
      { id: 390, accessLevel: 0 },
      { id: 1060, accessLevel: 0 },
    ];
    const asObject = await api(
      'POST',
      '/v1/users/check-access',
      { permissionIds: [28, 181, 390, 1060] },
      u.token,
    );
    expect(asObject.statusCode).toBe(200);
    expect(asObject.json()).toEqual(expected);
    const asArray = await api('POST', '/v1/users/check-access', [28, 181, 390, 1060], u.token);
    expect(asArray.json()).toEqual(expected);
    const mine = await api('POST', '/v1/users/check-access', [28, 390], admin);
    expect(mine.json()).toEqual([
      { id: 28, accessLevel: 2 },
      { id: 390, accessLevel: 2 },
    ]);
  });
});
