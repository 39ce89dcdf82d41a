import { z } from 'zod';
import { businessDate } from '../common/dates';
import {
  decimalInput,
  MAX_AMOUNT,
  MAX_UNIT_PRICE,
  moneyString,
  quantityInput,
  toDecimal,
} from '../common/money';

/**
 * Work records of a job (spec 1 §7.12 sub-resources; spec 2 §3): timesheets, expenses, signoffs and
 * the equipment worked on. Post-processing and packing slips are in job-stock.contract.ts.
 */

export const JOB_WORK_MESSAGES = {
  endBeforeStart: 'The end time must be after the start time.',
  hoursRequired: 'Enter the hours, or both a start and an end time.',
  unknownEmployee: 'Unknown employee.',
  unknownTimeType: 'Unknown time type.',
  unknownItem: 'Unknown item.',
  unknownSupplier: 'Unknown supplier.',
  unknownEquipment: 'Unknown equipment.',
  equipmentNotAtLocation: "The equipment is not at the job's location.",
  equipmentNotOnJob: 'The equipment is not on this job.',
  unknownMetric: 'The metric does not belong to this equipment.',
  notOnJob: 'The timesheet does not belong to this job.',
  duplicateRow: 'The same timesheet appears twice in the list.',
  signatureFormat: 'The signature must be a PNG image (a data:image/png;base64 URL).',
  signatureTooLarge: 'The signature image is too large (at most 512 KB).',
  staleVersion: 'The timesheet was changed by someone else; reload it and try again.',
} as const;

/** The largest signature image accepted, in characters of the data URL (≈ 512 KB of base64). */
export const SIGNATURE_MAX_CHARS = 700_000;
export const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';

const decimal = (dp: number, max: string, min = 0) =>
  decimalInput(dp, { min, max, minMessage: `Must be ${min} or more` });
/** Hours live in numeric(9,2); nobody books more than this on one line. */
const MAX_HOURS = '9999.99';

const instant = z.iso.datetime({ offset: true, error: 'Invalid date and time' });
const optionalText = (max: number) => z.string().trim().max(max);
const id = z.int32().positive();

export const personRefSchema = z.object({ id: z.int32(), displayName: z.string() });
export const namedRefSchema = z.object({ id: z.int32(), name: z.string() });
export const itemRefSchema = z.object({ id: z.int32(), itemCode: z.string(), name: z.string() });

// ---------- time types and timesheets ----------

export const timeTypeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isBillable: z.boolean(),
  /** Left out for users without the Costs permission. */
  costRate: z.string().optional(),
});
export type TimeType = z.infer<typeof timeTypeSchema>;

export const timesheetSchema = z.object({
  id: z.int32(),
  jobId: z.int32(),
  employee: personRefSchema,
  hours: z.string(),
  description: z.string(),
  note: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  workDate: z.string(),
  timeType: namedRefSchema,
  billedTime: z.string(),
  /** Left out for users without the Costs permission. */
  costRate: z.string().optional(),
  item: itemRefSchema.nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  version: z.int32(),
});
export type Timesheet = z.infer<typeof timesheetSchema>;

const timesheetFields = {
  employeeId: id,
  timeTypeId: id,
  workDate: businessDate,
  startTime: instant.nullable(),
  endTime: instant.nullable(),
  hours: decimal(2, MAX_HOURS),
  billedTime: decimal(2, MAX_HOURS),
  costRate: decimal(4, MAX_UNIT_PRICE),
  description: optionalText(500),
  note: optionalText(2000),
  itemId: id.nullable(),
};

const timesheetBase = z.strictObject(timesheetFields);
export const createTimesheetBodySchema = timesheetBase.partial({
  startTime: true,
  endTime: true,
  hours: true,
  billedTime: true,
  costRate: true,
  description: true,
  note: true,
  itemId: true,
});
export type CreateTimesheetBody = z.input<typeof createTimesheetBodySchema>;

export const updateTimesheetBodySchema = timesheetBase
  .partial()
  .extend({ version: z.int32().positive().optional() });
export type UpdateTimesheetBody = z.input<typeof updateTimesheetBodySchema>;

/** PATCH jobs/{id}/timesheets: several rows at once, all or nothing. */
export const updateTimesheetsBodySchema = z
  .array(updateTimesheetBodySchema.extend({ id }))
  .min(1, { error: 'Send at least one timesheet.' })
  .max(500);
export type UpdateTimesheetsBody = z.input<typeof updateTimesheetsBodySchema>;

export const timesheetParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  tid: z.coerce.number().check(z.int32()).positive(),
});

/**
 * Hours between two instants, rounded half-to-even to 2 decimals (0.01 h = 36 s): 08:00 to 10:20 is
 * 2.33. Null when either is missing.
 */
export function hoursBetween(start: string | null | undefined, end: string | null | undefined) {
  if (!start || !end) return null;
  const ms = new Date(end).getTime() - new Date(start).getTime();
  return moneyString(toDecimal(ms).div(3_600_000), 2);
}

// ---------- expenses ----------

export const expenseSchema = z.object({
  id: z.int32(),
  jobId: z.int32(),
  equipment: namedRefSchema.nullable(),
  description: z.string(),
  amount: z.string(),
  createdBy: personRefSchema.nullable(),
  enteredOn: z.string(),
  vendor: z.string(),
  supplier: namedRefSchema.nullable(),
  expenseItem: itemRefSchema.nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  version: z.int32(),
});
export type Expense = z.infer<typeof expenseSchema>;

const expenseFields = {
  description: z.string().trim().min(1, { error: 'Required' }).max(500),
  amount: decimal(2, MAX_AMOUNT),
  enteredOn: businessDate,
  vendor: optionalText(200),
  supplierId: id.nullable(),
  expenseItemId: id.nullable(),
  equipmentId: id.nullable(),
};
export const createExpenseBodySchema = z.strictObject({
  ...expenseFields,
  enteredOn: expenseFields.enteredOn.optional(),
  vendor: expenseFields.vendor.optional(),
  supplierId: expenseFields.supplierId.optional(),
  expenseItemId: expenseFields.expenseItemId.optional(),
  equipmentId: expenseFields.equipmentId.optional(),
});
export type CreateExpenseBody = z.input<typeof createExpenseBodySchema>;
export const updateExpenseBodySchema = createExpenseBodySchema.partial();
export type UpdateExpenseBody = z.input<typeof updateExpenseBodySchema>;
export const expenseParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  xid: z.coerce.number().check(z.int32()).positive(),
});

// ---------- signoffs ----------

export const signoffSchema = z.object({
  id: z.int32(),
  jobId: z.int32(),
  signatureName: z.string(),
  signatureEmail: z.string(),
  note: z.string(),
  hasSignature: z.boolean(),
  createdDate: z.string(),
  createdBy: personRefSchema.nullable(),
});
export type Signoff = z.infer<typeof signoffSchema>;
export const signoffDetailSchema = signoffSchema.extend({ signatureImage: z.string().nullable() });
export type SignoffDetail = z.infer<typeof signoffDetailSchema>;

/** True when the text is a PNG data URL: the prefix, base64 and the PNG file signature. */
export function isPngDataUrl(v: string): boolean {
  if (!v.startsWith(PNG_DATA_URL_PREFIX)) return false;
  const b64 = v.slice(PNG_DATA_URL_PREFIX.length);
  if (b64.length < 12 || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return false;
  // "iVBORw0KGgo" is the base64 of the 8-byte PNG signature 89 50 4E 47 0D 0A 1A 0A.
  return b64.startsWith('iVBORw0KGgo');
}

export const createSignoffBodySchema = z.strictObject({
  signatureName: z.string().trim().min(1, { error: 'Required' }).max(200),
  signatureEmail: z.union([z.literal(''), z.email({ error: 'Invalid e-mail address' }).max(254)]).optional(),
  signatureImage: z
    .string()
    .max(SIGNATURE_MAX_CHARS, { error: JOB_WORK_MESSAGES.signatureTooLarge, abort: true })
    .refine(isPngDataUrl, { error: JOB_WORK_MESSAGES.signatureFormat })
    .nullable()
    .optional(),
  note: optionalText(2000).optional(),
});
export type CreateSignoffBody = z.input<typeof createSignoffBodySchema>;
export const signoffParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  sid: z.coerce.number().check(z.int32()).positive(),
});

// ---------- equipment on the job ----------

export const jobEquipmentMetricSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  isEquipmentMetric: z.boolean(),
  lastReading: z.string().nullable(),
  lastReadingDate: z.string().nullable(),
});
export const jobEquipmentSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  serialNumber: z.string().nullable(),
  item: itemRefSchema.nullable(),
  note: z.string(),
  metrics: z.array(jobEquipmentMetricSchema),
});
export type JobEquipment = z.infer<typeof jobEquipmentSchema>;

export const jobEquipmentParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  eid: z.coerce.number().check(z.int32()).positive(),
});
export const addJobEquipmentBodySchema = z.strictObject({ note: optionalText(500).optional() }).optional();
export const metricReadingBodySchema = z.strictObject({
  metricId: id,
  reading: quantityInput(),
  readingDate: instant.optional(),
  note: optionalText(500).optional(),
});
export type MetricReadingBody = z.input<typeof metricReadingBodySchema>;

export const buildEquipmentBodySchema = z
  .strictObject({ lineItemIds: z.array(id).max(1000).optional() })
  .optional();
export const buildEquipmentResultSchema = z.object({
  created: z.array(z.object({ propertyId: z.int32(), equipmentId: z.int32() })),
  equipment: z.array(jobEquipmentSchema),
});
export type BuildEquipmentResult = z.infer<typeof buildEquipmentResultSchema>;
