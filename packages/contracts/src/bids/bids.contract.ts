import { z } from 'zod';
import { businessDate } from '../common/dates';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';
import { documentWarningSchema } from '../taxes/taxes.contract';

/** Bids (pending jobs), spec 1 §7.5; the bid page is page code 6085. */

export const BID_STATUSES = ['Open', 'Sent', 'Accepted', 'Declined', 'Converted'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/**
 * The moves a user makes with PATCH status: Open → Sent → Accepted or Declined, with the way back
 * (reopen a sent or declined bid, withdraw an acceptance). Converted is reached only through
 * POST /v1/bids/{id}/convert and is final.
 */
export const BID_TRANSITIONS: Record<BidStatus, readonly BidStatus[]> = {
  Open: ['Sent', 'Declined'],
  Sent: ['Accepted', 'Declined', 'Open'],
  Accepted: ['Sent'],
  Declined: ['Open'],
  Converted: [],
};

export const BID_MESSAGES = {
  locationNotOfCustomer: 'The location does not belong to the bid’s customer.',
  converted: 'This bid has been converted to a job and can no longer be changed.',
  contactNotOfCustomer: 'The contact does not belong to the bid’s customer.',
  duplicateContact: 'This contact is already on the bid.',
  convertOnlyByConversion: 'A bid becomes Converted only by converting it to a job.',
  transition: (from: string, to: string) => `A bid in status ${from} cannot be moved to ${to}.`,
  notAccepted: 'Only an accepted bid can be converted to a job.',
} as const;

const id = z.coerce.number().check(z.int32()).positive();
const ref = z.object({ id: z.int32(), name: z.string() });

export const bidSchema = z
  .object({
    id: z.int32(),
    bidNumber: z.string(),
    name: z.string(),
    projectName: z.string(),
    description: z.string(),
    status: z.enum(BID_STATUSES),
    customer: z.object({ id: z.int32(), name: z.string(), accountNumber: z.string().nullable() }),
    customerLocation: ref,
    office: ref,
    jobType: z.object({ id: z.int32(), type: z.string(), name: z.string() }).nullable(),
    urgency: ref.nullable(),
    salesPerson: z.object({ id: z.int32(), displayName: z.string() }).nullable(),
    poNumber: z.string(),
    bidDate: z.string(),
    expirationDate: z.string().nullable(),
    acceptedDate: z.string().nullable(),
    convertedJobId: z.int32().nullable(),
    convertedDate: z.string().nullable(),
    notes: z.string(),
    /** Cautions that do not block the bid, e.g. NO_TAX_SCHEDULE when its location has no tax schedule. */
    warnings: z.array(documentWarningSchema),
  })
  .extend(auditFieldsSchema.shape);
export type Bid = z.infer<typeof bidSchema>;

/** A list or search row. */
export const bidRowSchema = z.object({
  id: z.int32(),
  bidNumber: z.string(),
  name: z.string(),
  projectName: z.string(),
  status: z.enum(BID_STATUSES),
  customer: z.object({ id: z.int32(), name: z.string() }),
  customerLocation: ref,
  office: ref,
  bidDate: z.string(),
  expirationDate: z.string().nullable(),
});
export type BidRow = z.infer<typeof bidRowSchema>;

const filters = {
  customerId: id.optional(),
  locationId: id.optional(),
  status: z.enum(BID_STATUSES).optional(),
};
export const bidSearchQuerySchema = searchQuerySchema.extend(filters);
export const bidListQuerySchema = searchQuerySchema.omit({ query: true }).extend(filters);

const text = (max: number) => z.string().trim().max(max);
export const createBidBodySchema = z.object({
  customerId: z.int32().positive(),
  locationId: z.int32().positive(),
  officeId: z.int32().positive(),
  jobTypeId: z.int32().positive().nullish(),
  urgencyId: z.int32().positive().nullish(),
  salesPersonId: z.int32().positive().nullish(),
  name: z.string().trim().min(1, 'Required').max(200),
  projectName: text(200).optional(),
  description: text(4000).optional(),
  poNumber: text(50).optional(),
  bidDate: businessDate.optional(),
  expirationDate: businessDate.nullish(),
  notes: text(4000).optional(),
});
export type CreateBidBody = z.input<typeof createBidBodySchema>;

export const updateBidBodySchema = createBidBodySchema
  .omit({ customerId: true })
  .partial()
  .extend({
    name: z.string().trim().min(1, 'Required').max(200).optional(),
    status: z.enum(BID_STATUSES).optional(),
    version: z.int32().optional(),
  })
  .strict();
export type UpdateBidBody = z.input<typeof updateBidBodySchema>;

// ---- Contacts ----

export const bidContactSchema = z.object({
  id: z.int32(),
  bidId: z.int32(),
  contact: z.object({
    id: z.int32(),
    displayName: z.string(),
    email: z.string().nullable(),
  }),
  role: z.string(),
  isPrimary: z.boolean(),
});
export type BidContact = z.infer<typeof bidContactSchema>;
export const createBidContactBodySchema = z.object({
  contactId: z.int32().positive(),
  role: text(100).optional(),
  isPrimary: z.boolean().optional(),
});
export const updateBidContactBodySchema = z
  .object({ role: text(100).optional(), isPrimary: z.boolean().optional() })
  .strict();

// ---- Proposals and sent records ----

export const PROPOSAL_STATUSES = ['Draft', 'Sent', 'Accepted', 'Declined'] as const;
export const SEND_METHODS = ['Email', 'Mail', 'In person', 'Fax'] as const;

export const proposalSentSchema = z.object({
  id: z.int32(),
  proposalId: z.int32(),
  sentTo: z.string(),
  method: z.string(),
  sentDate: z.string(),
  viewedDate: z.string().nullable(),
  note: z.string(),
  createdBy: z.int32().nullable(),
});
export type ProposalSent = z.infer<typeof proposalSentSchema>;

export const proposalSchema = z
  .object({
    id: z.int32(),
    bidId: z.int32(),
    name: z.string(),
    introduction: z.string(),
    terms: z.string(),
    /** The bid's collection total when the proposal was made or last refreshed. */
    total: z.string(),
    status: z.enum(PROPOSAL_STATUSES),
    sent: z.array(proposalSentSchema),
  })
  .extend(auditFieldsSchema.shape);
export type Proposal = z.infer<typeof proposalSchema>;

export const createProposalBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  introduction: text(8000).optional(),
  terms: text(8000).optional(),
});
export const updateProposalBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Required').max(200).optional(),
    introduction: text(8000).optional(),
    terms: text(8000).optional(),
    status: z.enum(PROPOSAL_STATUSES).optional(),
    /** Take a new snapshot of the bid's total. */
    refreshTotal: z.boolean().optional(),
    version: z.int32().optional(),
  })
  .strict();
export const createProposalSentBodySchema = z.object({
  sentTo: z.string().trim().min(1, 'Required').max(300),
  method: z.enum(SEND_METHODS).default('Email'),
  sentDate: z.iso.datetime({ offset: true }).optional(),
  note: text(2000).optional(),
});
export const updateProposalSentBodySchema = z
  .object({
    sentTo: z.string().trim().min(1, 'Required').max(300).optional(),
    method: z.enum(SEND_METHODS).optional(),
    viewedDate: z.iso.datetime({ offset: true }).nullish(),
    note: text(2000).optional(),
  })
  .strict();

// ---- Items: quick source, source from purchase order ----

export const quickSourceQuerySchema = z.object({ bidId: id });
export const quickSourceRowSchema = z.object({
  warehouseId: z.int32(),
  warehouseName: z.string(),
  isVan: z.boolean(),
  isDefault: z.boolean(),
  canSourceFrom: z.boolean(),
  autoSourceFrom: z.boolean(),
  onHand: z.string(),
  allocated: z.string(),
  available: z.string(),
});
export type QuickSourceRow = z.infer<typeof quickSourceRowSchema>;

export const sourceFromPurchaseOrderBodySchema = z.object({
  purchaseOrderId: z.int32().positive().nullable(),
});

// ---- Equipment at the bid's customer or location ----

export const bidEquipmentSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  serialNumber: z.string().nullable(),
  locationId: z.int32(),
  locationName: z.string(),
});
export type BidEquipment = z.infer<typeof bidEquipmentSchema>;
