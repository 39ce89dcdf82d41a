import { MAX_DATE, MIN_DATE } from '@fieldline/contracts/common/dates';
import { MAX_AMOUNT } from '@fieldline/contracts/common/money';
import {
  PaymentUploadRowMessages as M,
  PaymentUploadMessages,
  type PaymentUploadRowError,
  type PaymentUploadValidation,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound, ruleViolation } from '../../platform/errors';
import { defaultCompanyId } from '../ledger';
import { getUpload } from './payment-uploads.read';
import { paymentUploads } from './payment-uploads.table';

/** Files of more rows than this are sampled into the statistics before validating. */
const ANALYZE_ABOVE = 1_000;

/** The order a row's errors are listed in. */
const FIELD_ORDER = ['customer', 'invoice', 'amount', 'date', 'checkNumber', 'row'];

/** `[{ field, message }]` when `when` holds, else `[]`: one rule of a row. */
const rule = (when: SQL, field: string, message: string) =>
  sql`case when ${when} then jsonb_build_array(jsonb_build_object('field', ${field}::text, 'message', ${message}::text)) else '[]'::jsonb end`;

/** The rows validation looks at: those not yet made payments. */
const open = (uploadId: number, alias = 'r') =>
  sql.raw(`${alias}.upload_id = ${uploadId} and ${alias}.status <> 'Processed'`);

/**
 * POST payments/validatePaymentUploadTransaction: every rule over all the upload's open rows in a handful of
 * set-based statements (no query per row). Each row gets its resolved customer, invoice and date, every
 * error it has, and Valid or Invalid; the answer lists every error of every row. Nothing else changes, so
 * validating again gives the same answer until the file's customers, invoices or payments change.
 */
export async function validateUpload(db: Db, uploadId: number): Promise<PaymentUploadValidation> {
  const [u] = await db.select().from(paymentUploads).where(eq(paymentUploads.id, uploadId)).for('update');
  if (!u) throw notFound('payment upload');
  if (u.status === 'Processed' || u.status === 'Deposited')
    throw ruleViolation(PaymentUploadMessages.alreadyProcessed);
  const companyId = await defaultCompanyId(db);
  const id = u.id;
  // A large file just stored is not in the table's statistics yet: planned as a few rows, the statements
  // below joined 50,000 rows by nested loops (over 9 minutes in the uploads bench). ANALYZE samples them.
  if (u.rowCount > ANALYZE_ABOVE) await db.execute(sql`analyze payment_upload_rows`);

  // 1. The customer (by customer number, else by exact name, case ignored), the amount and the date cells.
  await db.execute(sql`update payment_upload_rows r set
      customer_id = coalesce(m.by_number, case when m.named = 1 then m.by_name end),
      invoice_id = null,
      payment_date = case when r.date = '' then u.default_date else r.date_value end,
      status = 'Pending',
      errors = ${rule(sql`r.customer = ''`, 'customer', M.customerRequired)}
        || ${rule(sql`r.customer <> '' and m.by_number is null and m.named = 0`, 'customer', M.customerNotFound)}
        || ${rule(sql`m.by_number is null and m.named > 1`, 'customer', M.customerAmbiguous)}
        || ${rule(sql`r.amount = ''`, 'amount', M.amountRequired)}
        || ${rule(sql`r.amount <> '' and r.amount_value is null`, 'amount', M.amountNotNumber)}
        || ${rule(sql`r.amount_value <= 0`, 'amount', M.amountNotPositive)}
        || ${rule(sql`r.amount_value > ${MAX_AMOUNT}::numeric`, 'amount', M.amountTooLarge)}
        || ${rule(sql`r.amount_value <> round(r.amount_value, 2)`, 'amount', M.amountDecimals)}
        || ${rule(sql`r.date <> '' and r.date_value is null`, 'date', M.dateInvalid)}
        || ${rule(
          sql`coalesce(case when r.date = '' then u.default_date else r.date_value end
            not between ${MIN_DATE}::date and ${MAX_DATE}::date, false)`,
          'date',
          M.dateOutOfRange,
        )}
    from (
      select r2.id,
        (select c.id from customers c where lower(c.account_number) = lower(r2.customer) limit 1) as by_number,
        (select count(*) from customers c where lower(c.name) = lower(r2.customer)) as named,
        (select min(c.id) from customers c where lower(c.name) = lower(r2.customer)) as by_name
      from payment_upload_rows r2 where ${open(id, 'r2')} and r2.customer <> ''
      union all
      select r3.id, null, 0, null from payment_upload_rows r3 where ${open(id, 'r3')} and r3.customer = ''
    ) m, payment_uploads u
    where r.id = m.id and u.id = r.upload_id`);

  // 2. The invoice: found by number, the customer's, open and owing, and not dated after the payment.
  await db.execute(sql`update payment_upload_rows r set
      invoice_id = x.invoice_id,
      errors = r.errors
        || ${rule(sql`x.invoice_id is null`, 'invoice', M.invoiceNotFound)}
        || ${rule(sql`x.customer_id <> r.customer_id`, 'invoice', M.invoiceOtherCustomer)}
        || ${rule(sql`x.status = 'Void'`, 'invoice', M.invoiceVoid)}
        || ${rule(sql`x.status <> 'Void' and x.balance <= 0`, 'invoice', M.invoicePaid)}
        || ${rule(sql`r.payment_date < x.invoice_date`, 'date', M.dateBeforeInvoice)}
    from (
      select r2.id, i.id as invoice_id, i.customer_id, i.status, i.balance, i.invoice_date
      from payment_upload_rows r2 left join invoices i on i.invoice_number = r2.invoice
      where ${open(id, 'r2')} and r2.invoice <> ''
    ) x
    where r.id = x.id`);

  // 3. The rows of this file applied to one invoice must not add up to more than its balance.
  await db.execute(sql`update payment_upload_rows r set
      errors = r.errors || ${rule(sql`true`, 'invoice', M.invoiceOverpaid)}
    from (
      select r2.invoice_id, sum(r2.amount_value) as applied
      from payment_upload_rows r2
      where ${open(id, 'r2')} and r2.invoice_id is not null and r2.amount_value > 0
      group by r2.invoice_id
    ) g
    join invoices i on i.id = g.invoice_id
    where ${open(id)} and r.invoice_id = g.invoice_id and r.amount_value > 0
      and i.status <> 'Void' and i.balance > 0 and g.applied > i.balance`);

  // 4. The customer's currency, a closed period, a check already recorded, a row repeated in the file.
  await db.execute(sql`update payment_upload_rows r set
      errors = r.errors
        || ${rule(
          sql`c.currency_id is not null and ba.currency_id is not null and c.currency_id <> ba.currency_id`,
          'customer',
          M.customerCurrency,
        )}
        || ${rule(
          sql`exists (select 1 from calendar_periods cp join fiscal_calendars fc on fc.id = cp.calendar_id
            where fc.company_id = ${companyId} and cp.is_closed
              and r.payment_date between cp.start_date and cp.end_date)`,
          'date',
          M.dateClosedPeriod,
        )}
        || ${rule(
          sql`r.check_number <> '' and r.customer_id is not null and (
            exists (select 1 from payments p where p.customer_id = r.customer_id
              and p.check_number = r.check_number and p.status <> 'Void'
              and not exists (select 1 from payment_upload_rows own
                where own.upload_id = r.upload_id and own.payment_id = p.id))
            or exists (select 1 from payment_upload_rows e where e.upload_id < r.upload_id
              and e.customer_id = r.customer_id and e.check_number = r.check_number))`,
          'checkNumber',
          M.duplicateCheck,
        )}
        || ${rule(sql`d.repeat > 1`, 'row', M.duplicateRow)}
    from payment_upload_rows r0
      join payment_uploads u on u.id = r0.upload_id
      join bank_accounts ba on ba.id = u.bank_account_id
      left join customers c on c.id = r0.customer_id
      join (
        select r2.id, row_number() over (
          partition by lower(r2.customer), lower(r2.invoice), r2.amount, r2.check_number, r2.date
          order by r2.row_number) as repeat
        from payment_upload_rows r2 where r2.upload_id = ${id}
      ) d on d.id = r0.id
    where r.id = r0.id and ${open(id, 'r0')}`);

  // 5. Errors in field order; Valid or Invalid.
  await db.execute(sql`update payment_upload_rows r set
      errors = coalesce((select jsonb_agg(e order by array_position(${sql.raw(
        `array[${FIELD_ORDER.map((f) => `'${f}'`).join(',')}]`,
      )}, e->>'field'), n) from jsonb_array_elements(r.errors) with ordinality as t(e, n)), '[]'::jsonb),
      status = case when r.errors = '[]'::jsonb then 'Valid' else 'Invalid' end
    where ${open(id)}`);

  await db
    .update(paymentUploads)
    .set({
      status: u.status === 'Processing' ? 'Processing' : 'Validated',
      validatedDate: sql`now()`,
      modifiedDate: sql`now()`,
      version: sql`${paymentUploads.version} + 1`,
    })
    .where(eq(paymentUploads.id, id));
  return { upload: await getUpload(db, id), errors: await rowErrors(db, id) };
}

/** Every error of every row, in file order. */
export async function rowErrors(db: Db, uploadId: number): Promise<PaymentUploadRowError[]> {
  return rowsOf<PaymentUploadRowError>(
    await db.execute(sql`select r.row_number as "rowNumber", e->>'field' as field, e->>'message' as message
      from payment_upload_rows r, jsonb_array_elements(r.errors) with ordinality as t(e, n)
      where r.upload_id = ${uploadId} and r.status = 'Invalid'
      order by r.row_number, t.n`),
  );
}
