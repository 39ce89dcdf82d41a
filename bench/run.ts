import { runBankBench } from './bank.bench';
import { runContractsBench } from './contracts.bench';
import { runCustomerSearchBench } from './customer-search';
import { runDispatchBench } from './dispatch.bench';
import { runLedgerBench } from './ledger.bench';
import { runPayrollBench } from './payroll.bench';
import { runPlatformBench } from './platform';
import { runStatementsBench } from './statements.bench';
import { runUploadsBench } from './uploads.bench';

/**
 * `npm run bench`: the platform request path (PGlite, or PostgreSQL with DATABASE_URL), the customer and
 * contact search on a large seeded database, then the ledger reports on a large journal, statement batches and payroll (PostgreSQL
 * only), then Lighthouse on the web app. One of them alone: BENCH_ONLY=platform|search|ledger|web, or
 * `npm run bench -- web`. Missed latency targets are reported, not failed; errors in the platform figures fail
 * the run.
 */
const only = process.env.BENCH_ONLY ?? process.argv[2];
const runs = (name: string) => !only || only === name;
const ok = runs('platform') ? await runPlatformBench() : true;
if (runs('search')) await runCustomerSearchBench();
if (runs('ledger')) await runLedgerBench();
if (runs('statements')) await runStatementsBench();
if (runs('payroll')) await runPayrollBench();
if (runs('dispatch')) await runDispatchBench();
if (runs('contracts')) await runContractsBench();
if (runs('bank')) await runBankBench();
if (runs('uploads')) await runUploadsBench();
// Loaded only when asked: Lighthouse is a large import.
if (runs('web')) await (await import('./web')).runWebBench();
if (!ok) process.exitCode = 1;
