import { formatMoney, formatQuantity, formatUnitPrice, toDecimal } from '@fieldline/contracts/common/money';
import { Alert, Badge, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useItemInventory } from './inventory.api';

export interface ItemInventoryPanelProps {
  itemId: number;
  /** Only these warehouses (each listed even without stock); all warehouses holding the item otherwise. */
  warehouseIds?: number[];
  title?: string;
}

// Quantities show only the places they use ("12.5000" → "12.5"), grouped: the shared rule.
export { formatQuantity };

/**
 * An item's stock per warehouse and bin: on hand, allocated to bids and jobs, available, and value at
 * the average cost. Allocations are per warehouse, so bin rows show on hand and value only.
 */
export function ItemInventoryPanel({ itemId, warehouseIds, title = 'Inventory' }: ItemInventoryPanelProps) {
  const { data, isLoading, isError } = useItemInventory(itemId, warehouseIds);
  if (isLoading) return <Loader size="sm" aria-label="Loading inventory" />;
  if (isError || !data) return <Alert color="red">Inventory could not be loaded.</Alert>;
  return (
    <Stack gap="xs" data-testid="item-inventory">
      <Group justify="space-between">
        <Title order={4}>{title}</Title>
        <Text size="sm" c="dimmed">
          Average cost {formatUnitPrice(data.averageCost)}
        </Text>
      </Group>
      {data.warehouses.length === 0 ? (
        <Text c="dimmed">No stock on hand.</Text>
      ) : (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Warehouse / bin</Table.Th>
              <Table.Th ta="right">On hand</Table.Th>
              <Table.Th ta="right">Allocated</Table.Th>
              <Table.Th ta="right">Available</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.warehouses.map((w) => (
              <Fragment key={w.id}>
                <Table.Tr fw={600}>
                  <Table.Td>
                    {w.name} {w.isVan && <Badge size="xs">Van</Badge>}
                  </Table.Td>
                  <Table.Td ta="right">{formatQuantity(w.onHand)}</Table.Td>
                  <Table.Td ta="right">{formatQuantity(w.allocated)}</Table.Td>
                  <Table.Td ta="right" c={toDecimal(w.available).isNegative() ? 'red' : undefined}>
                    {formatQuantity(w.available)}
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(w.value)}</Table.Td>
                </Table.Tr>
                {w.bins.map((b) => (
                  <Table.Tr key={b.id} data-testid={`bin-${b.id}`}>
                    <Table.Td pl="xl">{b.name}</Table.Td>
                    <Table.Td ta="right">{formatQuantity(b.onHand)}</Table.Td>
                    <Table.Td />
                    <Table.Td />
                    <Table.Td ta="right">{formatMoney(b.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Fragment>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              <Table.Td ta="right">{formatQuantity(data.onHand)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(data.allocated)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(data.available)}</Table.Td>
              <Table.Td ta="right">{formatMoney(data.value)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      )}
    </Stack>
  );
}
