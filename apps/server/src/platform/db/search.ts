import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { wantsField } from '../http/fields';
import type { Db } from './database';

/**
 * The typeahead searches count their matches exactly up to this many; above it they answer
 * SEARCH_COUNT_CAP + 1, read "more than SEARCH_COUNT_CAP" (counting every match of a two-letter
 * query reads much of a large table). The `search/count` endpoints stay exact.
 */
export const SEARCH_COUNT_CAP = 1000;

/*
 * Word-prefix search (docs/decisions/006-typeahead-word-prefix-search.md).
 *
 * A record's searched text is split into words (runs of letters and digits, lower-cased). A query
 * matches a record when every word of the query begins some word of the record: 'ander' finds
 * "Anderson Plumbing", 'j smi' finds "Jane Smith"; 'son' does not find "Anderson".
 *
 * Each searchable table has a prefix table, kept in step by a trigger (migration 0009): one row per
 * record and distinct prefix of its words (every length from 1 to 20 characters; SQL function
 * search_prefixes), keyed (prefix, sort columns..., id). The rows of one prefix are therefore already
 * in the search order, and a page is a short index-only walk.
 *
 * The SQL function search_query(text) turns the query into:
 *   key      the prefix walked: that of the longest query word
 *   others   the prefixes of the other words, each looked up for the same record in the primary key
 *   patterns one regular expression per query word ('(^|[^[:alnum:]])word')
 *   recheck  true when a word is longer than 20 characters: the record's own text is then tested
 *            against the patterns while walking
 * A query without any word (only punctuation) has a null key and matches nothing.
 */

/** The CTE `q` every prefix search starts with. */
export const searchQueryCte = (query: string) =>
  sql`q as materialized (select key, others, patterns, recheck from search_query(${query}))`;

/**
 * The prefix rows `p` of the walk: their prefix is the key and the other words' prefixes exist for the
 * same record (looked up in the prefix table's primary key, index-only).
 * `same` names the key columns after the prefix, e.g. ['name', 'id'].
 */
export function prefixWalk(prefixTable: string, same: string[]): SQL {
  const table = sql.identifier(prefixTable);
  const sameRecord = sql.raw(same.map((c) => `o.${c} = p.${c}`).join(' and '));
  return sql`p.prefix = (select key from q)
    and (cardinality((select others from q)) = 0
      or (select count(*) from ${table} o where o.prefix = any((select others from q)::text[]) and ${sameRecord})
         = cardinality((select others from q)))`;
}

/** The record's text (on the base row) holds every query word at the start of a word. */
export const wordsMatch = (text: SQL) => sql`lower(${text}) ~ all((select patterns from q)::text[])`;

/** Whether the walk must test the record's own text (a query word over 20 characters). */
export const needsRecheck = sql`(select recheck from q)`;

/**
 * The end of a search statement: the capped count of the rows `matching` selects (no further than
 * SEARCH_COUNT_CAP + 1) beside each row of the page `rows`, in `order` (on `r`). Always at least one
 * row: with an empty page, one row of the count and nulls.
 */
export const countAndRows = (matching: SQL, rows: SQL, order: SQL) =>
  sql`select n.count, r.* from (select count(*)::int as count from (${matching} limit ${SEARCH_COUNT_CAP + 1}) m) n
    left join lateral (${rows}) r on true
    order by ${order}`;

const dialect = new PgDialect();
const names = new Map<string, string>();

/**
 * Runs one statement as a named prepared statement and answers its rows: on PostgreSQL each connection
 * parses it once and, after a few runs, reuses a generic plan (planning a search statement costs about
 * as much as running it). Statements differing only in their parameters share a name.
 */
export async function queryRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const query = dialect.sqlToQuery(statement);
  const result = await db._.session.prepareQuery(query, undefined, statementName(query.sql), false).execute();
  return ((result as { rows?: T[] }).rows ?? result) as T[];
}

/**
 * A statement built once per shape: `build` runs with each value of `a` replaced by a placeholder, and the
 * text (rendered by drizzle, which costs about 0.3 ms for a search statement) is kept for every later call
 * of the same shape; a call then only fills in its values. The shape is what `build` may branch on: which
 * values are given, those that are falsy (false, 0, ''), arrays and objects as they are, and the `keep` keys
 * (e.g. `fields`) as they are. `build` must use the other values only as values (no comparisons, no string
 * methods): placeholders stand in for them.
 */
export function byShape<A extends object>(build: (a: A) => SQL, keep: (keyof A & string)[] = []) {
  const cache = new Map<string, { sql: string; params: unknown[]; name: string }>();
  return async function run<T>(db: Db, a: A): Promise<T[]> {
    const stand: Record<string, unknown> = {};
    const shape: unknown[] = [];
    for (const [k, v] of Object.entries(a)) {
      const asIs = !v || typeof v === 'object' || keep.includes(k as keyof A & string);
      stand[k] = asIs ? v : sql.placeholder(k);
      shape.push(k, asIs ? v : typeof v);
    }
    const key = JSON.stringify(shape);
    let hit = cache.get(key);
    if (!hit) {
      const query = dialect.sqlToQuery(build(stand as A));
      hit = { ...query, name: statementName(query.sql) };
      // Shapes that carry arrays are as many as their values: start again rather than grow without end.
      if (cache.size >= 500) cache.clear();
      cache.set(key, hit);
    }
    const result = await db._.session
      .prepareQuery(hit, undefined, hit.name, false)
      .execute(a as Record<string, unknown>);
    return ((result as { rows?: T[] }).rows ?? result) as T[];
  };
}

/** The prepared statement's name: statements differing only in their parameters share one. */
function statementName(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

/** A statement as queryRows sends it (name, text, parameters): what a client runs to repeat it directly. */
export function namedQuery(statement: SQL): { name: string; text: string; values: unknown[] } {
  const query = dialect.sqlToQuery(statement);
  return { name: statementName(query.sql), text: query.sql, values: query.params };
}

/**
 * `expr as "name"` when `fields` asks for the field `name` (or for everything), otherwise `null as "name"`:
 * a search sends and parses only the columns its caller shows; the route's projection drops the rest.
 */
export function fieldColumn(
  fields: string | undefined,
  name: string,
  expr: SQL,
  wanted = wantsField(fields, name),
) {
  return sql`${wanted ? expr : sql`null`} as ${sql.identifier(name)}`;
}
