import { z } from 'zod';
import { businessDate } from '../common/dates';
import { decimalInput, MAX_UNIT_PRICE } from '../common/money';
import { auditFieldsSchema, searchQuerySchema, searchResultSchema } from '../common/pagination';

/** Employees (spec 1 §7.10): records of their own, linked to at most one sign-in user. */

export const PAY_TYPES = ['hourly', 'salaried'] as const;
export type PayType = (typeof PAY_TYPES)[number];

/**
 * How overtime is counted (issue 17 item 3): over 40 hours a week, over 8 hours a day, or both
 * (a day's overtime hours do not count again towards the week). `doubleTime` adds California-style
 * double time (over 12 hours a day, over 8 on the seventh day in a row).
 */
export const OVERTIME_RULES = ['none', 'weekly40', 'daily8', 'weeklyAndDaily'] as const;
export type OvertimeRule = (typeof OVERTIME_RULES)[number];
export const OVERTIME_RULE_LABELS: Record<OvertimeRule, string> = {
  none: 'No overtime',
  weekly40: 'Weekly over 40 hours',
  daily8: 'Daily over 8 hours',
  weeklyAndDaily: 'Weekly over 40 and daily over 8',
};

export const EMPLOYEE_MESSAGES = {
  numberTaken: 'Another employee already has this number.',
  userTaken: 'This user is already linked to another employee.',
  endBeforeHire: 'The end date must be on or after the hire date.',
  duplicateRate: 'This time type already has a rate from this date.',
  unknownTimeType: 'Choose a time type from the list.',
  noEmployeeRecord: 'Your user is not linked to an employee.',
  teamNameTaken: 'Another team already has this name.',
  fullCardNumber: 'Full card numbers are not stored: enter only the last four digits.',
  lastFour: 'Enter the last four digits of the card.',
  cardAlreadyActive: 'The card is already active.',
  cardAlreadyInactive: 'The card is already inactive.',
} as const;

const id = z.coerce.number().check(z.int32()).positive();
const idInput = z.int32().positive();
const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();

/** Pay rates per hour: 4 places, 0 or more (numeric(18,4)). */
export const payRateInput = decimalInput(4, {
  min: 0,
  max: MAX_UNIT_PRICE,
  minMessage: 'Must be 0 or more.',
});

const ref = z.object({ id: z.int32(), name: z.string() });
export type EmployeeRef = z.infer<typeof ref>;

export const payRateSchema = z.object({
  id: z.int32(),
  /** Null: the employee's base rate, used for every time type without its own rate. */
  timeTypeId: z.int32().nullable(),
  timeTypeName: z.string().nullable(),
  rate: z.string(),
  effectiveDate: z.string(),
});
export type PayRate = z.infer<typeof payRateSchema>;

export const employeeSummarySchema = z.object({
  id: z.int32(),
  number: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  officeId: z.int32().nullable(),
  officeName: z.string().nullable(),
  departmentName: z.string().nullable(),
  userId: z.int32().nullable(),
  isTechnician: z.boolean(),
  isActive: z.boolean(),
  teams: z.array(ref),
});
export type EmployeeSummary = z.infer<typeof employeeSummarySchema>;

export const employeeSchema = employeeSummarySchema
  .extend({
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    postalCode: z.string().nullable(),
    departmentId: z.int32().nullable(),
    divisionId: z.int32().nullable(),
    divisionName: z.string().nullable(),
    userName: z.string().nullable(),
    hireDate: z.string().nullable(),
    endDate: z.string().nullable(),
    payType: z.enum(PAY_TYPES),
    /** Yearly salary of a salaried employee, 2 places. */
    salary: z.string().nullable(),
    overtimeRule: z.enum(OVERTIME_RULES),
    doubleTime: z.boolean(),
    defaultPayrollCodeId: z.int32().nullable(),
    defaultPayrollCode: z.string().nullable(),
    prevailingWageEligible: z.boolean(),
    isSalesperson: z.boolean(),
    skills: z.array(z.string()),
    zones: z.array(ref),
    rates: z.array(payRateSchema),
  })
  .extend(auditFieldsSchema.shape);
export type Employee = z.infer<typeof employeeSchema>;

const rateInput = z.object({
  timeTypeId: idInput.nullable().default(null),
  rate: payRateInput,
  effectiveDate: businessDate,
});

const employeeFields = {
  number: text(20).min(1),
  firstName: text(50).min(1),
  lastName: text(50).min(1),
  email: z.union([z.email().max(200), z.literal('')]).nullish(),
  phone: optionalText(30),
  address1: optionalText(100),
  address2: optionalText(100),
  city: optionalText(50),
  state: optionalText(30),
  postalCode: optionalText(20),
  officeId: idInput.nullish(),
  departmentId: idInput.nullish(),
  divisionId: idInput.nullish(),
  userId: idInput.nullish(),
  hireDate: businessDate.nullish(),
  endDate: businessDate.nullish(),
  payType: z.enum(PAY_TYPES),
  salary: decimalInput(2, { min: 0, max: '999999999.99', minMessage: 'Must be 0 or more.' }).nullish(),
  overtimeRule: z.enum(OVERTIME_RULES),
  doubleTime: z.boolean(),
  defaultPayrollCodeId: idInput.nullish(),
  prevailingWageEligible: z.boolean(),
  isTechnician: z.boolean(),
  isSalesperson: z.boolean(),
  isActive: z.boolean(),
  skills: z.array(text(50).min(1)).max(50),
  zoneIds: z.array(idInput).max(200),
  teamIds: z.array(idInput).max(200),
  /** The whole list of pay rates: rows not sent are removed. */
  rates: z.array(rateInput).max(500),
};

export const createEmployeeBodySchema = z.object({
  ...employeeFields,
  payType: employeeFields.payType.default('hourly'),
  overtimeRule: employeeFields.overtimeRule.default('weekly40'),
  doubleTime: employeeFields.doubleTime.default(false),
  prevailingWageEligible: employeeFields.prevailingWageEligible.default(false),
  isTechnician: employeeFields.isTechnician.default(false),
  isSalesperson: employeeFields.isSalesperson.default(false),
  isActive: employeeFields.isActive.default(true),
  skills: employeeFields.skills.default([]),
  zoneIds: employeeFields.zoneIds.default([]),
  teamIds: employeeFields.teamIds.default([]),
  rates: employeeFields.rates.default([]),
});
export type CreateEmployeeBody = z.input<typeof createEmployeeBodySchema>;

/** PATCH: only the fields sent change; `version` is the one read (409 when stale). */
export const updateEmployeeBodySchema = z
  .object(employeeFields)
  .partial()
  .extend({ version: z.int32().optional() });
export type UpdateEmployeeBody = z.input<typeof updateEmployeeBodySchema>;

export const employeeFilterSchema = z.object({
  officeId: id.optional(),
  teamId: id.optional(),
  active: bool,
  technician: bool,
});
export const employeeListQuerySchema = employeeFilterSchema.extend({ fields: z.string().optional() });
export const employeeSearchQuerySchema = searchQuerySchema.extend(employeeFilterSchema.shape);
export const employeeSearchResultSchema = searchResultSchema(employeeSummarySchema);

// ---- Work read through the jobs (the same rows, not a copy) ----

export const dateRangeQuerySchema = z.object({
  from: businessDate.optional(),
  to: businessDate.optional(),
});

export const employeeTimesheetSchema = z.object({
  id: z.int32(),
  jobId: z.int32().nullable(),
  jobNumber: z.string().nullable(),
  workDate: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  hours: z.string(),
  timeTypeId: z.int32(),
  timeTypeName: z.string(),
  description: z.string(),
});
export type EmployeeTimesheet = z.infer<typeof employeeTimesheetSchema>;

export const employeeEventSchema = z.object({
  id: z.int32(),
  /** 'visit' for a job calendar visit (id is the visit's); else the calendar event's kind (id is the event's). */
  kind: z.string().optional(),
  jobId: z.int32().nullable(),
  jobNumber: z.string().nullable(),
  title: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  note: z.string(),
});
export type EmployeeEvent = z.infer<typeof employeeEventSchema>;

export const employeeEventSearchQuerySchema = searchQuerySchema.extend(dateRangeQuerySchema.shape);
export const employeeEventSearchResultSchema = searchResultSchema(employeeEventSchema);

/** Busy times of the employee between from and to (job calendar visits and calendar events), earliest first. */
export const availabilitySchema = z.object({
  employeeId: z.int32(),
  from: z.string(),
  to: z.string(),
  busy: z.array(employeeEventSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const employeeInventoryQuerySchema = z.object({ employeeId: id.optional() });
export const employeeInventoryRowSchema = z.object({
  itemId: z.int32(),
  itemCode: z.string(),
  itemName: z.string(),
  warehouseId: z.int32(),
  warehouseName: z.string(),
  onHand: z.string(),
  allocated: z.string(),
  available: z.string(),
});
export type EmployeeInventoryRow = z.infer<typeof employeeInventoryRowSchema>;

// ---- Teams ----

export const teamSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    description: z.string(),
    officeId: z.int32().nullable(),
    officeName: z.string().nullable(),
    leaderId: z.int32().nullable(),
    leaderName: z.string().nullable(),
    isActive: z.boolean(),
    members: z.array(ref),
  })
  .extend(auditFieldsSchema.shape);
export type Team = z.infer<typeof teamSchema>;

const teamFields = {
  name: text(100).min(1),
  description: text(500),
  officeId: idInput.nullable(),
  leaderId: idInput.nullable(),
  isActive: z.boolean(),
  /** The whole member list (employee ids). */
  memberIds: z.array(idInput).max(1000),
};
export const createTeamBodySchema = z.object({
  ...teamFields,
  description: teamFields.description.default(''),
  officeId: teamFields.officeId.default(null),
  leaderId: teamFields.leaderId.default(null),
  isActive: teamFields.isActive.default(true),
  memberIds: teamFields.memberIds.default([]),
});
export const updateTeamBodySchema = z.object(teamFields).partial().extend({ version: z.int32().optional() });
export const teamQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  officeId: id.optional(),
  active: bool,
  employeeId: id.optional(),
  fields: z.string().optional(),
});

/** GET employees/employeebyteams: each team with its members. */
export const teamMembersSchema = z.object({
  teamId: z.int32(),
  teamName: z.string(),
  employees: z.array(employeeSummarySchema),
});

// ---- Alerts ----

export const ALERT_TYPES = ['licence', 'certification', 'training', 'review', 'other'] as const;
export const ALERT_TYPE_LABELS: Record<(typeof ALERT_TYPES)[number], string> = {
  licence: 'Licence',
  certification: 'Certification',
  training: 'Training',
  review: 'Review',
  other: 'Other',
};

export const alertSchema = z
  .object({
    id: z.int32(),
    employeeId: z.int32(),
    employeeName: z.string(),
    alertType: z.enum(ALERT_TYPES),
    description: z.string(),
    dueDate: z.string(),
    isDismissed: z.boolean(),
    dismissedDate: z.string().nullable(),
  })
  .extend(auditFieldsSchema.shape);
export type EmployeeAlert = z.infer<typeof alertSchema>;

export const alertQuerySchema = z.object({
  employeeId: id.optional(),
  /** Dismissed alerts are left out unless asked for. */
  includeDismissed: bool,
  dueBy: businessDate.optional(),
  fields: z.string().optional(),
});
export const createAlertBodySchema = z.object({
  employeeId: idInput,
  alertType: z.enum(ALERT_TYPES).default('other'),
  description: text(500).min(1),
  dueDate: businessDate,
});
export const updateAlertBodySchema = z
  .object({
    alertType: z.enum(ALERT_TYPES),
    description: text(500).min(1),
    dueDate: businessDate,
    isDismissed: z.boolean(),
  })
  .partial()
  .extend({ version: z.int32().optional() });

// ---- Company credit cards (spec 1 §7.9) ----

/** No card number is stored: a run of 12 or more digits in any text field is refused. */
const noCardNumber = (max: number) =>
  text(max).refine((v) => !/\d[\d -]{10,}\d/.test(v) || (v.match(/\d/g)?.length ?? 0) < 12, {
    error: EMPLOYEE_MESSAGES.fullCardNumber,
  });

export const creditCardSchema = z
  .object({
    id: z.int32(),
    employeeId: z.int32(),
    cardName: z.string(),
    nameOnCard: z.string(),
    lastFour: z.string(),
    creditLimit: z.string().nullable(),
    expiryMonth: z.int32().nullable(),
    expiryYear: z.int32().nullable(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type CreditCard = z.infer<typeof creditCardSchema>;

const cardFields = {
  cardName: noCardNumber(100).min(1),
  nameOnCard: noCardNumber(100),
  lastFour: z
    .string()
    .trim()
    .regex(/^\d{4}$/, { error: EMPLOYEE_MESSAGES.lastFour }),
  creditLimit: decimalInput(2, { min: 0, max: '999999999.99', minMessage: 'Must be 0 or more.' }).nullable(),
  expiryMonth: z.int32().min(1).max(12).nullable(),
  expiryYear: z.int32().min(2000).max(2079).nullable(),
  /** Refused when sent: only the last four digits are kept. */
  cardNumber: z.undefined({ error: EMPLOYEE_MESSAGES.fullCardNumber }).optional(),
};
export const createCreditCardBodySchema = z.object({
  ...cardFields,
  employeeId: idInput,
  nameOnCard: cardFields.nameOnCard.default(''),
  creditLimit: cardFields.creditLimit.default(null),
  expiryMonth: cardFields.expiryMonth.default(null),
  expiryYear: cardFields.expiryYear.default(null),
  isActive: z.boolean().default(true),
});
/** PATCH creditCards/: the card's id in the body; only the fields sent change. */
export const updateCreditCardBodySchema = z
  .object(cardFields)
  .partial()
  .extend({ id: idInput, version: z.int32().optional() });
