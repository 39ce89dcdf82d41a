import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { customers } from '../customers/customers.table';
import { locations } from '../locations/locations.table';
import { offices } from '../organization/organization.table';

/** "Maintenance agreement", "Equipment rental"; a rental type makes its contracts rental contracts. */
export const contractTypes = pgTable('contract_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isRental: boolean('is_rental').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
});

export const CONTRACT_STATUS_TYPES = ['Draft', 'Active', 'Suspended', 'Expired', 'Cancelled'] as const;

/** A contract's status; its status type decides what runs (only Active contracts generate and bill). */
export const contractStatuses = pgTable(
  'contract_statuses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    statusType: text('status_type').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check(
      'contract_statuses_type_check',
      sql`${t.statusType} in ('Draft', 'Active', 'Suspended', 'Expired', 'Cancelled')`,
    ),
  ],
);

export const BILLING_SCHEDULES = ['Monthly', 'Quarterly', 'Annual', 'PerVisit'] as const;
export const REVENUE_RECOGNITION = ['Immediate', 'Deferred'] as const;
export const RENEWAL_KINDS = ['Manual', 'Automatic'] as const;

/**
 * A service agreement or a rental contract with a customer. The priced items are the shared line-item
 * table (owner kind 'Contract'); their total is what each billing period invoices.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: serial('id').primaryKey(),
    contractNumber: text('contract_number').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The billing and main service location; more locations in contract_locations. */
    locationId: integer('location_id').references(() => locations.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => contractTypes.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => contractStatuses.id),
    priority: integer('priority').notNull().default(0),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    termMonths: integer('term_months').notNull().default(12),
    renewalKind: text('renewal_kind').notNull().default('Manual'),
    /** Percent added to the prices at renewal (0 keeps them). */
    renewalPercent: numeric('renewal_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    billingSchedule: text('billing_schedule').notNull().default('Monthly'),
    revenueRecognition: text('revenue_recognition').notNull().default('Immediate'),
    /** Billed up to (exclusive); the next billing period starts here. Null until first billed. */
    billedThrough: date('billed_through', { mode: 'string' }),
    poNumber: text('po_number').notNull().default(''),
    notes: text('notes').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('contracts_number_uq').on(t.contractNumber),
    index('contracts_customer_idx').on(t.customerId),
    index('contracts_office_idx').on(t.officeId),
    index('contracts_status_idx').on(t.statusId),
    index('contracts_end_idx').on(t.endDate),
    // The list's order: a page is read from here and stops after its rows.
    index('contracts_list_idx').on(t.priority.desc().nullsFirst(), t.startDate.desc().nullsFirst(), t.id),
    index('contracts_search_trgm').using('gin', sql`(${t.contractNumber} || ' ' || ${t.name}) gin_trgm_ops`),
    check('contracts_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('contracts_term_check', sql`${t.termMonths} between 1 and 600`),
    check('contracts_renewal_check', sql`${t.renewalKind} in ('Manual', 'Automatic')`),
    check(
      'contracts_billing_check',
      sql`${t.billingSchedule} in ('Monthly', 'Quarterly', 'Annual', 'PerVisit')`,
    ),
    check('contracts_recognition_check', sql`${t.revenueRecognition} in ('Immediate', 'Deferred')`),
  ],
);

/** Further locations the contract covers. */
export const contractLocations = pgTable(
  'contract_locations',
  {
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
  },
  (t) => [primaryKey({ columns: [t.contractId, t.locationId] })],
);

/** What one change order changed on the contract: the field, its value before and after. */
export interface ContractChange {
  field: string;
  from: unknown;
  to: unknown;
}

/**
 * A dated amendment of a contract (`addChangeOrder`): what it says, what it changed, who entered it and
 * when. Numbered per contract (1, 2, ...); never edited, so the contract's history reads in order.
 */
export const contractChangeOrders = pgTable(
  'contract_change_orders',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    changes: jsonb('changes').$type<ContractChange[]>().notNull().default([]),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [uniqueIndex('contract_change_orders_sequence_uq').on(t.contractId, t.sequence)],
);

/** An agreement as offered to the customer: the text around its price, with a total snapshot (like bid proposals). */
export const contractProposals = pgTable(
  'contract_proposals',
  {
    id: serial('id').primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    introduction: text('introduction').notNull().default(''),
    terms: text('terms').notNull().default(''),
    /** The contract's per-period total when the proposal was made or last refreshed. */
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
    /** 'Draft' | 'Sent' | 'Accepted' | 'Declined'. */
    status: text('status').notNull().default('Draft'),
    ...auditColumns(),
  },
  (t) => [index('contract_proposals_contract_idx').on(t.contractId)],
);

/** A contract proposal sent to someone: by e-mail from Fieldline, or recorded by hand. */
export const contractProposalSent = pgTable(
  'contract_proposal_sent',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => contractProposals.id, { onDelete: 'cascade' }),
    sentTo: text('sent_to').notNull(),
    method: text('method').notNull().default('Email'),
    sentDate: timestamp('sent_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    viewedDate: timestamp('viewed_date', { withTimezone: true, mode: 'string' }),
    note: text('note').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('contract_proposal_sent_proposal_idx').on(t.proposalId)],
);
