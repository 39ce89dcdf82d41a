import { formatDate, formatDateRange } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { PAY_FREQUENCY_LABELS, type PeriodStatus } from '@fieldline/contracts/payroll/payroll.contract';
import { Anchor, Badge, Button, Group, Paper, Select, Table, Tabs, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { ImportsPanel } from '../components/ImportsPanel';
import { NewCalendarModal } from '../components/NewCalendarModal';
import { journalEntryUrl, periodUrl, useCalendars, useCreateCalendar, usePeriods } from '../payroll.api';

const PAGE_SIZE = 26;

export function StatusBadge({ status }: { status: PeriodStatus }) {
  return (
    <Badge color={status === 'approved' ? 'teal' : 'blue'} variant="light">
      {status === 'approved' ? 'Approved' : 'Open'}
    </Badge>
  );
}

/** People → Payroll: the pay periods of the payroll calendars with their status, and the provider imports. */
export function PayrollPage() {
  const canEdit = useAccess(Permission.Payroll) >= 2;
  const navigate = useNavigate();
  const [opened, modal] = useDisclosure(false);
  const [calendarId, setCalendarId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const calendars = useCalendars();
  const extend = useCreateCalendar();
  const addPeriods = () =>
    extend.mutate(
      { calendarId: Number(calendarId), periods: 13 },
      {
        onSuccess: (out) =>
          notifications.show({
            color: 'teal',
            message: `${out.periods.length} pay periods added to ${out.calendar.name}.`,
          }),
        onError: (e) => showErrorNotification(errorMessage(e)),
      },
    );
  const periods = usePeriods({
    calendarId: calendarId ? Number(calendarId) : undefined,
    status: (status as PeriodStatus | null) ?? undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const rows = periods.data?.data ?? [];
  const today = new Date().toISOString().slice(0, 10);

  return (
    <>
      <PageHeader
        title="Payroll"
        description="Pay periods, their approval and export, and the files the payroll provider sends back."
        actions={
          canEdit && (
            <Button leftSection={<IconCalendarPlus size={16} />} onClick={modal.open}>
              New payroll calendar
            </Button>
          )
        }
      />
      <Tabs defaultValue="periods" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="periods">Pay periods</Tabs.Tab>
          <Tabs.Tab value="imports">Provider imports</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="periods">
          <Paper p="lg" radius="md">
            <Group mb="md">
              <Select
                aria-label="Payroll calendar"
                placeholder="All calendars"
                clearable
                data={(calendars.data ?? []).map((c) => ({
                  value: String(c.id),
                  label: `${c.name} (${PAY_FREQUENCY_LABELS[c.frequency]})`,
                }))}
                value={calendarId}
                onChange={(v) => {
                  setCalendarId(v);
                  setPage(1);
                }}
                w={260}
              />
              <Select
                aria-label="Status"
                placeholder="Open and approved"
                clearable
                data={[
                  { value: 'open', label: 'Open' },
                  { value: 'approved', label: 'Approved' },
                ]}
                value={status}
                onChange={(v) => {
                  setStatus(v);
                  setPage(1);
                }}
                w={200}
              />
              {canEdit && calendarId && (
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} />}
                  onClick={addPeriods}
                  loading={extend.isPending}
                >
                  Add 13 periods
                </Button>
              )}
            </Group>
            <Table striped highlightOnHover aria-label="Pay periods">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Period</Table.Th>
                  <Table.Th>Calendar</Table.Th>
                  <Table.Th>Pay date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Hours</Table.Th>
                  <Table.Th ta="right">Gross pay</Table.Th>
                  <Table.Th>Journal entry</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.length === 0 && !periods.isLoading && (
                  <EmptyRow colSpan={7} message="No pay periods yet: create a payroll calendar." />
                )}
                {rows.map((p) => (
                  <Table.Tr
                    key={p.id}
                    style={{ cursor: 'pointer' }}
                    onClick={() => navigate(periodUrl(p.id))}
                  >
                    <Table.Td>
                      <Group gap="xs">
                        <Anchor component={Link} to={periodUrl(p.id)} fw={500} fz="sm">
                          {formatDateRange(p.startDate, p.endDate)}
                        </Anchor>
                        {p.startDate <= today && today <= p.endDate && (
                          <Badge size="xs" variant="outline">
                            Current
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{p.calendarName}</Table.Td>
                    <Table.Td>{formatDate(p.payDate)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={p.status} />
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {p.totalHours ?? ''}
                    </Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {p.totalAmount ? formatMoney(p.totalAmount) : ''}
                    </Table.Td>
                    <Table.Td onClick={(e) => e.stopPropagation()}>
                      {p.journalEntryId ? (
                        <Anchor component={Link} to={journalEntryUrl(p.journalEntryId)} fz="sm">
                          #{p.journalEntryId}
                        </Anchor>
                      ) : (
                        <Text fz="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Paging
              total={periods.data?.count_filtered ?? 0}
              page={page}
              pageSize={PAGE_SIZE}
              onChange={setPage}
            />
          </Paper>
        </Tabs.Panel>
        <Tabs.Panel value="imports">
          <ImportsPanel canEdit={canEdit} />
        </Tabs.Panel>
      </Tabs>
      {canEdit && <NewCalendarModal opened={opened} onClose={modal.close} />}
    </>
  );
}
