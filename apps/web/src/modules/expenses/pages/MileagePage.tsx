import { Permission } from '@fieldline/contracts/common/permissions';
import { ActionIcon, Badge, Button, Grid, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DateRangePicker } from '../../../shared/dates';
import type { IsoRange } from '../../../shared/dates/DateRangePicker';
import { formatDate, formatMoney, formatQuantity, NONE } from '../../../shared/format';
import { toId } from '../../../shared/forms';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { AddTripModal } from '../components/AddTripModal';
import { MileageRates } from '../components/MileageRates';
import { MileageTotals } from '../components/MileageTotals';
import { useDeleteTrip, usePeople, useTripSearch } from '../expenses.api';

const PAGE_SIZE = 50;
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** This month so far, the usual reimbursement period. */
function thisMonth(): IsoRange {
  const now = new Date();
  return [iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))), iso(now)];
}

/**
 * The mileage log (spec 1 §7.13): trips with their reimbursement at the company rate, totals per employee
 * for a chosen range and the rate setting. A technician sees and logs his own trips.
 */
export function MileagePage() {
  const office = useAccess(Permission.Employees) >= 1;
  const canWrite = useAccess(Permission.Expenses) >= 2;
  const [range, setRange] = useState<IsoRange>(thisMonth);
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [opened, modal] = useDisclosure(false);
  const people = usePeople();
  const trips = useTripSearch({
    employeeId: toId(employeeId) ?? undefined,
    from: range[0],
    to: range[1],
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const remove = useDeleteTrip();
  const rows = trips.data?.data ?? [];
  const confirmDelete = (id: number, label: string) =>
    modals.openConfirmModal({
      title: 'Delete trip?',
      children: <Text size="sm">The trip of {label} will be deleted.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id, { onError: (e) => showErrorNotification(errorMessage(e)) }),
    });

  return (
    <>
      <PageHeader
        title="Mileage log"
        description={
          office
            ? 'Business trips in private or company vehicles, reimbursed at the company rate per mile.'
            : 'Your business trips, reimbursed at the company rate per mile.'
        }
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
              Log trip
            </Button>
          )
        }
      />
      <Group mb="md" gap="md" align="flex-end">
        <DateRangePicker
          label="Period"
          value={range}
          onChange={(r) => {
            setRange(r ?? thisMonth());
            setPage(1);
          }}
          data-testid="mileage-range"
        />
        {office && (
          <Select
            label="Employee"
            placeholder="All employees"
            clearable
            searchable
            data={(people.data ?? []).map((p) => ({ value: String(p.employeeId), label: p.name }))}
            value={employeeId}
            onChange={(v) => {
              setEmployeeId(v);
              setPage(1);
            }}
            w={220}
          />
        )}
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <MileageTotals from={range[0]} to={range[1]} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <MileageRates canEdit={office && canWrite} />
        </Grid.Col>
      </Grid>
      <Paper p="lg" radius="md" mt="md">
        <Title order={2} fz="h4" mb="sm">
          Trips
        </Title>
        <Table striped highlightOnHover aria-label="Trips">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              {office && <Table.Th>Employee</Table.Th>}
              <Table.Th>Trip</Table.Th>
              <Table.Th>Job</Table.Th>
              <Table.Th ta="right">Miles</Table.Th>
              <Table.Th ta="right">Reimbursement</Table.Th>
              <Table.Th w={110}>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !trips.isLoading && (
              <EmptyRow colSpan={office ? 8 : 7} message="No trips in this period." />
            )}
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>{formatDate(t.tripDate)}</Table.Td>
                {office && <Table.Td>{t.employee.name}</Table.Td>}
                <Table.Td>
                  <Text fz="sm">{t.purpose}</Text>
                  <Text fz="xs" c="dimmed">
                    {[t.fromPlace && t.toPlace ? `${t.fromPlace} → ${t.toPlace}` : '', t.vehicle]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </Table.Td>
                <Table.Td>{t.jobNumber ?? NONE}</Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {formatQuantity(t.distance)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {t.reimbursement === null ? 'No rate' : formatMoney(t.reimbursement)}
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={t.isPosted ? 'teal' : 'yellow'}>
                    {t.isPosted ? 'Posted' : 'Pending'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {canWrite && !t.isPosted && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete the trip of ${formatDate(t.tripDate)}`}
                      onClick={() => confirmDelete(t.id, formatDate(t.tripDate))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={trips.data?.count_filtered ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      <AddTripModal opened={opened} onClose={modal.close} pickEmployee={office} />
    </>
  );
}
