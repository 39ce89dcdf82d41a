import { formatDateTime } from '@fieldline/contracts/common/dates';
import { Alert, Badge, Box, Center, Loader, Table, Text } from '@mantine/core';
import type { UIEvent } from 'react';
import { EmptyRow } from '../ui';
import { type NotificationsOwner, useNotificationLogs } from './notifications.api';

/** Spec 3 section 2: the log panel is at least 200 px high. */
export const LOG_PANEL_MIN_HEIGHT = 200;
const LOG_PANEL_MAX_HEIGHT = 380;
/** How close to the bottom (px) a scroll must come before the next page loads. */
const LOAD_MORE_THRESHOLD = 48;

function statusColor(status: string): string {
  const s = status.toLowerCase();
  if (s === 'sent' || s === 'delivered') return 'teal';
  if (s === 'failed' || s === 'bounced' || s === 'error') return 'red';
  return 'gray';
}

/** The delivery log, loading the next page of 10 as the user scrolls near the bottom. */
export function NotificationLogPanel({ kind, id }: { kind: NotificationsOwner; id: number }) {
  const query = useNotificationLogs(kind, id);
  const rows = query.data?.pages.flat() ?? [];

  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const nearBottom = el.scrollHeight - el.scrollTop - el.clientHeight < LOAD_MORE_THRESHOLD;
    if (nearBottom && query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <Box
      style={{ overflow: 'auto', minHeight: LOG_PANEL_MIN_HEIGHT, maxHeight: LOG_PANEL_MAX_HEIGHT }}
      onScroll={onScroll}
      data-testid="notification-log"
    >
      {query.error ? (
        <Alert color="red" variant="light" role="alert">
          {query.error.message}
        </Alert>
      ) : (
        <Table stickyHeader verticalSpacing={6} fz="sm" aria-label="Notification log" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Contact</Table.Th>
              <Table.Th>Notification</Table.Th>
              <Table.Th>Method</Table.Th>
              <Table.Th>Recipient</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.isPending ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Center py="lg">
                    <Loader size="sm" aria-label="Loading" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : rows.length === 0 ? (
              <EmptyRow colSpan={6} message="No notifications have been sent." />
            ) : (
              rows.map((log) => (
                <Table.Tr key={log.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(log.sentDate)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{log.contactName}</Table.Td>
                  <Table.Td>
                    {log.notificationName ?? '—'}
                    {log.subject && (
                      <Text fz="xs" c="dimmed" lineClamp={1}>
                        {log.subject}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{log.method}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{log.recipient}</Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={statusColor(log.status)}>
                      {log.status}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
            {query.isFetchingNextPage && (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Center py={6}>
                    <Loader size="xs" aria-label="Loading more" />
                  </Center>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      )}
    </Box>
  );
}
