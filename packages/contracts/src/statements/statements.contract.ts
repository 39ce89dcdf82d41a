import { z } from 'zod';

/** Spec 3 §9: the batch progress modal asks for the batch's stats this often while it is open. */
export const STATEMENT_POLL_MS = 5000;
/** Spec 3 §9: e-mail templates of this type are statement templates. */
export const STATEMENT_TEMPLATE_TYPE = 10;
/** Spec 3 §5. */
export const MONTHS_MESSAGE = 'The selected number of months must be a positive number';
/** Spec 3 §8. */
export const NO_STATEMENTS_MESSAGE = 'There were no statements to generate.';
export const NO_EMAIL_ADDRESS = 'No e-mail address';
export const TEMPLATE_MESSAGE = 'Choose an active statement e-mail template.';
export const REMIT_OFFICE_MESSAGE = 'The remit-to office does not exist.';
export const MAX_MONTHS = 120;

export const DELIVERY_METHODS = ['print', 'email', 'both'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  print: 'Print',
  email: 'E-mail',
  both: 'Print and e-mail',
};
export const printsOf = (m: DeliveryMethod) => m !== 'email';
export const emailsOf = (m: DeliveryMethod) => m !== 'print';

export const DELIVERY_STATES = ['pending', 'inProgress', 'complete', 'error'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

const id = z.int32().positive('Must be a positive number');
const idList = z.array(id).max(1000).default([]);

/** The statement options of spec 3 §3, as the JSON body of POST /v1/customer/statements/batch. */
export const statementOptionsSchema = z
  .object({
    /** Only customers of these contacts; their e-mail addresses receive the statements. Empty: every customer. */
    contacts: idList,
    /** Only customers owning these locations. Empty: every customer. */
    locations: idList,
    openInvoices: z.boolean().default(true),
    closedInvoices: z.boolean().default(false),
    credits: z.boolean().default(true),
    /** Length of the statement period, in months back from the statement date (closed invoices too). */
    months: z.int32().min(-100000).max(MAX_MONTHS).nullish(),
    /** Lists each open invoice in its own section under the activity. */
    includeInvoices: z.boolean().default(true),
    /** Retainage is not held on invoices yet: the flag is kept with the batch (docs/statements.md). */
    includeRetainage: z.boolean().default(false),
    deliveryMethod: z.enum(DELIVERY_METHODS).default('print'),
    emailTemplate: id.nullish(),
    remitOffice: id.nullish(),
    /** Makes a statement for a customer who already had one today (the day lock). */
    overrideDayLock: z.boolean().default(false),
  })
  .superRefine((o, ctx) => {
    if (o.closedInvoices && !(o.months != null && o.months > 0))
      ctx.addIssue({ code: 'custom', path: ['months'], message: MONTHS_MESSAGE });
    else if (o.months != null && o.months <= 0)
      ctx.addIssue({ code: 'custom', path: ['months'], message: MONTHS_MESSAGE });
  });
export type StatementOptionsInput = z.input<typeof statementOptionsSchema>;
export type StatementOptions = z.output<typeof statementOptionsSchema>;

// Query strings carry text: booleans as true/false (or 1/0), lists as repeated keys or comma-separated.
const qBool = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((v) => v === 'true' || v === '1' || v === 'True');
const qIdList = z
  .union([z.string().max(10000), z.array(z.string().max(20)).max(1000)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s !== ''))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,10}$/, 'Must be a positive number')
          .transform(Number)
          .pipe(id),
      )
      .max(1000),
  );
const qInt = z.coerce.number().check(z.int32());
const qDelivery = z
  .enum(['print', 'email', 'both', '1', '2', '3'])
  .transform(
    (v): DeliveryMethod =>
      (({ '1': 'print', '2': 'email', '3': 'both' }) as Record<string, DeliveryMethod>)[v] ??
      (v as DeliveryMethod),
  );

/** The page-action call's query (spec 3 §7). `token`: a retry with the same token answers the same batch. */
export const pageActionQuerySchema = z.object({
  token: z.string().trim().max(200).optional(),
  contacts: qIdList.optional(),
  locations: qIdList.optional(),
  openInvoices: qBool.optional(),
  closedInvoices: qBool.optional(),
  months: qInt.optional(),
  credits: qBool.optional(),
  includeInvoices: qBool.optional(),
  includeRetainage: qBool.optional(),
  deliveryMethod: qDelivery.optional(),
  emailTemplate: qInt.optional(),
  remitOffice: qInt.optional(),
  overrideDayLock: qBool.optional(),
});
export const pageActionAnswerSchema = z.object({ results: z.object({ BatchID: z.int32() }) });

/** Spec 3 §3 (statementCount counts deliveries: a statement printed and e-mailed counts twice). */
export const statementBatchStatsSchema = z.object({
  batchId: z.int32(),
  statementCount: z.int32(),
  customerCount: z.int32(),
  printCountTotal: z.int32(),
  printCountPending: z.int32(),
  printCountInProgress: z.int32(),
  printCountComplete: z.int32(),
  printCountError: z.int32(),
  emailCountTotal: z.int32(),
  emailCountPending: z.int32(),
  emailCountInProgress: z.int32(),
  emailCountComplete: z.int32(),
  emailCountError: z.int32(),
});
export type StatementBatchStats = z.infer<typeof statementBatchStatsSchema>;

export const statementBatchSchema = statementBatchStatsSchema.extend({
  id: z.int32(),
  statementDate: z.string(),
  periodStart: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  options: z.record(z.string(), z.unknown()),
  createdDate: z.string(),
  createdBy: z.string().nullable(),
});
export type StatementBatch = z.infer<typeof statementBatchSchema>;

export const statementRowSchema = z.object({
  id: z.int32(),
  customer: z.object({ id: z.int32(), name: z.string(), accountNumber: z.string() }),
  openingBalance: z.string(),
  activity: z.string(),
  closingBalance: z.string(),
  current: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  over90: z.string(),
  printState: z.enum(DELIVERY_STATES).nullable(),
  printError: z.string().nullable(),
  emailState: z.enum(DELIVERY_STATES).nullable(),
  emailError: z.string().nullable(),
  emailTo: z.string().nullable(),
});
export type StatementRow = z.infer<typeof statementRowSchema>;

export const batchStatementsQuerySchema = z.object({
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(1000).default(100),
});

/** Spec 3 §4: running until every statement is complete (then polling stops). */
export function isBatchComplete(s: StatementBatchStats): boolean {
  return (
    s.statementCount === s.printCountComplete + s.printCountError + s.emailCountComplete + s.emailCountError
  );
}
/** Spec 3 §4: ready to print when print total is above 0 and equals print complete plus print error. */
export function isReadyToPrint(s: StatementBatchStats): boolean {
  return s.printCountTotal > 0 && s.printCountTotal === s.printCountComplete + s.printCountError;
}
/** Spec 3 §4: a batch with zero statements shows the no-statements message and stops polling. */
export function isEmptyBatch(s: StatementBatchStats): boolean {
  return s.statementCount === 0;
}

/** Percent of a bar: done over total (100 when there is nothing to do). */
export function percentDone(done: number, total: number): number {
  return total <= 0 ? 100 : Math.round((done * 100) / total);
}
