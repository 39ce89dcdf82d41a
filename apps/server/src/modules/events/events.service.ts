import {
  type CalendarEvent,
  type createEventBodySchema,
  type EditScope,
  GUARDED_EVENT_KINDS,
  EVENT_MESSAGES as M,
  type updateEventBodySchema,
} from '@fieldline/contracts/events/events.contract';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { users } from '../identity';
import { assertTechnicianFree, jobCalendarEvents, jobs } from '../jobs';
import { companyTimezoneSql } from '../organization';
import { readEvent } from './events.read';
import { isOccurrence, occurrencesIn, ruleEndingBefore, seriesBounds } from './events.recurrence';
import {
  eventAttendees,
  eventExceptions,
  eventPriorities,
  eventStatuses,
  events,
  eventTypes,
} from './events.table';

type CreateBody = z.output<typeof createEventBodySchema>;
type UpdateBody = z.output<typeof updateEventBodySchema>;
type Row = typeof events.$inferSelect;
type Scope = { scope: EditScope; occurrence?: string };

const DAY = 86_400_000;
/** Occurrences of a recurring time off or block checked against the attendee's bookings. */
const GUARD_OCCURRENCES = 20;

export async function getEvent(db: Db, id: number): Promise<CalendarEvent> {
  const out = await readEvent(db, id);
  if (!out) throw notFound('event', 'EVENT_NOT_FOUND');
  return out;
}

async function rowOf(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  if (!row) throw notFound('event', 'EVENT_NOT_FOUND');
  return row;
}

async function companyTimezone(db: Db): Promise<string> {
  const result = await db.execute(sql`select ${companyTimezoneSql} as tz`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { tz: string }[];
  return rows[0].tz;
}

/** Lookups, job and users the body names must exist; a job only on a visit. */
async function checkRefs(db: Db, b: Partial<CreateBody>, current?: Row) {
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

async function checkUsers(db: Db, ids: number[], field: string) {
  if (ids.length === 0) return;
  const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  if (found.length !== new Set(ids).size) throw fieldError(field, M.unknownUser);
}

/** The recurrence columns of a row whose rule, zone or times are these (validates the rule). */
function recurrenceColumns(v: {
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
 * A time off or block runs the technician booking guard for each attendee (the first occurrences of a
 * series): it refuses 409 TECHNICIAN_DOUBLE_BOOKED over a visit, another time off or block, or a meeting,
 * unless overridden.
 */
async function guard(db: Db, row: Row, userIds: number[], override: boolean) {
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
  for (const userId of [...new Set(userIds)].sort((a, b) => a - b))
    for (const s of starts)
      await assertTechnicianFree(db, {
        userId,
        start: new Date(s).toISOString(),
        end: new Date(s + duration).toISOString(),
        eventId: row.id,
        override,
      });
}

async function attendeeIds(db: Db, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: eventAttendees.userId })
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId));
  return rows.map((r) => r.userId);
}

export async function createEvent(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<CalendarEvent> {
  const { db, body, user } = ctx;
  const { attendees, override, ...values } = body;
  await checkRefs(db, values);
  await checkUsers(
    db,
    attendees.map((a) => a.userId),
    'attendees',
  );
  const tz = values.recurrenceRule ? (values.recurrenceTimezone ?? (await companyTimezone(db))) : null;
  const recurrence = recurrenceColumns({ ...values, recurrenceTimezone: tz });
  const [row] = await db
    .insert(events)
    .values({ ...values, ...recurrence, createdBy: user.id, modifiedBy: user.id })
    .returning();
  if (attendees.length)
    await db
      .insert(eventAttendees)
      .values(
        [...new Map(attendees.map((a) => [a.userId, a])).values()].map((a) => ({ eventId: row.id, ...a })),
      );
  await guard(
    db,
    row,
    attendees.map((a) => a.userId),
    override,
  );
  const out = await getEvent(db, row.id);
  await ctx.audit({ entity: 'event', entityId: String(row.id), action: 'create', after: out });
  return out;
}

export async function updateEvent(
  ctx: RouteContext<UpdateBody, Scope, { id: number }>,
): Promise<CalendarEvent> {
  const { db, params, query } = ctx;
  const row = await rowOf(db, params.id);
  if (query.scope !== 'series' && row.recurrenceRule !== null) {
    const occ = Date.parse(query.occurrence as string);
    if (query.scope === 'occurrence') return updateOccurrence(ctx, row, occ);
    if (occ > Date.parse(toIso(row.startTime))) return updateFollowing(ctx, row, occ);
  }
  return updateWhole(ctx, row);
}

async function updateWhole(ctx: RouteContext<UpdateBody, Scope, { id: number }>, row: Row) {
  const { db, body, user } = ctx;
  const { version, override, ...values } = body;
  if (row.seriesId !== null && values.recurrenceRule) throw fieldError('recurrenceRule', M.ruleOnOverride);
  await checkRefs(db, values, row);
  const merged = {
    startTime: values.startTime ?? toIso(row.startTime),
    endTime: values.endTime ?? toIso(row.endTime),
    recurrenceRule: values.recurrenceRule !== undefined ? values.recurrenceRule : row.recurrenceRule,
    recurrenceTimezone:
      values.recurrenceTimezone !== undefined && values.recurrenceTimezone !== null
        ? values.recurrenceTimezone
        : row.recurrenceTimezone,
  };
  if (Date.parse(merged.endTime) <= Date.parse(merged.startTime))
    throw fieldError('endTime', M.endBeforeStart);
  if (merged.recurrenceRule && !merged.recurrenceTimezone)
    merged.recurrenceTimezone = await companyTimezone(db);
  const before = await getEvent(db, row.id);
  const timingChanged =
    row.recurrenceRule !== null &&
    (Date.parse(merged.startTime) !== Date.parse(toIso(row.startTime)) ||
      merged.recurrenceRule !== row.recurrenceRule ||
      merged.recurrenceTimezone !== row.recurrenceTimezone);
  const updated = await updateVersioned(
    db,
    events,
    row.id,
    version,
    { ...values, ...merged, ...recurrenceColumns(merged) },
    user.id,
    'event',
  );
  // The series moved or its rule changed: the changed and cancelled occurrences no longer line up with it.
  if (timingChanged) {
    await db.delete(events).where(eq(events.seriesId, row.id));
    await db.delete(eventExceptions).where(eq(eventExceptions.seriesId, row.id));
  }
  if (values.startTime || values.endTime || values.kind || values.recurrenceRule !== undefined)
    await guard(db, updated, await attendeeIds(db, row.id), override ?? false);
  const out = await getEvent(db, row.id);
  await ctx.audit({ entity: 'event', entityId: String(row.id), action: 'update', before, after: out });
  return out;
}

/** One occurrence changed: a new event with series_id set and an exception row pointing at it. */
async function updateOccurrence(
  ctx: RouteContext<UpdateBody, Scope, { id: number }>,
  series: Row,
  occ: number,
): Promise<CalendarEvent> {
  const { db, body, user } = ctx;
  const { version, override, ...values } = body;
  if (values.recurrenceRule) throw fieldError('recurrenceRule', M.ruleOnOverride);
  const [existing] = await db
    .select()
    .from(eventExceptions)
    .where(
      and(
        eq(eventExceptions.seriesId, series.id),
        eq(eventExceptions.originalStart, new Date(occ).toISOString()),
      ),
    );
  if (existing?.cancelled) throw ruleViolation(M.occurrenceGone, 'EVENT_OCCURRENCE_CANCELLED');
  if (existing?.overrideEventId) {
    const own = await rowOf(db, existing.overrideEventId);
    return updateWhole({ ...ctx, body: { ...values, override }, params: { id: own.id } }, own);
  }
  if (!isOccurrence(seriesOf(series), occ)) throw ruleViolation(M.notAnOccurrence, 'EVENT_NOT_AN_OCCURRENCE');
  await checkRefs(db, values, series);
  // The series' version is checked and bumped: its occurrences changed.
  await updateVersioned(db, events, series.id, version, {}, user.id, 'event');
  const duration = Date.parse(toIso(series.endTime)) - Date.parse(toIso(series.startTime));
  const startTime = values.startTime ?? new Date(occ).toISOString();
  const endTime = values.endTime ?? new Date(Date.parse(startTime) + duration).toISOString();
  if (Date.parse(endTime) <= Date.parse(startTime)) throw fieldError('endTime', M.endBeforeStart);
  const { id: _id, createdDate: _c, modifiedDate: _m, version: _v, ...copy } = series;
  const [row] = await db
    .insert(events)
    .values({
      ...copy,
      ...values,
      startTime,
      endTime,
      recurrenceRule: null,
      recurrenceTimezone: null,
      recurrenceUntil: null,
      recurrenceCount: null,
      recurrenceEnd: null,
      seriesId: series.id,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await copyAttendees(db, series.id, row.id);
  await db.insert(eventExceptions).values({
    seriesId: series.id,
    originalStart: new Date(occ).toISOString(),
    overrideEventId: row.id,
    createdBy: user.id,
  });
  await guard(db, row, await attendeeIds(db, row.id), override ?? false);
  const out = await getEvent(db, row.id);
  await ctx.audit({ entity: 'event', entityId: String(row.id), action: 'create', after: out });
  return out;
}

/** This and the following occurrences: the series ends before `occ`; a new series starts there. */
async function updateFollowing(
  ctx: RouteContext<UpdateBody, Scope, { id: number }>,
  series: Row,
  occ: number,
): Promise<CalendarEvent> {
  const { db, body, user } = ctx;
  const { version, override, ...values } = body;
  const s = seriesOf(series);
  if (!isOccurrence(s, occ)) throw ruleViolation(M.notAnOccurrence, 'EVENT_NOT_AN_OCCURRENCE');
  await checkRefs(db, values, series);
  const cut = ruleEndingBefore(s, occ);
  await updateVersioned(
    db,
    events,
    series.id,
    version,
    { recurrenceRule: cut, ...recurrenceColumns({ ...s, recurrenceRule: cut }) },
    user.id,
    'event',
  );
  // The rest keeps the rule's end (UNTIL) or the occurrences left of its COUNT.
  const before = occurrencesIn(s, Date.parse(s.startTime), occ, 100_000).length;
  const rest = s.recurrenceRule
    .split(';')
    .map((p) => {
      const m = /^COUNT=(\d+)$/i.exec(p);
      return m ? `COUNT=${Math.max(1, Number(m[1]) - before)}` : p;
    })
    .join(';');
  const duration = Date.parse(s.endTime) - Date.parse(s.startTime);
  const next = {
    startTime: values.startTime ?? new Date(occ).toISOString(),
    endTime:
      values.endTime ??
      new Date(Date.parse(values.startTime ?? new Date(occ).toISOString()) + duration).toISOString(),
    recurrenceRule: values.recurrenceRule ?? rest,
    recurrenceTimezone: values.recurrenceTimezone ?? s.recurrenceTimezone,
  };
  if (Date.parse(next.endTime) <= Date.parse(next.startTime)) throw fieldError('endTime', M.endBeforeStart);
  const { id: _id, createdDate: _c, modifiedDate: _m, version: _v, ...copy } = series;
  const [row] = await db
    .insert(events)
    .values({
      ...copy,
      ...values,
      ...next,
      ...recurrenceColumns(next),
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await copyAttendees(db, series.id, row.id);
  // Changed or cancelled occurrences from there on belong to the new series when it keeps their times.
  const moved = await db
    .update(eventExceptions)
    .set({ seriesId: row.id })
    .where(
      and(
        eq(eventExceptions.seriesId, series.id),
        gte(eventExceptions.originalStart, new Date(occ).toISOString()),
      ),
    )
    .returning({ overrideEventId: eventExceptions.overrideEventId });
  const overrideIds = moved.map((m) => m.overrideEventId).filter((x): x is number => x !== null);
  if (overrideIds.length)
    await db.update(events).set({ seriesId: row.id }).where(inArray(events.id, overrideIds));
  await guard(db, row, await attendeeIds(db, row.id), override ?? false);
  const out = await getEvent(db, row.id);
  await ctx.audit({ entity: 'event', entityId: String(row.id), action: 'create', after: out });
  return out;
}

function seriesOf(row: Row) {
  return {
    startTime: toIso(row.startTime),
    endTime: toIso(row.endTime),
    recurrenceRule: row.recurrenceRule as string,
    recurrenceTimezone: row.recurrenceTimezone as string,
  };
}

async function copyAttendees(db: Db, from: number, to: number) {
  await db.execute(sql`insert into ${eventAttendees} (event_id, user_id, required, response)
    select ${to}, user_id, required, response from ${eventAttendees} where event_id = ${from}`);
}

export async function deleteEvent(ctx: RouteContext<unknown, Scope, { id: number }>): Promise<void> {
  const { db, params, query, user } = ctx;
  const row = await rowOf(db, params.id);
  const before = await getEvent(db, row.id);
  if (query.scope !== 'series' && row.recurrenceRule !== null) {
    const occ = Date.parse(query.occurrence as string);
    const s = seriesOf(row);
    if (!isOccurrence(s, occ)) throw ruleViolation(M.notAnOccurrence, 'EVENT_NOT_AN_OCCURRENCE');
    if (query.scope === 'following' && occ > Date.parse(s.startTime)) {
      const cut = ruleEndingBefore(s, occ);
      await updateVersioned(
        db,
        events,
        row.id,
        undefined,
        { recurrenceRule: cut, ...recurrenceColumns({ ...s, recurrenceRule: cut }) },
        user.id,
        'event',
      );
      await db
        .delete(events)
        .where(and(eq(events.seriesId, row.id), gte(events.startTime, new Date(occ).toISOString())));
      await db
        .delete(eventExceptions)
        .where(
          and(
            eq(eventExceptions.seriesId, row.id),
            gte(eventExceptions.originalStart, new Date(occ).toISOString()),
          ),
        );
      await ctx.audit({
        entity: 'event',
        entityId: String(row.id),
        action: 'update',
        before,
        after: await getEvent(db, row.id),
      });
      return;
    }
    if (query.scope === 'occurrence') {
      const at = new Date(occ).toISOString();
      const [existing] = await db
        .select()
        .from(eventExceptions)
        .where(and(eq(eventExceptions.seriesId, row.id), eq(eventExceptions.originalStart, at)));
      if (existing?.cancelled) throw ruleViolation(M.occurrenceGone, 'EVENT_OCCURRENCE_CANCELLED');
      if (existing) {
        await db
          .update(eventExceptions)
          .set({ cancelled: true, overrideEventId: null })
          .where(eq(eventExceptions.id, existing.id));
        if (existing.overrideEventId) await db.delete(events).where(eq(events.id, existing.overrideEventId));
      } else {
        await db
          .insert(eventExceptions)
          .values({ seriesId: row.id, originalStart: at, cancelled: true, createdBy: user.id });
      }
      await updateVersioned(db, events, row.id, undefined, {}, user.id, 'event');
      await ctx.audit({
        entity: 'event',
        entityId: String(row.id),
        action: 'update',
        before,
        after: { cancelledOccurrence: at },
      });
      return;
    }
  }
  // A changed occurrence deleted: its occurrence stays cancelled rather than coming back.
  if (row.seriesId !== null)
    await db
      .update(eventExceptions)
      .set({ cancelled: true, overrideEventId: null })
      .where(eq(eventExceptions.overrideEventId, row.id));
  await db.delete(events).where(eq(events.id, row.id));
  await ctx.audit({ entity: 'event', entityId: String(row.id), action: 'delete', before });
}

// ---- Attendees ----

export async function addAttendee(
  ctx: RouteContext<
    { userId: number; required: boolean; response: string; override: boolean },
    unknown,
    { id: number }
  >,
): Promise<CalendarEvent> {
  const { db, body, params, user } = ctx;
  const row = await rowOf(db, params.id);
  await checkUsers(db, [body.userId], 'userId');
  const inserted = await db
    .insert(eventAttendees)
    .values({ eventId: row.id, userId: body.userId, required: body.required, response: body.response })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw ruleViolation(M.attendeeTaken, 'EVENT_ATTENDEE_TAKEN');
  await guard(db, row, [body.userId], body.override);
  await updateVersioned(db, events, row.id, undefined, {}, user.id, 'event');
  return getEvent(db, row.id);
}

export async function removeAttendee(
  ctx: RouteContext<unknown, unknown, { id: number; userId: number }>,
): Promise<void> {
  const { db, params, user } = ctx;
  const row = await rowOf(db, params.id);
  const gone = await db
    .delete(eventAttendees)
    .where(and(eq(eventAttendees.eventId, row.id), eq(eventAttendees.userId, params.userId)))
    .returning();
  if (gone.length === 0) throw notFound('attendee', 'EVENT_ATTENDEE_NOT_FOUND');
  await updateVersioned(db, events, row.id, undefined, {}, user.id, 'event');
}

/** True when the user attends the event (a technician reads the events they attend). */
export async function attends(db: Db, eventId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: eventAttendees.eventId })
    .from(eventAttendees)
    .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)));
  return row !== undefined;
}
