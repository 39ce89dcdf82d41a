import { runCustomerSearchBench } from './customer-search';
import { runPlatformBench } from './platform';

/**
 * `npm run bench`: the platform request path (PGlite, or PostgreSQL with DATABASE_URL), then the
 * customer and contact search on a large seeded database (PostgreSQL only). BENCH_ONLY=platform or
 * BENCH_ONLY=search runs one of them. Missed latency targets are reported, not failed; errors in the
 * platform figures fail the run.
 */
const only = process.env.BENCH_ONLY;
const ok = only === 'search' ? true : await runPlatformBench();
if (only !== 'platform') await runCustomerSearchBench();
if (!ok) process.exitCode = 1;
