import { moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { parseAccountKey } from '@fieldline/contracts/ledger/ledger.contract';
import {
  type Credit,
  type CreditRow,
  creditProblem,
  creditSystemAmount,
  parseDebitAccountAmount,
} from '@fieldline/contracts/payments/payments.contract';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { customers } from '../customers';
import { recordInvoicePayment } from '../invoices';
import {
  accountForRole,
  assertNotBefore,
  assertPostableAccounts,
  defaultCompanyId,
  postEntry,
} from '../ledger';
import { glAccounts, journalLines } from '../ledger/ledger.table';
import { applicationsWhere, customerMoney } from './payments.read';
import { checkInvoices } from './payments.service';
import { customerCreditLines, customerCredits, paymentApplications } from './payments.table';

export interface ResolvedAccount {
  id: number;
  officeId: number;
  divisionId: number;
  departmentId: number;
}

/**
 * An account as the GL picker sends it: its account key (`{companyId}_{accountId}_{office}_{division}_
 * {department}`, 0 = unset; the ledger's format) or, as the legacy callers do, its plain code ("6900").
 */
export function splitAccountKey(text: string): {
  accountId: number | null;
  code: string | null;
  officeId: number;
  divisionId: number;
  departmentId: number;
} {
  const key = parseAccountKey(text);
  if (key) return { ...key, code: null };
  return { accountId: null, code: text, officeId: 0, divisionId: 0, departmentId: 0 };
}

const FIELD = 'strDebitAccountAmount';

/** The GL lines' accounts (codes or account keys): active, postable by hand, not inventory. */
export async function resolveAccounts(db: Db, texts: string[]): Promise<Map<string, ResolvedAccount>> {
  const companyId = await defaultCompanyId(db);
  const keys = texts.map((text) => ({ text, ...splitAccountKey(text) }));
  const ids = [...new Set(keys.flatMap((k) => (k.accountId ? [k.accountId] : [])))];
  const codes = [...new Set(keys.flatMap((k) => (k.code ? [k.code] : [])))];
  const rows =
    ids.length || codes.length
      ? await db
          .select()
          .from(glAccounts)
          .where(
            and(
              eq(glAccounts.companyId, companyId),
              or(
                ids.length ? inArray(glAccounts.id, ids) : undefined,
                codes.length ? inArray(glAccounts.code, codes) : undefined,
              ),
            ),
          )
      : [];
  const out = new Map<string, ResolvedAccount>();
  for (const k of keys) {
    const a = rows.find((r) => (k.accountId ? r.id === k.accountId : r.code === k.code));
    if (!a)
      throw badRequest(`The account ${k.text} was not found.`, [
        { field: FIELD, message: 'Unknown GL account.' },
      ]);
    if (!a.isActive) throw ruleViolation(`The account ${a.code} ${a.name} is inactive.`);
    // The credit posts receivables itself: its GL lines cannot be control accounts.
    if (a.controlKind) await assertPostableAccounts(db, [{ field: FIELD, accountId: a.id }]);
    if (a.isInventory) throw ruleViolation(`The account ${a.code} ${a.name} is an inventory account.`);
    out.set(k.text, {
      id: a.id,
      officeId: k.officeId,
      divisionId: k.divisionId,
      departmentId: k.departmentId,
    });
  }
  return out;
}

export interface IssueCreditInput {
  customerId: number;
  creditAmount: string | number;
  creditDate: string;
  memo?: string | null;
  strDebitAccountAmount: string;
}

/**
 * Issues a customer credit spread over GL accounts: debit each line's account, credit receivables for the
 * system amount (the amount over the customer's active rate). The credit then sits in receivables as a
 * credit balance until it is applied to invoices.
 */
export async function issueCredit(db: Db, input: IssueCreditInput, userId: number): Promise<number> {
  const customer = await customerMoney(db, input.customerId).catch(() => {
    throw ruleViolation('The customer was not found.');
  });
  const pairs = parseDebitAccountAmount(input.strDebitAccountAmount);
  const problem = creditProblem({
    amount: input.creditAmount,
    date: input.creditDate,
    rate: customer.rate,
    lines: pairs,
  });
  if (problem) throw ruleViolation(problem);
  const accounts = await resolveAccounts(
    db,
    pairs.map((p) => p.accountCode),
  );
  const amount = roundMoney(input.creditAmount);
  const system = creditSystemAmount(input.creditAmount, customer.rate);
  const memo = input.memo?.trim() ?? '';
  const [credit] = await db
    .insert(customerCredits)
    .values({
      customerId: customer.id,
      source: 'Issued',
      creditDate: input.creditDate,
      amount: moneyString(amount),
      systemAmount: system,
      currencyRate: customer.rate,
      balance: system,
      memo,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning({ id: customerCredits.id });
  await db.insert(customerCreditLines).values(
    pairs.map((p) => ({
      creditId: credit.id,
      accountId: (accounts.get(p.accountCode) as ResolvedAccount).id,
      amount: moneyString(p.amount),
    })),
  );
  const ar = await accountForRole(db, 'AR');
  const entry = await postEntry(db, {
    entryDate: input.creditDate,
    sourceType: 'Credit',
    sourceId: credit.id,
    memo: `Customer credit ${credit.id} for ${customer.name}${memo ? `: ${memo}` : ''}`,
    userId,
    lines: [
      ...pairs.map((p) => {
        const a = accounts.get(p.accountCode) as ResolvedAccount;
        return {
          accountId: a.id,
          debit: p.amount,
          officeId: a.officeId,
          divisionId: a.divisionId,
          departmentId: a.departmentId,
          memo: memo || null,
        };
      }),
      { accountId: ar, credit: system, customerId: customer.id, memo: memo || null },
    ],
  });
  await db
    .update(customerCredits)
    .set({ journalEntryId: entry?.id ?? null })
    .where(eq(customerCredits.id, credit.id));
  return credit.id;
}

/**
 * Applies an open credit to one of the customer's invoices. Both sit in receivables (the credit as a credit
 * balance), so no journal entry is needed: only the documents' balances change.
 */
export async function applyCredit(
  db: Db,
  invoiceId: number,
  input: { creditId: number; amount: string },
  userId: number,
  date: string,
): Promise<void> {
  const [credit] = await db
    .select()
    .from(customerCredits)
    .where(eq(customerCredits.id, input.creditId))
    .for('update');
  if (!credit) throw notFound('credit');
  if (credit.status !== 'Open') throw ruleViolation(`Credit ${credit.id} is ${credit.status.toLowerCase()}.`);
  assertNotBefore('application', date, `credit ${credit.id}`, credit.creditDate);
  const amount = roundMoney(input.amount);
  if (amount.greaterThan(credit.balance))
    throw ruleViolation(
      `The amount (${moneyString(amount)}) is more than the credit's balance (${moneyString(credit.balance)}).`,
    );
  await checkInvoices(db, credit.customerId, [{ invoiceId, amount }], { what: 'application', date }).catch(
    (err) => {
      if ((err as { status?: number }).status === 400) throw notFound('invoice');
      throw err;
    },
  );
  await db.insert(paymentApplications).values({
    invoiceId,
    creditId: credit.id,
    amount: moneyString(amount),
    appliedDate: date,
    createdBy: userId,
    modifiedBy: userId,
  });
  const applied = toDecimal(credit.amountApplied).plus(amount);
  const balance = toDecimal(credit.balance).minus(amount);
  await db
    .update(customerCredits)
    .set({
      amountApplied: moneyString(applied),
      balance: moneyString(balance),
      status: balance.isZero() ? 'Applied' : 'Open',
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${customerCredits.version} + 1`,
    })
    .where(eq(customerCredits.id, credit.id));
  await recordInvoicePayment(db, invoiceId, moneyString(amount), userId);
}

const rowColumns = {
  id: customerCredits.id,
  customerId: customerCredits.customerId,
  customerName: customers.name,
  source: customerCredits.source,
  paymentId: customerCredits.paymentId,
  creditDate: customerCredits.creditDate,
  amount: customerCredits.amount,
  systemAmount: customerCredits.systemAmount,
  currencyRate: customerCredits.currencyRate,
  amountApplied: customerCredits.amountApplied,
  balance: customerCredits.balance,
  memo: customerCredits.memo,
  status: customerCredits.status,
  journalEntryId: customerCredits.journalEntryId,
};

export async function getCredit(db: Db, id: number): Promise<Credit> {
  const [row] = await db
    .select(rowColumns)
    .from(customerCredits)
    .innerJoin(customers, eq(customers.id, customerCredits.customerId))
    .where(eq(customerCredits.id, id));
  if (!row) throw notFound('credit');
  const lines = await db
    .select({
      id: customerCreditLines.id,
      accountId: customerCreditLines.accountId,
      accountCode: glAccounts.code,
      accountName: glAccounts.name,
      amount: customerCreditLines.amount,
    })
    .from(customerCreditLines)
    .innerJoin(glAccounts, eq(glAccounts.id, customerCreditLines.accountId))
    .where(eq(customerCreditLines.creditId, id))
    .orderBy(asc(customerCreditLines.id));
  const journal = row.journalEntryId
    ? await db
        .select({
          lineNumber: journalLines.lineNumber,
          accountId: journalLines.accountId,
          accountCode: glAccounts.code,
          accountName: glAccounts.name,
          debit: journalLines.debit,
          credit: journalLines.credit,
          memo: journalLines.memo,
        })
        .from(journalLines)
        .innerJoin(glAccounts, eq(glAccounts.id, journalLines.accountId))
        .where(eq(journalLines.entryId, row.journalEntryId))
        .orderBy(asc(journalLines.lineNumber))
    : [];
  const applications = await applicationsWhere(db, eq(paymentApplications.creditId, id));
  return { ...row, lines, journalLines: journal, applications };
}

export async function searchCredits(
  db: Db,
  q: { customerId?: number; status?: string; openOnly?: boolean; offset: number; limit: number },
): Promise<{ data: CreditRow[]; count_filtered: number }> {
  const where: SQL[] = [];
  if (q.customerId) where.push(eq(customerCredits.customerId, q.customerId));
  if (q.status) where.push(eq(customerCredits.status, q.status));
  if (q.openOnly) where.push(eq(customerCredits.status, 'Open'));
  const cond = where.length ? and(...where) : undefined;
  const [data, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(customerCredits)
      .innerJoin(customers, eq(customers.id, customerCredits.customerId))
      .where(cond)
      .orderBy(desc(customerCredits.creditDate), desc(customerCredits.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(customerCredits).where(cond),
  ]);
  return { data, count_filtered: Number(total.n) };
}
