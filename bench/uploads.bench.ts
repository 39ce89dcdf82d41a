import { ensureCalendarFor } from '../apps/server/src/modules/ledger';
import {
  createUpload,
  depositUpload,
  processUpload,
  validateUpload,
} from '../apps/server/src/modules/payment-uploads';
import { ms, prepareInProcess } from './lib';

/**
 * Payment uploads (issue 21 item 4): a lockbox file of 50,000 rows (the most an upload takes) paying 50,000
 * open invoices of 5,000 customers, 1 row in 50 wrong. Timed: reading and storing the file, validating every
 * row (set-based), beside a bare join of the rows to their customers and invoices; processing a batch of
 * 2,000 rows into payments (the most one call takes), and the deposit. Expectations, not spec targets: the
 * file in and validated in under 15 s; payments made at 100 a second or more.
 */
const DB_NAME = 'fieldline_bench_uploads';
const N = Number(process.env.BENCH_UPLOAD_ROWS ?? 50_000);
const CUSTOMERS = Math.max(1, Math.round(N / 10));
const BATCH = 2_000;
const DAY = '2031-03-14';
const IN_TARGET = 15_000;
const RATE_TARGET = 100;
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
type Exec = (q: string, p?: unknown[]) => Promise<{ rows: any[] }>;

/** Customers and their open invoices (no lines: the upload reads only number, customer, balance and date). */
async function seed(exec: Exec): Promise<void> {
  await exec(
    `insert into customers (name, account_number)
     select 'Bench Customer ' || g, 'BU' || lpad(g::text, 6, '0') from generate_series(1, $1::int) g`,
    [CUSTOMERS],
  );
  await exec(
    `insert into invoices (invoice_number, customer_id, invoice_date, due_date, total, balance, status)
     select 'BU-' || g, c.id, $2::date - 30, $2::date, 100 + g % 900, 100 + g % 900, 'Open'
       from generate_series(1, $1::int) g
       join customers c on c.account_number = 'BU' || lpad((1 + g % $3::int)::text, 6, '0')`,
    [N, DAY, CUSTOMERS],
  );
  await exec('analyze customers; analyze invoices');
}

/** The file: a row per invoice, paid in full by a check per row; every 50th row names no customer. */
async function lockbox(exec: Exec): Promise<string> {
  const { rows } = await exec(
    `select i.invoice_number as inv, c.account_number as acc, i.balance::text as amount, g
       from invoices i join customers c on c.id = i.customer_id,
            lateral (select substring(i.invoice_number from 4)::int as g) x
      where i.invoice_number like 'BU-%' order by g`,
  );
  const lines = rows.map(
    (r) =>
      `${r.g % 50 === 0 ? 'NOBODY' : r.acc},${r.inv},${r.amount},${900000 + r.g},03/14/2031,Remit ${r.g}`,
  );
  return `Customer,Invoice,Amount,Check Number,Date,Reference\n${lines.join('\n')}\n`;
}

export async function runUploadsBench(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('uploads bench: skipped (needs DATABASE_URL, a PostgreSQL server)');
    return;
  }
  const { database, close } = await prepareInProcess(base, DB_NAME);
  const exec = database.executeSql as unknown as Exec;
  try {
    const db = database.db;
    const { rows: company } = await exec('select id from companies order by id limit 1');
    await ensureCalendarFor(db, company[0].id, DAY);
    await seed(exec);
    const csv = await lockbox(exec);
    const { rows: bank } = await exec(`select id from bank_accounts where name = 'Operating Checking'`);
    const { rows: admin } = await exec('select id from users order by id limit 1');
    const userId = admin[0].id as number;
    console.log(`\nuploads: ${N.toLocaleString('en-US')} rows, ${(csv.length / 1e6).toFixed(1)} MB`);

    let t0 = performance.now();
    const upload = await db.transaction((tx) =>
      createUpload(
        tx as never,
        {
          fileName: 'bench.csv',
          file: Buffer.from(csv).toString('base64'),
          bankAccountId: bank[0].id,
          paymentDate: DAY,
        },
        userId,
      ),
    );
    const createMs = performance.now() - t0;
    t0 = performance.now();
    const checked = await db.transaction((tx) => validateUpload(tx as never, upload.id));
    const validateMs = performance.now() - t0;
    t0 = performance.now();
    await exec(
      `select count(*) from payment_upload_rows r
         left join customers c on lower(c.account_number) = lower(r.customer)
         left join invoices i on i.invoice_number = r.invoice
        where r.upload_id = $1`,
      [upload.id],
    );
    const bareMs = performance.now() - t0;
    const inMs = createMs + validateMs;
    console.log(
      `  read and store: ${ms(createMs)} ms; validate: ${ms(validateMs)} ms (${checked.upload.validCount.toLocaleString('en-US')} valid, ${checked.upload.invalidCount.toLocaleString('en-US')} with errors, ${checked.errors.length.toLocaleString('en-US')} errors)`,
    );
    console.log(
      `  file in and validated: ${ms(inMs)} ms   expected < ${IN_TARGET} ms: ${pass(inMs < IN_TARGET)}`,
    );
    console.log(`  baseline, a bare join of the rows to customers and invoices: ${ms(bareMs)} ms`);

    t0 = performance.now();
    const progress = await db.transaction((tx) =>
      processUpload(tx as never, { uploadId: upload.id, skipInvalidRows: true, batchSize: BATCH }, userId),
    );
    const processMs = performance.now() - t0;
    const rate = progress.processedNow / (processMs / 1000);
    console.log(
      `  process one batch of ${progress.processedNow.toLocaleString('en-US')} rows into payments: ${ms(processMs)} ms (${rate.toFixed(0)} a second; the whole file at that rate: ${((N / rate) | 0).toLocaleString('en-US')} s)   expected >= ${RATE_TARGET}/s: ${pass(rate >= RATE_TARGET)}`,
    );
    // The deposit needs the whole upload processed: mark the rest done without payments to time it alone.
    if (progress.remaining > 0) {
      await exec(
        `update payment_upload_rows set status = 'Invalid' where upload_id = $1 and status = 'Valid'`,
        [upload.id],
      );
      await db.transaction((tx) =>
        processUpload(tx as never, { uploadId: upload.id, skipInvalidRows: true, batchSize: 1 }, userId),
      );
    }
    t0 = performance.now();
    const deposited = await db.transaction((tx) =>
      depositUpload(tx as never, { uploadId: upload.id, depositDate: DAY }, userId),
    );
    console.log(
      `  deposit of ${deposited.paymentCount.toLocaleString('en-US')} payments in one entry: ${ms(performance.now() - t0)} ms`,
    );
  } finally {
    await close();
  }
}
