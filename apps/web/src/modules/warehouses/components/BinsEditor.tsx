import type { Warehouse } from '@fieldline/contracts/warehouses/warehouses.contract';
import { ActionIcon, Button, Group, Stack, Switch, Table, TextInput, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { type BinChange, useUpdateWarehouse } from '../warehouses.api';

/** A warehouse's bins: rename, deactivate and add. Bins are never deleted (movements point at them). */
export function BinsEditor({
  warehouse,
  canEdit,
  singleBin,
}: {
  warehouse: Warehouse;
  canEdit: boolean;
  singleBin: boolean;
}) {
  const update = useUpdateWarehouse();
  const [names, setNames] = useState<Record<number, string>>({});
  const [added, setAdded] = useState('');

  const save = async (bins: BinChange[]) => {
    try {
      await update.mutateAsync({ id: warehouse.id, version: warehouse.version, bins });
      setNames({});
      setAdded('');
    } catch (e) {
      showErrorNotification(errorMessage(e));
    }
  };

  return (
    <Stack gap="xs">
      <Title order={5}>
        Bins{singleBin && ' (single-bin inventory: stock uses each item’s default bin)'}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th w={100}>Active</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {warehouse.bins.map((b) => {
            const edited = names[b.id];
            return (
              <Table.Tr key={b.id}>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <TextInput
                      size="xs"
                      aria-label={`Bin ${b.name} name`}
                      value={edited ?? b.name}
                      disabled={!canEdit}
                      onChange={(e) => setNames({ ...names, [b.id]: e.currentTarget.value })}
                    />
                    {edited?.trim() && edited !== b.name && (
                      <ActionIcon
                        aria-label={`Rename bin ${b.name}`}
                        onClick={() => save([{ id: b.id, name: edited.trim() }])}
                      >
                        <IconCheck size={16} />
                      </ActionIcon>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Switch
                    aria-label={`Bin ${b.name} active`}
                    checked={b.isActive}
                    disabled={!canEdit}
                    onChange={(e) => save([{ id: b.id, isActive: e.currentTarget.checked }])}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <Group gap="xs">
          <TextInput
            size="xs"
            placeholder="New bin name"
            aria-label="New bin name"
            value={added}
            onChange={(e) => setAdded(e.currentTarget.value)}
          />
          <Button size="xs" disabled={!added.trim()} onClick={() => save([{ name: added.trim() }])}>
            Add bin
          </Button>
        </Group>
      )}
    </Stack>
  );
}
