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

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: bad,
  };
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
    `Platform request path. Database: ${bench.database.kind}; ${CONNECTIONS} connections, ${DURATION} s per case.\n`,
  );
  const rows: Row[] = [];
  rows.push(await measure('bare Fastify GET /ping (baseline)', `${bareBase}/ping`));
  rows.push(await measure('GET /v1/ping', `${base}/v1/ping`));
  const bearer = { authorization: `Bearer ${token}` };
  // Signed in, no database: the token is checked, the parameters validated and the answer written.
  rows.push(await measure(TRIVIAL_SIGNED_IN, `${base}/v1/permissions/28`, bearer));
  rows.push(await measure('GET /v1/users/current (bearer)', `${base}/v1/users/current`, bearer));

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
