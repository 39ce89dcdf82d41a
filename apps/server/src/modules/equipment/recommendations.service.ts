import { Messages } from '@fieldline/contracts/common/errors';
import {
  RECOMMENDATION_MESSAGES as M,
  OPEN_STATUS,
  QUOTED_STATUS,
  type Recommendation,
  type RecommendationStatus,
  type RecommendationType,
  type recommendationQuerySchema,
  type updateRecommendationBodySchema,
} from '@fieldline/contracts/equipment/recommendations.contract';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { getUserRefs } from '../identity';
import { withForeignKeys } from './equipment.errors';
import type { EquipmentWriteContext } from './equipment.service';
import {
  equipment,
  equipmentRecommendations as recs,
  recommendationStatuses as statuses,
  recommendationTypes as types,
} from './equipment.table';
import { workRecord } from './equipment.work-records';

type Filters = {
  equipmentId?: number;
  jobId?: number;
  bidId?: number;
  statusId?: number;
  includeDeleted?: boolean;
};
export interface RecommendationInput {
  equipmentId: number;
  typeId: number;
  statusId?: number;
  urgencyId?: number | null;
  description: string;
  jobId?: number | null;
}

const urgencyKey = { urgency_id: { field: 'urgencyId', message: M.unknownUrgency } };

export async function listTypes(db: Db): Promise<RecommendationType[]> {
  return db.select().from(types).orderBy(asc(types.typeName));
}

export async function listStatuses(db: Db): Promise<RecommendationStatus[]> {
  return db.select().from(statuses).orderBy(asc(statuses.sort), asc(statuses.id));
}

const columns = {
  rec: recs,
  equipmentName: equipment.name,
  serialNumber: equipment.serialNumber,
  customerId: equipment.customerId,
  statusName: statuses.name,
  typeName: types.typeName,
  typeDescription: types.typeDescription,
};

function select(db: Db) {
  return db
    .select(columns)
    .from(recs)
    .innerJoin(equipment, eq(equipment.id, recs.equipmentId))
    .innerJoin(statuses, eq(statuses.id, recs.statusId))
    .innerJoin(types, eq(types.id, recs.typeId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

async function present(db: Db, rows: Joined[]): Promise<Recommendation[]> {
  const people = await getUserRefs(
    db,
    rows.flatMap((r) => [r.rec.createdBy, r.rec.deletedBy].filter((v): v is number => typeof v === 'number')),
  );
  const user = (id: number | null) => {
    const p = id ? people.get(id) : undefined;
    return p ? { id: p.id, displayName: p.displayName } : null;
  };
  return rows.map(({ rec, ...r }) => ({
    id: rec.id,
    equipment: { id: rec.equipmentId, name: r.equipmentName, serialNumber: r.serialNumber },
    status: { id: rec.statusId, name: r.statusName },
    recommendationType: { id: rec.typeId, typeName: r.typeName, typeDescription: r.typeDescription },
    description: rec.description,
    urgencyId: rec.urgencyId,
    jobId: rec.jobId,
    bidId: rec.bidId,
    createdBy: user(rec.createdBy),
    enteredOn: toIso(rec.enteredOn),
    deletedBy: user(rec.deletedBy),
    deletedOn: rec.deletedOn ? toIso(rec.deletedOn) : null,
    modifiedDate: toIso(rec.modifiedDate),
    version: rec.version,
  }));
}

async function findJoined(db: Db, id: number): Promise<Joined> {
  const [row] = await select(db).where(eq(recs.id, id));
  if (!row) throw notFound('recommendation');
  return row;
}

export async function getRecommendation(db: Db, id: number): Promise<Recommendation> {
  return (await present(db, [await findJoined(db, id)]))[0];
}

/** Shared API and the query route: newest first; deleted ones only when asked. */
export async function listRecommendations(
  db: Db,
  f: Filters,
  page: { offset: number; limit: number } = { offset: 0, limit: 10000 },
): Promise<Recommendation[]> {
  const rows = await select(db)
    .where(
      and(
        f.equipmentId ? eq(recs.equipmentId, f.equipmentId) : undefined,
        f.jobId ? eq(recs.jobId, f.jobId) : undefined,
        f.bidId ? eq(recs.bidId, f.bidId) : undefined,
        f.statusId ? eq(recs.statusId, f.statusId) : undefined,
        f.includeDeleted ? undefined : isNull(recs.deletedOn),
      ),
    )
    .orderBy(desc(recs.enteredOn), desc(recs.id))
    .offset(page.offset)
    .limit(page.limit);
  return present(db, rows);
}

export const queryRecommendations = (db: Db, q: z.output<typeof recommendationQuerySchema>) =>
  listRecommendations(db, q, q);

/** A type must exist and be in use; a status must exist (400 naming the field otherwise). */
async function checkTypeAndStatus(db: Db, typeId?: number, statusId?: number) {
  const [[type], [status]] = await Promise.all([
    typeId ? db.select().from(types).where(eq(types.id, typeId)) : Promise.resolve([]),
    statusId ? db.select().from(statuses).where(eq(statuses.id, statusId)) : Promise.resolve([]),
  ]);
  const errors: { field: string; message: string }[] = [];
  if (typeId && !type) errors.push({ field: 'typeId', message: M.unknownType });
  if (statusId && !status) errors.push({ field: 'statusId', message: M.unknownStatus });
  if (errors.length) throw badRequest(Messages.validation, errors);
  if (type && !type.isActive) throw ruleViolation(M.inactiveType);
}

async function statusNamed(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: statuses.id }).from(statuses).where(eq(statuses.name, name));
  if (!row) throw new Error(`recommendation status ${name} is missing from the reference data`);
  return row.id;
}

/** Jobs are another module's: asked through the work-record loader (equipment.work-records.ts). */
export async function jobExists(db: Db, jobId: number): Promise<boolean> {
  return (await workRecord(db, 'Job', jobId)) != null;
}
export const jobNotFound = () => notFound('job');

/** The job's customer, or a 404 (path) / 400 (body) when there is no such job. */
async function jobCustomer(db: Db, jobId: number, fromPath: boolean): Promise<number> {
  const job = await workRecord(db, 'Job', jobId);
  if (job) return job.customerId;
  if (fromPath) throw notFound('job');
  throw badRequest(Messages.validation, [{ field: 'jobId', message: 'There is no job with this id.' }]);
}

/** Shared API: a new recommendation (status Open unless given); on a job, the equipment must be the job customer's. */
export async function createRecommendation(
  db: Db,
  ctx: EquipmentWriteContext,
  input: RecommendationInput,
  opts: { jobFromPath?: boolean } = {},
): Promise<Recommendation> {
  const [unit] = await db
    .select({ customerId: equipment.customerId })
    .from(equipment)
    .where(eq(equipment.id, input.equipmentId));
  const jobCustomerId = input.jobId ? await jobCustomer(db, input.jobId, opts.jobFromPath ?? false) : null;
  if (!unit) {
    throw badRequest(Messages.validation, [
      { field: 'equipmentId', message: 'There is no equipment with this id.' },
    ]);
  }
  await checkTypeAndStatus(db, input.typeId, input.statusId);
  if (jobCustomerId !== null && jobCustomerId !== unit.customerId) throw ruleViolation(M.jobOfOtherCustomer);
  const statusId = input.statusId ?? (await statusNamed(db, OPEN_STATUS));
  const [row] = await withForeignKeys(
    () =>
      db
        .insert(recs)
        .values({
          equipmentId: input.equipmentId,
          typeId: input.typeId,
          statusId,
          urgencyId: input.urgencyId ?? null,
          jobId: input.jobId ?? null,
          description: input.description,
          createdBy: ctx.user.id,
          modifiedBy: ctx.user.id,
        })
        .returning({ id: recs.id }),
    urgencyKey,
  );
  return getRecommendation(db, row.id);
}

async function findLive(db: Db, id: number) {
  const row = await findJoined(db, id);
  if (row.rec.deletedOn) throw ruleViolation(M.deleted);
  return row;
}

export async function updateRecommendation(
  db: Db,
  ctx: EquipmentWriteContext,
  id: number,
  body: z.output<typeof updateRecommendationBodySchema>,
): Promise<Recommendation> {
  await findLive(db, id);
  const { version, ...values } = body;
  await checkTypeAndStatus(db, values.typeId, values.statusId);
  await withForeignKeys(
    () => updateVersioned(db, recs, id, version, values, ctx.user.id, 'recommendation'),
    urgencyKey,
  );
  return getRecommendation(db, id);
}

/** Soft delete: the row stays (job summaries may show it) with who deleted it and when. */
export async function deleteRecommendation(db: Db, ctx: EquipmentWriteContext, id: number): Promise<void> {
  await findLive(db, id);
  await updateVersioned(
    db,
    recs,
    id,
    undefined,
    { deletedBy: ctx.user.id, deletedOn: sql`now()` as unknown as string },
    ctx.user.id,
    'recommendation',
  );
}

/** Links the recommendation to a pending job of the same customer and marks it Quoted. */
export async function linkToPendingJob(
  db: Db,
  ctx: EquipmentWriteContext,
  id: number,
  bidId: number,
): Promise<Recommendation> {
  const row = await findLive(db, id);
  const bid = await workRecord(db, 'Bid', bidId);
  if (!bid) throw notFound('pending job');
  if (bid.customerId !== row.customerId) throw ruleViolation(M.bidOfOtherCustomer);
  const statusId = await statusNamed(db, QUOTED_STATUS);
  await withForeignKeys(
    () => updateVersioned(db, recs, id, undefined, { bidId, statusId }, ctx.user.id, 'recommendation'),
    { bid_id: { notFound: 'pending job' } },
  );
  return getRecommendation(db, id);
}
