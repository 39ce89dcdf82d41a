import { formatMoney, formatQuantity, formatUnitPrice, toDecimal } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type ItemSummary,
  isValidQuantity,
  quantityScaleOf,
} from '@fieldline/contracts/items/items.contract';
import { ActionIcon, Button, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useAccess } from '../../../app/auth/AuthProvider';
import { ItemLink, ItemTypeahead } from '../../../shared/items';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow } from '../../../shared/ui';
import { useChildItemEdits, useChildItems } from '../items.api';

/** A kit's components: each child item with its quantity (on the child's quantity scale). */
export function ChildItemsPanel({ itemId, canEdit }: { itemId: number; canEdit: boolean }) {
  const children = useChildItems(itemId);
  const edits = useChildItemEdits(itemId);
  const [picked, setPicked] = useState<ItemSummary | null>(null);
  const [quantity, setQuantity] = useState<string | number>('1');
  const scale = picked ? quantityScaleOf(picked) : { step: '1', decimals: 0 };
  const quantityOk = picked !== null && Number(quantity) > 0 && isValidQuantity(String(quantity), scale);
  const rows = children.data ?? [];
  // Unit costs are left out of the answer for users without the Costs permission.
  const showCost = useAccess(Permission.Costs) >= 1;
  const total = rows.reduce(
    (sum, c) => sum.plus(toDecimal(c.item.cost ?? 0).times(toDecimal(c.quantity))),
    toDecimal(0),
  );

  const add = async () => {
    if (!picked) return;
    await edits.add.mutateAsync({ childItemId: picked.id, quantity: String(quantity) });
    setPicked(null);
    setQuantity('1');
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4}>Child items</Title>
        {showCost && (
          <Text size="sm" c="dimmed">
            Component cost {formatMoney(total)}
          </Text>
        )}
      </Group>
      <Table verticalSpacing="xs" aria-label="Child items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Code</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            {showCost && <Table.Th ta="right">Unit cost</Table.Th>}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <EmptyRow colSpan={showCost ? 5 : 4} message="This item has no child items." />
          )}
          {rows.map((c) => (
            <Table.Tr key={c.item.id}>
              <Table.Td>
                <ItemLink itemId={c.item.id} name={c.item.name} />
              </Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {c.item.itemCode}
              </Table.Td>
              <Table.Td ta="right">{formatQuantity(c.quantity)}</Table.Td>
              {showCost && <Table.Td ta="right">{formatUnitPrice(c.item.cost)}</Table.Td>}
              <Table.Td>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${c.item.name}`}
                    onClick={async () => {
                      if (await confirmModal(`Remove ${c.item.name} from this kit?`))
                        edits.remove.mutate(c.item.id);
                    }}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canEdit && (
        <Group align="flex-end">
          <div style={{ flex: 1 }}>
            <ItemTypeahead label="Add child item" value={picked} onChange={setPicked} excludeIds={[itemId]} />
          </div>
          <NumberInput
            label="Quantity"
            value={quantity}
            onChange={setQuantity}
            min={0}
            step={Number(scale.step)}
            decimalScale={scale.decimals}
            w={120}
            error={picked && !quantityOk ? `Multiples of ${scale.step}` : undefined}
          />
          <Button onClick={add} disabled={!quantityOk} loading={edits.add.isPending}>
            Add
          </Button>
        </Group>
      )}
    </Stack>
  );
}
