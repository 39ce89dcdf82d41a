import type {
  CustomFieldEntityKind,
  CustomFieldGroup,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { ActionIcon, Button, ColorSwatch, Group, Table, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteGroup, useSortGroups } from '../../../shared/custom-fields';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow } from '../../../shared/ui';
import { GroupModal } from './GroupModal';

export interface GroupsTableProps {
  kind: CustomFieldEntityKind;
  groups: CustomFieldGroup[];
  canEdit: boolean;
}

/** A kind's field groups in display order; the arrows reorder them through sort-order. */
export function GroupsTable({ kind, groups, canEdit }: GroupsTableProps) {
  const sort = useSortGroups(kind);
  const remove = useDeleteGroup(kind);
  const [editing, setEditing] = useState<CustomFieldGroup | 'new' | null>(null);

  const move = (i: number, by: number) => {
    const ids = groups.map((g) => g.id);
    const [id] = ids.splice(i, 1);
    ids.splice(i + by, 0, id);
    sort.mutate(ids);
  };
  const confirmDelete = async (g: CustomFieldGroup) => {
    const ok = await confirmModal(
      `Delete the group "${g.name}"? Its ${g.fieldCount} field(s) are kept and shown without a group.`,
      { title: 'Delete group', confirmLabel: 'Delete', danger: true },
    );
    if (ok) remove.mutate(g.id);
  };

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Title order={3} fz="lg">
          Groups
        </Title>
        {canEdit && (
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
            New group
          </Button>
        )}
      </Group>
      <Table striped highlightOnHover aria-label="Groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={70}>Order</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={130}>Columns</Table.Th>
            <Table.Th w={100}>Fields</Table.Th>
            {canEdit && <Table.Th w={170} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.length === 0 && <EmptyRow colSpan={canEdit ? 5 : 4} message="No groups yet." />}
          {groups.map((g, i) => (
            <Table.Tr key={g.id}>
              <Table.Td>{g.displayOrder}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {g.color && <ColorSwatch color={g.color} size={14} withShadow={false} />}
                  <Text size="sm">{g.name}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{g.displayColumns}</Table.Td>
              <Table.Td>{g.fieldCount}</Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${g.name} up`}
                      disabled={i === 0 || sort.isPending}
                      onClick={() => move(i, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${g.name} down`}
                      disabled={i === groups.length - 1 || sort.isPending}
                      onClick={() => move(i, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <ActionIcon variant="subtle" aria-label={`Edit ${g.name}`} onClick={() => setEditing(g)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${g.name}`}
                      onClick={() => void confirmDelete(g)}
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
        <GroupModal kind={kind} group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
