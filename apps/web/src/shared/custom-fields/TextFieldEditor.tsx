import {
  type CustomField,
  CustomFieldMessages,
  CustomFieldType,
  checkEmailList,
  checkNumber,
  checkText,
  fieldLimits,
  type Property,
  type RuleResult,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { Textarea, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { alertModal } from '../modals';
import type { FieldEditorProps } from './editor-props';
import { FieldLabel } from './FieldLabel';

/** The saved value as the input shows it. */
function savedText(field: CustomField, p: Property | undefined): string {
  if (!p) return '';
  if (field.type === CustomFieldType.Number) return p.numberValue === null ? '' : String(p.numberValue);
  if (field.type === CustomFieldType.Decimal) return p.decimalValue ?? '';
  return p.value ?? '';
}

function check(field: CustomField, text: string): RuleResult<string | null> {
  const limits = fieldLimits(field);
  switch (field.type) {
    case CustomFieldType.Number:
      return checkNumber(text, limits, 'integer');
    case CustomFieldType.Decimal:
      return checkNumber(text, limits, 'decimal');
    case CustomFieldType.EmailList:
      return checkEmailList(text);
    default:
      return checkText(text, limits);
  }
}

function toInput(field: CustomField, value: string | null) {
  if (field.type === CustomFieldType.Number) return { numberValue: value === null ? null : Number(value) };
  if (field.type === CustomFieldType.Decimal) return { decimalValue: value };
  return { value };
}

/**
 * Text, long text, number, decimal and e-mail list fields: typed freely, checked and saved on blur
 * with the rules of spec 2 §5. A refused value is announced in the modal alert and the field goes
 * back to its saved value; an adjusted one (truncated, clamped) is saved and the alert says how.
 * An invalid e-mail list stays as typed, flagged with its group, and is not saved.
 */
export function TextFieldEditor({ field, property, canEdit, save, onInvalid }: FieldEditorProps) {
  const saved = savedText(field, property);
  const [draft, setDraft] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const emails = field.type === CustomFieldType.EmailList;
  const numeric = field.type === CustomFieldType.Number || field.type === CustomFieldType.Decimal;

  // A reload or a save elsewhere replaces what is shown.
  useEffect(() => setDraft(saved), [saved]);

  async function commit() {
    if (!canEdit || busy.current || (draft === saved && !error)) return;
    const result = check(field, draft);
    if (!result.ok) {
      if (emails) {
        setError(result.message);
        onInvalid(field.id, true);
        return;
      }
      setDraft(saved);
      await alertModal(result.message);
      return;
    }
    if (emails) {
      setError(null);
      onInvalid(field.id, false);
    }
    const next = result.value ?? '';
    if (result.value === null && field.isRequired && saved !== '') {
      setDraft(saved);
      await alertModal(CustomFieldMessages.required);
      return;
    }
    setDraft(next);
    if (result.notice) void alertModal(result.notice);
    if (next === saved) return;
    busy.current = true;
    const ok = await save(toInput(field, result.value));
    busy.current = false;
    if (!ok) setDraft(saved);
  }

  const common = {
    label: <FieldLabel field={field} />,
    description: field.description ?? undefined,
    withAsterisk: field.isRequired,
    value: draft,
    readOnly: !canEdit,
    error: error ?? undefined,
    onChange: (e: { currentTarget: { value: string } }) => setDraft(e.currentTarget.value),
    onBlur: () => void commit(),
    'data-field-id': field.id,
  };
  if (field.type === CustomFieldType.LongText)
    return <Textarea {...common} autosize minRows={2} maxRows={8} />;
  return (
    <TextInput
      {...common}
      // Free text for numbers too: "The value for this field must be numeric" needs somewhere to come from.
      inputMode={numeric ? 'decimal' : emails ? 'email' : undefined}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
    />
  );
}
