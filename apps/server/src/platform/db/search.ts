import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';

/**
 * The typeahead searches count their matches exactly up to this many; above it they answer
 * SEARCH_COUNT_CAP + 1, read "more than SEARCH_COUNT_CAP" (counting every match of a two-letter
 * query reads much of a large table). The `search/count` endpoints stay exact.
 */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many rows, in the order of a search, are read on the sort order's btree index looking for a
 * page of matches before the matches are rather found through the trigram index and sorted.
 */
export const SEARCH_WALK_ROWS = 20_000;

/**
 * Past the first SEARCH_WALK_ROWS rows, matches this many or more (by the planner's estimate) are dense
 * enough that walking on in sort order finds a page sooner than fetching and sorting them all.
 */
export const SEARCH_DENSE_MATCHES = 100_000;

/** The planner's estimate of the rows a query returns (EXPLAIN, nothing executed). */
export async function estimatedRows(db: Db, query: SQL): Promise<number> {
  const result = await db.execute(sql`explain (format json) ${query}`);
  const rows = ((result as any).rows ?? result) as Record<string, unknown>[];
  const plan = Object.values(rows[0])[0];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Number(parsed[0].Plan['Plan Rows']);
}

/**
 * The rows of `table` that `where` selects, counted no further than SEARCH_COUNT_CAP + 1. With
 * `useIndexes` sequential scans are ruled out for this statement. The searches ask for it when a
 * trigram index serves the query (three characters or more) and the planner expects fewer than
 * SEARCH_DENSE_MATCHES matches: the planner then expects to meet the first 1,001 matches early in a
 * sequential scan, but they are often clustered late in the heap ('mar': 35 ms against 10 ms through
 * the trigram index on 1,000,000 customers). With more matches the sequential scan is the cheaper.
 */
export async function cappedCount(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  useIndexes = false,
): Promise<number> {
  const run = async (q: Db) => {
    const capped = q
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(where)
      .limit(SEARCH_COUNT_CAP + 1)
      .as('capped');
    const [row] = await q.select({ n: count() }).from(capped);
    return Number(row.n);
  };
  if (!useIndexes) return run(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const n = await run(tx);
    // Within an outer transaction (a savepoint here) the setting would outlive this statement.
    await tx.execute(sql`set local enable_seqscan = on`);
    return n;
  });
}
