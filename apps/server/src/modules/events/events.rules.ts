import {
  type CalendarEvent,
  type createEventBodySchema,
  type EditScope,
  GUARDED_EVENT_KINDS,
  EVENT_MESSAGES as M,
  type updateEventBodySchema,
} from '@fieldline/contracts/events/events.contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound } from '../../platform/errors';
import { users } from '../identity';
import { assertTechnicianFreeAt, jobCalendarEvents, jobs } from '../jobs';

import { readEvent } from './events.read';
import { occurrencesIn, seriesBounds } from './events.recurrence';
import { eventAttendees, eventPriorities, eventStatuses, events, eventTypes } from './events.table';

export type CreateBody = z.output<typeof createEventBodySchema>;
export type UpdateBody = z.output<typeof updateEventBodySchema>;
export type Row = typeof events.$inferSelect;
export type Scope = { scope: EditScope; occurrence?: string };

const DAY = 86_400_000;
/**
 * Occurrences of a recurring time off or block checked against the attendee's bookings: a year ahead, up
 * to a daily series' worth (checked together, one read per source: assertTechnicianFreeAt).
 */
const GUARD_OCCURRENCES = 400;

export async function getEvent(db: Db, id: number): Promise<CalendarEvent> {
  const out = await readEvent(db, id);
  if (!out) throw notFound('event', 'EVENT_NOT_FOUND');
  return out;
}

export async function rowOf(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound('event', 'EVENT_NOT_FOUND');
  return row;
}

/** Lookups, job and users the body names must exist; a job only on a visit. */
export async function checkRefs(db: Db, b: Partial<CreateBody>, current?: Row) {
  const one = async (
    table: typeof eventStatuses | typeof eventPriorities | typeof eventTypes,
    value: number,
  ) => (await db.select({ id: table.id }).from(table).where(eq(table.id, value))).length === 1;
  if (b.statusId && !(await one(eventStatuses, b.statusId))) throw fieldError('statusId', M.unknownStatus);
  if (b.priorityId && !(await one(eventPriorities, b.priorityId)))
    throw fieldError('priorityId', M.unknownPriority);
  if (b.typeId && !(await one(eventTypes, b.typeId))) throw fieldError('typeId', M.unknownType);
  const kind = b.kind ?? current?.kind;
  const jobId = b.jobId !== undefined ? b.jobId : (current?.jobId ?? null);
  const visitId =
    b.jobCalendarEventId !== undefined ? b.jobCalendarEventId : (current?.jobCalendarEventId ?? null);
  if (jobId !== null && kind !== 'visit') throw fieldError('jobId', M.jobOnlyOnVisit);
  if (kind === 'visit' && jobId === null) throw fieldError('jobId', M.visitNeedsJob);
  if (b.jobId) {
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, b.jobId));
    if (!job) throw fieldError('jobId', M.unknownJob);
  }
  if (visitId !== null && (b.jobCalendarEventId !== undefined || b.jobId !== undefined)) {
    const [visit] = await db
      .select({ jobId: jobCalendarEvents.jobId })
      .from(jobCalendarEvents)
      .where(eq(jobCalendarEvents.id, visitId));
    if (!visit || visit.jobId !== jobId) throw fieldError('jobCalendarEventId', M.visitNotOfJob);
  }
}

export async function checkUsers(db: Db, ids: number[], field: string) {
  if (ids.length === 0) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (found.length !== new Set(ids).size) throw fieldError(field, M.unknownUser);
}

/** The recurrence columns of a row whose rule, zone or times are these (validates the rule). */
export function recurrenceColumns(v: {
  startTime: string;
  endTime: string;
  recurrenceRule: string | null;
  recurrenceTimezone: string | null;
}) {
  if (v.recurrenceRule === null || v.recurrenceTimezone === null)
    return { recurrenceTimezone: null, recurrenceUntil: null, recurrenceCount: null, recurrenceEnd: null };
  const s = { ...v, recurrenceRule: v.recurrenceRule, recurrenceTimezone: v.recurrenceTimezone };
  const bounds = seriesBounds(s);
  return {
    recurrenceTimezone: v.recurrenceTimezone,
    recurrenceUntil: bounds.lastStart,
    recurrenceCount: bounds.count,
    recurrenceEnd: bounds.end,
  };
}

/**
 * A time off or block runs the technician booking guard for each attendee (a series' occurrences of the
 * coming year): it refuses 409 TECHNICIAN_DOUBLE_BOOKED over a visit, another time off or block, or a meeting,
 * unless overridden.
 */
export async function guard(db: Db, row: Row, userIds: number[], override: boolean) {
  if (!(GUARDED_EVENT_KINDS as readonly string[]).includes(row.kind)) return;
  const start = Date.parse(toIso(row.startTime));
  const duration = Date.parse(toIso(row.endTime)) - start;
  const starts =
    row.recurrenceRule && row.recurrenceTimezone
      ? occurrencesIn(
          {
            startTime: toIso(row.startTime),
            endTime: toIso(row.endTime),
            recurrenceRule: row.recurrenceRule,
            recurrenceTimezone: row.recurrenceTimezone,
          },
          start,
          start + 366 * DAY,
          GUARD_OCCURRENCES,
        )
      : [start];
  const times = starts.map((s) => ({
    start: new Date(s).toISOString(),
    end: new Date(s + duration).toISOString(),
  }));
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b))
    await assertTechnicianFreeAt(db, { userId, eventId: row.id, override }, times);
}

export async function attendeeIds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId));
  return rows.map((r) => r.userId);
}

export function seriesOf(row: Row) {
  return {
    startTime: toIso(row.startTime),
    endTime: toIso(row.endTime),
    recurrenceRule: row.recurrenceRule as string,
    recurrenceTimezone: row.recurrenceTimezone as string,
  };
}

export async function copyAttendees(db: Db, from: number, to: number) {
  await db.execute(sql`insert into ${eventAttendees} (event_id, user_id, required, response)
    select ${to}, user_id, required, response from ${eventAttendees} where event_id = ${from}`);
}
