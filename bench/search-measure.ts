import { fork } from 'node:child_process';

/** Latencies in milliseconds, all together and by query length; failed calls count with their time. */
export interface Samples {
  all: number[];
  byLength: Map<number, number[]>;
  errors: number;
}

/** What the load worker (http-load.worker.mjs) runs: one GET per path in turn, each tagged with its query's length. */
export interface HttpLoad {
  base: string;
  token: string;
  requests: { path: string; queryLength: number }[];
  connections: number;
  seconds: number;
}

/** `connections` HTTP callers for `seconds`, each cycling through `queries` (autocannon, in its own process). */
export async function measureHttp(opts: {
  base: string;
  token: string;
  path: (query: string) => string;
  queries: string[];
  connections: number;
  seconds: number;
}): Promise<Samples> {
  const load: HttpLoad = {
    base: opts.base,
    token: opts.token,
    requests: opts.queries.map((q) => ({ path: opts.path(q), queryLength: q.length })),
    connections: opts.connections,
    seconds: opts.seconds,
  };
  return runChild('./http-load.worker.mjs', load);
}

/** The statements of a case, as a client sends them straight to PostgreSQL (sql-load.worker.mjs). */
export interface SqlLoad {
  url: string;
  poolSize: number;
  statements: { name: string; text: string; values: unknown[]; queryLength: number }[];
  callers: number;
  seconds: number;
  warmUpSeconds: number;
}

/** `callers` closed loops running the statements in turn on PostgreSQL, from a client process of their own. */
export function measureSql(load: SqlLoad): Promise<Samples> {
  return runChild('./sql-load.worker.mjs', load);
}

/**
 * Runs a load script in a process of its own, as a client would: it does not take turns with the server on
 * the server's event loop or share its heap, though it still shares the machine's cores. Plain JavaScript:
 * the child runs under plain node, without the TypeScript loader the bench runs under. The young generation
 * is as large as the server's, so the client's own garbage collection pauses do not show up as latency.
 */
export async function runChild(script: string, load: unknown): Promise<Samples> {
  const child = fork(new URL(script, import.meta.url), [JSON.stringify(load)], {
    execArgv: ['--max-semi-space-size=64'],
  });
  const answer = await new Promise<{ all: number[]; byLength: [number, number[]][]; errors: number }>(
    (resolve, reject) => {
      child.once('message', (m) => resolve(m as never));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`load process exited (${code})`)));
    },
  );
  return { all: answer.all, byLength: new Map(answer.byLength), errors: answer.errors };
}

/** Wall time of one call, in milliseconds (NaN when it failed, e.g. cut by the statement timeout). */
export async function timeOnce(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  try {
    await call();
    return performance.now() - started;
  } catch {
    return Number.NaN;
  }
}

/** Waits until no statement runs on the database (a case's stragglers must not slow the next one). */
export async function settle(executeSql: (text: string, values?: unknown[]) => Promise<{ rows: any[] }>) {
  for (let i = 0; i < 300; i++) {
    const { rows } = await executeSql(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
    );
    if (rows[0].n === 0) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}
