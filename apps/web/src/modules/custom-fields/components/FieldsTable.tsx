import {
  type CustomField,
  type CustomFieldEntityKind,
  type CustomFieldGroup,
  fieldLimits,
  findFieldType,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  ColorSwatch,
  Group,
  SegmentedControl,
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useCustomFields, useDeleteField, useSaveField, useSetRequired } from '../../../shared/custom-fields';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow } from '../../../shared/ui';
import { FieldModal } from './FieldModal';

export interface FieldsTableProps {
  kind: CustomFieldEntityKind;
  groups: CustomFieldGroup[];
  canEdit: boolean;
}

function ValuesSummary({ field }: { field: CustomField }) {
  const def = findFieldType(field.type);
  if (def?.hasChoices) {
    return (
      <Group gap={4}>
        {field.fieldValues
          .filter((v) => !v.isArchived)
          .map((v) => (
            <Badge key={v.id} variant="light" color={v.color ?? 'gray'} size="sm">
              {v.value}
            </Badge>
          ))}
      </Group>
    );
  }
  const { min, max } = fieldLimits(field);
  if (!def?.limits || (min === null && max === null)) return null;
  const unit = def.limits === 'length' ? ' characters' : '';
  const text =
    min !== null && max !== null
      ? `${min} to ${max}${unit}`
      : min !== null
        ? `at least ${min}${unit}`
        : `at most ${max}${unit}`;
  return <Text size="sm">{text}</Text>;
}

/** A kind's fields in panel order: add, edit, archive or restore, delete, and the required flag. */
export function FieldsTable({ kind, groups, canEdit }: FieldsTableProps) {
  const [show, setShow] = useState<'active' | 'archived'>('active');
  const fields = useCustomFields(kind, show === 'archived');
  const save = useSaveField(kind);
  const remove = useDeleteField(kind);
  const required = useSetRequired(kind);
  const [editing, setEditing] = useState<CustomField | 'new' | null>(null);
  const rows = fields.data ?? [];

  const confirmDelete = async (f: CustomField) => {
    const ok = await confirmModal(
      `Delete the field "${f.name}"? Only a field no record has a value for can be deleted.`,
      {
        title: 'Delete field',
        confirmLabel: 'Delete',
        danger: true,
      },
    );
    if (ok) remove.mutate(f.id);
  };
  const cols = canEdit ? 7 : 6;

  return (
    <>
      <Group justify="space-between" mb="xs" mt="xl">
        <Group>
          <Title order={3} fz="lg">
            Fields
          </Title>
          <SegmentedControl
            size="xs"
            value={show}
            onChange={(v) => setShow(v as 'active' | 'archived')}
            data={[
              { value: 'active', label: 'In use' },
              { value: 'archived', label: 'Archived' },
            ]}
          />
        </Group>
        {canEdit && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            New field
          </Button>
        )}
      </Group>
      <Table striped highlightOnHover aria-label="Fields">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Group</Table.Th>
            <Table.Th w={70}>Order</Table.Th>
            <Table.Th>Values</Table.Th>
            <Table.Th w={90}>Required</Table.Th>
            {canEdit && <Table.Th w={120} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.isPending && <EmptyRow colSpan={cols} message="Loading…" />}
          {!fields.isPending && rows.length === 0 && (
            <EmptyRow
              colSpan={cols}
              message={show === 'archived' ? 'No archived fields.' : 'No fields yet.'}
            />
          )}
          {rows.map((f) => (
            <Table.Tr key={f.id}>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {f.color && <ColorSwatch color={f.color} size={12} withShadow={false} />}
                  <div>
                    <Text size="sm">{f.name}</Text>
                    {f.description && (
                      <Text size="xs" c="dimmed">
                        {f.description}
                      </Text>
                    )}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td>{findFieldType(f.type)?.name}</Table.Td>
              <Table.Td>
                {f.group?.name ?? (
                  <Text c="dimmed" size="sm">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{f.displayOrder}</Table.Td>
              <Table.Td>
                <ValuesSummary field={f} />
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`${f.name} is required`}
                  checked={f.isRequired}
                  disabled={!canEdit || f.isArchived || required.isPending}
                  onChange={(e) => required.mutate({ fieldId: f.id, isRequired: e.currentTarget.checked })}
                />
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${f.name}`} onClick={() => setEditing(f)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <Tooltip label={f.isArchived ? 'Restore' : 'Archive'}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`${f.isArchived ? 'Restore' : 'Archive'} ${f.name}`}
                        onClick={() =>
                          save.mutate(
                            { id: f.id, body: { isArchived: !f.isArchived, version: f.version } },
                            { onError: (e) => showErrorNotification(errorMessage(e)) },
                          )
                        }
                      >
                        {f.isArchived ? <IconArchiveOff size={16} /> : <IconArchive size={16} />}
                      </ActionIcon>
                    </Tooltip>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${f.name}`}
                      onClick={() => void confirmDelete(f)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {editing && (
        <FieldModal
          kind={kind}
          field={editing === 'new' ? null : editing}
          groups={groups}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
