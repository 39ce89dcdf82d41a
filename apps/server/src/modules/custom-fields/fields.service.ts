import { Messages } from '@fieldline/contracts/common/errors';
import {
  type CustomField,
  type CustomFieldEntityKind,
  type CustomFieldValue,
  checkFieldValues,
  type createCustomFieldBodySchema,
  type customFieldListQuerySchema,
  type FieldValueData,
  findFieldType,
  plainNumber,
  type RequiredField,
  type requiredFieldsPatchSchema,
  type updateCustomFieldBodySchema,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import * as repo from './custom-fields.repository';
import { customFieldProperties, customFields, customFieldValues } from './custom-fields.table';

export const FIELD_HAS_VALUES = 'This field has values on records and cannot be deleted. Archive it instead.';
export const TYPE_LOCKED = 'The type of a field cannot be changed once records have values for it.';
export const UNKNOWN_GROUP = 'Unknown group.';

const num = (v: string | null) => (v === null ? null : plainNumber(v));

export const toValue = (r: repo.ValueRow): CustomFieldValue => ({
  id: r.id,
  min: num(r.min),
  max: num(r.max),
  value: r.value,
  color: r.color,
  displayOrder: r.displayOrder,
  isArchived: r.isArchived,
});

export const toGroupRef = (g: repo.GroupRow) => ({
  id: g.id,
  name: g.name,
  color: g.color,
  displayColumns: g.displayColumns,
  displayOrder: g.displayOrder,
});

function toField(row: { field: repo.FieldRow; group: repo.GroupRow | null }, values: repo.ValueRow[]) {
  const f = row.field;
  return {
    id: f.id,
    name: f.name,
    description: f.description,
    displayOrder: f.displayOrder,
    type: f.typeId,
    color: f.color,
    isArchived: f.isArchived,
    isRequired: f.isRequired,
    group: row.group ? toGroupRef(row.group) : null,
    fieldValues: values.map(toValue),
    ...auditOut(f),
  } satisfies CustomField;
}

/** Fields with their groups and values: two queries whatever the count. */
export async function loadFields(db: Db, kind: CustomFieldEntityKind, f: repo.FieldFilter = {}) {
  const rows = await repo.findFields(db, kind, f);
  const values = await repo.valuesOfFields(
    db,
    rows.map((r) => r.field.id),
  );
  return rows.map((r) => toField(r, values.get(r.field.id) ?? []));
}

export function listFields(
  db: Db,
  kind: CustomFieldEntityKind,
  q: z.output<typeof customFieldListQuerySchema>,
) {
  return loadFields(db, kind, {
    isArchived: q.isArchived,
    groupId: q.groupId,
    limit: q.limit,
    offset: q.offset,
  });
}

export async function getField(db: Db, kind: CustomFieldEntityKind, id: number): Promise<CustomField> {
  const [field] = await loadFields(db, kind, { ids: [id] });
  if (!field) throw notFound('custom field');
  return field;
}

async function checkGroup(db: Db, kind: CustomFieldEntityKind, groupId: number | null | undefined) {
  if (!groupId) return;
  const [group] = await repo.findGroups(db, kind, [groupId]);
  if (!group) throw fieldError('group.id', UNKNOWN_GROUP);
}

function checkValues(type: number, values: FieldValueData[]) {
  const errors = checkFieldValues(type, values);
  if (errors.length) throw badRequest(Messages.validation, errors);
}

const valueRow = (v: FieldValueData, i: number) => ({
  min: v.min ?? null,
  max: v.max ?? null,
  value: v.value?.trim() || null,
  color: v.color ?? null,
  displayOrder: v.displayOrder ?? i + 1,
  isArchived: false,
});

/** What the audit log keeps of a field: its settings and its values on one line each. */
const auditable = (f: CustomField) => ({
  name: f.name,
  description: f.description,
  type: findFieldType(f.type)?.name ?? f.type,
  color: f.color,
  group: f.group?.name ?? null,
  displayOrder: f.displayOrder,
  isRequired: f.isRequired,
  isArchived: f.isArchived,
  fieldValues: f.fieldValues
    .filter((v) => !v.isArchived)
    .map((v) => (v.value ?? `${v.min ?? ''}..${v.max ?? ''}`) + (v.color ? ` ${v.color}` : ''))
    .join(', '),
});

type Ctx<B, P = unknown> = RouteContext<B, unknown, P>;

export async function createField(
  ctx: Ctx<z.output<typeof createCustomFieldBodySchema>>,
  kind: CustomFieldEntityKind,
): Promise<CustomField> {
  const { db, body } = ctx;
  const groupId = body.group?.id ?? null;
  await checkGroup(db, kind, groupId);
  const values = body.fieldValues ?? [];
  checkValues(body.type, values);
  const [row] = await db
    .insert(customFields)
    .values({
      entityKind: kind,
      groupId,
      name: body.name,
      description: body.description || null,
      typeId: body.type,
      color: body.color ?? null,
      displayOrder: body.displayOrder ?? (await repo.nextFieldOrder(db, kind, groupId)),
      isRequired: body.isRequired ?? false,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    })
    .returning();
  if (values.length) {
    await db.insert(customFieldValues).values(values.map((v, i) => ({ ...valueRow(v, i), fieldId: row.id })));
  }
  const field = await getField(db, kind, row.id);
  await ctx.audit({
    entity: 'customField',
    entityId: row.id,
    action: 'create',
    after: { kind, ...auditable(field) },
  });
  return field;
}

/**
 * Replace a field's values with the list sent: rows with an id are updated, rows without are added;
 * rows left out are deleted, or archived when some record has chosen them.
 */
async function replaceValues(db: Db, field: CustomField, inputs: FieldValueData[]) {
  const own = new Map(field.fieldValues.map((v) => [v.id, v]));
  const errors = inputs.flatMap((v, i) =>
    v.id !== undefined && !own.has(v.id)
      ? [{ field: `fieldValues[${i}].id`, message: 'Unknown value.' }]
      : [],
  );
  if (errors.length) throw badRequest(Messages.validation, errors);
  const rows = inputs.map((v, i) => ({ id: v.id, ...valueRow(v, i) }));
  const kept = rows.filter((r) => r.id !== undefined);
  const added = rows
    .filter((r) => r.id === undefined)
    .map(({ id: _, ...r }) => ({ ...r, fieldId: field.id }));
  if (kept.length) {
    // One statement for every kept row.
    const list = sql.join(
      kept.map(
        (r) =>
          sql`(${r.id}::int, ${r.min}::numeric, ${r.max}::numeric, ${r.value}::text, ${r.color}::text, ${r.displayOrder}::int)`,
      ),
      sql`, `,
    );
    await db.execute(sql`
      update custom_field_values as v
      set min = x.min, max = x.max, value = x.value, color = x.color, display_order = x.display_order,
          is_archived = false
      from (values ${list}) as x(id, min, max, value, color, display_order)
      where v.id = x.id`);
  }
  if (added.length) await db.insert(customFieldValues).values(added);
  const keptIds = new Set(kept.map((r) => r.id));
  const dropped = field.fieldValues.filter((v) => !keptIds.has(v.id)).map((v) => v.id);
  const chosen = await repo.chosenValueIds(db, dropped);
  const toArchive = dropped.filter((id) => chosen.has(id));
  const toDelete = dropped.filter((id) => !chosen.has(id));
  if (toArchive.length) {
    await db
      .update(customFieldValues)
      .set({ isArchived: true })
      .where(inArray(customFieldValues.id, toArchive));
  }
  if (toDelete.length) await db.delete(customFieldValues).where(inArray(customFieldValues.id, toDelete));
}

export async function updateField(
  ctx: Ctx<z.output<typeof updateCustomFieldBodySchema>, { id: number }>,
  kind: CustomFieldEntityKind,
): Promise<CustomField> {
  const { db, body, params } = ctx;
  const before = await getField(db, kind, params.id);
  const { version, fieldValues, group, type, ...rest } = body;
  if (group !== undefined) await checkGroup(db, kind, group?.id ?? null);
  const newType = type ?? before.type;
  if (newType !== before.type && (await repo.fieldHasValues(db, before.id))) throw ruleViolation(TYPE_LOCKED);
  if (fieldValues !== undefined || newType !== before.type) {
    const current = before.fieldValues.filter((v) => !v.isArchived).map(({ isArchived: _, ...v }) => v);
    checkValues(newType, fieldValues ?? current);
  }
  await updateVersioned(
    db,
    customFields,
    before.id,
    version,
    {
      ...rest,
      description: rest.description === undefined ? undefined : rest.description || null,
      typeId: newType,
      groupId: group === undefined ? undefined : (group?.id ?? null),
    },
    ctx.user.id,
    'custom field',
  );
  if (fieldValues !== undefined) await replaceValues(db, before, fieldValues);
  const after = await getField(db, kind, before.id);
  await ctx.audit({
    entity: 'customField',
    entityId: before.id,
    action: rest.isArchived === true && !before.isArchived ? 'archive' : 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

/** Only a field no record has a value of can be deleted; the others are archived (422 says so). */
export async function deleteField(ctx: Ctx<unknown, { id: number }>, kind: CustomFieldEntityKind) {
  const before = await getField(ctx.db, kind, ctx.params.id);
  if (await repo.fieldHasValues(ctx.db, before.id)) throw ruleViolation(FIELD_HAS_VALUES);
  await ctx.db.delete(customFieldProperties).where(eq(customFieldProperties.fieldId, before.id));
  await ctx.db.delete(customFields).where(eq(customFields.id, before.id));
  await ctx.audit({
    entity: 'customField',
    entityId: before.id,
    action: 'delete',
    before: auditable(before),
  });
}

export async function listRequired(db: Db, kind: CustomFieldEntityKind): Promise<RequiredField[]> {
  const rows = await repo.findFields(db, kind, { isArchived: false });
  return rows.map(({ field }) => ({ fieldId: field.id, name: field.name, isRequired: field.isRequired }));
}

export async function patchRequired(
  ctx: Ctx<z.output<typeof requiredFieldsPatchSchema>>,
  kind: CustomFieldEntityKind,
): Promise<RequiredField[]> {
  const { db, body } = ctx;
  const rows = await repo.findFields(db, kind, { ids: [...new Set(body.map((b) => b.fieldId))] });
  const byId = new Map(rows.map((r) => [r.field.id, r.field]));
  const errors = body.flatMap((b, i) =>
    byId.has(b.fieldId) ? [] : [{ field: `[${i}].fieldId`, message: 'Unknown field.' }],
  );
  if (errors.length) throw badRequest(Messages.validation, errors);
  // The last entry wins when a field is listed twice.
  const wanted = new Map(body.map((b) => [b.fieldId, b.isRequired]));
  const changed = [...wanted].filter(([id, req]) => byId.get(id)?.isRequired !== req);
  for (const flag of [true, false]) {
    const ids = changed.filter(([, req]) => req === flag).map(([id]) => id);
    if (ids.length === 0) continue;
    await db
      .update(customFields)
      .set({
        isRequired: flag,
        version: sql`${customFields.version} + 1`,
        modifiedDate: sql`now()`,
        modifiedBy: ctx.user.id,
      })
      .where(inArray(customFields.id, ids));
  }
  for (const [id, req] of changed) {
    await ctx.audit({
      entity: 'customField',
      entityId: id,
      action: 'update',
      before: { isRequired: !req },
      after: { isRequired: req },
    });
  }
  return listRequired(db, kind);
}
