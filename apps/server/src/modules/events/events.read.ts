import {
  type CalendarEvent,
  type EventKind,
  MAX_OCCURRENCES,
} from '@fieldline/contracts/events/events.contract';
import { and, asc, eq, gt, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { getUserRefs } from '../identity';
import { jobs } from '../jobs';
import { occurrencesIn } from './events.recurrence';
import {
  eventAttendees,
  eventExceptions,
  eventPriorities,
  eventStatuses,
  events,
  eventTypes,
} from './events.table';

export type EventRow = typeof events.$inferSelect;

const like = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

/** Events (one-off or series) that may have an occurrence overlapping from..to (instants). */
export function inWindow(from: string, to: string): SQL {
  return or(
    and(isNull(events.recurrenceRule), lt(events.startTime, to), gt(events.endTime, from)),
    and(
      isNotNull(events.recurrenceRule),
      lt(events.startTime, to),
      or(isNull(events.recurrenceEnd), gt(events.recurrenceEnd, from)),
    ),
  ) as SQL;
}

export interface EventFilter {
  query?: string;
  userId?: number;
  kind?: EventKind;
  statusId?: number;
  typeId?: number;
}

export function filterWhere(f: EventFilter): SQL | undefined {
  const text = f.query?.trim();
  return and(
    text ? or(ilike(events.title, like(text)), ilike(events.location, like(text))) : undefined,
    f.userId
      ? sql`exists (select 1 from ${eventAttendees} a where a.event_id = ${events.id} and a.user_id = ${f.userId})`
      : undefined,
    f.kind ? eq(events.kind, f.kind) : undefined,
    f.statusId ? eq(events.statusId, f.statusId) : undefined,
    f.typeId ? eq(events.typeId, f.typeId) : undefined,
  );
}

/** Event rows with their lookups' names, by a condition (one query). */
async function findRows(db: Db, where: SQL | undefined) {
  return db
    .select({
      e: events,
      statusName: eventStatuses.name,
      priorityName: eventPriorities.name,
      typeName: eventTypes.name,
      color: sql<string | null>`coalesce(${eventTypes.color}, ${eventStatuses.color})`,
      jobNumber: jobs.jobNumber,
    })
    .from(events)
    .leftJoin(eventStatuses, eq(eventStatuses.id, events.statusId))
    .leftJoin(eventPriorities, eq(eventPriorities.id, events.priorityId))
    .leftJoin(eventTypes, eq(eventTypes.id, events.typeId))
    .leftJoin(jobs, eq(jobs.id, events.jobId))
    .where(where)
    .orderBy(asc(events.startTime), asc(events.id));
}
type Found = Awaited<ReturnType<typeof findRows>>[number];

/** Attendees of these events, by event (one query, one name lookup). */
async function attendeesOf(db: Db, ids: number[]) {
  const byEvent = new Map<number, CalendarEvent['attendees']>();
  if (ids.length === 0) return byEvent;
  const rows = await db
    .select()
    .from(eventAttendees)
    .where(inArray(eventAttendees.eventId, ids))
    .orderBy(asc(eventAttendees.eventId), asc(eventAttendees.userId));
  const names = await getUserRefs(
    db,
    rows.map((r) => r.userId),
  );
  for (const r of rows) {
    const list = byEvent.get(r.eventId) ?? [];
    list.push({
      userId: r.userId,
      name: names.get(r.userId)?.displayName ?? '',
      required: r.required,
      response: r.response as CalendarEvent['attendees'][number]['response'],
    });
    byEvent.set(r.eventId, list);
  }
  return byEvent;
}

function toEvent(
  f: Found,
  attendees: CalendarEvent['attendees'],
  occurrenceStart: string | null,
): CalendarEvent {
  const e = f.e;
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    kind: e.kind as EventKind,
    startTime: toIso(e.startTime),
    endTime: toIso(e.endTime),
    allDay: e.allDay,
    statusId: e.statusId,
    statusName: f.statusName,
    priorityId: e.priorityId,
    priorityName: f.priorityName,
    typeId: e.typeId,
    typeName: f.typeName,
    color: f.color,
    location: e.location,
    jobId: e.jobId,
    jobNumber: f.jobNumber,
    jobCalendarEventId: e.jobCalendarEventId,
    recurrenceRule: e.recurrenceRule,
    recurrenceTimezone: e.recurrenceTimezone,
    recurrenceUntil: e.recurrenceUntil === null ? null : toIso(e.recurrenceUntil),
    recurrenceCount: e.recurrenceCount,
    seriesId: e.seriesId,
    occurrenceStart,
    recurring: e.recurrenceRule !== null,
    attendees,
    ...auditOut(e),
  };
}

/** One event as stored (a series reads with its first occurrence), or null. */
export async function readEvent(db: Db, id: number): Promise<CalendarEvent | null> {
  const [found] = await findRows(db, eq(events.id, id));
  if (!found) return null;
  const attendees = (await attendeesOf(db, [id])).get(id) ?? [];
  let occurrenceStart: string | null = null;
  if (found.e.seriesId !== null) {
    const [x] = await db
      .select({ start: eventExceptions.originalStart })
      .from(eventExceptions)
      .where(eq(eventExceptions.overrideEventId, id));
    occurrenceStart = x ? toIso(x.start) : null;
  }
  return toEvent(found, attendees, occurrenceStart);
}

/** Original starts (ms) of the changed or cancelled occurrences of these series, by series. */
export async function exceptionsOf(db: Db, seriesIds: number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  if (seriesIds.length === 0) return out;
  const rows = await db
    .select({ seriesId: eventExceptions.seriesId, start: eventExceptions.originalStart })
    .from(eventExceptions)
    .where(inArray(eventExceptions.seriesId, seriesIds));
  for (const r of rows) {
    const set = out.get(r.seriesId) ?? new Set<number>();
    set.add(Date.parse(toIso(r.start)));
    out.set(r.seriesId, set);
  }
  return out;
}

export interface Occurrence<R> {
  row: R;
  start: number;
  end: number;
  /** The original start of a series occurrence; null for a one-off event. */
  occurrence: number | null;
}

/**
 * Every occurrence of these rows overlapping from..to: one-off rows as they are, series expanded in their
 * zone less their exceptions (the changed ones are rows of their own). Earliest first, at most `cap`.
 */
export async function expand<R extends { e: EventRow }>(
  db: Db,
  rows: R[],
  from: number,
  to: number,
  cap = MAX_OCCURRENCES,
): Promise<{ list: Occurrence<R>[]; capped: boolean }> {
  const series = rows.filter((r) => r.e.recurrenceRule !== null);
  const skip = await exceptionsOf(db, [...new Set(series.map((r) => r.e.id))]);
  const list: Occurrence<R>[] = [];
  for (const r of rows) {
    const start = Date.parse(toIso(r.e.startTime));
    const end = Date.parse(toIso(r.e.endTime));
    if (r.e.recurrenceRule === null || r.e.recurrenceTimezone === null) {
      list.push({ row: r, start, end, occurrence: null });
      continue;
    }
    const s = {
      startTime: toIso(r.e.startTime),
      endTime: toIso(r.e.endTime),
      recurrenceRule: r.e.recurrenceRule,
      recurrenceTimezone: r.e.recurrenceTimezone,
    };
    const excepted = skip.get(r.e.id);
    for (const t of occurrencesIn(s, from, to, cap + 1)) {
      if (excepted?.has(t)) continue;
      list.push({ row: r, start: t, end: t + (end - start), occurrence: t });
    }
  }
  list.sort((a, b) => a.start - b.start || a.row.e.id - b.row.e.id);
  return { list: list.slice(0, cap), capped: list.length > cap };
}

/** The occurrences matching a search in a window, one page, with the count of all of them. */
export async function searchOccurrences(
  db: Db,
  f: EventFilter & { from: string; to: string; offset: number; limit: number },
): Promise<{ data: CalendarEvent[]; count_filtered: number }> {
  const rows = await findRows(db, and(inWindow(f.from, f.to), filterWhere(f)));
  const { list } = await expand(db, rows, Date.parse(f.from), Date.parse(f.to));
  const page = list.slice(f.offset, f.offset + f.limit);
  const attendees = await attendeesOf(db, [...new Set(page.map((o) => o.row.e.id))]);
  const overrides = await overrideStarts(
    db,
    page.filter((o) => o.row.e.seriesId !== null).map((o) => o.row.e.id),
  );
  const data = page.map((o) => {
    const ev = toEvent(
      o.row,
      attendees.get(o.row.e.id) ?? [],
      o.occurrence !== null ? new Date(o.occurrence).toISOString() : (overrides.get(o.row.e.id) ?? null),
    );
    return { ...ev, startTime: new Date(o.start).toISOString(), endTime: new Date(o.end).toISOString() };
  });
  return { data, count_filtered: list.length };
}

async function overrideStarts(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: eventExceptions.overrideEventId, start: eventExceptions.originalStart })
    .from(eventExceptions)
    .where(inArray(eventExceptions.overrideEventId, ids));
  return new Map(rows.map((r) => [r.id as number, toIso(r.start)]));
}
