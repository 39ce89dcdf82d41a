import { Messages } from '@fieldline/contracts/common/errors';
import { Money, moneyString } from '@fieldline/contracts/common/money';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  type createTripBodySchema,
  EXPENSE_MESSAGES as M,
  type MileageTotal,
  type mileageTotalsQuerySchema,
  type Trip,
  type tripSearchQuerySchema,
  type updateTripBodySchema,
} from '@fieldline/contracts/expenses/expenses.contract';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { employees } from '../employees';
import { jobs } from '../jobs/jobs.table';
import { checkScope, employeeFor, type ScopeContext, scopeOf } from './expenses.scope';
import { mileageTrips } from './expenses.table';
import { rateFinder, reimbursementOf } from './mileage.rates';

type CreateBody = z.output<typeof createTripBodySchema>;
type UpdateBody = z.output<typeof updateTripBodySchema>;
type SearchQuery = z.output<typeof tripSearchQuerySchema>;
type TotalsQuery = z.output<typeof mileageTotalsQuerySchema>;
type Ctx<B = unknown, Q = unknown> = RouteContext<B, Q, unknown>;
export type TripRow = typeof mileageTrips.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const auditable = (r: TripRow) => ({
  employeeId: r.employeeId,
  tripDate: r.tripDate,
  vehicle: r.vehicle,
  startOdometer: r.startOdometer,
  endOdometer: r.endOdometer,
  distance: r.distance,
  fromPlace: r.fromPlace,
  toPlace: r.toPlace,
  purpose: r.purpose,
  jobId: r.jobId,
  postedEntryId: r.postedEntryId,
});

/** GET mileagelog/search (and GET mileagelog): newest trips first. */
export async function searchTrips(ctx: Ctx<unknown, SearchQuery>): Promise<SearchResult<Trip>> {
  const q = ctx.query;
  const employeeId = (await scopeOf(ctx)) ?? q.employeeId;
  const filter = and(
    ...([
      employeeId !== undefined ? eq(mileageTrips.employeeId, employeeId) : undefined,
      q.from ? gte(mileageTrips.tripDate, q.from) : undefined,
      q.to ? lte(mileageTrips.tripDate, q.to) : undefined,
      q.posted === undefined
        ? undefined
        : q.posted
          ? isNotNull(mileageTrips.postedEntryId)
          : isNull(mileageTrips.postedEntryId),
      q.query
        ? or(
            ilike(mileageTrips.purpose, `%${escapeLike(q.query)}%`),
            ilike(mileageTrips.fromPlace, `%${escapeLike(q.query)}%`),
            ilike(mileageTrips.toPlace, `%${escapeLike(q.query)}%`),
          )
        : undefined,
    ] as (SQL | undefined)[]),
  );
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ id: mileageTrips.id })
      .from(mileageTrips)
      .where(filter)
      .orderBy(desc(mileageTrips.tripDate), desc(mileageTrips.id))
      .limit(q.limit)
      .offset(q.offset),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(mileageTrips).where(filter),
  ]);
  return {
    data: await readTrips(
      ctx.db,
      rows.map((r) => r.id),
    ),
    count_filtered: count.n,
  };
}

export async function getTrip(ctx: ScopeContext, id: number): Promise<Trip> {
  const row = await findTrip(ctx.db, id);
  checkScope(await scopeOf(ctx), row.employeeId);
  return (await readTrips(ctx.db, [id]))[0];
}

/** POST mileagelog: a trip of the user's own (or, for the office, any employee's). */
export async function createTrip(ctx: Ctx<CreateBody>): Promise<Trip> {
  const { db, body, user } = ctx;
  const employeeId = await employeeFor(ctx, body.employeeId);
  const distance = resolveDistance(body);
  await checkRefs(db, employeeId, body.jobId ?? null);
  const [row] = await db
    .insert(mileageTrips)
    .values({
      employeeId,
      tripDate: body.tripDate,
      vehicle: body.vehicle ?? '',
      startOdometer: body.startOdometer ?? null,
      endOdometer: body.endOdometer ?? null,
      distance,
      fromPlace: body.fromPlace ?? '',
      toPlace: body.toPlace ?? '',
      purpose: body.purpose,
      jobId: body.jobId ?? null,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await ctx.audit({ entity: 'mileageTrip', entityId: row.id, action: 'create', after: auditable(row) });
  return (await readTrips(db, [row.id]))[0];
}

/** PATCH mileagelog/{id}: only the fields sent change; a posted trip stays as posted. */
export async function updateTrip(ctx: Ctx<UpdateBody>, id: number): Promise<Trip> {
  const { db, body, user } = ctx;
  const before = await findTrip(db, id, true);
  const scope = await scopeOf(ctx);
  checkScope(scope, before.employeeId);
  if (before.postedEntryId !== null) throw ruleViolation(M.deletePostedTrip);
  const employeeId = body.employeeId ?? before.employeeId;
  checkScope(scope, employeeId);
  const merged = {
    startOdometer: body.startOdometer !== undefined ? body.startOdometer : before.startOdometer,
    endOdometer: body.endOdometer !== undefined ? body.endOdometer : before.endOdometer,
    // Changed readings without a distance: the distance follows the readings.
    distance:
      body.distance !== undefined
        ? body.distance
        : body.startOdometer !== undefined || body.endOdometer !== undefined
          ? undefined
          : before.distance,
  };
  const distance = resolveDistance(merged);
  const jobId = body.jobId !== undefined ? body.jobId : before.jobId;
  await checkRefs(db, employeeId, jobId);
  const [row] = await db
    .update(mileageTrips)
    .set({
      ...body,
      employeeId,
      startOdometer: merged.startOdometer,
      endOdometer: merged.endOdometer,
      distance,
      jobId,
      modifiedBy: user.id,
      modifiedDate: new Date().toISOString(),
      version: before.version + 1,
    })
    .where(eq(mileageTrips.id, id))
    .returning();
  await ctx.audit({
    entity: 'mileageTrip',
    entityId: id,
    action: 'update',
    before: auditable(before),
    after: auditable(row),
  });
  return (await readTrips(db, [id]))[0];
}

/** DELETE mileagelog/{id}: refused once its reimbursement is posted. */
export async function deleteTrip(ctx: Ctx, id: number): Promise<void> {
  const row = await findTrip(ctx.db, id, true);
  checkScope(await scopeOf(ctx), row.employeeId);
  if (row.postedEntryId !== null) throw ruleViolation(M.deletePostedTrip);
  await ctx.db.delete(mileageTrips).where(eq(mileageTrips.id, id));
  await ctx.audit({ entity: 'mileageTrip', entityId: id, action: 'delete', before: auditable(row) });
}

/** GET mileagelog/totals: per employee, trips, miles and reimbursement in the range (dates inclusive). */
export async function mileageTotals(ctx: Ctx<unknown, TotalsQuery>): Promise<MileageTotal[]> {
  const q = ctx.query;
  if (q.to < q.from)
    throw badRequest(Messages.validation, [
      { field: 'to', message: 'The end date must not be before the start.' },
    ]);
  const employeeId = (await scopeOf(ctx)) ?? q.employeeId;
  const rows = await ctx.db
    .select({
      trip: mileageTrips,
      number: employees.number,
      firstName: employees.firstName,
      lastName: employees.lastName,
    })
    .from(mileageTrips)
    .innerJoin(employees, eq(employees.id, mileageTrips.employeeId))
    .where(
      and(
        gte(mileageTrips.tripDate, q.from),
        lte(mileageTrips.tripDate, q.to),
        employeeId !== undefined ? eq(mileageTrips.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(mileageTrips.employeeId));
  const rateOn = await rateFinder(ctx.db);
  const totals = new Map<number, MileageTotal>();
  for (const r of rows) {
    const t = r.trip;
    let total = totals.get(t.employeeId);
    if (!total) {
      total = {
        employee: { id: t.employeeId, number: r.number, name: `${r.firstName} ${r.lastName}` },
        trips: 0,
        distance: '0.0',
        reimbursement: '0.00',
        posted: '0.00',
        unposted: '0.00',
        unrated: 0,
      };
      totals.set(t.employeeId, total);
    }
    total.trips += 1;
    total.distance = new Money(total.distance).plus(t.distance).toFixed(1);
    const rate = t.postedRate ?? rateOn(t.tripDate);
    if (rate === null) {
      total.unrated += 1;
      continue;
    }
    const amount = reimbursementOf(t.distance, rate);
    total.reimbursement = moneyString(new Money(total.reimbursement).plus(amount));
    if (t.postedEntryId !== null) total.posted = moneyString(new Money(total.posted).plus(amount));
    else total.unposted = moneyString(new Money(total.unposted).plus(amount));
  }
  return [...totals.values()];
}

/** Distance from the odometer readings when both are given (and must agree with a distance sent). */
function resolveDistance(b: {
  startOdometer?: string | null;
  endOdometer?: string | null;
  distance?: string | null;
}): string {
  const start = b.startOdometer ?? null;
  const end = b.endOdometer ?? null;
  if (start !== null && end !== null) {
    const d = new Money(end).minus(start);
    if (!d.isPositive() || d.isZero())
      throw badRequest(Messages.validation, [{ field: 'endOdometer', message: M.odometerOrder }]);
    if (b.distance != null && !new Money(b.distance).equals(d))
      throw badRequest(Messages.validation, [{ field: 'distance', message: M.distanceMismatch }]);
    return d.toFixed(1);
  }
  if (b.distance == null || new Money(b.distance).isZero())
    throw badRequest(Messages.validation, [{ field: 'distance', message: M.distanceRequired }]);
  return b.distance;
}

async function checkRefs(db: Db, employeeId: number, jobId: number | null): Promise<void> {
  const [[employee], job] = await Promise.all([
    db.select({ id: employees.id }).from(employees).where(eq(employees.id, employeeId)),
    jobId ? db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)) : Promise.resolve([{ id: 0 }]),
  ]);
  const errors: { field: string; message: string }[] = [];
  if (!employee) errors.push({ field: 'employeeId', message: M.unknownEmployee });
  if (job.length === 0) errors.push({ field: 'jobId', message: M.unknownJob });
  if (errors.length) throw badRequest(Messages.validation, errors);
}

async function findTrip(db: Db, id: number, lock = false): Promise<TripRow> {
  const q = db.select().from(mileageTrips).where(eq(mileageTrips.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('trip', 'TRIP_NOT_FOUND');
  return row;
}

/** The trips of `ids` in the order given, with employee, job and reimbursement at the day's rate. */
export async function readTrips(db: Db, ids: number[]): Promise<Trip[]> {
  if (ids.length === 0) return [];
  const [rows, rateOn] = await Promise.all([
    db
      .select({
        t: mileageTrips,
        number: employees.number,
        firstName: employees.firstName,
        lastName: employees.lastName,
        jobNumber: jobs.jobNumber,
      })
      .from(mileageTrips)
      .innerJoin(employees, eq(employees.id, mileageTrips.employeeId))
      .leftJoin(jobs, eq(jobs.id, mileageTrips.jobId))
      .where(inArray(mileageTrips.id, ids)),
    rateFinder(db),
  ]);
  const byId = new Map(rows.map((r) => [r.t.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const t = r.t;
    const rate = t.postedRate ?? rateOn(t.tripDate);
    return [
      {
        id: t.id,
        employee: { id: t.employeeId, number: r.number, name: `${r.firstName} ${r.lastName}` },
        tripDate: t.tripDate,
        vehicle: t.vehicle,
        startOdometer: t.startOdometer,
        endOdometer: t.endOdometer,
        distance: t.distance,
        fromPlace: t.fromPlace,
        toPlace: t.toPlace,
        purpose: t.purpose,
        jobId: t.jobId,
        jobNumber: r.jobNumber,
        rate,
        reimbursement: rate === null ? null : reimbursementOf(t.distance, rate),
        isPosted: t.postedEntryId !== null,
        postedEntryId: t.postedEntryId,
        createdDate: toIso(t.createdDate),
        modifiedDate: toIso(t.modifiedDate),
        version: t.version,
      },
    ];
  });
}
