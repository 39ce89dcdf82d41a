import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type Bill,
  type BillTaxLine,
  TAX_AUTHORITY_NOT_ON_SCHEDULE,
  TAX_LINE_EXISTS,
  TAX_LINES_FIRST,
  TAX_NO_ACCOUNT,
  TAX_NO_SCHEDULE,
  TAX_NOT_PENDING,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { glAccounts } from '../ledger/ledger.table';
import { vendorBillTaxes } from './vendor-bills.table';
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
const taxUrl = (id: number, taxId?: number) => `/v1/vendorbills/${id}/tax${taxId ? `/${taxId}` : ''}`;
const addTax = (b: Bill, authorityId: number, taxAmount: string | number) =>
  api('POST', taxUrl(b.id), { billId: b.id, taxAmount, taxAuthority: { id: authorityId } });
const getBill = async (id: number) => (await api('GET', `/v1/vendorbills/${id}`)).json() as Bill;

/** Runs `fn` with the chart's sales-tax-paid account inactive (so none is configured), then restores it. */
async function withoutSalesTaxPaid(fn: () => Promise<void>) {
  const db = t.database.db;
  await db.update(glAccounts).set({ isActive: false }).where(eq(glAccounts.systemRole, 'SalesTaxPaid'));
  try {
    await fn();
  } finally {
    await db.update(glAccounts).set({ isActive: true }).where(eq(glAccounts.systemRole, 'SalesTaxPaid'));
  }
}

describe('bill tax lines', () => {
  it('creates, lists, gets, updates and deletes tax lines, recomputing the bill each time', async () => {
    const b = await newBill(t, admin, f);
    const [state, city] = f.stateCity.authorities;
    // More than 2 decimals is refused, not rounded (issue 14).
    const precise = await addTax(b, state.id, '6.255');
    expect(precise.statusCode).toBe(400);
    expect(precise.json().errors).toEqual([{ field: 'taxAmount', message: 'At most 2 decimal places.' }]);
    const created = await addTax(b, state.id, '6.26');
    expect(created.statusCode).toBe(201);
    const line = created.json() as BillTaxLine;
    expect(line).toEqual({
      id: line.id,
      billId: b.id,
      taxAuthority: { id: state.id, name: state.name },
      taxAmount: '6.26',
    });
    expect((await addTax(b, city.id, 1.5)).statusCode).toBe(201);
    expect(await getBill(b.id)).toMatchObject({
      taxAmount: '7.76',
      amountDue: '107.76',
      currencyTax: '7.76',
    });

    const list = await api('GET', taxUrl(b.id));
    expect(list.json().map((l: BillTaxLine) => l.taxAuthority.id)).toEqual([state.id, city.id]);
    expect((await api('GET', taxUrl(b.id, line.id))).json().taxAmount).toBe('6.26');

    const patched = await api('PATCH', taxUrl(b.id, line.id), { taxAmount: '5' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().taxAmount).toBe('5.00');
    expect((await getBill(b.id)).taxAmount).toBe('6.50');

    expect((await api('DELETE', taxUrl(b.id, line.id))).statusCode).toBe(204);
    expect((await getBill(b.id)).taxAmount).toBe('1.50');
    expect((await api('DELETE', taxUrl(b.id))).statusCode).toBe(204);
    expect(await getBill(b.id)).toMatchObject({ taxAmount: '0.00', amountDue: '100.00', taxes: [] });
  });

  it('answers 400 for bad input and a bill id that does not match, saving nothing', async () => {
    const b = await newBill(t, admin, f);
    const before = await countRows(t, vendorBillTaxes);
    const bad = await api('POST', taxUrl(b.id), { billId: 'x', taxAmount: -1, taxAuthority: {} });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['billId', 'taxAmount', 'taxAuthority.id']);
    const other = await api('POST', taxUrl(b.id), {
      billId: b.id + 1,
      taxAmount: 1,
      taxAuthority: { id: f.stateCity.authorities[0].id },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0].field).toBe('billId');
    const line = (await addTax(b, f.stateCity.authorities[0].id, 1)).json() as BillTaxLine;
    expect((await api('PATCH', taxUrl(b.id, line.id), { taxAmount: 'abc' })).statusCode).toBe(400);
    expect(await countRows(t, vendorBillTaxes)).toBe(before + 1);
  });

  it('answers 404 for unknown bills and lines, 403 without the permission', async () => {
    const b = await newBill(t, admin, f);
    expect((await api('GET', taxUrl(999999))).statusCode).toBe(404);
    expect((await api('GET', taxUrl(b.id, 999999))).statusCode).toBe(404);
    expect((await api('PATCH', taxUrl(b.id, 999999), { taxAmount: 1 })).statusCode).toBe(404);
    expect((await api('DELETE', taxUrl(b.id, 999999))).statusCode).toBe(404);
    expect((await api('DELETE', taxUrl(999999))).statusCode).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.VendorBills, accessLevel: 1 }]);
    expect((await api('GET', taxUrl(b.id), undefined, reader.token)).statusCode).toBe(200);
    const post = await api(
      'POST',
      taxUrl(b.id),
      { billId: b.id, taxAmount: 1, taxAuthority: { id: f.stateCity.authorities[0].id } },
      reader.token,
    );
    expect(post.statusCode).toBe(403);
    expect((await api('DELETE', taxUrl(b.id), undefined, reader.token)).statusCode).toBe(403);
    expect((await api('GET', taxUrl(b.id), undefined, (await userWith(t, admin)).token)).statusCode).toBe(
      403,
    );
  });

  it('only takes authorities of the bill schedule, once each, and needs a schedule', async () => {
    const b = await newBill(t, admin, f);
    const foreign = await addTax(b, f.county.authorities[0].id, 1);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(TAX_AUTHORITY_NOT_ON_SCHEDULE);
    expect((await addTax(b, f.stateCity.authorities[0].id, 1)).statusCode).toBe(201);
    const twice = await addTax(b, f.stateCity.authorities[0].id, 2);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(TAX_LINE_EXISTS);
    const none = await newBill(t, admin, f, { taxScheduleId: 0 });
    const noSchedule = await addTax(none, f.stateCity.authorities[0].id, 1);
    expect(noSchedule.statusCode).toBe(422);
    expect(noSchedule.json().message).toBe(TAX_NO_SCHEDULE);
  });

  it('refuses tax changes once the bill is not Pending Approval', async () => {
    const b = await newBill(t, admin, f);
    const line = (await addTax(b, f.stateCity.authorities[0].id, 1)).json() as BillTaxLine;
    expect((await api('PATCH', `/v1/vendorbills/${b.id}`, { statusName: '' })).statusCode).toBe(200);
    for (const res of [
      await addTax(b, f.stateCity.authorities[1].id, 1),
      await api('PATCH', taxUrl(b.id, line.id), { taxAmount: 2 }),
      await api('DELETE', taxUrl(b.id, line.id)),
      await api('DELETE', taxUrl(b.id)),
      await api('PATCH', `/v1/vendorbills/${b.id}`, { taxScheduleId: f.county.id }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(TAX_NOT_PENDING);
    }
    expect((await api('GET', taxUrl(b.id))).json()).toHaveLength(1);
  });

  it('refuses tax changes when no sales-tax-paid account is configured', async () => {
    const b = await newBill(t, admin, f);
    const line = (await addTax(b, f.stateCity.authorities[0].id, 1)).json() as BillTaxLine;
    await withoutSalesTaxPaid(async () => {
      expect((await getBill(b.id)).salesTaxPaidConfigured).toBe(false);
      for (const res of [
        await addTax(b, f.stateCity.authorities[1].id, 1),
        await api('PATCH', taxUrl(b.id, line.id), { taxAmount: 2 }),
        await api('DELETE', taxUrl(b.id, line.id)),
        await api('DELETE', taxUrl(b.id)),
      ]) {
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(TAX_NO_ACCOUNT);
      }
    });
    expect((await getBill(b.id)).salesTaxPaidConfigured).toBe(true);
  });

  it('changing the schedule needs the tax lines deleted first; schedule 0 counts as none', async () => {
    const b = await newBill(t, admin, f);
    await addTax(b, f.stateCity.authorities[0].id, 3);
    const refused = await api('PATCH', `/v1/vendorbills/${b.id}`, { taxScheduleId: f.county.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TAX_LINES_FIRST);
    // The panel's order: delete all tax lines, then update the bill.
    expect((await api('DELETE', taxUrl(b.id))).statusCode).toBe(204);
    const changed = await api('PATCH', `/v1/vendorbills/${b.id}`, { taxScheduleId: f.county.id });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ taxSchedule: { id: f.county.id }, taxAmount: '0.00', taxes: [] });
    // Sending the same schedule changes nothing and needs no rule check.
    expect(
      (await api('PATCH', `/v1/vendorbills/${b.id}`, { taxScheduleId: f.county.id, memo: 'm' })).statusCode,
    ).toBe(200);
    const cleared = await api('PATCH', `/v1/vendorbills/${b.id}`, { taxScheduleId: 0 });
    expect(cleared.json().taxSchedule).toBeNull();
    const unknown = await api('PATCH', `/v1/vendorbills/${b.id}`, { taxScheduleId: 999999 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('taxScheduleId');
    const stale = await api('PATCH', `/v1/vendorbills/${b.id}`, { memo: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
  });
});
