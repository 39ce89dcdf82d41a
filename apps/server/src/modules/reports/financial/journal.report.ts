import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type {
  AdjustmentEntry,
  AdjustmentsQuery,
  AdjustmentsReport,
  JournalDetail,
  JournalDetailQuery,
} from '@fieldline/contracts/reports/financial.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import { companyOf, dayBefore, EARLIEST, rows, sumsByColumn } from './ledger-sums';

interface LineRow {
  lineId: string;
  entryId: number;
  entryDate: string;
  sourceType: string;
  sourceId: number | null;
  reference: string | null;
  entryMemo: string | null;
  accountId: number;
  code: string;
  name: string;
  officeId: number;
  debit: string;
  credit: string;
  memo: string | null;
}

/** Journal lines of a date range (optionally one account, source type or offices) with their entries. */
export async function journalDetail(db: Db, q: JournalDetailQuery): Promise<JournalDetail> {
  const companyId = await companyOf(db, q.companyId);
  const where: SQL[] = [
    sql`l.entry_date between ${q.startDate} and ${q.endDate}`,
    sql`a.company_id = ${companyId}`,
  ];
  if (q.accountId) where.push(sql`l.account_id = ${q.accountId}`);
  if (q.sourceType) where.push(sql`e.source_type = ${q.sourceType}`);
  if (q.officeIds?.length)
    where.push(
      sql`l.office_id in (${sql.join(
        q.officeIds.map((o) => sql`${o}`),
        sql`, `,
      )})`,
    );
  const filter = sql.join(where, sql` and `);
  const from = sql`from journal_lines l join journal_entries e on e.id = l.entry_id join gl_accounts a on a.id = l.account_id`;
  const [totals] = await rows<{ n: number; debit: string | null; credit: string | null }>(
    db,
    sql`select count(*)::int as n, sum(l.debit)::text as debit, sum(l.credit)::text as credit ${from} where ${filter}`,
  );
  const data = await rows<LineRow>(
    db,
    sql`select l.id::text as "lineId", l.entry_id as "entryId", l.entry_date::text as "entryDate",
               e.source_type as "sourceType", e.source_id as "sourceId", e.reference, e.memo as "entryMemo",
               l.account_id as "accountId", a.code, a.name, l.office_id as "officeId",
               l.debit::text as debit, l.credit::text as credit, l.memo
          ${from} where ${filter}
         order by l.entry_date, l.entry_id, l.line_number
         offset ${q.offset} limit ${q.limit}`,
  );
  let openingBalance: string | null = null;
  if (q.accountId) {
    const [acct] = await rows<{ id: number }>(
      db,
      sql`select id from gl_accounts where id = ${q.accountId} and company_id = ${companyId}`,
    );
    if (!acct) throw notFound('account');
    const sums =
      q.startDate > EARLIEST
        ? await sumsByColumn(db, [{ n: 1, start: EARLIEST, end: dayBefore(q.startDate) }], {
            companyId,
            officeIds: q.officeIds,
          })
        : [];
    const own = sums.find((s) => s.accountId === q.accountId);
    openingBalance = moneyString(own ? toDecimal(own.debit).minus(toDecimal(own.credit)) : 0);
  }
  return {
    data: data.map((r) => ({
      lineId: Number(r.lineId),
      entryId: Number(r.entryId),
      entryDate: r.entryDate,
      sourceType: r.sourceType,
      sourceId: r.sourceId === null ? null : Number(r.sourceId),
      reference: r.reference,
      entryMemo: r.entryMemo,
      account: { id: Number(r.accountId), code: r.code, name: r.name },
      officeId: Number(r.officeId),
      debit: moneyString(r.debit),
      credit: moneyString(r.credit),
      memo: r.memo,
    })),
    count_filtered: Number(totals?.n ?? 0),
    totals: { debit: moneyString(totals?.debit ?? 0), credit: moneyString(totals?.credit ?? 0) },
    openingBalance,
  };
}

export const ADJUSTMENT_SOURCES = ['Adjustment', 'Reversal'] as const;

/** Adjusting and reversing entries of a date range, newest last, with their lines. */
export async function adjustments(db: Db, q: AdjustmentsQuery): Promise<AdjustmentsReport> {
  const companyId = await companyOf(db, q.companyId);
  const filter = sql`e.company_id = ${companyId} and e.entry_date between ${q.startDate} and ${q.endDate}
                     and e.source_type in ('Adjustment', 'Reversal')`;
  const [count] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from journal_entries e where ${filter}`,
  );
  const entries = await rows<Omit<AdjustmentEntry, 'lines'>>(
    db,
    sql`select e.id, e.entry_date::text as "entryDate", e.source_type as "sourceType", e.memo, e.reference,
               e.reverses_entry_id as "reversesEntryId", e.adjusts_entry_id as "adjustsEntryId", e.total::text as total
          from journal_entries e where ${filter}
         order by e.entry_date, e.id offset ${q.offset} limit ${q.limit}`,
  );
  const ids = entries.map((e) => Number(e.id));
  const lines =
    ids.length === 0
      ? []
      : await rows<{
          entryId: number;
          lineNumber: number;
          accountId: number;
          code: string;
          name: string;
          debit: string;
          credit: string;
          memo: string | null;
        }>(
          db,
          sql`select l.entry_id as "entryId", l.line_number as "lineNumber", l.account_id as "accountId", a.code, a.name,
                     l.debit::text as debit, l.credit::text as credit, l.memo
                from journal_lines l join gl_accounts a on a.id = l.account_id
               where l.entry_id in (${sql.join(
                 ids.map((i) => sql`${i}`),
                 sql`, `,
               )})
               order by l.entry_id, l.line_number`,
        );
  return {
    count_filtered: Number(count?.n ?? 0),
    data: entries.map((e) => ({
      ...e,
      id: Number(e.id),
      reversesEntryId: e.reversesEntryId === null ? null : Number(e.reversesEntryId),
      adjustsEntryId: e.adjustsEntryId === null ? null : Number(e.adjustsEntryId),
      total: moneyString(e.total),
      lines: lines
        .filter((l) => Number(l.entryId) === Number(e.id))
        .map((l) => ({
          lineNumber: Number(l.lineNumber),
          account: { id: Number(l.accountId), code: l.code, name: l.name },
          debit: moneyString(l.debit),
          credit: moneyString(l.credit),
          memo: l.memo,
        })),
    })),
  };
}
