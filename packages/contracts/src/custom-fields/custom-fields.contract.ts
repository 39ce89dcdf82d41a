import { Decimal } from 'decimal.js';
import { z } from 'zod';
import type { FieldError } from '../common/errors';
import { auditFieldsSchema } from '../common/pagination';
import {
  CustomFieldMessages,
  checkDate,
  checkEmailList,
  checkNumber,
  checkText,
  type FieldLimits,
  type RuleResult,
} from './custom-fields.rules';

export * from './custom-fields.rules';

/** The records that have custom fields; one set of tables and calls serves them all. */
export const CUSTOM_FIELD_ENTITY_KINDS = ['customer', 'equipment', 'opportunity'] as const;
export type CustomFieldEntityKind = (typeof CUSTOM_FIELD_ENTITY_KINDS)[number];

/** Path names of each kind: `/v1/{prefix}-fields`, `/v1/{records}/{id}/properties` (spec 1 §7.5, §7.8, §7.10). */
export const CUSTOM_FIELD_ENTITIES: Record<
  CustomFieldEntityKind,
  { label: string; prefix: string; records: string }
> = {
  customer: { label: 'Customer', prefix: 'customer', records: 'customers' },
  equipment: { label: 'Equipment', prefix: 'equipment', records: 'equipment' },
  opportunity: { label: 'Opportunity', prefix: 'opportunity', records: 'opportunities' },
};

/** The property column each type keeps its value in; a list's chosen value travels as fieldValue {id}. */
export type PropertyColumn =
  | 'value'
  | 'numberValue'
  | 'decimalValue'
  | 'dateValue'
  | 'bitValue'
  | 'fieldValue';

export const CustomFieldType = {
  Text: 1,
  LongText: 2,
  Number: 3,
  Decimal: 4,
  Date: 5,
  YesNo: 6,
  List: 7,
  EmailList: 8,
} as const;
export type CustomFieldTypeId = (typeof CustomFieldType)[keyof typeof CustomFieldType];

export interface CustomFieldTypeDef {
  id: CustomFieldTypeId;
  name: string;
  /** Where the property keeps the value. */
  column: PropertyColumn;
  /** What min/max (the one fieldValues row) limit: text length, a number, or nothing. */
  limits: 'length' | 'integer' | 'decimal' | null;
  /** List fields: fieldValues are the choices. */
  hasChoices: boolean;
}

/** Field types are constants, not rows (spec 2 §7 "Field types"). */
export const CUSTOM_FIELD_TYPES: readonly CustomFieldTypeDef[] = [
  { id: 1, name: 'Text', column: 'value', limits: 'length', hasChoices: false },
  { id: 2, name: 'Long text', column: 'value', limits: 'length', hasChoices: false },
  { id: 3, name: 'Number', column: 'numberValue', limits: 'integer', hasChoices: false },
  { id: 4, name: 'Decimal', column: 'decimalValue', limits: 'decimal', hasChoices: false },
  { id: 5, name: 'Date', column: 'dateValue', limits: null, hasChoices: false },
  { id: 6, name: 'Yes/No', column: 'bitValue', limits: null, hasChoices: false },
  { id: 7, name: 'List', column: 'fieldValue', limits: null, hasChoices: true },
  { id: 8, name: 'E-mail list', column: 'value', limits: null, hasChoices: false },
];

const typeById = new Map<number, CustomFieldTypeDef>(CUSTOM_FIELD_TYPES.map((t) => [t.id, t]));
export function findFieldType(id: number): CustomFieldTypeDef | undefined {
  return typeById.get(id);
}
export const PROPERTY_COLUMNS: readonly PropertyColumn[] = [
  'value',
  'numberValue',
  'decimalValue',
  'dateValue',
  'bitValue',
  'fieldValue',
];

// ---- Responses -------------------------------------------------------------------------------------

export const customFieldTypeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  column: z.string(),
});

export const customFieldValueSchema = z.object({
  id: z.int32(),
  min: z.string().nullable(),
  max: z.string().nullable(),
  value: z.string().nullable(),
  color: z.string().nullable(),
  displayOrder: z.int32(),
  /** A list choice removed from the list but still chosen on some records. */
  isArchived: z.boolean(),
});
export type CustomFieldValue = z.infer<typeof customFieldValueSchema>;

export const customFieldGroupRefSchema = z.object({
  id: z.int32(),
  name: z.string(),
  color: z.string().nullable(),
  displayColumns: z.int32(),
  displayOrder: z.int32(),
});

export const customFieldSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    description: z.string().nullable(),
    displayOrder: z.int32(),
    type: z.int32(),
    color: z.string().nullable(),
    isArchived: z.boolean(),
    isRequired: z.boolean(),
    group: customFieldGroupRefSchema.nullable(),
    fieldValues: z.array(customFieldValueSchema),
  })
  .extend(auditFieldsSchema.shape);
export type CustomField = z.infer<typeof customFieldSchema>;

export const customFieldGroupSchema = customFieldGroupRefSchema
  .extend({ fieldCount: z.int32() })
  .extend(auditFieldsSchema.shape);
export type CustomFieldGroup = z.infer<typeof customFieldGroupSchema>;

export const propertySchema = z.object({
  id: z.int32(),
  bitValue: z.boolean().nullable(),
  dateValue: z.string().nullable(),
  decimalValue: z.string().nullable(),
  numberValue: z.number().int().nullable(),
  value: z.string().nullable(),
  field: z.object({ id: z.int32() }),
  fieldValue: z.object({ id: z.int32() }).nullable(),
});
export type Property = z.infer<typeof propertySchema>;

export const requiredFieldSchema = z.object({
  fieldId: z.int32(),
  name: z.string(),
  isRequired: z.boolean(),
});
export type RequiredField = z.infer<typeof requiredFieldSchema>;

// ---- Requests --------------------------------------------------------------------------------------

const id = z.int32().positive();
const ref = z.object({ id });
const colorInput = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Enter a colour as #RRGGBB.');
const limitInput = z
  .union([z.string().trim(), z.number()])
  .refine((v) => /^[+-]?(\d+\.?\d*|\.\d+)$/.test(String(v)), { error: 'Enter a number.' })
  .transform((v) => String(v));

export const customFieldListQuerySchema = z.object({
  limit: z.coerce.number().check(z.int32()).min(1).max(10000).default(200),
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  isArchived: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  groupId: z.coerce.number().check(z.int32()).positive().optional(),
  fields: z.string().optional(),
});
/** The panel's fetch: the first 200 fields that are not archived (spec 2 §9). */
export const CUSTOM_FIELD_FETCH_LIMIT = 200;

export const fieldValueInputSchema = z.object({
  id: id.optional(),
  min: limitInput.nullish(),
  max: limitInput.nullish(),
  value: z.string().trim().max(200).nullish(),
  color: colorInput.nullish(),
  displayOrder: z.int32().min(0).max(9999).optional(),
});
export type FieldValueInput = z.input<typeof fieldValueInputSchema>;
export type FieldValueData = z.output<typeof fieldValueInputSchema>;

export const createCustomFieldBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  description: z.string().trim().max(500).nullish(),
  type: z.int32().refine((v) => typeById.has(v), { error: 'Unknown field type.' }),
  color: colorInput.nullish(),
  group: ref.nullish(),
  displayOrder: z.int32().min(0).max(9999).optional(),
  isRequired: z.boolean().optional(),
  fieldValues: z.array(fieldValueInputSchema).max(200).optional(),
});
export type CreateCustomFieldBody = z.input<typeof createCustomFieldBodySchema>;
export const updateCustomFieldBodySchema = createCustomFieldBodySchema
  .partial()
  .extend({ isArchived: z.boolean().optional(), version: z.int32().optional() });
export type UpdateCustomFieldBody = z.input<typeof updateCustomFieldBodySchema>;

export const createGroupBodySchema = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  color: colorInput.nullish(),
  displayColumns: z.int32().min(1).max(4).default(2),
  displayOrder: z.int32().min(0).max(9999).optional(),
});
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;
export const updateGroupBodySchema = createGroupBodySchema.partial().extend({
  displayColumns: z.int32().min(1).max(4).optional(),
  version: z.int32().optional(),
});
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

/** `{ ids: [3, 1, 2] }` or the bare list: the groups in their new order. */
export const groupSortOrderBodySchema = z.preprocess(
  (v) => (Array.isArray(v) ? { ids: v } : v),
  z.object({
    ids: z
      .array(id)
      .min(1)
      .max(1000)
      .refine((ids) => new Set(ids).size === ids.length, { error: 'A group is listed twice.' }),
  }),
);

const wrapList = (v: unknown) => (Array.isArray(v) ? v : v !== null && typeof v === 'object' ? [v] : v);

/** One `{ fieldId, isRequired }` or a list of them. */
export const requiredFieldsPatchSchema = z.preprocess(
  wrapList,
  z
    .array(z.object({ fieldId: id, isRequired: z.boolean() }))
    .min(1)
    .max(1000),
);

export const propertyInputSchema = z.object({
  id: z.int32().optional(),
  field: ref,
  value: z.string().max(8000).nullish(),
  // Strings too, so non-numeric text answers the field's own message rather than a type error.
  numberValue: z.union([z.number(), z.string().max(40)]).nullish(),
  decimalValue: z.union([z.number(), z.string().max(40)]).nullish(),
  dateValue: z.string().max(40).nullish(),
  bitValue: z.boolean().nullish(),
  fieldValue: ref.nullish(),
});
export type PropertyInput = z.input<typeof propertyInputSchema>;
/** One property or a list of them (upserted in one transaction). */
export const propertiesPatchSchema = z.preprocess(wrapList, z.array(propertyInputSchema).min(1).max(200));

// ---- Rules over definitions -------------------------------------------------------------------------

type FieldLike = { type: number; fieldValues: Pick<CustomFieldValue, 'min' | 'max' | 'isArchived'>[] };

/** The min/max of a text or number field: its one fieldValues row (spec 2 §3). */
export function fieldLimits(field: FieldLike): FieldLimits {
  const row = field.fieldValues.find((v) => !v.isArchived && (v.min !== null || v.max !== null));
  return { min: row?.min ?? null, max: row?.max ?? null };
}

/**
 * What a field definition's fieldValues must be for its type: list choices (a value each, at least
 * one), one min/max row for text and numbers (lengths are whole and not negative, min ≤ max), none
 * for the other types. Errors are named `fieldValues[i].x`.
 */
export function checkFieldValues(type: number, values: FieldValueInput[]): FieldError[] {
  const def = findFieldType(type);
  if (!def) return [];
  const errors: FieldError[] = [];
  const err = (field: string, message: string) => errors.push({ field: `fieldValues${field}`, message });
  if (def.hasChoices) {
    if (values.length === 0) err('', 'A list field needs at least one value.');
    const seen = new Set<string>();
    values.forEach((v, i) => {
      const text = (v.value ?? '').trim();
      if (text === '') err(`[${i}].value`, 'Required');
      else if (seen.has(text.toLowerCase())) err(`[${i}].value`, 'This value is already in the list.');
      seen.add(text.toLowerCase());
      if (v.min != null || v.max != null) err(`[${i}].min`, 'List values have no minimum or maximum.');
    });
    return errors;
  }
  if (def.limits === null) {
    if (values.length > 0) err('', `A ${def.name} field has no values.`);
    return errors;
  }
  if (values.length > 1) err('', 'Only one row of minimum and maximum is allowed.');
  const v = values[0];
  if (!v) return errors;
  const whole = def.limits !== 'decimal';
  for (const key of ['min', 'max'] as const) {
    const n = v[key];
    if (n == null) continue;
    const d = new Decimal(String(n));
    if (whole && !d.isInteger()) err(`[0].${key}`, 'Enter a whole number.');
    else if (def.limits === 'length' && d.isNegative()) err(`[0].${key}`, 'A length cannot be negative.');
    else if (d.abs().gte('1e14')) err(`[0].${key}`, CustomFieldMessages.tooLarge);
  }
  if (v.min != null && v.max != null && new Decimal(String(v.min)).gt(String(v.max))) {
    err('[0].max', 'The maximum cannot be less than the minimum.');
  }
  if (v.value != null && v.value !== '') err('[0].value', `A ${def.name} field has no list values.`);
  return errors;
}

/** The column of a property input that holds the field's value. */
export function propertyRawValue(field: { type: number }, input: Partial<Record<PropertyColumn, unknown>>) {
  const def = findFieldType(field.type);
  return def ? input[def.column] : undefined;
}

/**
 * A value for a field, checked by its type (null clears it). Lists answer the chosen value's id.
 * Used as is by the server; the panel calls the per-type rules to adjust before saving.
 */
export function checkPropertyValue(
  field: { type: number; fieldValues: Pick<CustomFieldValue, 'id' | 'min' | 'max' | 'isArchived'>[] },
  raw: unknown,
): RuleResult<string | number | boolean | null> {
  const def = findFieldType(field.type);
  if (!def) return { ok: false, message: 'Unknown field type.' };
  const limits = fieldLimits(field);
  switch (def.id) {
    case CustomFieldType.Text:
    case CustomFieldType.LongText:
      return typeof raw === 'string' || raw == null ? checkText(raw, limits) : invalid();
    case CustomFieldType.Number:
    case CustomFieldType.Decimal:
      return typeof raw === 'string' || typeof raw === 'number' || raw == null
        ? checkNumber(raw, limits, def.limits === 'integer' ? 'integer' : 'decimal')
        : invalid();
    case CustomFieldType.Date:
      return typeof raw === 'string' || raw == null ? checkDate(raw) : invalid();
    case CustomFieldType.YesNo:
      return typeof raw === 'boolean' || raw == null ? { ok: true, value: raw ?? null } : invalid();
    case CustomFieldType.List: {
      if (raw == null) return { ok: true, value: null };
      const chosen = (raw as { id?: unknown }).id;
      return field.fieldValues.some((v) => v.id === chosen && !v.isArchived)
        ? { ok: true, value: chosen as number }
        : { ok: false, message: CustomFieldMessages.listValue };
    }
    case CustomFieldType.EmailList:
      return typeof raw === 'string' || raw == null ? checkEmailList(raw) : invalid();
  }
  return invalid();
}

const invalid = (): RuleResult<never> => ({ ok: false, message: 'Invalid value' });
