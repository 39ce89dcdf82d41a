import { z } from 'zod';
import { businessDate } from '../common/dates';
import { isDecimalLike, MAX_QUANTITY, toDecimal } from '../common/money';

/**
 * Service visits of a contract (issue 19 item 2): its visit schedule, the visits generated from it into
 * jobs, the visit updates and the preview of a proposed schedule's dates (bids/contractVisits).
 */

export const VISIT_FREQUENCIES = ['Monthly', 'Quarterly', 'SemiAnnual', 'Annual', 'Months', 'Rule'] as const;
export type VisitFrequency = (typeof VISIT_FREQUENCIES)[number];
export const VISIT_FREQUENCY_LABELS: Record<VisitFrequency, string> = {
  Monthly: 'Monthly',
  Quarterly: 'Quarterly',
  SemiAnnual: 'Twice a year',
  Annual: 'Once a year',
  Months: 'Chosen months',
  Rule: 'Recurrence rule',
};
export const VISIT_STATUSES = ['Pending', 'JobCreated'] as const;
/** Visits changed by one update call at most. */
export const MAX_VISITS_PER_UPDATE = 500;

export const VISIT_MESSAGES = {
  badRule: 'Enter a valid recurrence rule (RFC 5545 RRULE, e.g. FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15).',
  ruleNeeded: 'A recurrence rule schedule needs its rule.',
  monthsNeeded: 'Choose at least one month.',
  dayOrWeekday: 'Give a day of the month or an nth weekday, not both.',
  windowOrder: 'The window must end after it starts.',
  noSchedule: 'This contract has no visit schedule yet.',
  unknownContract: 'No such contract.',
  unknownVisit: 'One or more visits are not visits of a contract.',
  endBeforeStart: 'The end date must be on or after the start date.',
  noLocation: 'The contract has no service location: visits need one to become jobs.',
} as const;

const time = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: 'Enter a time as HH:MM (24-hour).' })
  .transform((v) => v.slice(0, 5));

const quantity = z
  .union([z.string(), z.number()])
  .refine((v) => isDecimalLike(v), { error: 'Enter a number.', abort: true })
  .refine((v) => toDecimal(v).gt(0) && toDecimal(v).lte(MAX_QUANTITY), {
    error: `Enter a quantity above 0 and at most ${MAX_QUANTITY}.`,
  })
  .transform((v) => toDecimal(v).toDecimalPlaces(4).toFixed(4));

const id = z.int32().positive();

/** The schedule's rules (no job type, equipment or items): all that decides the dates. */
export const visitRuleSchema = z
  .object({
    frequency: z.enum(VISIT_FREQUENCIES),
    months: z.array(z.int32().min(1).max(12)).max(12).default([]),
    rule: z.string().trim().max(500).nullish(),
    dayOfMonth: z.int32().min(1).max(31).nullish(),
    nthWeek: z.int32().min(1).max(5).nullish(),
    weekday: z.int32().min(0).max(6).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.frequency === 'Rule' && !v.rule)
      ctx.addIssue({ code: 'custom', path: ['rule'], message: VISIT_MESSAGES.ruleNeeded });
    if (v.frequency === 'Months' && v.months.length === 0)
      ctx.addIssue({ code: 'custom', path: ['months'], message: VISIT_MESSAGES.monthsNeeded });
    if (v.dayOfMonth != null && (v.nthWeek != null || v.weekday != null))
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: VISIT_MESSAGES.dayOrWeekday });
    if ((v.nthWeek == null) !== (v.weekday == null))
      ctx.addIssue({
        code: 'custom',
        path: [v.nthWeek == null ? 'nthWeek' : 'weekday'],
        message: 'Give the week (1st..4th, last) and the weekday together.',
      });
  });
export type VisitRule = z.output<typeof visitRuleSchema>;

export const visitItemInputSchema = z.object({ itemId: id, quantity: quantity.default('1.0000') });

export const putVisitScheduleBodySchema = z
  .object({
    frequency: z.enum(VISIT_FREQUENCIES),
    months: z.array(z.int32().min(1).max(12)).max(12).default([]),
    rule: z.string().trim().max(500).nullish(),
    dayOfMonth: z.int32().min(1).max(31).nullish(),
    nthWeek: z.int32().min(1).max(5).nullish(),
    weekday: z.int32().min(0).max(6).nullish(),
    windowStart: time.default('08:00'),
    windowEnd: time.default('10:00'),
    jobTypeId: id,
    description: z.string().trim().max(2000).default(''),
    horizonDays: z.int32().min(0).max(730).default(30),
    equipmentIds: z.array(id).max(500).default([]),
    items: z.array(visitItemInputSchema).max(100).default([]),
    /** Optimistic concurrency on an existing schedule. */
    version: z.int32().positive().optional(),
  })
  .superRefine((v, ctx) => {
    const rules = visitRuleSchema.safeParse(v);
    if (!rules.success) for (const issue of rules.error.issues) ctx.addIssue({ ...issue, code: 'custom' });
    if (v.windowEnd <= v.windowStart)
      ctx.addIssue({ code: 'custom', path: ['windowEnd'], message: VISIT_MESSAGES.windowOrder });
  });
export type PutVisitScheduleBody = z.output<typeof putVisitScheduleBodySchema>;

export const visitScheduleSchema = z.object({
  id: z.int32(),
  contractId: z.int32(),
  frequency: z.enum(VISIT_FREQUENCIES),
  months: z.array(z.int32()),
  rule: z.string().nullable(),
  dayOfMonth: z.int32().nullable(),
  nthWeek: z.int32().nullable(),
  weekday: z.int32().nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  jobType: z.object({ id: z.int32(), name: z.string() }),
  description: z.string(),
  horizonDays: z.int32(),
  effectiveFrom: z.string().nullable(),
  equipment: z.array(z.object({ id: z.int32(), name: z.string() })),
  items: z.array(z.object({ itemId: z.int32(), name: z.string(), quantity: z.string() })),
  version: z.int32(),
});
export type VisitSchedule = z.output<typeof visitScheduleSchema>;

export const contractVisitSchema = z.object({
  id: z.int32(),
  contractId: z.int32(),
  occurrenceDate: z.string(),
  description: z.string(),
  status: z.enum(VISIT_STATUSES),
  job: z
    .object({
      id: z.int32(),
      jobNumber: z.string(),
      status: z.string(),
      scheduledStart: z.string().nullable(),
      scheduledEnd: z.string().nullable(),
    })
    .nullable(),
});
export type ContractVisit = z.output<typeof contractVisitSchema>;

export const visitsQuerySchema = z
  .object({ from: businessDate.optional(), to: businessDate.optional() })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    message: VISIT_MESSAGES.endBeforeStart,
  });
export const visitListSchema = z.array(contractVisitSchema);

export const generateVisitsResultSchema = z.object({
  visitsCreated: z.int32(),
  jobsCreated: z.int32(),
});
export type GenerateVisitsResult = z.output<typeof generateVisitsResultSchema>;

const visitIds = z.array(id).min(1).max(MAX_VISITS_PER_UPDATE);

export const updateVisitItemsBodySchema = z.object({
  contractId: id,
  items: z.array(visitItemInputSchema).max(100),
});
export const updateVisitsJobStatusBodySchema = z.object({
  visitIds,
  statusId: id,
  statusReason: z.string().trim().max(500).optional(),
});
export const updateVisitsDescriptionBodySchema = z.object({
  visitIds,
  description: z.string().trim().max(2000),
});
export const updatedCountSchema = z.object({ updated: z.int32() });

/** bids/contractVisits: the dates a proposed schedule would give between two dates (no writes). */
export const previewVisitsBodySchema = z
  .object({
    startDate: businessDate,
    endDate: businessDate,
    schedule: visitRuleSchema,
  })
  .refine((b) => b.endDate >= b.startDate, { path: ['endDate'], message: VISIT_MESSAGES.endBeforeStart });
export const previewVisitsResultSchema = z.object({ dates: z.array(z.string()) });
