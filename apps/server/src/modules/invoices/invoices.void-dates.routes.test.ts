import {
  LINE_AMOUNT_TOO_LARGE,
  NEGATIVE_INVOICE_REFUSED,
} from '@fieldline/contracts/invoices/invoices.contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { seedCustomerSite } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { periodInfo, reverseEntry } from '../ledger';
import { calendarPeriods, journalEntries } from '../ledger/ledger.table';
import { createInvoice } from './invoices.posting';
import { invoices } from './invoices.table';

let t: TestApp;
let admin: string;
let site: Awaited<ReturnType<typeof seedCustomerSite>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  site = await seedCustomerSite(t, admin);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST', url: string, payload?: object) => t.as(admin)({ method, url, payload });
const line = (over: Record<string, unknown> = {}) => ({
  description: 'Service call',
  quantity: '1',
  unitPrice: '100',
  isTaxable: false,
  ...over,
});
const body = (over: Record<string, unknown> = {}) => ({
  customerId: site.customer.id,
  locationId: site.location.id,
  invoiceDate: '2026-03-10',
  lines: [line()],
  ...over,
});
async function newInvoice(date = '2026-03-10') {
  const res = await api('POST', '/v1/invoices', body({ invoiceDate: date }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; invoiceNumber: string; journalEntryId: number };
}
const entryOf = async (id: number) =>
  (await t.database.db.select().from(journalEntries).where(eq(journalEntries.id, id)))[0];

describe('void dates', () => {
  it('refuses a void dated before the invoice, naming both dates, writing nothing', async () => {
    const inv = await newInvoice('2026-02-01');
    const entries = await countRows(t, journalEntries);
    const res = await api('POST', `/v1/invoices/${inv.id}/void`, { reason: 'typo', date: '2026-01-05' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `The void date 01/05/2026 is before invoice ${inv.invoiceNumber}'s date 02/01/2026.`,
    );
    expect(await countRows(t, journalEntries)).toBe(entries);
    expect((await api('GET', `/v1/invoices/${inv.id}`)).json().status).toBe('Open');
  });

  it('voids an invoice of a closed month on the first open day and says so', async () => {
    const inv = await newInvoice('2026-03-10');
    const { period } = await periodInfo(t.database.db, '2026-03-10');
    await t.database.db
      .update(calendarPeriods)
      .set({ isClosed: true })
      .where(eq(calendarPeriods.id, period.id));
    try {
      const preview = await api('GET', '/v1/ledger/posting-date?date=2026-03-20');
      expect(preview.json()).toMatchObject({
        postedOn: '2026-04-01',
        notice: 'March 2026 is closed; the void will be posted on 04/01/2026.',
      });
      const res = await api('POST', `/v1/invoices/${inv.id}/void`, {
        reason: 'duplicate',
        date: '2026-03-20',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'Void',
        voidPostedOn: '2026-04-01',
        voidNotice: 'March 2026 is closed; the void will be posted on 04/01/2026.',
      });
      const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, inv.id));
      const rev = await entryOf(row.voidEntryId as number);
      expect(rev).toMatchObject({
        entryDate: '2026-04-01',
        sourceType: 'InvoiceVoid',
        reversesEntryId: row.journalEntryId,
      });
      expect((await entryOf(row.journalEntryId as number)).reversedByEntryId).toBe(rev.id);
    } finally {
      await t.database.db
        .update(calendarPeriods)
        .set({ isClosed: false })
        .where(eq(calendarPeriods.id, period.id));
    }
  });

  it('voids an invoice whose entry was reversed by hand earlier without posting again', async () => {
    const inv = await newInvoice('2026-05-12');
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, inv.id));
    // Data from before control accounts: the receivables account had no owner, so a hand reversal went in.
    const db = t.database.db;
    await db.execute(sql`update gl_accounts set control_kind = null where system_role = 'AR'`);
    const hand = await reverseEntry(db, row.journalEntryId as number, { userId: null }).finally(() =>
      db.execute(sql`update gl_accounts set control_kind = 'AR' where system_role = 'AR'`),
    );
    expect((await entryOf(hand.id)).sourceType).toBe('Reversal');
    const entries = await countRows(t, journalEntries);
    const res = await api('POST', `/v1/invoices/${inv.id}/void`, { reason: 'reversed by hand in 2025' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Void', balance: '0.00', voidNotice: null });
    expect(await countRows(t, journalEntries)).toBe(entries);
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, inv.id));
    expect(after.voidEntryId).toBe(hand.id);
  });
});

describe('amount limits and negative totals on invoices', () => {
  it('answers 400 naming the line field for 1e12 and for 3 decimals, writing nothing', async () => {
    const before = await countRows(t, invoices);
    const big = await api('POST', '/v1/invoices', body({ lines: [line({ unitPrice: 1e12 })] }));
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([
      { field: 'lines[0].unitPrice', message: 'Must be at most 999,999,999.9999.' },
    ]);
    const precise = await api('POST', '/v1/invoices', body({ lines: [line({ discountAmount: '1.005' })] }));
    expect(precise.statusCode).toBe(400);
    expect(precise.json().errors).toEqual([
      { field: 'lines[0].discountAmount', message: 'At most 2 decimal places.' },
    ]);
    const product = await api(
      'POST',
      '/v1/invoices',
      body({ lines: [line({ quantity: '10000', unitPrice: '999999999' })] }),
    );
    expect(product.json().errors).toEqual([{ field: 'lines[0].unitPrice', message: LINE_AMOUNT_TOO_LARGE }]);
    expect(await countRows(t, invoices)).toBe(before);
  });

  it('refuses an invoice with a negative total, by hand and on the shared creation path', async () => {
    const before = { invoices: await countRows(t, invoices), entries: await countRows(t, journalEntries) };
    const res = await api(
      'POST',
      '/v1/invoices',
      body({ lines: [line({ unitPrice: '50' }), line({ description: 'Return', unitPrice: '-80' })] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(NEGATIVE_INVOICE_REFUSED);
    // Invoices from jobs and deposits go through createInvoice too.
    await expect(
      createInvoice(t.database.db, {
        customerId: site.customer.id,
        invoiceDate: '2026-05-01',
        lines: [{ description: 'Refund', quantity: 1, unitPrice: '-5', isTaxable: false }],
        userId: null,
      }),
    ).rejects.toThrow(NEGATIVE_INVOICE_REFUSED);
    expect({ invoices: await countRows(t, invoices), entries: await countRows(t, journalEntries) }).toEqual(
      before,
    );
    // A discount line inside a positive invoice is still fine.
    const ok = await api(
      'POST',
      '/v1/invoices',
      body({ lines: [line({ unitPrice: '50' }), line({ description: 'Discount', unitPrice: '-20' })] }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().total).toBe('30.00');
  });
});
