import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type {
  PaymentUpload,
  PaymentUploadRow,
  paymentUploadListQuerySchema,
  paymentUploadRowsQuerySchema,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound } from '../../platform/errors';

type ListQuery = z.output<typeof paymentUploadListQuerySchema>;
type RowsQuery = z.output<typeof paymentUploadRowsQuerySchema>;

interface UploadRecord {
  id: number;
  file_name: string;
  format: string;
  bank_account_id: number;
  bank_account: string;
  payment_method_id: number;
  payment_method: string;
  status: string;
  row_count: number;
  valid_count: number;
  invalid_count: number;
  processed_count: number;
  payment_count: number;
  total: string;
  processed_total: string;
  deposit_date: string | null;
  deposit_entry_id: number | null;
  created_date: string;
  created_by: number | null;
  created_by_name: string | null;
  validated_date: string | null;
  processed_date: string | null;
  deposited_date: string | null;
  count_filtered?: number;
}

const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
const day = (v: string | Date | null) =>
  v === null ? null : typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

/** The uploads with their row counts and totals (one aggregate per upload, from the rows' index). */
const selectUploads = (where: SQL, tail: SQL = sql``) => sql`
  select u.id, u.file_name, u.format, u.bank_account_id, ba.name as bank_account,
    u.payment_method_id, pm.name as payment_method, u.status, u.row_count,
    coalesce(s.valid_count, 0)::int as valid_count, coalesce(s.invalid_count, 0)::int as invalid_count,
    coalesce(s.processed_count, 0)::int as processed_count, coalesce(s.payment_count, 0)::int as payment_count,
    coalesce(s.total, 0)::numeric(18,2)::text as total,
    coalesce(s.processed_total, 0)::numeric(18,2)::text as processed_total,
    u.deposit_date::text as deposit_date, u.deposit_entry_id, u.created_date, u.created_by,
    nullif(trim(coalesce(us.first_name, '') || ' ' || coalesce(us.last_name, '')), '') as created_by_name,
    u.validated_date, u.processed_date, u.deposited_date, count(*) over ()::int as count_filtered
  from payment_uploads u
  join bank_accounts ba on ba.id = u.bank_account_id
  join payment_methods pm on pm.id = u.payment_method_id
  left join users us on us.id = u.created_by
  left join lateral (
    select count(*) filter (where r.status = 'Valid') as valid_count,
      count(*) filter (where r.status = 'Invalid') as invalid_count,
      count(*) filter (where r.status = 'Processed') as processed_count,
      count(distinct r.payment_id) as payment_count,
      sum(r.amount_value) filter (where r.amount_value is not null and abs(r.amount_value) < 1e15) as total,
      sum(r.amount_value) filter (where r.status = 'Processed') as processed_total
    from payment_upload_rows r where r.upload_id = u.id) s on true
  where ${where}
  ${tail}`;

const toUpload = (r: UploadRecord): PaymentUpload => ({
  id: r.id,
  fileName: r.file_name,
  format: r.format as PaymentUpload['format'],
  bankAccountId: r.bank_account_id,
  bankAccount: r.bank_account,
  paymentMethodId: r.payment_method_id,
  paymentMethod: r.payment_method,
  status: r.status as PaymentUpload['status'],
  rowCount: r.row_count,
  validCount: r.valid_count,
  invalidCount: r.invalid_count,
  processedCount: r.processed_count,
  paymentCount: r.payment_count,
  total: r.total,
  processedTotal: r.processed_total,
  depositDate: day(r.deposit_date),
  depositEntryId: r.deposit_entry_id,
  createdDate: iso(r.created_date) as string,
  createdBy: r.created_by,
  createdByName: r.created_by_name,
  validatedDate: iso(r.validated_date),
  processedDate: iso(r.processed_date),
  depositedDate: iso(r.deposited_date),
});

export async function getUpload(db: Db, id: number): Promise<PaymentUpload> {
  const [r] = rowsOf<UploadRecord>(await db.execute(selectUploads(sql`u.id = ${id}`)));
  if (!r) throw notFound('payment upload');
  return toUpload(r);
}

/** GET payments/paymentUploads: newest first; by status, bank account and file name. */
export async function listUploads(db: Db, q: ListQuery): Promise<SearchResult<PaymentUpload>> {
  const where: SQL[] = [sql`true`];
  if (q.status) where.push(sql`u.status = ${q.status}`);
  if (q.bankAccountId) where.push(sql`u.bank_account_id = ${q.bankAccountId}`);
  if (q.query) where.push(sql`u.file_name ilike ${`%${q.query.replace(/[\\%_]/g, '\\$&')}%`}`);
  const rows = rowsOf<UploadRecord>(
    await db.execute(
      selectUploads(sql.join(where, sql` and `), sql`order by u.id desc limit ${q.limit} offset ${q.offset}`),
    ),
  );
  const count =
    rows[0]?.count_filtered ??
    (q.offset > 0
      ? Number(
          rowsOf<{ n: number }>(
            await db.execute(
              sql`select count(*)::int as n from payment_uploads u where ${sql.join(where, sql` and `)}`,
            ),
          )[0].n,
        )
      : 0);
  return { data: rows.map(toUpload), count_filtered: count };
}

interface RowRecord {
  id: number;
  row_number: number;
  customer: string;
  invoice: string;
  amount: string;
  check_number: string;
  date: string;
  reference: string;
  customer_id: number | null;
  customer_name: string | null;
  invoice_id: number | null;
  payment_date: string | null;
  status: string;
  errors: { field: string; message: string }[] | string;
  payment_id: number | null;
  count_filtered: number;
}

export const toRow = (r: RowRecord): PaymentUploadRow => ({
  id: r.id,
  rowNumber: r.row_number,
  customer: r.customer,
  invoice: r.invoice,
  amount: r.amount,
  checkNumber: r.check_number,
  date: r.date,
  reference: r.reference,
  customerId: r.customer_id,
  customerName: r.customer_name,
  invoiceId: r.invoice_id,
  paymentDate: day(r.payment_date),
  status: r.status as PaymentUploadRow['status'],
  errors: typeof r.errors === 'string' ? JSON.parse(r.errors) : r.errors,
  paymentId: r.payment_id,
});

/** GET payments/paymentUploads/{id}/rows: in file order, a page at a time, by status. */
export async function listRows(
  db: Db,
  uploadId: number,
  q: RowsQuery,
): Promise<SearchResult<PaymentUploadRow>> {
  await getUpload(db, uploadId);
  const status = q.status ? sql`and r.status = ${q.status}` : sql``;
  const rows = rowsOf<RowRecord>(
    await db.execute(sql`select r.id, r.row_number, r.customer, r.invoice, r.amount, r.check_number, r.date,
        r.reference, r.customer_id, c.name as customer_name, r.invoice_id, r.payment_date::text as payment_date, r.status, r.errors,
        r.payment_id, count(*) over ()::int as count_filtered
      from payment_upload_rows r left join customers c on c.id = r.customer_id
      where r.upload_id = ${uploadId} ${status}
      order by r.row_number limit ${q.limit} offset ${q.offset}`),
  );
  let count = rows[0]?.count_filtered ?? 0;
  if (!rows.length && q.offset > 0)
    count = Number(
      rowsOf<{ n: number }>(
        await db.execute(
          sql`select count(*)::int as n from payment_upload_rows r where r.upload_id = ${uploadId} ${status}`,
        ),
      )[0].n,
    );
  return { data: rows.map(toRow), count_filtered: count };
}

/** A sample file: the header row and two example rows, so users see the layout. */
export const TEMPLATE_CSV = [
  'Customer,Invoice,Amount,Check Number,Date,Reference',
  'C-1001,INV-010045,1250.00,10452,2026-11-02,Remittance for October service',
  'Acme Heating,,300.00,10453,11/02/2026,Payment on account',
  '',
].join('\r\n');
