import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACCOUNT_TYPES } from '@fieldline/contracts/ledger/ledger.constants';
import pg from 'pg';
import { defaultCompanyId, ensureCalendarFor, ensureChart } from '../apps/server/src/modules/ledger';
import { freshDatabaseUrl } from '../scripts/fresh-database';
import { type SeedPlan, seedJournal } from './ledger-seed';
import { type BenchApp, ms, percentile, startApp } from './lib';

/**
 * Ledger reports on a large journal (issue 7 item 13): 1,000,000 journal lines on PostgreSQL, the trial
 * balance and the 12-column income statement timed through the API, and the same postings exported as a
 * plain-text journal for `hledger balance` in the same run; then the journal grows to 10,000,000 lines and
 * the API is timed again. The reports read gl_period_balances (kept by the posting trigger), so their cost
 * follows the number of accounts x periods x offices, not the number of lines.
 */
const DB_NAME = 'fieldline_bench_ledger';
const LINES = Number(process.env.BENCH_LEDGER_LINES ?? 1_000_000);
/** 0 skips the second step. */
const GROW_TO = Number(process.env.BENCH_LEDGER_GROW_TO ?? 10_000_000);
const RUNS = Number(process.env.BENCH_LEDGER_RUNS ?? 20);
const SLOW_RUNS = 3;
const ACCOUNTS = 30;
const OFFICES = 3;
const RATIO_TARGET = 200;
const GROWTH_TARGET = 2;
const YEAR = new Date().getUTCFullYear();
const FIRST_DAY = `${YEAR - 1}-01-01`;
const LAST_DAY = `${YEAR}-12-31`;

const REPORTS = [
  { name: 'trial balance', path: `/v1/generalledger/reports/trialbalance?date=${LAST_DAY}` },
  {
    name: 'income statement (12 columns, Budget)',
    path: `/v1/generalledger/reports/incomestatement?startDate=${YEAR}-01-01&endDate=${LAST_DAY}&columns=12&series=Budget&format=summary`,
  },
] as const;

const n = (v: number) => v.toLocaleString('en-US');
const secs = (msValue: number) => `${(msValue / 1000).toFixed(1)} s`;
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

interface Timing {
  name: string;
  /** null: the endpoint answered 404 (not built yet) or an error status. */
  p50: number | null;
  p99: number | null;
  status: number;
  bytes: number;
}

/** The company, chart, calendars and offices the entries post to, read through the app's own functions. */
async function plan(bench: BenchApp): Promise<SeedPlan> {
  const { db, executeSql } = bench.database;
  const companyId = await defaultCompanyId(db);
  await ensureChart(db, companyId);
  for (let y = YEAR - 1; y <= YEAR; y++) await ensureCalendarFor(db, companyId, `${y}-06-01`);
  const types = new Map<number, string>(ACCOUNT_TYPES.map((t) => [t.id, t.name.replace(/ /g, '')]));
  const accounts = (
    await executeSql(
      `select id, code, name, account_type from gl_accounts
        where company_id = $1 and is_active and control_kind is null order by code limit ${ACCOUNTS}`,
      [companyId],
    )
  ).rows.map((r) => ({
    id: Number(r.id),
    journalName: `${types.get(Number(r.account_type))}:${r.code} ${r.name}`,
  }));
  let offices = (
    await executeSql('select id from offices where company_id = $1 order by id', [companyId])
  ).rows.map((r) => Number(r.id));
  for (let i = offices.length; i < OFFICES; i++) {
    const { rows } = await executeSql(
      'insert into offices (company_id, name, code) values ($1, $2, $3) returning id',
      [companyId, `Bench Office ${i + 1}`, `B${i + 1}`],
    );
    offices = [...offices, Number(rows[0].id)];
  }
  const { rows: days } = await executeSql(
    `select to_char(d, 'YYYY-MM-DD') as date, p.id as period_id
       from calendar_periods p join fiscal_calendars c on c.id = p.calendar_id,
            generate_series(p.start_date, p.end_date, interval '1 day') d
      where c.company_id = $1 and p.start_date >= $2 and p.end_date <= $3 and not p.is_closed
      order by d`,
    [companyId, FIRST_DAY, LAST_DAY],
  );
  return {
    companyId,
    accounts,
    officeIds: offices.slice(0, OFFICES),
    days: days.map((d) => ({ date: String(d.date), periodId: Number(d.period_id) })),
  };
}

async function timeReports(bench: BenchApp): Promise<Timing[]> {
  const out: Timing[] = [];
  for (const report of REPORTS) {
    const call = async () => {
      const started = performance.now();
      const res = await fetch(`${bench.base}${report.path}`, {
        headers: { authorization: `Bearer ${bench.token}` },
      });
      const body = await res.arrayBuffer();
      return { ms: performance.now() - started, status: res.status, bytes: body.byteLength };
    };
    const first = await call();
    if (first.status !== 200) {
      out.push({ name: report.name, p50: null, p99: null, status: first.status, bytes: 0 });
      continue;
    }
    // A report slower than a second is timed a few times only (its figure is clear; the run stays short).
    const slow = first.ms > 1000;
    for (let i = 0; i < (slow ? 1 : 2); i++) await call(); // warm the statement plans and caches
    const samples: number[] = [];
    for (let i = 0; i < (slow ? SLOW_RUNS : RUNS); i++) samples.push((await call()).ms);
    out.push({
      name: report.name,
      p50: percentile(samples, 50),
      p99: percentile(samples, 99),
      status: 200,
      bytes: first.bytes,
    });
  }
  return out;
}

function printTimings(rows: Timing[]) {
  console.log(
    `  ${'report (GET through HTTP, one caller)'.padEnd(44)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'bytes'.padStart(9)}`,
  );
  for (const r of rows) {
    if (r.p50 === null) {
      const why = r.status === 404 ? 'endpoint missing' : `answered ${r.status}`;
      console.log(`  ${r.name.padEnd(44)}${why.padStart(27)}`);
      continue;
    }
    console.log(
      `  ${r.name.padEnd(44)}${ms(r.p50).padStart(9)}${ms(r.p99 ?? Number.NaN).padStart(9)}${n(r.bytes).padStart(9)}`,
    );
  }
}

/** `hledger -f file balance`, wall-clock ms and its last output line (the total), or null when not installed. */
async function timeHledger(file: string): Promise<{ ms: number; total: string } | null> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('hledger', ['-f', file, 'balance'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-400);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? resolve(null) : reject(err)));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`hledger exited with ${code}: ${errors.slice(0, 400)}`));
      const lines = tail.trim().split('\n');
      resolve({ ms: performance.now() - started, total: (lines.at(-1) ?? '').trim() });
    });
  });
}

/** The rule's own figures after a load: lines, balance rows and the trial balance's total (zero). */
async function ledgerFacts(bench: BenchApp) {
  const { executeSql } = bench.database;
  const { rows } = await executeSql(
    `select (select count(*) from journal_lines)::bigint as lines,
            (select count(*) from gl_period_balances)::int as balances,
            (select coalesce(sum(debit - credit), 0) from gl_period_balances)::text as net`,
  );
  return { lines: Number(rows[0].lines), balances: Number(rows[0].balances), net: String(rows[0].net) };
}

async function grow(bench: BenchApp, url: string, p: SeedPlan, target: number, journalFile?: string) {
  const before = (await ledgerFacts(bench)).lines;
  const wanted = target - before;
  console.log(
    `\n  Seeding ${n(wanted)} more journal lines (whole entries of 2-6 lines, statements of ~50,000):`,
  );
  const started = performance.now();
  const written = await seedJournal(url, p, wanted, {
    seed: target,
    journalFile,
    log: console.log,
  });
  const took = performance.now() - started;
  console.log(
    `  Seeded ${n(written)} lines in ${secs(took)} (${n(Math.round(written / (took / 1000)))} lines/s).`,
  );
  const vacuumStarted = performance.now();
  // As autovacuum would after a load: statistics and the visibility map.
  await bench.database.executeSql('vacuum analyze journal_entries, journal_lines, gl_period_balances');
  console.log(`  vacuum analyze ${secs(performance.now() - vacuumStarted)}.`);
  const facts = await ledgerFacts(bench);
  console.log(
    `  Ledger: ${n(facts.lines)} lines, ${n(facts.balances)} period-balance rows, trial balance total ${facts.net}.`,
  );
  return facts;
}

export async function runLedgerBench(): Promise<void> {
  console.log(
    `\nLedger reports on a large journal (${n(LINES)}${GROW_TO > LINES ? ` then ${n(GROW_TO)}` : ''} lines; ${ACCOUNTS} accounts, ${OFFICES} offices, ${FIRST_DAY}..${LAST_DAY}).`,
  );
  if (!process.env.DATABASE_URL) {
    console.log(
      '  Skipped: needs PostgreSQL. Set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres) to seed\n' +
        `  ${n(LINES)} journal lines into a fresh database and measure.`,
    );
    return;
  }
  const url = await freshDatabaseUrl(process.env.DATABASE_URL, DB_NAME);
  const bench = await startApp(url);
  const journalFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fieldline-ledger-')), 'bench.journal');
  try {
    const p = await plan(bench);
    await grow(bench, url, p, LINES, journalFile);
    console.log(
      `  hledger journal: ${journalFile} (${n(Math.round(fs.statSync(journalFile).size / 1e6))} MB).\n`,
    );
    const small = await timeReports(bench);
    printTimings(small);

    const ledger = await timeHledger(journalFile);
    if (!ledger) {
      console.log(
        '  hledger not installed: sudo apt-get install -y hledger (Debian package hledger). Ratio skipped.',
      );
    } else {
      console.log(
        `  ${'hledger -f bench.journal balance'.padEnd(44)}${ms(ledger.ms).padStart(9)}   total: ${ledger.total}`,
      );
      for (const r of small) {
        if (r.p50 === null) continue;
        const ratio = ledger.ms / r.p50;
        console.log(
          `  ${r.name}: API ${ratio.toFixed(0)}x faster than hledger (p50; target >= ${RATIO_TARGET}x) ${pass(ratio >= RATIO_TARGET)}`,
        );
      }
    }
    if (process.env.BENCH_KEEP_JOURNAL !== '1')
      fs.rmSync(path.dirname(journalFile), { recursive: true, force: true });

    if (GROW_TO > LINES) {
      await grow(bench, url, p, GROW_TO);
      console.log('');
      const large = await timeReports(bench);
      printTimings(large);
      for (const [i, r] of large.entries()) {
        const before = small[i].p50;
        if (r.p50 === null || before === null) continue;
        const ratio = r.p50 / before;
        console.log(
          `  ${r.name}: ${n(GROW_TO)} / ${n(LINES)} lines = ${ratio.toFixed(2)}x (p50; target <= ${GROWTH_TARGET}x) ${pass(ratio <= GROWTH_TARGET)}`,
        );
      }
    }
  } finally {
    fs.rmSync(path.dirname(journalFile), { recursive: true, force: true });
    await bench.close();
    // Gigabytes at 10 M lines: dropped unless asked to keep it (BENCH_KEEP_DB=1, e.g. to EXPLAIN the reports).
    if (process.env.BENCH_KEEP_DB !== '1') await dropDatabase(process.env.DATABASE_URL);
  }
}

async function dropDatabase(serverUrl: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  } finally {
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runLedgerBench();
