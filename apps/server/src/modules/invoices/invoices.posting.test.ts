import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Db } from '../../platform/db/database';
import { accountForRole } from '../ledger';
import { journalLines } from '../ledger/ledger.table';
import { taxSchedules } from '../taxes/taxes.table';
import {
  createInvoice,
  getInvoiceSummary,
  INVOICE_MESSAGES,
  recordInvoicePayment,
  voidInvoice,
} from './invoices.posting';
import { invoiceItems, invoiceTaxes } from './invoices.table';

let t: TestApp;
let db: Db;
let customerId: number;
let denver: number;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const admin = await t.login();
  customerId = (await createCustomer(t, admin)).id;
  [{ id: denver }] = await db.select().from(taxSchedules).where(eq(taxSchedules.name, 'Denver, CO'));
});
afterAll(() => t.close());

/** Net (debit − credit) per role account for an entry's lines. */
async function net(entrySourceId: number, sourceType: string) {
  const lines = await db.select().from(journalLines).where(eq(journalLines.sourceId, entrySourceId));
  const out = new Map<number, number>();
  for (const l of lines.filter((x) => x.sourceType === sourceType))
    out.set(
      l.accountId,
      (out.get(l.accountId) ?? 0) + Math.round((Number(l.debit) - Number(l.credit)) * 100),
    );
  return out;
}

const tx = <T>(fn: (db: Db) => Promise<T>) => db.transaction((x) => fn(x as Db));

describe('createInvoice', () => {
  it('posts AR = revenue + tax per authority, and no inventory line for stocked lines', async () => {
    const item = await seedItem(t);
    const inv = await tx((x) =>
      createInvoice(x, {
        customerId,
        invoiceDate: '2026-03-10',
        taxScheduleId: denver,
        lines: [
          { description: 'Labor', quantity: '2', unitPrice: '85', isTaxable: false, groupName: 'Labor' },
          { itemId: item.id, description: 'Filter', quantity: '4', unitPrice: '25', unitCost: '10' },
        ],
        userId: null,
      }),
    );
    expect(inv.invoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(inv.total).toBe('278.81'); // 170 + 100 + 8.81 tax on the 100 taxable
    const s = await getInvoiceSummary(db, inv.id);
    expect(s).toMatchObject({
      customerId,
      total: '278.81',
      balance: '278.81',
      amountPaid: '0.00',
      status: 'Open',
    });
    const [ar, rev, payable, cogs, stock] = await Promise.all(
      (['AR', 'Revenue', 'SalesTaxPayable', 'COGS', 'Inventory'] as const).map((r) => accountForRole(db, r)),
    );
    const n = await net(inv.id, 'Invoice');
    expect(n.get(ar)).toBe(27881);
    expect(n.get(rev)).toBe(-27000);
    expect(n.get(payable)).toBe(-881);
    // The invoice entry never credits Inventory: stock issues post cost (invoices.stock-cost.ts).
    expect(n.get(cogs)).toBeUndefined();
    expect(n.get(stock)).toBeUndefined();
    const lines = await db.select().from(invoiceItems).where(eq(invoiceItems.invoiceId, inv.id));
    expect(lines.map((l) => [l.subtotal, l.tax, l.isStocked])).toEqual([
      ['170.00', '0.00', false],
      ['100.00', '8.81', true],
    ]);
    const taxes = await db.select().from(invoiceTaxes).where(eq(invoiceTaxes.invoiceId, inv.id));
    expect(taxes.map((x) => x.amount).sort()).toEqual(['0.10', '1.00', '2.90', '4.81']);
  });

  it('credits customer deposits for a deposit invoice and defaults the due date', async () => {
    const inv = await tx((x) =>
      createInvoice(x, {
        customerId,
        invoiceType: 'Deposit',
        invoiceDate: '2026-03-10',
        lines: [{ description: 'Deposit', quantity: 1, unitPrice: '500', isTaxable: false }],
        userId: null,
      }),
    );
    const n = await net(inv.id, 'Invoice');
    expect(n.get(await accountForRole(db, 'CustomerDeposits'))).toBe(-50000);
    expect(n.get(await accountForRole(db, 'AR'))).toBe(50000);
  });

  it('refuses an invoice without lines or for an unknown customer', async () => {
    await expect(
      tx((x) => createInvoice(x, { customerId, invoiceDate: '2026-03-10', lines: [], userId: null })),
    ).rejects.toMatchObject({ status: 422, message: INVOICE_MESSAGES.noLines });
    await expect(
      tx((x) =>
        createInvoice(x, {
          customerId: 999999,
          invoiceDate: '2026-03-10',
          lines: [{ description: 'x', quantity: 1, unitPrice: 1 }],
          userId: null,
        }),
      ),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('payments and void', () => {
  const simple = () =>
    tx((x) =>
      createInvoice(x, {
        customerId,
        invoiceDate: '2026-03-11',
        lines: [{ description: 'Service call', quantity: 1, unitPrice: '150', isTaxable: false }],
        userId: null,
      }),
    );

  it('records payments, refuses overpaying and undoing more than paid', async () => {
    const inv = await simple();
    expect(await tx((x) => recordInvoicePayment(x, inv.id, '100', null))).toBe('50.00');
    await expect(tx((x) => recordInvoicePayment(x, inv.id, '50.01', null))).rejects.toMatchObject({
      message: INVOICE_MESSAGES.paymentOverBalance,
    });
    expect(await tx((x) => recordInvoicePayment(x, inv.id, '50', null))).toBe('0.00');
    expect((await getInvoiceSummary(db, inv.id)).status).toBe('Paid');
    await expect(tx((x) => voidInvoice(x, inv.id, { reason: 'x', userId: null }))).rejects.toMatchObject({
      message: INVOICE_MESSAGES.voidHasPayments,
    });
    expect(await tx((x) => recordInvoicePayment(x, inv.id, '-150', null))).toBe('150.00');
    await expect(tx((x) => recordInvoicePayment(x, inv.id, '-1', null))).rejects.toMatchObject({
      message: INVOICE_MESSAGES.undoOverPaid,
    });
    expect((await getInvoiceSummary(db, inv.id)).status).toBe('Open');
  });

  it('voids by reversing the posting', async () => {
    const inv = await simple();
    const voided = await tx((x) => voidInvoice(x, inv.id, { reason: 'Billed twice', userId: null }));
    expect(voided).toMatchObject({ status: 'Void', balance: '0.00' });
    const rev = await net(inv.id, 'InvoiceVoid');
    expect(rev.get(await accountForRole(db, 'AR'))).toBe(-15000);
    await expect(tx((x) => recordInvoicePayment(x, inv.id, '1', null))).rejects.toMatchObject({
      message: INVOICE_MESSAGES.paymentOnVoid,
    });
    await expect(tx((x) => voidInvoice(x, inv.id, { reason: 'x', userId: null }))).rejects.toMatchObject({
      message: INVOICE_MESSAGES.alreadyVoid,
    });
  });
});
