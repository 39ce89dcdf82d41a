import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import type { WeekRow } from '@fieldline/contracts/time/time.contract';
import { ActionIcon, Alert, Anchor, Badge, Drawer, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconFileTypePdf, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../app/api';
import { FormError } from '../../../shared/forms';
import { EmptyRow } from '../../../shared/ui';
import { timecardPdfUrl, useDeleteTime, useEntries } from '../time.api';
import { hoursText } from '../week';

const time = (iso: string | null) => (iso ? formatDateTime(iso).slice(11) : '');

/** One employee's entries of the week, the warnings in full, the timecard PDF; pending entries can be deleted. */
export function EntriesDrawer({
  row,
  from,
  to,
  canEdit,
  onClose,
}: {
  row: WeekRow | null;
  from: string;
  to: string;
  canEdit: boolean;
  onClose: () => void;
}) {
  const entries = useEntries(row?.employee.id ?? null, from, to);
  const remove = useDeleteTime();
  const [error, setError] = useState<string | null>(null);
  const list = entries.data?.data ?? [];
  return (
    <Drawer
      opened={row !== null}
      onClose={() => {
        setError(null);
        onClose();
      }}
      position="right"
      size="xl"
      title={row ? `${row.employee.name} · ${formatDate(from)} - ${formatDate(to)}` : ''}
    >
      {row && (
        <Stack gap="sm">
          <Group gap="lg">
            <Text fz="sm">
              Total <strong>{hoursText(row.totals.hours)}</strong> h · regular {hoursText(row.totals.regular)}{' '}
              · overtime {hoursText(row.totals.overtime)}
              {Number(row.totals.doubleTime) > 0 && ` · double time ${hoursText(row.totals.doubleTime)}`}
            </Text>
            {row.timecardId && (
              <Anchor href={timecardPdfUrl(row.timecardId)} target="_blank" fz="sm">
                <Group gap={4}>
                  <IconFileTypePdf size={16} /> Timecard PDF
                </Group>
              </Anchor>
            )}
          </Group>
          {row.warnings.length > 0 && (
            <Alert color="orange" variant="light" title="Warnings">
              <List size="sm">
                {row.warnings.map((w) => (
                  <List.Item key={`${w.kind}${w.date}`}>{w.message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <FormError message={error} />
          <Table striped aria-label="Entries" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Job / kind</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Time</Table.Th>
                <Table.Th ta="right">Hours</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.length === 0 && !entries.isLoading && (
                <EmptyRow colSpan={7} message="No time this week." />
              )}
              {list.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>{formatDate(e.workDate)}</Table.Td>
                  <Table.Td>{e.jobNumber ?? e.nonBillableType?.name ?? 'No job'}</Table.Td>
                  <Table.Td>{e.timeType.name}</Table.Td>
                  <Table.Td>{e.startTime ? `${time(e.startTime)} - ${time(e.endTime)}` : ''}</Table.Td>
                  <Table.Td ta="right">{hoursText(e.hours)}</Table.Td>
                  <Table.Td>{e.description}</Table.Td>
                  <Table.Td>
                    {e.approved ? (
                      <Badge size="xs" color="teal" variant="light">
                        Approved
                      </Badge>
                    ) : (
                      canEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Delete the entry of ${formatDate(e.workDate)}`}
                          onClick={() =>
                            remove.mutate(e.id, { onError: (err) => setError(errorMessage(err)) })
                          }
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Drawer>
  );
}
