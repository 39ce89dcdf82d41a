import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { Badge, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { formatQuantity as qty } from '../../../shared/format';
import { ItemTypeahead } from '../../../shared/items';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useQuickSource } from '../bids.api';

/** Quick source: pick an item and see, per warehouse the bid may source from, what is on hand and free. */
export function QuickSourcePanel({ bidId }: { bidId: number }) {
  const [item, setItem] = useState<ItemSummary | null>(null);
  const query = useQuickSource(bidId, item?.id ?? null);
  return (
    <>
      <Text fw={600} fz="sm" mt="lg" mb="xs">
        Quick source
      </Text>
      <ItemTypeahead value={item} onChange={setItem} label="Item to source" />
      {item && (
        <QueryStatus query={query}>
          {(rows) => (
            <Table mt="sm" striped aria-label="Quick source">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Warehouse</Table.Th>
                  <Table.Th ta="right">On hand</Table.Th>
                  <Table.Th ta="right">Allocated</Table.Th>
                  <Table.Th ta="right">Available</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && (
                  <EmptyRow colSpan={4} message="No warehouse of this office may be sourced from." />
                )}
                {rows.map((r) => (
                  <Table.Tr key={r.warehouseId}>
                    <Table.Td>
                      {r.warehouseName}
                      {r.isVan && (
                        <Badge ml="xs" size="xs" variant="outline" color="gray">
                          Van
                        </Badge>
                      )}
                      {r.isDefault && (
                        <Badge ml="xs" size="xs" variant="light">
                          Default
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{qty(r.onHand)}</Table.Td>
                    <Table.Td ta="right">{qty(r.allocated)}</Table.Td>
                    <Table.Td ta="right" fw={Number(r.available) > 0 ? 600 : undefined}>
                      {qty(r.available)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </QueryStatus>
      )}
    </>
  );
}
