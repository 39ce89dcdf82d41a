import os from 'node:os';
import { NA_GROUP_NAME } from '@fieldline/contracts/line-items/line-items.contract';
import pg from 'pg';
import { runBilling } from '../apps/server/src/modules/contract-billing/contract-billing.run';
import { runVisitGeneration } from '../apps/server/src/modules/contract-visits';
import { contractListQueries } from '../apps/server/src/modules/contracts/contracts.read';
import type { Db } from '../apps/server/src/platform/db/database';
import { freshDatabaseUrl } from '../scripts/fresh-database';
import { ms, percentile, startApp } from './lib';

/**
 * Service agreements (issue 19 item 9), on PostgreSQL: 10,000 Active agreements with ten-year terms (a third
 * monthly, a third quarterly, a third annual visits), their visits generated set-based (one INSERT ... SELECT
 * for the whole term of every agreement, then one INSERT of the jobs due within 30 days); a second run's new
 * rows (must be 0); and the contract list's database p99 at 20 callers while the generation runs, beside the
 * same list with nothing else running. Targets: generation < 5 s, list p99 < 50 ms.
 */
// Overridable so two measurements can run side by side without dropping each other's database.
const DB_NAME = process.env.BENCH_CONTRACTS_DB ?? 'fieldline_bench_contracts';
const AGREEMENTS = Number(process.env.BENCH_AGREEMENTS ?? 10_000);
const CALLERS = 20;
const GENERATION_TARGET = 5_000;
const BILLING_TARGET = 10_000;
const LIST_TARGET = 50;
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
type Exec = (q: string, p?: unknown[]) => Promise<{ rows: any[] }>;

/**
 * The contract list's statements as GET /v1/contracts sends them (contractListQueries: one of the first ten
 * pages of 50 in the list's order, with customer, location, office, type and status, and the count of all
 * contracts), built by the contracts module itself and run here on 20 connections of their own.
 */
function listStatements(db: Db): { text: string; values: unknown[] }[][] {
  return Array.from({ length: 10 }, (_, page) => {
    const q = contractListQueries(db, { offset: 50 * page, limit: 50 } as never);
    return [q.page.toSQL(), q.count.toSQL()].map((s) => ({ text: s.sql, values: s.params }));
  });
}

async function seed(exec: Exec): Promise<void> {
  await exec(
    `insert into contracts (contract_number, name, customer_id, location_id, office_id, type_id, status_id,
                            start_date, end_date, term_months)
     select 'BC-' || lpad(g::text, 6, '0'), 'Bench agreement ' || g, l.customer_id, l.id,
            (select id from offices order by id limit 1),
            (select id from contract_types where name = 'Maintenance agreement'),
            (select id from contract_statuses where name = 'Active'),
            current_date + (g % 365), current_date + (g % 365) + interval '10 years' - interval '1 day', 120
       from generate_series(1, $1) g
       join lateral (select id, customer_id from locations order by id offset (g % 50) limit 1) l on true`,
    [AGREEMENTS],
  );
  await exec(
    `insert into contract_visit_schedules (contract_id, frequency, day_of_month, job_type_id, horizon_days, description)
     select c.id, (array['Monthly', 'Quarterly', 'Annual'])[1 + c.id % 3], 1 + c.id % 28,
            (select id from job_types where type = 'SVC'), 30, 'Maintenance visit'
       from contracts c where c.contract_number like 'BC-%'`,
  );
  for (const t of ['contracts', 'contract_visit_schedules']) await exec(`vacuum analyze ${t}`);
}

/**
 * The billing run's worst day: every agreement starts on the same first of the month with one priced line
 * (a third billed monthly, quarterly, annually), so the day's run invoices all of them, each through the
 * invoices module (numbering, tax, ledger posting). A second run must make nothing new.
 */
async function billingRun(exec: Exec, db: Parameters<typeof runBilling>[0]): Promise<void> {
  const { rows } = await exec(
    `select (date_trunc('month', current_date) + interval '1 month')::date::text as d`,
  );
  const day: string = rows[0].d;
  await exec(
    `update contracts set start_date = $1::date, end_date = $1::date + interval '10 years' - interval '1 day',
       billing_schedule = (array['Monthly', 'Quarterly', 'Annual'])[1 + id % 3]
     where contract_number like 'BC-%'`,
    [day],
  );
  await exec(`insert into line_item_collections (owner_kind, owner_id)
    select 'Contract', id from contracts where contract_number like 'BC-%'`);
  await exec(
    `insert into line_item_groups (collection_id, name, display_order, is_system, is_na_group)
     select l.id, $1, 100000, true, true from line_item_collections l join contracts c on c.id = l.owner_id
      where l.owner_kind = 'Contract' and c.contract_number like 'BC-%'`,
    [NA_GROUP_NAME],
  );
  await exec(`insert into line_items (collection_id, group_id, item_id, description, quantity, price, subtotal, is_taxable)
    select c.id, g.id, (select min(id) from items where is_active), 'Maintenance plan', 1, 95 + c.owner_id % 200,
      95 + c.owner_id % 200, false
    from line_item_collections c join line_item_groups g on g.collection_id = c.id
    where c.owner_kind = 'Contract' and c.owner_id in (select id from contracts where contract_number like 'BC-%')`);
  await exec('vacuum analyze contracts');
  const b0 = performance.now();
  const first = await db.transaction((tx) => runBilling(tx as never, day, null));
  const took = performance.now() - b0;
  console.log(
    `  billing run (${day}, every agreement's first period due): ${first.invoices.toLocaleString('en-US')} invoices for $${Number(first.total).toLocaleString('en-US')} in ${ms(took)} ms   target < ${BILLING_TARGET} ms: ${pass(took < BILLING_TARGET)}`,
  );
  const r0 = performance.now();
  const again = await db.transaction((tx) => runBilling(tx as never, day, null));
  console.log(
    `  billing second run: ${again.invoices} new invoices in ${ms(performance.now() - r0)} ms   must be 0: ${pass(again.invoices === 0)}`,
  );
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** CALLERS clients reading list pages until `until` settles (or `rounds` each when there is nothing to wait on). */
async function listLoad(
  url: string,
  pages: { text: string; values: unknown[] }[][],
  until: Promise<unknown> | null,
  rounds = 50,
): Promise<number[]> {
  const pool = new pg.Pool({ connectionString: url, max: CALLERS });
  // Every caller's connection is opened before timing: an application's pool is warm, and opening 20
  // sessions at once on 2 cores took up to 0.4 s, which the list's own reads never do.
  const warm = await Promise.all(Array.from({ length: CALLERS }, () => pool.connect()));
  for (const c of warm) {
    for (const statement of pages[0]) await c.query(statement);
    c.release();
  }
  const samples: number[] = [];
  let done = false;
  until?.finally(() => {
    done = true;
  });
  try {
    await Promise.all(
      Array.from({ length: CALLERS }, async () => {
        for (let i = 0; until ? !done : i < rounds; i++) {
          const page = pages[Math.floor(Math.random() * pages.length)];
          samples.push(
            await timed(async () => {
              for (const statement of page) await pool.query(statement);
            }),
          );
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return samples;
}

export async function runContractsBench(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('\ncontracts: skipped (needs DATABASE_URL: a PostgreSQL server)');
    return;
  }
  const url = await freshDatabaseUrl(base, DB_NAME);
  const b = await startApp(url);
  try {
    const exec = b.database.executeSql as unknown as Exec;
    const t0 = Date.now();
    await seed(exec);
    console.log(
      `\ncontracts: PostgreSQL: seeded ${AGREEMENTS.toLocaleString('en-US')} Active agreements (10-year terms; monthly, quarterly, annual visits) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const db = b.database.db;
    const line = (label: string, xs: number[], target?: number) =>
      console.log(
        `  ${label}: p50 ${ms(percentile(xs, 50))} ms, p99 ${ms(percentile(xs, 99))} ms (${xs.length} reads)${
          target ? `   target p99 < ${target} ms: ${pass(percentile(xs, 99) < target)}` : ''
        }`,
      );
    const pages = listStatements(db);
    line(
      `baseline: contract list, ${CALLERS} callers, nothing else running`,
      await listLoad(url, pages, null),
    );

    // The daily run over every Active agreement, in one transaction, while 20 callers read the list.
    let result = { visitsCreated: 0, jobsCreated: 0 };
    const g0 = performance.now();
    const generation = db.transaction(async (tx) => {
      result = await runVisitGeneration(tx as never, null);
    });
    const during = await listLoad(url, pages, generation);
    await generation;
    const took = performance.now() - g0;
    console.log(
      `  generation: ${result.visitsCreated.toLocaleString('en-US')} visits and ${result.jobsCreated.toLocaleString('en-US')} jobs in ${ms(took)} ms   target < ${GENERATION_TARGET} ms: ${pass(took < GENERATION_TARGET)}`,
    );
    line(`contract list, ${CALLERS} callers while the generation runs`, during, LIST_TARGET);
    const { rows } = await exec(
      `select (select count(*)::int from contract_visits) as visits, (select count(*)::int from jobs j
         where exists (select 1 from contract_visits v where v.job_id = j.id)) as jobs`,
    );
    console.log(
      `  rows: ${rows[0].visits.toLocaleString('en-US')} contract_visits, ${rows[0].jobs.toLocaleString('en-US')} visit jobs`,
    );
    const r0 = performance.now();
    const again = await db.transaction(async (tx) => runVisitGeneration(tx as never, null));
    console.log(
      `  second run: ${again.visitsCreated} new visits, ${again.jobsCreated} new jobs in ${ms(performance.now() - r0)} ms   must be 0: ${pass(again.visitsCreated + again.jobsCreated === 0)}`,
    );

    // The same generation with nothing else running (visits cleared, schedules not yet generated): the
    // figure without the 20 list callers competing for the machine's cores.
    await exec('truncate contract_visits cascade');
    await exec('update contract_visit_schedules set generated_through = null');
    const a0 = performance.now();
    const alone = await db.transaction(async (tx) => runVisitGeneration(tx as never, null));
    const aloneMs = performance.now() - a0;
    console.log(
      `  generation alone: ${alone.visitsCreated.toLocaleString('en-US')} visits and ${alone.jobsCreated.toLocaleString('en-US')} jobs in ${ms(aloneMs)} ms   target < ${GENERATION_TARGET} ms: ${pass(aloneMs < GENERATION_TARGET)}`,
    );

    if (!process.env.BENCH_SKIP_BILLING) await billingRun(exec, db);

    console.log(
      `  (machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}; database pool ${b.poolSize})`,
    );
  } finally {
    await b.close();
  }
}
