import autocannon from 'autocannon';

/** Latencies in milliseconds, all together and by query length; failed calls count with their time. */
export interface Samples {
  all: number[];
  byLength: Map<number, number[]>;
  errors: number;
}

export const newSamples = (): Samples => ({ all: [], byLength: new Map(), errors: 0 });

function record(s: Samples, queryLength: number, latency: number) {
  s.all.push(latency);
  const list = s.byLength.get(queryLength) ?? [];
  list.push(latency);
  s.byLength.set(queryLength, list);
}

/** `connections` HTTP callers for `seconds`, each cycling through `queries` (autocannon in this process). */
export async function measureHttp(opts: {
  base: string;
  token: string;
  path: (query: string) => string;
  queries: string[];
  connections: number;
  seconds: number;
}): Promise<Samples> {
  const samples = newSamples();
  let lastLength = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const tracker = autocannon(
      {
        url: opts.base,
        connections: opts.connections,
        duration: opts.seconds,
        timeout: 30,
        headers: { authorization: `Bearer ${opts.token}` },
        requests: opts.queries.map((q) => ({
          method: 'GET' as const,
          path: opts.path(q),
          // Called synchronously just before the 'response' event of the same request: tags its latency.
          onResponse: (status: number) => {
            lastLength = q.length;
            if (status !== 200) samples.errors++;
          },
        })),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    // Our own samples rather than autocannon's histogram: fractions of a millisecond, and failures too.
    tracker.on('response', (_client, _status, _bytes, responseTime) =>
      record(samples, lastLength, responseTime),
    );
  });
  samples.errors += result.errors + result.timeouts;
  return samples;
}

/** `callers` concurrent loops calling `call` for `seconds`, each starting at its own place in `queries`. */
export async function measureCalls(opts: {
  call: (query: string) => Promise<unknown>;
  queries: string[];
  callers: number;
  seconds: number;
}): Promise<Samples> {
  const samples = newSamples();
  const until = performance.now() + opts.seconds * 1000;
  await Promise.all(
    Array.from({ length: opts.callers }, async (_, caller) => {
      for (let i = caller; performance.now() < until; i++) {
        const q = opts.queries[i % opts.queries.length];
        const started = performance.now();
        let failed = false;
        await opts.call(q).catch(() => {
          failed = true;
        });
        // Like autocannon, which drops requests still open when the time is up: only finished calls count.
        if (performance.now() > until) break;
        record(samples, q.length, performance.now() - started);
        if (failed) samples.errors++;
      }
    }),
  );
  return samples;
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
