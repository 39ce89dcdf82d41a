import { Money, toDecimal, withinAmountLimit } from '@fieldline/contracts/common/money';
import {
  LINE_AMOUNT_TOO_LARGE,
  NEGATIVE_INVOICE_REFUSED,
} from '@fieldline/contracts/invoices/invoices.contract';
import type { Decimal } from 'decimal.js';
import { ruleViolation } from '../../platform/errors';
import type { PostingLine } from '../ledger';
import type { TaxByAuthority } from '../taxes';
import {
  addDays,
  allocateTax,
  type ComputedLine,
  computeLines,
  fixed,
  type LineInput,
  taxableBase,
} from './invoices.compute';

/** What `createInvoice` and `createInvoices` build an invoice from, one invoice and one batch alike. */
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

export type TaxOn = (
  scheduleId: number | null | undefined,
  taxable: Decimal,
) => Promise<{ total: string; byAuthority: TaxByAuthority[] }>;

export interface ComputedInvoice {
  lines: ComputedLine[];
  tax: { total: string; byAuthority: TaxByAuthority[] };
  subTotal: Decimal;
  total: Decimal;
  cost: Decimal;
  isDeposit: boolean;
}

/** Credits a signed amount (a negative credit becomes a debit: credit lines, refunds). */
export const credit = (accountId: number, amount: Decimal, extra: Partial<PostingLine> = {}): PostingLine =>
  amount.isNegative()
    ? { accountId, debit: amount.abs(), ...extra }
    : { accountId, credit: amount, ...extra };
export const debit = (accountId: number, amount: Decimal, extra: Partial<PostingLine> = {}): PostingLine =>
  amount.isNegative()
    ? { accountId, credit: amount.abs(), ...extra }
    : { accountId, debit: amount, ...extra };

/** The invoice's figures: lines, tax spread over the taxable lines, totals; refused past the limits. */
export async function computeInvoice(
  input: CreateInvoiceInput,
  stocked: Map<number, boolean>,
  taxOn: TaxOn,
): Promise<ComputedInvoice> {
  const lines = computeLines(
    input.lines.map((l) => ({
      ...l,
      isStocked: l.isStocked ?? (l.itemId ? stocked.get(l.itemId) : false) ?? false,
    })),
  );
  const tax = await taxOn(input.taxScheduleId ?? null, taxableBase(lines));
  allocateTax(lines, tax.total);
  const subTotal = lines.reduce((s, l) => s.plus(l.subtotal), new Money(0));
  const total = subTotal.plus(tax.total);
  // Job lines are capped field by field; their product must still fit an amount column.
  const tooLarge = lines.findIndex((l) => !withinAmountLimit(l.subtotal));
  if (tooLarge >= 0) throw ruleViolation(`Line ${tooLarge + 1}: ${LINE_AMOUNT_TOO_LARGE}`);
  // A negative total is a credit memo: money owed to the customer is a customer credit, not an invoice.
  if (total.isNegative()) throw ruleViolation(NEGATIVE_INVOICE_REFUSED);
  const cost = lines.filter((l) => l.isStocked).reduce((s, l) => s.plus(l.cost), new Money(0));
  return { lines, tax, subTotal, total, cost, isDeposit: input.invoiceType === 'Deposit' };
}

export const invoiceNumberOf = (id: number) => `INV-${String(id).padStart(6, '0')}`;

export function invoiceRow(
  id: number,
  input: CreateInvoiceInput,
  currency: { currencyId: number | null; currencyRate: string },
  c: ComputedInvoice,
) {
  return {
    id,
    invoiceNumber: invoiceNumberOf(id),
    invoiceType: input.invoiceType ?? 'Invoice',
    invoiceSource: input.invoiceSource ?? (input.jobId ? 'Job' : 'Customer'),
    status: c.total.isZero() ? 'Paid' : 'Open',
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
    subTotal: fixed(c.subTotal),
    taxAmount: c.tax.total,
    total: fixed(c.total),
    balance: fixed(c.total),
    cost: fixed(c.cost),
    createdBy: input.userId,
    modifiedBy: input.userId,
  } as const;
}

export const groupNamesOf = (lines: ComputedLine[]) => [
  ...new Set(lines.flatMap((l) => (l.input.groupName ? [l.input.groupName] : []))),
];

export function invoiceItemRows(invoiceId: number, lines: ComputedLine[], groupId: Map<string, number>) {
  return lines.map((l, i) => ({
    invoiceId,
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
  }));
}

export function invoiceTaxRows(invoiceId: number, c: ComputedInvoice) {
  return c.tax.byAuthority.map((a) => ({
    invoiceId,
    authorityId: a.authorityId,
    taxableAmount: a.taxableAmount,
    amount: a.amount,
  }));
}

/**
 * The invoice's entry lines before stock: debit AR the total; credit revenue per account (a deposit invoice
 * credits Customer Deposits); credit each authority's payable account (Sales Tax Payable when it has none).
 */
export function invoicePosting(
  input: CreateInvoiceInput,
  c: ComputedInvoice,
  accounts: { ar: number; revenue: number; taxPayable: number },
): PostingLine[] {
  const office = { officeId: input.officeId ?? null };
  const revenue = new Map<number, Decimal>();
  for (const l of c.lines) {
    const account = (!c.isDeposit && l.input.revenueAccountId) || accounts.revenue;
    revenue.set(account, (revenue.get(account) ?? new Money(0)).plus(l.subtotal));
  }
  return [
    debit(accounts.ar, c.total, { ...office, customerId: input.customerId }),
    ...[...revenue].map(([account, amount]) => credit(account, amount, office)),
    ...c.tax.byAuthority.map((a) =>
      credit(a.payableAccountId ?? accounts.taxPayable, toDecimal(a.amount), { ...office, memo: a.name }),
    ),
  ];
}
