import type { InvoiceDetail, InvoiceItem } from '@fieldline/contracts/invoices/invoices.contract';
import { NA_GROUP_NAME } from '@fieldline/contracts/line-items/line-items.contract';
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { EmptyRow } from '../../../shared/ui';
import { money, qty, unitPrice } from './invoice-format';

function ItemRow({ item }: { item: InvoiceItem }) {
  return (
    <Table.Tr>
      <Table.Td ff="monospace" fz="sm">
        {item.itemCode ?? ''}
      </Table.Td>
      <Table.Td>
        {item.description}
        {!item.isTaxable && (
          <Badge ml="xs" size="xs" variant="outline" color="gray">
            Non-taxable
          </Badge>
        )}
      </Table.Td>
      <Table.Td ta="right">{qty(item.quantity)}</Table.Td>
      <Table.Td ta="right">{unitPrice(item.unitPrice)}</Table.Td>
      <Table.Td ta="right">{money(item.subtotal)}</Table.Td>
      <Table.Td ta="right">{money(item.tax)}</Table.Td>
      <Table.Td ta="right">{money(item.total)}</Table.Td>
    </Table.Tr>
  );
}

/**
 * The invoice's lines under their groups, the ungrouped lines last under the spec's "Not Applicable" group
 * (no heading when there are no groups at all), then tax by authority and the totals.
 */
export function InvoiceItems({ invoice }: { invoice: InvoiceDetail }) {
  const loose = invoice.items.filter((i) => i.groupId === null);
  const naGroup = invoice.groups.find((g) => g.name === NA_GROUP_NAME);
  const sections = [
    ...invoice.groups.map((g) => ({
      ...g,
      items: [...invoice.items.filter((i) => i.groupId === g.id), ...(g === naGroup ? loose : [])],
    })),
    ...(loose.length && !naGroup
      ? [{ id: 0, name: invoice.groups.length ? NA_GROUP_NAME : '', items: loose }]
      : []),
  ];
  return (
    <Stack>
      <Table aria-label="Invoice items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Description</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Unit price</Table.Th>
            <Table.Th ta="right">Subtotal</Table.Th>
            <Table.Th ta="right">Tax</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.items.length === 0 && <EmptyRow colSpan={7} message="No items." />}
          {sections.map((s) => (
            <Fragment key={s.id}>
              {s.name && (
                <Table.Tr bg="var(--mantine-color-gray-0)">
                  <Table.Td colSpan={7} fw={600}>
                    {s.name}
                  </Table.Td>
                </Table.Tr>
              )}
              {s.items.map((item) => (
                <ItemRow key={item.id} item={item} />
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="flex-start" justify="space-between" wrap="wrap">
        <div>
          <Title order={5} mb="xs">
            Tax by authority{invoice.taxSchedule ? ` · ${invoice.taxSchedule.name}` : ''}
          </Title>
          {invoice.taxes.length === 0 ? (
            <Text fz="sm" c="dimmed">
              No sales tax on this invoice.
            </Text>
          ) : (
            <Table aria-label="Tax by authority" w={460}>
              <Table.Tbody>
                {invoice.taxes.map((t) => (
                  <Table.Tr key={t.authorityId}>
                    <Table.Td>{t.name}</Table.Td>
                    <Table.Td ta="right">{qty(t.rate)} %</Table.Td>
                    <Table.Td ta="right">{money(t.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </div>
        <Table aria-label="Invoice totals" w={300}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Td>Subtotal</Table.Td>
              <Table.Td ta="right">{money(invoice.subTotal)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>Tax</Table.Td>
              <Table.Td ta="right">{money(invoice.taxAmount)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Td>Total</Table.Td>
              <Table.Td ta="right" data-testid="invoice-total">
                {money(invoice.total)}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>Paid</Table.Td>
              <Table.Td ta="right">{money(invoice.amountPaid)}</Table.Td>
            </Table.Tr>
            <Table.Tr fw={700}>
              <Table.Td>Balance</Table.Td>
              <Table.Td ta="right" data-testid="invoice-balance">
                {money(invoice.balance)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Group>
    </Stack>
  );
}
