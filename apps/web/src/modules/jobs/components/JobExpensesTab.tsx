import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, sumMoney } from '@fieldline/contracts/common/money';
import type { Expense } from '@fieldline/contracts/jobs/job-work.contract';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus, RowActions } from '../../../shared/ui';
import { useDeleteExpense, useExpenses } from '../job-work.api';
import { ExpenseModal } from './ExpenseModal';

/** The job's expenses (parking, materials bought on the way ...). */
export function JobExpensesTab({ jobId, canEdit }: { jobId: number; canEdit: boolean }) {
  const query = useExpenses(jobId);
  const remove = useDeleteExpense(jobId);
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const cols = canEdit ? 8 : 7;

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add expense
          </Button>
        </Group>
      )}
      <QueryStatus query={query}>
        {(rows) => (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>Entered on</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Vendor</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>Expense item</Table.Th>
                <Table.Th>Equipment</Table.Th>
                <Table.Th style={{ whiteSpace: 'nowrap' }}>Entered by</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                {canEdit && <Table.Th w={80} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyRow colSpan={cols} message="No expenses on this job." />}
              {rows.map((x) => (
                <Table.Tr key={x.id}>
                  <Table.Td>{formatDate(x.enteredOn)}</Table.Td>
                  <Table.Td>{x.description}</Table.Td>
                  <Table.Td>{x.vendor || <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{x.expenseItem?.name ?? <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{x.equipment?.name ?? <Text c="dimmed">—</Text>}</Table.Td>
                  <Table.Td>{x.createdBy?.displayName ?? ''}</Table.Td>
                  <Table.Td ta="right">{formatMoney(x.amount)}</Table.Td>
                  {canEdit && (
                    <Table.Td>
                      <RowActions
                        name={x.description}
                        onEdit={() => setEditing(x)}
                        onDelete={async () => {
                          if (await confirmModal(`Delete the expense "${x.description}"?`, { danger: true }))
                            remove.mutate(x.id);
                        }}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
            {rows.length > 0 && (
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th colSpan={6}>Total</Table.Th>
                  <Table.Th ta="right">{formatMoney(sumMoney(rows.map((x) => x.amount)))}</Table.Th>
                  {canEdit && <Table.Th />}
                </Table.Tr>
              </Table.Tfoot>
            )}
          </Table>
        )}
      </QueryStatus>
      {editing && (
        <ExpenseModal
          jobId={jobId}
          expense={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
