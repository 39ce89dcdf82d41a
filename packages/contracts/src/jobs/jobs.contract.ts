import { z } from 'zod';
import { businessDate } from '../common/dates';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';
import { JOB_SUMMARY_FLAGS, type JobSummaryFlag } from './job-summary-settings';

/** Spec 1 §7.12 and spec 2 §3/§4 Job (page 6081). */

/** A job's invoicing state (spec 2 §4: shown through an enumeration). */
export const InvoiceStatus = {
  NotInvoiced: 0,
  PartiallyInvoiced: 1,
  Invoiced: 2,
  NoCharge: 3,
} as const;
export type InvoiceStatusValue = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const INVOICE_STATUS_NAMES: Record<InvoiceStatusValue, string> = {
  0: 'Not Invoiced',
  1: 'Partially Invoiced',
  2: 'Invoiced',
  3: 'No Charge',
};
export function invoiceStatusName(value: number): string {
  return INVOICE_STATUS_NAMES[value as InvoiceStatusValue] ?? `Unknown (${value})`;
}

/** The names of the status types the rules know (reference rows of migration 0011). */
export const JobStatusTypeName = {
  Open: 'Open',
  InProgress: 'In Progress',
  OnHold: 'On Hold',
  Complete: 'Complete',
  Cancelled: 'Cancelled',
} as const;

const userRef = z.object({ id: z.int32(), displayName: z.string(), email: z.string() });
const idName = z.object({ id: z.int32(), name: z.string() });

export const jobSchema = z
  .object({
    id: z.int32(),
    jobNumber: z.string(),
    jobType: z.object({ id: z.int32(), type: z.string(), name: z.string(), description: z.string() }),
    projectName: z.string(),
    name: z.string(),
    description: z.string(),
    /** The status text (what lists show). */
    status: z.string(),
    jobStatus: z.object({
      id: z.int32(),
      statusType: z.object({
        id: z.int32(),
        name: z.string(),
        isClosed: z.boolean(),
        isComplete: z.boolean(),
      }),
      statusText: z.string(),
    }),
    invoiceStatus: z.int32(),
    invoiceAmount: z.string(),
    statusReason: z.string(),
    poNumber: z.string(),
    office: z.object({
      id: z.int32(),
      name: z.string(),
      address1: z.string().nullable(),
      address2: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      postalCode: z.string().nullable(),
      phoneNumber: z.string().nullable(),
    }),
    salesPerson: userRef.nullable(),
    assignedResource: userRef.nullable(),
    urgency: idName.nullable(),
    customer: z.object({
      id: z.int32(),
      name: z.string(),
      accountNumber: z.string().nullable(),
      currency: z
        .object({
          id: z.int32(),
          abbreviation: z.string(),
          isAltCurrency: z.boolean(),
          rate: z.string(),
        })
        .nullable(),
    }),
    customerLocation: z.object({ id: z.int32(), name: z.string(), address: z.string().nullable() }),
    bidId: z.int32().nullable(),
    /** The number of the bid the job was converted from. */
    bidNumber: z.string().nullable(),
    scheduledStart: z.string().nullable(),
    scheduledEnd: z.string().nullable(),
    completedDate: z.string().nullable(),
    inventoryProcessedDate: z.string().nullable(),
    /**
     * On the job's own read: whether the caller may record time, expenses, checklists, signoffs and line
     * notes on it (full Jobs access, or work on assigned jobs and the job is theirs).
     */
    canRecordWork: z.boolean().optional(),
  })
  .extend(auditFieldsSchema.shape);
export type Job = z.infer<typeof jobSchema>;

/** A list or search row (what the job search widget and the jobs list show). */
export const jobRowSchema = z.object({
  id: z.int32(),
  jobNumber: z.string(),
  name: z.string(),
  projectName: z.string(),
  status: z.string(),
  statusType: z.string(),
  invoiceStatus: z.int32(),
  jobType: z.object({ id: z.int32(), type: z.string(), name: z.string() }),
  customer: z.object({ id: z.int32(), name: z.string(), accountNumber: z.string().nullable() }),
  customerLocation: idName,
  office: idName,
  urgency: idName.nullable(),
  scheduledStart: z.string().nullable(),
  createdDate: z.string(),
});
export type JobRow = z.infer<typeof jobRowSchema>;

export const JOB_SEARCH_BY = ['all', 'id', 'name', 'customer'] as const;
export type JobSearchBy = (typeof JOB_SEARCH_BY)[number];

const optionalId = z.coerce.number().check(z.int32()).positive().optional();
export const jobSearchQuerySchema = searchQuerySchema.extend({
  searchBy: z.enum(JOB_SEARCH_BY).default('all'),
  /** A status id, or the word "open" (every status whose type is not closed) or "closed". */
  status: z.union([z.enum(['open', 'closed']), z.coerce.number().check(z.int32()).positive()]).optional(),
  customerId: optionalId,
  locationId: optionalId,
  officeId: optionalId,
  /** Jobs whose scheduled start falls on this day in the company's time zone. */
  scheduledDate: businessDate.optional(),
  /** Assigned to this user, or "none": nobody assigned. */
  assignedTo: z.union([z.literal('none'), z.coerce.number().check(z.int32()).positive()]).optional(),
});
export type JobSearchQuery = z.input<typeof jobSearchQuerySchema>;

const text = (max: number) => z.string().trim().max(max);
const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601).' });
const nullableId = z.int32().positive().nullable();

export const createJobBodySchema = z.object({
  customerId: z.int32().positive(),
  locationId: z.int32().positive(),
  jobTypeId: z.int32().positive(),
  officeId: z.int32().positive(),
  name: text(200).min(1, 'Required'),
  projectName: text(200).optional(),
  description: text(8000).optional(),
  statusId: z.int32().positive().optional(),
  urgencyId: nullableId.optional(),
  salesPersonId: nullableId.optional(),
  assignedResourceId: nullableId.optional(),
  poNumber: text(100).optional(),
  scheduledStart: instant.nullable().optional(),
  scheduledEnd: instant.nullable().optional(),
});
export type CreateJobBody = z.input<typeof createJobBodySchema>;

export const updateJobBodySchema = z.object({
  name: text(200).min(1, 'Required').optional(),
  projectName: text(200).optional(),
  description: text(8000).optional(),
  jobTypeId: z.int32().positive().optional(),
  statusId: z.int32().positive().optional(),
  statusReason: text(1000).optional(),
  urgencyId: nullableId.optional(),
  salesPersonId: nullableId.optional(),
  assignedResourceId: nullableId.optional(),
  poNumber: text(100).optional(),
  invoiceStatus: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]).optional(),
  scheduledStart: instant.nullable().optional(),
  scheduledEnd: instant.nullable().optional(),
  version: z.int32().optional(),
});
export type UpdateJobBody = z.input<typeof updateJobBodySchema>;

/** Messages of the job rules (422), shown to the user as they are. */
export const JobMessages = {
  locationNotOfCustomer: 'The location does not belong to the customer.',
  typeExcludedForOffice: 'This job type is not available for the office.',
  typeInactive: 'This job type is not active.',
  statusInactive: 'This job status is not active.',
  noOpenStatus: 'No active job status of type Open exists to start the job with.',
  cancelNeedsReason: 'Give a reason to cancel the job.',
  scheduleOrder: 'The scheduled end must not be before the scheduled start.',
  userInactive: 'The chosen user is not active.',
  bidNotAccepted: 'Only an accepted bid can be converted to a job.',
} as const;

/** GET jobs/settings (spec 2 §3 Job summary settings). */
export { JOB_SUMMARY_FLAGS, type JobSummaryFlag } from './job-summary-settings';

const flags = z.object(
  Object.fromEntries(JOB_SUMMARY_FLAGS.map((f) => [f, z.boolean()])) as {
    [K in JobSummaryFlag]: z.ZodBoolean;
  },
);
export const jobSettingsSchema = z.object({
  UsesDiscounts: z.boolean(),
  summary: z.object({ internal: flags, customer: flags }),
});
export type JobSettings = z.infer<typeof jobSettingsSchema>;

/** Bid → job conversion result. */
export const convertBidResultSchema = z.object({ id: z.int32(), jobNumber: z.string() });
export type ConvertBidResult = z.infer<typeof convertBidResultSchema>;
export const convertBidBodySchema = z
  .object({
    jobTypeId: z.int32().positive().optional(),
    officeId: z.int32().positive().optional(),
    name: text(200).min(1).optional(),
  })
  .default({});
