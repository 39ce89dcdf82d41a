import type {
  createReconciliationBodySchema,
  patchReconciliationBodySchema,
  Reconciliation,
  ReconciliationDetail,
  reconciliationListQuery,
} from '@fieldline/contracts/banking/reconciliation.contract';
import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import { bankAccounts } from '../payments/payments.table';
import { partySql, toBookLine } from './banking.candidates';
import { bankReconciliationLines, bankReconciliations } from './banking.table';

type Row = typeof bankReconciliations.$inferSelect;

interface Totals {
  rec_id: number;
  deposits: string;
  payments: string;
  n: number;
  finished_by: string | null;
  bank: string;
}

/** Cleared sums and names for the given reconciliations, in one query. */
async function totals(db: Db, ids: number[]): Promise<Map<number, Totals>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<Totals>(
    await db.execute(sql`select r.id as rec_id,
        coalesce(sum(jl.debit), 0) as deposits, coalesce(sum(jl.credit), 0) as payments, count(jl.id)::int as n,
        max(u.first_name || ' ' || u.last_name) as finished_by, max(ba.name) as bank
      from bank_reconciliations r
      join bank_accounts ba on ba.id = r.bank_account_id
      left join bank_reconciliation_lines l on l.reconciliation_id = r.id
      left join journal_lines jl on jl.id = l.journal_line_id
      left join users u on u.id = r.finished_by
      where r.id = any(${`{${ids.join(',')}}`}::int[]) group by r.id`),
  );
  return new Map(rows.map((r) => [r.rec_id, r]));
}

function toReconciliation(r: Row, t: Totals): Reconciliation {
  const cleared = toDecimal(r.openingBalance).plus(t.deposits).minus(t.payments);
  return {
    id: r.id,
    bankAccountId: r.bankAccountId,
    bankAccount: t.bank,
    statementDate: r.statementDate,
    openingBalance: moneyString(r.openingBalance),
    endingBalance: moneyString(r.endingBalance),
    clearedDeposits: moneyString(t.deposits),
    clearedPayments: moneyString(t.payments),
    clearedBalance: moneyString(cleared),
    difference: moneyString(toDecimal(r.endingBalance).minus(cleared)),
    clearedCount: t.n,
    status: r.status as Reconciliation['status'],
    finishedBy: t.finished_by,
    finishedDate: r.finishedDate ? new Date(r.finishedDate).toISOString() : null,
    createdDate: new Date(r.createdDate).toISOString(),
  };
}

export async function listReconciliations(db: Db, q: z.output<typeof reconciliationListQuery>) {
  const where = and(
    q.bankAccountId ? eq(bankReconciliations.bankAccountId, q.bankAccountId) : undefined,
    q.status ? eq(bankReconciliations.status, q.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(bankReconciliations)
      .where(where)
      .orderBy(desc(bankReconciliations.statementDate), desc(bankReconciliations.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(bankReconciliations).where(where),
  ]);
  const t = await totals(
    db,
    rows.map((r) => r.id),
  );
  return { data: rows.map((r) => toReconciliation(r, t.get(r.id) as Totals)), total };
}

async function load(db: Db, id: number, lock = false): Promise<Row> {
  const q = db.select().from(bankReconciliations).where(eq(bankReconciliations.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('reconciliation');
  return row;
}

/**
 * A reconciliation with its items: every ledger line on the bank's GL account up to the statement date that
 * no other reconciliation has cleared (cleared here or not), and the ones it cleared.
 */
export async function getReconciliation(db: Db, id: number): Promise<ReconciliationDetail> {
  const r = await load(db, id);
  const t = (await totals(db, [id])).get(id) as Totals;
  const items = rowsOf<Parameters<typeof toBookLine>[0] & { cleared: boolean; matched: boolean }>(
    await db.execute(sql`select jl.id as line_id, jl.entry_id, jl.entry_date, (jl.debit - jl.credit) as amount,
        je.source_type, je.source_id, je.reference, je.memo, ${partySql(sql`jl.entry_id`)} as party,
        (l.reconciliation_id is not null) as cleared,
        exists (select 1 from bank_match_lines m where m.journal_line_id = jl.id) as matched
      from journal_lines jl
      join bank_accounts ba on ba.gl_account_id = jl.account_id and ba.id = ${r.bankAccountId}
      join journal_entries je on je.id = jl.entry_id
      left join bank_reconciliation_lines l on l.journal_line_id = jl.id
      where (l.reconciliation_id = ${id}
        or (l.reconciliation_id is null and ${r.status === 'InProgress'} and jl.entry_date <= ${r.statementDate}))
      order by jl.entry_date, jl.id`),
  );
  return {
    ...toReconciliation(r, t),
    items: items.map((i) => ({ ...toBookLine(i), cleared: i.cleared, matched: i.matched })),
  };
}

/**
 * Starts a reconciliation. It opens at the last finished one's ending balance (the first one at the
 * opening balance given, else 0.00) and clears at once every matched line up to the statement date.
 */
export async function createReconciliation(
  db: Db,
  body: z.output<typeof createReconciliationBodySchema>,
  userId: number,
): Promise<number> {
  const [bank] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, body.bankAccountId));
  if (!bank) throw notFound('bank account');
  await db.execute(sql`select pg_advisory_xact_lock(21022, ${bank.id}::int)`);
  const [open] = await db
    .select({ id: bankReconciliations.id })
    .from(bankReconciliations)
    .where(and(eq(bankReconciliations.bankAccountId, bank.id), eq(bankReconciliations.status, 'InProgress')));
  if (open)
    throw conflict(`Reconciliation ${open.id} of this account is in progress; finish or delete it first.`);
  const [last] = await db
    .select()
    .from(bankReconciliations)
    .where(eq(bankReconciliations.bankAccountId, bank.id))
    .orderBy(desc(bankReconciliations.statementDate))
    .limit(1);
  if (last && body.statementDate <= last.statementDate)
    throw ruleViolation(
      `The statement date must be after the last reconciliation's (${last.statementDate}).`,
    );
  if (last && body.openingBalance !== undefined)
    throw ruleViolation("Only an account's first reconciliation takes an opening balance.");
  const [rec] = await db
    .insert(bankReconciliations)
    .values({
      bankAccountId: bank.id,
      statementDate: body.statementDate,
      openingBalance: last ? last.endingBalance : (body.openingBalance ?? '0.00'),
      endingBalance: body.endingBalance,
      createdBy: userId,
    })
    .returning({ id: bankReconciliations.id });
  await db.execute(sql`insert into bank_reconciliation_lines (reconciliation_id, journal_line_id)
    select ${rec.id}, m.journal_line_id from bank_match_lines m
    join journal_lines jl on jl.id = m.journal_line_id and jl.entry_date <= ${body.statementDate}
    join bank_accounts ba on ba.id = ${bank.id} and ba.gl_account_id = jl.account_id
    on conflict do nothing`);
  return rec.id;
}

/** Edits an in-progress reconciliation: dates, ending balance, items cleared or uncleared; then finishes. */
export async function patchReconciliation(
  db: Db,
  id: number,
  body: z.output<typeof patchReconciliationBodySchema>,
  userId: number,
): Promise<{ before: Row; after: Row }> {
  const before = await load(db, id, true);
  if (before.status !== 'InProgress')
    throw ruleViolation('The reconciliation is finished; unreconcile it to change it.');
  const statementDate = body.statementDate ?? before.statementDate;
  if (body.statementDate || body.endingBalance !== undefined)
    await db
      .update(bankReconciliations)
      .set({ statementDate, endingBalance: body.endingBalance ?? before.endingBalance })
      .where(eq(bankReconciliations.id, id));
  if (body.unclear?.length)
    await db
      .delete(bankReconciliationLines)
      .where(
        and(
          eq(bankReconciliationLines.reconciliationId, id),
          inArray(bankReconciliationLines.journalLineId, body.unclear),
        ),
      );
  if (body.clear?.length) await clearLines(db, before.bankAccountId, id, statementDate, body.clear);
  if (body.finish) {
    const detail = (await totals(db, [id])).get(id) as Totals;
    const now = await load(db, id);
    const rec = toReconciliation(now, detail);
    if (!toDecimal(rec.difference).isZero())
      throw ruleViolation(`The difference is ${rec.difference}; a reconciliation finishes only at 0.00.`);
    await db
      .update(bankReconciliations)
      .set({ status: 'Finished', finishedBy: userId, finishedDate: new Date().toISOString() })
      .where(eq(bankReconciliations.id, id));
  }
  return { before, after: await load(db, id) };
}

async function clearLines(db: Db, accountId: number, id: number, statementDate: string, lineIds: number[]) {
  const ok = rowsOf<{ id: string; entry_date: string; rec: number | null }>(
    await db.execute(sql`select jl.id, jl.entry_date, l.reconciliation_id as rec from journal_lines jl
      join bank_accounts ba on ba.id = ${accountId} and ba.gl_account_id = jl.account_id
      left join bank_reconciliation_lines l on l.journal_line_id = jl.id
      where jl.id = any(${`{${lineIds.join(',')}}`}::bigint[])`),
  );
  const bad = lineIds.find((lid) => !ok.some((o) => Number(o.id) === lid));
  if (bad) throw ruleViolation(`Ledger line ${bad} is not on this bank account.`);
  const late = ok.find((o) => String(o.entry_date).slice(0, 10) > statementDate);
  if (late)
    throw ruleViolation(`Ledger line ${late.id} is dated after the statement date (${statementDate}).`);
  const other = ok.find((o) => o.rec !== null && o.rec !== id);
  if (other) throw ruleViolation(`Ledger line ${other.id} is cleared in reconciliation ${other.rec}.`);
  await db
    .insert(bankReconciliationLines)
    .values(lineIds.map((journalLineId) => ({ reconciliationId: id, journalLineId })))
    .onConflictDoNothing();
}

/**
 * Deletes an in-progress reconciliation, or unreconciles a finished one: only the account's latest (later
 * ones opened at its balance), with a reason kept in the audit trail; its items are open again.
 */
export async function deleteReconciliation(db: Db, id: number, reason: string | undefined): Promise<Row> {
  const r = await load(db, id, true);
  if (r.status === 'Finished') {
    if (!reason) throw ruleViolation('Give a reason to unreconcile a finished reconciliation.');
    const [later] = await db
      .select({ id: bankReconciliations.id, date: bankReconciliations.statementDate })
      .from(bankReconciliations)
      .where(
        and(
          eq(bankReconciliations.bankAccountId, r.bankAccountId),
          sql`${bankReconciliations.statementDate} > ${r.statementDate}`,
        ),
      )
      .limit(1);
    if (later) throw ruleViolation(`Unreconcile the later reconciliation of ${later.date} first.`);
  }
  await db.delete(bankReconciliations).where(eq(bankReconciliations.id, id));
  return r;
}
