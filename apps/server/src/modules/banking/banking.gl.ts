import type {
  applyToInvoicesBodySchema,
  BankMatchBody,
} from '@fieldline/contracts/banking/matching.contract';
import { moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import {
  creditProblem,
  creditSystemAmount,
  parseDebitAccountAmount,
} from '@fieldline/contracts/payments/payments.contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound, ruleViolation } from '../../platform/errors';
import { postEntry } from '../ledger';
import { addPayment, currencyRateOfBankAccount, getBankAccount, resolveGlLineAccounts } from '../payments';
import { topSuggestion } from './banking.inbox';
import { matchTransactions } from './banking.match';
import { bankRules, bankTransactions } from './banking.table';

/** The bank transaction a new entry is for: unmatched and on the given account. */
async function openTransaction(db: Db, id: number, bankAccountId: number) {
  const [t] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, id));
  if (!t) throw notFound('banking transaction');
  if (t.bankAccountId !== bankAccountId)
    throw ruleViolation('The bank transaction is on another bank account.');
  if (t.status !== 'Unmatched')
    throw ruleViolation(`The bank transaction is already ${t.status.toLowerCase()}.`);
  return t;
}

/**
 * createWithGL / addmatch (spec 3 bank match payload): an entry between the bank and the GL lines of
 * `strDebitAccountAmount`, matched to the bank transaction when one is given. The credit rules apply (amount
 * and system amount above 0, every line an account and an amount above 0, lines totalling the system
 * amount). Money into the bank debits the bank and credits the lines; money out (and, without a bank
 * transaction, as the payload's names say) credits the bank and debits the lines.
 */
export async function createWithGl(db: Db, body: BankMatchBody, userId: number) {
  const bank = await getBankAccount(db, body.bankAccountId).catch(() => {
    throw notFound('bank account');
  });
  const txn = body.bankTransactionId ? await openTransaction(db, body.bankTransactionId, bank.id) : null;
  const rate = body.transactionRate ?? (await currencyRateOfBankAccount(db, bank.id)).rate;
  const pairs = parseDebitAccountAmount(body.strDebitAccountAmount);
  const problem = creditProblem({ amount: body.creditAmount, date: body.creditDate, rate, lines: pairs });
  if (problem) throw ruleViolation(problem);
  const system = creditSystemAmount(body.creditAmount, rate);
  if (
    body.systemAmount !== undefined &&
    body.systemAmount !== null &&
    !roundMoney(body.systemAmount).equals(system)
  )
    throw ruleViolation(`The system amount should be ${system} (the amount at the transaction rate).`);
  const amount = roundMoney(body.creditAmount);
  if (txn && !toDecimal(txn.amount).abs().equals(amount))
    throw ruleViolation(
      `The amount (${moneyString(amount)}) is not the bank transaction's (${moneyString(toDecimal(txn.amount).abs())}).`,
    );
  const moneyIn = txn ? toDecimal(txn.amount).greaterThan(0) : false;
  const accounts = await resolveGlLineAccounts(
    db,
    pairs.map((p) => p.accountCode),
  );
  const memo = body.memo?.trim() || txn?.payee || 'Bank transaction';
  const entry = await postEntry(db, {
    entryDate: body.creditDate,
    sourceType: 'BankEntry',
    sourceId: txn?.id ?? null,
    memo,
    reference: txn?.reference ?? null,
    userId,
    lines: [
      {
        accountId: bank.glAccountId,
        [moneyIn ? 'debit' : 'credit']: system,
        officeId: bank.officeId ?? 0,
        memo,
      },
      ...pairs.map((p) => {
        const a = accounts.get(p.accountCode);
        if (!a) throw ruleViolation(`The account ${p.accountCode} was not found.`);
        return {
          accountId: a.id,
          [moneyIn ? 'credit' : 'debit']: p.amount,
          officeId: a.officeId,
          divisionId: a.divisionId,
          departmentId: a.departmentId,
          memo,
        };
      }),
    ],
  });
  if (!entry) throw ruleViolation('Nothing to post.');
  if (!txn) return { entryId: entry.id, matchId: null };
  const [line] = rowsOf<{ id: string }>(
    await db.execute(sql`select id from journal_lines where entry_id = ${entry.id} and account_id = ${bank.glAccountId}
      order by line_number limit 1`),
  );
  const matchId = await matchTransactions(
    db,
    { bankTransactionIds: [txn.id], journalLineIds: [Number(line.id)], method: 'NewEntry' },
    userId,
  );
  return { entryId: entry.id, matchId };
}

/** A saved rule's suggestion confirmed: the whole amount to the rule's account. */
export async function confirmRule(db: Db, txnId: number, ruleId: number, userId: number) {
  const [t] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, txnId));
  if (!t) throw notFound('banking transaction');
  const [rule] = await db.select().from(bankRules).where(eq(bankRules.id, ruleId));
  if (!rule) throw notFound('bank rule');
  const amount = moneyString(toDecimal(t.amount).abs());
  return createWithGl(
    db,
    {
      bankTransactionId: t.id,
      bankAccountId: t.bankAccountId,
      creditAmount: amount,
      creditDate: t.txnDate,
      memo: rule.memo || t.payee,
      strDebitAccountAmount: `${await accountCode(db, rule.accountId)},${amount}`,
    },
    userId,
  );
}

async function accountCode(db: Db, accountId: number): Promise<string> {
  const [row] = rowsOf<{ code: string }>(
    await db.execute(sql`select code from gl_accounts where id = ${accountId}`),
  );
  return row.code;
}

/**
 * applytoinvoices: the bank deposit recorded as the customer's payment (into this bank account, on the bank
 * date, for the bank amount) through the payments module, applied to the invoices given, and matched.
 */
export async function applyToInvoices(
  db: Db,
  txnId: number,
  body: z.output<typeof applyToInvoicesBodySchema>,
  userId: number,
) {
  const [t] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, txnId));
  if (!t) throw notFound('banking transaction');
  await openTransaction(db, t.id, t.bankAccountId);
  if (toDecimal(t.amount).lessThanOrEqualTo(0))
    throw ruleViolation('Only money into the bank can be applied to invoices.');
  const paymentId = await addPayment(
    db,
    {
      customerId: body.customerId,
      paymentDate: t.txnDate,
      amount: t.amount,
      paymentMethodId: body.paymentMethodId,
      bankAccountId: t.bankAccountId,
      reference: body.reference ?? t.reference ?? undefined,
      note: t.payee ? `Bank: ${t.payee}` : undefined,
      checkNumber: t.reference,
      applications: body.invoices,
    },
    userId,
  );
  const [line] = rowsOf<{ id: string }>(
    await db.execute(sql`select jl.id from journal_lines jl
      join journal_entries je on je.id = jl.entry_id and je.source_type = 'Payment' and je.source_id = ${paymentId}
      join bank_accounts ba on ba.id = ${t.bankAccountId} and ba.gl_account_id = jl.account_id
      order by jl.id limit 1`),
  );
  const matchId = await matchTransactions(
    db,
    { bankTransactionIds: [t.id], journalLineIds: [Number(line.id)], method: 'NewEntry' },
    userId,
  );
  return { paymentId, matchId };
}

/** Names the bank transaction behind a BankEntry: it is undone by unmatching, not by hand. */
export async function describeBankEntry(db: Db, txnId: number) {
  const [t] = await db.select().from(bankTransactions).where(eq(bankTransactions.id, txnId));
  if (!t) return null;
  return {
    label: `the entry for bank transaction ${t.id} of ${t.txnDate}`,
    action: 'Unmatch the bank transaction on the Bank transactions page instead (that reverses the entry).',
  };
}

/** confirm: the best suggestion of the transaction made a match (a rule's makes its entry first). */
export async function confirmBest(db: Db, txnId: number, userId: number): Promise<number> {
  const best = await topSuggestion(db, txnId);
  if (best.kind === 'Rule' && best.ruleId)
    return (await confirmRule(db, txnId, best.ruleId, userId)).matchId as number;
  return matchTransactions(
    db,
    {
      bankTransactionIds: [txnId],
      journalLineIds: best.lines.map((l) => l.journalLineId),
      method: 'Suggested',
      score: best.score,
    },
    userId,
  );
}
