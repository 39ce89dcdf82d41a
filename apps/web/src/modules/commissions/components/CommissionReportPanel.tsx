import type { CommissionReportRow } from '@fieldline/contracts/commissions/commissions.contract';
import { COMMISSION_BASIS_LABELS } from '@fieldline/contracts/commissions/commissions.contract';
import { Anchor, Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate, formatMoney, NONE } from '../../../shared/format';
import { EmptyRow } from '../../../shared/ui';
import { type Period, reportExportUrl, useCommissionReport } from '../commissions.api';

const basisLabel = (b: string) =>
  (COMMISSION_BASIS_LABELS as Record<string, string>)[b] ??
  (b === 'Percent' ? 'Percent typed' : b === 'Amount' ? 'Amount typed' : b);

const rateOf = (r: CommissionReportRow) => (r.rate === null ? NONE : `${r.rate}%`);

/** One salesperson's commissions in the period: each invoice's basis, rate, earned, reversed and net. */
export function CommissionReportPanel({ employeeId, period }: { employeeId: number; period: Period }) {
  const report = useCommissionReport(employeeId, period);
  const r = report.data;
  return (
    <Paper p="lg" radius="md" mt="lg">
      <Group justify="space-between" mb="md">
        <div>
          <Title order={3}>Commission report{r ? `: ${r.employeeName}` : ''}</Title>
          <Text fz="sm" c="dimmed">
            {formatDate(period.from)} to {formatDate(period.to)} · what was earned and taken back in the
            period
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component="a"
            href={reportExportUrl(employeeId, period, 'csv')}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            CSV
          </Button>
          <Button
            component="a"
            href={reportExportUrl(employeeId, period, 'xlsx')}
            download
            variant="default"
            leftSection={<IconDownload size={16} />}
          >
            Excel
          </Button>
        </Group>
      </Group>
      {report.error && <Text c="red">Could not load the report.</Text>}
      <Table striped aria-label="Commission report">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Customer</Table.Th>
            <Table.Th>Basis</Table.Th>
            <Table.Th ta="right">Basis amount</Table.Th>
            <Table.Th ta="right">Rate</Table.Th>
            <Table.Th ta="right">Earned</Table.Th>
            <Table.Th ta="right">Reversed</Table.Th>
            <Table.Th ta="right">Net</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {r && r.rows.length === 0 && (
            <EmptyRow colSpan={9} message="No commission earned or reversed in this period." />
          )}
          {r?.rows.map((x) => (
            <Table.Tr key={x.invoiceId}>
              <Table.Td>
                <Group gap={6}>
                  <Anchor component={Link} to={`/invoices/${x.invoiceId}`} fz="sm">
                    {x.invoiceNumber}
                  </Anchor>
                  {x.status === 'Void' && (
                    <Badge size="xs" color="red" variant="light">
                      Void
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(x.invoiceDate)}</Table.Td>
              <Table.Td>{x.customerName}</Table.Td>
              <Table.Td>{basisLabel(x.basis)}</Table.Td>
              <Table.Td ta="right">{formatMoney(x.basisAmount)}</Table.Td>
              <Table.Td ta="right">{rateOf(x)}</Table.Td>
              <Table.Td ta="right">{formatMoney(x.earned)}</Table.Td>
              <Table.Td ta="right" c={x.reversed.startsWith('-') ? 'red' : undefined}>
                {formatMoney(x.reversed)}
              </Table.Td>
              <Table.Td ta="right" fw={500}>
                {formatMoney(x.net)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {r && r.rows.length > 0 && (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={6}>Total ({r.rows.length} invoices)</Table.Th>
              <Table.Th ta="right">{formatMoney(r.totals.earned)}</Table.Th>
              <Table.Th ta="right">{formatMoney(r.totals.reversed)}</Table.Th>
              <Table.Th ta="right" data-testid="report-net">
                {formatMoney(r.totals.net)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Paper>
  );
}
