import type { PublicInvoice } from '@fieldline/contracts/pay-links/pay-links.contract';
import { Group, Stack, Table, Text } from '@mantine/core';
import { formatMoney, formatQuantity, formatUnitPrice } from '../../../shared/format';

/** The invoice's lines and totals, as the customer's copy shows them. */
export function PublicLines({ inv }: { inv: PublicInvoice }) {
  const totals: [string, string, boolean?][] = [
    ['Subtotal', inv.subTotal],
    ['Tax', inv.taxAmount],
    ['Total', inv.total, true],
    ['Paid', inv.amountPaid],
    ['Balance due', inv.balance, true],
  ];
  return (
    <Stack gap="md">
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" data-testid="pay-lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {inv.lines.map((l, i) => (
              // Lines carry no ids on the public page; their order is fixed.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <Table.Tr key={i}>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{l.description}</Table.Td>
                <Table.Td ta="right">{formatQuantity(l.quantity)}</Table.Td>
                <Table.Td ta="right">{formatUnitPrice(l.unitPrice)}</Table.Td>
                <Table.Td ta="right">{formatMoney(l.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap={4} ml="auto" w={{ base: '100%', sm: 280 }}>
        {totals.map(([label, value, strong]) => (
          <Group key={label} justify="space-between">
            <Text fz="sm" fw={strong ? 700 : 400}>
              {label}
            </Text>
            <Text
              fz="sm"
              fw={strong ? 700 : 400}
              data-testid={`pay-total-${label.toLowerCase().replace(' ', '-')}`}
            >
              {formatMoney(value)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
