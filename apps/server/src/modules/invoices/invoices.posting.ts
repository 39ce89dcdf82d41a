import {
  Money,
  type MoneyLike,
  moneyString,
  roundMoney,
  toDecimal,
  withinAmountLimit,
} from '@fieldline/contracts/common/money';
import {
  LINE_AMOUNT_TOO_LARGE,
  NEGATIVE_INVOICE_REFUSED,
} from '@fieldline/contracts/invoices/invoices.contract';
import type { Decimal } from 'decimal.js';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import { currencyRates, customers } from '../customers/customers.table';
import { items, itemTypes } from '../items/items.table';
import {
  accountForRole,
  assertNotBefore,
  assertPostableAccounts,
  type PostingDate,
  type PostingLine,
  postEntry,
  postingDateFor,
  reverseDocumentEntry,
} from '../ledger';
import { computeTax } from '../taxes';
import { refreshInvoiceCommissions } from './invoices.commissions';
import {
  addDays,
  allocateTax,
  computeLines,
  fixed,
  type LineInput,
  taxableBase,
  today,
} from './invoices.compute';
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

export interface CreateInvoiceInput {
  customerId: number;
  locationId?: number | null;
  soldToLocationId?: number | null;
  shipToType?: 'B' | 'P';
  soldToType?: 'B' | 'P';
  jobId?: number | null;
  bidId?: number | null;
  officeId?: number | null;
  invoiceType?: 'Invoice' | 'Deposit';
  invoiceSource?: 'Customer' | 'Job' | 'Contract';
  invoiceDate: string;
  dueDate?: string;
  notes?: string;
  poNumber?: string;
  taxScheduleId?: number | null;
  lines: LineInput[];
  userId: number | null;
}

/** Invoice numbers: INV- and the row id, zero-padded to six digits (unique because the id is). */
export const invoiceNumberOf = (id: number) => `INV-${String(id).padStart(6, '0')}`;

async function nextInvoiceId(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('invoices', 'id'))::int as id`,
  )) as any;
  const [{ id }] = (result.rows ?? result) as { id: number }[];
  return Number(id);
}

/** Credits a signed amount (a negative credit becomes a debit: credit lines, refunds). */
const credit = (accountId: number, amount: Decimal, extra: Partial<PostingLine> = {}): PostingLine =>
  amount.isNegative()
    ? { accountId, debit: amount.abs(), ...extra }
    : { accountId, credit: amount, ...extra };
const debit = (accountId: number, amount: Decimal, extra: Partial<PostingLine> = {}): PostingLine =>
  amount.isNegative()
    ? { accountId, credit: amount.abs(), ...extra }
    : { accountId, debit: amount, ...extra };

async function customerCurrency(db: Db, customerId: number) {
  const [c] = await db
    .select({ id: customers.id, currencyId: customers.currencyId })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!c) throw fieldError('customerId', 'Unknown customer.');
  if (!c.currencyId) return { currencyId: null, currencyRate: '1' };
  const [rate] = await db
    .select({ rate: currencyRates.rate })
    .from(currencyRates)
    .where(and(eq(currencyRates.currencyId, c.currencyId), eq(currencyRates.isActive, true)))
    .orderBy(desc(currencyRates.effectiveDate), desc(currencyRates.id))
    .limit(1);
  return { currencyId: c.currencyId, currencyRate: rate?.rate ?? '1' };
}

/** Stocked defaults to the item's type when the line does not say. One query for all lines. */
async function stockedItems(db: Db, lines: LineInput[]): Promise<Map<number, boolean>> {
  const ids = [...new Set(lines.flatMap((l) => (l.itemId ? [l.itemId] : [])))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: items.id, isStocked: sql<boolean>`coalesce(${itemTypes.isStocked}, false)` })
    .from(items)
    .leftJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(inArray(items.id, ids));
  if (rows.length !== ids.length) {
    const known = new Set(rows.map((r) => r.id));
    const bad = lines.findIndex((l) => l.itemId && !known.has(l.itemId));
    throw fieldError(`lines[${bad}].itemId`, 'Unknown item.');
  }
  return new Map(rows.map((r) => [r.id, Boolean(r.isStocked)]));
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
  const currency = await customerCurrency(db, input.customerId);
  const stocked = await stockedItems(db, input.lines);
  const lines = computeLines(
    input.lines.map((l) => ({
      ...l,
      isStocked: l.isStocked ?? (l.itemId ? stocked.get(l.itemId) : false) ?? false,
    })),
  );
  const isDeposit = input.invoiceType === 'Deposit';
  const tax = await computeTax(db, input.taxScheduleId ?? null, taxableBase(lines));
  allocateTax(lines, tax.total);
  const subTotal = lines.reduce((s, l) => s.plus(l.subtotal), new Money(0));
  const total = subTotal.plus(tax.total);
  // Job lines are capped field by field; their product must still fit an amount column.
  const tooLarge = lines.findIndex((l) => !withinAmountLimit(l.subtotal));
  if (tooLarge >= 0) throw ruleViolation(`Line ${tooLarge + 1}: ${LINE_AMOUNT_TOO_LARGE}`);
  // A negative total is a credit memo: money owed to the customer is a customer credit, not an invoice.
  if (total.isNegative()) throw ruleViolation(NEGATIVE_INVOICE_REFUSED);
  const cost = lines.filter((l) => l.isStocked).reduce((s, l) => s.plus(l.cost), new Money(0));

  const id = await nextInvoiceId(db);
  const invoiceNumber = invoiceNumberOf(id);
  await db.insert(invoices).values({
    id,
    invoiceNumber,
    invoiceType: input.invoiceType ?? 'Invoice',
    invoiceSource: input.invoiceSource ?? (input.jobId ? 'Job' : 'Customer'),
    status: total.isZero() ? 'Paid' : 'Open',
    customerId: input.customerId,
    locationId: input.locationId ?? null,
    soldToLocationId: input.soldToLocationId ?? null,
    shipToType: input.shipToType ?? 'B',
    soldToType: input.soldToType ?? 'B',
    jobId: input.jobId ?? null,
    bidId: input.bidId ?? null,
    officeId: input.officeId ?? null,
    invoiceDate: input.invoiceDate,
    dueDate: input.dueDate ?? addDays(input.invoiceDate, 30),
    poNumber: input.poNumber ?? '',
    notes: input.notes ?? '',
    taxScheduleId: input.taxScheduleId ?? null,
    currencyId: currency.currencyId,
    currencyRate: currency.currencyRate,
    subTotal: fixed(subTotal),
    taxAmount: tax.total,
    total: fixed(total),
    balance: fixed(total),
    cost: fixed(cost),
    createdBy: input.userId,
    modifiedBy: input.userId,
  });

  const groupNames = [...new Set(lines.flatMap((l) => (l.input.groupName ? [l.input.groupName] : [])))];
  const groups = groupNames.length
    ? await db
        .insert(invoiceItemGroups)
        .values(groupNames.map((name, i) => ({ invoiceId: id, name, displayOrder: i + 1 })))
        .returning({ id: invoiceItemGroups.id, name: invoiceItemGroups.name })
    : [];
  const groupId = new Map(groups.map((g) => [g.name, g.id]));
  const itemRows = await db
    .insert(invoiceItems)
    .values(
      lines.map((l, i) => ({
        invoiceId: id,
        groupId: l.input.groupName ? (groupId.get(l.input.groupName) ?? null) : null,
        itemId: l.input.itemId ?? null,
        sourceLineId: l.input.sourceLineId ?? null,
        description: l.input.description,
        quantity: fixed(l.quantity, 4),
        unitPrice: fixed(l.unitPrice, 4),
        unitCost: fixed(l.unitCost, 4),
        discountAmount: fixed(l.discount),
        subtotal: fixed(l.subtotal),
        tax: fixed(l.tax),
        total: fixed(l.subtotal.plus(l.tax)),
        isTaxable: l.isTaxable,
        isStocked: l.isStocked,
        revenueAccountId: l.input.revenueAccountId ?? null,
        displayOrder: i + 1,
      })),
    )
    .returning({ id: invoiceItems.id });
  if (tax.byAuthority.length)
    await db.insert(invoiceTaxes).values(
      tax.byAuthority.map((a) => ({
        invoiceId: id,
        authorityId: a.authorityId,
        taxableAmount: a.taxableAmount,
        amount: a.amount,
      })),
    );

  const office = { officeId: input.officeId ?? null };
  const defaultRevenue = await accountForRole(db, isDeposit ? 'CustomerDeposits' : 'Revenue');
  const revenue = new Map<number, Decimal>();
  for (const l of lines) {
    const account = (!isDeposit && l.input.revenueAccountId) || defaultRevenue;
    revenue.set(account, (revenue.get(account) ?? new Money(0)).plus(l.subtotal));
  }
  const posting: PostingLine[] = [
    debit(await accountForRole(db, 'AR'), total, { ...office, customerId: input.customerId }),
    ...[...revenue].map(([account, amount]) => credit(account, amount, office)),
  ];
  const taxPayable = tax.byAuthority.some((a) => !a.payableAccountId)
    ? await accountForRole(db, 'SalesTaxPayable')
    : 0;
  for (const a of tax.byAuthority)
    posting.push(credit(a.payableAccountId ?? taxPayable, toDecimal(a.amount), { ...office, memo: a.name }));
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
