import { CustomFieldMessages } from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { ColorSwatch, Group, Select, Switch, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DateInputField } from '../dates';
import { alertModal } from '../modals';
import type { FieldEditorProps } from './editor-props';
import { FieldLabel } from './FieldLabel';

/**
 * Date fields save when a day is picked, when the typed date is left, or when cleared. The value
 * is kept in a ref too: the picker closes (and we save) in the same tick as it reports the day.
 */
export function DateFieldEditor({ field, property, canEdit, save }: FieldEditorProps) {
  const saved = property?.dateValue ?? null;
  const [draft, setDraft] = useState(saved);
  const latest = useRef(saved);
  const sent = useRef(saved);
  useEffect(() => {
    setDraft(saved);
    latest.current = saved;
    sent.current = saved;
  }, [saved]);

  async function commit() {
    const value = latest.current;
    if (!canEdit || value === sent.current) return;
    if (value === null && field.isRequired) {
      latest.current = saved;
      setDraft(saved);
      await alertModal(CustomFieldMessages.required);
      return;
    }
    sent.current = value;
    if (!(await save({ dateValue: value }))) {
      sent.current = saved;
      latest.current = saved;
      setDraft(saved);
    }
  }

  return (
    <DateInputField
      label={<FieldLabel field={field} />}
      description={field.description ?? undefined}
      withAsterisk={field.isRequired}
      value={draft}
      readOnly={!canEdit}
      clearable={canEdit && !field.isRequired}
      onChange={(v) => {
        latest.current = v;
        setDraft(v);
        if (v === null) void commit();
      }}
      onBlur={() => void commit()}
      popoverProps={{ onClose: () => void commit() }}
      data-field-id={field.id}
    />
  );
}

/** Yes/No fields: a switch, flipped at once and put back if the save fails. */
export function YesNoFieldEditor({ field, property, canEdit, save }: FieldEditorProps) {
  const saved = property?.bitValue ?? false;
  const [checked, setChecked] = useState(saved);
  useEffect(() => setChecked(saved), [saved]);
  return (
    <Switch
      mt="lg"
      label={<FieldLabel field={field} />}
      description={field.description ?? undefined}
      checked={checked}
      disabled={!canEdit}
      data-field-id={field.id}
      onChange={async (e) => {
        const next = e.currentTarget.checked;
        setChecked(next);
        if (!(await save({ bitValue: next }))) setChecked(saved);
      }}
    />
  );
}

/** List fields: the choices in display order with their colours; a choice since removed still shows. */
export function ListFieldEditor({ field, property, canEdit, save }: FieldEditorProps) {
  const saved = property?.fieldValue?.id ?? null;
  const [value, setValue] = useState(saved);
  useEffect(() => setValue(saved), [saved]);
  const choices = field.fieldValues.filter((v) => !v.isArchived || v.id === saved);
  const colorOf = new Map(choices.map((v) => [String(v.id), v.color]));
  const swatch = (id: string | null) => {
    const color = id ? colorOf.get(id) : null;
    return color ? <ColorSwatch color={color} size={12} withShadow={false} aria-hidden /> : null;
  };

  return (
    <Select
      label={<FieldLabel field={field} />}
      description={field.description ?? undefined}
      withAsterisk={field.isRequired}
      data={choices.map((v) => ({ value: String(v.id), label: v.value ?? '' }))}
      value={value === null ? null : String(value)}
      readOnly={!canEdit}
      clearable={canEdit && !field.isRequired}
      allowDeselect={false}
      leftSection={swatch(value === null ? null : String(value))}
      renderOption={({ option }) => (
        <Group gap="xs" wrap="nowrap">
          {swatch(option.value)}
          <Text size="sm">{option.label}</Text>
        </Group>
      )}
      data-field-id={field.id}
      onChange={async (v) => {
        const next = v === null ? null : Number(v);
        if (next === value) return;
        setValue(next);
        if (!(await save({ fieldValue: next === null ? null : { id: next } }))) setValue(saved);
      }}
    />
  );
}
