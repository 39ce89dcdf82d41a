import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { PackageType } from '@fieldline/contracts/service-packages/service-packages.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { servicePackageTypes } from './service-packages.table';

let t: TestApp;
let admin: string;
const TYPES = '/v1/servicepackage/types';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fieldsOf = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();

describe('service package types', () => {
  it('searches in the spec order, creates, updates, deletes and audits', async () => {
    const list = (await api('GET', `${TYPES}/search`)).json();
    expect(list.data.map((p: PackageType) => p.name)).toEqual([
      'Preventive maintenance',
      'Seasonal tune-up',
      'Installation',
      'Repair',
      'Inspection',
      'Warranty',
    ]);
    const created = await api('POST', TYPES, { name: 'Emergency', category: 'Service', sort: 3 });
    expect(created.statusCode).toBe(201);
    const type: PackageType = created.json();
    expect(type).toMatchObject({ name: 'Emergency', category: 'Service', sort: 3, version: 1 });
    // Repair also has sort 3: the name decides, so Emergency comes right before it.
    const sorted = (await api('GET', `${TYPES}?query=e`)).json().data.map((p: PackageType) => p.name);
    expect(sorted.indexOf('Emergency')).toBe(sorted.indexOf('Repair') - 1);
    expect((await api('GET', `${TYPES}/search?query=servi`)).json().count_filtered).toBe(3);

    const upd = await api('PATCH', `${TYPES}/${type.id}`, { category: 'Urgent', version: 1 });
    expect(upd.json()).toMatchObject({ category: 'Urgent', version: 2 });
    expect((await api('PATCH', `${TYPES}/${type.id}`, { name: 'x', version: 1 })).statusCode).toBe(409);
    expect((await api('DELETE', `${TYPES}/${type.id}`)).statusCode).toBe(204);
    const log = (
      await api('GET', `/v1/audit-log/search?entity=servicePackageType&entityId=${type.id}`)
    ).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it('refuses bad input and duplicate names, saving nothing', async () => {
    const before = await countRows(t, servicePackageTypes);
    const bad = await api('POST', TYPES, { name: ' ', category: 'x'.repeat(101), sort: 'first' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['category', 'name', 'sort']);
    const dup = await api('POST', TYPES, { name: 'REPAIR' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      code: ErrorCodes.DUPLICATE,
      errors: [{ field: 'name', message: 'This name is already used.' }],
    });
    const batch = await api('POST', `${TYPES}/batch`, [
      { action: 'new', name: 'Retrofit' },
      { action: 'new', name: 'Inspection' },
    ]);
    expect(batch.statusCode).toBe(409);
    expect(fieldsOf(batch)).toEqual(['[1].name']);
    expect(await countRows(t, servicePackageTypes)).toBe(before);
  });

  it('needs the Service packages permission: read to search, full to change', async () => {
    const reader = (await userWith(t, admin, [{ id: Permission.ServicePackages, accessLevel: 1 }])).token;
    const payroll = (await userWith(t, admin, [{ id: Permission.Payroll, accessLevel: 2 }])).token;
    expect((await api('GET', `${TYPES}/search`, undefined, reader)).statusCode).toBe(200);
    expect((await api('GET', `${TYPES}/search`, undefined, payroll)).statusCode).toBe(403);
    expect((await api('POST', TYPES, { name: 'Nope' }, reader)).statusCode).toBe(403);
    expect((await api('POST', `${TYPES}/batch`, [{ action: 'new', name: 'Nope' }], reader)).statusCode).toBe(
      403,
    );
    expect((await api('DELETE', `${TYPES}/1`, undefined, reader)).statusCode).toBe(403);
  });
});
