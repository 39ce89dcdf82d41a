import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedCustomerSite } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;
let reader: string;
let site: Awaited<ReturnType<typeof seedCustomerSite>>;
let ref: { officeId: number; typeId: number; active: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  reader = (await userWith(t, admin, [{ id: Permission.Contracts, accessLevel: 1 }])).token;
  site = await seedCustomerSite(t, admin);
  const types = (await api('GET', '/v1/contracts/types')).json();
  const statuses = (await api('GET', '/v1/contracts/statuses')).json();
  const offices = (await api('GET', '/v1/offices')).json();
  ref = {
    officeId: offices[0].id,
    typeId: types.find((x: { isRental: boolean }) => !x.isRental).id,
    active: statuses.find((s: { statusType: string }) => s.statusType === 'Active').id,
  };
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fields = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();

describe('contracts', () => {
  it('creates a numbered draft, finds, changes, reprioritises and validates it; refuses bad input and readers', async () => {
    const body = {
      name: 'Quarterly rooftop maintenance',
      customerId: site.customer.id,
      locationId: site.location.id,
      officeId: ref.officeId,
      typeId: ref.typeId,
      startDate: '2031-01-01',
      endDate: '2031-12-31',
      billingSchedule: 'Quarterly',
    };
    const res = await api('POST', '/v1/contracts', body);
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json();
    expect(c.contractNumber).toBe(`C-${String(c.id).padStart(6, '0')}`);
    expect(c).toMatchObject({
      status: { statusType: 'Draft' },
      billingSchedule: 'Quarterly',
      renewalKind: 'Manual',
    });

    const bad = await api('POST', '/v1/contracts', {
      ...body,
      name: '',
      startDate: '2031-02-30',
      billingSchedule: 'Weekly',
    });
    expect(fields(bad)).toEqual(['billingSchedule', 'name', 'startDate']);
    expect(fields(await api('POST', '/v1/contracts', { ...body, endDate: '2030-01-01' }))).toEqual([
      'endDate',
    ]);
    expect(fields(await api('POST', '/v1/contracts', { ...body, typeId: 999999 }))).toEqual(['typeId']);
    expect((await api('POST', '/v1/contracts', body, reader)).statusCode).toBe(403);
    expect((await api('GET', `/v1/contracts/${c.id}`, undefined, reader)).statusCode).toBe(200);
    expect((await api('GET', '/v1/contracts/2147483648')).statusCode).toBe(400);

    const found = (await api('GET', `/v1/contracts?query=${c.contractNumber}`)).json();
    expect(found.data.map((x: { id: number }) => x.id)).toEqual([c.id]);
    const active = await api('PATCH', `/v1/contracts/${c.id}`, { statusId: ref.active, version: c.version });
    expect(active.json()).toMatchObject({ status: { statusType: 'Active' }, version: c.version + 1 });
    expect((await api('PATCH', `/v1/contracts/${c.id}`, { name: 'x', version: c.version })).statusCode).toBe(
      409,
    );
    const urgent = await api('PATCH', '/v1/contracts/changepriority', { id: c.id, priority: 5 });
    expect(urgent.json().priority).toBe(5);
    expect((await api('GET', `/v1/contracts/${c.id}/validate`)).json()).toEqual({
      isValid: true,
      problems: [],
    });
    const lookups = (await api('GET', '/v1/cache/contractstatus')).json();
    expect(lookups.map((s: { name: string }) => s.name)).toContain('Active');
  });
});
