import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Modal, Table } from '@mantine/core';
import { EmptyRow } from '../../../shared/ui';
import { useRecentErrors } from '../bank-feeds.api';

/** A bank login's failed syncs and the bank lines its syncs could not apply. */
export function BankFeedRecentErrorsModal({
  itemId,
  institution,
  onClose,
}: {
  itemId: number;
  institution: string;
  onClose: () => void;
}) {
  const errors = useRecentErrors(itemId);
  const rows = errors.data ?? [];
  return (
    <Modal opened onClose={onClose} title={`Recent errors: ${institution}`} size="xl" centered>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label="Recent errors" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Affected</Table.Th>
              <Table.Th>Code</Table.Th>
              <Table.Th>Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <EmptyRow
                colSpan={4}
                message={errors.isLoading ? 'Loading…' : 'No errors. The feed is healthy.'}
              />
            )}
            {rows.map((e) => (
              <Table.Tr
                key={`${e.syncId}-${e.kind}-${e.code}-${e.transactionId ?? ''}-${e.bankTransactionId ?? ''}`}
              >
                <Table.Td>{formatDateTime(e.date)}</Table.Td>
                <Table.Td>
                  {e.kind === 'Sync' ? 'Whole sync' : `Transaction ${e.transactionId ?? ''}`}
                </Table.Td>
                <Table.Td>{e.code}</Table.Td>
                <Table.Td>{e.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Modal>
  );
}
