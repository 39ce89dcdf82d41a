import { z } from 'zod';
import { businessDate } from '../common/dates';
import { decimalInput, MAX_AMOUNT } from '../common/money';
import { searchQuerySchema, searchResultSchema } from '../common/pagination';

/**
 * Expenses and the mileage log (spec 1 §7.13 mileage log CRUD, §7.15 expenses list, create, PATCH
 * postExpenses, PATCH flagExternal, DELETE). Expenses are the same rows as a job's expenses (spec 2
 * "Expense"); a general expense may have no job. docs/expenses.md.
 */

export const EXPENSE_MESSAGES = {
  alreadyPosted: (id: number, entryId: number | null) =>
    `Expense ${id} is already posted (journal entry ${entryId}); it is posted once only.`,
  tripAlreadyPosted: (id: number, entryId: number | null) =>
    `Trip ${id} is already posted (journal entry ${entryId}); it is posted once only.`,
  external: (id: number) => `Expense ${id} is flagged as handled outside Fieldline and is never posted.`,
  deletePosted: (entryId: number | null) =>
    `A posted expense cannot be deleted: it is in the general ledger (journal entry ${entryId}).`,
  deletePostedTrip: 'A posted trip cannot be deleted or changed: its reimbursement is in the general ledger.',
  editPosted: 'A posted expense cannot be changed: it is in the general ledger.',
  flagPosted: (id: number) => `Expense ${id} is already posted and cannot be flagged as handled outside.`,
  noEmployee: (id: number) => `Expense ${id} has no employee to reimburse; set who paid it before posting.`,
  nothingToPost: 'Choose at least one expense or trip to post.',
  noRate: (date: string) =>
    `No mileage rate is in effect on ${date}; add a rate per mile in the mileage settings.`,
  notYours: 'You can only work with your own expenses and trips.',
  unknownEmployee: 'Unknown employee.',
  unknownJob: 'Unknown job.',
  unknownAccount: 'Choose an active expense account (cost of goods sold, expense or other expense).',
  cardRequired: 'Choose the company card the expense was paid with.',
  cardNotEmployees: "Choose an active company card of the expense's employee.",
  cardOnlyForCard: 'A card is only given when the expense was paid with a company card.',
  unknownDocument: 'Unknown document.',
  odometerOrder: 'The end reading must be greater than the start reading.',
  distanceRequired: 'Enter the distance, or both odometer readings.',
  distanceMismatch: 'The distance does not match the odometer readings.',
  duplicateRate: 'A rate already starts on that date.',
  employeeNoUser: 'Your user is not linked to an employee record; ask the office to link it.',
} as const;

export const PAID_BY = ['employee', 'companyCard'] as const;
export type PaidBy = (typeof PAID_BY)[number];
export const PAID_BY_LABELS: Record<PaidBy, string> = {
  employee: 'Employee (reimbursable)',
  companyCard: 'Company card',
};

/** Largest odometer reading and trip distance kept (numeric(9,1)). */
export const MAX_MILES = '99999999.9';

const id = z.int32().positive();
const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const text = (max: number) => z.string().trim().max(max);
const ref = z.object({ id: z.int32(), name: z.string() });
const employeeRef = z.object({ id: z.int32(), number: z.string(), name: z.string() });

// ---------- expenses ----------

export const generalExpenseSchema = z.object({
  id: z.int32(),
  jobId: z.int32().nullable(),
  jobNumber: z.string().nullable(),
  employee: employeeRef.nullable(),
  enteredOn: z.string(),
  description: z.string(),
  amount: z.string(),
  vendor: z.string(),
  account: z.object({ id: z.int32(), code: z.string(), name: z.string() }).nullable(),
  paidBy: z.enum(PAID_BY),
  creditCard: z.object({ id: z.int32(), cardName: z.string(), lastFour: z.string() }).nullable(),
  receiptDocumentId: z.int32().nullable(),
  isPosted: z.boolean(),
  postedEntryId: z.int32().nullable(),
  postedDate: z.string().nullable(),
  isExternal: z.boolean(),
  createdBy: ref.nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  version: z.int32(),
});
export type GeneralExpense = z.infer<typeof generalExpenseSchema>;

/** GET expenses/accounts: the accounts an expense may be charged to (for the category picker). */
export const expenseAccountSchema = z.object({ id: z.int32(), code: z.string(), name: z.string() });
export type ExpenseAccount = z.infer<typeof expenseAccountSchema>;

export const expenseSearchQuerySchema = searchQuerySchema.extend({
  employeeId: z.coerce.number().check(z.int32()).positive().optional(),
  jobId: z.coerce.number().check(z.int32()).positive().optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
  posted: booleanQuery,
  external: booleanQuery,
});
export type ExpenseSearchQuery = z.input<typeof expenseSearchQuerySchema>;
export const expenseSearchResultSchema = searchResultSchema(generalExpenseSchema).extend({
  /** The sum of every matching expense (not only this page). */
  total: z.string(),
});

export const createGeneralExpenseBodySchema = z.strictObject({
  /** Omitted: the signed-in user's own employee record. */
  employeeId: id.optional(),
  jobId: id.nullable().optional(),
  enteredOn: businessDate.optional(),
  description: z.string().trim().min(1, { error: 'Required' }).max(500),
  amount: decimalInput(2, { min: 0, minExclusive: true, max: MAX_AMOUNT }),
  vendor: text(200).optional(),
  accountId: id.nullable().optional(),
  paidBy: z.enum(PAID_BY).default('employee'),
  creditCardId: id.nullable().optional(),
  receiptDocumentId: id.nullable().optional(),
});
export type CreateGeneralExpenseBody = z.input<typeof createGeneralExpenseBodySchema>;

export const postExpensesBodySchema = z.strictObject({
  ids: z.array(id).max(1000).default([]),
  /** Mileage trips posted with the expenses (their reimbursement at the rate of each trip's date). */
  tripIds: z.array(id).max(1000).default([]),
  /** The journal entry's date; today when omitted. */
  entryDate: businessDate.optional(),
});
export type PostExpensesBody = z.input<typeof postExpensesBodySchema>;
export const postExpensesResultSchema = z.object({
  entryId: z.int32(),
  total: z.string(),
  expenseIds: z.array(z.int32()),
  tripIds: z.array(z.int32()),
});
export type PostExpensesResult = z.infer<typeof postExpensesResultSchema>;

export const flagExternalBodySchema = z.strictObject({
  ids: z.array(id).min(1, { error: 'Choose at least one expense.' }).max(1000),
  /** True (default) marks them handled outside; false clears the flag. */
  isExternal: z.boolean().default(true),
});
export type FlagExternalBody = z.input<typeof flagExternalBodySchema>;

// ---------- mileage ----------

const miles = decimalInput(1, { min: 0, max: MAX_MILES });

export const tripSchema = z.object({
  id: z.int32(),
  employee: employeeRef,
  tripDate: z.string(),
  vehicle: z.string(),
  startOdometer: z.string().nullable(),
  endOdometer: z.string().nullable(),
  distance: z.string(),
  fromPlace: z.string(),
  toPlace: z.string(),
  purpose: z.string(),
  jobId: z.int32().nullable(),
  jobNumber: z.string().nullable(),
  /** The company rate per mile in effect on the trip date (the posted rate once posted); null when none. */
  rate: z.string().nullable(),
  /** distance × rate, half-to-even to cents; null when no rate is in effect. */
  reimbursement: z.string().nullable(),
  isPosted: z.boolean(),
  postedEntryId: z.int32().nullable(),
  createdDate: z.string(),
  modifiedDate: z.string(),
  version: z.int32(),
});
export type Trip = z.infer<typeof tripSchema>;

const tripFields = {
  employeeId: id.optional(),
  tripDate: businessDate,
  vehicle: text(100).optional(),
  startOdometer: miles.nullable().optional(),
  endOdometer: miles.nullable().optional(),
  distance: miles.nullable().optional(),
  fromPlace: text(200).optional(),
  toPlace: text(200).optional(),
  purpose: z.string().trim().min(1, { error: 'Required' }).max(500),
  jobId: id.nullable().optional(),
};
export const createTripBodySchema = z.strictObject(tripFields);
export type CreateTripBody = z.input<typeof createTripBodySchema>;
export const updateTripBodySchema = z.strictObject(tripFields).partial();
export type UpdateTripBody = z.input<typeof updateTripBodySchema>;

export const tripSearchQuerySchema = searchQuerySchema.extend({
  employeeId: z.coerce.number().check(z.int32()).positive().optional(),
  from: businessDate.optional(),
  to: businessDate.optional(),
  posted: booleanQuery,
});
export type TripSearchQuery = z.input<typeof tripSearchQuerySchema>;
export const tripSearchResultSchema = searchResultSchema(tripSchema);

export const mileageTotalsQuerySchema = z.object({
  from: businessDate,
  to: businessDate,
  employeeId: z.coerce.number().check(z.int32()).positive().optional(),
});
export type MileageTotalsQuery = z.input<typeof mileageTotalsQuerySchema>;
export const mileageTotalSchema = z.object({
  employee: employeeRef,
  trips: z.int32(),
  distance: z.string(),
  reimbursement: z.string(),
  posted: z.string(),
  unposted: z.string(),
  /** Trips on dates with no rate in effect (not in the reimbursement). */
  unrated: z.int32(),
});
export type MileageTotal = z.infer<typeof mileageTotalSchema>;

export const mileageRateSchema = z.object({
  id: z.int32(),
  effectiveDate: z.string(),
  ratePerMile: z.string(),
  createdDate: z.string(),
  version: z.int32(),
});
export type MileageRate = z.infer<typeof mileageRateSchema>;
export const createMileageRateBodySchema = z.strictObject({
  effectiveDate: businessDate,
  ratePerMile: decimalInput(4, { min: 0, minExclusive: true, max: '999.9999' }),
});
export type CreateMileageRateBody = z.input<typeof createMileageRateBodySchema>;
