import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Badge, Table, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatTime12 } from '../hours';
import { ModalContent } from '../modals';
import { EmptyRow } from '../ui';

/** One audited change of a record, as the history routes answer it. */
export interface HistoryEntry {
  id: number;
  action: string;
  changes: Record<string, { from?: unknown; to?: unknown }> | null;
  userDisplayName: string | null;
  at: string;
}

function label(field: string, labels: Record<string, string>): string {
  return labels[field] ?? field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  // Lists (a contract's fees) read as their names, with an amount where there is one.
  if (Array.isArray(value))
    return value.length === 0
      ? '(none)'
      : value
          .map((x) =>
            x && typeof x === 'object' && 'name' in x
              ? [x.name, 'amount' in x ? x.amount : null].filter(Boolean).join(' ')
              : JSON.stringify(x),
          )
          .join(', ');
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    // Addresses are audited as objects: show them as one line.
    const line = [v.street, v.city, v.state, v.postalCode]
      .filter((x) => typeof x === 'string' && x)
      .join(', ');
    return line || JSON.stringify(value);
  }
  const text = String(value);
  // Hours are audited as '07:00-17:30'; people read them in 12-hour time.
  const span = text.match(/^(\d\d:\d\d)-(\d\d:\d\d)$/);
  return span ? `${formatTime12(span[1])} – ${formatTime12(span[2])}` : text;
}

function Changes({ entry, labels }: { entry: HistoryEntry; labels: Record<string, string> }) {
  const changes = Object.entries(entry.changes ?? {});
  if (changes.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <div>
      {changes.map(([field, change]) => (
        <Text key={field} fz="sm">
          <Text span fw={600}>
            {label(field, labels)}
          </Text>
          {': '}
          {'from' in change && (
            <>
              <Text span c="dimmed" td="line-through">
                {show(change.from)}
              </Text>
              {' → '}
            </>
          )}
          {show(change.to)}
        </Text>
      ))}
    </div>
  );
}

function actionColor(action: string): string {
  if (/create|insert/i.test(action)) return 'teal';
  if (/delete/i.test(action)) return 'red';
  return 'blue';
}

/** When, who and what changed, newest first. */
export function HistoryTable({
  query,
  label,
  labels = {},
}: {
  query: UseQueryResult<HistoryEntry[]>;
  /** The table's accessible name: "Location history". */
  label: string;
  /** Names of audited fields where the spelled-out field name would not do. */
  labels?: Record<string, string>;
}) {
  return (
    <ModalContent query={query} isEmpty={() => false}>
      {(rows) => (
        <Table verticalSpacing="sm" aria-label={label} data-testid="history">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={190}>When</Table.Th>
              <Table.Th w={180}>Who</Table.Th>
              <Table.Th>What changed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <EmptyRow colSpan={3} message="No changes have been recorded." />
            ) : (
              rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.userDisplayName ?? 'System'}</Table.Td>
                  <Table.Td>
                    <Badge size="xs" variant="light" color={actionColor(entry.action)} mb={4}>
                      {entry.action}
                    </Badge>
                    <Changes entry={entry} labels={labels} />
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      )}
    </ModalContent>
  );
}
