import type {
  Board,
  BoardTechnician,
  BoardVisitRow,
  boardQuerySchema,
  LaneJob,
} from '@fieldline/contracts/dispatch/dispatch.contract';
import { and, asc, eq, exists, gt, inArray, isNotNull, notExists, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { addresses } from '../addresses';
import { customers } from '../customers';
import { employees, employeeTeamMembers, employeeTeams, employeeZones } from '../employees';
import {
  busyBlocksOf,
  jobCalendarEvents,
  jobStatuses,
  jobStatusTypes,
  jobs,
  jobTypes,
  jobUrgencies,
} from '../jobs';
import { locationHours, locations, locationZones } from '../locations/locations.table';
import { companyTimezoneSql, offices } from '../organization';
import { dispatchRevision } from './dispatch.table';

/**
 * The board in a fixed number of queries whatever its size: the range and revision, the technicians,
 * their teams, their zones, their visits, their busy blocks (one per registered source) and the lane.
 */

type Query = z.output<typeof boardQuerySchema>;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: unknown[] }).rows ?? result) as T[];
const iso = (v: string | Date) => new Date(v).toISOString();

/** The range's instants in the company's time zone, its time zone and the board's revision. */
async function rangeAndRevision(db: Db, from: string, to: string) {
  const result = await db.execute(sql`select
      ${companyTimezoneSql} as tz,
      (${from}::date::timestamp at time zone ${companyTimezoneSql}) as start,
      ((${to}::date + 1)::timestamp at time zone ${companyTimezoneSql}) as "end",
      coalesce((select ${dispatchRevision.revision} from ${dispatchRevision} where ${dispatchRevision.id} = 1), 0)::bigint as revision`);
  const [r] = rowsOf<{ tz: string; start: string | Date; end: string | Date; revision: string | number }>(
    result,
  );
  return { tz: r.tz, start: iso(r.start), end: iso(r.end), revision: Number(r.revision) };
}

/** "123 Main St, Denver, CO 80202" from the address columns. */
export const addressText = sql<string>`concat_ws(', ',
  nullif(${addresses.street}, ''), nullif(${addresses.city}, ''),
  nullif(trim(concat_ws(' ', ${addresses.state}, ${addresses.postalCode})), ''))`;

/** Columns of a job as a card shows it (visit or lane). */
const jobCardColumns = {
  jobId: jobs.id,
  jobNumber: jobs.jobNumber,
  jobName: jobs.name,
  customerId: customers.id,
  customerName: customers.name,
  address: addressText,
  zoneId: locationZones.id,
  zoneName: locationZones.name,
  jobTypeId: jobTypes.id,
  jobTypeName: jobTypes.name,
  urgencyId: jobUrgencies.id,
  urgencyName: jobUrgencies.name,
  urgencyColor: jobUrgencies.color,
  status: jobStatuses.statusText,
};
type JobCardRow = {
  jobId: number;
  jobNumber: string;
  jobName: string;
  customerId: number;
  customerName: string;
  address: string | null;
  zoneId: number | null;
  zoneName: string | null;
  jobTypeId: number;
  jobTypeName: string;
  urgencyId: number | null;
  urgencyName: string | null;
  urgencyColor: string | null;
  status: string;
};
const toCard = (r: JobCardRow): LaneJob => ({
  jobId: r.jobId,
  jobNumber: r.jobNumber,
  jobName: r.jobName,
  customer: { id: r.customerId, name: r.customerName },
  address: r.address ?? '',
  zone: r.zoneId !== null ? { id: r.zoneId, name: r.zoneName ?? '' } : null,
  jobType: { id: r.jobTypeId, name: r.jobTypeName },
  urgency:
    r.urgencyId !== null ? { id: r.urgencyId, name: r.urgencyName ?? '', color: r.urgencyColor ?? '' } : null,
  status: r.status,
});

async function technicians(db: Db, q: Query): Promise<BoardTechnician[]> {
  const rows = await db
    .select({
      userId: employees.userId,
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      officeId: offices.id,
      officeName: offices.name,
    })
    .from(employees)
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .where(
      and(
        eq(employees.isActive, true),
        eq(employees.isTechnician, true),
        isNotNull(employees.userId),
        q.officeId ? eq(employees.officeId, q.officeId) : undefined,
        q.teamId
          ? exists(
              db
                .select({ one: sql`1` })
                .from(employeeTeamMembers)
                .where(
                  and(
                    eq(employeeTeamMembers.employeeId, employees.id),
                    eq(employeeTeamMembers.teamId, q.teamId),
                  ),
                ),
            )
          : undefined,
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.employeeId);
  const teams = await db
    .select({ employeeId: employeeTeamMembers.employeeId, id: employeeTeams.id, name: employeeTeams.name })
    .from(employeeTeamMembers)
    .innerJoin(employeeTeams, eq(employeeTeams.id, employeeTeamMembers.teamId))
    .where(and(inArray(employeeTeamMembers.employeeId, ids), eq(employeeTeams.isActive, true)))
    .orderBy(asc(employeeTeams.name));
  const zones = await db
    .select({ employeeId: employeeZones.employeeId, id: locationZones.id, name: locationZones.name })
    .from(employeeZones)
    .innerJoin(locationZones, eq(locationZones.id, employeeZones.zoneId))
    .where(inArray(employeeZones.employeeId, ids))
    .orderBy(asc(locationZones.name));
  const pick = (list: { employeeId: number; id: number; name: string }[], id: number) =>
    list.filter((x) => x.employeeId === id).map(({ id: i, name }) => ({ id: i, name }));
  return rows.map((r) => ({
    userId: r.userId as number,
    employeeId: r.employeeId,
    name: `${r.firstName} ${r.lastName}`.trim(),
    office: r.officeId !== null ? { id: r.officeId, name: r.officeName ?? '' } : null,
    teams: pick(teams, r.employeeId),
    zones: pick(zones, r.employeeId),
  }));
}

/** An instant as ISO 8601 UTC text, formatted by the database (parsing thousands of timestamps in JS is slow). */
const isoSql = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

type VisitRow = {
  id: number;
  job_id: number;
  employee_id: number;
  title: string;
  start: string;
  end: string;
  version: number;
  open_time: string | null;
  close_time: string | null;
  is_closed: boolean | null;
};

/**
 * The technicians' visits overlapping start..end with the location's hours on the visit's day, and the
 * cards of their jobs once each: a week is thousands of visits but far fewer jobs. Plain rows read
 * without the query builder's per-column mapping; copying each job's card onto every visit cost more
 * than the queries, so the board sends them apart (boardVisits joins them on the screen).
 */
async function visits(
  db: Db,
  userIds: number[],
  start: string,
  end: string,
  tz: string,
): Promise<{ visits: BoardVisitRow[]; jobs: LaneJob[] }> {
  if (userIds.length === 0) return { visits: [], jobs: [] };
  const result = await db.execute(sql`
    select e.id, e.job_id, e.employee_id, e.title, ${isoSql(sql`e.start_time`)} as start,
           ${isoSql(sql`e.end_time`)} as "end", e.version, h.open_time, h.close_time, h.is_closed
      from ${jobCalendarEvents} e
      join ${jobs} j on j.id = e.job_id
      left join ${locationHours} h
        on h.location_id = j.location_id
       and h.day = extract(isodow from e.start_time at time zone ${tz})::int
     where e.employee_id = any(${intArray(userIds)}::int[]) and e.end_time > ${start} and e.start_time < ${end}
     order by e.start_time, e.id`);
  const rows = rowsOf<VisitRow>(result);
  if (rows.length === 0) return { visits: [], jobs: [] };
  const jobIds = [...new Set(rows.map((r) => r.job_id))];
  const cards = await db
    .select(jobCardColumns)
    .from(jobs)
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
    .leftJoin(jobUrgencies, eq(jobUrgencies.id, jobs.urgencyId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(addresses, eq(addresses.id, locations.addressId))
    .leftJoin(locationZones, eq(locationZones.id, locations.zoneId))
    .where(sql`${jobs.id} = any(${intArray(jobIds)}::int[])`);
  return {
    visits: rows.map((r) => ({
      id: r.id,
      userId: r.employee_id,
      jobId: r.job_id,
      title: r.title,
      start: r.start,
      end: r.end,
      version: r.version,
      hours:
        r.is_closed === null
          ? null
          : { openTime: r.open_time, closeTime: r.close_time, isClosed: r.is_closed },
    })),
    jobs: cards.map(toCard),
  };
}

const futureVisit = alias(jobCalendarEvents, 'future_visit');

/** Open jobs with no visit of a technician still to come, filtered and paged, most urgent first. */
async function lane(db: Db, q: Query): Promise<Board['unassigned']> {
  const conditions: (SQL | undefined)[] = [
    eq(jobStatusTypes.isClosed, false),
    eq(jobStatusTypes.isComplete, false),
    notExists(
      db
        .select({ one: sql`1` })
        .from(futureVisit)
        .where(
          and(
            eq(futureVisit.jobId, jobs.id),
            isNotNull(futureVisit.employeeId),
            gt(futureVisit.endTime, sql`now()`),
          ),
        ),
    ),
    q.zoneId ? eq(locations.zoneId, q.zoneId) : undefined,
    q.jobTypeId ? eq(jobs.jobTypeId, q.jobTypeId) : undefined,
    q.urgencyId ? eq(jobs.urgencyId, q.urgencyId) : undefined,
    q.officeId ? eq(jobs.officeId, q.officeId) : undefined,
  ];
  const rows = await db
    .select({ ...jobCardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(jobs)
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
    .innerJoin(jobStatusTypes, eq(jobStatusTypes.id, jobStatuses.statusTypeId))
    .innerJoin(customers, eq(customers.id, jobs.customerId))
    .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .leftJoin(jobUrgencies, eq(jobUrgencies.id, jobs.urgencyId))
    .leftJoin(locations, eq(locations.id, jobs.locationId))
    .leftJoin(addresses, eq(addresses.id, locations.addressId))
    .leftJoin(locationZones, eq(locationZones.id, locations.zoneId))
    .where(and(...conditions))
    .orderBy(sql`${jobUrgencies.sort} desc nulls last`, asc(jobs.jobNumber), asc(jobs.id))
    .offset(q.laneOffset)
    .limit(q.laneLimit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.laneOffset > 0) {
    const [c] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(jobs)
      .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
      .innerJoin(jobStatusTypes, eq(jobStatusTypes.id, jobStatuses.statusTypeId))
      .leftJoin(locations, eq(locations.id, jobs.locationId))
      .where(and(...conditions));
    total = c.n;
  }
  return { data: rows.map(toCard), count_filtered: total };
}

export async function readBoard(db: Db, q: Query): Promise<Board> {
  const range = await rangeAndRevision(db, q.from, q.to);
  const techs = await technicians(db, q);
  const userIds = techs.map((t) => t.userId);
  const visited = await visits(db, userIds, range.start, range.end, range.tz);
  const busy = await busyBlocksOf(db, userIds, range.start, range.end);
  const unassigned = await lane(db, q);
  return {
    from: q.from,
    to: q.to,
    timezone: range.tz,
    revision: range.revision,
    technicians: techs,
    visits: visited.visits,
    jobs: visited.jobs,
    busy: busy.map((b) => ({
      userId: b.userId,
      start: iso(b.start),
      end: iso(b.end),
      label: b.label,
      kind: b.kind,
    })),
    unassigned,
  };
}

export async function readRevision(db: Db): Promise<number> {
  const [row] = await db
    .select({ revision: dispatchRevision.revision })
    .from(dispatchRevision)
    .where(eq(dispatchRevision.id, 1));
  return Number(row?.revision ?? 0);
}
