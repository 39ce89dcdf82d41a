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
import { contacts } from '../contacts/contacts.table';
import { customers } from '../customers/customers.table';
import { documents } from '../documents/documents.table';
import { employeeCreditCards, employees } from '../employees/employees.table';
import { equipment } from '../equipment/equipment.table';
import { users } from '../identity/identity.table';
import { items, markupTypes } from '../items/items.table';
import { lineItems } from '../line-items/line-items.table';
import { locations } from '../locations/locations.table';
import { offices } from '../organization/organization.table';
import { suppliers } from '../suppliers/suppliers.table';

/** Open, In Progress, Complete, Cancelled ...: what a status means to the system. */
export const jobStatusTypes = pgTable('job_status_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Complete and Cancelled: the job's work is over (complete triggers inventory post-processing). */
  isClosed: boolean('is_closed').notNull().default(false),
  isComplete: boolean('is_complete').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

/** Service, Install, Project ...: which set of statuses a job type walks through. */
export const jobWorkflowTypes = pgTable('job_workflow_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const jobStatuses = pgTable(
  'job_statuses',
  {
    id: serial('id').primaryKey(),
    statusText: text('status_text').notNull(),
    statusTypeId: integer('status_type_id')
      .notNull()
      .references(() => jobStatusTypes.id),
    workflowTypeId: integer('workflow_type_id').references(() => jobWorkflowTypes.id),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('job_statuses_text_uq').on(t.workflowTypeId, t.statusText)],
);

export const jobUrgencies = pgTable('job_urgencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  color: text('color').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const jobTypes = pgTable(
  'job_types',
  {
    id: serial('id').primaryKey(),
    /** Short code ("SVC"). */
    type: text('type').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    workflowTypeId: integer('workflow_type_id').references(() => jobWorkflowTypes.id),
    /** Added to a new job of this type. */
    defaultItemId: integer('default_item_id').references(() => items.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('job_types_type_uq').on(sql`lower(${t.type})`)],
);

/** Offices that may not use a job type. */
export const jobTypeOfficeExclusions = pgTable(
  'job_type_office_exclusions',
  {
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
  },
  (t) => [primaryKey({ columns: [t.jobTypeId, t.officeId] })],
);

/** The markup type a job type applies to items of a category (null category: all items). */
export const jobTypeItemMarkups = pgTable(
  'job_type_item_markups',
  {
    id: serial('id').primaryKey(),
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
    itemCategoryId: integer('item_category_id'),
    markupTypeId: integer('markup_type_id')
      .notNull()
      .references(() => markupTypes.id),
  },
  (t) => [index('job_type_item_markups_type_idx').on(t.jobTypeId)],
);

/** Technician-side statuses of a job type (Dispatched, En Route, On Site ...). */
export const jobTypeTechStatuses = pgTable(
  'job_type_tech_statuses',
  {
    id: serial('id').primaryKey(),
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('job_type_tech_statuses_type_idx').on(t.jobTypeId)],
);

/** Fees a contract job of this type carries (trip charge ...). */
export const jobTypeContractFees = pgTable(
  'job_type_contract_fees',
  {
    id: serial('id').primaryKey(),
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    itemId: integer('item_id').references(() => items.id),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [index('job_type_contract_fees_type_idx').on(t.jobTypeId)],
);

/** A job (work order). bidId (the bid it came from) gets its FK in the migration SQL. */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    jobNumber: text('job_number').notNull(),
    name: text('name').notNull(),
    projectName: text('project_name').notNull().default(''),
    description: text('description').notNull().default(''),
    jobTypeId: integer('job_type_id')
      .notNull()
      .references(() => jobTypes.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => jobStatuses.id),
    statusReason: text('status_reason').notNull().default(''),
    /** 0 Not Invoiced, 1 Partially Invoiced, 2 Invoiced, 3 No Charge (contracts enumeration). */
    invoiceStatus: integer('invoice_status').notNull().default(0),
    invoiceAmount: numeric('invoice_amount', { precision: 18, scale: 2 }).notNull().default('0'),
    poNumber: text('po_number').notNull().default(''),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    salesPersonId: integer('sales_person_id').references(() => users.id),
    assignedResourceId: integer('assigned_resource_id').references(() => users.id),
    urgencyId: integer('urgency_id').references(() => jobUrgencies.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    bidId: integer('bid_id'),
    scheduledStart: timestamp('scheduled_start', { withTimezone: true, mode: 'string' }),
    scheduledEnd: timestamp('scheduled_end', { withTimezone: true, mode: 'string' }),
    completedDate: timestamp('completed_date', { withTimezone: true, mode: 'string' }),
    /** Set when the job's stocked lines were issued from inventory (post-processing). */
    inventoryProcessedDate: timestamp('inventory_processed_date', { withTimezone: true, mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('jobs_job_number_uq').on(t.jobNumber),
    index('jobs_customer_idx').on(t.customerId, t.id),
    index('jobs_location_idx').on(t.locationId),
    index('jobs_status_idx').on(t.statusId),
    index('jobs_office_idx').on(t.officeId),
    index('jobs_bid_idx').on(t.bidId),
    // The home page's counts and the jobs list's filters: scheduled on a day, assigned to someone or nobody.
    index('jobs_scheduled_idx').on(t.scheduledStart),
    index('jobs_assigned_idx').on(t.assignedResourceId, t.scheduledStart),
    index('jobs_search_trgm').using(
      'gin',
      sql`(${t.jobNumber} || ' ' || ${t.name} || ' ' || ${t.projectName}) gin_trgm_ops`,
    ),
  ],
);

export const jobContacts = pgTable(
  'job_contacts',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    role: text('role').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('job_contacts_uq').on(t.jobId, t.contactId)],
);

/** Equipment worked on during a job. */
export const jobEquipment = pgTable(
  'job_equipment',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id')
      .notNull()
      .references(() => equipment.id),
    note: text('note').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.equipmentId] }),
    index('job_equipment_equipment_idx').on(t.equipmentId),
  ],
);

/** A scheduled visit of a job on the calendar. */
export const jobCalendarEvents = pgTable(
  'job_calendar_events',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'string' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'string' }).notNull(),
    employeeId: integer('employee_id').references(() => users.id),
    note: text('note').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    index('job_calendar_events_job_idx').on(t.jobId, t.startTime),
    index('job_calendar_events_employee_idx').on(t.employeeId, t.startTime),
    // The dispatch board's range read (visits ending after the range's start).
    index('job_calendar_events_end_idx').on(t.endTime, t.employeeId),
    check('job_calendar_events_order', sql`${t.endTime} >= ${t.startTime}`),
  ],
);

export const jobExpenses = pgTable(
  'job_expenses',
  {
    id: serial('id').primaryKey(),
    /** Null for a general expense (the expenses module's calls): an expense may have no job. */
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    equipmentId: integer('equipment_id').references(() => equipment.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    vendor: text('vendor').notNull().default(''),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    expenseItemId: integer('expense_item_id').references(() => items.id),
    enteredOn: date('entered_on', { mode: 'string' }).notNull(),
    // Added by the expenses module (money layer; docs/expenses.md). account_id and posted_entry_id point
    // at ledger tables, a higher layer: their foreign keys are written by hand in migration 0032.
    employeeId: integer('employee_id').references(() => employees.id),
    accountId: integer('account_id'),
    /** 'employee' (reimbursable) or 'companyCard'. */
    paidBy: text('paid_by').notNull().default('employee'),
    creditCardId: integer('credit_card_id').references(() => employeeCreditCards.id, {
      onDelete: 'set null',
    }),
    receiptDocumentId: integer('receipt_document_id').references(() => documents.id, {
      onDelete: 'set null',
    }),
    postedEntryId: integer('posted_entry_id'),
    postedDate: date('posted_date', { mode: 'string' }),
    /** Handled outside Fieldline: never posted. */
    isExternal: boolean('is_external').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('job_expenses_job_idx').on(t.jobId),
    index('job_expenses_employee_idx').on(t.employeeId, t.enteredOn),
    index('job_expenses_entered_idx').on(t.enteredOn),
  ],
);

/** A customer's signature accepting the work (signatureImage: a PNG data URL). */
export const jobSignoffs = pgTable(
  'job_signoffs',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    signatureName: text('signature_name').notNull(),
    signatureEmail: text('signature_email').notNull().default(''),
    signatureImage: text('signature_image'),
    note: text('note').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('job_signoffs_job_idx').on(t.jobId)],
);

export const timeTypes = pgTable('time_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isBillable: boolean('is_billable').notNull().default(true),
  /** Labour cost per hour used when a timesheet gives none. */
  costRate: numeric('cost_rate', { precision: 18, scale: 4 }).notNull().default('0'),
  sort: integer('sort').notNull().default(0),
});

/** Hours an employee (a user) worked, on a job or not. */
export const timesheets = pgTable(
  'timesheets',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => users.id),
    timeTypeId: integer('time_type_id')
      .notNull()
      .references(() => timeTypes.id),
    workDate: date('work_date', { mode: 'string' }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'string' }),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'string' }),
    hours: numeric('hours', { precision: 9, scale: 2 }).notNull(),
    billedTime: numeric('billed_time', { precision: 9, scale: 2 }).notNull().default('0'),
    /** Labour cost per hour (copied from the time type when not given). */
    costRate: numeric('cost_rate', { precision: 18, scale: 4 }).notNull().default('0'),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    itemId: integer('item_id').references(() => items.id),
    /**
     * What kind of non-job time this is (Training, Shop, Meeting ...): the time module's non_billable_types.
     * No foreign key: that module is a higher layer; it checks the id and refuses to delete a type in use.
     */
    nonBillableTypeId: integer('non_billable_type_id'),
    /** Set when a supervisor approves the time for a pay period; approved time is locked until unapproved. */
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    approvedBy: integer('approved_by').references(() => users.id),
    ...auditColumns(),
  },
  (t) => [
    index('timesheets_job_idx').on(t.jobId, t.workDate),
    index('timesheets_employee_idx').on(t.employeeId, t.workDate),
    // A date range over everyone (a pay period, the approval screen's week): read from the index alone.
    index('timesheets_work_date_idx').on(t.workDate, t.employeeId, t.hours, t.approvedAt),
    check('timesheets_hours_nonnegative', sql`${t.hours} >= 0 and ${t.billedTime} >= 0`),
  ],
);

export const packingSlips = pgTable(
  'packing_slips',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    shippedDate: date('shipped_date', { mode: 'string' }),
    ...auditColumns(),
  },
  (t) => [index('packing_slips_job_idx').on(t.jobId)],
);

export const packingSlipItems = pgTable(
  'packing_slip_items',
  {
    id: serial('id').primaryKey(),
    packingSlipId: integer('packing_slip_id')
      .notNull()
      .references(() => packingSlips.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 18, scale: 4 }).notNull(),
  },
  (t) => [
    index('packing_slip_items_slip_idx').on(t.packingSlipId),
    check('packing_slip_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
