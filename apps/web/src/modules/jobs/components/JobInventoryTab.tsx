import { formatDateTime } from '@fieldline/contracts/common/dates';
import { toDecimal } from '@fieldline/contracts/common/money';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPackageExport } from '@tabler/icons-react';
import { useRef } from 'react';
import { formatQuantity as qty } from '../../../shared/format';
import { confirmModal } from '../../../shared/modals';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { usePostProcessing, useProcessInventory } from '../job-work.api';
import { UsedItemsForm } from './UsedItemsForm';

/** Post-processing: the job's stocked lines and issuing them from stock in one step. */
export function JobInventoryTab({ jobId, canEdit }: { jobId: number; canEdit: boolean }) {
  const query = usePostProcessing(jobId);
  const process = useProcessInventory(jobId);
  // One key per attempt: a retry after a lost answer replays the first result instead of issuing twice.
  const attempt = useRef<string | null>(null);

  async function issue() {
    if (
      !(await confirmModal(
        'Issue the remaining quantities of these lines from stock? This cannot be undone.',
        {
          confirmLabel: 'Issue',
        },
      ))
    )
      return;
    attempt.current ??= crypto.randomUUID();
    // A refusal (422) is shown by the general error notification; nothing was stored under the key.
    const result = await process.mutateAsync(attempt.current).catch(() => null);
    if (!result) return;
    attempt.current = null;
    notifications.show({ color: 'teal', message: `${result.movements.length} line(s) issued from stock.` });
  }

  return (
    <QueryStatus query={query}>
      {(pp) => {
        const pending = pp.lines.some((l) => toDecimal(l.toIssue).gt(0));
        return (
          <Stack gap="sm">
            {pp.inventoryProcessedDate && (
              <Alert color="teal" variant="light">
                Issued from stock on {formatDateTime(pp.inventoryProcessedDate)}.
              </Alert>
            )}
            {canEdit && !pp.inventoryProcessedDate && (
              <Group justify="space-between" align="flex-end">
                <UsedItemsForm jobId={jobId} />
                <Button
                  leftSection={<IconPackageExport size={16} />}
                  disabled={!pending}
                  loading={process.isPending}
                  onClick={issue}
                >
                  Issue from stock
                </Button>
              </Group>
            )}
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Item</Table.Th>
                  <Table.Th>Description</Table.Th>
                  <Table.Th>Warehouse</Table.Th>
                  <Table.Th ta="right">Ordered</Table.Th>
                  <Table.Th ta="right">Issued</Table.Th>
                  <Table.Th ta="right">To issue</Table.Th>
                  <Table.Th ta="right">Available</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pp.lines.length === 0 && <EmptyRow colSpan={7} message="No stocked items on this job." />}
                {pp.lines.map((l) => {
                  const short = l.available !== null && toDecimal(l.available).lt(l.toIssue);
                  return (
                    <Table.Tr key={l.lineItemId}>
                      <Table.Td>{l.item.itemCode}</Table.Td>
                      <Table.Td>{l.description || l.item.name}</Table.Td>
                      <Table.Td>
                        {l.warehouse?.name ?? (
                          <Badge color="orange" variant="light">
                            No warehouse
                          </Badge>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{qty(l.ordered)}</Table.Td>
                      <Table.Td ta="right">{qty(l.issued)}</Table.Td>
                      <Table.Td ta="right">{qty(l.toIssue)}</Table.Td>
                      <Table.Td ta="right">
                        {l.available === null ? (
                          '—'
                        ) : (
                          <Text c={short ? 'red' : undefined} span inherit>
                            {qty(l.available)}
                          </Text>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Stack>
        );
      }}
    </QueryStatus>
  );
}
