import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type {
  BankAccount,
  InvoicePaymentRow,
  Payment,
  PaymentMethod,
} from '@fieldline/contracts/payments/payments.contract';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { currencies, currencyRates, customers } from '../customers';
import { invoices } from '../invoices/invoices.table';
import {
  bankAccounts,
  customerCredits,
  paymentApplications,
  paymentMethods,
  payments,
  paymentTypes,
} from './payments.table';

export async function listPaymentMethods(db: Db): Promise<PaymentMethod[]> {
  return db
    .select({
      id: paymentMethods.id,
      name: paymentMethods.name,
      isActive: paymentMethods.isActive,
      isCreditCard: paymentMethods.isCreditCard,
      isACH: paymentMethods.isACH,
    })
    .from(paymentMethods)
    .orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));
}

export async function listPaymentTypes(db: Db) {
  return db.select().from(paymentTypes).orderBy(asc(paymentTypes.id));
}

export async function paymentTypeId(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(eq(paymentTypes.name, name));
  return row?.id ?? null;
}

const bankColumns = {
  id: bankAccounts.id,
  name: bankAccounts.name,
  accountNumber: bankAccounts.accountNumber,
  accountType: bankAccounts.accountType,
  sortOrder: bankAccounts.sortOrder,
  officeId: bankAccounts.officeId,
  glAccountId: bankAccounts.glAccountId,
  isActive: bankAccounts.isActive,
  currencyId: currencies.id,
  abbreviation: currencies.abbreviation,
  symbol: currencies.symbol,
};
type BankRow = { [K in keyof typeof bankColumns]: unknown };

function toBankAccount(r: BankRow): BankAccount {
  const { currencyId, abbreviation, symbol, ...rest } = r as Omit<BankAccount, 'currency'> & {
    currencyId: number | null;
    abbreviation: string | null;
    symbol: string | null;
  };
  return {
    ...rest,
    currency: currencyId ? { id: currencyId, abbreviation: abbreviation ?? '', symbol: symbol ?? '' } : null,
  };
}

/**
 * Bank accounts by type, office and currency. An account without an office serves every office; an
 * account without a currency is in the home currency.
 */
export async function listBankAccounts(
  db: Db,
  q: { bankingAccountTypes?: number[]; officeId?: number; currencyId?: number; activeOnly?: boolean },
): Promise<BankAccount[]> {
  const where: SQL[] = [];
  if (q.activeOnly !== false) where.push(eq(bankAccounts.isActive, true));
  if (q.bankingAccountTypes?.length) where.push(inArray(bankAccounts.accountType, q.bankingAccountTypes));
  if (q.officeId)
    where.push(sql`(${bankAccounts.officeId} = ${q.officeId} or ${bankAccounts.officeId} is null)`);
  if (q.currencyId) {
    const home = await homeCurrencyId(db);
    where.push(
      q.currencyId === home
        ? sql`(${bankAccounts.currencyId} = ${q.currencyId} or ${bankAccounts.currencyId} is null)`
        : eq(bankAccounts.currencyId, q.currencyId),
    );
  }
  const rows = await db
    .select(bankColumns)
    .from(bankAccounts)
    .leftJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(and(...where))
    .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.name));
  return rows.map(toBankAccount);
}

export async function getBankAccount(db: Db, id: number): Promise<BankAccount> {
  const [row] = await db
    .select(bankColumns)
    .from(bankAccounts)
    .leftJoin(currencies, eq(currencies.id, bankAccounts.currencyId))
    .where(eq(bankAccounts.id, id));
  if (!row) throw notFound('bank account');
  return toBankAccount(row);
}

/** The home currency: the first active currency that is not an alternate one. */
export async function homeCurrencyId(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.isAltCurrency, false))
    .orderBy(asc(currencies.id))
    .limit(1);
  return row?.id ?? null;
}

/** The active rate of a currency (units per home unit); '1' for the home currency or when none is set. */
export async function activeRate(db: Db, currencyId: number | null): Promise<string> {
  if (!currencyId) return '1';
  const [row] = await db
    .select({ rate: currencyRates.rate, isAlt: currencies.isAltCurrency })
    .from(currencies)
    .leftJoin(
      currencyRates,
      and(eq(currencyRates.currencyId, currencies.id), eq(currencyRates.isActive, true)),
    )
    .where(eq(currencies.id, currencyId))
    .orderBy(
      sql`(${currencyRates.effectiveDate} <= current_date) desc nulls last`,
      desc(currencyRates.effectiveDate),
      desc(currencyRates.id),
    )
    .limit(1);
  if (!row?.isAlt || !row.rate || toDecimal(row.rate).lessThanOrEqualTo(0)) return '1';
  return row.rate;
}

export async function currencyRateOfBankAccount(db: Db, bankAccountId: number) {
  const bank = await getBankAccount(db, bankAccountId);
  const currencyID = bank.currency?.id ?? (await homeCurrencyId(db));
  return { currencyID, rate: await activeRate(db, currencyID) };
}

export interface CustomerMoney {
  id: number;
  name: string;
  currencyId: number | null;
  rate: string;
}
export async function customerMoney(db: Db, customerId: number): Promise<CustomerMoney> {
  const [c] = await db
    .select({ id: customers.id, name: customers.name, currencyId: customers.currencyId })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!c) throw notFound('customer');
  return { ...c, rate: await activeRate(db, c.currencyId) };
}

const appColumns = {
  id: paymentApplications.id,
  invoiceId: paymentApplications.invoiceId,
  invoiceNumber: invoices.invoiceNumber,
  paymentId: paymentApplications.paymentId,
  creditId: paymentApplications.creditId,
  amount: paymentApplications.amount,
  appliedDate: paymentApplications.appliedDate,
  isVoid: paymentApplications.isVoid,
};
export async function applicationsWhere(db: Db, where: SQL) {
  return db
    .select(appColumns)
    .from(paymentApplications)
    .innerJoin(invoices, eq(invoices.id, paymentApplications.invoiceId))
    .where(where)
    .orderBy(asc(paymentApplications.id));
}

export async function getPayment(db: Db, id: number): Promise<Payment> {
  const [p] = await db
    .select({
      payment: payments,
      method: paymentMethods.name,
      bank: bankAccounts.name,
    })
    .from(payments)
    .innerJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .innerJoin(bankAccounts, eq(bankAccounts.id, payments.bankAccountId))
    .where(eq(payments.id, id));
  if (!p) throw notFound('payment');
  const apps = await applicationsWhere(db, eq(paymentApplications.paymentId, id));
  const [credit] = await db
    .select({ id: customerCredits.id })
    .from(customerCredits)
    .where(eq(customerCredits.paymentId, id));
  const x = p.payment;
  const systemAmount = toDecimal(x.amount).dividedBy(x.currencyRate);
  const applied = apps.filter((a) => !a.isVoid).reduce((s, a) => s.plus(a.amount), new Money(0));
  return {
    id: x.id,
    customerId: x.customerId,
    paymentDate: x.paymentDate,
    amount: x.amount,
    systemAmount: moneyString(systemAmount),
    currencyRate: x.currencyRate,
    paymentMethodId: x.paymentMethodId,
    paymentMethod: p.method,
    bankAccountId: x.bankAccountId,
    bankAccount: p.bank,
    reference: x.reference,
    note: x.note,
    checkName: x.checkName,
    checkNumber: x.checkNumber,
    accountLast4: x.accountLast4,
    status: x.status,
    journalEntryId: x.journalEntryId,
    voidEntryId: x.voidEntryId,
    unapplied: x.status !== 'Applied' ? '0.00' : moneyString(systemAmount.minus(applied)),
    creditId: credit?.id ?? null,
    applications: apps,
    card:
      x.gatewayRef && x.paymentTokenId
        ? {
            paymentTokenId: x.paymentTokenId,
            label: x.cardLabel ?? '',
            surcharge: x.surcharge,
            charged: moneyString(toDecimal(x.amount).plus(x.surcharge)),
            gatewayFee: x.gatewayFee,
            refundedDate: x.refundedDate,
          }
        : null,
  };
}

/** Payments and credits applied to an invoice, oldest first, voided ones included (marked). */
export async function invoicePayments(db: Db, invoiceId: number): Promise<InvoicePaymentRow[]> {
  const rows = await db
    .select({
      applicationId: paymentApplications.id,
      paymentId: paymentApplications.paymentId,
      creditId: paymentApplications.creditId,
      date: paymentApplications.appliedDate,
      amount: paymentApplications.amount,
      isVoid: paymentApplications.isVoid,
      method: paymentMethods.name,
      reference: payments.reference,
      checkNumber: payments.checkNumber,
      paymentStatus: payments.status,
      cardLabel: payments.cardLabel,
      gatewayRef: payments.gatewayRef,
      creditStatus: customerCredits.status,
      creditMemo: customerCredits.memo,
    })
    .from(paymentApplications)
    .leftJoin(payments, eq(payments.id, paymentApplications.paymentId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .leftJoin(customerCredits, eq(customerCredits.id, paymentApplications.creditId))
    .where(eq(paymentApplications.invoiceId, invoiceId))
    .orderBy(asc(paymentApplications.id));
  return rows.map((r) => ({
    applicationId: r.applicationId,
    kind: r.paymentId ? ('Payment' as const) : ('Credit' as const),
    paymentId: r.paymentId,
    creditId: r.creditId,
    date: r.date,
    amount: r.amount,
    method: r.paymentId ? (r.cardLabel ?? r.method ?? '') : 'Customer Credit',
    reference: r.paymentId
      ? r.reference || (r.checkNumber ? `Check ${r.checkNumber}` : '')
      : `Credit ${r.creditId}`,
    status: r.paymentStatus === 'Refunded' ? 'Refunded' : r.isVoid ? 'Void' : 'Applied',
    isVoid: r.isVoid,
    isCard: Boolean(r.gatewayRef),
  }));
}

/** The customer's invoices that still owe money (what a payment or a credit can be applied to). */
export async function openInvoicesOf(db: Db, customerId: number) {
  return db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      total: invoices.total,
      balance: invoices.balance,
      invoiceType: invoices.invoiceType,
    })
    .from(invoices)
    .where(
      and(eq(invoices.customerId, customerId), eq(invoices.status, 'Open'), sql`${invoices.balance} > 0`),
    )
    .orderBy(asc(invoices.invoiceDate), asc(invoices.id))
    .limit(500);
}

/** Of these gateway charge references, the payments that recorded them (the cards module's reconciliation). */
export async function recordedGatewayRefs(
  db: Db,
  refs: string[],
): Promise<Map<string, { id: number; status: string }>> {
  if (!refs.length) return new Map();
  const rows = await db
    .select({ ref: payments.gatewayRef, id: payments.id, status: payments.status })
    .from(payments)
    .where(inArray(payments.gatewayRef, refs));
  return new Map(rows.map((r) => [r.ref as string, { id: r.id, status: r.status }]));
}
