import type { SearchResult } from '@fieldline/contracts/common/pagination';
import {
  type createJobTypeBodySchema,
  type JobType,
  JobTypeMessages,
  type JobTypeRow,
  type jobTypeSearchQuerySchema,
  type updateJobTypeBodySchema,
} from '@fieldline/contracts/jobs/job-setup.contract';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemSummaries } from '../items';
import { jobs, jobTypeOfficeExclusions, jobTypes, jobWorkflowTypes } from './jobs.table';

type CreateBody = z.output<typeof createJobTypeBodySchema>;
type UpdateBody = z.output<typeof updateJobTypeBodySchema>;
type SearchQuery = z.output<typeof jobTypeSearchQuerySchema>;

export async function jobTypeRecord(db: Db, id: number) {
  const [row] = await db.select().from(jobTypes).where(eq(jobTypes.id, id));
  if (!row) throw notFound('job type', 'JOB_TYPE_NOT_FOUND');
  return row;
}

export async function getJobType(db: Db, id: number): Promise<JobType> {
  const row = await jobTypeRecord(db, id);
  const [workflow, exclusions, items] = await Promise.all([
    row.workflowTypeId
      ? db.select().from(jobWorkflowTypes).where(eq(jobWorkflowTypes.id, row.workflowTypeId))
      : Promise.resolve([]),
    db
      .select({ officeId: jobTypeOfficeExclusions.officeId })
      .from(jobTypeOfficeExclusions)
      .where(eq(jobTypeOfficeExclusions.jobTypeId, id))
      .orderBy(asc(jobTypeOfficeExclusions.officeId)),
    itemSummaries(db, row.defaultItemId ? [row.defaultItemId] : []),
  ]);
  const item = row.defaultItemId ? items.get(row.defaultItemId) : undefined;
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    description: row.description,
    workflowType: workflow[0] ?? null,
    defaultItem: item ? { id: item.id, name: item.name, description: item.description ?? '' } : null,
    isActive: row.isActive,
    excludedOfficeIds: exclusions.map((e) => e.officeId),
    ...auditOut(row),
  };
}

function searchWhere(q: SearchQuery): SQL | undefined {
  const like = q.query ? `%${q.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return and(
    like ? sql`(${jobTypes.type} ilike ${like} or ${jobTypes.name} ilike ${like})` : undefined,
    q.isActive === undefined ? undefined : eq(jobTypes.isActive, q.isActive),
    q.officeId
      ? sql`not exists (select 1 from ${jobTypeOfficeExclusions} where ${jobTypeOfficeExclusions.jobTypeId} = ${jobTypes.id} and ${jobTypeOfficeExclusions.officeId} = ${q.officeId})`
      : undefined,
  );
}

const rowColumns = {
  id: jobTypes.id,
  type: jobTypes.type,
  name: jobTypes.name,
  description: jobTypes.description,
  isActive: jobTypes.isActive,
};

export async function searchJobTypes(db: Db, q: SearchQuery): Promise<SearchResult<JobTypeRow>> {
  const where = searchWhere(q);
  const [data, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(jobTypes)
      .where(where)
      .orderBy(asc(jobTypes.type), asc(jobTypes.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(jobTypes).where(where),
  ]);
  return { data, count_filtered: Number(total.n) };
}

export async function listJobTypes(db: Db, isActive?: boolean): Promise<JobTypeRow[]> {
  return db
    .select(rowColumns)
    .from(jobTypes)
    .where(isActive === undefined ? undefined : eq(jobTypes.isActive, isActive))
    .orderBy(asc(jobTypes.type), asc(jobTypes.id));
}

async function checkCode(db: Db, type: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: jobTypes.id })
    .from(jobTypes)
    .where(
      and(sql`lower(${jobTypes.type}) = lower(${type})`, exceptId ? ne(jobTypes.id, exceptId) : undefined),
    );
  if (clash) throw conflict(JobTypeMessages.duplicateType, 'DUPLICATE_JOB_TYPE');
}

async function checkWorkflow(db: Db, id: number | null | undefined) {
  if (id == null) return;
  const [row] = await db.select().from(jobWorkflowTypes).where(eq(jobWorkflowTypes.id, id));
  if (!row) throw fieldError('workflowTypeId', 'Unknown workflow type.');
}

export async function checkItem(db: Db, id: number | null | undefined, field: string) {
  if (id == null) return;
  if (!(await itemSummaries(db, [id])).has(id)) throw fieldError(field, 'Unknown item.');
}

const auditable = (t: JobType) => ({
  type: t.type,
  name: t.name,
  description: t.description,
  workflowTypeId: t.workflowType?.id ?? null,
  defaultItemId: t.defaultItem?.id ?? null,
  isActive: t.isActive,
});

export async function createJobType(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<JobType> {
  const { db, body, user } = ctx;
  await checkCode(db, body.type);
  await checkWorkflow(db, body.workflowTypeId);
  await checkItem(db, body.defaultItemId, 'defaultItemId');
  const [row] = await db
    .insert(jobTypes)
    .values({
      type: body.type,
      name: body.name,
      description: body.description ?? '',
      workflowTypeId: body.workflowTypeId ?? null,
      defaultItemId: body.defaultItemId ?? null,
      isActive: body.isActive ?? true,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning({ id: jobTypes.id });
  const created = await getJobType(db, row.id);
  await ctx.audit({ entity: 'jobType', entityId: row.id, action: 'create', after: auditable(created) });
  return created;
}

export async function updateJobType(
  ctx: RouteContext<UpdateBody, unknown, { id: number }>,
): Promise<JobType> {
  const { db, body, user, params } = ctx;
  const before = await getJobType(db, params.id);
  const { version, ...b } = body;
  if (b.type !== undefined) await checkCode(db, b.type, params.id);
  if (b.workflowTypeId !== undefined) await checkWorkflow(db, b.workflowTypeId);
  if (b.defaultItemId !== undefined) await checkItem(db, b.defaultItemId, 'defaultItemId');
  const values: Partial<typeof jobTypes.$inferInsert> = {};
  for (const key of ['type', 'name', 'description', 'workflowTypeId', 'defaultItemId', 'isActive'] as const)
    if (b[key] !== undefined) (values as Record<string, unknown>)[key] = b[key];
  await updateVersioned(db, jobTypes, params.id, version, values, user.id, 'job type');
  const after = await getJobType(db, params.id);
  await ctx.audit({
    entity: 'jobType',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** DELETE refuses a type jobs use (409): it can be made inactive instead. */
export async function deleteJobType(ctx: RouteContext<unknown, unknown, { id: number }>): Promise<void> {
  const { db, params } = ctx;
  const before = await getJobType(db, params.id);
  const [used] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.jobTypeId, params.id)).limit(1);
  if (used) throw conflict(JobTypeMessages.inUse, 'JOB_TYPE_IN_USE');
  await db.delete(jobTypes).where(eq(jobTypes.id, params.id));
  await ctx.audit({ entity: 'jobType', entityId: params.id, action: 'delete', before: auditable(before) });
}
