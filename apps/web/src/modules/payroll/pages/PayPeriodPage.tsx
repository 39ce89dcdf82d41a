import { formatDate, formatDateRange, formatDateTime } from '@fieldline/contracts/common/dates';
import { formatMoney, formatUnitPrice } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  PAY_FREQUENCY_LABELS,
  PAY_KIND_LABELS,
  type PeriodCalculation,
} from '@fieldline/contracts/payroll/payroll.contract';
import { Alert, Anchor, Badge, Button, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DateInputField } from '../../../shared/dates';
import { EmptyRow, Fact, PageHeader, QueryStatus, RecordTitle } from '../../../shared/ui';
import {
  exportUrl,
  journalEntryUrl,
  useApprovePeriod,
  useDeletePeriod,
  usePeriod,
  useUnapprovePeriod,
  useUpdatePeriod,
} from '../payroll.api';
import { StatusBadge } from './PayrollPage';

/** One pay period: pay per employee, the export lines, Approve / Unapprove, the exports and the journal entry. */
export function PayPeriodPage() {
  const id = Number(useParams().id);
  const query = usePeriod(id);
  return <QueryStatus query={query}>{(calc) => <PeriodView calc={calc} />}</QueryStatus>;
}

function PeriodView({ calc }: { calc: PeriodCalculation }) {
  const p = calc.period;
  const canEdit = useAccess(Permission.Payroll) >= 2;
  const navigate = useNavigate();
  const approve = useApprovePeriod();
  const unapprove = useUnapprovePeriod();
  const remove = useDeletePeriod();
  const approved = p.status === 'approved';
  const fail = (e: unknown) => showErrorNotification(errorMessage(e));

  const confirmApprove = () =>
    modals.openConfirmModal({
      title: `Approve the pay period ${formatDateRange(p.startDate, p.endDate)}?`,
      children: (
        <Text size="sm">
          The pay is frozen as shown ({formatMoney(calc.totalAmount)}) and the labour cost is posted to the
          ledger: wages expense and accrued payroll by office and department.
        </Text>
      ),
      labels: { confirm: 'Approve', cancel: 'Cancel' },
      onConfirm: () =>
        approve.mutate(p.id, {
          onSuccess: () => notifications.show({ color: 'teal', message: 'Pay period approved.' }),
          onError: fail,
        }),
    });
  const confirmUnapprove = () =>
    modals.openConfirmModal({
      title: 'Unapprove the pay period?',
      children: (
        <Text size="sm">Its journal entry is reversed and the pay is computed from the time again.</Text>
      ),
      labels: { confirm: 'Unapprove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => unapprove.mutate(p.id, { onError: fail }),
    });
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete the pay period?',
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(p.id, { onSuccess: () => navigate('/payroll'), onError: fail }),
    });

  return (
    <>
      <PageHeader
        crumbs={[{ label: 'Payroll', to: '/payroll' }]}
        title={
          <RecordTitle name={`Pay period ${formatDateRange(p.startDate, p.endDate)}`}>
            <StatusBadge status={p.status} />
          </RecordTitle>
        }
        description={`${p.calendarName} · ${PAY_FREQUENCY_LABELS[p.frequency]}`}
        actions={
          <Group gap="xs">
            <Button
              component="a"
              href={exportUrl(p.id, 'csv')}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Export CSV
            </Button>
            <Button
              component="a"
              href={exportUrl(p.id, 'xlsx')}
              download
              variant="default"
              leftSection={<IconDownload size={16} />}
            >
              Export Excel
            </Button>
            {canEdit && !approved && (
              <>
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={confirmDelete}
                >
                  Delete
                </Button>
                <Button
                  leftSection={<IconCheck size={16} />}
                  onClick={confirmApprove}
                  loading={approve.isPending}
                >
                  Approve
                </Button>
              </>
            )}
            {canEdit && approved && (
              <Button color="red" variant="light" onClick={confirmUnapprove} loading={unapprove.isPending}>
                Unapprove
              </Button>
            )}
          </Group>
        }
      />
      <Paper p="lg" radius="md" mb="md">
        <SimpleGrid cols={{ base: 2, md: 6 }}>
          <Fact label="Pay date">
            {canEdit && !approved ? (
              <PayDateField id={p.id} value={p.payDate} version={p.version} />
            ) : (
              formatDate(p.payDate)
            )}
          </Fact>
          <Fact label="Employees">{String(calc.employees.length)}</Fact>
          <Fact label="Hours">{calc.totalHours}</Fact>
          <Fact label="Gross pay">{formatMoney(calc.totalAmount)}</Fact>
          <Fact label="Approved">{p.approvedAt ? formatDateTime(p.approvedAt) : ''}</Fact>
          <Fact label="Journal entry">
            {p.journalEntryId ? (
              <Anchor component={Link} to={journalEntryUrl(p.journalEntryId)}>
                Entry #{p.journalEntryId}
              </Anchor>
            ) : (
              ''
            )}
          </Fact>
        </SimpleGrid>
      </Paper>
      {!approved && calc.unapprovedEntries > 0 && (
        <Alert color="orange" icon={<IconAlertTriangle size={18} />} mb="md" title="Time not approved yet">
          {calc.unapprovedEntries} time {calc.unapprovedEntries === 1 ? 'entry is' : 'entries are'} not
          approved: the period can be approved once the time is.
        </Alert>
      )}
      {!approved && (
        <Text fz="sm" c="dimmed" mb="sm">
          Computed from the time as it stands; approving freezes it.
        </Text>
      )}
      <Paper p="lg" radius="md" mb="md">
        <Title order={2} fz="h4" mb="sm">
          Pay by employee
        </Title>
        <Table striped aria-label="Pay by employee">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Employee</Table.Th>
              <Table.Th>Pay type</Table.Th>
              <Table.Th ta="right">Regular</Table.Th>
              <Table.Th ta="right">Overtime</Table.Th>
              <Table.Th ta="right">Double time</Table.Th>
              <Table.Th ta="right">Gross pay</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calc.employees.length === 0 && (
              <EmptyRow colSpan={6} message="No time or salaried staff in this period." />
            )}
            {calc.employees.map((e) => (
              <Table.Tr key={e.employeeId}>
                <Table.Td>
                  <Anchor component={Link} to={`/employees/${e.employeeId}`} fz="sm">
                    {e.employeeName}
                  </Anchor>{' '}
                  <Text span fz="xs" c="dimmed" ff="monospace">
                    {e.employeeNumber}
                  </Text>
                  {e.unratedHours !== '0.00' && (
                    <Badge ml="xs" size="xs" color="orange">
                      {e.unratedHours} h without a pay rate
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{e.payType === 'salaried' ? 'Salaried' : 'Hourly'}</Table.Td>
                <Table.Td ta="right">{e.regular}</Table.Td>
                <Table.Td ta="right">{e.overtime}</Table.Td>
                <Table.Td ta="right">{e.doubleTime}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatMoney(e.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
      <Paper p="lg" radius="md">
        <Title order={2} fz="h4" mb="sm">
          Export lines
        </Title>
        <Table striped aria-label="Export lines">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Employee</Table.Th>
              <Table.Th>Pay code</Table.Th>
              <Table.Th>Pay type</Table.Th>
              <Table.Th ta="right">Hours</Table.Th>
              <Table.Th ta="right">Rate</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {calc.lines.length === 0 && <EmptyRow colSpan={6} message="Nothing to export." />}
            {calc.lines.map((l) => (
              <Table.Tr key={`${l.employeeId}-${l.kind}-${l.payCode}-${l.rate}-${l.prevailing}`}>
                <Table.Td>
                  {l.employeeName}{' '}
                  <Text span fz="xs" c="dimmed" ff="monospace">
                    {l.employeeNumber}
                  </Text>
                </Table.Td>
                <Table.Td>{l.payCode}</Table.Td>
                <Table.Td>
                  {PAY_KIND_LABELS[l.kind]}
                  {l.prevailing && (
                    <Badge ml="xs" size="xs" variant="light">
                      Prevailing wage
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{l.hours}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {l.rate === null ? '' : formatUnitPrice(l.rate)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatMoney(l.amount)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Paper>
    </>
  );
}

/** An open period's pay date, changed in place (saved when a valid date is entered). */
function PayDateField({ id, value, version }: { id: number; value: string; version: number }) {
  const update = useUpdatePeriod(id);
  const [error, setError] = useState<string | null>(null);
  return (
    <DateInputField
      aria-label="Pay date"
      size="xs"
      w={140}
      value={value}
      error={error}
      clearable={false}
      onChange={(payDate) => {
        if (!payDate || payDate === value) return;
        setError(null);
        update.mutate(
          { payDate, version },
          {
            onSuccess: () => notifications.show({ color: 'teal', message: 'Pay date saved.' }),
            // A field refusal (the pay date before the period's end) says why in its field error.
            onError: (e) =>
              setError((e as { errors?: { message: string }[] }).errors?.[0]?.message ?? errorMessage(e)),
          },
        );
      }}
    />
  );
}
