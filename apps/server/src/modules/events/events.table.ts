import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/columns';
import { users } from '../identity/identity.table';
import { jobCalendarEvents, jobs } from '../jobs/jobs.table';

const lookupColumns = () => ({
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  color: text('color').notNull().default('#228BE6'),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...auditColumns(),
});

/** Event statuses (Scheduled, Confirmed, Cancelled); a cancelled one is not busy time. */
export const eventStatuses = pgTable(
  'event_statuses',
  { ...lookupColumns(), isCancelled: boolean('is_cancelled').notNull().default(false) },
  (t) => [uniqueIndex('event_statuses_name_uq').on(sql`lower(${t.name})`)],
);

export const eventPriorities = pgTable('event_priorities', lookupColumns(), (t) => [
  uniqueIndex('event_priorities_name_uq').on(sql`lower(${t.name})`),
]);

export const eventTypes = pgTable('event_types', lookupColumns(), (t) => [
  uniqueIndex('event_types_name_uq').on(sql`lower(${t.name})`),
]);

/**
 * A calendar event: one-off, or a series when recurrence_rule is set (an RRULE expanded from start_time in
 * recurrence_timezone). recurrence_end is the end of the series' last occurrence (null: no end), kept so a
 * window query finds the series without expanding it. A changed occurrence is an event of its own with
 * series_id set and an exception row pointing at it (decision 024).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull().default('meeting'),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'string' }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'string' }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    statusId: integer('status_id').references(() => eventStatuses.id),
    priorityId: integer('priority_id').references(() => eventPriorities.id),
    typeId: integer('type_id').references(() => eventTypes.id),
    location: text('location').notNull().default(''),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    jobCalendarEventId: integer('job_calendar_event_id').references(() => jobCalendarEvents.id, {
      onDelete: 'set null',
    }),
    recurrenceRule: text('recurrence_rule'),
    recurrenceTimezone: text('recurrence_timezone'),
    recurrenceUntil: timestamp('recurrence_until', { withTimezone: true, mode: 'string' }),
    recurrenceCount: integer('recurrence_count'),
    recurrenceEnd: timestamp('recurrence_end', { withTimezone: true, mode: 'string' }),
    seriesId: integer('series_id').references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [
    index('events_window_idx').on(t.startTime, t.endTime),
    index('events_series_window_idx')
      .on(t.startTime, t.recurrenceEnd)
      .where(sql`${t.recurrenceRule} is not null`),
    index('events_job_idx').on(t.jobId),
    index('events_series_idx').on(t.seriesId),
    index('events_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('events_order_ck', sql`${t.endTime} > ${t.startTime}`),
    check('events_kind_ck', sql`${t.kind} in ('visit', 'meeting', 'timeOff', 'block')`),
    check('events_job_kind_ck', sql`${t.jobId} is null or ${t.kind} = 'visit'`),
    check('events_rule_tz_ck', sql`(${t.recurrenceRule} is null) = (${t.recurrenceTimezone} is null)`),
  ],
);

/** Who attends an event (a user id, as job resources are). */
export const eventAttendees = pgTable(
  'event_attendees',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    required: boolean('required').notNull().default(true),
    response: text('response').notNull().default('none'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_attendees_user_idx').on(t.userId, t.eventId),
    check('event_attendees_response_ck', sql`${t.response} in ('none', 'accepted', 'tentative', 'declined')`),
  ],
);

/**
 * One occurrence of a series changed or cancelled: by its original start. Cancelled, or replaced by
 * override_event_id (an event with series_id = the series), never both.
 */
export const eventExceptions = pgTable(
  'event_exceptions',
  {
    id: serial('id').primaryKey(),
    seriesId: integer('series_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    originalStart: timestamp('original_start', { withTimezone: true, mode: 'string' }).notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    overrideEventId: integer('override_event_id').references(() => events.id, { onDelete: 'cascade' }),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (t) => [
    uniqueIndex('event_exceptions_occurrence_uq').on(t.seriesId, t.originalStart),
    check('event_exceptions_one_ck', sql`${t.cancelled} <> (${t.overrideEventId} is not null)`),
  ],
);
