import { formatMoney } from '@fieldline/contracts/common/money';
import type { ValuationReport } from '@fieldline/contracts/inventory/inventory.contract';
import { Group, Paper, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api';
import { DateInputField } from '../../../shared/dates';
import { formatQuantity } from '../../../shared/format';
import { ItemLink } from '../../../shared/items';
import { EmptyRow, PageHeader } from '../../../shared/ui';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The stock ledger's value per item at the end of a date (quantity, average cost, value) and its total,
 * which equals the inventory account's balance at that date (docs/accounting/inventory.md).
 */
export function InventoryValuationPage() {
  const [date, setDate] = useState<string | null>(today());
  const report = useQuery({
    queryKey: ['inventory', 'valuation', date],
    queryFn: ({ signal }) =>
      api.get<ValuationReport>('/reports/inventoryvaluation', { query: { date: date ?? undefined }, signal }),
    enabled: !!date,
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  return (
    <>
      <PageHeader
        title="Inventory valuation"
        description="Quantity, average cost and value per item from the stock ledger, as of a date. The total equals the inventory account's balance."
      />
      <Paper p="md" radius="md" withBorder>
        <Group justify="space-between" align="end" mb="md">
          <DateInputField label="As of" w={150} value={date} onChange={setDate} clearable={false} />
          {data && (
            <Text fw={600} data-testid="valuation-total">
              Total value {formatMoney(data.totalValue)}
            </Text>
          )}
        </Group>
        <Table striped highlightOnHover aria-label="Inventory valuation">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Average cost</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((r) => (
              <Table.Tr key={r.itemId}>
                <Table.Td>
                  <ItemLink itemId={r.itemId} name={r.itemCode} />
                </Table.Td>
                <Table.Td>{r.name}</Table.Td>
                <Table.Td ta="right">{formatQuantity(r.quantity)}</Table.Td>
                <Table.Td ta="right">{r.averageCost}</Table.Td>
                <Table.Td ta="right">{formatMoney(r.value)}</Table.Td>
              </Table.Tr>
            ))}
            {data && data.rows.length === 0 && <EmptyRow colSpan={5} message="No stock on this date." />}
          </Table.Tbody>
          {data && data.rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={4}>Total ({data.rows.length} items)</Table.Th>
                <Table.Th ta="right">{formatMoney(data.totalValue)}</Table.Th>
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
      </Paper>
    </>
  );
}
