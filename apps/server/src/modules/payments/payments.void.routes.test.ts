import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { getInvoiceSummary } from '../invoices';
import { periodInfo } from '../ledger';
import { calendarPeriods, journalEntries } from '../ledger/ledger.table';
import { customerCredits, paymentApplications } from './payments.table';
import {
  caller,
  entryLines,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
  receivePayment,
} from './payments.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const pay = (amount: string, applications: { invoiceId: number; amount: string }[] = [], date?: string) =>
  receivePayment(t, f, amount, applications, date);
const creditOf = async (id: number) => (await api('GET', `/v1/credits/${id}`)).json();
/** The whole ledger: debits and credits over every line. */
async function ledgerTotals() {
  const rows = await t.database.db.execute(
    sql`select coalesce(sum(debit), 0)::text as d, coalesce(sum(credit), 0)::text as c from journal_lines`,
  );
  const [r] = (Array.isArray(rows) ? rows : (rows as { rows: { d: string; c: string }[] }).rows) as {
    d: string;
    c: string;
  }[];
  return r;
}

describe('POST /v1/payments/{id}/void', () => {
  it('voids a payment on account: reverses its entry and voids its credit', async () => {
    const p = await pay('75');
    expect(p.applications).toEqual([]);
    const res = await api('POST', `/v1/payments/${p.id}/void`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Void', unapplied: '0.00' });
    const [rev] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, res.json().voidEntryId));
    expect(rev).toMatchObject({ sourceType: 'PaymentVoid', reversesEntryId: p.journalEntryId });
    expect(await entryLines(t, rev.id)).toEqual(['1000 0.00 75.00', '1100 75.00 0.00 c']);
    expect(await creditOf(p.creditId)).toMatchObject({ status: 'Void', balance: '0.00' });
    const totals = await ledgerTotals();
    expect(totals.d).toBe(totals.c);

    const again = await api('POST', `/v1/payments/${p.id}/void`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('The payment is already void.');
  });

  it('voids an applied payment from no invoice in particular and reopens its invoices', async () => {
    const inv = await openInvoice(t, f.usd.id, '60.00');
    const p = await pay('60', [{ invoiceId: inv.id, amount: '60' }]);
    expect((await getInvoiceSummary(t.database.db, inv.id)).status).toBe('Paid');
    expect((await api('POST', `/v1/payments/${p.id}/void`)).statusCode).toBe(200);
    expect(await getInvoiceSummary(t.database.db, inv.id)).toMatchObject({
      balance: '60.00',
      status: 'Open',
    });
  });

  it('refuses while its credit is applied elsewhere, and voids once that is undone', async () => {
    const inv = await openInvoice(t, f.usd.id, '25.00');
    const p = await pay('40');
    const applied = await api('POST', `/v1/invoices/${inv.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '25',
    });
    expect(applied.statusCode).toBe(200);
    const refused = await api('POST', `/v1/payments/${p.id}/void`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toContain('has already been applied to invoices');
    const appId = applied.json().applications[0].id;
    expect((await api('POST', `/v1/credits/${p.creditId}/unapply/${appId}`)).statusCode).toBe(200);
    expect((await api('POST', `/v1/payments/${p.id}/void`)).statusCode).toBe(200);
    expect(await getInvoiceSummary(t.database.db, inv.id)).toMatchObject({
      balance: '25.00',
      status: 'Open',
    });
  });

  it('voids a payment of a closed period on the first open day after it', async () => {
    const p = await pay('12', [], '2026-02-10');
    const { period } = await periodInfo(t.database.db, '2026-02-10');
    await t.database.db
      .update(calendarPeriods)
      .set({ isClosed: true })
      .where(eq(calendarPeriods.id, period.id));
    try {
      const res = await api('POST', `/v1/payments/${p.id}/void`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'Void',
        voidPostedOn: '2026-03-01',
        voidNotice: 'February 2026 is closed; the void will be posted on 03/01/2026.',
      });
      const [rev] = await t.database.db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.id, res.json().voidEntryId));
      expect(rev.entryDate).toBe('2026-03-01');
      expect(await creditOf(p.creditId)).toMatchObject({ status: 'Void', balance: '0.00' });
    } finally {
      await t.database.db
        .update(calendarPeriods)
        .set({ isClosed: false })
        .where(eq(calendarPeriods.id, period.id));
    }
  });

  it('answers 400, 403 and 404', async () => {
    const p = await pay('5');
    expect((await api('POST', '/v1/payments/abc/void')).json().errors.map((e: any) => e.field)).toEqual([
      'id',
    ]);
    expect((await api('POST', '/v1/payments/99999999/void')).statusCode).toBe(404);
    expect((await api('POST', `/v1/payments/${p.id}/void`, undefined, {}, f.readOnly)).statusCode).toBe(403);
    expect((await api('POST', `/v1/payments/${p.id}/void`, undefined, {}, f.nobody)).statusCode).toBe(403);
  });
});

describe('POST /v1/credits/{id}/unapply/{applicationId}', () => {
  it('undoes an application: the invoice owes again, the credit holds it again, no entry', async () => {
    const inv = await openInvoice(t, f.usd.id, '30.00');
    const p = await pay('30');
    const applied = (
      await api('POST', `/v1/invoices/${inv.id}/addcreditpayment`, { creditId: p.creditId, amount: '30' })
    ).json();
    expect(applied).toMatchObject({ status: 'Applied', balance: '0.00' });
    expect((await getInvoiceSummary(t.database.db, inv.id)).status).toBe('Paid');
    const entries = await countRows(t, journalEntries);
    const appId = applied.applications[0].id;
    const res = await api('POST', `/v1/credits/${p.creditId}/unapply/${appId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Open', balance: '30.00', amountApplied: '0.00' });
    expect(res.json().applications[0]).toMatchObject({ id: appId, isVoid: true });
    expect(await getInvoiceSummary(t.database.db, inv.id)).toMatchObject({
      balance: '30.00',
      amountPaid: '0.00',
      status: 'Open',
    });
    expect(await countRows(t, journalEntries)).toBe(entries);
    const rows = (await api('GET', `/v1/payments/invoicePayments?invoiceId=${inv.id}`)).json();
    expect(rows[0]).toMatchObject({ kind: 'Credit', isVoid: true });

    const again = await api('POST', `/v1/credits/${p.creditId}/unapply/${appId}`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('This application has already been undone.');
    // Applied again after the undo: balances follow.
    const reapplied = await api('POST', `/v1/invoices/${inv.id}/addcreditpayment`, {
      creditId: p.creditId,
      amount: '10',
    });
    expect(reapplied.json()).toMatchObject({ balance: '20.00', amountApplied: '10.00' });
  });

  it('refuses a payment’s own application and answers 400, 403 and 404', async () => {
    const inv = await openInvoice(t, f.usd.id, '20.00');
    const p = await pay('20', [{ invoiceId: inv.id, amount: '20' }]);
    const [own] = await t.database.db
      .select()
      .from(paymentApplications)
      .where(eq(paymentApplications.paymentId, p.id));
    const [anyCredit] = await t.database.db.select().from(customerCredits).limit(1);
    expect((await api('POST', `/v1/credits/${anyCredit.id}/unapply/${own.id}`)).statusCode).toBe(404);
    expect((await api('POST', `/v1/credits/99999999/unapply/${own.id}`)).statusCode).toBe(404);
    const bad = await api('POST', '/v1/credits/x/unapply/0');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['applicationId', 'id']);
    expect(
      (await api('POST', `/v1/credits/${anyCredit.id}/unapply/${own.id}`, undefined, {}, f.readOnly))
        .statusCode,
    ).toBe(403);
  });
});
