import os from 'node:os';
import type { StatementDetail } from '../apps/server/src/modules/statements/statements.detail';
import {
  finishPdf,
  statementDocument,
  writeStatement,
} from '../apps/server/src/modules/statements/statements.pdf';
import { prepareInProcess } from './lib';

/**
 * Statement batches (issue 16 item 9): 10,000 customers with invoices and payments on PostgreSQL, one batch
 * of a statement each (PDF and a queued e-mail) timed end to end (the create request, its set-based query,
 * the pg-boss render jobs, the mail rows), then raw pdfkit writing the same pages from the same snapshots
 * in the same run. Targets: the batch in under 60 s; at least half of raw pdfkit's page rate.
 */
const DB_NAME = 'fieldline_bench_statements';
const CUSTOMERS = Number(process.env.BENCH_STATEMENT_CUSTOMERS ?? 10_000);
const BATCH_TARGET_MS = 60_000;
const RATE_TARGET = 0.5;

const secs = (v: number) => `${(v / 1000).toFixed(1)} s`;
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

/** Customers with an e-mail address, two invoices each (one late, partly paid) and a payment, in bulk SQL. */
async function seed(executeSql: (q: string, p?: unknown[]) => Promise<{ rows: any[] }>): Promise<void> {
  const { rows: bank } = await executeSql('select id from bank_accounts order by id limit 1');
  const { rows: method } = await executeSql('select id from payment_methods order by id limit 1');
  await executeSql(
    `insert into customers (name, account_number, email)
     select 'Bench Customer ' || g, 'BENCH-' || g, 'ap' || g || '@bench.test' from generate_series(1, $1) g`,
    [CUSTOMERS],
  );
  await executeSql(
    `insert into invoices (invoice_number, customer_id, invoice_date, due_date, sub_total, total, amount_paid, balance, status)
     select 'BI-' || c.id || '-' || k, c.id, current_date - (k * 40), current_date - (k * 40) + 30,
            100 + (c.id % 50), 100 + (c.id % 50), case when k = 2 then 60 else 0 end,
            100 + (c.id % 50) - case when k = 2 then 60 else 0 end, 'Open'
       from customers c, generate_series(1, 2) k where c.account_number like 'BENCH-%'`,
  );
  await executeSql(
    `insert into payments (customer_id, payment_method_id, bank_account_id, payment_date, amount, reference)
     select c.id, $1, $2, current_date - 50, 60, 'Check ' || c.id from customers c where c.account_number like 'BENCH-%'`,
    [method[0].id, bank[0].id],
  );
  await executeSql('analyze customers; analyze invoices; analyze payments');
}

export async function runStatementsBench(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('statements bench: skipped (needs DATABASE_URL, a PostgreSQL server)');
    return;
  }
  const { app, database, close } = await prepareInProcess(base, DB_NAME);
  try {
    let t0 = Date.now();
    await seed(database.executeSql as never);
    console.log(
      `\nstatements: seeded ${CUSTOMERS.toLocaleString('en-US')} customers in ${secs(Date.now() - t0)}`,
    );
    // Only the render jobs work: the mail rows are queued, not sent (sending is the mail bench's business).
    await app.platform.queue.start({
      workers: true,
      only: ['statements.render'],
      pollingIntervalSeconds: 0.5,
    });
    const login = await app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'admin@example.com', password: 'fieldline-demo' },
    });
    const token = login.json().token as string;

    t0 = Date.now();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/customer/statements/batch',
      headers: { authorization: `Bearer ${token}` },
      payload: { deliveryMethod: 'both', months: 3, openInvoices: true, credits: true },
    });
    if (res.statusCode !== 201) throw new Error(`batch not created: ${res.statusCode} ${res.body}`);
    const batchId = res.json().batchId as number;
    const created = Date.now() - t0;
    for (;;) {
      const { rows } = await database.executeSql('select status from statement_batches where id = $1', [
        batchId,
      ]);
      if (rows[0].status === 'Complete') break;
      if (Date.now() - t0 > 600_000) throw new Error('batch still running after 10 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const batchMs = Date.now() - t0;
    const { rows: counts } = await database.executeSql(
      `select count(*)::int as n, count(*) filter (where print_state = 'complete')::int as printed,
              count(*) filter (where email_state = 'complete')::int as mailed from statements where batch_id = $1`,
      [batchId],
    );
    const { rows: mails } = await database.executeSql(
      `select count(*)::int as n from mail_messages where related_type = 'statement'`,
    );
    const { rows: snaps } = await database.executeSql(
      'select detail from statements where batch_id = $1 order by id',
      [batchId],
    );
    const details = snaps.map((r) => r.detail as StatementDetail);

    // Raw pdfkit: the same pages, one file per statement, nothing else.
    const r0 = Date.now();
    let pages = 0;
    for (const d of details) {
      const doc = statementDocument('raw');
      pages += writeStatement(doc, d);
      await finishPdf(doc);
    }
    const rawMs = Date.now() - r0;
    const batchRate = pages / (batchMs / 1000);
    const rawRate = pages / (rawMs / 1000);
    const c = counts[0];
    console.log(
      `statements: batch ${batchId}: ${c.n} statements (${c.printed} printed, ${c.mailed} e-mails queued; ${mails[0].n} mail rows), ${pages} pages`,
    );
    console.log(`  create request (choose customers, compute every statement, queue jobs): ${secs(created)}`);
    console.log(
      `  batch end to end: ${secs(batchMs)} = ${batchRate.toFixed(0)} pages/s   target < ${secs(BATCH_TARGET_MS)}: ${pass(batchMs < BATCH_TARGET_MS)}`,
    );
    console.log(`  raw pdfkit, same pages: ${secs(rawMs)} = ${rawRate.toFixed(0)} pages/s`);
    console.log(
      `  batch / raw page rate: ${(batchRate / rawRate).toFixed(2)}   target >= ${RATE_TARGET}: ${pass(batchRate / rawRate >= RATE_TARGET)}`,
    );
    console.log(
      `  (machine: ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
  } finally {
    await app.platform.queue.stop();
    await close();
  }
}
