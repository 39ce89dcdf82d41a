import os from 'node:os';
import { calculatePay, weekTotals } from '../apps/server/src/modules/payroll';
import { payLinesCsv, payLinesXlsx } from '../apps/server/src/modules/payroll/payroll.export';
import { ms, percentile, prepareInProcess } from './lib';

/**
 * Payroll (issue 17 item 9): 2,000 hourly employees and one bi-weekly pay period of time, five entries a
 * workday (about 100,000 entries), on PostgreSQL. Timed: the period's pay calculation (overtime split,
 * rates, grouping) and its CSV and xlsx export, beside the bare read of the same timesheet rows; and the
 * time approval screen's query (a week's hours per employee per day), beside a bare count over the same week.
 * Targets: calculation + export under 3 s; the screen's query p99 under 100 ms.
 */
const DB_NAME = 'fieldline_bench_payroll';
const EMPLOYEES = Number(process.env.BENCH_PAYROLL_EMPLOYEES ?? 2000);
const START = '2030-03-03'; // a Sunday
const END = '2030-03-16';
const EXPORT_TARGET_MS = 3000;
const QUERY_P99_TARGET_MS = 100;
const RUNS = 200;

const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
type Exec = (q: string, p?: unknown[]) => Promise<{ rows: any[] }>;

/** Users, employees (hourly, weekly or daily overtime), base rates and two weeks of time, in bulk SQL. */
async function seed(exec: Exec): Promise<number> {
  await exec(
    `insert into users (email, first_name, last_name)
     select 'bench' || g || '@payroll.test', 'Bench', 'Worker ' || g from generate_series(1, $1) g`,
    [EMPLOYEES],
  );
  await exec(
    `insert into employees (number, first_name, last_name, user_id, pay_type, overtime_rule, double_time)
     select 'B-' || lpad(u.id::text, 6, '0'), u.first_name, u.last_name, u.id, 'hourly',
            (array['weekly40', 'daily8', 'weeklyAndDaily'])[1 + u.id % 3], u.id % 5 = 0
       from users u where u.email like '%@payroll.test'`,
  );
  await exec(
    `insert into employee_pay_rates (employee_id, rate, effective_date)
     select e.id, 25 + (e.id % 20), '2029-01-01' from employees e where e.number like 'B-%'`,
  );
  const { rows: type } = await exec(`select id from time_types where name = 'Regular'`);
  // Five entries each workday (Monday to Friday) of the two weeks: 1.5 to 2.5 hours each.
  await exec(
    `insert into timesheets (employee_id, time_type_id, work_date, hours, approved_at)
     select e.user_id, $1, d::date, 1.5 + ((e.id + k + extract(day from d)::int) % 5) * 0.25, now()
       from employees e, generate_series($2::date, $3::date, interval '1 day') d, generate_series(1, 5) k
      where e.number like 'B-%' and extract(isodow from d) < 6`,
    [type[0].id, START, END],
  );
  // As autovacuum leaves a settled table: statistics, and the visibility map index-only scans need.
  for (const t of ['users', 'employees', 'employee_pay_rates', 'timesheets'])
    await exec(`vacuum analyze ${t}`);
  const { rows } = await exec(`select count(*)::int as n from timesheets where work_date between $1 and $2`, [
    START,
    END,
  ]);
  return rows[0].n;
}

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now();
  const out = await fn();
  return [out, performance.now() - t0];
}

export async function runPayrollBench(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('payroll bench: skipped (needs DATABASE_URL, a PostgreSQL server)');
    return;
  }
  const { database, close } = await prepareInProcess(base, DB_NAME);
  try {
    let t0 = Date.now();
    const entries = await seed(database.executeSql as never);
    console.log(
      `\npayroll: seeded ${EMPLOYEES.toLocaleString('en-US')} employees, ${entries.toLocaleString('en-US')} time entries in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const db = database.db;
    const scope = { startDate: START, endDate: END, frequency: 'biweekly' as const, weekStartsOn: 0 };
    // One warm-up of each, then the best of three (the machine is shared).
    await calculatePay(db, scope);
    const calcRuns: number[] = [];
    const exportRuns: number[] = [];
    const rawRuns: number[] = [];
    let lines = 0;
    for (let i = 0; i < 3; i++) {
      const [calc, calcMs] = await timed(() => calculatePay(db, scope));
      const [, csvMs] = await timed(async () => payLinesCsv(calc.lines));
      const [, xlsxMs] = await timed(() => payLinesXlsx(calc.lines, 'bench'));
      calcRuns.push(calcMs);
      exportRuns.push(csvMs + xlsxMs);
      lines = calc.lines.length;
      t0 = performance.now();
      await database.executeSql(
        `select t.id, t.employee_id, t.work_date, t.hours, t.time_type_id from timesheets t
           join employees e on e.user_id = t.employee_id where t.work_date between $1 and $2`,
        [START, END],
      );
      rawRuns.push(performance.now() - t0);
    }
    const best = (xs: number[]) => Math.min(...xs);
    const total = best(calcRuns.map((c, i) => c + exportRuns[i]));
    console.log(`payroll: period ${START}..${END}: ${lines.toLocaleString('en-US')} export lines`);
    console.log(`  calculation (3 reads, overtime split, rates, grouping): ${ms(best(calcRuns))} ms`);
    console.log(`  CSV + xlsx export of the lines: ${ms(best(exportRuns))} ms`);
    console.log(
      `  calculation + export: ${ms(total)} ms   target < ${EXPORT_TARGET_MS} ms: ${pass(total < EXPORT_TARGET_MS)}`,
    );
    console.log(`  baseline, the bare read of the period's timesheet rows: ${ms(best(rawRuns))} ms`);

    const screen: number[] = [];
    const bare: number[] = [];
    const weeks = [
      ['2030-03-03', '2030-03-09'],
      ['2030-03-10', '2030-03-16'],
    ];
    for (let i = 0; i < RUNS; i++) {
      const [from, to] = weeks[i % 2];
      const [, s] = await timed(() => weekTotals(db, from, to));
      screen.push(s);
      const [, b] = await timed(() =>
        database.executeSql('select count(*) from timesheets where work_date between $1 and $2', [from, to]),
      );
      bare.push(b);
    }
    const p99 = percentile(screen, 99);
    console.log(
      `  approval screen query (a week, hours per employee per day): p50 ${ms(percentile(screen, 50))} ms, p99 ${ms(p99)} ms   target p99 < ${QUERY_P99_TARGET_MS} ms: ${pass(p99 < QUERY_P99_TARGET_MS)}`,
    );
    console.log(
      `  baseline, a bare count of the week's entries: p50 ${ms(percentile(bare, 50))} ms, p99 ${ms(percentile(bare, 99))} ms`,
    );
    console.log(
      `  (machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    await close();
  }
}
