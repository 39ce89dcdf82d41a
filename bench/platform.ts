import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freshDatabaseUrl } from '../scripts/fresh-database';
import { startApp } from './lib';

/**
 * Throughput and latency of the platform's request path, beside a bare Fastify route measured in
 * the same run on the same machine: the ratio is the figure to watch, not the absolute numbers.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/** A trivial signed-in route (issue 15 item 6) answers at least this share of bare Fastify's throughput. */
const SIGNED_IN_TARGET = 0.5;
const TRIVIAL_SIGNED_IN = 'GET /v1/permissions/28 (bearer)';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A case's requests and time over its rounds; its p50 is the rounds' median, its p99 their worst. */
interface Case {
  name: string;
  url: string;
  headers: Record<string, string>;
  requests: number;
  seconds: number;
  p50s: number[];
  p99s: number[];
  errors: number;
}

async function round(c: Case, seconds: number): Promise<void> {
  const result = await autocannon({
    url: c.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: c.headers,
  });
  c.requests += result.requests.total;
  c.seconds += seconds;
  c.p50s.push(result.latency.p50);
  c.p99s.push(result.latency.p99);
  c.errors += result.non2xx + result.errors + result.timeouts;
}

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];

/**
 * The cases take turns, ROUNDS times, each for an equal share of DURATION: on a machine other work shares,
 * a load that comes and goes then weighs on every case alike rather than on whichever ran at the time.
 */
async function measureAll(cases: Case[]): Promise<Row[]> {
  for (let i = 0; i < ROUNDS; i++) for (const c of cases) await round(c, Math.max(1, DURATION / ROUNDS));
  return cases.map((c) => ({
    name: c.name,
    rps: c.requests / c.seconds,
    p50: median(c.p50s),
    p99: Math.max(...c.p99s),
    errors: c.errors,
  }));
}

/** Returns false when a case answered errors. */
export async function runPlatformBench(): Promise<boolean> {
  // With DATABASE_URL the bench runs on a fresh database of that server, else on embedded PGlite.
  const url = process.env.DATABASE_URL
    ? await freshDatabaseUrl(process.env.DATABASE_URL, process.env.BENCH_PLATFORM_DB ?? 'fieldline_bench')
    : '';
  const bench = await startApp(url);
  const { base, token } = bench;

  const bare = Fastify({ logger: false });
  bare.get('/ping', async () => ({ status: 'ok', time: new Date().toISOString() }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

  console.log(
    `Platform request path. Database: ${bench.database.kind}; ${CONNECTIONS} connections, ${DURATION} s per case in ${ROUNDS} turns.\n`,
  );
  const bearer = { authorization: `Bearer ${token}` };
  const newCase = (name: string, url: string, headers: Record<string, string> = {}): Case => ({
    name,
    url,
    headers,
    requests: 0,
    seconds: 0,
    p50s: [],
    p99s: [],
    errors: 0,
  });
  const rows = await measureAll([
    newCase('bare Fastify GET /ping (baseline)', `${bareBase}/ping`),
    newCase('GET /v1/ping', `${base}/v1/ping`),
    // Signed in, no database: the token is checked, the parameters validated and the answer written.
    newCase(TRIVIAL_SIGNED_IN, `${base}/v1/permissions/28`, bearer),
    newCase('GET /v1/users/current (bearer)', `${base}/v1/users/current`, bearer),
  ]);

  const baseline = rows[0].rps;
  console.log(
    'case'.padEnd(40),
    'req/s'.padStart(10),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'vs bare'.padStart(9),
    'errors'.padStart(7),
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(40),
      r.rps.toFixed(0).padStart(10),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      `${((r.rps / baseline) * 100).toFixed(1)}%`.padStart(9),
      String(r.errors).padStart(7),
    );
  }

  const trivial = rows.find((r) => r.name === TRIVIAL_SIGNED_IN)!;
  const share = trivial.rps / baseline;
  console.log(
    `\nTrivial signed-in route: ${(share * 100).toFixed(1)}% of bare Fastify's throughput ` +
      `(target at least ${SIGNED_IN_TARGET * 100}%): ${share >= SIGNED_IN_TARGET ? 'PASS' : 'FAIL'}.` +
      '\nThe load generator runs in this process: the shares are of a machine shared with it.',
  );

  await bare.close();
  await bench.close();
  return rows.every((r) => r.errors === 0);
}
