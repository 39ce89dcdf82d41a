import os from 'node:os';
import { readBoard } from '../apps/server/src/modules/dispatch/dispatch.board';
import { freshDatabaseUrl } from '../scripts/fresh-database';
import { ms, percentile, startApp } from './lib';
import { runChild } from './search-measure';

/**
 * The dispatch board (issue 18 item 7): 200 technicians and 5,000 visits in one week, on PostgreSQL
 * (PGlite without DATABASE_URL). Timed: the board's read for one day and for the week (in process, the
 * whole answer: technicians, teams, zones, visits with their job cards and hours, busy blocks, the lane) and
 * the week over HTTP, beside a bare count of the same visits; and a move (PATCH /v1/dispatch/visits/{id},
 * through the booking guard) at 20 concurrent dispatchers over HTTP. Targets: board p99 < 100 ms, move p99 < 50 ms.
 */
const DB_NAME = 'fieldline_bench_dispatch';
const TECHS = Number(process.env.BENCH_DISPATCH_TECHS ?? 200);
const MONDAY = '2030-03-04'; // Denver is UTC-7 that week
const SUNDAY = '2030-03-10';
const BOARD_TARGET = 100;
const MOVE_TARGET = 50;
const RUNS = 100;
const DISPATCHERS = Number(process.env.BENCH_DISPATCHERS ?? 20);
const ROUNDS = 25;
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
type Exec = (q: string, p?: unknown[]) => Promise<{ rows: any[] }>;

/** Technicians, 1,000 open jobs and five 90-minute visits a workday per technician, in bulk SQL. */
async function seed(exec: Exec): Promise<number> {
  await exec(
    `insert into users (email, first_name, last_name)
     select 'bench' || g || '@dispatch.test', 'Bench', 'Tech ' || lpad(g::text, 3, '0') from generate_series(1, $1) g`,
    [TECHS],
  );
  await exec(
    `insert into employees (number, first_name, last_name, user_id, is_technician, office_id)
     select 'D-' || lpad(u.id::text, 6, '0'), u.first_name, u.last_name, u.id, true,
            (select id from offices order by id limit 1)
       from users u where u.email like '%@dispatch.test'`,
  );
  await exec(
    `insert into jobs (job_number, name, job_type_id, status_id, office_id, customer_id, location_id)
     select 'BJ-' || g, 'Bench job ' || g, (select id from job_types where type = 'SVC'),
            (select id from job_statuses where status_text = 'Scheduled'), (select id from offices order by id limit 1),
            l.customer_id, l.id
       from generate_series(1, 1000) g
       join lateral (select id, customer_id from locations order by id offset (g % 10) limit 1) l on true`,
  );
  await exec(
    `with t as (select row_number() over (order by e.id) - 1 as n, e.user_id from employees e where e.number like 'D-%'),
          j as (select row_number() over (order by id) - 1 as n, id from jobs where job_number like 'BJ-%')
     insert into job_calendar_events (job_id, title, start_time, end_time, employee_id)
     select j.id, 'Bench visit', s, s + interval '90 minutes', t.user_id
       from t, generate_series(0, 4) d, generate_series(0, 4) k,
            lateral (select ($1::date + d)::timestamp at time zone 'America/Denver' + interval '8 hours' + k * interval '105 minutes' as s) x,
            j
      where j.n = (t.n * 25 + d * 5 + k) % 1000`,
    [MONDAY],
  );
  for (const t of ['users', 'employees', 'jobs', 'job_calendar_events']) await exec(`vacuum analyze ${t}`);
  const { rows } = await exec(
    `select count(*)::int as n from job_calendar_events where start_time >= $1::date and start_time < $2::date + 1`,
    [MONDAY, SUNDAY],
  );
  return rows[0].n;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export async function runDispatchBench(): Promise<void> {
  const base = process.env.DATABASE_URL;
  const url = base ? await freshDatabaseUrl(base, DB_NAME) : '';
  const b = await startApp(url);
  try {
    const exec = b.database.executeSql as unknown as Exec;
    const t0 = Date.now();
    const visits = await seed(exec);
    console.log(
      `\ndispatch: ${url ? 'PostgreSQL' : 'PGlite'}: seeded ${TECHS} technicians, ${visits.toLocaleString('en-US')} visits in the week ${MONDAY}..${SUNDAY} in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    const db = b.database.db;
    const q = (to: string) => ({ from: MONDAY, to, laneOffset: 0, laneLimit: 50 });
    const board = await readBoard(db, q(SUNDAY));
    console.log(
      `  week board: ${board.technicians.length} technicians, ${board.visits.length} visits, ${board.unassigned.count_filtered} lane jobs`,
    );
    const day: number[] = [];
    const week: number[] = [];
    const bare: number[] = [];
    const http: number[] = [];
    const headers = { authorization: `Bearer ${b.token}` };
    for (let i = 0; i < RUNS; i++) {
      day.push(await timed(() => readBoard(db, q(MONDAY))));
      week.push(await timed(() => readBoard(db, q(SUNDAY))));
      http.push(
        await timed(async () => {
          const res = await fetch(`${b.base}/v1/dispatch/board?from=${MONDAY}&to=${SUNDAY}`, { headers });
          if (res.status !== 200) throw new Error(`board ${res.status}`);
          await res.arrayBuffer();
        }),
      );
      bare.push(
        await timed(() =>
          exec(
            `select count(*) from job_calendar_events where end_time > $1::date and start_time < $2::date + 1`,
            [MONDAY, SUNDAY],
          ),
        ),
      );
    }
    const line = (label: string, xs: number[], target?: number) =>
      console.log(
        `  ${label}: p50 ${ms(percentile(xs, 50))} ms, p99 ${ms(percentile(xs, 99))} ms${
          target ? `   target p99 < ${target} ms: ${pass(percentile(xs, 99) < target)}` : ''
        }`,
      );
    line('board, one day (in process)', day, BOARD_TARGET);
    line('board, the week (in process)', week, BOARD_TARGET);
    line('board, the week over HTTP (JSON answer)', http, BOARD_TARGET);
    line("baseline, a bare count of the week's visits", bare);

    // 20 dispatchers, each resizing visits of its own technicians (90 <-> 95 minutes: never a conflict).
    const { rows: targets } = await exec(
      `select e.id, e.employee_id, e.start_time, e.version from job_calendar_events e
         join employees m on m.user_id = e.employee_id and m.number like 'D-%'
        where e.start_time >= $1::date + 1 order by e.employee_id, e.start_time limit $2`,
      [MONDAY, DISPATCHERS * ROUNDS],
    );
    // The dispatchers run in a process of their own (bench/dispatch-moves.worker.mjs), as browsers are: not
    // taking turns with the server on its event loop.
    const dispatchers = Array.from({ length: DISPATCHERS }, (_, d) =>
      targets.slice(d * ROUNDS, (d + 1) * ROUNDS).map((v) => {
        const start = new Date(v.start_time).toISOString();
        const end = new Date(Date.parse(start) + 95 * 60_000).toISOString();
        return { id: v.id, body: { userId: v.employee_id, start, end, version: v.version } };
      }),
    );
    const { all: moves, errors } = await runChild('./dispatch-moves.worker.mjs', {
      base: b.base,
      token: b.token,
      dispatchers,
    });
    line(
      `move round trip at ${DISPATCHERS} concurrent dispatchers (${moves.length} moves, ${errors} errors)`,
      moves,
      MOVE_TARGET,
    );
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
