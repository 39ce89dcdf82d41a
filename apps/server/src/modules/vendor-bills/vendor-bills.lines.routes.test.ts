// Bill lines, split, search, aging and documents (creation, posting and payments: vendor-bills.routes.test.ts).
import {
  type Bill,
  SPLIT_LEAVES_NOTHING,
  SPLIT_NOT_PENDING,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { type BillFixture, billFixture, newBill } from './vendor-bills.test-helpers';

let t: TestApp;
let admin: string;
let f: BillFixture;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  f = await billFixture(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const bill = (extra = {}) => newBill(t, admin, f, extra);
const approve = (id: number) => api('PATCH', `/v1/vendorbills/${id}`, { statusName: '' });

describe('items', () => {
  it('lists, gets and updates lines while pending, recomputing the totals', async () => {
    const b = await bill();
    const list = await api('GET', `/v1/vendorbills/${b.id}/items`);
    expect(list.json()).toHaveLength(2);
    const one = await api('GET', `/v1/vendorbills/${b.id}/items/${b.items[1].id}`);
    expect(one.json().description).toBe('Crane hire');
    expect((await api('GET', `/v1/vendorbills/${b.id}/items/999999`)).statusCode).toBe(404);
    const res = await api('PATCH', `/v1/vendorbills/${b.id}/items/${b.items[1].id}`, {
      quantity: '2',
      unitCost: '80.125',
      description: 'Crane hire, two days',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ amount: '160.25', description: 'Crane hire, two days' });
    expect((await api('GET', `/v1/vendorbills/${b.id}`)).json().subTotal).toBe('185.25');
    const bad = await api('PATCH', `/v1/vendorbills/${b.id}/items/${b.items[1].id}`, {
      quantity: -1,
      glAccountId: 999999,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['quantity']);
    const badAccount = await api('PATCH', `/v1/vendorbills/${b.id}/items/${b.items[1].id}`, {
      glAccountId: 999999,
    });
    expect(badAccount.statusCode).toBe(400);
    expect(badAccount.json().errors[0].field).toBe('glAccountId');
  });
});

describe('split', () => {
  it('moves a whole line and part of another to a new bill; both totals recomputed', async () => {
    const b = await bill();
    const res = await api('POST', `/v1/vendorbills/${b.id}/split`, {
      items: [{ id: b.items[1].id }, { id: b.items[0].id, quantity: 4 }],
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Bill;
    expect(created.splitFromBillId).toBe(b.id);
    expect(created.statusName).toBe('Pending Approval');
    expect(created.subTotal).toBe('85.00');
    const original = (await api('GET', `/v1/vendorbills/${b.id}`)).json() as Bill;
    expect(original.subTotal).toBe('15.00');
    expect(original.items.map((i) => i.quantity)).toEqual(['6.0000']);
  });

  it('refuses a split that leaves nothing, names unknown lines and needs Pending Approval', async () => {
    const b = await bill();
    const all = await api('POST', `/v1/vendorbills/${b.id}/split`, {
      items: b.items.map((i) => ({ id: i.id })),
    });
    expect(all.statusCode).toBe(422);
    expect(all.json().message).toBe(SPLIT_LEAVES_NOTHING);
    const unknown = await api('POST', `/v1/vendorbills/${b.id}/split`, { items: [{ id: 999999 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('items[0].id');
    expect((await api('POST', `/v1/vendorbills/${b.id}/split`, { items: [] })).statusCode).toBe(400);
    await approve(b.id);
    const late = await api('POST', `/v1/vendorbills/${b.id}/split`, { items: [{ id: b.items[0].id }] });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(SPLIT_NOT_PENDING);
  });
});

describe('search and aging', () => {
  it('filters by supplier, status and date range with a count', async () => {
    const { seedSupplier } = await import('../../../test/factories-stock');
    const other = await seedSupplier(t);
    const a = await bill({ supplierId: other.id, billDate: '2026-03-01', reference: 'ZX-1' });
    const b = await bill({ supplierId: other.id, billDate: '2026-04-01' });
    await approve(b.id);
    const all = (await api('GET', `/v1/vendorbills/search?supplierId=${other.id}`)).json();
    expect(all.count_filtered).toBe(2);
    expect(all.data.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(all.data[0].supplierName).toBe(other.name);
    const approved = (await api('GET', `/v1/vendorbills?supplierId=${other.id}&status=Approved`)).json();
    expect(approved.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const march = (
      await api('GET', `/v1/vendorbills/search?supplierId=${other.id}&dateFrom=2026-03-01&dateTo=2026-03-31`)
    ).json();
    expect(march.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await api('GET', '/v1/vendorbills/search?query=ZX-1')).json().data[0].id).toBe(a.id);
    const paged = (await api('GET', `/v1/vendorbills/search?supplierId=${other.id}&offset=1&limit=1`)).json();
    expect(paged).toMatchObject({ count_filtered: 2, data: [{ id: a.id }] });
    const bad = await api('GET', '/v1/vendorbills/search?limit=0&dateFrom=nope');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['dateFrom', 'limit']);
  });

  it('buckets open bills by days past due as of a date, per supplier', async () => {
    const { seedSupplier } = await import('../../../test/factories-stock');
    const s = await seedSupplier(t);
    const one = [{ description: 'x', quantity: 1, unitCost: 0 }];
    const dues: [string, string][] = [
      ['2026-06-30', '10'], // current (due on the as-of date)
      ['2026-06-29', '20'], // 1 day late
      ['2026-05-31', '40'], // 30 days
      ['2026-05-30', '80'], // 31 days
      ['2026-04-01', '160'], // 90 days
      ['2026-03-01', '320'], // 121 days
    ];
    for (const [due, amount] of dues) {
      const b = await bill({
        supplierId: s.id,
        billDate: '2026-01-05',
        dueDate: due,
        items: [{ ...one[0], unitCost: amount }],
      });
      await approve(b.id);
    }
    await bill({ supplierId: s.id, billDate: '2026-01-05', items: one }); // pending: not aged
    const future = await bill({
      supplierId: s.id,
      billDate: '2026-07-05',
      items: [{ ...one[0], unitCost: 5 }],
    });
    await approve(future.id); // billed after the as-of date
    const res = await api('GET', '/v1/vendorbills/reports/aging?date=2026-06-30');
    expect(res.statusCode).toBe(200);
    const row = res.json().rows.find((r: { supplierId: number }) => r.supplierId === s.id);
    expect(row).toMatchObject({
      supplierName: s.name,
      billCount: 6,
      current: '10.00',
      days1To30: '60.00',
      days31To60: '80.00',
      days61To90: '160.00',
      over90: '320.00',
      total: '630.00',
    });
    expect(res.json().asOf).toBe('2026-06-30');
    expect(Number(res.json().totals.total)).toBeGreaterThanOrEqual(630);
    expect((await api('GET', '/v1/vendorbills/reports/aging?date=31/12/2026')).statusCode).toBe(400);
  });
});

describe('documents', () => {
  it('registers bills as a document source named "Vendor Bills - reference"', async () => {
    const b = await bill({ reference: 'SUP-778' });
    const res = await api('GET', `/v1/documents/related?kind=VendorBill&id=${b.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().entity.displayName).toBe('Vendor Bills - SUP-778');
    const doc = await api('POST', '/v1/documents', {
      name: 'Supplier portal',
      description: 'Scanned invoice',
      documentType: 3,
      url: 'https://example.test/inv.pdf',
      vendorBills: [{ id: b.id }],
    });
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json().vendorBills).toEqual([{ id: b.id, displayName: 'Vendor Bills - SUP-778' }]);
  });
});
