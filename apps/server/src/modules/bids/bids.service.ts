import {
  BID_MESSAGES,
  BID_TRANSITIONS,
  type Bid,
  type BidRow,
  type BidStatus,
  type bidListQuerySchema,
  type bidSearchQuerySchema,
  type createBidBodySchema,
  type updateBidBodySchema,
} from '@fieldline/contracts/bids/bids.contract';
import { formatIsoDate } from '@fieldline/contracts/common/dates';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { TAX_WARNINGS } from '@fieldline/contracts/taxes/taxes.contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { customers, getCustomerRefs } from '../customers';
import { getUserRefs } from '../identity';
import { jobTypes, jobUrgencies } from '../jobs';
import { getLocationRefs } from '../locations';
import { officeRefs } from '../organization';
import { bids } from './bids.table';

type CreateBody = z.output<typeof createBidBodySchema>;
type UpdateBody = z.output<typeof updateBidBodySchema>;
type SearchQuery = z.output<typeof bidSearchQuerySchema>;
type ListQuery = z.output<typeof bidListQuerySchema>;
type Row = typeof bids.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The expression the trigram index covers. */
const searchText = sql`(${bids.bidNumber} || ' ' || ${bids.name} || ' ' || ${bids.projectName})`;

async function toBids(db: Db, rows: Row[]): Promise<Bid[]> {
  const ids = (pick: (r: Row) => number | null) =>
    [...new Set(rows.map(pick))].filter((v): v is number => v !== null);
  const [custs, locs, offs, types, urgencies, people] = await Promise.all([
    getCustomerRefs(
      db,
      rows.map((r) => r.customerId),
    ),
    getLocationRefs(
      db,
      rows.map((r) => r.locationId),
    ),
    officeRefs(
      db,
      rows.map((r) => r.officeId),
    ),
    ids((r) => r.jobTypeId).length
      ? db
          .select({ id: jobTypes.id, type: jobTypes.type, name: jobTypes.name })
          .from(jobTypes)
          .where(
            inArray(
              jobTypes.id,
              ids((r) => r.jobTypeId),
            ),
          )
      : [],
    ids((r) => r.urgencyId).length
      ? db
          .select({ id: jobUrgencies.id, name: jobUrgencies.name })
          .from(jobUrgencies)
          .where(
            inArray(
              jobUrgencies.id,
              ids((r) => r.urgencyId),
            ),
          )
      : [],
    getUserRefs(
      db,
      ids((r) => r.salesPersonId),
    ),
  ]);
  const typeById = new Map(types.map((t) => [t.id, t]));
  const urgencyById = new Map(urgencies.map((u) => [u.id, u]));
  return rows.map((r) => {
    const c = custs.get(r.customerId);
    const person = r.salesPersonId ? people.get(r.salesPersonId) : undefined;
    return {
      id: r.id,
      bidNumber: r.bidNumber,
      name: r.name,
      projectName: r.projectName,
      description: r.description,
      status: r.status as BidStatus,
      customer: { id: r.customerId, name: c?.name ?? '', accountNumber: c?.accountNumber ?? null },
      customerLocation: { id: r.locationId, name: locs.get(r.locationId)?.name ?? '' },
      office: { id: r.officeId, name: offs.get(r.officeId)?.name ?? '' },
      jobType: (r.jobTypeId && typeById.get(r.jobTypeId)) || null,
      urgency: (r.urgencyId && urgencyById.get(r.urgencyId)) || null,
      salesPerson: person ? { id: person.id, displayName: person.displayName } : null,
      poNumber: r.poNumber,
      bidDate: r.bidDate,
      expirationDate: r.expirationDate,
      acceptedDate: r.acceptedDate,
      convertedJobId: r.convertedJobId,
      convertedDate: r.convertedDate ? new Date(r.convertedDate).toISOString() : null,
      notes: r.notes,
      // A bid is taxed by its location's schedule: without one its prices carry no sales tax.
      warnings:
        locs.get(r.locationId)?.taxScheduleId === null
          ? [{ code: TAX_WARNINGS.NO_TAX_SCHEDULE, message: TAX_WARNINGS.locationHasNone }]
          : [],
      ...auditOut(r),
    };
  });
}

export async function bidRecord(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(bids).where(eq(bids.id, id));
  if (!row) throw notFound('bid');
  return row;
}

export async function getBid(db: Db, id: number): Promise<Bid> {
  return (await toBids(db, [await bidRecord(db, id)]))[0];
}

/** A bid that may still change: not converted (422 otherwise). */
export async function editableBid(db: Db, id: number): Promise<Row> {
  const row = await bidRecord(db, id);
  if (row.status === 'Converted') throw ruleViolation(BID_MESSAGES.converted);
  return row;
}

const rowColumns = {
  id: bids.id,
  bidNumber: bids.bidNumber,
  name: bids.name,
  projectName: bids.projectName,
  status: bids.status,
  customerId: bids.customerId,
  customerName: customers.name,
  locationId: bids.locationId,
  officeId: bids.officeId,
  bidDate: bids.bidDate,
  expirationDate: bids.expirationDate,
};

function where(f: { query?: string; customerId?: number; locationId?: number; status?: BidStatus }) {
  const like = f.query ? `%${escapeLike(f.query)}%` : undefined;
  return and(
    like ? sql`(${searchText} ilike ${like} or ${customers.name} ilike ${like})` : undefined,
    f.customerId ? eq(bids.customerId, f.customerId) : undefined,
    f.locationId ? eq(bids.locationId, f.locationId) : undefined,
    f.status ? eq(bids.status, f.status) : undefined,
  ) as SQL | undefined;
}

async function rowsOf(db: Db, w: SQL | undefined, offset: number, limit: number): Promise<BidRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(bids)
    .innerJoin(customers, eq(customers.id, bids.customerId))
    .where(w)
    .orderBy(desc(bids.bidDate), desc(bids.id))
    .offset(offset)
    .limit(limit);
  const [locs, offs] = await Promise.all([
    getLocationRefs(
      db,
      rows.map((r) => r.locationId),
    ),
    officeRefs(
      db,
      rows.map((r) => r.officeId),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    bidNumber: r.bidNumber,
    name: r.name,
    projectName: r.projectName,
    status: r.status as BidStatus,
    customer: { id: r.customerId, name: r.customerName },
    customerLocation: { id: r.locationId, name: locs.get(r.locationId)?.name ?? '' },
    office: { id: r.officeId, name: offs.get(r.officeId)?.name ?? '' },
    bidDate: r.bidDate,
    expirationDate: r.expirationDate,
  }));
}

export async function listBids(db: Db, q: ListQuery): Promise<BidRow[]> {
  return rowsOf(db, where(q), q.offset, q.limit);
}

async function countOf(db: Db, w: SQL | undefined): Promise<number> {
  const [total] = await db
    .select({ n: count() })
    .from(bids)
    .innerJoin(customers, eq(customers.id, bids.customerId))
    .where(w);
  return Number(total.n);
}

export async function searchBids(db: Db, q: SearchQuery): Promise<SearchResult<BidRow>> {
  const w = where(q);
  const [data, n] = await Promise.all([rowsOf(db, w, q.offset, q.limit), countOf(db, w)]);
  return { data, count_filtered: n };
}

export async function countBids(db: Db, q: SearchQuery): Promise<{ count: number }> {
  return { count: await countOf(db, where(q)) };
}

/** Checks the references a create or update names; each failure names its field. */
async function checkRefs(
  db: Db,
  customerId: number,
  v: {
    locationId?: number;
    officeId?: number;
    jobTypeId?: number | null;
    urgencyId?: number | null;
    salesPersonId?: number | null;
  },
) {
  if (v.locationId !== undefined) {
    const loc = (await getLocationRefs(db, [v.locationId])).get(v.locationId);
    if (!loc) throw fieldError('locationId', 'Unknown location.');
    if (loc.customerId !== customerId) throw ruleViolation(BID_MESSAGES.locationNotOfCustomer);
  }
  if (v.officeId !== undefined && !(await officeRefs(db, [v.officeId])).has(v.officeId))
    throw fieldError('officeId', 'Unknown office.');
  if (v.jobTypeId) {
    const [t] = await db.select({ id: jobTypes.id }).from(jobTypes).where(eq(jobTypes.id, v.jobTypeId));
    if (!t) throw fieldError('jobTypeId', 'Unknown job type.');
  }
  if (v.urgencyId) {
    const [u] = await db
      .select({ id: jobUrgencies.id })
      .from(jobUrgencies)
      .where(eq(jobUrgencies.id, v.urgencyId));
    if (!u) throw fieldError('urgencyId', 'Unknown urgency.');
  }
  if (v.salesPersonId && !(await getUserRefs(db, [v.salesPersonId])).has(v.salesPersonId))
    throw fieldError('salesPersonId', 'Unknown salesperson.');
}

const auditable = (b: Bid) => ({
  bidNumber: b.bidNumber,
  name: b.name,
  status: b.status,
  customerId: b.customer.id,
  locationId: b.customerLocation.id,
  officeId: b.office.id,
  jobTypeId: b.jobType?.id ?? null,
  poNumber: b.poNumber,
});

export async function createBid(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Bid> {
  const { db, body, user } = ctx;
  if (!(await getCustomerRefs(db, [body.customerId])).has(body.customerId))
    throw fieldError('customerId', 'Unknown customer.');
  await checkRefs(db, body.customerId, body);
  const [row] = await db
    .insert(bids)
    .values({
      ...body,
      bidNumber: `new-${crypto.randomUUID()}`,
      bidDate: body.bidDate ?? formatIsoDate(new Date()),
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning({ id: bids.id });
  // The number follows the id: unique without a sequence of our own, "B-000123".
  await db
    .update(bids)
    .set({ bidNumber: sql`'B-' || lpad(${bids.id}::text, 6, '0')` })
    .where(eq(bids.id, row.id));
  const bid = await getBid(db, row.id);
  await ctx.audit({ entity: 'bid', entityId: row.id, action: 'create', after: auditable(bid) });
  return bid;
}

export async function updateBid(ctx: RouteContext<UpdateBody, unknown, { id: number }>): Promise<Bid> {
  const { db, body, user, params } = ctx;
  const row = await editableBid(db, params.id);
  const before = (await toBids(db, [row]))[0];
  const { version, status, ...rest } = body;
  await checkRefs(db, row.customerId, rest);
  const values: Partial<typeof bids.$inferInsert> = { ...rest };
  if (status !== undefined && status !== row.status) {
    if (status === 'Converted') throw ruleViolation(BID_MESSAGES.convertOnlyByConversion);
    if (!BID_TRANSITIONS[row.status as BidStatus].includes(status))
      throw ruleViolation(BID_MESSAGES.transition(row.status, status));
    values.status = status;
    values.acceptedDate = status === 'Accepted' ? formatIsoDate(new Date()) : null;
  }
  await updateVersioned(db, bids, params.id, version, values, user.id, 'bid');
  const after = await getBid(db, params.id);
  await ctx.audit({
    entity: 'bid',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** Names of bids that exist, for the documents source ("Pending Job - name"). */
export async function bidNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; customerId: number; locationId: number }>();
  const rows = await db
    .select({ id: bids.id, name: bids.name, customerId: bids.customerId, locationId: bids.locationId })
    .from(bids)
    .where(inArray(bids.id, [...new Set(ids)]))
    .orderBy(asc(bids.id));
  return new Map(rows.map((r) => [r.id, r]));
}
