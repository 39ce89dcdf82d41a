import type {
  BankTransaction,
  bankTransactionSearchSchema,
} from '@fieldline/contracts/banking/banking.contract';
import { and, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { bankAccounts } from '../payments/payments.table';
import { bankTransactions } from './banking.table';

const columns = { t: bankTransactions, bank: bankAccounts.name };
type Row = { t: typeof bankTransactions.$inferSelect; bank: string };

/** A bank_transactions row with its bank account's name, as the API answers it (statement and feed lines). */
export const toTransaction = ({ t, bank }: Row): BankTransaction => ({
  id: t.id,
  bankAccountId: t.bankAccountId,
  bankAccount: bank,
  source: t.source as BankTransaction['source'],
  importId: t.importId,
  date: t.txnDate,
  amount: t.amount,
  payee: t.payee,
  memo: t.memo,
  reference: t.reference,
  bankId: t.bankId,
  status: t.status as BankTransaction['status'],
  createdDate: new Date(t.createdDate).toISOString(),
});

/** GET bankingtransactions/search: newest first, with the total for paging. */
export async function searchBankTransactions(db: Db, q: z.output<typeof bankTransactionSearchSchema>) {
  const like = q.query ? `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where: SQL | undefined = and(
    q.bankAccountId ? eq(bankTransactions.bankAccountId, q.bankAccountId) : undefined,
    q.status ? eq(bankTransactions.status, q.status) : undefined,
    q.from ? gte(bankTransactions.txnDate, q.from) : undefined,
    q.to ? lte(bankTransactions.txnDate, q.to) : undefined,
    like
      ? or(
          ilike(bankTransactions.payee, like),
          ilike(bankTransactions.memo, like),
          ilike(bankTransactions.reference, like),
        )
      : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(columns)
      .from(bankTransactions)
      .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.bankAccountId))
      .where(where)
      .orderBy(desc(bankTransactions.txnDate), desc(bankTransactions.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bankTransactions).where(where),
  ]);
  return { data: rows.map(toTransaction), total };
}

export async function getBankTransaction(db: Db, id: number): Promise<BankTransaction> {
  const [row] = await db
    .select(columns)
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.bankAccountId))
    .where(eq(bankTransactions.id, id));
  if (!row) throw notFound('banking transaction');
  return toTransaction(row);
}
