import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Anchor, Badge, Paper, Table } from '@mantine/core';
import { Link } from 'react-router';
import { pageUrl } from '../../../app/page-codes';
import { EmptyRow, PageHeader } from '../../../shared/ui';
import { usePendingHolds } from '../payments.api';

const subjectUrl = (kind: string, id: number) =>
  kind === 'Invoice' ? `/invoices/${id}` : pageUrl(kind === 'Job' ? PageCode.Job : PageCode.PendingJob, id);

/** Pending transactions: card holds still held, soonest to lapse first, with any renewal that failed. */
export function CardHoldsPage() {
  const holds = usePendingHolds();
  const rows = holds.data ?? [];
  return (
    <>
      <PageHeader
        title="Card holds"
        description="Amounts held on customers' cards, not yet captured or released. Holds are renewed a day before they lapse; one that could not be renewed says why."
      />
      <Paper p="lg" radius="md">
        <Table aria-label="Pending card holds">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Customer</Table.Th>
              <Table.Th>For</Table.Th>
              <Table.Th>Card</Table.Th>
              <Table.Th ta="right">Held</Table.Th>
              <Table.Th>Lapses</Table.Th>
              <Table.Th>Renewed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <EmptyRow colSpan={6} message={holds.isLoading ? 'Loading…' : 'No card holds are pending.'} />
            )}
            {rows.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Customer, h.customerId)} fz="sm">
                    {h.customerName}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={subjectUrl(h.subjectKind, h.subjectId)} fz="sm">
                    {h.subjectLabel}
                  </Anchor>
                </Table.Td>
                <Table.Td>{h.card}</Table.Td>
                <Table.Td ta="right">{formatMoney(h.heldTotal)}</Table.Td>
                <Table.Td>
                  {formatDate(h.expiresAt.slice(0, 10))}
                  {h.problem && (
                    <Badge color="red" variant="light" ml="xs">
                      {h.problem}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{h.reauthorizations}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </>
  );
}
