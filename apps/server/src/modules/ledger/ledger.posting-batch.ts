import { sql } from 'drizzle-orm';
import { insertRows } from '../../platform/db/bulk-insert';
import type { Db } from '../../platform/db/database';
import {
  assertOwnsAccounts,
  checkedLines,
  defaultCompanyId,
  entryRow,
  lineRows,
  openPeriodFor,
  type PostingInput,
  postableAccounts,
  postEntry,
} from './ledger.posting';
import { journalEntries, journalLines } from './ledger.table';

/**
 * Posts many entries with the rules `postEntry` applies to one (rounding, balance, accounts that exist, are
 * active and may take the source's lines, an open period), in a few statements whatever their number: ids
 * taken from the sequence at once, the entries in one INSERT, the lines in another (the statement trigger
 * checks each entry's balance and keeps gl_period_balances for all of them). Answers each input's entry, or
 * null where nothing was left to post, in the inputs' order. Any refusal refuses the whole batch.
 */
export async function postEntries(db: Db, inputs: PostingInput[]): Promise<({ id: number } | null)[]> {
  if (inputs.length <= 1) return Promise.all(inputs.map((input) => postEntry(db, input)));
  const fallback = await defaultCompanyId(db);
  const companies = new Set(inputs.map((i) => i.companyId ?? fallback));
  if (companies.size > 1) {
    const out: ({ id: number } | null)[] = [];
    for (const input of inputs) out.push(await postEntry(db, input));
    return out;
  }
  const [companyId] = companies;
  const checked = inputs.map((input) => ({ input, checked: checkedLines(input) }));
  const posting = checked.flatMap((c) => (c.checked ? [{ input: c.input, ...c.checked }] : []));
  if (posting.length === 0) return inputs.map(() => null);
  const accounts = await postableAccounts(
    db,
    companyId,
    posting.flatMap((p) => p.lines.map((l) => l.accountId)),
  );
  for (const p of posting) assertOwnsAccounts(p.input, accounts);
  const periods = new Map<string, number>();
  for (const date of new Set(posting.map((p) => p.input.entryDate)))
    periods.set(date, (await openPeriodFor(db, companyId, date)).id);

  const result = (await db.execute(
    sql`select nextval(pg_get_serial_sequence('journal_entries', 'id'))::int as id
          from generate_series(1, ${posting.length})`,
  )) as any;
  const ids = ((result.rows ?? result) as { id: number }[]).map((r) => Number(r.id));
  const entries = posting.map((p, i) => ({
    id: ids[i],
    ...entryRow(companyId, periods.get(p.input.entryDate) as number, p.input, p.debits),
  }));
  await insertRows(db, journalEntries, entries);
  // One statement for all lines: the trigger checks every entry's balance over the rows of its statement.
  await insertRows(
    db,
    journalLines,
    posting.flatMap((p, i) => lineRows(ids[i], periods.get(p.input.entryDate) as number, p.input, p.lines)),
  );

  const entryOf = new Map(posting.map((p, i) => [p.input, { id: ids[i] }]));
  return inputs.map((input) => entryOf.get(input) ?? null);
}
