import { runCustomerSearchBench } from './customer-search';
import { runPlatformBench } from './platform';

/**
 * `npm run bench`: the platform request path (PGlite, or PostgreSQL with DATABASE_URL), then the
 * customer and contact search on a large seeded database (PostgreSQL only). Missed latency targets
 * are reported, not failed; errors in the platform figures fail the run.
 */
const ok = await runPlatformBench();
await runCustomerSearchBench();
if (!ok) process.exitCode = 1;
