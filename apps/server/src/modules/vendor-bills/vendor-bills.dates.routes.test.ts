import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { periodInfo } from '../ledger';
import { calendarPeriods, journalEntries } from '../ledger/ledger.table';
import { vendorBillItems, vendorBills } from './vendor-bills.table';
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

type Method = 'GET' | 'POST' | 'PATCH';
const api = (method: Method, url: string, payload?: unknown) =>
  t.as(admin)({ method, url, payload: payload as object });
const approved = async (billDate: string) => {
  const b = await newBill(t, admin, f, { billDate, taxScheduleId: null });
  const res = await api('PATCH', `/v1/vendorbills/${b.id}`, { statusName: '' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; billNumber: string; journalEntryId: number };
};
const written = async () => ({
  entries: await countRows(t, journalEntries),
  bills: await countRows(t, vendorBills),
  items: await countRows(t, vendorBillItems),
});

describe('bill payment and unapproval dates', () => {
  it('refuses a payment dated before the bill, naming both dates, writing nothing', async () => {
    const b = await approved('2026-08-10');
    const before = await written();
    const res = await api('POST', `/v1/vendorbills/${b.id}/payments`, { amount: '10', date: '2026-08-01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `The payment date 08/01/2026 is before bill ${b.billNumber}'s date 08/10/2026.`,
    );
    expect(await written()).toEqual(before);
    expect((await api('GET', `/v1/vendorbills/${b.id}`)).json().amountPaid).toBe('0.00');
    const ok = await api('POST', `/v1/vendorbills/${b.id}/payments`, { amount: '10', date: '2026-08-10' });
    expect(ok.statusCode).toBe(201);
  });

  it('refuses an unapproval dated before the bill and writes nothing', async () => {
    const b = await approved('2026-08-10');
    const before = await written();
    const res = await api('GET', `/v1/vendorbills/${b.id}/unapprove?date=2026-07-31`);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `The unapproval date 07/31/2026 is before bill ${b.billNumber}'s date 08/10/2026.`,
    );
    expect(await written()).toEqual(before);
    expect((await api('GET', `/v1/vendorbills/${b.id}`)).json().statusName).toBe('');
  });

  it('unapproves a bill of a closed month on the first open day and says so', async () => {
    const b = await approved('2026-09-15');
    const { period } = await periodInfo(t.database.db, '2026-09-15');
    await t.database.db
      .update(calendarPeriods)
      .set({ isClosed: true })
      .where(eq(calendarPeriods.id, period.id));
    try {
      const res = await api('GET', `/v1/vendorbills/${b.id}/unapprove`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        statusName: 'Pending Approval',
        voidPostedOn: '2026-10-01',
        voidNotice: 'September 2026 is closed; the void will be posted on 10/01/2026.',
      });
      const [orig] = await t.database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.id, b.journalEntryId));
      const [rev] = await t.database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.id, orig.reversedByEntryId as number));
      expect(rev).toMatchObject({ entryDate: '2026-10-01', sourceType: 'VendorBillVoid' });
    } finally {
      await t.database.db
        .update(calendarPeriods)
        .set({ isClosed: false })
        .where(eq(calendarPeriods.id, period.id));
    }
  });
});

describe('amount limits on bills', () => {
  it('answers 400 naming the field for 1e12 and for too many decimals', async () => {
    const b = await approved('2026-08-10');
    const before = await written();
    const big = await api('POST', `/v1/vendorbills/${b.id}/payments`, { amount: 1e12, date: '2026-08-10' });
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([{ field: 'amount', message: 'Must be at most 999,999,999.99.' }]);
    const line = await api('POST', '/v1/vendorbills', {
      supplierId: f.supplier.id,
      billDate: '2026-08-10',
      officeId: f.office.id,
      items: [
        { itemId: f.service.id, description: 'Crane', quantity: 1, unitCost: '1e12' },
        { itemId: f.service.id, description: 'Crane', quantity: '1.00001', unitCost: '75.12345' },
      ],
    });
    expect(line.statusCode).toBe(400);
    expect(line.json().errors).toEqual([
      { field: 'items[0].unitCost', message: 'Must be at most 999,999,999.9999.' },
      { field: 'items[1].quantity', message: 'At most 4 decimal places.' },
      { field: 'items[1].unitCost', message: 'At most 4 decimal places.' },
    ]);
    expect(await written()).toEqual(before);
  });
});
