import { ApiError } from '@fieldline/client';
import {
  CUSTOM_FIELD_TYPES,
  type CustomField,
  type CustomFieldEntityKind,
  type CustomFieldGroup,
  findFieldType,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import {
  Button,
  Checkbox,
  ColorInput,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSaveField } from '../../../shared/custom-fields';
import { FormError } from '../../../shared/forms';
import { ChoicesEditor } from './ChoicesEditor';
import { type FieldFormValues, formErrorKey, initialValues, toBody, validate } from './field-form';
import { SWATCHES } from './swatches';

export interface FieldModalProps {
  kind: CustomFieldEntityKind;
  /** null: a new field. */
  field: CustomField | null;
  groups: CustomFieldGroup[];
  onClose: () => void;
}

const LIMIT_LABELS = {
  length: ['Minimum length', 'Maximum length'],
  integer: ['Minimum value', 'Maximum value'],
  decimal: ['Minimum value', 'Maximum value'],
} as const;

export function FieldModal({ kind, field, groups, onClose }: FieldModalProps) {
  const save = useSaveField(kind);
  const [values, setValues] = useState<FieldFormValues>(() => initialValues(field));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<FieldFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const def = findFieldType(Number(values.type));

  const submit = async () => {
    const found = validate(values, field);
    setErrors(found);
    if (Object.keys(found).length) return;
    setError(null);
    try {
      const body = toBody(values, field);
      await save.mutateAsync({ id: field?.id, body: field ? { ...body, version: field.version } : body });
      notifications.show({ color: 'teal', message: field ? 'Field saved' : 'Field added' });
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors?.length) {
        setErrors(Object.fromEntries(e.errors.map((x) => [formErrorKey(x.field, values), x.message])));
      }
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={field ? 'Edit field' : 'New field'}
      size="lg"
      closeOnClickOutside={false}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <FormError message={error} />
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            value={values.name}
            error={errors.name}
            onChange={(e) => set({ name: e.currentTarget.value })}
          />
          <Textarea
            label="Description"
            autosize
            minRows={1}
            value={values.description}
            error={errors.description}
            onChange={(e) => set({ description: e.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Type"
              withAsterisk
              allowDeselect={false}
              data={CUSTOM_FIELD_TYPES.map((t) => ({ value: String(t.id), label: t.name }))}
              value={values.type}
              error={errors.type}
              onChange={(v) => set({ type: v ?? '1', min: '', max: '' })}
            />
            <Select
              label="Group"
              placeholder="No group"
              clearable
              data={groups.map((g) => ({ value: String(g.id), label: g.name }))}
              value={values.groupId}
              error={errors.groupId}
              onChange={(v) => set({ groupId: v })}
            />
            <ColorInput
              label="Colour"
              placeholder="#RRGGBB"
              swatches={SWATCHES}
              value={values.color}
              error={errors.color}
              onChange={(color) => set({ color })}
            />
            <TextInput
              label="Display order"
              description="Leave empty to place it last in its group"
              inputMode="numeric"
              value={values.displayOrder}
              error={errors.displayOrder}
              onChange={(e) => set({ displayOrder: e.currentTarget.value })}
            />
            {def?.limits && (
              <>
                <TextInput
                  label={LIMIT_LABELS[def.limits][0]}
                  inputMode="decimal"
                  value={values.min}
                  error={errors.min}
                  onChange={(e) => set({ min: e.currentTarget.value })}
                />
                <TextInput
                  label={LIMIT_LABELS[def.limits][1]}
                  inputMode="decimal"
                  value={values.max}
                  error={errors.max}
                  onChange={(e) => set({ max: e.currentTarget.value })}
                />
              </>
            )}
          </SimpleGrid>
          {def?.hasChoices && (
            <ChoicesEditor
              choices={values.choices}
              errors={errors}
              onChange={(choices) => set({ choices })}
            />
          )}
          <Checkbox
            label="Required (a record's value cannot be cleared)"
            checked={values.isRequired}
            onChange={(e) => set({ isRequired: e.currentTarget.checked })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {field ? 'Save field' : 'Add field'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
