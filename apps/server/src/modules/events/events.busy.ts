import {
  BUSY_EVENT_KINDS,
  EVENT_KIND_LABELS,
  type EventKind,
} from '@fieldline/contracts/events/events.contract';
import { and, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { BusyBlock, BusySource, TechnicianBlock } from '../jobs';
import { expand, inWindow } from './events.read';
import { eventAttendees, eventStatuses, events } from './events.table';

/**
 * Time off, blocks and meetings as busy time for the technician booking guard and the board (decision
 * 024): one query for all the users asked, series expanded in memory, cancelled statuses left out.
 */
async function busyRows(db: Db, userIds: number[], start: string, end: string, extra?: SQL) {
  return db
    .select({ e: events, userId: eventAttendees.userId })
    .from(events)
    .innerJoin(eventAttendees, eq(eventAttendees.eventId, events.id))
    .leftJoin(eventStatuses, eq(eventStatuses.id, events.statusId))
    .where(
      and(
        inArray(eventAttendees.userId, userIds),
        inArray(events.kind, [...BUSY_EVENT_KINDS]),
        sql`${eventAttendees.response} <> 'declined'`,
        sql`coalesce(${eventStatuses.isCancelled}, false) = false`,
        inWindow(start, end),
        extra,
      ),
    );
}

const label = (kind: string, title: string) => `${EVENT_KIND_LABELS[kind as EventKind] ?? kind}: ${title}`;

async function blocks(db: Db, userIds: number[], start: string, end: string, extra?: SQL) {
  if (userIds.length === 0) return [];
  const rows = await busyRows(db, userIds, start, end, extra);
  const { list } = await expand(db, rows, Date.parse(start), Date.parse(end));
  return list.map(
    (o): TechnicianBlock => ({
      userId: o.row.userId,
      kind: o.row.e.kind,
      sourceId: o.row.e.id,
      start: new Date(o.start).toISOString(),
      end: new Date(o.end).toISOString(),
      label: label(o.row.e.kind, o.row.e.title),
    }),
  );
}

export const eventBusySource: BusySource = {
  async busy(db, userId, start, end, ignore): Promise<BusyBlock[]> {
    // The event being moved does not collide with itself, nor with its own changed occurrences.
    const extra =
      ignore.eventId === undefined
        ? undefined
        : and(
            ne(events.id, ignore.eventId),
            or(sql`${events.seriesId} is null`, ne(events.seriesId, ignore.eventId)),
          );
    return (await blocks(db, [userId], start, end, extra)).map(({ start: s, end: e, label: l }) => ({
      start: s,
      end: e,
      label: l,
    }));
  },
  busyMany: (db, userIds, start, end) => blocks(db, userIds, start, end),
};
