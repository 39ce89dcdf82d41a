import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { getUserRefs } from '../identity';
import { companyTimezoneSql } from '../organization';
import { jobCalendarEvents, jobs } from './jobs.table';

/** A time a technician is not free: another visit, time off, a block or a meeting. */
export interface BusyBlock {
  start: string;
  end: string;
  /** What it is, as the dispatcher reads it: "Job J-1042 Tune-up", "Time off". */
  label: string;
}

/** Other kinds of busy time (events, a higher module) register here; visits are this module's own. */
export interface BusySource {
  busy(db: Db, userId: number, start: string, end: string, ignore: BookingIgnore): Promise<BusyBlock[]>;
  /** Busy blocks of many technicians overlapping start..end, for the board: set-based, not one call each. */
  busyMany(db: Db, userIds: number[], start: string, end: string): Promise<TechnicianBlock[]>;
}

/** A busy block on the board: whose, what kind ('timeOff', 'block', 'meeting'...) and the source record. */
export interface TechnicianBlock extends BusyBlock {
  userId: number;
  kind: string;
  sourceId: number;
}

export interface BookingIgnore {
  /** The visit being moved: it does not collide with itself. */
  visitId?: number;
  /** The event being moved (events module). */
  eventId?: number;
}

export interface BookingRequest extends BookingIgnore {
  userId: number;
  start: string;
  end: string;
  /** The dispatcher chose to double-book on purpose. */
  override?: boolean;
}

export const DOUBLE_BOOKED_CODE = 'TECHNICIAN_DOUBLE_BOOKED';

const sources: BusySource[] = [];

export function registerBusySource(source: BusySource): void {
  if (!sources.includes(source)) sources.push(source);
}

/** Key space of the per-technician advisory lock (the second key is the user id). */
const BOOKING_LOCK_SPACE = 18_001;

/**
 * Serialises bookings of one technician until the transaction ends, so two concurrent requests
 * cannot both see the time free and both book it (decision 023). Every write that puts a
 * technician's time to use takes it before checking.
 */
export async function lockTechnician(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_SPACE}, ${userId}::int)`);
}

/** The technician's visits overlapping start..end (half-open), earliest first; `limit` of them when given. */
async function overlappingVisits(db: Db, req: BookingRequest, limit?: number): Promise<BusyBlock[]> {
  const conditions = [
    eq(jobCalendarEvents.employeeId, req.userId),
    lt(jobCalendarEvents.startTime, req.end),
    gt(jobCalendarEvents.endTime, req.start),
  ];
  if (req.visitId !== undefined) conditions.push(ne(jobCalendarEvents.id, req.visitId));
  const query = db
    .select({
      start: jobCalendarEvents.startTime,
      end: jobCalendarEvents.endTime,
      number: jobs.jobNumber,
      title: jobCalendarEvents.title,
    })
    .from(jobCalendarEvents)
    .innerJoin(jobs, eq(jobs.id, jobCalendarEvents.jobId))
    .where(and(...conditions))
    .orderBy(asc(jobCalendarEvents.startTime));
  const rows = await (limit ? query.limit(limit) : query);
  return rows.map((r) => ({ start: r.start, end: r.end, label: `Job ${r.number} ${r.title}`.trim() }));
}

/** Every busy block of the technician overlapping the request (visits and registered sources). */
export async function bookingConflicts(db: Db, req: BookingRequest, visitLimit = 5): Promise<BusyBlock[]> {
  const found = await overlappingVisits(db, req, visitLimit);
  for (const source of sources) found.push(...(await source.busy(db, req.userId, req.start, req.end, req)));
  return found.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Every registered source's blocks of these technicians overlapping start..end (not visits). */
export async function busyBlocksOf(
  db: Db,
  userIds: number[],
  start: string,
  end: string,
): Promise<TechnicianBlock[]> {
  if (userIds.length === 0) return [];
  const out: TechnicianBlock[] = [];
  for (const source of sources) out.push(...(await source.busyMany(db, userIds, start, end)));
  return out;
}

/**
 * Locks the technician and refuses (409 TECHNICIAN_DOUBLE_BOOKED) a booking that overlaps another
 * of their visits, time off or blocks, unless the dispatcher overrides it.
 */
export async function assertTechnicianFree(db: Db, req: BookingRequest): Promise<void> {
  await assertTechnicianFreeAt(db, req, [{ start: req.start, end: req.end }]);
}

/**
 * The guard for several times of one technician at once (the occurrences of a recurring time off): one
 * lock and one read per source over the whole span, then each time checked against what was found.
 */
export async function assertTechnicianFreeAt(
  db: Db,
  req: Omit<BookingRequest, 'start' | 'end'>,
  times: { start: string; end: string }[],
): Promise<void> {
  await lockTechnician(db, req.userId);
  if (req.override || times.length === 0) return;
  const ms = (t: { start: string; end: string }) => ({ s: Date.parse(t.start), e: Date.parse(t.end) });
  const wanted = times.map(ms);
  const spanStart = Math.min(...wanted.map((t) => t.s));
  const spanEnd = Math.max(...wanted.map((t) => t.e));
  const span = { ...req, start: new Date(spanStart).toISOString(), end: new Date(spanEnd).toISOString() };
  const found = await bookingConflicts(db, span, times.length === 1 ? 5 : undefined);
  const conflicts = found.filter((b) => {
    const block = ms(b);
    return wanted.some((t) => block.s < t.e && block.e > t.s);
  });
  if (conflicts.length === 0) return;
  const first = conflicts[0];
  const name = (await getUserRefs(db, [req.userId])).get(req.userId)?.displayName ?? 'The technician';
  const when = await formatRange(db, first.start, first.end);
  throw new AppError(
    409,
    DOUBLE_BOOKED_CODE,
    `${name} is already booked ${when} (${first.label}). Choose another time or override the double booking.`,
  );
}

/** "11/30/2026 10:00 AM - 12:00 PM" in the company's time zone. */
async function formatRange(db: Db, start: string, end: string): Promise<string> {
  const result = await db.execute(sql`select
      to_char(${start}::timestamptz at time zone ${companyTimezoneSql}, 'MM/DD/YYYY FMHH12:MI AM') as s,
      to_char(${end}::timestamptz at time zone ${companyTimezoneSql}, 'FMHH12:MI AM') as e`);
  const rows = ((result as { rows?: unknown[] }).rows ?? result) as { s: string; e: string }[];
  return `${rows[0].s} - ${rows[0].e}`;
}
