import { Decimal } from 'decimal.js';
import { z } from 'zod';
import { businessDate } from '../common/dates';
import { formatPercent, type MoneyLike, moneyString, toDecimal } from '../common/money';
import { MAX_LIMIT } from '../common/pagination';

/** Job profit reports (issue 6 item 7): GET /v1/jobs/reports/profitByJob, jobProfitReport, profitExcel. */

export const PROFIT_DATE_FIELDS = ['completed', 'created'] as const;
export type ProfitDateField = (typeof PROFIT_DATE_FIELDS)[number];

const optionalId = z.coerce.number().check(z.int32()).positive().optional();

const filterFields = {
  /** Which date the from/to range applies to: the completed date (default) or the created date. */
  dateField: z.enum(PROFIT_DATE_FIELDS).default('completed'),
  from: businessDate.optional(),
  to: businessDate.optional(),
  officeId: optionalId,
  customerId: optionalId,
  /** A status id, or "open" (status type not closed) or "closed". */
  status: z.union([z.enum(['open', 'closed']), z.coerce.number().check(z.int32()).positive()]).optional(),
};
const rangeInOrder = {
  check: (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to,
  params: { message: 'The start date must not be after the end date.', path: ['to'] },
};

export const profitFilterSchema = z.object(filterFields).refine(rangeInOrder.check, rangeInOrder.params);
export type ProfitFilter = z.infer<typeof profitFilterSchema>;
export type ProfitFilterInput = z.input<typeof profitFilterSchema>;

export const profitByJobQuerySchema = z
  .object({
    ...filterFields,
    offset: z.coerce.number().check(z.int32()).min(0).default(0),
    limit: z.coerce.number().check(z.int32()).min(1).max(MAX_LIMIT).default(100),
    fields: z.string().optional(),
  })
  .refine(rangeInOrder.check, rangeInOrder.params);
export type ProfitByJobQuery = z.input<typeof profitByJobQuerySchema>;

const idName = z.object({ id: z.int32(), name: z.string() });

/** The money columns of a profit row: 2-decimal strings; margin a fraction to 4 places ("0.2500"). */
export const profitFiguresSchema = z.object({
  revenue: z.string(),
  itemsCost: z.string(),
  labour: z.string(),
  expenses: z.string(),
  profit: z.string(),
  margin: z.string(),
});
export type ProfitFigures = z.infer<typeof profitFiguresSchema>;

export const profitRowSchema = profitFiguresSchema.extend({
  jobId: z.int32(),
  jobNumber: z.string(),
  name: z.string(),
  status: z.string(),
  customer: idName,
  office: idName,
  createdDate: z.string(),
  completedDate: z.string().nullable(),
});
export type ProfitRow = z.infer<typeof profitRowSchema>;

export const profitByJobResultSchema = z.object({
  data: z.array(profitRowSchema),
  count_filtered: z.int32(),
  /** Over every matching job (not only this page), from the exact sums. */
  totals: profitFiguresSchema,
});
export type ProfitByJobResult = z.infer<typeof profitByJobResultSchema>;

export const jobProfitQuerySchema = z.object({ jobId: z.coerce.number().check(z.int32()).positive() });

export const jobProfitReportSchema = z.object({
  job: profitRowSchema.omit({
    revenue: true,
    itemsCost: true,
    labour: true,
    expenses: true,
    profit: true,
    margin: true,
  }),
  figures: profitFiguresSchema,
  items: z.array(
    z.object({
      id: z.int32(),
      item: idName,
      description: z.string(),
      quantity: z.string(),
      unitCost: z.string(),
      unitPrice: z.string(),
      revenue: z.string(),
      /** 0 for a labour line (system type Labor): its cost is the timesheets'. */
      cost: z.string(),
      isLabour: z.boolean(),
    }),
  ),
  labour: z.array(
    z.object({
      id: z.int32(),
      employee: idName,
      workDate: z.string(),
      timeType: idName,
      hours: z.string(),
      costRate: z.string(),
      cost: z.string(),
    }),
  ),
  expenses: z.array(
    z.object({
      id: z.int32(),
      description: z.string(),
      vendor: z.string(),
      enteredOn: z.string(),
      amount: z.string(),
    }),
  ),
});
export type JobProfitReport = z.infer<typeof jobProfitReportSchema>;

/**
 * Profit figures from exact (unrounded) sums: each money figure is rounded half-to-even to 2 places,
 * profit = revenue − items cost − labour − expenses (from the rounded figures, so the row adds up),
 * margin = profit / revenue to 4 places (0 when revenue is 0).
 */
export function profitFigures(raw: {
  revenue: MoneyLike | null;
  itemsCost: MoneyLike | null;
  labour: MoneyLike | null;
  expenses: MoneyLike | null;
}): ProfitFigures {
  const r2 = (v: MoneyLike | null) => toDecimal(moneyString(v ?? 0, 2));
  const revenue = r2(raw.revenue);
  const itemsCost = r2(raw.itemsCost);
  const labour = r2(raw.labour);
  const expenses = r2(raw.expenses);
  const profit = revenue.minus(itemsCost).minus(labour).minus(expenses);
  const margin = revenue.isZero() ? new Decimal(0) : profit.dividedBy(revenue);
  return {
    revenue: moneyString(revenue),
    itemsCost: moneyString(itemsCost),
    labour: moneyString(labour),
    expenses: moneyString(expenses),
    profit: moneyString(profit),
    margin: moneyString(margin, 4),
  };
}

/** "0.2500" → "25.00 %" (the shared percent format). */
export function marginPercent(margin: MoneyLike): string {
  return formatPercent(toDecimal(margin).times(100));
}
