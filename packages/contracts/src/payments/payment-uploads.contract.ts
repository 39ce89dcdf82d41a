import { z } from 'zod';
import { businessDate, DATE_RANGE_MESSAGE } from '../common/dates';
import { MAX_AMOUNT } from '../common/money';
import { searchQuerySchema, searchResultSchema } from '../common/pagination';

/**
 * Payment uploads (issue 21 item 4; spec 1 §7.9): a lockbox or remittance file of customer payments (CSV or
 * xlsx) kept row by row, validated (every row's every error), processed into payments applied to invoices,
 * and deposited to the bank as one deposit. docs/payment-uploads.md.
 */

/** A file's bytes: 10 MB holds about 100,000 lockbox rows. Sent base64 (plain or as a data URL). */
export const MAX_UPLOAD_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_BASE64_CHARS = Math.ceil(MAX_UPLOAD_FILE_BYTES / 3) * 4 + 100;
export const MAX_UPLOAD_ROWS = 50_000;
/** The most rows one process call turns into payments; the page calls again until none are left. */
export const MAX_PROCESS_BATCH = 2_000;
export const DEFAULT_PROCESS_BATCH = 250;

/**
 * The header names a file's first row may use for each field (case and spaces ignored). Customer and
 * Amount are required columns; a row's customer is its customer number or its exact name.
 */
export const PAYMENT_UPLOAD_COLUMNS = {
  customer: ['Customer', 'Customer Number', 'Customer No', 'Account', 'Account Number', 'Customer Name'],
  invoice: ['Invoice', 'Invoice Number', 'Invoice No'],
  amount: ['Amount', 'Payment Amount', 'Paid'],
  checkNumber: ['Check Number', 'Check No', 'Check', 'Check #'],
  date: ['Date', 'Payment Date', 'Deposit Date'],
  reference: ['Reference', 'Memo', 'Remittance', 'Note'],
} as const;
export type PaymentUploadField = keyof typeof PAYMENT_UPLOAD_COLUMNS;

/** The paper check payment method (migration 0052), the default of an upload. */
export const CHECK_METHOD = 5;

export const PAYMENT_UPLOAD_STATUSES = [
  'Uploaded',
  'Validated',
  'Processing',
  'Processed',
  'Deposited',
] as const;
export type PaymentUploadStatus = (typeof PAYMENT_UPLOAD_STATUSES)[number];

export const PAYMENT_UPLOAD_ROW_STATUSES = ['Pending', 'Valid', 'Invalid', 'Processed'] as const;

export const PaymentUploadMessages = {
  noRows: 'The file has no payment rows.',
  tooManyRows: `The file has more than ${MAX_UPLOAD_ROWS.toLocaleString('en-US')} rows.`,
  notSpreadsheet: 'The file is not a CSV or xlsx file.',
  missingColumn: (name: string) => `The file has no ${name} column.`,
  validateFirst: 'Validate the upload before processing it.',
  hasErrors: (n: number) =>
    `${n} ${n === 1 ? 'row has' : 'rows have'} errors: correct the file, or process only the valid rows.`,
  alreadyProcessed: 'The upload has already been processed.',
  processFirst: 'Process the upload before depositing it.',
  alreadyDeposited: 'The upload has already been deposited.',
  nothingToDeposit: 'The upload has no processed payments to deposit.',
  depositBeforePayments: 'The deposit date is before the payments it deposits.',
  cannotDelete: 'An upload with processed payments cannot be deleted.',
  bankAccountInactive: 'The bank account is inactive.',
  methodNotFound: 'The payment method does not exist or is inactive.',
  storedCardMethod: 'A payment upload cannot charge stored cards: pick another payment method.',
  echeckMethod:
    'A payment upload cannot record e-checks (the file has no routing or account numbers): pick another payment method.',
} as const;

/**
 * What validation says of a row, field by field (validatePaymentUploadTransaction). Every rule a row breaks
 * is reported, in this order: customer, invoice, amount, date, checkNumber, row.
 */
export const PaymentUploadRowMessages = {
  customerRequired: 'Enter the customer number or name.',
  customerNotFound: 'No customer has this customer number or name.',
  customerAmbiguous: 'More than one customer has this name: use the customer number.',
  customerCurrency: "The customer's currency is not the bank account's.",
  amountRequired: 'Enter the amount.',
  amountNotNumber: 'The amount is not a number.',
  amountNotPositive: 'The amount must be above 0.',
  amountTooLarge: `The amount is more than ${MAX_AMOUNT}.`,
  amountDecimals: 'The amount has more than 2 decimals.',
  invoiceNotFound: 'No invoice has this number.',
  invoiceOtherCustomer: 'The invoice belongs to another customer.',
  invoiceVoid: 'The invoice is void.',
  invoicePaid: 'The invoice is already paid.',
  invoiceOverpaid: 'The rows of this file applied to the invoice add up to more than its balance.',
  dateInvalid: 'The date is not a date: use YYYY-MM-DD or MM/DD/YYYY.',
  dateOutOfRange: DATE_RANGE_MESSAGE,
  dateBeforeInvoice: "The date is before the invoice's date.",
  dateClosedPeriod: 'The date is in a closed calendar period.',
  duplicateCheck: "This customer's check number is already recorded in an earlier upload or payment.",
  duplicateRow: 'The row repeats an earlier row of the file.',
} as const;

const id = z.coerce.number().check(z.int32()).positive();

/** POST payments/createPaymentUploads: the file and where its payments go. */
export const createPaymentUploadBodySchema = z.strictObject({
  fileName: z.string().trim().min(1).max(255),
  file: z
    .string()
    .min(1, 'The file is empty.')
    .max(MAX_UPLOAD_BASE64_CHARS, 'The file is larger than 10 MB.'),
  /** The bank account the payments will be deposited to. */
  bankAccountId: z.int32().positive(),
  /** Default: Check (the paper check method, id CHECK_METHOD). */
  paymentMethodId: z.int32().min(1).optional(),
  /** The date of rows without one (default: the company's today). */
  paymentDate: businessDate.optional(),
});
export type CreatePaymentUploadBody = z.input<typeof createPaymentUploadBodySchema>;

export const uploadIdBodySchema = z.strictObject({ uploadId: z.int32().positive() });

export const processPaymentUploadBodySchema = z.strictObject({
  uploadId: z.int32().positive(),
  /** Leave the rows with errors out (they stay listed, unprocessed). */
  skipInvalidRows: z.boolean().optional(),
  /** How many rows this call turns into payments (the page calls again until the upload is Processed). */
  batchSize: z.int32().min(1).max(MAX_PROCESS_BATCH).optional(),
});

export const depositPaymentUploadBodySchema = z.strictObject({
  uploadId: z.int32().positive(),
  /** Default: the company's today. */
  depositDate: businessDate.optional(),
});

export const paymentUploadRowErrorSchema = z.object({
  rowNumber: z.int32(),
  field: z.string(),
  message: z.string(),
});
export type PaymentUploadRowError = z.infer<typeof paymentUploadRowErrorSchema>;

export const paymentUploadRowSchema = z.object({
  id: z.int32(),
  /** The row's line in the file (the header is line 1). */
  rowNumber: z.int32(),
  /** The cells as the file had them. */
  customer: z.string(),
  invoice: z.string(),
  amount: z.string(),
  checkNumber: z.string(),
  date: z.string(),
  reference: z.string(),
  /** What validation found. */
  customerId: z.int32().nullable(),
  customerName: z.string().nullable(),
  invoiceId: z.int32().nullable(),
  paymentDate: z.string().nullable(),
  status: z.enum(PAYMENT_UPLOAD_ROW_STATUSES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  paymentId: z.int32().nullable(),
});
export type PaymentUploadRow = z.infer<typeof paymentUploadRowSchema>;

export const paymentUploadSchema = z.object({
  id: z.int32(),
  fileName: z.string(),
  format: z.enum(['csv', 'xlsx']),
  bankAccountId: z.int32(),
  bankAccount: z.string(),
  paymentMethodId: z.int32(),
  paymentMethod: z.string(),
  status: z.enum(PAYMENT_UPLOAD_STATUSES),
  rowCount: z.int32(),
  validCount: z.int32(),
  invalidCount: z.int32(),
  processedCount: z.int32(),
  paymentCount: z.int32(),
  /** The sum of the rows' amounts that are numbers. */
  total: z.string(),
  processedTotal: z.string(),
  depositDate: z.string().nullable(),
  /** The deposit's journal entry: the bank account against Undeposited Funds, one line each. */
  depositEntryId: z.int32().nullable(),
  createdDate: z.string(),
  createdBy: z.int32().nullable(),
  createdByName: z.string().nullable(),
  validatedDate: z.string().nullable(),
  processedDate: z.string().nullable(),
  depositedDate: z.string().nullable(),
});
export type PaymentUpload = z.infer<typeof paymentUploadSchema>;

/** validatePaymentUploadTransaction answers the upload and every error of every row. */
export const paymentUploadValidationSchema = z.object({
  upload: paymentUploadSchema,
  errors: z.array(paymentUploadRowErrorSchema),
});
export type PaymentUploadValidation = z.infer<typeof paymentUploadValidationSchema>;

/** processPaymentUploadTransaction answers the upload and how many rows are left for the next call. */
export const paymentUploadProgressSchema = z.object({
  upload: paymentUploadSchema,
  processedNow: z.int32(),
  remaining: z.int32(),
});
export type PaymentUploadProgress = z.infer<typeof paymentUploadProgressSchema>;

export const paymentUploadListQuerySchema = searchQuerySchema.extend({
  status: z.enum(PAYMENT_UPLOAD_STATUSES).optional(),
  bankAccountId: id.optional(),
});
export const paymentUploadListSchema = searchResultSchema(paymentUploadSchema);

export const paymentUploadRowsQuerySchema = searchQuerySchema.extend({
  status: z.enum(PAYMENT_UPLOAD_ROW_STATUSES).optional(),
});
export const paymentUploadRowListSchema = searchResultSchema(paymentUploadRowSchema);
