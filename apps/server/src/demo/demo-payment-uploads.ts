import { sql } from 'drizzle-orm';
import { companyToday } from '../modules/organization';
import { createUpload, depositUpload, processUpload, validateUpload } from '../modules/payment-uploads';
import type { Db } from '../platform/db/database';
import { rowsOf } from '../platform/db/rows';

const file = (rows: string[][]) =>
  Buffer.from(
    ['Customer,Invoice,Amount,Check Number,Date,Reference', ...rows.map((r) => r.join(','))].join('\r\n'),
  ).toString('base64');

/**
 * Two payment uploads into Operating Checking: a lockbox file of six checks paying open invoices in full,
 * processed and deposited as one deposit (dated the company's today), and a second file left Validated with
 * one row in error (an unknown customer) so the page has something to show. docs/payment-uploads.md.
 */
export async function seedPaymentUploads(db: Db): Promise<void> {
  const [bank] = rowsOf<{ id: number; currency_id: number | null }>(
    await db.execute(sql`select id, currency_id from bank_accounts where name = 'Operating Checking'`),
  );
  const [admin] = rowsOf<{ id: number }>(await db.execute(sql`select id from users order by id limit 1`));
  if (!bank || !admin) return;
  const today = await companyToday(db);
  // The newest open invoices, one a customer, in the account's currency and not after today.
  const open = rowsOf<{ account: string; number: string; balance: string }>(
    await db.execute(sql`select distinct on (c.id) c.account_number as account, i.invoice_number as number,
        i.balance::text as balance, i.invoice_date
      from invoices i join customers c on c.id = i.customer_id
      where i.status = 'Open' and i.balance > 0 and i.invoice_date <= ${today}
        and (c.currency_id is null or ${bank.currency_id}::int is null or c.currency_id = ${bank.currency_id}::int)
        and c.account_number !~ '[,"]' and i.invoice_number !~ '[,"]'
      order by c.id, i.invoice_date desc, i.id desc`),
  );
  const pick = open.slice(-7);
  if (pick.length < 3) return;
  const lockbox = pick
    .slice(0, -1)
    .map((r, n) => [r.account, r.number, r.balance, String(40211 + n), today, 'Lockbox']);
  const first = await createUpload(
    db,
    { fileName: 'lockbox-operating.csv', file: file(lockbox), bankAccountId: bank.id, paymentDate: today },
    admin.id,
  );
  await validateUpload(db, first.id);
  let remaining = 1;
  while (remaining > 0)
    ({ remaining } = await processUpload(db, { uploadId: first.id, skipInvalidRows: true }, admin.id));
  await depositUpload(db, { uploadId: first.id, depositDate: today }, admin.id);

  const last = pick[pick.length - 1];
  const second = await createUpload(
    db,
    {
      fileName: 'remittance-advice.csv',
      file: file([
        [last.account, last.number, last.balance, '50877', today, 'Remittance'],
        ['Unknown Customer LLC', '', '125.00', '50878', today, 'Not one of ours'],
      ]),
      bankAccountId: bank.id,
      paymentDate: today,
    },
    admin.id,
  );
  await validateUpload(db, second.id);
}
