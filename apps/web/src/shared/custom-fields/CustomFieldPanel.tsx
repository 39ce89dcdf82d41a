import {
  type CustomField,
  type CustomFieldEntityKind,
  CustomFieldMessages,
  CustomFieldType,
  type Property,
  type PropertyInput,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { Alert, Box, Center, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useCallback, useState } from 'react';
import { saveProperty, useCustomFields, useProperties } from './custom-fields.api';
import type { FieldEditorProps } from './editor-props';
import { DateFieldEditor, ListFieldEditor, YesNoFieldEditor } from './PickerFieldEditors';
import { TextFieldEditor } from './TextFieldEditor';

export interface CustomFieldPanelProps {
  entityKind: CustomFieldEntityKind;
  recordId: number;
  canEdit: boolean;
}

const EDITORS: Record<number, ComponentType<FieldEditorProps>> = {
  [CustomFieldType.Date]: DateFieldEditor,
  [CustomFieldType.YesNo]: YesNoFieldEditor,
  [CustomFieldType.List]: ListFieldEditor,
};

export interface FieldSection {
  key: string;
  name: string | null;
  color: string | null;
  columns: number;
  fields: CustomField[];
}

/** Groups in display order, their fields in display order, the ungrouped fields last (spec 2 §2.5). */
export function sectionsOf(fields: CustomField[]): FieldSection[] {
  const byGroup = new Map<number | null, CustomField[]>();
  for (const f of fields) byGroup.set(f.group?.id ?? null, [...(byGroup.get(f.group?.id ?? null) ?? []), f]);
  const groups = [...new Map(fields.filter((f) => f.group).map((f) => [f.group?.id, f.group])).values()]
    .filter((g) => g !== null && g !== undefined)
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  const byOrder = (a: CustomField, b: CustomField) => a.displayOrder - b.displayOrder || a.id - b.id;
  const sections: FieldSection[] = groups.map((g) => ({
    key: String(g.id),
    name: g.name,
    color: g.color,
    columns: Math.max(1, g.displayColumns),
    fields: (byGroup.get(g.id) ?? []).sort(byOrder),
  }));
  const loose = byGroup.get(null);
  if (loose) sections.push({ key: 'none', name: null, color: null, columns: 2, fields: loose.sort(byOrder) });
  return sections;
}

/**
 * A record's custom fields, edited inline: definitions and values come in two queries, each field
 * saves on its own (blur or change) and a failure says "there was an error updating the field".
 */
export function CustomFieldPanel({ entityKind, recordId, canEdit }: CustomFieldPanelProps) {
  const definitions = useCustomFields(entityKind);
  const values = useProperties(entityKind, recordId);
  const client = useQueryClient();
  const [invalid, setInvalid] = useState<Set<number>>(new Set());

  const save = useCallback(
    async (field: CustomField, input: Omit<PropertyInput, 'field'>) => {
      try {
        await saveProperty(client, entityKind, recordId, { field: { id: field.id }, ...input });
        return true;
      } catch {
        notifications.show({ color: 'red', title: 'Error', message: CustomFieldMessages.updateFailed });
        return false;
      }
    },
    [client, entityKind, recordId],
  );
  const onInvalid = useCallback((fieldId: number, bad: boolean) => {
    setInvalid((old) => {
      if (old.has(fieldId) === bad) return old;
      const next = new Set(old);
      if (bad) next.add(fieldId);
      else next.delete(fieldId);
      return next;
    });
  }, []);

  if (definitions.error || values.error) {
    return (
      <Alert color="red" variant="light" role="alert">
        {(definitions.error ?? values.error)?.message}
      </Alert>
    );
  }
  if (!definitions.data || !values.data) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading custom fields" />
      </Center>
    );
  }
  if (definitions.data.length === 0) {
    return <Text c="dimmed">No custom fields are defined for this record type.</Text>;
  }
  const byField = new Map<number, Property>(values.data.map((p) => [p.field.id, p]));

  return (
    <Stack gap="md">
      {sectionsOf(definitions.data).map((s) => {
        const flagged = s.fields.some((f) => invalid.has(f.id));
        return (
          <Paper
            key={s.key}
            withBorder
            p="md"
            radius="md"
            role="group"
            aria-label={s.name ?? 'Other fields'}
            aria-invalid={flagged || undefined}
            data-error={flagged || undefined}
            style={{
              borderTop: `4px solid ${s.color ?? 'var(--mantine-color-gray-4)'}`,
              ...(flagged ? { borderColor: 'var(--mantine-color-red-6)' } : {}),
            }}
          >
            <Title order={4} fz="md" mb="sm">
              {s.name ?? 'Other fields'}
            </Title>
            {flagged && (
              <Text c="red" size="sm" mb="sm" role="alert">
                This group has errors: correct the highlighted field.
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: Math.min(2, s.columns), md: s.columns }} spacing="md">
              {s.fields.map((f) => {
                const Editor = EDITORS[f.type] ?? TextFieldEditor;
                return (
                  <Box key={f.id}>
                    <Editor
                      field={f}
                      property={byField.get(f.id)}
                      canEdit={canEdit}
                      save={(input) => save(f, input)}
                      onInvalid={onInvalid}
                    />
                  </Box>
                );
              })}
            </SimpleGrid>
          </Paper>
        );
      })}
    </Stack>
  );
}
