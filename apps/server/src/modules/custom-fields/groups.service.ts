import { Messages } from '@fieldline/contracts/common/errors';
import type {
  CustomFieldEntityKind,
  CustomFieldGroup,
  createGroupBodySchema,
  groupSortOrderBodySchema,
  updateGroupBodySchema,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import * as repo from './custom-fields.repository';
import { customFieldGroups, customFields } from './custom-fields.table';
import { toGroupRef } from './fields.service';

type Ctx<B, P = unknown> = RouteContext<B, unknown, P>;

const toGroup = (g: repo.GroupRow, fieldCount: number): CustomFieldGroup => ({
  ...toGroupRef(g),
  fieldCount,
  ...auditOut(g),
});

/** A kind's groups in display order, each with its count of fields that are not archived. */
export async function listGroups(db: Db, kind: CustomFieldEntityKind, ids?: number[]) {
  const rows = await repo.findGroups(db, kind, ids);
  const counts = await repo.fieldCounts(
    db,
    rows.map((g) => g.id),
  );
  return rows.map((g) => toGroup(g, counts.get(g.id) ?? 0));
}

export async function getGroup(db: Db, kind: CustomFieldEntityKind, id: number) {
  const [group] = await listGroups(db, kind, [id]);
  if (!group) throw notFound('custom field group');
  return group;
}

const auditable = (g: CustomFieldGroup) => ({
  name: g.name,
  color: g.color,
  displayColumns: g.displayColumns,
  displayOrder: g.displayOrder,
});

export async function createGroup(
  ctx: Ctx<z.output<typeof createGroupBodySchema>>,
  kind: CustomFieldEntityKind,
): Promise<CustomFieldGroup> {
  const { db, body } = ctx;
  const [row] = await db
    .insert(customFieldGroups)
    .values({
      entityKind: kind,
      name: body.name,
      color: body.color ?? null,
      displayColumns: body.displayColumns,
      displayOrder: body.displayOrder ?? (await repo.nextGroupOrder(db, kind)),
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  const group = toGroup(row, 0);
  await ctx.audit({
    entity: 'customFieldGroup',
    entityId: row.id,
    action: 'create',
    after: { kind, ...auditable(group) },
  });
  return group;
}

export async function updateGroup(
  ctx: Ctx<z.output<typeof updateGroupBodySchema>, { id: number }>,
  kind: CustomFieldEntityKind,
): Promise<CustomFieldGroup> {
  const { db, body, params } = ctx;
  const before = await getGroup(db, kind, params.id);
  const { version, ...values } = body;
  await updateVersioned(db, customFieldGroups, before.id, version, values, ctx.user.id, 'custom field group');
  const after = await getGroup(db, kind, before.id);
  await ctx.audit({
    entity: 'customFieldGroup',
    entityId: before.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** Deleting a group leaves its fields (archived ones too) ungrouped rather than refusing. */
export async function deleteGroup(ctx: Ctx<unknown, { id: number }>, kind: CustomFieldEntityKind) {
  const before = await getGroup(ctx.db, kind, ctx.params.id);
  await ctx.db
    .update(customFields)
    .set({ groupId: null, modifiedBy: ctx.user.id, modifiedDate: sql`now()` })
    .where(eq(customFields.groupId, before.id));
  await ctx.db.delete(customFieldGroups).where(eq(customFieldGroups.id, before.id));
  await ctx.audit({
    entity: 'customFieldGroup',
    entityId: before.id,
    action: 'delete',
    before: auditable(before),
  });
}

/**
 * New group order: the ids sent come first in that order, any group not sent follows in its
 * current order; display orders are renumbered 1, 2, 3 ... in one statement.
 */
export async function sortGroups(
  ctx: Ctx<z.output<typeof groupSortOrderBodySchema>>,
  kind: CustomFieldEntityKind,
): Promise<CustomFieldGroup[]> {
  const { db, body } = ctx;
  const groups = await repo.findGroups(db, kind);
  const known = new Set(groups.map((g) => g.id));
  const errors = body.ids.flatMap((id, i) =>
    known.has(id) ? [] : [{ field: `ids[${i}]`, message: 'Unknown group.' }],
  );
  if (errors.length) throw badRequest(Messages.validation, errors);
  const listed = new Set(body.ids);
  const order = [...body.ids, ...groups.filter((g) => !listed.has(g.id)).map((g) => g.id)];
  const cases = sql.join(
    order.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
    sql` `,
  );
  await db
    .update(customFieldGroups)
    .set({
      displayOrder: sql`case ${customFieldGroups.id} ${cases} end`,
      version: sql`${customFieldGroups.version} + 1`,
      modifiedDate: sql`now()`,
      modifiedBy: ctx.user.id,
    })
    .where(inArray(customFieldGroups.id, order));
  await ctx.audit({
    entity: 'customFieldGroup',
    entityId: kind,
    action: 'sort',
    before: { order: groups.map((g) => g.name).join(', ') },
    after: { order: order.map((id) => groups.find((g) => g.id === id)?.name).join(', ') },
  });
  return listGroups(db, kind);
}
