import type { EquipmentJob, JobCustomerEquipment } from '@fieldline/contracts/jobs/job-records.contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { equipment, equipmentExists } from '../equipment';
import { lineItemCollections, lineItems } from '../line-items';
import { jobHead } from './job-work.shared';
import { jobEquipment, jobStatuses, jobs, jobTypes } from './jobs.table';

export interface CustomerEquipmentQuery {
  query?: string;
  /** Only the equipment at the job's own location. */
  locationOnly?: boolean;
  offset: number;
  limit: number;
}

function customerEquipmentWhere(
  job: { customerId: number; locationId: number },
  q: CustomerEquipmentQuery,
): SQL | undefined {
  const like = q.query ? `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    eq(equipment.customerId, job.customerId),
    eq(equipment.isActive, true),
    q.locationOnly ? eq(equipment.locationId, job.locationId) : undefined,
    like
      ? sql`(${equipment.name} ilike ${like} or coalesce(${equipment.serialNumber}, '') ilike ${like} or ${equipment.description} ilike ${like})`
      : undefined,
  );
}

/** Active equipment of the job's customer, the job's own location first. */
export async function customerEquipment(
  db: Db,
  jobId: number,
  q: CustomerEquipmentQuery,
): Promise<JobCustomerEquipment[]> {
  const job = await jobHead(db, jobId);
  const rows = await db
    .select({
      id: equipment.id,
      name: equipment.name,
      description: equipment.description,
      serialNumber: equipment.serialNumber,
      locationId: equipment.locationId,
    })
    .from(equipment)
    .where(customerEquipmentWhere(job, q))
    .orderBy(sql`(${equipment.locationId} = ${job.locationId}) desc`, asc(equipment.name), asc(equipment.id))
    .offset(q.offset)
    .limit(q.limit);
  return rows.map((r) => ({ ...r, atJobLocation: r.locationId === job.locationId }));
}

export async function customerEquipmentCount(db: Db, jobId: number, q: CustomerEquipmentQuery) {
  const job = await jobHead(db, jobId);
  const [row] = await db.select({ n: count() }).from(equipment).where(customerEquipmentWhere(job, q));
  return { count: Number(row.n) };
}

/** Jobs that worked on the equipment: listed on the job's equipment, or on one of its lines. Newest first. */
export async function equipmentJobs(db: Db, equipmentId: number): Promise<EquipmentJob[]> {
  if (!(await equipmentExists(db, equipmentId))) throw notFound('equipment', 'EQUIPMENT_NOT_FOUND');
  const [listed, onLines] = await Promise.all([
    db
      .select({ jobId: jobEquipment.jobId })
      .from(jobEquipment)
      .where(eq(jobEquipment.equipmentId, equipmentId)),
    db
      .selectDistinct({ jobId: lineItemCollections.ownerId })
      .from(lineItems)
      .innerJoin(lineItemCollections, eq(lineItemCollections.id, lineItems.collectionId))
      .where(and(eq(lineItems.equipmentId, equipmentId), eq(lineItemCollections.ownerKind, 'Job'))),
  ]);
  const listedIds = new Set(listed.map((r) => r.jobId));
  const lineIds = new Set(onLines.map((r) => r.jobId));
  const ids = [...new Set([...listedIds, ...lineIds])];
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: jobs.id,
      jobNumber: jobs.jobNumber,
      name: jobs.name,
      status: jobStatuses.statusText,
      jobType: jobTypes.name,
      createdDate: jobs.createdDate,
      completedDate: jobs.completedDate,
    })
    .from(jobs)
    .innerJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
    .innerJoin(jobTypes, eq(jobTypes.id, jobs.jobTypeId))
    .where(inArray(jobs.id, ids))
    .orderBy(desc(jobs.id));
  return rows.map((r) => ({
    ...r,
    createdDate: toIso(r.createdDate),
    completedDate: r.completedDate ? toIso(r.completedDate) : null,
    onJobEquipment: listedIds.has(r.id),
    onLineItem: lineIds.has(r.id),
  }));
}
