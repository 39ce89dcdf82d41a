import { z } from 'zod';
import {
  auditFieldsSchema,
  countResultSchema,
  searchQuerySchema,
  searchResultSchema,
} from '../common/pagination';

/**
 * Calendar events (spec 1 §7.10, issue 18 item 1): meetings, time off, blocks and job visits, one-off or
 * recurring (an RFC 5545 RRULE expanded in a time zone), with attendees, statuses, priorities and types.
 */

export const EVENT_KINDS = ['visit', 'meeting', 'timeOff', 'block'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  visit: 'Job visit',
  meeting: 'Meeting',
  timeOff: 'Time off',
  block: 'Block',
};
/** Kinds that make an attendee busy for the technician booking guard (visits are the jobs module's own). */
export const BUSY_EVENT_KINDS = ['timeOff', 'block', 'meeting'] as const;
/** Kinds whose creation or move runs the booking guard for each attendee (unless overridden). */
export const GUARDED_EVENT_KINDS = ['timeOff', 'block'] as const;

export const ATTENDEE_RESPONSES = ['none', 'accepted', 'tentative', 'declined'] as const;
export const EDIT_SCOPES = ['series', 'occurrence', 'following'] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

/** Occurrences expanded for one request at most; a longer answer is cut there. */
export const MAX_OCCURRENCES = 1000;
/** The longest search window in days (a rule without an end is only expanded inside the window). */
export const MAX_WINDOW_DAYS = 366;

export const EVENT_MESSAGES = {
  endBeforeStart: 'The end must be after the start.',
  badRule: 'Enter a valid recurrence rule (RFC 5545 RRULE, e.g. FREQ=WEEKLY;BYDAY=MO;COUNT=10).',
  badTimezone: 'Choose a valid time zone (e.g. America/Denver).',
  ruleTooLong: 'A recurrence rule cannot repeat more often than hourly.',
  unknownStatus: 'Choose an event status from the list.',
  unknownPriority: 'Choose an event priority from the list.',
  unknownType: 'Choose an event type from the list.',
  unknownUser: 'Choose a user from the list.',
  unknownJob: 'Choose a job from the list.',
  visitNeedsJob: 'A job visit needs a job.',
  jobOnlyOnVisit: 'Only a job visit can be linked to a job.',
  visitNotOfJob: "The job calendar event is not one of this job's visits.",
  occurrenceNeeded: 'Give the occurrence (its original start) to change one occurrence.',
  notRecurring: 'This event does not repeat: edit it as a whole.',
  notAnOccurrence: 'The series has no occurrence starting at that time.',
  occurrenceGone: 'That occurrence was cancelled.',
  ruleOnOverride: 'One changed occurrence cannot repeat by itself.',
  attendeeTaken: 'This user already attends the event.',
  attendeeMissing: 'This user does not attend the event.',
  windowTooLong: `The search window can be at most ${MAX_WINDOW_DAYS} days.`,
  windowOrder: 'The end of the search window must be after its start.',
  nameTaken: 'Another entry already has this name.',
  notFound: 'Event not found.',
} as const;

const id = z.coerce.number().check(z.int32()).positive();
const idInput = z.int32().positive();
const text = (max: number) => z.string().trim().max(max);
const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time (ISO 8601).' });
const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const color = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #RRGGBB.')
  .transform((c) => c.toUpperCase());
/** An RRULE body (FREQ=...;...), with or without the `RRULE:` prefix; checked fully by the server. */
const rule = z
  .string()
  .trim()
  .max(500)
  .transform((r) => r.replace(/^RRULE:/i, '').toUpperCase())
  .refine((r) => /^FREQ=[A-Z]+(;[A-Z]+=[A-Z0-9,+\-:]+)*$/.test(r), EVENT_MESSAGES.badRule);
const timezone = z
  .string()
  .trim()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, EVENT_MESSAGES.badTimezone);

// ---- Statuses, priorities, types ----

export const eventLookupSchema = z.object({
  id: z.int32(),
  name: z.string(),
  color: z.string(),
  isActive: z.boolean(),
  sortOrder: z.int32(),
  /** Statuses only: an event in this status is not busy time (Cancelled). */
  isCancelled: z.boolean(),
});
export type EventLookup = z.infer<typeof eventLookupSchema>;
const lookupFields = {
  name: text(50).min(1, 'Required'),
  color: color,
  isActive: z.boolean(),
  sortOrder: z.int32().min(0).max(10000),
  isCancelled: z.boolean(),
};
export const createEventLookupBodySchema = z.object({
  ...lookupFields,
  color: color.default('#228BE6'),
  isActive: z.boolean().default(true),
  sortOrder: lookupFields.sortOrder.default(0),
  isCancelled: z.boolean().default(false),
});
export type CreateEventLookupBody = z.input<typeof createEventLookupBodySchema>;
export const updateEventLookupBodySchema = z
  .object(lookupFields)
  .partial()
  .extend({ version: z.int32().optional() });
export const eventLookupQuerySchema = z.object({ isActive: bool });

// ---- Events ----

export const attendeeSchema = z.object({
  userId: z.int32(),
  name: z.string(),
  required: z.boolean(),
  response: z.enum(ATTENDEE_RESPONSES),
});
export type Attendee = z.infer<typeof attendeeSchema>;

export const eventSchema = z
  .object({
    id: z.int32(),
    title: z.string(),
    description: z.string(),
    kind: z.enum(EVENT_KINDS),
    /** This occurrence's start and end (the series' first one on a read of the event itself). */
    startTime: z.string(),
    endTime: z.string(),
    allDay: z.boolean(),
    statusId: z.int32().nullable(),
    statusName: z.string().nullable(),
    priorityId: z.int32().nullable(),
    priorityName: z.string().nullable(),
    typeId: z.int32().nullable(),
    typeName: z.string().nullable(),
    color: z.string().nullable(),
    location: z.string(),
    jobId: z.int32().nullable(),
    jobNumber: z.string().nullable(),
    jobCalendarEventId: z.int32().nullable(),
    recurrenceRule: z.string().nullable(),
    recurrenceTimezone: z.string().nullable(),
    /** The last occurrence's start when the rule ends (UNTIL or COUNT); null when it repeats for ever. */
    recurrenceUntil: z.string().nullable(),
    recurrenceCount: z.int32().nullable(),
    /** On one changed occurrence: the series it was split from. */
    seriesId: z.int32().nullable(),
    /**
     * The occurrence's original start: on a search row of a recurring series (pass it back as `occurrence`
     * to change that one) and on a changed occurrence (the start it replaces). Null on a one-off event.
     */
    occurrenceStart: z.string().nullable(),
    recurring: z.boolean(),
    attendees: z.array(attendeeSchema),
  })
  .extend(auditFieldsSchema.shape);
export type CalendarEvent = z.infer<typeof eventSchema>;

const attendeeInput = z.object({
  userId: idInput,
  required: z.boolean().default(true),
  response: z.enum(ATTENDEE_RESPONSES).default('none'),
});

const eventFields = {
  title: text(200).min(1, 'Required'),
  description: text(4000),
  kind: z.enum(EVENT_KINDS),
  startTime: instant,
  endTime: instant,
  allDay: z.boolean(),
  statusId: idInput.nullable(),
  priorityId: idInput.nullable(),
  typeId: idInput.nullable(),
  location: text(500),
  jobId: idInput.nullable(),
  jobCalendarEventId: idInput.nullable(),
  recurrenceRule: rule.nullable(),
  recurrenceTimezone: timezone.nullable(),
};

const endAfterStart = (b: { startTime?: string; endTime?: string }) =>
  b.startTime === undefined || b.endTime === undefined || Date.parse(b.endTime) > Date.parse(b.startTime);

export const createEventBodySchema = z
  .object({
    ...eventFields,
    description: eventFields.description.default(''),
    kind: eventFields.kind.default('meeting'),
    allDay: z.boolean().default(false),
    statusId: eventFields.statusId.default(null),
    priorityId: eventFields.priorityId.default(null),
    typeId: eventFields.typeId.default(null),
    location: eventFields.location.default(''),
    jobId: eventFields.jobId.default(null),
    jobCalendarEventId: eventFields.jobCalendarEventId.default(null),
    recurrenceRule: eventFields.recurrenceRule.default(null),
    recurrenceTimezone: eventFields.recurrenceTimezone.default(null),
    attendees: z.array(attendeeInput).max(200).default([]),
    /** The dispatcher books time off or a block over the attendee's other bookings on purpose. */
    override: z.boolean().default(false),
  })
  .refine(endAfterStart, { message: EVENT_MESSAGES.endBeforeStart, path: ['endTime'] });
export type CreateEventBody = z.input<typeof createEventBodySchema>;

export const updateEventBodySchema = z
  .object(eventFields)
  .partial()
  .extend({ version: z.int32().optional(), override: z.boolean().optional() })
  .refine(endAfterStart, { message: EVENT_MESSAGES.endBeforeStart, path: ['endTime'] });
export type UpdateEventBody = z.input<typeof updateEventBodySchema>;

/** PATCH and DELETE: the whole series (default), one occurrence, or this and the following ones. */
export const eventScopeQuerySchema = z
  .object({
    scope: z.enum(EDIT_SCOPES).default('series'),
    occurrence: instant.optional(),
    fields: z.string().optional(),
  })
  .refine((q) => q.scope === 'series' || q.occurrence !== undefined, {
    message: EVENT_MESSAGES.occurrenceNeeded,
    path: ['occurrence'],
  });

export const eventSearchQuerySchema = searchQuerySchema
  .extend({
    /** The window occurrences are expanded in (instants); 31 days back and 62 ahead of now unless told. */
    from: instant.optional(),
    to: instant.optional(),
    /** Events this user attends (or created, when they attend nothing). */
    userId: id.optional(),
    kind: z.enum(EVENT_KINDS).optional(),
    statusId: id.optional(),
    typeId: id.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) > Date.parse(q.from), {
    message: EVENT_MESSAGES.windowOrder,
    path: ['to'],
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) <= MAX_WINDOW_DAYS * 86_400_000, {
    message: EVENT_MESSAGES.windowTooLong,
    path: ['to'],
  });
export type EventSearchQuery = z.input<typeof eventSearchQuerySchema>;
export const eventSearchResultSchema = searchResultSchema(eventSchema);
export const eventCountSchema = countResultSchema;

export const addAttendeeBodySchema = attendeeInput.extend({ override: z.boolean().default(false) });
export const attendeeParamsSchema = z.object({ id, userId: id });
