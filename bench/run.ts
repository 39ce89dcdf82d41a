import { runCustomerSearchBench } from './customer-search';
import { runLedgerBench } from './ledger.bench';
import { runPlatformBench } from './platform';

/**
 * `npm run bench`: the platform request path (PGlite, or PostgreSQL with DATABASE_URL), the customer and
 * contact search on a large seeded database, then the ledger reports on a large journal (both PostgreSQL
 * only). One of them alone: BENCH_ONLY=platform|search|ledger, or `npm run bench -- ledger`. Missed latency
 * targets are reported, not failed; errors in the platform figures fail the run.
 */
const only = process.env.BENCH_ONLY ?? process.argv[2];
const runs = (name: string) => !only || only === name;
const ok = runs('platform') ? await runPlatformBench() : true;
if (runs('search')) await runCustomerSearchBench();
if (runs('ledger')) await runLedgerBench();
if (!ok) process.exitCode = 1;
