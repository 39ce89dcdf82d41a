import { z } from 'zod';
import { auditFieldsSchema } from '../common/pagination';

/** A job's own small records: calendar events and contacts. */

const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601).' });
const userRef = z.object({ id: z.int32(), displayName: z.string() });

export const jobCalendarEventSchema = z
  .object({
    id: z.int32(),
    jobId: z.int32(),
    title: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    employee: userRef.nullable(),
    note: z.string(),
  })
  .extend(auditFieldsSchema.shape);
export type JobCalendarEvent = z.infer<typeof jobCalendarEventSchema>;

export const createCalendarEventBodySchema = z
  .object({
    title: z.string().trim().min(1, 'Required').max(200),
    startTime: instant,
    endTime: instant,
    employeeId: z.int32().positive().nullable().optional(),
    note: z.string().trim().max(4000).optional(),
    /** Book the technician even over another visit or time off (the dispatcher chose to). */
    override: z.boolean().optional(),
  })
  .refine((b) => Date.parse(b.endTime) >= Date.parse(b.startTime), {
    path: ['endTime'],
    message: 'The end must not be before the start.',
  });
export type CreateCalendarEventBody = z.input<typeof createCalendarEventBodySchema>;

export const updateCalendarEventBodySchema = z.object({
  title: z.string().trim().min(1, 'Required').max(200).optional(),
  startTime: instant.optional(),
  endTime: instant.optional(),
  employeeId: z.int32().positive().nullable().optional(),
  note: z.string().trim().max(4000).optional(),
  override: z.boolean().optional(),
  version: z.int32().optional(),
});
export type UpdateCalendarEventBody = z.input<typeof updateCalendarEventBodySchema>;

export const CALENDAR_ORDER_MESSAGE = 'The end must not be before the start.';

export const jobContactSchema = z.object({
  id: z.int32(),
  jobId: z.int32(),
  contact: z.object({
    id: z.int32(),
    displayName: z.string(),
    email: z.string().nullable(),
    isActive: z.boolean(),
  }),
  role: z.string(),
  isPrimary: z.boolean(),
  version: z.int32(),
});
export type JobContact = z.infer<typeof jobContactSchema>;

export const createJobContactBodySchema = z.object({
  contactId: z.int32().positive(),
  role: z.string().trim().max(100).optional(),
  isPrimary: z.boolean().optional(),
});
export type CreateJobContactBody = z.input<typeof createJobContactBodySchema>;
export const updateJobContactBodySchema = z.object({
  role: z.string().trim().max(100).optional(),
  isPrimary: z.boolean().optional(),
  version: z.int32().optional(),
});
export type UpdateJobContactBody = z.input<typeof updateJobContactBodySchema>;

export const JobContactMessages = {
  notOfCustomer: "The contact does not belong to the job's customer.",
  duplicate: 'This contact is already on the job.',
} as const;

/** GET jobs/{id}/customer/equipment: equipment at the job's customer (its location first). */
export const jobCustomerEquipmentSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string().nullable(),
  serialNumber: z.string().nullable(),
  locationId: z.int32().nullable(),
  atJobLocation: z.boolean(),
});
export type JobCustomerEquipment = z.infer<typeof jobCustomerEquipmentSchema>;

/** GET equipment/{id}/jobs: the jobs that worked on a piece of equipment. */
export const equipmentJobSchema = z.object({
  id: z.int32(),
  jobNumber: z.string(),
  name: z.string(),
  status: z.string(),
  jobType: z.string(),
  createdDate: z.string(),
  completedDate: z.string().nullable(),
  onJobEquipment: z.boolean(),
  onLineItem: z.boolean(),
});
export type EquipmentJob = z.infer<typeof equipmentJobSchema>;
