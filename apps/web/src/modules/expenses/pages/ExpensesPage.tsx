import { Permission } from '@fieldline/contracts/common/permissions';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconCheck, IconExternalLink, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, showErrorNotification } from '../../../app/api';
import { useAccess } from '../../../app/auth/AuthProvider';
import { DateRangePicker } from '../../../shared/dates';
import type { IsoRange } from '../../../shared/dates/DateRangePicker';
import { formatDate, formatMoney, NONE } from '../../../shared/format';
import { toId } from '../../../shared/forms';
import { EmptyRow, PageHeader, Paging, useListFilters } from '../../../shared/ui';
import { AddExpenseModal } from '../components/AddExpenseModal';
import {
  useDeleteExpense,
  useExpenseSearch,
  useFlagExternal,
  useMyEmployee,
  usePeople,
  usePostExpenses,
} from '../expenses.api';

const PAGE_SIZE = 50;
const STATUS = [
  { value: 'pending', label: 'Pending' },
  { value: 'posted', label: 'Posted' },
  { value: 'external', label: 'Handled outside' },
];

/**
 * Expenses (spec 1 §7.15): every employee's for the office, a technician's own for him. The office selects
 * pending expenses and posts them to the ledger, or flags them as handled outside Fieldline.
 */
export function ExpensesPage() {
  const filters = useListFilters();
  const office = useAccess(Permission.Employees) >= 1;
  const canWrite = useAccess(Permission.Expenses) >= 2;
  const canPost = office && canWrite;
  const seesLedger = useAccess(Permission.GeneralLedger) >= 1;
  const [employeeId, setEmployeeId] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [range, setRange] = useState<IsoRange | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [posted, setPosted] = useState<{ entryId: number; total: string } | null>(null);
  const [opened, modal] = useDisclosure(false);
  const people = usePeople();
  const me = useMyEmployee();
  const query = useExpenseSearch({
    query: filters.debounced || undefined,
    employeeId: toId(employeeId) ?? undefined,
    from: range?.[0],
    to: range?.[1],
    posted: status === 'posted' ? 'true' : status === 'pending' ? 'false' : undefined,
    external: status === 'external' ? 'true' : status === 'pending' ? 'false' : undefined,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const post = usePostExpenses();
  const flag = useFlagExternal();
  const remove = useDeleteExpense();
  const rows = query.data?.data ?? [];
  const pending = rows.filter((r) => !r.isPosted && !r.isExternal);
  const pick = (set: (v: string | null) => void) => (v: string | null) => {
    set(v);
    setSelected([]);
    filters.setPage(1);
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));

  const postSelected = () =>
    post.mutate(
      { ids: selected },
      {
        onSuccess: (r) => {
          setPosted({ entryId: r.entryId, total: r.total });
          setSelected([]);
        },
        onError: (e) => showErrorNotification(errorMessage(e)),
      },
    );
  const flagSelected = () =>
    flag.mutate(
      { ids: selected, isExternal: true },
      { onSuccess: () => setSelected([]), onError: (e) => showErrorNotification(errorMessage(e)) },
    );
  const confirmDelete = (id: number, description: string) =>
    modals.openConfirmModal({
      title: 'Delete expense?',
      children: <Text size="sm">{description} will be deleted.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(id, { onError: (e) => showErrorNotification(errorMessage(e)) }),
    });

  return (
    <>
      <PageHeader
        title="Expenses"
        description={
          office
            ? 'Employee expenses: post them to the general ledger, or flag those handled outside Fieldline.'
            : 'Your expenses: add what you paid for the company; the office reimburses posted ones.'
        }
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
              Add expense
            </Button>
          )
        }
      />
      {posted && (
        <Alert color="teal" mb="md" withCloseButton onClose={() => setPosted(null)} title="Expenses posted">
          {formatMoney(posted.total)} posted as{' '}
          {seesLedger ? (
            <Anchor component={Link} to={`/accounting/journal/${posted.entryId}`}>
              journal entry {posted.entryId}
            </Anchor>
          ) : (
            `journal entry ${posted.entryId}`
          )}
          .
        </Alert>
      )}
      <Paper p="lg" radius="md">
        <Group mb="md" gap="md" align="flex-end">
          <TextInput
            aria-label="Search expenses"
            placeholder="Description or vendor"
            leftSection={<IconSearch size={16} />}
            value={filters.search}
            onChange={(e) => filters.setSearch(e.currentTarget.value)}
            w={240}
          />
          {office && (
            <Select
              aria-label="Employee"
              placeholder="All employees"
              clearable
              searchable
              data={(people.data ?? []).map((p) => ({ value: String(p.employeeId), label: p.name }))}
              value={employeeId}
              onChange={pick(setEmployeeId)}
              w={220}
            />
          )}
          <Select
            aria-label="Status"
            placeholder="Any status"
            clearable
            data={STATUS}
            value={status}
            onChange={pick(setStatus)}
            w={180}
          />
          <DateRangePicker
            value={range}
            onChange={(r) => {
              setRange(r);
              setSelected([]);
              filters.setPage(1);
            }}
            placeholder="Any date"
          />
          {canPost && (
            <Group gap="xs" ml="auto">
              <Button
                leftSection={<IconCheck size={16} />}
                disabled={selected.length === 0}
                loading={post.isPending}
                onClick={postSelected}
              >
                Post {selected.length ? `(${selected.length})` : ''}
              </Button>
              <Button
                variant="default"
                leftSection={<IconExternalLink size={16} />}
                disabled={selected.length === 0}
                loading={flag.isPending}
                onClick={flagSelected}
              >
                Flag as handled outside
              </Button>
            </Group>
          )}
        </Group>
        <Table striped highlightOnHover aria-label="Expenses">
          <Table.Thead>
            <Table.Tr>
              {canPost && (
                <Table.Th w={36}>
                  <Checkbox
                    aria-label="Select all pending"
                    checked={pending.length > 0 && pending.every((r) => selected.includes(r.id))}
                    onChange={(e) => setSelected(e.currentTarget.checked ? pending.map((r) => r.id) : [])}
                  />
                </Table.Th>
              )}
              <Table.Th>Date</Table.Th>
              {office && <Table.Th>Employee</Table.Th>}
              <Table.Th>Description</Table.Th>
              <Table.Th>Job</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Paid by</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
              <Table.Th w={150}>Status</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && (
              <EmptyRow colSpan={canPost ? 10 : 8} message="No expenses found." />
            )}
            {rows.map((r) => {
              const open = !r.isPosted && !r.isExternal;
              return (
                <Table.Tr key={r.id}>
                  {canPost && (
                    <Table.Td>
                      <Checkbox
                        aria-label={`Select ${r.description}`}
                        disabled={!open}
                        checked={selected.includes(r.id)}
                        onChange={(e) => toggle(r.id, e.currentTarget.checked)}
                      />
                    </Table.Td>
                  )}
                  <Table.Td>{formatDate(r.enteredOn)}</Table.Td>
                  {office && <Table.Td>{r.employee?.name ?? NONE}</Table.Td>}
                  <Table.Td>
                    <Text fz="sm">{r.description}</Text>
                    {r.vendor && (
                      <Text fz="xs" c="dimmed">
                        {r.vendor}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{r.jobNumber ?? NONE}</Table.Td>
                  <Table.Td>
                    {r.account ? (
                      `${r.account.code} ${r.account.name}`
                    ) : (
                      <Text fz="sm" c="dimmed">
                        {r.jobId !== null ? 'Job Expenses' : 'Miscellaneous'}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {r.creditCard ? `${r.creditCard.cardName} ····${r.creditCard.lastFour}` : 'Employee'}
                  </Table.Td>
                  <Table.Td ta="right" ff="monospace">
                    {formatMoney(r.amount)}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge
                      posted={r.isPosted}
                      external={r.isExternal}
                      entryId={r.postedEntryId}
                      link={seesLedger}
                    />
                  </Table.Td>
                  <Table.Td>
                    {canWrite && open && (
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        aria-label={`Delete ${r.description}`}
                        onClick={() => confirmDelete(r.id, r.description)}
                      >
                        <IconTrash size={16} />
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
          {rows.length > 0 && (
            <Table.Tfoot>
              <Table.Tr>
                <Table.Td colSpan={canPost ? 7 : office ? 6 : 5}>
                  <Text fz="sm" fw={500}>
                    Total of {query.data?.count_filtered} matching
                  </Text>
                </Table.Td>
                <Table.Td ta="right" ff="monospace" fw={600}>
                  {formatMoney(query.data?.total ?? '0')}
                </Table.Td>
                <Table.Td colSpan={2} />
              </Table.Tr>
            </Table.Tfoot>
          )}
        </Table>
        <Paging
          total={query.data?.count_filtered ?? 0}
          page={filters.page}
          pageSize={PAGE_SIZE}
          onChange={filters.setPage}
        />
      </Paper>
      <AddExpenseModal
        opened={opened}
        onClose={modal.close}
        pickEmployee={office}
        myEmployeeId={me.data?.id ?? null}
      />
    </>
  );
}

function StatusBadge({
  posted,
  external,
  entryId,
  link,
}: {
  posted: boolean;
  external: boolean;
  entryId: number | null;
  link: boolean;
}) {
  if (external)
    return (
      <Badge variant="light" color="gray" title="Handled outside Fieldline: never posted">
        External
      </Badge>
    );
  if (!posted)
    return (
      <Badge variant="light" color="yellow">
        Pending
      </Badge>
    );
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color="teal">
        Posted
      </Badge>
      {link && entryId !== null && (
        <Anchor component={Link} to={`/accounting/journal/${entryId}`} fz="xs">
          Entry {entryId}
        </Anchor>
      )}
    </Stack>
  );
}
