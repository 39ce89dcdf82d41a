import { z } from 'zod';
import { businessDate } from '../common/dates';
import { decimalInput, moneyInput } from '../common/money';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

/** Budgets and budget entries (spec 1 §7.4; spec 2 §2.3, §3, §4, §5, §8, §9). */

/** Spec 2 §9: 12 monthly columns grouped with a year-to-date column. */
export const BUDGET_MONTHS = 12;
/** Spec 2 §8: a budget without offices. */
export const NO_OFFICES_FOUND = 'No Offices Found';
export const BUDGET_LOCKED = 'This budget is locked. Unlock it before changing it.';
export const DUPLICATE_ENTRY =
  'The budget already has an entry for this account, office, division, department and month.';
export const BUDGET_DATES = 'The end date must be after the start date and at most a year later.';

/** budgetType: 1 fixed amounts, 2 a target percent over the prior year's actuals (basis amounts). */
export const BUDGET_TYPES = [
  { id: 1, name: 'Fixed amounts' },
  { id: 2, name: 'Percent over prior year' },
] as const;

/** The account label an export writes unless the budget says otherwise. */
export const DEFAULT_ACCOUNT_FORMAT = '{code} {name}';

/**
 * The code format of an account with its modifiers (spec 2 §9 padding: office 2, division 2, department 3):
 * `4000-01-00-000` is account 4000 for office 1, no division, no department.
 */
export function accountCodeFormat(code: string, officeId: number, divisionId: number, departmentId: number) {
  return `${code}-${pad(officeId, 2)}-${pad(divisionId, 2)}-${pad(departmentId, 3)}`;
}
const pad = (n: number, len: number) => String(n).padStart(len, '0');

/** Renders a budget's accountFormat ({code}, {name}) for one account. */
export function formatAccount(format: string, account: { code: string; name: string }): string {
  const text = (format || DEFAULT_ACCOUNT_FORMAT)
    .replaceAll('{code}', account.code)
    .replaceAll('{name}', account.name);
  return text.trim();
}

/** The month labels of a budget starting at `startDate` ('Jan 2026' ... 'Dec 2026'). */
export function budgetMonthLabels(startDate: string): string[] {
  const names = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const y = Number(startDate.slice(0, 4));
  const m = Number(startDate.slice(5, 7)) - 1;
  return Array.from(
    { length: BUDGET_MONTHS },
    (_, i) => `${names[(m + i) % 12]} ${y + Math.floor((m + i) / 12)}`,
  );
}

const signedMoney = moneyInput;
/** A target change over the prior year: -100 % to +10,000 % (numeric(9,4)). */
const percent = decimalInput(4, { min: -100, max: 10000 });
const id = z.int32().positive();
const modifier = z.int32().min(0);
/** Offices travel as ids or as `{ id }` (the related-entity shape other calls use). */
const officeRef = z.union([id, z.object({ id })]).transform((v) => (typeof v === 'number' ? v : v.id));

export const budgetOfficeSchema = z.object({ id: z.int32(), name: z.string() });

export const budgetSchema = z
  .object({
    id: z.int32(),
    financialYear: z.int32(),
    description: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    companyID: z.int32(),
    companyName: z.string(),
    accountFormat: z.string(),
    officeID: z.int32().nullable(),
    officeName: z.string().nullable(),
    budgetType: z.int32(),
    targetPct: z.string(),
    locked: z.boolean(),
    offices: z.array(budgetOfficeSchema),
  })
  .extend(auditFieldsSchema.shape);
export type Budget = z.infer<typeof budgetSchema>;

const budgetFields = {
  financialYear: z.int32().min(1900).max(2079),
  description: z.string().trim().max(200),
  startDate: businessDate,
  endDate: businessDate,
  companyID: id,
  officeID: id.nullable(),
  accountFormat: z.string().trim().min(1).max(100),
  budgetType: z.union([z.literal(1), z.literal(2)]),
  targetPct: percent,
  locked: z.boolean(),
  offices: z.array(officeRef).max(500),
};

export const createBudgetBodySchema = z.strictObject({
  ...budgetFields,
  description: budgetFields.description.optional(),
  startDate: budgetFields.startDate.optional(),
  endDate: budgetFields.endDate.optional(),
  companyID: budgetFields.companyID.optional(),
  officeID: budgetFields.officeID.optional(),
  accountFormat: budgetFields.accountFormat.optional(),
  budgetType: budgetFields.budgetType.optional(),
  targetPct: budgetFields.targetPct.optional(),
  locked: budgetFields.locked.optional(),
  offices: budgetFields.offices.optional(),
});
export type CreateBudgetBody = z.input<typeof createBudgetBodySchema>;

/** Partial update; the company of a budget does not change. `version` guards against lost updates. */
export const updateBudgetBodySchema = z.strictObject({
  financialYear: budgetFields.financialYear.optional(),
  description: budgetFields.description.optional(),
  startDate: budgetFields.startDate.optional(),
  endDate: budgetFields.endDate.optional(),
  officeID: budgetFields.officeID.optional(),
  accountFormat: budgetFields.accountFormat.optional(),
  budgetType: budgetFields.budgetType.optional(),
  targetPct: budgetFields.targetPct.optional(),
  locked: budgetFields.locked.optional(),
  offices: budgetFields.offices.optional(),
  version: z.int32().optional(),
});
export type UpdateBudgetBody = z.input<typeof updateBudgetBodySchema>;

export const budgetSearchQuerySchema = searchQuerySchema.extend({
  financialYear: z.coerce.number().check(z.int32()).min(1900).max(2079).optional(),
  companyId: z.coerce.number().check(z.int32()).positive().optional(),
  officeId: z.coerce.number().check(z.int32()).positive().optional(),
});
export type BudgetSearchQuery = z.input<typeof budgetSearchQuerySchema>;

export const budgetEntrySchema = z.object({
  id: z.int32(),
  amount: z.string(),
  basisAmount: z.string(),
  periodClosed: z.boolean(),
  budgetEntriesID: z.int32(),
  accountID: z.int32(),
  officeID: z.int32(),
  divisionID: z.int32(),
  departmentID: z.int32(),
  accountingPeriodID: z.int32().nullable(),
  /** Addition: the month of the budget year (1..12), which accountingPeriodID alone cannot give before the calendar exists. */
  periodNumber: z.int32(),
});
export type BudgetEntry = z.infer<typeof budgetEntrySchema>;

export const createBudgetEntryBodySchema = z.strictObject({
  accountID: id,
  officeID: modifier.default(0),
  divisionID: modifier.default(0),
  departmentID: modifier.default(0),
  periodNumber: z.int32().min(1).max(BUDGET_MONTHS),
  amount: signedMoney,
  basisAmount: signedMoney.optional(),
});
export type CreateBudgetEntryBody = z.input<typeof createBudgetEntryBodySchema>;

export const updateBudgetEntryBodySchema = z.strictObject({
  amount: signedMoney,
  basisAmount: signedMoney.optional(),
});
export type UpdateBudgetEntryBody = z.input<typeof updateBudgetEntryBodySchema>;

export const budgetEntryParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  entryId: z.coerce.number().check(z.int32()).positive(),
});

/** Addition: the import's changes (or any batch) in one transaction. */
export const bulkBudgetEntriesBodySchema = z.strictObject({
  updates: z
    .array(z.strictObject({ id, amount: signedMoney }))
    .max(20000)
    .default([]),
  creates: z.array(createBudgetEntryBodySchema).max(20000).default([]),
});
export type BulkBudgetEntriesBody = z.input<typeof bulkBudgetEntriesBodySchema>;

export const bulkBudgetEntriesResultSchema = z.object({
  updated: z.int32(),
  created: z.int32(),
});

/** The spreadsheet, base64 (plain or as a data URL). */
export const importBudgetBodySchema = z.strictObject({
  file: z.string().min(1).max(14_000_000),
  fileName: z.string().max(255).optional(),
});
export type ImportBudgetBody = z.input<typeof importBudgetBodySchema>;

export const importBudgetResultSchema = z.object({
  updated: z.int32(),
  created: z.int32(),
  skipped: z.array(z.object({ row: z.int32(), reason: z.string() })),
});
export type ImportBudgetResult = z.infer<typeof importBudgetResultSchema>;

/** Addition: the accounts a budget sheet lists (income-statement accounts and any account with entries). */
export const budgetAccountSchema = z.object({
  id: z.int32(),
  code: z.string(),
  name: z.string(),
  label: z.string(),
  accountType: z.int32(),
  isActive: z.boolean(),
});
export type BudgetAccount = z.infer<typeof budgetAccountSchema>;
