import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import type { JournalEntry } from '@fieldline/contracts/ledger/ledger.contract';
import { Anchor, Badge, Button, Drawer, Group, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAdjustments, IconArrowBackUp, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { QueryStatus } from '../../../shared/ui';
import { useEntry, useReverseEntry } from '../ledger.api';
import { EntryAccount } from './EntryAccount';
import { EntryMemoForm } from './EntryMemoForm';

interface Props {
  entryId: number | null;
  onClose: () => void;
  canEdit: boolean;
  onAdjust: (entry: JournalEntry) => void;
  /** Where an entry link leads (the journal page route of that entry). */
  hrefOf: (id: number) => string;
}

/** A journal entry with its lines and links, and the Edit memos, Reverse and Adjust actions. */
export function EntryDrawer({ entryId, onClose, canEdit, onAdjust, hrefOf }: Props) {
  const entry = useEntry(entryId);
  const reverse = useReverseEntry();
  // Keyed by entry so following a link to another entry leaves edit mode.
  const [editingId, setEditingId] = useState<number | null>(null);

  const confirmReverse = (target: JournalEntry) =>
    modals.openConfirmModal({
      title: `Reverse entry ${target.id}?`,
      children: <Text size="sm">A new entry with the debits and credits swapped will be posted.</Text>,
      labels: { confirm: 'Reverse', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        reverse.mutate(
          { entryId: target.id },
          { onError: (err) => showErrorNotification(errorMessage(err)) },
        ),
    });

  const link = (label: string, id: number | null) =>
    id ? (
      <Text size="sm">
        {label}{' '}
        <Anchor component={Link} to={hrefOf(id)}>
          entry {id}
        </Anchor>
      </Text>
    ) : null;

  return (
    <Drawer
      opened={entryId != null}
      onClose={onClose}
      position="right"
      size="xl"
      title={`Journal entry ${entryId ?? ''}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <QueryStatus query={entry}>
        {(e) => (
          <Stack>
            <Group justify="space-between">
              <Group gap="xs">
                <Badge variant="light">{e.sourceType}</Badge>
                {e.sourceId != null && <Text size="sm">source #{e.sourceId}</Text>}
                {e.reversedByEntryId && <Badge color="red">Reversed</Badge>}
              </Group>
              {canEdit && (
                <Group gap="xs">
                  <Button
                    variant="light"
                    leftSection={<IconPencil size={16} />}
                    disabled={editingId === e.id}
                    onClick={() => setEditingId(e.id)}
                  >
                    Edit memos
                  </Button>
                  <Button
                    variant="light"
                    leftSection={<IconAdjustments size={16} />}
                    disabled={Boolean(e.reversedByEntryId)}
                    onClick={() => onAdjust(e)}
                  >
                    Adjust
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconArrowBackUp size={16} />}
                    disabled={Boolean(e.reversedByEntryId)}
                    loading={reverse.isPending}
                    onClick={() => confirmReverse(e)}
                  >
                    Reverse
                  </Button>
                </Group>
              )}
            </Group>
            <Group gap="xl">
              <Text size="sm">
                <b>Date</b> {formatDate(e.entryDate)} ({e.periodName})
              </Text>
              <Text size="sm">
                <b>Total</b> {formatMoney(e.total)}
              </Text>
              {e.reference && (
                <Text size="sm">
                  <b>Reference</b> {e.reference}
                </Text>
              )}
            </Group>
            {editingId !== e.id && e.memo && <Text size="sm">{e.memo}</Text>}
            {link('Reverses', e.reversesEntryId)}
            {link('Reversed by', e.reversedByEntryId)}
            {link('Adjusts', e.adjustsEntryId)}
            {e.adjustedByEntryIds.map((id) => (
              <div key={id}>{link('Adjusted by', id)}</div>
            ))}
            {editingId === e.id ? (
              <EntryMemoForm entry={e} onDone={() => setEditingId(null)} />
            ) : (
              <Table aria-label="Entry lines" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th>Memo</Table.Th>
                    <Table.Th ta="right">Debit</Table.Th>
                    <Table.Th ta="right">Credit</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {e.lines.map((l) => (
                    <Table.Tr key={l.id}>
                      <Table.Td>
                        <EntryAccount line={l} />
                      </Table.Td>
                      <Table.Td>{l.memo}</Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {l.debit === '0.00' ? '' : formatMoney(l.debit)}
                      </Table.Td>
                      <Table.Td ta="right" ff="monospace">
                        {l.credit === '0.00' ? '' : formatMoney(l.credit)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            <Text size="xs" c="dimmed">
              Posted {formatDateTime(e.createdDate)}
            </Text>
          </Stack>
        )}
      </QueryStatus>
    </Drawer>
  );
}
