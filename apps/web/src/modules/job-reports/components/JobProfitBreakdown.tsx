import { formatDate, formatHours } from '@fieldline/contracts/common/dates';
import { formatMoney, formatUnitPrice, toDecimal } from '@fieldline/contracts/common/money';
import { PageCode } from '@fieldline/contracts/common/page-codes';
import { marginPercent } from '@fieldline/contracts/jobs/job-reports.contract';
import { Anchor, Drawer, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { openPage } from '../../../app/page-codes';
import { EmptyRow, QueryStatus } from '../../../shared/ui';
import { useJobProfit } from '../job-reports.api';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** One job's profit (GET jobs/reports/jobProfitReport) in a side drawer: figures, then the lines behind them. */
export function JobProfitBreakdown({ jobId, onClose }: { jobId: number | null; onClose: () => void }) {
  const query = useJobProfit(jobId);
  return (
    <Drawer opened={jobId !== null} onClose={onClose} position="right" size="xl" title="Job profit breakdown">
      {jobId !== null && (
        <QueryStatus query={query}>
          {(r) => (
            <Stack gap="md" data-testid="profit-breakdown">
              <div>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  onClick={() => void openPage(PageCode.Job, r.job.jobId)}
                >
                  {r.job.jobNumber}
                </Anchor>{' '}
                <Text span>{r.job.name}</Text>
                <Text size="sm" c="dimmed">
                  {r.job.customer.name} · {r.job.status}
                  {r.job.completedDate ? ` · completed ${formatDate(r.job.completedDate)}` : ''}
                </Text>
              </div>
              <SimpleGrid cols={3} spacing="sm">
                <Figure label="Revenue" value={formatMoney(r.figures.revenue)} />
                <Figure label="Items cost" value={formatMoney(r.figures.itemsCost)} />
                <Figure label="Labour" value={formatMoney(r.figures.labour)} />
                <Figure label="Expenses" value={formatMoney(r.figures.expenses)} />
                <Figure label="Profit" value={formatMoney(r.figures.profit)} testId="breakdown-profit" />
                <Figure label="Margin" value={marginPercent(r.figures.margin)} />
              </SimpleGrid>

              <Title order={5}>Items</Title>
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Item</Table.Th>
                    <Table.Th ta="right">Qty</Table.Th>
                    <Table.Th ta="right">Unit cost</Table.Th>
                    <Table.Th ta="right">Cost</Table.Th>
                    <Table.Th ta="right">Revenue</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.items.length === 0 && <EmptyRow colSpan={5} message="No items." />}
                  {r.items.map((l) => (
                    <Table.Tr key={l.id}>
                      <Table.Td>{l.item.name}</Table.Td>
                      <Table.Td ta="right">{toDecimal(l.quantity).toString()}</Table.Td>
                      <Table.Td ta="right">{formatUnitPrice(l.unitCost)}</Table.Td>
                      <Table.Td ta="right">{l.isLabour ? 'in labour' : formatMoney(l.cost)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(l.revenue)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>

              <Title order={5}>Labour</Title>
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Employee</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th ta="right">Hours</Table.Th>
                    <Table.Th ta="right">Rate</Table.Th>
                    <Table.Th ta="right">Cost</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.labour.length === 0 && <EmptyRow colSpan={6} message="No time." />}
                  {r.labour.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>{formatDate(t.workDate)}</Table.Td>
                      <Table.Td>{t.employee.name}</Table.Td>
                      <Table.Td>{t.timeType.name}</Table.Td>
                      <Table.Td ta="right">{formatHours(t.hours)}</Table.Td>
                      <Table.Td ta="right">{formatUnitPrice(t.costRate)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(t.cost)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>

              <Title order={5}>Expenses</Title>
              <Table verticalSpacing={4}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Description</Table.Th>
                    <Table.Th>Vendor</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {r.expenses.length === 0 && <EmptyRow colSpan={4} message="No expenses." />}
                  {r.expenses.map((x) => (
                    <Table.Tr key={x.id}>
                      <Table.Td>{formatDate(x.enteredOn)}</Table.Td>
                      <Table.Td>{x.description}</Table.Td>
                      <Table.Td>{x.vendor || '-'}</Table.Td>
                      <Table.Td ta="right">{formatMoney(x.amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </QueryStatus>
      )}
    </Drawer>
  );
}
