import { Badge, Group, Table, Text } from '@mantine/core';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useBidSourcing } from '../bids.api';
import { QuickSourcePanel } from './QuickSourcePanel';

/** Spec 2 §3 Office for sourcing: the warehouses the bid's office sources stock from. */
export function BidSourcingTab({ bidId }: { bidId: number }) {
  const query = useBidSourcing(bidId);
  return (
    <QueryStatus query={query}>
      {(office) => (
        <>
          <Group mb="sm" gap="xl">
            <Text fz="sm">
              <Text span c="dimmed">
                Office:{' '}
              </Text>
              {office.name}
            </Text>
            <Text fz="sm">
              <Text span c="dimmed">
                Default warehouse:{' '}
              </Text>
              {office.defaultWarehouse?.name ?? 'None set'}
            </Text>
          </Group>
          <Table striped aria-label="Sourcing warehouses">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Warehouse</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Can source from</Table.Th>
                <Table.Th>Auto source from</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {office.warehouses.length === 0 && (
                <EmptyRow colSpan={4} message="This office has no warehouses to source from." />
              )}
              {office.warehouses.map((w) => (
                <Table.Tr key={w.warehouse.id}>
                  <Table.Td fw={500}>
                    {w.warehouse.name}
                    {office.defaultWarehouse?.id === w.warehouse.id && (
                      <Badge ml="xs" size="xs" variant="light">
                        Default
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{w.warehouse.isVan ? 'Van' : 'Warehouse'}</Table.Td>
                  <Table.Td>{w.canSourceFrom ? 'Yes' : 'No'}</Table.Td>
                  <Table.Td>{w.autoSourceFrom ? 'Yes' : 'No'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <QuickSourcePanel bidId={bidId} />
        </>
      )}
    </QueryStatus>
  );
}
