import { formatUnitPrice } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { ItemOverride } from '@fieldline/contracts/equipment/equipment.contract';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { ActionIcon, Button, Group, Stack, Table, TextInput, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { FormError } from '../../../shared/forms';
import { ItemLink, ItemTypeahead } from '../../../shared/items';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useOverrideMutations, useOverrides } from '../equipment.api';
import { EditOverrideModal } from './EditOverrideModal';

const AMOUNT = /^(\d+\.?\d*|\.\d+)$/;
const money = (v: string | null | undefined) => (v == null ? '—' : formatUnitPrice(v));

/** A price, cost or description an item takes when used on this equipment. */
export function ItemOverridesTab({ equipmentId, canEdit }: { equipmentId: number; canEdit: boolean }) {
  const query = useOverrides(equipmentId);
  // The override's cost is left out of the answer for users without the Costs permission.
  const showCost = useAccess(Permission.Costs) >= 1;
  const { add, remove } = useOverrideMutations(equipmentId);
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [cost, setCost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<ItemOverride | null>(null);

  const save = async () => {
    if (!item) {
      setError('Choose an item.');
      return;
    }
    const bad = [
      ['Price', price],
      ['Cost', cost],
    ].find(([, v]) => v.trim() !== '' && !AMOUNT.test(v.trim()));
    if (bad) {
      setError(`${bad[0]} must be a number of 0 or more.`);
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({
        itemId: item.id,
        description: description.trim() || null,
        price: price.trim() || null,
        cost: cost.trim() || null,
      });
      setItem(null);
      setDescription('');
      setPrice('');
      setCost('');
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Stack>
      {canEdit && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Group align="flex-end" gap="sm">
            <div style={{ flex: 1, minWidth: 240 }}>
              <ItemTypeahead label="Item" value={item} onChange={setItem} />
            </div>
            <TextInput
              label="Description"
              w={220}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
            />
            <TextInput
              label="Price"
              w={110}
              value={price}
              onChange={(e) => setPrice(e.currentTarget.value)}
            />
            <TextInput label="Cost" w={110} value={cost} onChange={(e) => setCost(e.currentTarget.value)} />
            <Button type="submit" leftSection={<IconPlus size={14} />} loading={add.isPending}>
              Add override
            </Button>
          </Group>
          <FormError message={error} />
        </form>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table aria-label="Item overrides" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                {showCost && <Table.Th ta="right">Cost</Table.Th>}
                {canEdit && <Table.Th w={80} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && (
                <EmptyRow colSpan={3 + (showCost ? 1 : 0) + (canEdit ? 1 : 0)} message="No item overrides." />
              )}
              {rows.map((o) => (
                <Table.Tr key={o.id}>
                  <Table.Td>
                    <ItemLink itemId={o.item.id} name={`${o.item.itemCode} — ${o.item.name}`} />
                  </Table.Td>
                  <Table.Td>{o.description ?? ''}</Table.Td>
                  <Table.Td ta="right">{money(o.price)}</Table.Td>
                  {showCost && <Table.Td ta="right">{money(o.cost)}</Table.Td>}
                  {canEdit && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Tooltip label="Edit override">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit override of ${o.item.name}`}
                            onClick={() => setEditing(o)}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Remove override">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Remove override of ${o.item.name}`}
                            onClick={() =>
                              remove.mutate(o.id, { onError: (e) => showErrorNotification(errorMessage(e)) })
                            }
                          >
                            <IconTrash size={16} />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
      <EditOverrideModal equipmentId={equipmentId} override={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
