import { z } from 'zod';
import { answersSchema, questionSchema } from '../checklists/checklists.contract';
import { businessDate } from '../common/dates';
import { quantityInput } from '../common/money';
import { documentFileSchema } from '../documents/documents.contract';

/**
 * The technician's day (issue 18 item 4): everything the phone page "My day" shows in one answer, and the
 * few actions it needs beyond the job work routes (start and end work, notes, photos, materials, tasks).
 * docs/decisions/027-technician-day.md.
 */

export const TECHNICIAN_DAY_MESSAGES = {
  notStarted: 'Work on this job has not been started: press Start work first.',
  alreadyStarted: 'Work on this job is already running: end it before starting again.',
  otherDay: 'Only office users can see another technician\u2019s day.',
  noVisitForNote:
    'Start work first: without a visit of yours today, the note is kept with your time on the job.',
  photoNotImage: 'Choose a photo (.jpg, .jpeg, .png, .gif or .bmp).',
  noTimeType: 'No time type is set up to record work.',
  taskNotOnJob: 'The task is not on this job.',
} as const;

const id = z.int32().positive();
const coercedId = z.coerce.number().check(z.int32()).positive();

export const technicianDayQuerySchema = z.object({
  /** The day (YYYY-MM-DD); the company's today when left out. */
  date: businessDate.optional(),
  /** Whose day: the signed-in user when left out (office roles only for another user). */
  userId: coercedId.optional(),
});
export const dayJobParamsSchema = z.object({ id: coercedId });
export const dayTaskParamsSchema = z.object({ id: coercedId, taskId: coercedId });

export const WORK_STATES = ['notStarted', 'working', 'done'] as const;
export type WorkState = (typeof WORK_STATES)[number];

export const dayHoursSchema = z.object({
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  isClosed: z.boolean(),
});

export const dayVisitSchema = z.object({
  jobId: z.int32(),
  jobNumber: z.string(),
  jobName: z.string(),
  statusName: z.string(),
  customerName: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  site: z.object({
    locationId: z.int32(),
    name: z.string(),
    address: z.string(),
    /** A maps search for the address (opens the phone's maps app). */
    mapsUrl: z.string().nullable(),
    /** That weekday's hours of operation; null when the location has none set. */
    hours: dayHoursSchema.nullable(),
  }),
  contact: z
    .object({ id: z.int32(), name: z.string(), phone: z.string().nullable(), email: z.string().nullable() })
    .nullable(),
  tools: z.array(
    z.object({ toolId: z.int32(), name: z.string(), quantity: z.int32(), checkedOut: z.boolean() }),
  ),
  tasks: z.array(z.object({ id: z.int32(), task: z.string(), note: z.string(), selected: z.boolean() })),
  checklists: z.array(
    z.object({
      id: z.int32(),
      title: z.string(),
      questions: z.array(questionSchema),
      answers: answersSchema,
    }),
  ),
  work: z.object({
    state: z.enum(WORK_STATES),
    /** The running time entry's start (working), else null. */
    since: z.string().nullable(),
    /** Hours recorded by this technician on the job that day (closed entries). */
    hours: z.string(),
    /** The open time entry, if any. */
    timesheetId: z.int32().nullable(),
  }),
  /** The day's notes: the visit's (job calendar event) note, and the notes of the technician's time that day. */
  notes: z.string(),
  signoffCount: z.int32(),
  photoCount: z.int32(),
});
export type DayVisit = z.infer<typeof dayVisitSchema>;

export const technicianDaySchema = z.object({
  date: z.string(),
  /** The company's IANA time zone: the day's times are its wall-clock times, wherever the phone is. */
  timezone: z.string(),
  userId: z.int32(),
  technicianName: z.string(),
  visits: z.array(dayVisitSchema),
});
export type TechnicianDay = z.infer<typeof technicianDaySchema>;

export const dayNoteBodySchema = z.strictObject({
  text: z.string().trim().min(1, { error: 'Required' }).max(2000),
});
export const dayPhotoBodySchema = z.strictObject({
  description: z.string().trim().max(2000).optional(),
  file: documentFileSchema,
});
export const dayMaterialBodySchema = z.strictObject({
  itemId: id,
  quantity: quantityInput({ min: 0, minExclusive: true }),
  note: z.string().trim().max(2000).optional(),
});
export const dayTaskBodySchema = z.strictObject({ selected: z.boolean() });

export const workEntrySchema = z.object({
  timesheetId: z.int32(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  hours: z.string(),
});
export type WorkEntry = z.infer<typeof workEntrySchema>;
export const dayNoteSchema = z.object({ notes: z.string() });
export const dayPhotoSchema = z.object({ documentId: z.int32(), name: z.string() });
export const dayMaterialSchema = z.object({ lineId: z.int32(), itemId: z.int32(), quantity: z.string() });
export const dayTaskSchema = z.object({ id: z.int32(), selected: z.boolean() });

/** A maps search link for an address (Google Maps' documented search URL; phones hand it to their maps app). */
export function mapsUrlOf(address: string): string | null {
  const a = address.trim();
  return a ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(a)}` : null;
}
