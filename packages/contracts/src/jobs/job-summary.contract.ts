import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { type MoneyLike, moneyString, toDecimal } from '../common/money';
import { type JobSettings, type JobSummaryFlag, jobSchema } from './jobs.contract';

/**
 * The job summary of spec 2 §2.10: one read (GET /v1/jobs/{id}/summary) with every section, so the
 * summary screen and the e-mail template need one round trip (decision 007).
 */

const idName = z.object({ id: z.int32(), name: z.string() });
const userRef = z.object({ id: z.int32(), displayName: z.string() });
const equipmentRef = idName.nullable();

export const jobSummaryItemSchema = z.object({
  id: z.int32(),
  item: z.object({ id: z.int32(), name: z.string(), description: z.string() }),
  /** The line's own description (defaults to the item's). */
  description: z.string(),
  unitPrice: z.string(),
  orderedQuantity: z.string(),
  /** Discount per unit. */
  discountAmount: z.string(),
  subtotal: z.string(),
  equipment: equipmentRef,
  displayOrder: z.int32(),
  groupName: z.string(),
  expenseDescription: z.string().nullable(),
});
export type JobSummaryItem = z.infer<typeof jobSummaryItemSchema>;

export const jobSummaryMetricSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  isEquipmentMetric: z.boolean(),
  lastReading: z.string().nullable(),
  lastReadingDate: z.string().nullable(),
});

export const jobSummaryEquipmentSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  serialNumber: z.string().nullable(),
  item: idName.nullable(),
  metrics: z.array(jobSummaryMetricSchema),
});
export type JobSummaryEquipment = z.infer<typeof jobSummaryEquipmentSchema>;

export const jobSummaryTaskSchema = z.object({
  id: z.int32(),
  task: z.string(),
  note: z.string(),
  selected: z.boolean(),
  equipment: equipmentRef,
  createdBy: userRef.nullable(),
  createdDate: z.string(),
});

export const jobSummaryTimesheetSchema = z.object({
  id: z.int32(),
  employee: userRef,
  hours: z.string(),
  billedTime: z.string(),
  description: z.string(),
  note: z.string(),
  workDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  timeType: idName,
  item: idName.nullable(),
});

export const jobSummaryRecommendationSchema = z.object({
  id: z.int32(),
  equipment: equipmentRef,
  status: idName,
  recommendationType: z.object({ id: z.int32(), typeName: z.string(), typeDescription: z.string() }),
  description: z.string(),
  urgency: idName.nullable(),
  createdBy: userRef.nullable(),
  enteredOn: z.string(),
  deletedBy: userRef.nullable(),
  deletedOn: z.string().nullable(),
});

export const jobSummaryExpenseSchema = z.object({
  id: z.int32(),
  equipment: equipmentRef,
  description: z.string(),
  amount: z.string(),
  vendor: z.string(),
  expenseItem: idName.nullable(),
  createdBy: userRef.nullable(),
  enteredOn: z.string(),
});

export const jobSummarySignoffSchema = z.object({
  id: z.int32(),
  signatureName: z.string(),
  signatureEmail: z.string(),
  note: z.string(),
  hasSignature: z.boolean(),
  createdDate: z.string(),
});

export const jobSummaryChecklistSchema = z.object({
  id: z.int32(),
  checklistDefinition: z.object({ id: z.int32(), name: z.string(), title: z.string() }),
  equipment: equipmentRef,
  createdBy: userRef.nullable(),
  createdDate: z.string(),
});

export const jobSummarySchema = z.object({
  job: jobSchema.extend({ invoiceStatusName: z.string() }),
  /** The customer's currency rate (units per home unit); 1 when the customer has no currency. */
  currencyRate: z.string(),
  currencyAbbreviation: z.string().nullable(),
  items: z.array(jobSummaryItemSchema),
  equipment: z.array(jobSummaryEquipmentSchema),
  tasks: z.array(jobSummaryTaskSchema),
  timesheets: z.array(jobSummaryTimesheetSchema),
  recommendations: z.array(jobSummaryRecommendationSchema),
  expenses: z.array(jobSummaryExpenseSchema),
  signoffs: z.array(jobSummarySignoffSchema),
  checklists: z.array(jobSummaryChecklistSchema),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;

/** Spec 2 §9: default currency rate 1. A missing, zero or unreadable rate counts as 1. */
export const DEFAULT_CURRENCY_RATE = '1';

function rateOf(rate: MoneyLike | null | undefined): Decimal {
  if (rate === null || rate === undefined || rate === '') return toDecimal(DEFAULT_CURRENCY_RATE);
  try {
    const r = toDecimal(rate);
    return r.isZero() || r.isNegative() ? toDecimal(DEFAULT_CURRENCY_RATE) : r;
  } catch {
    return toDecimal(DEFAULT_CURRENCY_RATE);
  }
}

/**
 * Spec 2 §3 Job item: displayed price = (unitPrice − discountAmount) / currency rate, bank-rounded
 * (half to even) to 2 decimals. Returns the "1234.50" wire form.
 */
export function jobItemDisplayPrice(
  unitPrice: MoneyLike,
  discountAmount: MoneyLike,
  currencyRate?: MoneyLike | null,
): string {
  const net = toDecimal(unitPrice).minus(toDecimal(discountAmount));
  return moneyString(net.dividedBy(rateOf(currencyRate)), 2);
}

/** The line amount shown beside it: quantity × the displayed price, bank-rounded to 2 decimals. */
export function jobItemDisplayAmount(
  quantity: MoneyLike,
  unitPrice: MoneyLike,
  discountAmount: MoneyLike,
  currencyRate?: MoneyLike | null,
): string {
  const price = toDecimal(jobItemDisplayPrice(unitPrice, discountAmount, currencyRate));
  return moneyString(price.times(toDecimal(quantity)), 2);
}

/** Sum of display amounts (what the items section totals to). */
export function jobItemsDisplayTotal(
  lines: { orderedQuantity: MoneyLike; unitPrice: MoneyLike; discountAmount: MoneyLike }[],
  currencyRate?: MoneyLike | null,
): string {
  let total = new Decimal(0);
  for (const l of lines) {
    total = total.plus(jobItemDisplayAmount(l.orderedQuantity, l.unitPrice, l.discountAmount, currencyRate));
  }
  return moneyString(total, 2);
}

/** The group heading of items without equipment (spec 2 §3 Equipment). */
export const MISC_SYSTEM_COMPONENT = 'Misc. System Component';

/** The nine sections, in screen order, with the job-settings flag that defaults each. */
export const JOB_SUMMARY_SECTIONS = [
  { key: 'general', label: 'General info', flag: 'ShowInvoiceInfo' },
  { key: 'items', label: 'Items', flag: 'Items' },
  { key: 'equipment', label: 'Equipment', flag: 'Equipment' },
  { key: 'tasks', label: 'Tasks', flag: 'Tasks' },
  { key: 'time', label: 'Time', flag: 'Time' },
  { key: 'recommendations', label: 'Recommendations', flag: 'Recommendations' },
  { key: 'expenses', label: 'Expenses', flag: 'Expenses' },
  { key: 'signoffs', label: 'Signoffs', flag: 'Signoffs' },
  { key: 'checklists', label: 'Checklists', flag: 'Checklists' },
] as const satisfies readonly { key: string; label: string; flag: JobSummaryFlag }[];
export type JobSummarySectionKey = (typeof JOB_SUMMARY_SECTIONS)[number]['key'];
export type JobSummaryType = 'internal' | 'customer';
/** Spec 2 §9: default summary type internal. */
export const DEFAULT_JOB_SUMMARY_TYPE: JobSummaryType = 'internal';

/** Which sections show for a summary type, from the job settings (every section when settings are unknown). */
export function summaryVisibility(
  settings: Pick<JobSettings, 'summary'> | undefined,
  type: JobSummaryType,
): Record<JobSummarySectionKey, boolean> {
  const flags = settings?.summary[type];
  return Object.fromEntries(
    JOB_SUMMARY_SECTIONS.map((s) => [s.key, flags ? flags[s.flag] !== false : true]),
  ) as Record<JobSummarySectionKey, boolean>;
}

/** The job e-mail templates of GET /jobs/{id}/email-template/{x} (spec 1 §7.16). */
export const JOB_EMAIL_TEMPLATES = [
  { id: 1, name: 'Job scheduled' },
  { id: 2, name: 'Job completed (with summary)' },
] as const;

export const jobEmailTemplateSchema = z.object({
  id: z.int32(),
  name: z.string(),
  /** The job's primary contacts' e-mail addresses (all contacts' when none is primary). */
  to: z.array(z.string()),
  subject: z.string(),
  /** A complete HTML document. */
  body: z.string(),
});
export type JobEmailTemplate = z.infer<typeof jobEmailTemplateSchema>;
