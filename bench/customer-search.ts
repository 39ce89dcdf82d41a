import { contactSearchQuerySchema } from '@fieldline/contracts/contacts/contacts.contract';
import { customerSearchQuerySchema } from '@fieldline/contracts/customers/customers.contract';
import autocannon from 'autocannon';
import { searchContacts } from '../apps/server/src/modules/contacts/contacts.read';
import { searchCustomers } from '../apps/server/src/modules/customers/customers.read';
import type { Db } from '../apps/server/src/platform/db/database';
import { freshDatabaseUrl } from '../scripts/fresh-database';
import { type BenchApp, ms, percentile, startApp } from './lib';
import { seedLarge } from './seed-large';

/**
 * Typeahead search on a large book of business (issue 3 item 10): 1,000,000 customers with a location
 * each and 2,000,000 contacts on PostgreSQL. Each endpoint is measured through HTTP (autocannon) and,
 * in the same run, by calling the route handler's own function (the same SQL, no HTTP, session or
 * serialization) on the app's pool: the ratio is the cost of the API layer.
 */
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 1_000_000);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 2 * CUSTOMERS);
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 6);
const CONNECTIONS = 20;
const LIMIT = 100;
const P99_TARGET_MS = 20;
const RATIO_TARGET = 1.3;

// 2-, 3- and 5-character queries in turn, so every caller rotates through all three lengths.
const QUERIES = {
  customers: ['an', 'son', 'ander', 'er', 'ber', 'rocky', 'ma', 'ill', 'smith', 'co', 'mar', 'denta'],
  contacts: ['an', 'son', 'ander', 'er', 'ber', 'smith', 'ma', 'ill', 'jenni', 'ez', 'mar', 'garci'],
};
type Endpoint = keyof typeof QUERIES;

interface Samples {
  all: number[];
  byLength: Map<number, number[]>;
  errors: number;
}
const newSamples = (): Samples => ({ all: [], byLength: new Map(), errors: 0 });
function record(s: Samples, queryLength: number, latency: number) {
  s.all.push(latency);
  const list = s.byLength.get(queryLength) ?? [];
  list.push(latency);
  s.byLength.set(queryLength, list);
}

async function measureApi(bench: BenchApp, endpoint: Endpoint, seconds: number): Promise<Samples> {
  const samples = newSamples();
  let lastLength = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const tracker = autocannon(
      {
        url: bench.base,
        connections: CONNECTIONS,
        duration: seconds,
        headers: { authorization: `Bearer ${bench.token}` },
        requests: QUERIES[endpoint].map((q) => ({
          method: 'GET' as const,
          path: `/v1/${endpoint}/search?query=${encodeURIComponent(q)}&limit=${LIMIT}`,
          // Runs synchronously just before the 'response' event of the same request: tags its latency.
          onResponse: (status: number) => {
            lastLength = q.length;
            if (status !== 200) samples.errors++;
          },
        })),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    tracker.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) record(samples, lastLength, responseTime);
    });
  });
  samples.errors += result.errors + result.timeouts;
  return samples;
}

async function measureDirect(call: (q: string) => Promise<unknown>, queries: string[], seconds: number) {
  const samples = newSamples();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, caller) => {
      for (let i = caller; performance.now() < until; i++) {
        const q = queries[i % queries.length];
        const started = performance.now();
        try {
          await call(q);
          record(samples, q.length, performance.now() - started);
        } catch {
          samples.errors++;
        }
      }
    }),
  );
  return samples;
}

function directCall(db: Db, endpoint: Endpoint): (q: string) => Promise<unknown> {
  // Parsed once per query, as the route does before its handler runs.
  if (endpoint === 'customers') {
    const parsed = new Map(
      QUERIES.customers.map((q) => [q, customerSearchQuerySchema.parse({ query: q, limit: LIMIT })]),
    );
    return (q) => searchCustomers(db, parsed.get(q)!);
  }
  const parsed = new Map(
    QUERIES.contacts.map((q) => [q, contactSearchQuerySchema.parse({ query: q, limit: LIMIT })]),
  );
  return (q) => searchContacts(db, parsed.get(q)!);
}

// The count each search returns, alone: on a large table it is usually what dominates.
const COUNT_SQL: Record<Endpoint, string> = {
  customers: 'select count(*) from customers where name ilike $1 or account_number ilike $1',
  contacts: `select count(*) from contacts where (first_name || ' ' || last_name || ' ' || coalesce(email, '')) ilike $1`,
};

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export async function runCustomerSearchBench(): Promise<void> {
  console.log('\nCustomer and contact search (typeahead, limit 100).');
  if (!process.env.DATABASE_URL) {
    console.log(
      '  Skipped: needs PostgreSQL. Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to seed\n' +
        `  ${CUSTOMERS.toLocaleString('en-US')} customers and ${CONTACTS.toLocaleString('en-US')} contacts in a fresh database and measure.`,
    );
    return;
  }
  const url = await freshDatabaseUrl(process.env.DATABASE_URL, 'fieldline_bench_customers');
  const started = performance.now();
  console.log(
    `  Seeding ${CUSTOMERS.toLocaleString('en-US')} customers (with a location and addresses each) and ${CONTACTS.toLocaleString('en-US')} contacts:`,
  );
  const bench = await startApp(url, () =>
    seedLarge(url, { customers: CUSTOMERS, contacts: CONTACTS }, (line) => console.log(line)),
  );
  console.log(`  Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
  const db = bench.database.db;
  try {
    const rows: { name: string; s: Samples; api?: Samples }[] = [];
    const counts: { name: string; s: Samples }[] = [];
    for (const endpoint of ['customers', 'contacts'] as const) {
      const call = directCall(db, endpoint);
      // Warm both paths (JIT, plan and buffer caches) before measuring.
      await measureDirect(call, QUERIES[endpoint], 1);
      await measureApi(bench, endpoint, 1);
      const api = await measureApi(bench, endpoint, SECONDS);
      const direct = await measureDirect(call, QUERIES[endpoint], SECONDS);
      rows.push({ name: `${endpoint} API`, s: api }, { name: `${endpoint} direct`, s: direct, api });
      const count = await measureDirect(
        (q) => bench.database.executeSql(COUNT_SQL[endpoint], [`%${q}%`]),
        QUERIES[endpoint],
        Math.max(2, SECONDS / 2),
      );
      counts.push({ name: `${endpoint} count(*) only`, s: count });
    }

    console.log(
      `\n  ${CONNECTIONS} concurrent callers, ${SECONDS} s per case; queries rotate over 2, 3 and 5 characters.`,
    );
    console.log(
      `  ${'case'.padEnd(20)}${'calls'.padStart(8)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}` +
        `${'API/direct p50'.padStart(16)}${'p99'.padStart(7)}   targets (p99 < ${P99_TARGET_MS} ms; API within ${RATIO_TARGET}x)`,
    );
    for (let i = 0; i < rows.length; i += 2) {
      const api = rows[i].s;
      const direct = rows[i + 1].s;
      const ratio50 = percentile(api.all, 50) / percentile(direct.all, 50);
      const ratio99 = percentile(api.all, 99) / percentile(direct.all, 99);
      for (const [r, isApi] of [
        [rows[i], true],
        [rows[i + 1], false],
      ] as const) {
        const p99 = percentile(r.s.all, 99);
        const ratios = isApi
          ? `${ratio50.toFixed(2).padStart(16)}${ratio99.toFixed(2).padStart(7)}`
          : ''.padStart(23);
        const verdict = isApi
          ? `p99 ${pass(p99 < P99_TARGET_MS)}; ratio ${pass(ratio50 <= RATIO_TARGET && ratio99 <= RATIO_TARGET)}`
          : `p99 ${pass(p99 < P99_TARGET_MS)}`;
        console.log(
          `  ${r.name.padEnd(20)}${String(r.s.all.length).padStart(8)}${ms(percentile(r.s.all, 50)).padStart(9)}` +
            `${ms(p99).padStart(9)}${String(r.s.errors).padStart(8)}${ratios}   ${verdict}`,
        );
      }
    }

    console.log('\n  By query length (p50 / p99 ms):');
    console.log(
      `  ${'case'.padEnd(24)}${'2 chars'.padStart(18)}${'3 chars'.padStart(18)}${'5 chars'.padStart(18)}`,
    );
    for (const r of [...rows, ...counts]) {
      const cells = [2, 3, 5].map((n) => {
        const s = r.s.byLength.get(n) ?? [];
        return `${ms(percentile(s, 50))} / ${ms(percentile(s, 99))}`.padStart(18);
      });
      console.log(`  ${r.name.padEnd(24)}${cells.join('')}`);
    }
  } finally {
    await bench.close();
  }
}
