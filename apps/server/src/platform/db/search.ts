import { asc, count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
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

export interface OrderedWalk {
  /** The searched table and the name the filter's SQL uses for it. */
  table: PgTable;
  tableName: string;
  /** The columns the filter reads plus the order columns, all held by the sort index (index-only). */
  columns: Record<string, PgColumn>;
  /** Keys of `columns` giving the search order; the last one is the unique id. */
  order: string[];
  where: SQL | undefined;
  offset: number;
  limit: number;
  /** The planner's estimate of all matches. */
  estimate: number;
}

/**
 * The ids of a page found by walking the sort-order index. First over the first SEARCH_WALK_ROWS rows
 * in search order: when they hold the page, these are the first matches of all. When they do not, on
 * through the whole index if the planner expects matches dense enough (SEARCH_DENSE_MATCHES); else
 * undefined, and the caller fetches the matches through the trigram index and sorts them.
 */
export async function walkInOrder(db: Db, w: OrderedWalk): Promise<number[] | undefined> {
  const idKey = w.order[w.order.length - 1];
  if (w.offset + w.limit <= SEARCH_WALK_ROWS) {
    // The subquery takes the table's name, so `where` applies to it as it is.
    const first = db
      .select(w.columns)
      .from(w.table)
      .orderBy(...w.order.map((k) => asc(w.columns[k])))
      .limit(SEARCH_WALK_ROWS)
      .as(w.tableName) as unknown as Record<string, PgColumn>;
    const rows = await db
      .select({ id: first[idKey] })
      .from(first as any)
      .where(w.where)
      .orderBy(...w.order.map((k) => asc(first[k])))
      .offset(w.offset)
      .limit(w.limit);
    if (rows.length === w.limit) return rows.map((r) => Number(r.id));
  }
  if (w.estimate < SEARCH_DENSE_MATCHES) return undefined;
  const rows = await db
    .select({ id: w.columns[idKey] })
    .from(w.table)
    .where(w.where)
    .orderBy(...w.order.map((k) => asc(w.columns[k])))
    .offset(w.offset)
    .limit(w.limit);
  return rows.map((r) => Number(r.id));
}
