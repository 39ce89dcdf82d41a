import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageCode, pageUrl } from '../../../app/page-codes';
import { type StockMove, useStockMoves } from '../assets.api';

const WHAT: Record<StockMove['kind'], string> = {
  FromStock: 'Made from stock',
  ToStock: 'Put back into stock',
  ToEquipment: 'Handed to a customer',
};

function where(m: StockMove) {
  if (m.kind === 'ToEquipment' && m.customer)
    return (
      <>
        <Anchor component={Link} to={pageUrl(PageCode.Customer, m.customer.id)} fz="sm">
          {m.customer.name}
        </Anchor>
        {m.equipmentId && (
          <>
            {' · '}
            <Anchor component={Link} to={pageUrl(PageCode.Equipment, m.equipmentId)} fz="sm">
              equipment {m.equipmentId}
            </Anchor>
          </>
        )}
      </>
    );
  return [m.item?.name, m.warehouse?.name].filter(Boolean).join(' · ');
}

/** Where the asset came from and where it went, with the amounts posted. */
export function StockMovesPanel({ assetId }: { assetId: number }) {
  const moves = useStockMoves(assetId);
  const rows = moves.data ?? [];
  return (
    <>
      <Title order={2} fz="h4" mb="sm">
        Stock and customers
      </Title>
      {rows.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Not made from stock; still on the books.
        </Text>
      ) : (
        <Table aria-label="Stock and customers" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Item, warehouse or customer</Table.Th>
              <Table.Th ta="right">Cost</Table.Th>
              <Table.Th ta="right">Depreciation</Table.Th>
              <Table.Th ta="right">Book value</Table.Th>
              <Table.Th>Note</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>{formatDate(m.moveDate)}</Table.Td>
                <Table.Td>{WHAT[m.kind]}</Table.Td>
                <Table.Td>{where(m)}</Table.Td>
                <Table.Td ta="right">{formatMoney(m.cost)}</Table.Td>
                <Table.Td ta="right">{formatMoney(m.accumulated)}</Table.Td>
                <Table.Td ta="right">{formatMoney(m.bookValue)}</Table.Td>
                <Table.Td>{m.note}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
