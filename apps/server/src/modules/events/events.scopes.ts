import { type CalendarEvent, EVENT_MESSAGES as M } from '@fieldline/contracts/events/events.contract';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { toIso } from '../../platform/db/columns';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { isOccurrence, occurrencesIn, ruleEndingBefore } from './events.recurrence';
import {
  attendeeIds,
  checkRefs,
  copyAttendees,
  getEvent,
  guard,
  type Row,
  recurrenceColumns,
  rowOf,
  type Scope,
  seriesOf,
  type UpdateBody,
} from './events.rules';
import { eventExceptions, events } from './events.table';

/** Edits of one occurrence of a series, or of it and the following ones (decision 024). */

export async function updateOccurrence(
  ctx: RouteContext<UpdateBody, Scope, { id: number }>,
  series: Row,
  occ: number,
  whole: (ctx: RouteContext<UpdateBody, Scope, { id: number }>, row: Row) => Promise<CalendarEvent>,
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
    return whole({ ...ctx, body: { ...values, override }, params: { id: own.id } }, own);
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

export async function updateFollowing(
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
