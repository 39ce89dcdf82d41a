import { z } from 'zod';
import { auditFieldsSchema, searchQuerySchema, searchResultSchema } from '../common/pagination';

/** Tools (spec 1 §4 tool check-in and check-out, §7.13): company tools, their schedules and check-outs. */

/** The toolStatuses: checkedOut is set by check-out (every unit out) and cleared by check-in. */
export const TOOL_STATUSES = ['available', 'checkedOut', 'inRepair', 'retired'] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];
export const TOOL_STATUS_LABELS: Record<ToolStatus, string> = {
  available: 'Available',
  checkedOut: 'Checked out',
  inRepair: 'In repair',
  retired: 'Retired',
};
/** The statuses a person sets by hand; checkedOut follows the check-outs. */
export const MANUAL_TOOL_STATUSES = ['available', 'inRepair', 'retired'] as const;

export const TOOL_MESSAGES = {
  numberTaken: 'Another tool already has this number.',
  unknownTechnician: 'Choose a technician from the list.',
  unknownJob: 'Choose a job from the list.',
  unknownOffice: 'Choose an office from the list.',
  unknownWarehouse: 'Choose a warehouse from the list.',
  endBeforeStart: 'The end must be after the start.',
  notCheckable: (name: string, status: string) =>
    `${name} is ${status.toLowerCase()} and cannot be checked out.`,
  alreadyOut: (name: string, who: string) =>
    `${name} is already checked out to ${who}. Check it in before checking it out again.`,
  notEnoughUnits: (name: string, free: number, asked: number) =>
    `Only ${free} of ${name} ${free === 1 ? 'is' : 'are'} in; ${asked} cannot be checked out.`,
  notOut: (name: string) => `${name} is not checked out.`,
  chooseCheckout: 'More than one check-out of this tool is open: choose which one comes back.',
  checkoutNotOfTool: 'This check-out is not of this tool, or it is already checked in.',
  quantityBelowOut: (out: number) =>
    `${out} ${out === 1 ? 'unit is' : 'units are'} checked out: the quantity cannot go below ${out}.`,
  statusWhileOut: 'Check the tool in before marking it in repair or retired.',
  statusCheckedOut: 'Checked out is set by checking the tool out.',
  notEnoughForSchedule: (name: string, free: number, asked: number) =>
    `Only ${free} of ${name} ${free === 1 ? 'is' : 'are'} free at that time; ${asked} cannot be scheduled.`,
  scheduleRetired: (name: string) => `${name} is retired and cannot be scheduled.`,
  deleteWithHistory: 'This tool has check-outs or schedules: retire it instead of deleting it.',
  /** The jobs module shows it when a job is moved to a completed status with tools still out. */
  toolsStillOut: (names: string[]) =>
    `Check in the tools still out on this job before completing it: ${names.join(', ')}.`,
} as const;

const id = z.coerce.number().check(z.int32()).positive();
const idInput = z.int32().positive();
const text = (max: number) => z.string().trim().max(max);
const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601).' });
const quantity = z.int32().min(1, 'Must be 1 or more.').max(10000);

const ref = z.object({ id: z.int32(), name: z.string() });

export const toolSchema = z
  .object({
    id: z.int32(),
    number: z.string(),
    name: z.string(),
    description: z.string(),
    category: z.string(),
    serialNumber: z.string(),
    quantity: z.int32(),
    /** Units out now (open check-outs). */
    checkedOutQuantity: z.int32(),
    officeId: z.int32().nullable(),
    officeName: z.string().nullable(),
    warehouseId: z.int32().nullable(),
    warehouseName: z.string().nullable(),
    status: z.enum(TOOL_STATUSES),
    notes: z.string(),
    /** Who has it now (names of the technicians of the open check-outs). */
    checkedOutTo: z.array(ref),
  })
  .extend(auditFieldsSchema.shape);
export type Tool = z.infer<typeof toolSchema>;

const toolFields = {
  number: text(30).min(1, 'Required'),
  name: text(100).min(1, 'Required'),
  description: text(1000),
  category: text(50),
  serialNumber: text(100),
  quantity,
  officeId: idInput.nullable(),
  warehouseId: idInput.nullable(),
  status: z.enum(MANUAL_TOOL_STATUSES),
  notes: text(2000),
};
export const createToolBodySchema = z.object({
  ...toolFields,
  description: toolFields.description.default(''),
  category: toolFields.category.default(''),
  serialNumber: toolFields.serialNumber.default(''),
  quantity: quantity.default(1),
  officeId: toolFields.officeId.default(null),
  warehouseId: toolFields.warehouseId.default(null),
  status: toolFields.status.default('available'),
  notes: toolFields.notes.default(''),
});
export type CreateToolBody = z.input<typeof createToolBodySchema>;
export const updateToolBodySchema = z
  .object(toolFields)
  .omit({ quantity: true })
  .partial()
  .extend({ version: z.int32().optional() });
export type UpdateToolBody = z.input<typeof updateToolBodySchema>;

const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
export const toolSearchQuerySchema = searchQuerySchema.extend({
  status: z.enum(TOOL_STATUSES).optional(),
  officeId: id.optional(),
  category: text(50).optional(),
  /** true: only tools with units in now. */
  available: bool,
});
export const toolSearchResultSchema = searchResultSchema(toolSchema);

// ---- Schedules ----

export const toolScheduleSchema = z
  .object({
    id: z.int32(),
    toolId: z.int32(),
    toolNumber: z.string(),
    toolName: z.string(),
    jobId: z.int32(),
    jobNumber: z.string(),
    jobName: z.string(),
    technicianId: z.int32().nullable(),
    technicianName: z.string().nullable(),
    quantity: z.int32(),
    startTime: z.string(),
    endTime: z.string(),
    notes: z.string(),
  })
  .extend(auditFieldsSchema.shape);
export type ToolSchedule = z.infer<typeof toolScheduleSchema>;

export const createToolScheduleBodySchema = z.object({
  toolId: idInput,
  jobId: idInput,
  technicianId: idInput.nullable().default(null),
  quantity: quantity.default(1),
  startTime: instant,
  endTime: instant,
  notes: text(500).default(''),
});
export type CreateToolScheduleBody = z.input<typeof createToolScheduleBodySchema>;

export const updateTimeBodySchema = z.object({
  startTime: instant,
  endTime: instant,
  version: z.int32().optional(),
});
export type UpdateTimeBody = z.input<typeof updateTimeBodySchema>;

// ---- Check-out and check-in ----

export const toolCheckoutSchema = z.object({
  id: z.int32(),
  toolId: z.int32(),
  toolNumber: z.string(),
  toolName: z.string(),
  quantity: z.int32(),
  technicianId: z.int32(),
  technicianName: z.string(),
  jobId: z.int32().nullable(),
  jobNumber: z.string().nullable(),
  jobName: z.string().nullable(),
  checkedOutAt: z.string(),
  checkedOutBy: z.int32().nullable(),
  dueBack: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  checkedInBy: z.int32().nullable(),
  notes: z.string(),
  returnNotes: z.string(),
});
export type ToolCheckout = z.infer<typeof toolCheckoutSchema>;

export const checkOutBodySchema = z.object({
  /** The technician (a user id, as job resources are) who takes the tool. */
  technicianId: idInput,
  jobId: idInput.nullable().default(null),
  quantity: quantity.default(1),
  dueBack: instant.nullable().default(null),
  notes: text(500).default(''),
});
export type CheckOutBody = z.input<typeof checkOutBodySchema>;

export const checkInBodySchema = z.object({
  /** Needed only when more than one check-out of the tool is open. */
  checkoutId: idInput.optional(),
  notes: text(500).default(''),
});
export type CheckInBody = z.input<typeof checkInBodySchema>;

export const updateQuantityBodySchema = z.object({ quantity, version: z.int32().optional() });
export type UpdateQuantityBody = z.input<typeof updateQuantityBodySchema>;

export const toolHistoryQuerySchema = z.object({
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(1000).default(100),
});
export const toolHistorySchema = searchResultSchema(toolCheckoutSchema);

/** GET toolStatuses/{id}: where the tool's units are now. */
export const toolStatusSchema = z.object({
  toolId: z.int32(),
  status: z.enum(TOOL_STATUSES),
  statusLabel: z.string(),
  quantity: z.int32(),
  checkedOutQuantity: z.int32(),
  inQuantity: z.int32(),
  openCheckouts: z.array(toolCheckoutSchema),
});
export type ToolStatusInfo = z.infer<typeof toolStatusSchema>;

// ---- Reads by range, job and technician ----

export const availabilityQuerySchema = z.object({
  toolId: id.optional(),
  from: instant,
  to: instant,
  query: text(200).optional(),
});
export const toolAvailabilitySchema = z.object({
  toolId: z.int32(),
  toolNumber: z.string(),
  toolName: z.string(),
  category: z.string(),
  status: z.enum(TOOL_STATUSES),
  quantity: z.int32(),
  scheduledQuantity: z.int32(),
  checkedOutQuantity: z.int32(),
  availableQuantity: z.int32(),
});
export type ToolAvailability = z.infer<typeof toolAvailabilitySchema>;

export const technicianQuerySchema = z.object({
  /** A user id; the signed-in user when left out. */
  technicianId: id.optional(),
});
export const scheduledByTechnicianQuerySchema = technicianQuerySchema.extend({
  from: instant.optional(),
  to: instant.optional(),
});

export const isUsingToolsQuerySchema = z.object({ jobId: id.optional(), technicianId: id.optional() });
export const isUsingToolsSchema = z.object({
  isUsingTools: z.boolean(),
  scheduledCount: z.int32(),
  checkedOutCount: z.int32(),
});

export const jobToolListSchema = z.object({
  jobId: z.int32(),
  jobNumber: z.string(),
  schedules: z.array(toolScheduleSchema),
  checkouts: z.array(toolCheckoutSchema),
});
export type JobToolList = z.infer<typeof jobToolListSchema>;

export const todaysJobSchema = z.object({
  jobId: z.int32(),
  jobNumber: z.string(),
  jobName: z.string(),
  customerName: z.string(),
  statusName: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  tools: z.array(toolScheduleSchema),
  checkedOut: z.array(toolCheckoutSchema),
});
export type TodaysJob = z.infer<typeof todaysJobSchema>;
export const todaysJobsQuerySchema = z.object({
  /** The day (YYYY-MM-DD, UTC); today when left out. */
  date: z.iso.date().optional(),
});

export const toolStatusValueSchema = z.object({ value: z.enum(TOOL_STATUSES), label: z.string() });
