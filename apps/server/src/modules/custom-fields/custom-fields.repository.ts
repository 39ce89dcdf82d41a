import type { CustomFieldEntityKind } from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { and, asc, count, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  customFieldGroups,
  customFieldProperties,
  customFields,
  customFieldValues,
} from './custom-fields.table';

export type FieldRow = typeof customFields.$inferSelect;
export type GroupRow = typeof customFieldGroups.$inferSelect;
export type ValueRow = typeof customFieldValues.$inferSelect;
export type PropertyRow = typeof customFieldProperties.$inferSelect;

export interface FieldFilter {
  ids?: number[];
  isArchived?: boolean;
  groupId?: number;
  limit?: number;
  offset?: number;
}

/** Panel order: groups by display order (ungrouped last), then fields by display order. */
const panelOrder = [
  sql`${customFields.groupId} is null`,
  asc(customFieldGroups.displayOrder),
  asc(customFieldGroups.id),
  asc(customFields.displayOrder),
  asc(customFields.id),
];

/** A kind's fields with their group (one query). */
export async function findFields(
  db: Db,
  kind: CustomFieldEntityKind,
  f: FieldFilter = {},
): Promise<{ field: FieldRow; group: GroupRow | null }[]> {
  if (f.ids && f.ids.length === 0) return [];
  const q = db
    .select({ field: customFields, group: customFieldGroups })
    .from(customFields)
    .leftJoin(customFieldGroups, eq(customFieldGroups.id, customFields.groupId))
    .where(
      and(
        eq(customFields.entityKind, kind),
        f.ids ? inArray(customFields.id, f.ids) : undefined,
        f.isArchived === undefined ? undefined : eq(customFields.isArchived, f.isArchived),
        f.groupId === undefined ? undefined : eq(customFields.groupId, f.groupId),
      ),
    )
    .orderBy(...panelOrder)
    .$dynamic();
  if (f.limit !== undefined) q.limit(f.limit);
  if (f.offset) q.offset(f.offset);
  return q;
}

/** The fieldValues rows of several fields (one query), each list in display order. */
export async function valuesOfFields(db: Db, fieldIds: number[]): Promise<Map<number, ValueRow[]>> {
  const byField = new Map<number, ValueRow[]>(fieldIds.map((id) => [id, []]));
  if (fieldIds.length === 0) return byField;
  const rows = await db
    .select()
    .from(customFieldValues)
    .where(inArray(customFieldValues.fieldId, fieldIds))
    .orderBy(asc(customFieldValues.displayOrder), asc(customFieldValues.id));
  for (const r of rows) byField.get(r.fieldId)?.push(r);
  return byField;
}

export async function nextFieldOrder(db: Db, kind: CustomFieldEntityKind, groupId: number | null) {
  const [row] = await db
    .select({ n: max(customFields.displayOrder) })
    .from(customFields)
    .where(
      and(
        eq(customFields.entityKind, kind),
        groupId === null ? isNull(customFields.groupId) : eq(customFields.groupId, groupId),
      ),
    );
  return (row?.n ?? 0) + 1;
}

export async function nextGroupOrder(db: Db, kind: CustomFieldEntityKind) {
  const [row] = await db
    .select({ n: max(customFieldGroups.displayOrder) })
    .from(customFieldGroups)
    .where(eq(customFieldGroups.entityKind, kind));
  return (row?.n ?? 0) + 1;
}

/** True when some record holds a value of the field (cleared values are deleted, so a row is a value). */
export async function fieldHasValues(db: Db, fieldId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: customFieldProperties.id })
    .from(customFieldProperties)
    .where(eq(customFieldProperties.fieldId, fieldId))
    .limit(1);
  return row !== undefined;
}

/** Which of these list values some record has chosen. */
export async function chosenValueIds(db: Db, valueIds: number[]): Promise<Set<number>> {
  if (valueIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: customFieldProperties.fieldValueId })
    .from(customFieldProperties)
    .where(inArray(customFieldProperties.fieldValueId, valueIds));
  return new Set(rows.map((r) => r.id as number));
}

export async function findGroups(db: Db, kind: CustomFieldEntityKind, ids?: number[]) {
  if (ids && ids.length === 0) return [];
  return db
    .select()
    .from(customFieldGroups)
    .where(and(eq(customFieldGroups.entityKind, kind), ids ? inArray(customFieldGroups.id, ids) : undefined))
    .orderBy(asc(customFieldGroups.displayOrder), asc(customFieldGroups.id));
}

/** Fields per group that are not archived (one grouped query). */
export async function fieldCounts(db: Db, groupIds: number[]): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db
    .select({ groupId: customFields.groupId, n: count() })
    .from(customFields)
    .where(and(inArray(customFields.groupId, groupIds), eq(customFields.isArchived, false)))
    .groupBy(customFields.groupId);
  return new Map(rows.map((r) => [r.groupId as number, Number(r.n)]));
}

/** A record's values of the kind's fields that are not archived, in panel order. */
export async function propertiesOf(db: Db, kind: CustomFieldEntityKind, recordId: number) {
  return db
    .select({ property: customFieldProperties })
    .from(customFieldProperties)
    .innerJoin(customFields, eq(customFields.id, customFieldProperties.fieldId))
    .leftJoin(customFieldGroups, eq(customFieldGroups.id, customFields.groupId))
    .where(
      and(
        eq(customFieldProperties.entityKind, kind),
        eq(customFieldProperties.recordId, recordId),
        eq(customFields.isArchived, false),
      ),
    )
    .orderBy(...panelOrder);
}

export type PropertyValues = Pick<
  typeof customFieldProperties.$inferInsert,
  'bitValue' | 'dateValue' | 'decimalValue' | 'numberValue' | 'value' | 'fieldValueId'
>;

/** Insert or replace a record's values (one statement); the unique (field, record) index decides. */
export async function upsertProperties(
  db: Db,
  kind: CustomFieldEntityKind,
  recordId: number,
  rows: (PropertyValues & { fieldId: number })[],
  userId: number,
) {
  if (rows.length === 0) return;
  const t = customFieldProperties;
  await db
    .insert(t)
    .values(rows.map((r) => ({ ...r, entityKind: kind, recordId, createdBy: userId, modifiedBy: userId })))
    .onConflictDoUpdate({
      target: [t.fieldId, t.recordId],
      set: {
        bitValue: sql`excluded.bit_value`,
        dateValue: sql`excluded.date_value`,
        decimalValue: sql`excluded.decimal_value`,
        numberValue: sql`excluded.number_value`,
        value: sql`excluded.value`,
        fieldValueId: sql`excluded.field_value_id`,
        modifiedBy: userId,
        modifiedDate: sql`now()`,
        version: sql`${t.version} + 1`,
      },
    });
}

export async function deleteProperties(db: Db, recordId: number, fieldIds: number[]) {
  if (fieldIds.length === 0) return;
  await db
    .delete(customFieldProperties)
    .where(
      and(eq(customFieldProperties.recordId, recordId), inArray(customFieldProperties.fieldId, fieldIds)),
    );
}
