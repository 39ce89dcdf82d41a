import type { FieldError } from '@fieldline/contracts/common/errors';
import {
  type CreateCustomFieldBody,
  type CustomField,
  checkFieldValues,
  createCustomFieldBodySchema,
  type FieldValueInput,
  fieldLimits,
  findFieldType,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';

export interface ChoiceRow {
  id?: number;
  value: string;
  color: string;
}

/** The field editor's values: text as typed; converted to the API body by toBody. */
export interface FieldFormValues {
  name: string;
  description: string;
  type: string;
  color: string;
  groupId: string | null;
  displayOrder: string;
  isRequired: boolean;
  min: string;
  max: string;
  choices: ChoiceRow[];
}

export function initialValues(field: CustomField | null): FieldFormValues {
  const limits = field ? fieldLimits(field) : { min: null, max: null };
  return {
    name: field?.name ?? '',
    description: field?.description ?? '',
    type: String(field?.type ?? 1),
    color: field?.color ?? '',
    groupId: field?.group ? String(field.group.id) : null,
    displayOrder: field ? String(field.displayOrder) : '',
    isRequired: field?.isRequired ?? false,
    min: limits.min ?? '',
    max: limits.max ?? '',
    choices:
      field && findFieldType(field.type)?.hasChoices
        ? field.fieldValues
            .filter((v) => !v.isArchived)
            .map((v) => ({ id: v.id, value: v.value ?? '', color: v.color ?? '' }))
        : [],
  };
}

function fieldValuesOf(v: FieldFormValues, field: CustomField | null): FieldValueInput[] {
  const def = findFieldType(Number(v.type));
  if (def?.hasChoices) {
    return v.choices.map((c, i) => ({
      id: c.id,
      value: c.value.trim(),
      color: c.color.trim() || null,
      displayOrder: i + 1,
    }));
  }
  if (!def?.limits || (v.min.trim() === '' && v.max.trim() === '')) return [];
  // Keep the existing min/max row's id so the row is updated rather than replaced.
  const row = field?.fieldValues.find((x) => !x.isArchived && (x.min !== null || x.max !== null));
  return [{ id: row?.id, min: v.min.trim() || null, max: v.max.trim() || null }];
}

export function toBody(v: FieldFormValues, field: CustomField | null): CreateCustomFieldBody {
  return {
    name: v.name.trim(),
    description: v.description.trim() || null,
    type: Number(v.type),
    color: v.color.trim() || null,
    group: v.groupId ? { id: Number(v.groupId) } : null,
    displayOrder: v.displayOrder.trim() === '' ? undefined : Number(v.displayOrder),
    isRequired: v.isRequired,
    fieldValues: fieldValuesOf(v, field),
  };
}

/** Form names of the API's error paths: fieldValues[0].min → min, fieldValues[2].value → choices.2.value. */
export function formErrorKey(path: string, v: FieldFormValues): string {
  const hasChoices = findFieldType(Number(v.type))?.hasChoices;
  const m = /^fieldValues\[(\d+)\]\.(\w+)$/.exec(path);
  if (m) return hasChoices ? `choices.${m[1]}.${m[2]}` : m[2];
  if (path === 'fieldValues') return hasChoices ? 'choices' : 'min';
  if (path === 'group.id') return 'groupId';
  return path;
}

/** The same checks the server makes, so most mistakes are shown before anything is sent. */
export function validate(v: FieldFormValues, field: CustomField | null): Record<string, string> {
  const body = toBody(v, field);
  const errors: FieldError[] = [];
  const parsed = createCustomFieldBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path
        .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
        .join('');
      errors.push({ field: path, message: issue.message });
    }
  } else {
    errors.push(...checkFieldValues(body.type, body.fieldValues ?? []));
  }
  const out: Record<string, string> = {};
  for (const e of errors) out[formErrorKey(e.field, v)] ??= e.message;
  return out;
}
