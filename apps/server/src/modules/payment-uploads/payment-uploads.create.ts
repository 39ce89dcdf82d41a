import {
  CHECK_METHOD,
  type createPaymentUploadBodySchema,
  type PaymentUpload,
  PaymentUploadMessages,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { ECHECK_METHOD, STORED_CARD_METHOD } from '@fieldline/contracts/payments/payments.contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound, ruleViolation } from '../../platform/errors';
import { companyToday } from '../organization';
import { getBankAccount } from '../payments';
import { paymentMethods } from '../payments/payments.table';
import { decodeFile, parseUploadFile } from './payment-uploads.parse';
import { getUpload } from './payment-uploads.read';
import { paymentUploads } from './payment-uploads.table';

type CreateBody = z.output<typeof createPaymentUploadBodySchema>;
/** Rows per insert statement (one JSON parameter each). */
const CHUNK = 10_000;

/** The upload's payment method: the one asked for, else Check. It must exist, be active, and not charge a card. */
async function methodFor(db: Db, id: number | undefined): Promise<number> {
  const [m] = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, id ?? CHECK_METHOD));
  if (!m?.isActive) throw ruleViolation(PaymentUploadMessages.methodNotFound);
  if (m.id === STORED_CARD_METHOD) throw ruleViolation(PaymentUploadMessages.storedCardMethod);
  if (m.id === ECHECK_METHOD) throw ruleViolation(PaymentUploadMessages.echeckMethod);
  return m.id;
}

/**
 * POST payments/createPaymentUploads: the file read into rows (Uploaded), each row's cells kept as written;
 * all rows go in with one statement a 10,000 rows (one JSON parameter each, expanded by the database).
 */
export async function createUpload(db: Db, body: CreateBody, userId: number | null): Promise<PaymentUpload> {
  const bank = await getBankAccount(db, body.bankAccountId).catch(() => {
    throw notFound('bank account');
  });
  if (!bank.isActive) throw ruleViolation(PaymentUploadMessages.bankAccountInactive);
  const methodId = await methodFor(db, body.paymentMethodId);
  const file = await parseUploadFile(decodeFile(body.file));
  const [upload] = await db
    .insert(paymentUploads)
    .values({
      fileName: body.fileName.replace(/\0/g, ''),
      format: file.format,
      bankAccountId: bank.id,
      paymentMethodId: methodId,
      defaultDate: body.paymentDate ?? (await companyToday(db)),
      rowCount: file.rows.length,
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning({ id: paymentUploads.id });
  for (let i = 0; i < file.rows.length; i += CHUNK) {
    const chunk = file.rows.slice(i, i + CHUNK).map((r) => ({
      n: r.rowNumber,
      c: r.cells.customer,
      i: r.cells.invoice,
      a: r.cells.amount,
      k: r.cells.checkNumber,
      d: r.cells.date,
      r: r.cells.reference,
      av: r.amountValue,
      dv: r.dateValue,
    }));
    await db.execute(sql`insert into payment_upload_rows
        (upload_id, row_number, customer, invoice, amount, check_number, date, reference, amount_value, date_value)
      select ${upload.id}::int, x.n, x.c, x.i, x.a, x.k, x.d, x.r, x.av::numeric, x.dv::date
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
          as x(n int, c text, i text, a text, k text, d text, r text, av text, dv text)`);
  }
  return getUpload(db, upload.id);
}

/** DELETE payments/paymentUploads/{id}: refused once any row became a payment. */
export async function deleteUpload(db: Db, id: number): Promise<void> {
  const [u] = await db.select().from(paymentUploads).where(eq(paymentUploads.id, id)).for('update');
  if (!u) throw notFound('payment upload');
  const [paid] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from payment_upload_rows where upload_id = ${id} and payment_id is not null limit 1`,
    ),
  );
  if (paid || u.depositEntryId) throw ruleViolation(PaymentUploadMessages.cannotDelete);
  await db.delete(paymentUploads).where(eq(paymentUploads.id, id));
}
