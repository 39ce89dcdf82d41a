import { formatDate } from '@fieldline/contracts/common/dates';
import { formatCount, formatMoney } from '@fieldline/contracts/common/money';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import {
  marginPercent,
  type ProfitByJobQuery,
  type ProfitDateField,
} from '@fieldline/contracts/jobs/job-reports.contract';
import { Anchor, Button, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../app/api';
import { openPage } from '../../../app/page-codes';
import { type CustomerOption, CustomerSelect } from '../../../shared/contacts-manager/CustomerSelect';
import { DateRangePicker } from '../../../shared/dates';
import type { IsoRange } from '../../../shared/dates/DateRangePicker';
import { JobSearch } from '../../../shared/jobs/JobSearch';
import { EmptyRow, PageHeader, Paging, QueryStatus } from '../../../shared/ui';
import { JobProfitBreakdown } from '../components/JobProfitBreakdown';
import { profitExcelUrl, useProfitByJob, useStatusOptions } from '../job-reports.api';

const PAGE_SIZE = 50;
const MONEY_COLUMNS = ['revenue', 'itemsCost', 'labour', 'expenses', 'profit'] as const;
const MONEY_LABELS = ['Revenue', 'Items cost', 'Labour', 'Expenses', 'Profit'];

function useOffices() {
  return useQuery({
    queryKey: ['cache', 'offices'],
    queryFn: ({ signal }) => api.get<{ id: number; name: string }[]>('/cache/offices', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Job profit report: revenue, items cost, labour, expenses, profit and margin per job, with a spreadsheet. */
export function JobProfitPage() {
  const [dateField, setDateField] = useState<ProfitDateField>('completed');
  const [range, setRange] = useState<IsoRange | null>(null);
  const [officeId, setOfficeId] = useState<string | null>(null);
  const [customer, setCustomer] = useState<CustomerOption | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [breakdown, setBreakdown] = useState<number | null>(null);
  const offices = useOffices();
  const statuses = useStatusOptions();

  const filters: ProfitByJobQuery = {
    dateField,
    from: range?.[0],
    to: range?.[1],
    officeId: officeId ? Number(officeId) : undefined,
    customerId: customer?.id,
    status: status ? (/^\d+$/.test(status) ? Number(status) : (status as 'open' | 'closed')) : undefined,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  };
  const query = useProfitByJob(filters);
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  const statusData = [
    { value: 'open', label: 'Any open status' },
    { value: 'closed', label: 'Any closed status' },
    ...(statuses.data ?? []).map((s) => ({ value: String(s.id), label: s.statusText })),
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title="Job profit"
        description="Revenue from job lines less item cost, labour (hours × cost rate) and expenses."
        actions={
          <Button
            component="a"
            href={profitExcelUrl(filters)}
            download
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} />}
          >
            Export to Excel
          </Button>
        }
      />
      <Paper p="md" radius="md" withBorder>
        <Group align="flex-end" gap="sm">
          <Select
            label="Date"
            w={150}
            data={[
              { value: 'completed', label: 'Completed date' },
              { value: 'created', label: 'Created date' },
            ]}
            value={dateField}
            allowDeselect={false}
            onChange={(v) => v && reset(setDateField)(v as ProfitDateField)}
          />
          <DateRangePicker
            label="Date range"
            value={range}
            onChange={reset(setRange)}
            placeholder="Any date"
          />
          <Select
            label="Office"
            w={170}
            clearable
            placeholder="Any office"
            data={(offices.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))}
            value={officeId}
            onChange={reset(setOfficeId)}
          />
          <div style={{ minWidth: 240 }}>
            <CustomerSelect value={customer} onChange={reset(setCustomer)} />
          </div>
          <Select
            label="Status"
            w={190}
            clearable
            placeholder="Any status"
            data={statusData}
            value={status}
            onChange={reset(setStatus)}
          />
        </Group>
      </Paper>
      <Paper p="md" radius="md" withBorder>
        <JobSearch label="Job breakdown" onSelect={(job) => setBreakdown(job.id)} />
      </Paper>
      <Paper p="md" radius="md" withBorder>
        <QueryStatus query={query}>
          {(result) => (
            <>
              <Table.ScrollContainer minWidth={820}>
                <Table striped highlightOnHover verticalSpacing={6} fz="sm" data-testid="profit-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Job #</Table.Th>
                      <Table.Th>Name / customer</Table.Th>
                      <Table.Th>Status</Table.Th>
                      <Table.Th>{dateField === 'completed' ? 'Completed' : 'Created'}</Table.Th>
                      {MONEY_LABELS.map((l) => (
                        <Table.Th key={l} ta="right">
                          {l}
                        </Table.Th>
                      ))}
                      <Table.Th ta="right">Margin</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.data.length === 0 && (
                      <EmptyRow colSpan={10} message="No jobs match these filters." />
                    )}
                    {result.data.map((r) => (
                      <Table.Tr key={r.jobId} data-testid={`profit-row-${r.jobId}`}>
                        <Table.Td>
                          <Anchor
                            component="button"
                            type="button"
                            style={{ whiteSpace: 'nowrap' }}
                            onClick={() => void openPage(PageCode.Job, r.jobId)}
                          >
                            {r.jobNumber}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>
                          <Anchor
                            component="button"
                            type="button"
                            ta="left"
                            onClick={() => setBreakdown(r.jobId)}
                          >
                            {r.name}
                          </Anchor>
                          <Text size="xs" c="dimmed">
                            {r.customer.name}
                          </Text>
                        </Table.Td>
                        <Table.Td>{r.status}</Table.Td>
                        <Table.Td>
                          {dateField === 'completed'
                            ? r.completedDate
                              ? formatDate(r.completedDate)
                              : '-'
                            : formatDate(r.createdDate)}
                        </Table.Td>
                        {MONEY_COLUMNS.map((k) => (
                          <Table.Td
                            key={k}
                            ta="right"
                            c={k === 'profit' && r.profit.startsWith('-') ? 'red' : undefined}
                          >
                            {formatMoney(r[k])}
                          </Table.Td>
                        ))}
                        <Table.Td ta="right">{marginPercent(r.margin)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                  {result.data.length > 0 && (
                    <Table.Tfoot>
                      <Table.Tr data-testid="profit-totals">
                        <Table.Th colSpan={4}>
                          Total ({formatCount(result.count_filtered)}{' '}
                          {result.count_filtered === 1 ? 'job' : 'jobs'})
                        </Table.Th>
                        {MONEY_COLUMNS.map((k) => (
                          <Table.Th key={k} ta="right">
                            {formatMoney(result.totals[k])}
                          </Table.Th>
                        ))}
                        <Table.Th ta="right">{marginPercent(result.totals.margin)}</Table.Th>
                      </Table.Tr>
                    </Table.Tfoot>
                  )}
                </Table>
              </Table.ScrollContainer>
              <Paging total={result.count_filtered} page={page} pageSize={PAGE_SIZE} onChange={setPage} />
              <Text size="xs" c="dimmed" mt="xs">
                Totals are over every matching job; margin = profit ÷ revenue (0 when there is no revenue).
              </Text>
            </>
          )}
        </QueryStatus>
      </Paper>
      <JobProfitBreakdown jobId={breakdown} onClose={() => setBreakdown(null)} />
    </Stack>
  );
}
