import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedCustomerSite } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { termOf } from './contracts.change-orders';

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
    // The history names what the ids stand for (Active, not 2), before and after.
    const history = (await api('GET', `/v1/contracts/${c.id}/history`)).json();
    const statusChange = history.find(
      (h: { changes: Record<string, unknown> | null }) => h.changes?.statusId,
    );
    expect(statusChange.changes.statusId).toEqual({ from: 'Draft', to: 'Active' });
    expect(Object.keys(statusChange.changes)).toEqual(['statusId']);
    expect(history.at(-1)).toMatchObject({ action: 'create' });
    expect(typeof history.at(-1).changes.customerId.to).toBe('string');
  });

  it('a change order amends the terms and is kept in the history with what changed, who and when', async () => {
    const created = await api('POST', '/v1/contracts', {
      name: 'Fire sprinkler inspections',
      customerId: site.customer.id,
      officeId: ref.officeId,
      typeId: ref.typeId,
      startDate: '2031-01-01',
      endDate: '2031-12-31',
    });
    const c = created.json();
    const url = `/v1/contracts/${c.id}/addChangeOrder`;
    const amended = await api('PATCH', url, {
      description: 'Extended through June; billed quarterly from April',
      effectiveDate: '2031-04-01',
      endDate: '2032-06-30',
      billingSchedule: 'Quarterly',
      renewalPercent: '3.5',
      poNumber: c.poNumber,
      version: c.version,
    });
    expect(amended.statusCode, amended.body).toBe(200);
    expect(amended.json()).toMatchObject({
      endDate: '2032-06-30',
      termMonths: 18,
      billingSchedule: 'Quarterly',
      version: c.version + 1,
    });
    // Only a note: the prices changed on the Items tab.
    const note = await api('PATCH', url, { description: 'New prices for 2032', effectiveDate: '2032-01-01' });
    expect(note.json().version).toBe(c.version + 1);
    const history = (await api('GET', `/v1/contracts/${c.id}/changeOrders`, undefined, reader)).json();
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({
      sequence: 1,
      effectiveDate: '2031-04-01',
      createdBy: expect.any(String),
      changes: [
        { field: 'endDate', from: '2031-12-31', to: '2032-06-30' },
        { field: 'termMonths', from: 12, to: 18 },
        { field: 'renewalPercent', from: '0.0000', to: '3.5000' },
        { field: 'billingSchedule', from: 'Monthly', to: 'Quarterly' },
      ],
    });
    expect(history[1]).toMatchObject({ sequence: 2, changes: [] });

    const bad = await api('PATCH', url, {
      description: '',
      effectiveDate: '2030-01-01',
      endDate: '2030-06-01',
    });
    expect(fields(bad)).toEqual(['description']);
    expect(fields(await api('PATCH', url, { description: 'x', effectiveDate: '2030-01-01' }))).toEqual([
      'effectiveDate',
    ]);
    expect(
      fields(
        await api('PATCH', url, { description: 'x', effectiveDate: '2031-02-01', endDate: '2030-06-01' }),
      ),
    ).toEqual(['endDate']);
    expect(
      fields(await api('PATCH', url, { description: 'x', effectiveDate: '2031-02-01', customerId: 1 })),
    ).toEqual(['customerId']);
    expect(
      (await api('PATCH', url, { description: 'x', effectiveDate: '2031-02-01', version: 1 })).statusCode,
    ).toBe(200);
    expect(
      (await api('PATCH', url, { description: 'x', effectiveDate: '2031-02-01', termMonths: 24, version: 1 }))
        .statusCode,
    ).toBe(409);
    expect(
      (await api('PATCH', url, { description: 'x', effectiveDate: '2031-02-01' }, reader)).statusCode,
    ).toBe(403);
    expect((await api('GET', '/v1/contracts/999999/changeOrders')).statusCode).toBe(404);
  });

  it('pages the list in priority order and counts every match on every page', async () => {
    const all = (await api('GET', '/v1/contracts?limit=200')).json();
    expect(all.count_filtered).toBe(all.data.length);
    expect(all.data.length).toBeGreaterThan(6);
    const page = (await api('GET', '/v1/contracts?limit=3&offset=3')).json();
    expect(page.count_filtered).toBe(all.count_filtered);
    expect(page.data.map((c: { id: number }) => c.id)).toEqual(
      all.data.slice(3, 6).map((c: { id: number }) => c.id),
    );
    const past = (await api('GET', `/v1/contracts?limit=3&offset=${all.count_filtered + 10}`)).json();
    expect(past).toEqual({ data: [], count_filtered: all.count_filtered });
  });

  it('the term follows a new end date in whole months', () => {
    expect(termOf('2027-01-01', '2027-12-31')).toBe(12);
    expect(termOf('2031-01-01', '2032-06-30')).toBe(18);
    expect(termOf('2027-01-31', '2027-02-27')).toBe(1);
    expect(termOf('2027-01-01', '2027-01-05')).toBe(1);
    expect(termOf('2027-01-01', '2027-02-20')).toBe(2);
  });
});
