import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import { Permission } from '@fieldline/contracts/common/permissions';
import { invoiceStatusName, JOB_SEARCH_BY, type JobSearchBy } from '@fieldline/contracts/jobs/jobs.contract';
import { Anchor, Button, Group, Paper, Select, Table, TextInput } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAccess, useCurrentUser } from '../../../app/auth/AuthProvider';
import { pageUrl } from '../../../app/page-codes';
import { DateInputField } from '../../../shared/dates/DateInputField';
import { EmptyRow, PageHeader, Paging } from '../../../shared/ui';
import { JobName, JobNumberLink, JobStatusBadge } from '../components/JobCells';
import { NewJobModal } from '../components/NewJobModal';
import { useCache, useJobSearch, useJobStatuses } from '../jobs.api';

const PAGE_SIZE = 50;
const SEARCH_BY_LABELS: Record<JobSearchBy, string> = {
  all: 'Everything',
  id: 'Job number',
  name: 'Job name',
  customer: 'Customer',
};

type Assigned = 'none' | 'me';
const ASSIGNED_OPTIONS: { value: Assigned; label: string }[] = [
  { value: 'none', label: 'Nobody (unassigned)' },
  { value: 'me', label: 'Me' },
];
const assignedParam = (v: string | null): Assigned | null => (v === 'none' || v === 'me' ? v : null);

/**
 * The job list: search by number, name or customer; status, office, scheduled-day and assignee filters;
 * newest first. The home page's counts open it filtered: ?scheduled=<day>&status=any, ?assigned=none|me.
 */
export function JobsPage() {
  const canEdit = useAccess(Permission.Jobs) >= 2;
  const userId = useCurrentUser().id;
  // A technician (work on assigned jobs, not full Jobs access) starts on the jobs assigned to them.
  const ownWorkOnly = useAccess(Permission.OwnJobWork) >= 2 && !canEdit;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [opened, modal] = useDisclosure(false);
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const [searchBy, setSearchBy] = useState<JobSearchBy>('all');
  const [status, setStatus] = useState<string | null>(() => {
    const v = params.get('status');
    return v === 'any' ? null : (v ?? 'open');
  });
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [scheduled, setScheduled] = useState<string | null>(params.get('scheduled'));
  const [assigned, setAssigned] = useState<Assigned | null>(
    assignedParam(params.get('assigned')) ?? (ownWorkOnly ? 'me' : null),
  );
  const [page, setPage] = useState(1);
  const statuses = useJobStatuses();
  const offices = useCache('offices');
  const query = useJobSearch({
    query: debounced || undefined,
    searchBy,
    status: status ?? undefined,
    officeId: officeId ? Number(officeId) : undefined,
    scheduledDate: scheduled ?? undefined,
    assignedTo: assigned === 'me' ? userId : (assigned ?? undefined),
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  } as Parameters<typeof useJobSearch>[0]);
  const rows = query.data?.data ?? [];
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <>
      <PageHeader
        title="Jobs"
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={modal.open}>
              New job
            </Button>
          )
        }
      />
      <Paper p="lg" radius="md">
        <Group mb="md" gap="sm" align="flex-end">
          <TextInput
            label="Search jobs"
            placeholder="Number, name or customer"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => reset(setText)(e.currentTarget.value)}
            w={300}
          />
          <Select
            label="Search in"
            data={JOB_SEARCH_BY.map((v) => ({ value: v, label: SEARCH_BY_LABELS[v] }))}
            value={searchBy}
            onChange={(v) => reset(setSearchBy)((v ?? 'all') as JobSearchBy)}
            allowDeselect={false}
            w={160}
          />
          <Select
            label="Status"
            data={[
              { value: 'open', label: 'All open' },
              { value: 'closed', label: 'All closed' },
              ...(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.statusText })),
            ]}
            value={status}
            onChange={reset(setStatus)}
            placeholder="Any status"
            clearable
            w={180}
          />
          <Select
            label="Office"
            data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            value={officeId}
            onChange={reset(setOfficeId)}
            placeholder="Any office"
            clearable
            w={180}
          />
          <DateInputField label="Scheduled on" value={scheduled} onChange={reset(setScheduled)} w={140} />
          <Select
            label="Assigned to"
            data={ASSIGNED_OPTIONS}
            value={assigned}
            onChange={(v) => reset(setAssigned)(assignedParam(v))}
            placeholder="Anyone"
            clearable
            w={180}
          />
        </Group>
        <Table striped highlightOnHover aria-label="Jobs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Job</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Customer</Table.Th>
              <Table.Th>Location</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Urgency</Table.Th>
              <Table.Th>Scheduled</Table.Th>
              <Table.Th>Invoice</Table.Th>
              <Table.Th>Created</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && !query.isLoading && <EmptyRow colSpan={10} message="No jobs found." />}
            {rows.map((j) => (
              <Table.Tr key={j.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <JobNumberLink job={j} />
                </Table.Td>
                <Table.Td>
                  <JobName job={j} />
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={pageUrl(PageCode.Customer, j.customer.id)} fz="sm">
                    {j.customer.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{j.customerLocation.name}</Table.Td>
                <Table.Td>{j.jobType.type}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <JobStatusBadge job={j} />
                </Table.Td>
                <Table.Td>{j.urgency?.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {j.scheduledStart ? formatDateTime(j.scheduledStart) : ''}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{invoiceStatusName(j.invoiceStatus)}</Table.Td>
                <Table.Td>{formatDate(j.createdDate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Paging total={query.data?.count_filtered ?? 0} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
      </Paper>
      {canEdit && (
        <NewJobModal
          opened={opened}
          onClose={modal.close}
          onCreated={(job) => navigate(pageUrl(PageCode.Job, job.id))}
        />
      )}
    </>
  );
}
