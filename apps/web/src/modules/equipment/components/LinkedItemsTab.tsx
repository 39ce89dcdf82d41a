import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { ActionIcon, Button, Group, Stack, Table, TextInput, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { ItemLink, ItemTypeahead } from '../../../shared/items';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useLinkedItemMutations, useLinkedItems } from '../equipment.api';
import { showReading } from './MetricsTab';

const QUANTITY = /^(\d+\.?\d*|\.\d+)$/;

/** Parts that belong to the equipment (filters, belts), added with the item typeahead. */
export function LinkedItemsTab({ equipmentId, canEdit }: { equipmentId: number; canEdit: boolean }) {
  const query = useLinkedItems(equipmentId);
  const { add, remove } = useLinkedItemMutations(equipmentId);
  const [item, setItem] = useState<ItemSummary | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!item) {
      setError('Choose an item.');
      return;
    }
    if (!QUANTITY.test(quantity.trim()) || Number(quantity) <= 0) {
      setError('The quantity must be a number more than 0.');
      return;
    }
    setError(null);
    try {
      await add.mutateAsync({ itemId: item.id, quantity: quantity.trim(), note });
      setItem(null);
      setQuantity('1');
      setNote('');
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
            <div style={{ flex: 1, minWidth: 260 }}>
              <ItemTypeahead label="Link an item" value={item} onChange={setItem} />
            </div>
            <TextInput
              label="Quantity"
              w={100}
              value={quantity}
              onChange={(e) => setQuantity(e.currentTarget.value)}
            />
            <TextInput label="Note" w={220} value={note} onChange={(e) => setNote(e.currentTarget.value)} />
            <Button type="submit" leftSection={<IconPlus size={14} />} loading={add.isPending}>
              Link item
            </Button>
          </Group>
          <FormError message={error} />
        </form>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table aria-label="Linked items" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Item</Table.Th>
                <Table.Th ta="right">Quantity</Table.Th>
                <Table.Th>Note</Table.Th>
                {canEdit && <Table.Th w={50} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={canEdit ? 5 : 4} message="No linked items yet." />}
              {rows.map((l) => (
                <Table.Tr key={l.id}>
                  <Table.Td ff="monospace">{l.item.itemCode}</Table.Td>
                  <Table.Td>
                    <ItemLink itemId={l.item.id} name={l.item.name} />
                  </Table.Td>
                  <Table.Td ta="right">{showReading(l.quantity)}</Table.Td>
                  <Table.Td>{l.note}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <Tooltip label="Unlink">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Unlink ${l.item.name}`}
                          onClick={() =>
                            remove.mutate(l.id, { onError: (e) => showErrorNotification(errorMessage(e)) })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryStatus>
    </Stack>
  );
}
