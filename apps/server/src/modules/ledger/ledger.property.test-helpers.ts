import { moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { depositBodySchema } from '@fieldline/contracts/payments/payments.contract';
import { and, eq, sql } from 'drizzle-orm';
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
import { isAssetStockOp, runAssetStockOp } from './ledger.property.asset-stock-ops';
import { isBankOp, runBankOp } from './ledger.property.bank-ops';
import { isCardOp, runCardOp } from './ledger.property.card-ops';
import { isContractOp, runContractOp } from './ledger.property.contract-ops';
import { isDepreciationOp, runDepreciationOp } from './ledger.property.depreciation-ops';
import { isExpenseOp, runExpenseOp } from './ledger.property.expense-ops';
import type { Fixture, Op, Outcome, State } from './ledger.property.ops';
import { isPayrollOp, runPayrollOp } from './ledger.property.payroll-ops';
import { isStockOp, runStockOp } from './ledger.property.stock-ops';
import { isUploadOp, runUploadOp } from './ledger.property.upload-ops';

/** How each operation of the ledger property test runs, through the services the routes call. */

export { type Fixture, newState, type Op, type Outcome, opArb, type State } from './ledger.property.ops';

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
  if (isCardOp(op)) return runCardOp(db, fx, s, op);
  if (isBankOp(op)) return runBankOp(db, fx, s.bankLines, op);
  if (isUploadOp(op)) return runUploadOp(db, fx, s, op);
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
