import { moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { depositBodySchema } from '@fieldline/contracts/payments/payments.contract';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { Db } from '../../platform/db/database';
import { addDays, createInvoice, getInvoiceSummary, voidInvoice } from '../invoices';
import {
  addPayment,
  applyCredit,
  createDeposit,
  issueCredit,
  unapplyCredit,
  voidPayment,
  voidWholePayment,
} from '../payments';
import { customerCredits, paymentApplications } from '../payments/payments.table';
import { approveBill, createBill, payBill, unapproveBill } from '../vendor-bills';
import { vendorBills } from '../vendor-bills/vendor-bills.table';
import { defaultCompanyId, openPeriodFor, postEntry, reverseEntry } from './ledger.posting';
import {
  type AssetStockOp,
  assetStockOpArb,
  isAssetStockOp,
  runAssetStockOp,
} from './ledger.property.asset-stock-ops';
import { type ContractOp, contractOpArb, isContractOp, runContractOp } from './ledger.property.contract-ops';
import {
  type DepreciationOp,
  depreciationOpArb,
  isDepreciationOp,
  runDepreciationOp,
} from './ledger.property.depreciation-ops';
import {
  type ExpenseFixture,
  type ExpenseOp,
  type ExpenseState,
  expenseOpArb,
  isExpenseOp,
  runExpenseOp,
} from './ledger.property.expense-ops';
import { isPayrollOp, type PayrollOp, payrollOpArb, runPayrollOp } from './ledger.property.payroll-ops';
import {
  isStockOp,
  runStockOp,
  type StockFixture,
  type StockOp,
  type StockState,
  stockOpArb,
} from './ledger.property.stock-ops';

/**
 * The operations of the ledger property test (ledger.property.test.ts) and how each runs through the
 * services the routes call. Operations name earlier documents by index (taken modulo the documents made so
 * far in the sequence), so fast-check can shrink a failing sequence without inventing ids.
 */

export interface Fixture {
  userId: number;
  customers: number[];
  suppliers: number[];
  bankAccountId: number;
  taxScheduleId: number | null;
  ar: number;
  ap: number;
  revenueAccounts: number[];
  /** Account codes a customer credit may be spread over (the GL picker's kind: not AR, AP or inventory). */
  creditCodes: string[];
  billAccounts: number[];
  /** Accounts for manual entries: none of them receivables or payables, whose totals follow the documents. */
  manualAccounts: number[];
  /** Items, warehouses and statuses of the stock operations (ledger.property.stock-ops.ts). */
  stock: StockFixture;
  /** Employees, a company card and a mileage rate (ledger.property.expense-ops.ts). */
  expenses: ExpenseFixture;
}

export interface State {
  invoices: { id: number; customerId: number }[];
  payments: { id: number; invoiceId: number | null }[];
  credits: { id: number; customerId: number }[];
  bills: number[];
  entries: number[];
  pos: StockState['pos'];
  /** Pay periods approved in the sequence (ledger.property.payroll-ops.ts). */
  payPeriods: number[];
  expenseOps: ExpenseState;
  /** Assets with a depreciation schedule (ledger.property.depreciation-ops.ts) or made from stock. */
  assets: number[];
}

export const newState = (): State => ({
  invoices: [],
  payments: [],
  credits: [],
  bills: [],
  entries: [],
  pos: [],
  payPeriods: [],
  expenseOps: { expenses: [], trips: [] },
  assets: [],
});

export type Op =
  | { k: 'invoice'; c: number; lines: number[]; taxed: boolean; account: number; day: number }
  | { k: 'voidInvoice'; i: number }
  | { k: 'payment'; c: number; apply: { i: number; pct: number }[]; extra: number; day: number }
  | { k: 'voidPayment'; p: number; i: number }
  | { k: 'deposit'; c: number; cents: number; funded: boolean; day: number }
  | { k: 'credit'; c: number; cents: number; split: boolean; day: number }
  | { k: 'applyCredit'; cr: number; i: number; pct: number; day: number }
  | { k: 'unapplyCredit'; cr: number; a: number }
  | { k: 'bill'; s: number; lines: { cents: number; account: number }[]; day: number }
  | { k: 'approve'; b: number }
  | { k: 'unapprove'; b: number }
  | { k: 'payBill'; b: number; pct: number; day: number }
  | { k: 'manual'; amounts: number[]; accounts: number[]; day: number }
  | { k: 'reverse'; e: number }
  | { k: 'unbalanced'; cents: number; day: number }
  | StockOp
  | PayrollOp
  | ExpenseOp
  | DepreciationOp
  | AssetStockOp
  | ContractOp;

export type Outcome = 'done' | 'refused' | 'skipped';

const cents = fc.integer({ min: 1, max: 2_000_000 });
const index = fc.nat({ max: 50 });
const day = fc.nat({ max: 320 });
/** Percent of a balance; above 100 asks for more than is owed (the rules refuse it). */
const pct = fc.integer({ min: 1, max: 110 });

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      k: fc.constant('invoice' as const),
      c: index,
      lines: fc.array(cents, { minLength: 1, maxLength: 3 }),
      taxed: fc.boolean(),
      account: index,
      day,
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('voidInvoice' as const), i: index }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('payment' as const),
      c: index,
      apply: fc.array(fc.record({ i: index, pct }), { maxLength: 2 }),
      extra: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 50_000 })),
      day,
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('voidPayment' as const), p: index, i: index }) },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('deposit' as const), c: index, cents, funded: fc.boolean(), day }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('credit' as const), c: index, cents, split: fc.boolean(), day }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ k: fc.constant('applyCredit' as const), cr: index, i: index, pct, day }),
  },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('unapplyCredit' as const), cr: index, a: index }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('bill' as const),
      s: index,
      lines: fc.array(fc.record({ cents: fc.integer({ min: 0, max: 500_000 }), account: index }), {
        minLength: 1,
        maxLength: 3,
      }),
      day,
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('approve' as const), b: index }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('unapprove' as const), b: index }) },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('payBill' as const), b: index, pct, day }) },
  {
    weight: 2,
    arbitrary: fc.record({
      k: fc.constant('manual' as const),
      amounts: fc.array(cents, { minLength: 1, maxLength: 4 }),
      accounts: fc.array(index, { minLength: 5, maxLength: 5 }),
      day,
    }),
  },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('reverse' as const), e: index }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('unbalanced' as const), cents, day }) },
  { weight: 10, arbitrary: stockOpArb },
  { weight: 3, arbitrary: payrollOpArb },
  { weight: 6, arbitrary: expenseOpArb },
  { weight: 3, arbitrary: depreciationOpArb },
  { weight: 4, arbitrary: assetStockOpArb },
  { weight: 3, arbitrary: contractOpArb },
);

/** Whole cents as a decimal string (integers are exact; no floating-point money). */
const money = (c: number) => moneyString(toDecimal(c).dividedBy(100));
const dateOf = (d: number) => addDays('2026-01-01', d);
const at = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);
const percentOf = (balance: string, p: number) =>
  moneyString(roundMoney(toDecimal(balance).times(p).dividedBy(100)));

/** Runs one operation in the caller's savepoint. A refusal throws a 4xx AppError or answers 'refused'. */
export async function runOp(db: Db, fx: Fixture, s: State, op: Op): Promise<Outcome> {
  if (isStockOp(op)) return runStockOp(db, fx.stock, s, op);
  if (isPayrollOp(op)) return runPayrollOp(db, fx.userId, s.payPeriods, op);
  if (isExpenseOp(op)) return runExpenseOp(db, fx.expenses, s.expenseOps, op);
  if (isDepreciationOp(op)) return runDepreciationOp(db, fx.userId, s.assets, op);
  if (isAssetStockOp(op)) return runAssetStockOp(db, fx.stock, fx.customers, s.assets, op);
  if (isContractOp(op)) return runContractOp(db, fx.userId, fx.customers, s.invoices, op);
  const userId = fx.userId;
  switch (op.k) {
    case 'invoice': {
      const customerId = fx.customers[op.c % fx.customers.length];
      const inv = await createInvoice(db, {
        customerId,
        invoiceDate: dateOf(op.day),
        taxScheduleId: op.taxed ? fx.taxScheduleId : null,
        lines: op.lines.map((c, n) => ({
          description: `Line ${n + 1}`,
          quantity: 1,
          unitPrice: money(c),
          isTaxable: op.taxed,
          revenueAccountId: fx.revenueAccounts[(op.account + n) % fx.revenueAccounts.length],
        })),
        userId,
      });
      s.invoices.push({ id: inv.id, customerId });
      return 'done';
    }
    case 'voidInvoice': {
      const inv = at(s.invoices, op.i);
      if (!inv) return 'skipped';
      await voidInvoice(db, inv.id, { reason: 'Property test', userId });
      return 'done';
    }
    case 'payment': {
      const customerId = fx.customers[op.c % fx.customers.length];
      const mine = s.invoices.filter((v) => v.customerId === customerId);
      const applications: { invoiceId: number; amount: string }[] = [];
      for (const a of op.apply) {
        const inv = at(mine, a.i);
        if (!inv) continue;
        const amount = percentOf((await getInvoiceSummary(db, inv.id)).balance, a.pct);
        if (toDecimal(amount).greaterThan(0)) applications.push({ invoiceId: inv.id, amount });
      }
      const applied = applications.reduce((sum, a) => sum.plus(a.amount), toDecimal(0));
      const amount = applied.plus(toDecimal(op.extra).dividedBy(100));
      const id = await addPayment(
        db,
        {
          customerId,
          paymentDate: dateOf(op.day),
          amount: moneyString(amount.isZero() ? toDecimal(1) : amount),
          paymentMethodId: 1,
          bankAccountId: fx.bankAccountId,
          applications,
        },
        userId,
      );
      s.payments.push({ id, invoiceId: applications[0]?.invoiceId ?? null });
      return 'done';
    }
    case 'voidPayment': {
      const p = at(s.payments, op.p);
      if (!p) return 'skipped';
      // Odd: the payment as a whole. Even: per invoice; one applied to no invoice is then named with some
      // other invoice and the service answers 404.
      if (op.i % 2 === 1) await voidWholePayment(db, p.id, userId);
      else await voidPayment(db, p.invoiceId ?? at(s.invoices, op.i)?.id ?? 0, p.id, userId);
      return 'done';
    }
    case 'deposit': {
      const customerId = fx.customers[op.c % fx.customers.length];
      const answer = await createDeposit(
        db,
        depositBodySchema.parse({
          CustomerId: customerId,
          DepositAmount: money(op.cents),
          InvoiceDate: dateOf(op.day),
          ...(op.funded ? { PaymentMethodId: 1, PaymentBankAccountId: fx.bankAccountId } : {}),
        }),
        userId,
      );
      if (answer.isError) return 'refused';
      s.invoices.push({ id: answer.invoiceId, customerId });
      return 'done';
    }
    case 'credit': {
      const customerId = fx.customers[op.c % fx.customers.length];
      const [first, second] = [fx.creditCodes[op.cents % 3], fx.creditCodes[(op.cents + 1) % 3]];
      const half = Math.floor(op.cents / 2);
      const split = op.split && half > 0;
      const id = await issueCredit(
        db,
        {
          customerId,
          creditAmount: money(op.cents),
          creditDate: dateOf(op.day),
          memo: 'Property test',
          strDebitAccountAmount: split
            ? `${first},${money(half)}|${second},${money(op.cents - half)}`
            : `${first},${money(op.cents)}`,
        },
        userId,
      );
      s.credits.push({ id, customerId });
      return 'done';
    }
    case 'applyCredit': {
      const credit = at(s.credits, op.cr);
      const inv =
        credit &&
        at(
          s.invoices.filter((v) => v.customerId === credit.customerId),
          op.i,
        );
      if (!credit || !inv) return 'skipped';
      const [row] = await db.select().from(customerCredits).where(eq(customerCredits.id, credit.id));
      const owed = (await getInvoiceSummary(db, inv.id)).balance;
      const most = toDecimal(row.balance).lessThan(owed) ? row.balance : owed;
      await applyCredit(
        db,
        inv.id,
        { creditId: credit.id, amount: percentOf(most, op.pct) },
        userId,
        dateOf(op.day),
      );
      return 'done';
    }
    case 'unapplyCredit': {
      const credit = at(s.credits, op.cr);
      if (!credit) return 'skipped';
      const apps = await db
        .select({ id: paymentApplications.id })
        .from(paymentApplications)
        .where(and(eq(paymentApplications.creditId, credit.id), eq(paymentApplications.isVoid, false)));
      const app = at(apps, op.a);
      if (!app) return 'skipped';
      await unapplyCredit(db, credit.id, app.id, userId);
      return 'done';
    }
    case 'bill': {
      const bill = await createBill(
        db,
        {
          supplierId: fx.suppliers[op.s % fx.suppliers.length],
          billDate: dateOf(op.day),
          items: op.lines.map((l, n) => ({
            description: `Bill line ${n + 1}`,
            quantity: '1',
            unitCost: money(l.cents),
            glAccountId: fx.billAccounts[l.account % fx.billAccounts.length],
          })),
        },
        userId,
      );
      s.bills.push(bill.id);
      return 'done';
    }
    case 'approve':
    case 'unapprove': {
      const id = at(s.bills, op.b);
      if (id === undefined) return 'skipped';
      await (op.k === 'approve' ? approveBill : unapproveBill)(db, id, userId);
      return 'done';
    }
    case 'payBill': {
      const id = at(s.bills, op.b);
      if (id === undefined) return 'skipped';
      const [bill] = await db
        .select({ balance: vendorBills.balance })
        .from(vendorBills)
        .where(eq(vendorBills.id, id));
      await payBill(db, id, { amount: percentOf(bill.balance, op.pct), date: dateOf(op.day), userId });
      return 'done';
    }
    case 'manual': {
      const acct = (n: number) => fx.manualAccounts[op.accounts[n] % fx.manualAccounts.length];
      const total = op.amounts.reduce((sum, c) => sum + c, 0);
      const entry = await postEntry(db, {
        entryDate: dateOf(op.day),
        sourceType: 'Manual',
        memo: 'Property test',
        userId,
        lines: [
          ...op.amounts.map((c, n) => ({ accountId: acct(n), debit: money(c), officeId: n % 2 })),
          { accountId: acct(4), credit: money(total) },
        ],
      });
      if (entry) s.entries.push(entry.id);
      return 'done';
    }
    case 'reverse': {
      const id = at(s.entries, op.e);
      if (id === undefined) return 'skipped';
      const rev = await reverseEntry(db, id, { userId });
      s.entries.push(rev.id);
      return 'done';
    }
    case 'unbalanced':
      return unbalanced(db, fx, op);
  }
}

/**
 * An entry a cent out of balance, through postEntry and then straight into the tables: both must fail
 * (the second by the database's own trigger). Storing it is a failure of the test, not a refusal.
 */
async function unbalanced(db: Db, fx: Fixture, op: { cents: number; day: number }): Promise<Outcome> {
  const [a, b] = fx.manualAccounts;
  const stored = new Error('An unbalanced journal entry was stored.');
  const viaService = await postEntry(db, {
    entryDate: dateOf(op.day),
    sourceType: 'Manual',
    userId: fx.userId,
    lines: [
      { accountId: a, debit: money(op.cents) },
      { accountId: b, credit: money(op.cents + 1) },
    ],
  }).then(
    () => 'stored',
    (err: { status?: number }) => err.status,
  );
  if (viaService !== 422) throw stored;
  const period = await openPeriodFor(db, await defaultCompanyId(db), dateOf(op.day));
  const direct = await db
    .transaction(async (sp) => {
      const [entry] = (
        await sp.execute(
          sql`insert into journal_entries (company_id, entry_date, period_id, source_type)
              values (${await defaultCompanyId(db)}, ${dateOf(op.day)}, ${period.id}, 'Manual') returning id`,
        )
      ).rows as { id: number }[];
      await sp.execute(
        sql`insert into journal_lines (entry_id, line_number, account_id, period_id, entry_date, debit, credit)
            values (${entry.id}, 1, ${a}, ${period.id}, ${dateOf(op.day)}, ${money(op.cents)}, 0),
                   (${entry.id}, 2, ${b}, ${period.id}, ${dateOf(op.day)}, 0, ${money(op.cents + 1)})`,
      );
    })
    .then(
      () => 'stored',
      (err: { message?: string; cause?: { message?: string } }) => err.cause?.message ?? err.message ?? '',
    );
  if (!/does not balance/.test(direct)) throw stored;
  return 'refused';
}
