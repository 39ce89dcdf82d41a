import os from 'node:os';
import { contactSearchQuerySchema } from '@fieldline/contracts/contacts/contacts.contract';
import { customerSearchQuerySchema } from '@fieldline/contracts/customers/customers.contract';
import pg from 'pg';
import { searchContacts } from '../apps/server/src/modules/contacts/contacts.read';
import { contactSearchStatement } from '../apps/server/src/modules/contacts/contacts.repository';
import { searchCustomers } from '../apps/server/src/modules/customers/customers.read';
import { customerSearchStatement } from '../apps/server/src/modules/customers/customers.repository';
import type { Db } from '../apps/server/src/platform/db/database';
import { namedQuery } from '../apps/server/src/platform/db/search';
import { freshDatabaseUrl } from '../scripts/fresh-database';
import { type BenchApp, ms, percentile, startApp } from './lib';
import { measureHttp, measureSql, type Samples, type SqlLoad, settle, timeOnce } from './search-measure';
import { seedLarge } from './seed-large';

/**
 * Typeahead search on a large book of business (issue 3 item 10): 1,000,000 customers with a location
 * each and 2,000,000 contacts on PostgreSQL. Each endpoint is measured through HTTP (autocannon, in a
 * process of its own) and, in the same run, directly: the very statements the API sends (named, with
 * their parameters) run on PostgreSQL by another client process with a pool as large as the server's.
 * Both sides are a client process calling; the ratio is the cost of the API between them.
 */
// BENCH_SEARCH_DB: another name, so that two checkouts measuring at once do not drop each other's database.
const DB_NAME = process.env.BENCH_SEARCH_DB ?? 'fieldline_bench_customers';
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 2 * CUSTOMERS);
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 6);
const WARM_UP_SECONDS = 2;
// A search slower than this is a failure anyway; cutting it keeps a slow build from stalling the run.
const STATEMENT_TIMEOUT = process.env.BENCH_STATEMENT_TIMEOUT ?? '5s';
const CALLERS = 20;
/** Printed too when a target is missed at CALLERS. */
const LOWER_CALLERS = [1, 4, 10];
const LIMIT = 100;
const P99_TARGET_MS = 20;
const RATIO_TARGET = 1.3;
/** Issue 15 item 6: the customers typeahead's p99 through the API within this of the direct SQL's, at CALLERS. */
const P99_RATIO_TARGET = 1.5;

// 2-, 3- and 5-character queries in turn, so every caller rotates through all three lengths. Word
// prefixes (the search matches the start of words), each of them matching more than 1,000 records,
// so that every search counts to the cap: the most work a one-word query of that length does.
const QUERIES = {
  customers: ['an', 'and', 'ander', 'ro', 'roc', 'rocky', 'ma', 'mar', 'smith', 'co', 'com', 'denta'],
  contacts: ['an', 'and', 'ander', 'ma', 'mar', 'smith', 'ex', 'jen', 'jenni', 'ga', 'gar', 'garci'],
};
type Endpoint = keyof typeof QUERIES;

// What the product's typeahead pickers send (CustomerSelect, LinkContactModal): active records only and the
// fields they show (spec 1 section 7.8 names id, name and accountNumber for customers; the contact picker
// shows the name and e-mail address), so the search reads nothing else.
const FIELDS: Record<Endpoint, string> = {
  customers: 'id,name,accountNumber',
  contacts: 'id,displayName,email',
};
const searchPath = (endpoint: Endpoint, q: string) =>
  `/v1/${endpoint}/search?query=${encodeURIComponent(q)}&isActive=true&limit=${LIMIT}&fields=${FIELDS[endpoint]}`;

// The two halves of each search, on their own: the page walked on the prefix index and the exact count of
// the prefix's rows (every query here is one word of at most 5 characters, so the prefix is the query).
const PAGE_SQL: Record<Endpoint, string> = {
  customers: `select id from customer_search_prefixes where prefix = lower($1) and is_active order by name, id limit ${LIMIT}`,
  contacts: `select id from contact_search_prefixes where prefix = lower($1) and is_active
             order by last_name, first_name, id limit ${LIMIT}`,
};
const COUNT_SQL: Record<Endpoint, string> = {
  customers: 'select count(*)::int as n from customer_search_prefixes where prefix = lower($1) and is_active',
  contacts: 'select count(*)::int as n from contact_search_prefixes where prefix = lower($1) and is_active',
};

// Parsed once per query, as the route does before its handler runs.
const PARSED = {
  customers: new Map(
    QUERIES.customers.map((q) => [
      q,
      customerSearchQuerySchema.parse({ query: q, isActive: 'true', limit: LIMIT, fields: FIELDS.customers }),
    ]),
  ),
  contacts: new Map(
    QUERIES.contacts.map((q) => [
      q,
      contactSearchQuerySchema.parse({ query: q, isActive: 'true', limit: LIMIT, fields: FIELDS.contacts }),
    ]),
  ),
};

/** The route handler's own function on the app's pool: the search without HTTP. */
function handlerCall(db: Db, endpoint: Endpoint): (q: string) => Promise<unknown> {
  if (endpoint === 'customers') return (q) => searchCustomers(db, PARSED.customers.get(q)!);
  return (q) => searchContacts(db, PARSED.contacts.get(q)!);
}

/** The statement each query's search sends, with its name and parameters, for running it directly. */
function statementsOf(endpoint: Endpoint): SqlLoad['statements'] {
  return QUERIES[endpoint].map((q) => {
    if (endpoint === 'customers') {
      return { ...namedQuery(customerSearchStatement(PARSED.customers.get(q)!)), queryLength: q.length };
    }
    const p = PARSED.contacts.get(q)!;
    const statement = contactSearchStatement(
      { query: p.query, isActive: p.isActive },
      p.offset,
      p.limit,
      p.fields,
    );
    return { ...namedQuery(statement), queryLength: q.length };
  });
}

/** New sessions on the bench database stop a statement after STATEMENT_TIMEOUT. */
async function cutSlowStatements(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`alter database ${DB_NAME} set statement_timeout = '${STATEMENT_TIMEOUT}'`);
  } finally {
    await admin.end();
  }
}

/** A fresh database, migrated, with the demo data and the bulk rows; slow searches are cut there. */
async function freshSeeded(serverUrl: string): Promise<BenchApp> {
  const url = await freshDatabaseUrl(serverUrl, DB_NAME);
  await cutSlowStatements(serverUrl);
  const started = performance.now();
  console.log(
    `  Seeding ${n(CUSTOMERS)} customers (a location and addresses each) and ${n(CONTACTS)} contacts:`,
  );
  const bench = await startApp(url, () =>
    seedLarge(url, { customers: CUSTOMERS, contacts: CONTACTS }, console.log),
  );
  console.log(`  Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  return bench;
}

/** BENCH_REUSE=1: measure again on the database an earlier run seeded, when it holds enough rows. */
async function reuseSeeded(serverUrl: string): Promise<BenchApp | undefined> {
  if (process.env.BENCH_REUSE !== '1') return undefined;
  const u = new URL(serverUrl);
  u.pathname = `/${DB_NAME}`;
  const url = u.toString();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from customers');
    if (rows[0].n < CUSTOMERS) return undefined;
    console.log(`  Reusing ${DB_NAME} (${n(rows[0].n)} customers) from an earlier run.`);
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
  await cutSlowStatements(serverUrl);
  return startApp(url);
}

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const n = (v: number) => v.toLocaleString('en-US');

export async function runCustomerSearchBench(): Promise<void> {
  console.log('\nCustomer and contact search (typeahead, limit 100).');
  if (!process.env.DATABASE_URL) {
    console.log(
      '  Skipped: needs PostgreSQL. Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to seed\n' +
        `  ${n(CUSTOMERS)} customers and ${n(CONTACTS)} contacts into a fresh database and measure.`,
    );
    return;
  }
  const bench =
    (await reuseSeeded(process.env.DATABASE_URL)) ?? (await freshSeeded(process.env.DATABASE_URL));
  const { db, executeSql } = bench.database;
  try {
    // What each query costs on its own, as SQL (single calls: figures of a few tenths of a millisecond vary
    // from run to run). The API is measured below, by a load generator as a client would call it.
    console.log(
      `\n  One query at a time, ms (handler: the route's function on the pool; page: the prefix walk alone;\n` +
        `  count(*): every match counted). Statements are cut at ${STATEMENT_TIMEOUT}.`,
    );
    console.log(
      `  ${'endpoint'.padEnd(11)}${'query'.padEnd(8)}${'matches'.padStart(9)}${'handler'.padStart(10)}${'page'.padStart(10)}${'count(*)'.padStart(10)}`,
    );
    for (const endpoint of ['customers', 'contacts'] as const) {
      const call = handlerCall(db, endpoint);
      for (const q of QUERIES[endpoint]) {
        await timeOnce(() => call(q)); // warms the caches
        const search = await timeOnce(() => call(q));
        const page = await timeOnce(() => executeSql(PAGE_SQL[endpoint], [q]));
        let matches = '?';
        const count = await timeOnce(async () => {
          matches = n((await executeSql(COUNT_SQL[endpoint], [q])).rows[0].n);
        });
        console.log(
          `  ${endpoint.padEnd(11)}${q.padEnd(8)}${matches.padStart(9)}${ms(search).padStart(10)}${ms(page).padStart(10)}${ms(count).padStart(10)}`,
        );
      }
    }

    // Unrecorded first: every pooled connection prepares the search statements and settles on their plans.
    await measureAt(bench, CALLERS, WARM_UP_SECONDS);
    const rows = await measureAt(bench, CALLERS);
    printResults(rows, CALLERS);
    const p99Ratio = percentile(rows[0].s.all, 99) / percentile(rows[1].s.all, 99);
    console.log(
      `\n  Customers typeahead at ${CALLERS} callers: API p99 ${ms(percentile(rows[0].s.all, 99))} ms / direct SQL p99 ` +
        `${ms(percentile(rows[1].s.all, 99))} ms = ${p99Ratio.toFixed(2)}x (target at most ${P99_RATIO_TARGET}x): ` +
        pass(p99Ratio <= P99_RATIO_TARGET),
    );
    // On two cores the load generator, Node and PostgreSQL share the CPU: at 20 closed-loop callers a
    // p99 under 20 ms needs about 1,000 searches a second. When a target is missed, the same cases at
    // fewer callers show whether the latency is the search's own or the saturated machine's queueing,
    // and how the API's share changes with the load.
    const missed = (api: Case, direct: Case) =>
      percentile(api.s.all, 99) >= P99_TARGET_MS ||
      [50, 99].some((p) => percentile(api.s.all, p) / percentile(direct.s.all, p) > RATIO_TARGET);
    if (missed(rows[0], rows[1]) || missed(rows[2], rows[3])) {
      for (const callers of LOWER_CALLERS) printResults(await measureAt(bench, callers), callers);
    }
  } finally {
    await bench.close();
  }
}

/** `load`: the machine's 1-minute load average when the case started (other work on it skews the figures). */
type Case = { name: string; s: Samples; load: number };

/** Each endpoint through HTTP, then its SQL run directly, with `callers` concurrent callers. */
async function measureAt(bench: BenchApp, callers: number, seconds = SECONDS): Promise<Case[]> {
  const { executeSql } = bench.database;
  const rows: Case[] = [];
  for (const endpoint of ['customers', 'contacts'] as const) {
    const apiLoad = os.loadavg()[0];
    const api = await measureHttp({
      base: bench.base,
      token: bench.token,
      path: (q) => searchPath(endpoint, q),
      queries: QUERIES[endpoint],
      connections: callers,
      seconds,
    });
    await settle(executeSql);
    const directLoad = os.loadavg()[0];
    const direct = await measureSql({
      url: bench.url,
      poolSize: bench.poolSize,
      statements: statementsOf(endpoint),
      callers,
      seconds,
      warmUpSeconds: WARM_UP_SECONDS,
    });
    await settle(executeSql);
    rows.push(
      { name: `${endpoint} API`, s: api, load: apiLoad },
      { name: `${endpoint} direct`, s: direct, load: directLoad },
    );
  }
  return rows;
}

function printResults(rows: Case[], callers: number) {
  console.log(
    `\n  ${callers} concurrent caller${callers === 1 ? '' : 's'}, ${SECONDS} s per case; queries rotate over 2, 3 and 5 characters.` +
      `\n  Machine load average (1 min) ${rows.map((r) => r.load.toFixed(1)).join(', ')} before each case (2 cores, shared).`,
  );
  console.log(
    `  ${'case'.padEnd(18)}${'calls'.padStart(7)}${'req/s'.padStart(8)}${'errors'.padStart(8)}${'p50 ms'.padStart(10)}${'p99 ms'.padStart(10)}` +
      `${'API/direct p50'.padStart(16)}${'p99'.padStart(7)}   targets: p99 < ${P99_TARGET_MS} ms; API within ${RATIO_TARGET}x`,
  );
  for (let i = 0; i < rows.length; i += 2) {
    const [api, direct] = [rows[i].s, rows[i + 1].s];
    const ratio50 = percentile(api.all, 50) / percentile(direct.all, 50);
    const ratio99 = percentile(api.all, 99) / percentile(direct.all, 99);
    for (const r of [rows[i], rows[i + 1]]) {
      const isApi = r.s === api;
      const p99 = percentile(r.s.all, 99);
      const ratios = isApi
        ? `${ratio50.toFixed(2).padStart(16)}${ratio99.toFixed(2).padStart(7)}`
        : ''.padStart(23);
      const verdict = `p99 ${pass(p99 < P99_TARGET_MS)}${isApi ? `; ratio ${pass(ratio50 <= RATIO_TARGET && ratio99 <= RATIO_TARGET)}` : ''}`;
      console.log(
        `  ${r.name.padEnd(18)}${String(r.s.all.length).padStart(7)}${(r.s.all.length / SECONDS).toFixed(0).padStart(8)}${String(r.s.errors).padStart(8)}` +
          `${ms(percentile(r.s.all, 50)).padStart(10)}${ms(p99).padStart(10)}${ratios}   ${verdict}`,
      );
    }
  }
  console.log('\n  By query length, p50 / p99 ms:');
  console.log(
    `  ${'case'.padEnd(18)}${'2 chars'.padStart(22)}${'3 chars'.padStart(22)}${'5 chars'.padStart(22)}`,
  );
  for (const r of rows) {
    const cells = [2, 3, 5].map((len) => {
      const s = r.s.byLength.get(len) ?? [];
      return `${ms(percentile(s, 50))} / ${ms(percentile(s, 99))}`.padStart(22);
    });
    console.log(`  ${r.name.padEnd(18)}${cells.join('')}`);
  }
}
