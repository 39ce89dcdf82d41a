import type {
  defaultItemBodySchema,
  JobTypeContractFee,
  JobTypeItemMarkup,
  JobTypeTechStatus,
  jobTypeContractFeeBodySchema,
  jobTypeItemMarkupBodySchema,
  jobTypeTechStatusBodySchema,
  officeExclusionsBodySchema,
} from '@fieldline/contracts/jobs/job-setup.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { itemSummaries } from '../items';
// Names of markup types and item categories: the job-type tables hold foreign keys to them already.
import { itemCategories, markupTypes } from '../items/items.table';
import { officeRefs } from '../organization';
import { checkItem, getJobType, jobTypeRecord } from './job-types.service';
import {
  jobTypeContractFees,
  jobTypeItemMarkups,
  jobTypeOfficeExclusions,
  jobTypes,
  jobTypeTechStatuses,
} from './jobs.table';

type Ctx<B, P = { id: number }> = RouteContext<B, unknown, P>;
type SubParams = { id: number; subId: number };

// ---- office exclusions -------------------------------------------------------------------------

export async function getOfficeExclusions(db: Db, jobTypeId: number) {
  await jobTypeRecord(db, jobTypeId);
  const rows = await db
    .select({ officeId: jobTypeOfficeExclusions.officeId })
    .from(jobTypeOfficeExclusions)
    .where(eq(jobTypeOfficeExclusions.jobTypeId, jobTypeId));
  const ids = rows.map((r) => r.officeId).sort((a, b) => a - b);
  const names = await officeRefs(db, ids);
  return { officeIds: ids, offices: ids.map((id) => names.get(id) ?? { id, name: '' }) };
}

/** Replaces the whole list (the admin screen sends the offices ticked). */
export async function setOfficeExclusions(ctx: Ctx<z.output<typeof officeExclusionsBodySchema>>) {
  const { db, body, params } = ctx;
  const before = await getOfficeExclusions(db, params.id);
  const wanted = [...new Set(body.officeIds)];
  const known = await officeRefs(db, wanted);
  const unknown = wanted.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw fieldError(`officeIds[${body.officeIds.indexOf(wanted[unknown])}]`, 'Unknown office.');
  await db.delete(jobTypeOfficeExclusions).where(eq(jobTypeOfficeExclusions.jobTypeId, params.id));
  if (wanted.length)
    await db
      .insert(jobTypeOfficeExclusions)
      .values(wanted.map((officeId) => ({ jobTypeId: params.id, officeId })));
  const after = await getOfficeExclusions(db, params.id);
  await ctx.audit({
    entity: 'jobType',
    entityId: params.id,
    action: 'update',
    before: { excludedOfficeIds: before.officeIds },
    after: { excludedOfficeIds: after.officeIds },
  });
  return after;
}

// ---- default item ------------------------------------------------------------------------------

export async function getDefaultItem(db: Db, jobTypeId: number) {
  return { item: (await getJobType(db, jobTypeId)).defaultItem };
}

export async function setDefaultItem(ctx: Ctx<z.output<typeof defaultItemBodySchema>>) {
  const { db, body, params, user } = ctx;
  const before = await jobTypeRecord(db, params.id);
  await checkItem(db, body.itemId, 'itemId');
  await db
    .update(jobTypes)
    .set({ defaultItemId: body.itemId, modifiedBy: user.id })
    .where(eq(jobTypes.id, params.id));
  await ctx.audit({
    entity: 'jobType',
    entityId: params.id,
    action: 'update',
    before: { defaultItemId: before.defaultItemId },
    after: { defaultItemId: body.itemId },
  });
  return getDefaultItem(db, params.id);
}

// ---- item markups ------------------------------------------------------------------------------

export async function listItemMarkups(db: Db, jobTypeId: number): Promise<JobTypeItemMarkup[]> {
  await jobTypeRecord(db, jobTypeId);
  const rows = await db
    .select({
      id: jobTypeItemMarkups.id,
      itemCategoryId: jobTypeItemMarkups.itemCategoryId,
      itemCategoryName: itemCategories.name,
      markupTypeId: markupTypes.id,
      markupTypeName: markupTypes.name,
    })
    .from(jobTypeItemMarkups)
    .innerJoin(markupTypes, eq(markupTypes.id, jobTypeItemMarkups.markupTypeId))
    .leftJoin(itemCategories, eq(itemCategories.id, jobTypeItemMarkups.itemCategoryId))
    .where(eq(jobTypeItemMarkups.jobTypeId, jobTypeId))
    .orderBy(asc(jobTypeItemMarkups.id));
  return rows.map((r) => ({
    id: r.id,
    itemCategoryId: r.itemCategoryId,
    itemCategoryName: r.itemCategoryName,
    markupType: { id: r.markupTypeId, name: r.markupTypeName },
  }));
}

export async function addItemMarkup(ctx: Ctx<z.output<typeof jobTypeItemMarkupBodySchema>>) {
  const { db, body, params } = ctx;
  await jobTypeRecord(db, params.id);
  const [type] = await db
    .select({ id: markupTypes.id })
    .from(markupTypes)
    .where(eq(markupTypes.id, body.markupTypeId));
  if (!type) throw fieldError('markupTypeId', 'Unknown markup type.');
  if (body.itemCategoryId !== null) {
    const [cat] = await db
      .select({ id: itemCategories.id })
      .from(itemCategories)
      .where(eq(itemCategories.id, body.itemCategoryId));
    if (!cat) throw fieldError('itemCategoryId', 'Unknown item category.');
  }
  // One markup per category (and one for "all items"): a second one replaces the first.
  const existing = (await listItemMarkups(db, params.id)).find(
    (m) => m.itemCategoryId === body.itemCategoryId,
  );
  if (existing) await db.delete(jobTypeItemMarkups).where(eq(jobTypeItemMarkups.id, existing.id));
  const [row] = await db
    .insert(jobTypeItemMarkups)
    .values({ jobTypeId: params.id, itemCategoryId: body.itemCategoryId, markupTypeId: body.markupTypeId })
    .returning({ id: jobTypeItemMarkups.id });
  await ctx.audit({
    entity: 'jobTypeItemMarkup',
    entityId: row.id,
    action: 'create',
    after: { ...body, jobTypeId: params.id },
  });
  return (await listItemMarkups(db, params.id)).find((m) => m.id === row.id) as JobTypeItemMarkup;
}

export async function deleteItemMarkup(ctx: Ctx<unknown, SubParams>) {
  const { db, params } = ctx;
  const deleted = await db
    .delete(jobTypeItemMarkups)
    .where(and(eq(jobTypeItemMarkups.id, params.subId), eq(jobTypeItemMarkups.jobTypeId, params.id)))
    .returning({ id: jobTypeItemMarkups.id });
  if (!deleted.length) throw notFound('item markup');
  await ctx.audit({ entity: 'jobTypeItemMarkup', entityId: params.subId, action: 'delete' });
}

// ---- tech statuses -----------------------------------------------------------------------------

export async function listTechStatuses(db: Db, jobTypeId: number): Promise<JobTypeTechStatus[]> {
  await jobTypeRecord(db, jobTypeId);
  return db
    .select({ id: jobTypeTechStatuses.id, name: jobTypeTechStatuses.name, sort: jobTypeTechStatuses.sort })
    .from(jobTypeTechStatuses)
    .where(eq(jobTypeTechStatuses.jobTypeId, jobTypeId))
    .orderBy(asc(jobTypeTechStatuses.sort), asc(jobTypeTechStatuses.id));
}

type TechBody = z.output<typeof jobTypeTechStatusBodySchema>;
export async function addTechStatus(ctx: Ctx<TechBody>): Promise<JobTypeTechStatus> {
  const { db, body, params } = ctx;
  const current = await listTechStatuses(db, params.id);
  const sort = body.sort ?? (current.at(-1)?.sort ?? 0) + 1;
  const [row] = await db
    .insert(jobTypeTechStatuses)
    .values({ jobTypeId: params.id, name: body.name, sort })
    .returning({
      id: jobTypeTechStatuses.id,
      name: jobTypeTechStatuses.name,
      sort: jobTypeTechStatuses.sort,
    });
  await ctx.audit({ entity: 'jobTypeTechStatus', entityId: row.id, action: 'create', after: row });
  return row;
}

export async function updateTechStatus(ctx: Ctx<Partial<TechBody>, SubParams>): Promise<JobTypeTechStatus> {
  const { db, body, params } = ctx;
  await jobTypeRecord(db, params.id);
  const [row] = await db
    .update(jobTypeTechStatuses)
    .set({
      ...(body.name !== undefined && { name: body.name }),
      ...(body.sort !== undefined && { sort: body.sort }),
    })
    .where(and(eq(jobTypeTechStatuses.id, params.subId), eq(jobTypeTechStatuses.jobTypeId, params.id)))
    .returning({
      id: jobTypeTechStatuses.id,
      name: jobTypeTechStatuses.name,
      sort: jobTypeTechStatuses.sort,
    });
  if (!row) throw notFound('tech status');
  await ctx.audit({ entity: 'jobTypeTechStatus', entityId: row.id, action: 'update', after: row });
  return row;
}

export async function deleteTechStatus(ctx: Ctx<unknown, SubParams>) {
  const { db, params } = ctx;
  const deleted = await db
    .delete(jobTypeTechStatuses)
    .where(and(eq(jobTypeTechStatuses.id, params.subId), eq(jobTypeTechStatuses.jobTypeId, params.id)))
    .returning({ id: jobTypeTechStatuses.id });
  if (!deleted.length) throw notFound('tech status');
  await ctx.audit({ entity: 'jobTypeTechStatus', entityId: params.subId, action: 'delete' });
}

// ---- contract fees -----------------------------------------------------------------------------

export async function listContractFees(db: Db, jobTypeId: number): Promise<JobTypeContractFee[]> {
  await jobTypeRecord(db, jobTypeId);
  const rows = await db
    .select()
    .from(jobTypeContractFees)
    .where(eq(jobTypeContractFees.jobTypeId, jobTypeId))
    .orderBy(asc(jobTypeContractFees.id));
  const items = await itemSummaries(
    db,
    rows.flatMap((r) => (r.itemId ? [r.itemId] : [])),
  );
  return rows.map((r) => {
    const item = r.itemId ? items.get(r.itemId) : undefined;
    return { id: r.id, name: r.name, item: item ? { id: item.id, name: item.name } : null, amount: r.amount };
  });
}

type FeeBody = z.output<typeof jobTypeContractFeeBodySchema>;
export async function addContractFee(ctx: Ctx<FeeBody>): Promise<JobTypeContractFee> {
  const { db, body, params } = ctx;
  await jobTypeRecord(db, params.id);
  await checkItem(db, body.itemId, 'itemId');
  const [row] = await db
    .insert(jobTypeContractFees)
    .values({ jobTypeId: params.id, name: body.name, itemId: body.itemId ?? null, amount: body.amount })
    .returning({ id: jobTypeContractFees.id });
  await ctx.audit({ entity: 'jobTypeContractFee', entityId: row.id, action: 'create', after: body });
  return (await listContractFees(db, params.id)).find((f) => f.id === row.id) as JobTypeContractFee;
}

export async function updateContractFee(ctx: Ctx<Partial<FeeBody>, SubParams>): Promise<JobTypeContractFee> {
  const { db, body, params } = ctx;
  await jobTypeRecord(db, params.id);
  if (body.itemId !== undefined) await checkItem(db, body.itemId, 'itemId');
  const values: Partial<typeof jobTypeContractFees.$inferInsert> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.itemId !== undefined) values.itemId = body.itemId;
  if (body.amount !== undefined) values.amount = body.amount;
  const where = and(eq(jobTypeContractFees.id, params.subId), eq(jobTypeContractFees.jobTypeId, params.id));
  const [exists] = await db.select({ id: jobTypeContractFees.id }).from(jobTypeContractFees).where(where);
  if (!exists) throw notFound('contract fee');
  if (Object.keys(values).length) await db.update(jobTypeContractFees).set(values).where(where);
  await ctx.audit({ entity: 'jobTypeContractFee', entityId: params.subId, action: 'update', after: body });
  return (await listContractFees(db, params.id)).find((f) => f.id === params.subId) as JobTypeContractFee;
}

export async function deleteContractFee(ctx: Ctx<unknown, SubParams>) {
  const { db, params } = ctx;
  const deleted = await db
    .delete(jobTypeContractFees)
    .where(and(eq(jobTypeContractFees.id, params.subId), eq(jobTypeContractFees.jobTypeId, params.id)))
    .returning({ id: jobTypeContractFees.id });
  if (!deleted.length) throw notFound('contract fee');
  await ctx.audit({ entity: 'jobTypeContractFee', entityId: params.subId, action: 'delete' });
}
