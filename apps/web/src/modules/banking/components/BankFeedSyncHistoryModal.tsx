import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Badge, Modal, Table, Text } from '@mantine/core';
import { EmptyRow } from '../../../shared/ui';
import { SYNC_PAGE_SIZE, useSyncHistory } from '../bank-feeds.api';

/** A bank login's syncs, newest first: when, why, what came in and what went wrong. */
export function BankFeedSyncHistoryModal({
  itemId,
  institution,
  onClose,
}: {
  itemId: number;
  institution: string;
  onClose: () => void;
}) {
  const history = useSyncHistory(itemId);
  const rows = history.data?.data ?? [];
  const total = history.data?.total ?? 0;
  return (
    <Modal opened onClose={onClose} title={`Sync history: ${institution}`} size={1040} centered>
      <Table.ScrollContainer minWidth={820}>
        <Table aria-label="Sync history" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Started</Table.Th>
              <Table.Th>Trigger</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th ta="right">Added</Table.Th>
              <Table.Th ta="right">Changed</Table.Th>
              <Table.Th ta="right">Removed</Table.Th>
              <Table.Th ta="right">Pending</Table.Th>
              <Table.Th ta="right">Not linked</Table.Th>
              <Table.Th>Error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <EmptyRow
                colSpan={9}
                message={history.isLoading ? 'Loading…' : 'This bank has not been synced yet.'}
              />
            )}
            {rows.map((s) => (
              <Table.Tr key={s.id}>
                <Table.Td>{formatDateTime(s.startedDate)}</Table.Td>
                <Table.Td>{s.trigger}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={s.status === 'Ok' ? 'teal' : 'red'}>
                    {s.status === 'Ok' ? 'OK' : 'Failed'}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">{s.added}</Table.Td>
                <Table.Td ta="right">{s.modified}</Table.Td>
                <Table.Td ta="right">{s.removed}</Table.Td>
                <Table.Td ta="right">{s.pending}</Table.Td>
                <Table.Td ta="right">{s.unlinked}</Table.Td>
                <Table.Td>
                  {s.errorMessage ??
                    (s.problems.length > 0 ? `${s.problems.length} transaction problem(s)` : '')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="xs" c="dimmed" mt="sm">
        “Not linked” counts bank lines of accounts not yet linked to a Fieldline bank account; they come in
        once the account is linked. “Pending” lines come in once the bank posts them.
        {total > SYNC_PAGE_SIZE && ` Showing the latest ${SYNC_PAGE_SIZE} of ${total} syncs.`}
      </Text>
    </Modal>
  );
}
