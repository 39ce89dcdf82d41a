import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { contacts } from '../contacts/contacts.table';
import { customers } from '../customers/customers.table';
import { users } from '../identity/identity.table';
import { jobs, jobTypes, jobUrgencies } from '../jobs/jobs.table';
import { locations } from '../locations/locations.table';
import { offices } from '../organization/organization.table';

/** A bid (pending job): priced work offered to a customer, converted into a job when accepted. */
export const bids = pgTable(
  'bids',
  {
    id: serial('id').primaryKey(),
    bidNumber: text('bid_number').notNull(),
    name: text('name').notNull(),
    projectName: text('project_name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** 'Open' | 'Sent' | 'Accepted' | 'Declined' | 'Converted'. */
    status: text('status').notNull().default('Open'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id),
    jobTypeId: integer('job_type_id').references(() => jobTypes.id),
    urgencyId: integer('urgency_id').references(() => jobUrgencies.id),
    salesPersonId: integer('sales_person_id').references(() => users.id),
    poNumber: text('po_number').notNull().default(''),
    bidDate: date('bid_date', { mode: 'string' }).notNull(),
    expirationDate: date('expiration_date', { mode: 'string' }),
    acceptedDate: date('accepted_date', { mode: 'string' }),
    convertedJobId: integer('converted_job_id').references(() => jobs.id),
    convertedDate: timestamp('converted_date', { withTimezone: true, mode: 'string' }),
    notes: text('notes').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('bids_bid_number_uq').on(t.bidNumber),
    index('bids_customer_idx').on(t.customerId, t.id),
    index('bids_location_idx').on(t.locationId),
    index('bids_status_idx').on(t.status),
    index('bids_search_trgm').using(
      'gin',
      sql`(${t.bidNumber} || ' ' || ${t.name} || ' ' || ${t.projectName}) gin_trgm_ops`,
    ),
    check('bids_status_check', sql`${t.status} in ('Open', 'Sent', 'Accepted', 'Declined', 'Converted')`),
  ],
);

export const bidContacts = pgTable(
  'bid_contacts',
  {
    id: serial('id').primaryKey(),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id),
    role: text('role').notNull().default(''),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('bid_contacts_uq').on(t.bidId, t.contactId)],
);

/** A proposal document of a bid: the text around the priced groups, with a total snapshot. */
export const bidProposals = pgTable(
  'bid_proposals',
  {
    id: serial('id').primaryKey(),
    bidId: integer('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    introduction: text('introduction').notNull().default(''),
    terms: text('terms').notNull().default(''),
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
    /** 'Draft' | 'Sent' | 'Accepted' | 'Declined'. */
    status: text('status').notNull().default('Draft'),
    ...auditColumns(),
  },
  (t) => [index('bid_proposals_bid_idx').on(t.bidId)],
);

/** A record of a proposal sent to someone. */
export const bidProposalSent = pgTable(
  'bid_proposal_sent',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => bidProposals.id, { onDelete: 'cascade' }),
    sentTo: text('sent_to').notNull(),
    method: text('method').notNull().default('Email'),
    sentDate: timestamp('sent_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    viewedDate: timestamp('viewed_date', { withTimezone: true, mode: 'string' }),
    note: text('note').notNull().default(''),
    ...auditColumns(),
  },
  (t) => [index('bid_proposal_sent_proposal_idx').on(t.proposalId)],
);
