import { type FieldError, Messages } from '@fieldline/contracts/common/errors';
import {
  type CustomField,
  CustomFieldMessages,
  type CustomFieldTypeDef,
  checkPropertyValue,
  findFieldType,
  PROPERTY_COLUMNS,
  type Property,
  type PropertyInput,
  plainNumber,
  type propertiesPatchSchema,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import type { KindConfig } from './custom-fields.kinds';
import * as repo from './custom-fields.repository';
import { loadFields } from './fields.service';

export const requiredMessage = (name: string) =>
  `${CustomFieldMessages.required}: "${name}" cannot be cleared.`;

const toProperty = (p: repo.PropertyRow): Property => ({
  id: p.id,
  bitValue: p.bitValue,
  dateValue: p.dateValue,
  decimalValue: p.decimalValue === null ? null : plainNumber(p.decimalValue),
  numberValue: p.numberValue,
  value: p.value,
  field: { id: p.fieldId },
  fieldValue: p.fieldValueId === null ? null : { id: p.fieldValueId },
});

async function checkRecord(db: Db, k: KindConfig, recordId: number) {
  if (k.recordExists && !(await k.recordExists(db, recordId))) throw notFound(k.recordName);
}

/** A record's values of the fields that are not archived (spec 2 §3 Property). */
export async function listProperties(db: Db, k: KindConfig, recordId: number): Promise<Property[]> {
  await checkRecord(db, k, recordId);
  const rows = await repo.propertiesOf(db, k.kind, recordId);
  return rows.map((r) => toProperty(r.property));
}

const empty = {
  bitValue: null,
  dateValue: null,
  decimalValue: null,
  numberValue: null,
  value: null,
  fieldValueId: null,
} satisfies repo.PropertyValues;

/** The stored columns for a checked value of a field's type. */
function columnsFor(field: CustomField, value: string | number | boolean): repo.PropertyValues {
  switch (findFieldType(field.type)?.column) {
    case 'value':
      return { ...empty, value: value as string };
    case 'numberValue':
      return { ...empty, numberValue: Number(value) };
    case 'decimalValue':
      return { ...empty, decimalValue: value as string };
    case 'dateValue':
      return { ...empty, dateValue: value as string };
    case 'bitValue':
      return { ...empty, bitValue: value as boolean };
    default:
      return { ...empty, fieldValueId: value as number };
  }
}

type Checked = { error: [string, string] } | { field: CustomField; value: string | number | boolean | null };

/** One input against its field: the value to store, or the name and message of what is wrong. */
function checkInput(input: PropertyInput, field: CustomField | undefined, seen: Set<number>): Checked {
  if (!field) return { error: ['field.id', 'Unknown field.'] };
  if (field.isArchived) return { error: ['field.id', 'This field is archived.'] };
  if (seen.has(field.id)) return { error: ['field.id', 'This field is listed twice.'] };
  seen.add(field.id);
  const type = findFieldType(field.type) as CustomFieldTypeDef;
  const stray = PROPERTY_COLUMNS.find((c) => c !== type.column && input[c] != null);
  if (stray) return { error: [stray, `A ${type.name} field keeps its value in ${type.column}.`] };
  const result = checkPropertyValue(field, input[type.column]);
  const named = type.column === 'fieldValue' ? 'fieldValue.id' : type.column;
  if (!result.ok) return { error: [named, result.message] };
  // The panel adjusts (truncates, clamps) and says so; a caller of the API is told instead.
  if (result.notice) return { error: [named, result.notice] };
  return { field, value: result.value };
}

/**
 * Set one or several of a record's values. Each is checked by its field's type with the contract's
 * rules; what the panel would adjust (too long, out of range) is refused here with the same message.
 * A null or empty value clears the field (its row is deleted); a required field cannot be cleared.
 */
export async function patchProperties(
  ctx: RouteContext<z.output<typeof propertiesPatchSchema>, unknown, { id: number }>,
  k: KindConfig,
): Promise<Property[]> {
  const { db, body, params } = ctx;
  await checkRecord(db, k, params.id);
  const ids = [...new Set(body.map((p) => p.field.id))];
  const fields = new Map((await loadFields(db, k.kind, { ids })).map((f) => [f.id, f]));
  const errors: FieldError[] = [];
  const seen = new Set<number>();
  const sets: (repo.PropertyValues & { fieldId: number })[] = [];
  const clears: CustomField[] = [];
  body.forEach((input, i) => {
    const checked = checkInput(input, fields.get(input.field.id), seen);
    if ('error' in checked) errors.push({ field: `[${i}].${checked.error[0]}`, message: checked.error[1] });
    else if (checked.value === null) clears.push(checked.field);
    else sets.push({ fieldId: checked.field.id, ...columnsFor(checked.field, checked.value) });
  });
  if (errors.length) throw badRequest(Messages.validation, errors);
  const required = clears.find((f) => f.isRequired);
  if (required) throw ruleViolation(requiredMessage(required.name));

  await repo.upsertProperties(db, k.kind, params.id, sets, ctx.user.id);
  await repo.deleteProperties(
    db,
    params.id,
    clears.map((f) => f.id),
  );
  return listProperties(db, k, params.id);
}
