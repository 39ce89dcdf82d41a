import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { CalendarPeriod } from '@fieldline/contracts/ledger/ledger.contract';
import { Badge, Button, Group, Modal, NumberInput, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconLock, IconLockOpen, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { MonthInputField } from '../../../shared/dates';
import { FormError } from '../../../shared/forms';
import { EmptyRow, PageHeader } from '../../../shared/ui';
import { useCalendar, useCalendars, useCreateCalendar, useSetPeriodClosed } from '../ledger.api';

/** Calendar periods per fiscal year, with Close and Reopen. */
export function CalendarPeriodsPage() {
  const canEdit = useAccess(Permission.GeneralLedger) >= 2;
  const calendars = useCalendars();
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const list = calendars.data?.data ?? [];
  useEffect(() => {
    if (selected || list.length === 0) return;
    const year = new Date().getFullYear();
    setSelected(String((list.find((c) => c.fiscalYear === year) ?? list[list.length - 1]).id));
  }, [list, selected]);
  const calendar = useCalendar(selected ? Number(selected) : null);
  const setClosed = useSetPeriodClosed();

  const toggle = (p: CalendarPeriod) =>
    modals.openConfirmModal({
      title: p.isClosed ? `Reopen ${p.name}?` : `Close ${p.name}?`,
      children: (
        <Text size="sm">
          {p.isClosed
            ? 'Postings dated in this period will be accepted again.'
            : 'Nothing can be posted into a closed period until it is reopened.'}
        </Text>
      ),
      labels: { confirm: p.isClosed ? 'Reopen' : 'Close period', cancel: 'Cancel' },
      onConfirm: () => setClosed.mutate({ id: p.id, isClosed: !p.isClosed }),
    });

  return (
    <>
      <PageHeader
        title="Calendar Periods"
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              New fiscal year
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md">
          <Select
            label="Fiscal year"
            w={260}
            data={list.map((c) => ({ value: String(c.id), label: `${c.name} (${c.closedPeriods} closed)` }))}
            value={selected}
            onChange={setSelected}
            allowDeselect={false}
          />
        </Group>
        <Table striped aria-label="Calendar periods">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th>Starts</Table.Th>
              <Table.Th>Ends</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(calendar.data?.periods.length ?? 0) === 0 && !calendar.isFetching && (
              <EmptyRow colSpan={6} message="No calendar periods found." />
            )}
            {calendar.data?.periods.map((p) => (
              <Table.Tr key={p.id}>
                <Table.Td>{p.periodNumber}</Table.Td>
                <Table.Td>{p.name}</Table.Td>
                <Table.Td>{formatDate(p.startDate)}</Table.Td>
                <Table.Td>{formatDate(p.endDate)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={p.isClosed ? 'red' : 'teal'}>
                    {p.isClosed ? 'Closed' : 'Open'}
                  </Badge>
                  {p.closedDate && (
                    <Text size="xs" c="dimmed">
                      {formatDateTime(p.closedDate)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {canEdit && (
                    <Button
                      size="xs"
                      variant="light"
                      color={p.isClosed ? 'teal' : 'red'}
                      leftSection={p.isClosed ? <IconLockOpen size={14} /> : <IconLock size={14} />}
                      aria-label={`${p.isClosed ? 'Reopen' : 'Close'} ${p.name}`}
                      onClick={() => toggle(p)}
                    >
                      {p.isClosed ? 'Reopen' : 'Close'}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <NewFiscalYearModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => setSelected(String(id))}
      />
    </>
  );
}

function NewFiscalYearModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const [year, setYear] = useState<number | string>(new Date().getFullYear() + 1);
  const [start, setStart] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateCalendar();
  async function submit() {
    setError(null);
    try {
      const cal = await create.mutateAsync({
        fiscalYear: Number(year),
        ...(start ? { startDate: start } : {}),
      });
      onCreated(cal.id);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title="New fiscal year">
      <Stack>
        <FormError message={error} />
        <NumberInput label="Fiscal year" min={1900} max={2078} value={year} onChange={setYear} />
        <MonthInputField
          label="First month"
          description="Defaults to January of the fiscal year; 12 monthly periods are created."
          value={start}
          onChange={setStart}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
