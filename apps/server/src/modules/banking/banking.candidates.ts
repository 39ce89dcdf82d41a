import type { BookLine, Suggestion } from '@fieldline/contracts/banking/matching.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';

/**
 * Match candidates, found set-based for any number of bank transactions of one account at once (the bank
 * benchmark runs 100,000 through the same statements). A candidate is a ledger line on the bank's GL
 * account, of an entry neither reversed nor a reversal, not yet matched nor cleared, with the same signed
 * amount, booked from 30 days before the bank date to 5 days after (checks clear late; card batches settle
 * a day or two after the payment). Scores, out of 100: the amount 50; the date 25 on the day, 3 less per day
 * apart; the reference (check number) 15; the payee naming the customer or supplier, or found in the entry's memo, 10 (4 for the name's first word).
 */

export const DAYS_BEFORE = 30;
export const DAYS_AFTER = 5;

/** Ledger lines on the account's GL account still open for matching, dated within the window of `dates`. */
export function openBookLines(accountId: number, dateFilter: SQL): SQL {
  return sql`select jl.id as line_id, jl.entry_id, jl.entry_date, (jl.debit - jl.credit) as amount,
      je.source_type, je.source_id, je.reference, je.memo
    from journal_lines jl
    join bank_accounts ba on ba.gl_account_id = jl.account_id and ba.id = ${accountId}
    join journal_entries je on je.id = jl.entry_id
    where je.reversed_by_entry_id is null and je.reverses_entry_id is null and ${dateFilter}
      and not exists (select 1 from bank_match_lines m where m.journal_line_id = jl.id)
      and not exists (select 1 from bank_reconciliation_lines r where r.journal_line_id = jl.id)`;
}

/** The customer or supplier on any line of the entry: who the bank line should name. */
export const partySql = (entryId: SQL) => sql`(select coalesce(c.name, s.name) from journal_lines x
    left join customers c on c.id = x.customer_id left join suppliers s on s.id = x.supplier_id
    where x.entry_id = ${entryId} and (x.customer_id is not null or x.supplier_id is not null) limit 1)`;

/** The unmatched transactions of the account to consider: all, or those ids. */
function transactionsSql(accountId: number, ids: number[] | null): SQL {
  return sql`select id, txn_date, amount, lower(payee) as payee, lower(memo) as memo,
      lower(coalesce(reference, '')) as ref
    from bank_transactions
    where bank_account_id = ${accountId} and status = 'Unmatched'
      ${ids ? sql`and id = any(${`{${ids.join(',')}}`}::int[])` : sql``}`;
}

/** Every one-to-one candidate pair with its score (a SQL fragment other statements build on). */
export function scoredPairsSql(accountId: number, ids: number[] | null): SQL {
  const window = sql`jl.entry_date between (select min(txn_date) from t) - ${DAYS_BEFORE}::int
    and (select max(txn_date) from t) + ${DAYS_AFTER}::int`;
  return sql`with t as materialized (${transactionsSql(accountId, ids)}),
    b as materialized (${openBookLines(accountId, window)}),
    p as (
      select t.id as txn_id, b.line_id, b.entry_id, abs(t.txn_date - b.entry_date) as days,
        50 + greatest(0, 25 - 3 * abs(t.txn_date - b.entry_date))
          + case when t.ref <> '' and (lower(coalesce(b.reference, '')) = t.ref
              or position(t.ref in lower(coalesce(b.memo, ''))) > 0) then 15 else 0 end
          + case when length(t.payee) < 3 then 0
              -- The bank echoing what the entry was written for ("OFFICE RENT, GARDEN OF TH").
              when length(t.payee) >= 5 and position(t.payee in lower(coalesce(b.memo, ''))) > 0 then 10
              else coalesce((
              select max(case when position(lower(coalesce(c.name, s.name)) in t.payee) > 0 then 10
                when length(split_part(lower(coalesce(c.name, s.name)), ' ', 1)) >= 3
                  and position(split_part(lower(coalesce(c.name, s.name)), ' ', 1) in t.payee) > 0 then 4
                else 0 end)
              from journal_lines x
              left join customers c on c.id = x.customer_id left join suppliers s on s.id = x.supplier_id
              where x.entry_id = b.entry_id and (x.customer_id is not null or x.supplier_id is not null)
            ), 0) end as score
      from t join b on b.amount = t.amount
        and b.entry_date between t.txn_date - ${DAYS_BEFORE}::int and t.txn_date + ${DAYS_AFTER}::int
    )`;
}

interface PairRow {
  txn_id: number;
  line_id: string | number;
  score: number;
}

interface LineRow {
  line_id: string | number;
  entry_id: number;
  entry_date: string;
  amount: string;
  source_type: string;
  source_id: number | null;
  reference: string | null;
  memo: string | null;
  party: string | null;
}

export const toBookLine = (r: LineRow): BookLine => ({
  journalLineId: Number(r.line_id),
  entryId: r.entry_id,
  date: String(r.entry_date).slice(0, 10),
  amount: String(r.amount),
  sourceType: r.source_type,
  sourceId: r.source_id,
  reference: r.reference,
  memo: r.memo,
  party: r.party,
});

/** The given ledger lines as book lines (with their party). */
export async function bookLines(db: Db, lineIds: number[]): Promise<Map<number, BookLine>> {
  if (lineIds.length === 0) return new Map();
  const rows = rowsOf<LineRow>(
    await db.execute(sql`select jl.id as line_id, jl.entry_id, jl.entry_date, (jl.debit - jl.credit) as amount,
        je.source_type, je.source_id, je.reference, je.memo, ${partySql(sql`jl.entry_id`)} as party
      from journal_lines jl join journal_entries je on je.id = jl.entry_id
      where jl.id = any(${`{${lineIds.join(',')}}`}::bigint[])`),
  );
  return new Map(rows.map((r) => [Number(r.line_id), toBookLine(r)]));
}

/**
 * Up to `per` suggestions for each of the given unmatched transactions, best first: single lines, then a
 * day's lines that together make a deposit, then the saved rules whose payee text the bank line contains.
 */
export async function suggestionsFor(
  db: Db,
  accountId: number,
  ids: number[],
  per = 3,
): Promise<Map<number, Suggestion[]>> {
  const out = new Map<number, Suggestion[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const pairs = rowsOf<PairRow>(
    await db.execute(sql`${scoredPairsSql(accountId, ids)}
      select txn_id, line_id, score from (
        select p.*, row_number() over (partition by txn_id order by score desc, days, line_id) as n from p
      ) ranked where n <= ${per} order by txn_id, n`),
  );
  const groups = await groupSuggestions(db, accountId, ids);
  const lineIds = [...new Set([...pairs.map((p) => Number(p.line_id)), ...groups.flatMap((g) => g.lines)])];
  const lines = await bookLines(db, lineIds);
  for (const p of pairs) {
    const line = lines.get(Number(p.line_id));
    if (line)
      out.get(p.txn_id)?.push({ kind: 'Line', score: p.score, lines: [line], ruleId: null, account: null });
  }
  for (const g of groups) {
    const list = out.get(g.txnId);
    if (!list || list.length >= per) continue;
    list.push({
      kind: 'Group',
      score: g.score,
      lines: g.lines.flatMap((l) => lines.get(l) ?? []),
      ruleId: null,
      account: null,
    });
  }
  for (const r of await ruleSuggestions(db, accountId, ids)) {
    const list = out.get(r.txn_id);
    if (!list || list.length >= per) continue;
    list.push({ kind: 'Rule', score: 0, lines: [], ruleId: r.rule_id, account: r.account });
  }
  return out;
}

/**
 * A deposit of several checks: the open lines of one entry date (up to 5 days before the bank date) that sum
 * exactly to an unmatched deposit with no single-line candidate. Scored 50 for the amount plus the date.
 */
async function groupSuggestions(db: Db, accountId: number, ids: number[]) {
  const window = sql`jl.entry_date between (select min(txn_date) from t) - 5 and (select max(txn_date) from t)`;
  const rows = rowsOf<{ txn_id: number; lines: (string | number)[]; score: number }>(
    await db.execute(sql`with t as materialized (${transactionsSql(accountId, ids)}),
      b as materialized (${openBookLines(accountId, window)}),
      days as (select entry_date, sum(amount) as total, array_agg(line_id order by line_id) as lines
        from b where amount > 0 group by entry_date having count(*) between 2 and 50)
      select t.id as txn_id, d.lines, 50 + greatest(0, 25 - 3 * (t.txn_date - d.entry_date)) as score
      from t join days d on d.total = t.amount and d.entry_date between t.txn_date - 5 and t.txn_date
      where t.amount > 0`),
  );
  return rows.map((r) => ({ txnId: r.txn_id, lines: r.lines.map(Number), score: r.score }));
}

async function ruleSuggestions(db: Db, accountId: number, ids: number[]) {
  return rowsOf<{ txn_id: number; rule_id: number; account: string }>(
    await db.execute(sql`select distinct on (t.id) t.id as txn_id, r.id as rule_id,
        a.code || ' ' || a.name as account
      from bank_transactions t
      join bank_rules r on (r.bank_account_id is null or r.bank_account_id = t.bank_account_id)
        and position(lower(r.payee_contains) in lower(t.payee || ' ' || t.memo)) > 0
      join gl_accounts a on a.id = r.account_id
      where t.bank_account_id = ${accountId} and t.id = any(${`{${ids.join(',')}}`}::int[])
      order by t.id, length(r.payee_contains) desc, r.id`),
  );
}
