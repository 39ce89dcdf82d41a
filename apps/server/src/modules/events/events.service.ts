import { type CalendarEvent, EVENT_MESSAGES as M } from '@fieldline/contracts/events/events.contract';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { companyTimezone } from '../organization';
import { isOccurrence, ruleEndingBefore } from './events.recurrence';
import {
  attendeeIds,
  type CreateBody,
  checkRefs,
  checkUsers,
  getEvent,
  guard,
  type Row,
  recurrenceColumns,
  rowOf,
  type Scope,
  seriesOf,
  type UpdateBody,
} from './events.rules';
import { updateFollowing, updateOccurrence } from './events.scopes';
import { eventAttendees, eventExceptions, events } from './events.table';

export { getEvent } from './events.rules';

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
    if (query.scope === 'occurrence') return updateOccurrence(ctx, row, occ, updateWhole);
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
  if (timingChanged) await dropStrayExceptions(db, updated);
  if (values.startTime || values.endTime || values.kind || values.recurrenceRule !== undefined)
    await guard(db, updated, await attendeeIds(db, row.id), override ?? false);
  const out = await getEvent(db, row.id);
  await ctx.audit({ entity: 'event', entityId: String(row.id), action: 'update', before, after: out });
  return out;
}

/**
 * After a series' start, rule or zone changed: a changed or cancelled occurrence is kept while its original
 * start is still an occurrence of the series (the rule gained an end, or another weekday); the others no
 * longer line up with it and go, with the events that replaced them.
 */
async function dropStrayExceptions(db: Db, series: typeof events.$inferSelect): Promise<void> {
  const found = await db
    .select({
      id: eventExceptions.id,
      originalStart: eventExceptions.originalStart,
      eventId: eventExceptions.overrideEventId,
    })
    .from(eventExceptions)
    .where(eq(eventExceptions.seriesId, series.id));
  const s = series.recurrenceRule ? seriesOf(series) : null;
  const stray = found.filter((x) => !s || !isOccurrence(s, Date.parse(toIso(x.originalStart))));
  if (stray.length === 0) return;
  const eventIds = stray.flatMap((x) => (x.eventId ? [x.eventId] : []));
  await db.delete(eventExceptions).where(
    inArray(
      eventExceptions.id,
      stray.map((x) => x.id),
    ),
  );
  if (eventIds.length) await db.delete(events).where(inArray(events.id, eventIds));
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
