import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Trip } from '@fieldline/contracts/expenses/expenses.contract';
import { Button, Paper, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { api, errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { formatDateRange, formatMoney, formatQuantity } from '../../../shared/format';
import { EmptyRow } from '../../../shared/ui';
import { useMileageTotals, usePostExpenses } from '../expenses.api';

/**
 * Reimbursement per employee for the period: trips, miles, the amount at the rate of each trip's date,
 * how much of it is posted. The office posts the pending reimbursement of the period to the ledger.
 */
export function MileageTotals({ from, to }: { from: string; to: string }) {
  const totals = useMileageTotals(from, to);
  const office = useAccess(Permission.Employees) >= 1;
  const canWrite = useAccess(Permission.Expenses) >= 2;
  const canPost = office && canWrite;
  const seesLedger = useAccess(Permission.GeneralLedger) >= 1;
  const post = usePostExpenses();
  const [entry, setEntry] = useState<number | null>(null);
  const rows = totals.data ?? [];
  const pending = rows.some((r) => Number(r.unposted) > 0);

  const postPeriod = async () => {
    try {
      const list = await api.get<SearchResult<Trip>>('/mileagelog/search', {
        query: { from, to, posted: 'false', limit: 10000 },
      });
      const tripIds = list.data.filter((t) => t.reimbursement !== null).map((t) => t.id);
      const result = await post.mutateAsync({ tripIds });
      setEntry(result.entryId);
    } catch (e) {
      showErrorNotification(errorMessage(e));
    }
  };

  return (
    <Paper p="lg" radius="md">
      <Title order={2} fz="h4" mb={4}>
        Reimbursement totals
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {formatDateRange(from, to)}
      </Text>
      <Table aria-label="Reimbursement totals">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Employee</Table.Th>
            <Table.Th ta="right">Trips</Table.Th>
            <Table.Th ta="right">Miles</Table.Th>
            <Table.Th ta="right">Reimbursement</Table.Th>
            <Table.Th ta="right">Posted</Table.Th>
            <Table.Th ta="right">Pending</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !totals.isLoading && (
            <EmptyRow colSpan={6} message="No trips in this period." />
          )}
          {rows.map((r) => (
            <Table.Tr key={r.employee.id}>
              <Table.Td>
                {r.employee.name}
                {r.unrated > 0 && (
                  <Text fz="xs" c="orange">
                    {r.unrated} trip{r.unrated === 1 ? '' : 's'} on dates without a rate
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{r.trips}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatQuantity(r.distance)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace" fw={600}>
                {formatMoney(r.reimbursement)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(r.posted)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(r.unposted)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {canPost && (
        <Button mt="md" variant="light" disabled={!pending} loading={post.isPending} onClick={postPeriod}>
          Post pending reimbursement
        </Button>
      )}
      {entry !== null && (
        <Text fz="sm" mt="xs">
          Posted as{' '}
          {seesLedger ? (
            <Link to={`/accounting/journal/${entry}`}>journal entry {entry}</Link>
          ) : (
            `journal entry ${entry}`
          )}
          .
        </Text>
      )}
    </Paper>
  );
}
