// The direct side of a search bench case (search-measure.ts, measureSql): the search statements, exactly as the
// API sends them (named, with their parameters), run straight on PostgreSQL by a client process of its own
// with a pool as large as the server's, as `callers` closed loops. Answers every latency in milliseconds, by
// query length too, and the failures.
import pg from 'pg';

const load = JSON.parse(process.argv[2]);
const pool = new pg.Pool({ connectionString: load.url, max: load.poolSize, options: '-c jit=off' });

async function loops(seconds, record) {
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: load.callers }, async (_, caller) => {
      for (let i = caller; performance.now() < until; i++) {
        const s = load.statements[i % load.statements.length];
        const started = performance.now();
        let failed = false;
        await pool.query({ name: s.name, text: s.text, values: s.values }).catch(() => {
          failed = true;
        });
        // Like autocannon, which drops requests still open when the time is up: only finished calls count.
        if (performance.now() > until) break;
        record?.(s.queryLength, performance.now() - started, failed);
      }
    }),
  );
}

const all = [];
const byLength = new Map();
let errors = 0;
// Unrecorded first: every connection of this new pool prepares the statements and settles on their plans,
// as the server's connections did in its own warm-up.
await loops(load.warmUpSeconds, undefined);
await loops(load.seconds, (queryLength, latency, failed) => {
  all.push(latency);
  const list = byLength.get(queryLength) ?? [];
  list.push(latency);
  byLength.set(queryLength, list);
  if (failed) errors++;
});
await pool.end();
process.send({ all, byLength: [...byLength], errors }, () => process.exit(0));
