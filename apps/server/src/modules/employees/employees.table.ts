import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { users } from '../identity/identity.table';
import { locationZones } from '../locations/locations.table';
import { departments, divisions, offices } from '../organization/organization.table';
import { payrollCodes } from '../reference-codes/reference-codes.table';

/** An employee: a record of its own, linked to at most one sign-in user (and a user to at most one employee). */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    officeId: integer('office_id').references(() => offices.id),
    departmentId: integer('department_id').references(() => departments.id),
    divisionId: integer('division_id').references(() => divisions.id),
    userId: integer('user_id').references(() => users.id),
    hireDate: date('hire_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    payType: text('pay_type').notNull().default('hourly'),
    salary: numeric('salary', { precision: 18, scale: 2 }),
    overtimeRule: text('overtime_rule').notNull().default('weekly40'),
    doubleTime: boolean('double_time').notNull().default(false),
    defaultPayrollCodeId: integer('default_payroll_code_id').references(() => payrollCodes.id),
    prevailingWageEligible: boolean('prevailing_wage_eligible').notNull().default(false),
    isTechnician: boolean('is_technician').notNull().default(false),
    isSalesperson: boolean('is_salesperson').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('employees_number_uq').on(sql`lower(${t.number})`),
    uniqueIndex('employees_user_uq').on(t.userId),
    index('employees_office_idx').on(t.officeId),
    index('employees_name_idx').on(t.lastName, t.firstName, t.id),
    index('employees_search_trgm_idx').using(
      'gin',
      sql`(${t.number} || ' ' || ${t.firstName} || ' ' || ${t.lastName} || ' ' || coalesce(${t.email}, '')) gin_trgm_ops`,
    ),
    check('employees_pay_type_ck', sql`${t.payType} in ('hourly', 'salaried')`),
    check(
      'employees_overtime_rule_ck',
      sql`${t.overtimeRule} in ('none', 'weekly40', 'daily8', 'weeklyAndDaily')`,
    ),
    check(
      'employees_dates_ck',
      sql`${t.endDate} is null or ${t.hireDate} is null or ${t.endDate} >= ${t.hireDate}`,
    ),
  ],
);

/**
 * Pay rate per hour by time type from an effective date. The time types belong to the jobs module (a
 * higher layer), so time_type_id has no foreign key here: the service checks it through the registry
 * jobs fills. A null time type is the base rate for every time type without its own.
 */
export const employeePayRates = pgTable(
  'employee_pay_rates',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    timeTypeId: integer('time_type_id'),
    rate: numeric('rate', { precision: 18, scale: 4 }).notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('employee_pay_rates_uq').on(t.employeeId, sql`coalesce(${t.timeTypeId}, 0)`, t.effectiveDate),
    check('employee_pay_rates_rate_ck', sql`${t.rate} >= 0`),
  ],
);

export const employeeZones = pgTable(
  'employee_zones',
  {
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => locationZones.id),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.zoneId] })],
);

export const employeeTeams = pgTable(
  'employee_teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    officeId: integer('office_id').references(() => offices.id),
    leaderId: integer('leader_id').references(() => employees.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('employee_teams_name_uq').on(sql`lower(${t.name})`)],
);

export const employeeTeamMembers = pgTable(
  'employee_team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => employeeTeams.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.teamId, t.employeeId] }),
    index('employee_team_members_employee_idx').on(t.employeeId),
  ],
);

/** Something about an employee due by a date: a licence or certification expiring, a review. */
export const employeeAlerts = pgTable(
  'employee_alerts',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    alertType: text('alert_type').notNull().default('other'),
    description: text('description').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    isDismissed: boolean('is_dismissed').notNull().default(false),
    dismissedDate: timestamp('dismissed_date', { withTimezone: true, mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    index('employee_alerts_employee_idx').on(t.employeeId, t.dueDate),
    index('employee_alerts_open_idx').on(t.dueDate).where(sql`not ${t.isDismissed}`),
  ],
);

/** Company cards held by an employee: only the last four digits, never the card number. */
export const employeeCreditCards = pgTable(
  'employee_credit_cards',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    cardName: text('card_name').notNull(),
    nameOnCard: text('name_on_card').notNull().default(''),
    lastFour: text('last_four').notNull(),
    creditLimit: numeric('credit_limit', { precision: 18, scale: 2 }),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    index('employee_credit_cards_employee_idx').on(t.employeeId),
    check('employee_credit_cards_last_four_ck', sql`${t.lastFour} ~ '^[0-9]{4}$'`),
  ],
);
