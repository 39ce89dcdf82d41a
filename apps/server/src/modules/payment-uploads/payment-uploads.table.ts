import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { customers } from '../customers/customers.table';
import { invoices } from '../invoices/invoices.table';
import { journalEntries } from '../ledger/ledger.table';
import { bankAccounts, paymentMethods, payments } from '../payments/payments.table';

/**
 * A lockbox or remittance file of customer payments (issue 21 item 4): Uploaded → Validated → Processing →
 * Processed → Deposited. docs/payment-uploads.md.
 */
export const paymentUploads = pgTable(
  'payment_uploads',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    /** csv or xlsx. */
    format: text('format').notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    paymentMethodId: integer('payment_method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** The date of rows without one. */
    defaultDate: date('default_date', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('Uploaded'),
    rowCount: integer('row_count').notNull().default(0),
    validatedDate: timestamp('validated_date', { withTimezone: true, mode: 'string' }),
    processedDate: timestamp('processed_date', { withTimezone: true, mode: 'string' }),
    depositedDate: timestamp('deposited_date', { withTimezone: true, mode: 'string' }),
    depositDate: date('deposit_date', { mode: 'string' }),
    depositEntryId: integer('deposit_entry_id').references(() => journalEntries.id),
    ...auditColumns(),
  },
  (t) => [
    index('payment_uploads_status_idx').on(t.status, t.id),
    index('payment_uploads_bank_idx').on(t.bankAccountId, t.id),
  ],
);

/**
 * One row of the file: its cells as written, what the upload read of them (`amountValue`, `dateValue`:
 * null when the cell is not a number or a date), and what validation resolved.
 */
export const paymentUploadRows = pgTable(
  'payment_upload_rows',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => paymentUploads.id, { onDelete: 'cascade' }),
    /** The row's line in the file (the header is line 1). */
    rowNumber: integer('row_number').notNull(),
    customer: text('customer').notNull().default(''),
    invoice: text('invoice').notNull().default(''),
    amount: text('amount').notNull().default(''),
    checkNumber: text('check_number').notNull().default(''),
    date: text('date').notNull().default(''),
    reference: text('reference').notNull().default(''),
    amountValue: numeric('amount_value'),
    dateValue: date('date_value', { mode: 'string' }),
    customerId: integer('customer_id').references(() => customers.id),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    paymentDate: date('payment_date', { mode: 'string' }),
    /** Pending, Valid, Invalid, Processed. */
    status: text('status').notNull().default('Pending'),
    /** [{ field, message }], every rule the row breaks. */
    errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
    paymentId: integer('payment_id').references(() => payments.id),
  },
  (t) => [
    index('payment_upload_rows_upload_idx').on(t.uploadId, t.status, t.rowNumber),
    index('payment_upload_rows_check_idx').on(t.customerId, t.checkNumber).where(sql`${t.checkNumber} <> ''`),
    index('payment_upload_rows_payment_idx').on(t.paymentId),
  ],
);
