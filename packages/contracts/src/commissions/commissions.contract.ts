import { z } from 'zod';
import { businessDate } from '../common/dates';
import { decimalInput, MAX_AMOUNT, percentInput } from '../common/money';
import { auditFieldsSchema, searchQuerySchema, searchResultSchema } from '../common/pagination';

/**
 * Commissions (spec 1 §7.4; issue 17 item 6): rules per salesperson and what they earn on invoices. The
 * amounts of an invoice are its invoice employee rows (spec 1 §7.11), recomputed from the rules.
 */

/** What a rule pays on: a percent of the invoice's revenue (subtotal before tax) or gross profit, or a flat amount per invoice of a job type. */
export const COMMISSION_BASES = ['Revenue', 'GrossProfit', 'FlatPerJobType'] as const;
export type CommissionBasis = (typeof COMMISSION_BASES)[number];
export const COMMISSION_BASIS_LABELS: Record<CommissionBasis, string> = {
  Revenue: 'Percent of revenue',
  GrossProfit: 'Percent of gross profit',
  FlatPerJobType: 'Flat per job type',
};

/** When it is earned: in full when the invoice posts, or in proportion as payments apply. */
export const COMMISSION_EARN_ON = ['Invoice', 'Payment'] as const;
export type CommissionEarnOn = (typeof COMMISSION_EARN_ON)[number];
export const COMMISSION_EARN_ON_LABELS: Record<CommissionEarnOn, string> = {
  Invoice: 'When invoiced',
  Payment: 'As paid',
};

/** Why a commission entry was made. */
export const COMMISSION_EVENTS = ['Invoice', 'Payment', 'PaymentVoid', 'Credit', 'Void'] as const;
export type CommissionEvent = (typeof COMMISSION_EVENTS)[number];

export const COMMISSION_MESSAGES = {
  notSalesperson: 'The employee is not a salesperson: tick Salesperson on the employee first.',
  overlaps: 'This salesperson already has a rule of this kind for these dates.',
  endBeforeStart: 'The end date must be on or after the effective date.',
  rateNeeded: 'Enter the percent.',
  jobTypeNeeded: 'Choose the job type.',
  amountNeeded: 'Enter the flat amount.',
  unknownJobType: 'Choose a job type from the list.',
} as const;

const idInput = z.int32().positive();
const id = z.coerce.number().check(z.int32()).positive();

export const commissionRuleSchema = z
  .object({
    id: z.int32(),
    employeeId: z.int32(),
    employeeName: z.string(),
    /** The salesperson's sign-in user: invoices and jobs name the salesperson by user. */
    userId: z.int32().nullable(),
    basis: z.enum(COMMISSION_BASES),
    earnOn: z.enum(COMMISSION_EARN_ON),
    /** Percent (4 places) for the percent bases; null for a flat rule. */
    rate: z.string().nullable(),
    /** Flat amount per invoice, for a flat rule. */
    flatAmount: z.string().nullable(),
    jobTypeId: z.int32().nullable(),
    jobTypeName: z.string().nullable(),
    effectiveDate: z.string(),
    endDate: z.string().nullable(),
    isActive: z.boolean(),
    notes: z.string(),
  })
  .extend(auditFieldsSchema.shape);
export type CommissionRule = z.infer<typeof commissionRuleSchema>;

const ruleFields = {
  employeeId: idInput,
  basis: z.enum(COMMISSION_BASES),
  earnOn: z.enum(COMMISSION_EARN_ON).default('Invoice'),
  rate: percentInput(4).nullish(),
  flatAmount: decimalInput(2, { min: 0, minExclusive: true, max: MAX_AMOUNT }).nullish(),
  jobTypeId: idInput.nullish(),
  effectiveDate: businessDate,
  endDate: businessDate.nullish(),
  isActive: z.boolean().default(true),
  notes: z.string().trim().max(500).default(''),
};
export const createCommissionRuleBodySchema = z.object(ruleFields).strict();
export type CreateCommissionRuleBody = z.infer<typeof createCommissionRuleBodySchema>;

export const updateCommissionRuleBodySchema = z
  .object({
    basis: ruleFields.basis,
    earnOn: z.enum(COMMISSION_EARN_ON),
    rate: ruleFields.rate,
    flatAmount: ruleFields.flatAmount,
    jobTypeId: ruleFields.jobTypeId,
    effectiveDate: businessDate,
    endDate: ruleFields.endDate,
    isActive: z.boolean(),
    notes: z.string().trim().max(500),
    version: z.int32().optional(),
  })
  .partial()
  .strict();
export type UpdateCommissionRuleBody = z.infer<typeof updateCommissionRuleBodySchema>;

const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const commissionSearchQuerySchema = searchQuerySchema.extend({
  employeeId: id.optional(),
  basis: z.enum(COMMISSION_BASES).optional(),
  isActive: bool,
  /** Rules in force on this date. */
  onDate: businessDate.optional(),
});
export const commissionSearchResultSchema = searchResultSchema(commissionRuleSchema);

/** A period: both dates inclusive. Defaults to the current month. */
export const commissionPeriodQuerySchema = z.object({
  from: businessDate.optional(),
  to: businessDate.optional(),
});
export const commissionReportQuerySchema = commissionPeriodQuerySchema.extend({
  format: z.enum(['json', 'csv', 'xlsx']).default('json'),
});

export const commissionTotalsSchema = z.object({
  earned: z.string(),
  reversed: z.string(),
  net: z.string(),
});

/** A salesperson with their rules in force today and what they earned in the period. */
export const commissionEmployeeSchema = z
  .object({
    employeeId: z.int32(),
    userId: z.int32().nullable(),
    number: z.string(),
    name: z.string(),
    isActive: z.boolean(),
    rules: z.array(commissionRuleSchema),
    invoices: z.int32(),
  })
  .extend(commissionTotalsSchema.shape);
export type CommissionEmployee = z.infer<typeof commissionEmployeeSchema>;

export const commissionReportRowSchema = z
  .object({
    invoiceId: z.int32(),
    invoiceNumber: z.string(),
    invoiceDate: z.string(),
    customerName: z.string(),
    status: z.string(),
    ruleId: z.int32().nullable(),
    basis: z.string(),
    /** The amount the commission is figured on (revenue or gross profit; for a flat rule, the flat amount). */
    basisAmount: z.string(),
    rate: z.string().nullable(),
    /** The invoice's whole commission, what it comes to once fully earned. */
    commission: z.string(),
  })
  .extend(commissionTotalsSchema.shape);
export type CommissionReportRow = z.infer<typeof commissionReportRowSchema>;

export const commissionEntrySchema = z.object({
  invoiceId: z.int32(),
  invoiceNumber: z.string(),
  entryDate: z.string(),
  event: z.enum(COMMISSION_EVENTS),
  amount: z.string(),
});

export const commissionReportSchema = z.object({
  employeeId: z.int32(),
  employeeName: z.string(),
  from: z.string(),
  to: z.string(),
  rows: z.array(commissionReportRowSchema),
  entries: z.array(commissionEntrySchema),
  totals: commissionTotalsSchema,
});
export type CommissionReport = z.infer<typeof commissionReportSchema>;

export const commissionEmployeesQuerySchema = commissionPeriodQuerySchema.extend({
  includeInactive: bool,
});
