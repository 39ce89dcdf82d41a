import { type MoneyLike, moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import { items, itemTypes } from '../items/items.table';
import {
  accountForRole,
  assertNotBefore,
  assertPostableAccounts,
  type PostingDate,
  postEntry,
  postingDateFor,
  reverseDocumentEntry,
} from '../ledger';
import { computeTax } from '../taxes';
import {
  type CreateInvoiceInput,
  computeInvoice,
  groupNamesOf,
  invoiceItemRows,
  invoiceNumberOf,
  invoicePosting,
  invoiceRow,
  invoiceTaxRows,
} from './invoices.build';
import { refreshInvoiceCommissions } from './invoices.commissions';
import { fixed, type LineInput, today } from './invoices.compute';
import { customerCurrencies, type InvoiceCurrency } from './invoices.currency';
import { invoiceStockCost, undoInvoiceStock } from './invoices.stock-cost';
import { invoiceItemGroups, invoiceItems, invoices, invoiceTaxes } from './invoices.table';

export const INVOICE_MESSAGES = {
  voidHasPayments: 'Void the payments applied to this invoice first.',
  alreadyVoid: 'This invoice is already void.',
  paymentOnVoid: 'A payment cannot be applied to a void invoice.',
  paymentOverBalance: 'The payment is more than the invoice balance.',
  undoOverPaid: 'The amount to undo is more than what was paid on this invoice.',
  noLines: 'An invoice needs at least one line.',
} as const;

/** Invoice numbers: INV- and the row id, zero-padded to six digits (unique because the id is). */
export { type CreateInvoiceInput, invoiceNumberOf } from './invoices.build';

async function nextInvoiceId(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`,
  )) as any;
  const [{ id }] = (result.rows ?? result) as { id: number }[];
  return Number(id);
}

/** Whether each item is stocked (its type's flag), for the items that exist. One query. */
export async function itemStocking(db: Db, ids: number[]): Promise<Map<number, boolean>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: items.id, isStocked: sql<boolean>`coalesce(${itemTypes.isStocked}, false)` })
    .from(items)
    .leftJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(inArray(items.id, ids));
  return new Map(rows.map((r) => [r.id, Boolean(r.isStocked)]));
}

/** The line naming an item that does not exist, refused by field (`prefix` places it in a batch). */
export function assertKnownItems(lines: LineInput[], known: Map<number, boolean>, prefix = '') {
  const bad = lines.findIndex((l) => l.itemId && !known.has(l.itemId));
  if (bad >= 0) throw fieldError(`${prefix}lines[${bad}].itemId`, 'Unknown item.');
}

/** Stocked defaults to the item's type when the line does not say. One query for all lines. */
async function stockedItems(db: Db, lines: LineInput[]): Promise<Map<number, boolean>> {
  const known = await itemStocking(db, [...new Set(lines.flatMap((l) => (l.itemId ? [l.itemId] : [])))]);
  assertKnownItems(lines, known);
  return known;
}

/**
 * Creates an invoice with its lines, groups and taxes and posts it in the caller's transaction:
 * debit AR the total; credit revenue per account (a deposit invoice credits CustomerDeposits); credit each
 * authority's payable account its tax; stocked lines relieve their cost once (invoices.stock-cost.ts).
 */
export async function createInvoice(
  db: Db,
  input: CreateInvoiceInput,
): Promise<{ id: number; invoiceNumber: string; total: string }> {
  if (input.lines.length === 0) throw ruleViolation(INVOICE_MESSAGES.noLines);
  // The invoice posts receivables itself: a line's revenue account cannot be a control account.
  await assertPostableAccounts(
    db,
    input.lines.map((l, i) => ({ field: `lines[${i}].revenueAccountId`, accountId: l.revenueAccountId })),
  );
  const currency = (await customerCurrencies(db, [input.customerId])).get(
    input.customerId,
  ) as InvoiceCurrency;
  const stocked = await stockedItems(db, input.lines);
  const c = await computeInvoice(input, stocked, (id, base) => computeTax(db, id, base));
  const { lines, total, isDeposit } = c;

  const id = await nextInvoiceId(db);
  const invoiceNumber = invoiceNumberOf(id);
  await db.insert(invoices).values(invoiceRow(id, input, currency, c));
  const groupNames = groupNamesOf(lines);
  const groups = groupNames.length
    ? await db
        .insert(invoiceItemGroups)
        .values(groupNames.map((name, i) => ({ invoiceId: id, name, displayOrder: i + 1 })))
        .returning({ id: invoiceItemGroups.id, name: invoiceItemGroups.name })
    : [];
  const itemRows = await db
    .insert(invoiceItems)
    .values(invoiceItemRows(id, lines, new Map(groups.map((g) => [g.name, g.id]))))
    .returning({ id: invoiceItems.id });
  if (c.tax.byAuthority.length) await db.insert(invoiceTaxes).values(invoiceTaxRows(id, c));

  const posting = invoicePosting(input, c, {
    ar: await accountForRole(db, 'AR'),
    revenue: await accountForRole(db, isDeposit ? 'CustomerDeposits' : 'Revenue'),
    taxPayable: c.tax.byAuthority.some((a) => !a.payableAccountId)
      ? await accountForRole(db, 'SalesTaxPayable')
      : 0,
  });
  // Stocked lines relieve cost once: through the job's issue or the invoice's own (invoices.stock-cost.ts).
  if (!isDeposit)
    posting.push(
      ...(await invoiceStockCost(
        db,
        {
          id,
          invoiceNumber,
          jobId: input.jobId ?? null,
          officeId: input.officeId ?? null,
          invoiceDate: input.invoiceDate,
          userId: input.userId,
        },
        lines.flatMap((l, i) =>
          l.isStocked && l.input.itemId && !l.quantity.isZero()
            ? [
                {
                  invoiceItemId: itemRows[i].id,
                  itemId: l.input.itemId,
                  sourceLineId: l.input.sourceLineId ?? null,
                  quantity: l.quantity,
                },
              ]
            : [],
        ),
      )),
    );
  const entry = await postEntry(db, {
    entryDate: input.invoiceDate,
    sourceType: 'Invoice',
    sourceId: id,
    memo: `Invoice ${invoiceNumber}`,
    reference: invoiceNumber,
    lines: posting,
    userId: input.userId,
  });
  if (entry) await db.update(invoices).set({ journalEntryId: entry.id }).where(eq(invoices.id, id));
  // Posted: the salesperson's commission is figured now (earned now, or as it is paid, by their rule).
  await refreshInvoiceCommissions(db, id, input.userId, { newInvoice: true });
  return { id, invoiceNumber, total: fixed(total) };
}

async function lockInvoice(db: Db, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (!row) throw notFound('invoice');
  return row;
}

/**
 * Applies a payment (negative: undoes one) to an invoice's paid amount and balance, without posting (the
 * payment posts its own entry). Paid at balance 0, Open otherwise. Returns the new balance.
 */
export async function recordInvoicePayment(
  db: Db,
  invoiceId: number,
  amount: MoneyLike,
  userId: number | null,
): Promise<string> {
  const inv = await lockInvoice(db, invoiceId);
  if (inv.status === 'Void') throw ruleViolation(INVOICE_MESSAGES.paymentOnVoid);
  const amt = roundMoney(amount);
  const balance = toDecimal(inv.balance);
  const paid = toDecimal(inv.amountPaid);
  // A credit invoice (negative total) is settled by negative payments; the checks mirror for it.
  const sign = toDecimal(inv.total).isNegative() ? -1 : 1;
  if (amt.times(sign).gt(balance.times(sign))) throw ruleViolation(INVOICE_MESSAGES.paymentOverBalance);
  if (paid.plus(amt).times(sign).isNegative()) throw ruleViolation(INVOICE_MESSAGES.undoOverPaid);
  const newBalance = balance.minus(amt);
  await db
    .update(invoices)
    .set({
      amountPaid: moneyString(paid.plus(amt)),
      balance: moneyString(newBalance),
      status: newBalance.isZero() ? 'Paid' : 'Open',
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${invoices.version} + 1`,
    })
    .where(eq(invoices.id, invoiceId));
  // Payments and credits earn or take back commission; the caller refreshes again once it marks an
  // application void (the row it undoes is still live here).
  await refreshInvoiceCommissions(db, invoiceId, userId);
  return moneyString(newBalance);
}

export interface InvoiceSummary {
  id: number;
  invoiceNumber: string;
  customerId: number;
  currencyId: number | null;
  currencyRate: string;
  total: string;
  amountPaid: string;
  balance: string;
  status: string;
  invoiceType: string;
  jobId: number | null;
}

export async function getInvoiceSummary(db: Db, id: number): Promise<InvoiceSummary> {
  const [row] = await db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      customerId: invoices.customerId,
      currencyId: invoices.currencyId,
      currencyRate: invoices.currencyRate,
      total: invoices.total,
      amountPaid: invoices.amountPaid,
      balance: invoices.balance,
      status: invoices.status,
      invoiceType: invoices.invoiceType,
      jobId: invoices.jobId,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!row) throw notFound('invoice');
  return row;
}

/** Called in the void's transaction, with the day the void posts: modules holding entries that follow an invoice. */
export type InvoiceVoidHook = (
  db: Db,
  invoiceId: number,
  voidedOn: string,
  userId: number | null,
) => Promise<void>;
const voidHooks: InvoiceVoidHook[] = [];

/** Contract billing registers here to take back revenue recognised from a voided invoice. */
export function registerInvoiceVoidHook(hook: InvoiceVoidHook): void {
  if (!voidHooks.includes(hook)) voidHooks.push(hook);
}

/**
 * Voids an unpaid invoice: reverses its posting (dated `date`, default today, never before the invoice;
 * inside a closed period it posts on the first open day after) and zeroes the balance. An entry reversed
 * by hand earlier is not reversed again.
 */
export async function voidInvoice(
  db: Db,
  id: number,
  opts: { reason: string; date?: string; userId: number | null },
): Promise<InvoiceSummary & { voidPosting: PostingDate | null }> {
  const inv = await lockInvoice(db, id);
  if (inv.status === 'Void') throw ruleViolation(INVOICE_MESSAGES.alreadyVoid);
  if (!toDecimal(inv.amountPaid).isZero()) throw ruleViolation(INVOICE_MESSAGES.voidHasPayments);
  const now = today();
  const date = opts.date ?? (now < inv.invoiceDate ? inv.invoiceDate : now);
  assertNotBefore('void', date, `invoice ${inv.invoiceNumber}`, inv.invoiceDate);
  const rev = inv.journalEntryId
    ? await reverseDocumentEntry(db, inv.journalEntryId, {
        date,
        memo: `Void of invoice ${inv.invoiceNumber}: ${opts.reason}`,
        userId: opts.userId,
        sourceType: 'InvoiceVoid',
        sourceId: id,
      })
    : null;
  // The stock goes back on the day the void posts (past any closed period), like the void's own entry.
  const stockDate = rev?.posting.postedOn ?? (await postingDateFor(db, date)).postedOn;
  await undoInvoiceStock(db, inv, stockDate, opts.userId);
  for (const hook of voidHooks) await hook(db, id, stockDate, opts.userId);
  await db
    .update(invoices)
    .set({
      status: 'Void',
      balance: '0',
      voidEntryId: rev?.entryId ?? null,
      voidedDate: sql`now()`,
      voidReason: opts.reason,
      modifiedBy: opts.userId,
      modifiedDate: sql`now()`,
      version: sql`${invoices.version} + 1`,
    })
    .where(eq(invoices.id, id));
  // A void takes back every commission earned on the invoice, on the void's date.
  await refreshInvoiceCommissions(db, id, opts.userId);
  return { ...(await getInvoiceSummary(db, id)), voidPosting: rev?.posting ?? null };
}
