import type { ReportTable } from '@fieldline/contracts/reports/financial.tables';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { type QueryLike, QueryStatus } from '../../../shared/ui';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { exportUrl, type ReportQuery } from '../financial-reports.api';
import { REPORTS } from '../reports.list';
import { ReportTableView } from './ReportTableView';

export interface ReportFrameProps<T> {
  slug: string;
  /** API path under /v1, e.g. /generalledger/reports/trialbalance. */
  path: string;
  query: ReportQuery;
  /** False while a required filter is missing: no export links. */
  ready: boolean;
  filters: ReactNode;
  result: QueryLike<T>;
  toTable: (data: T) => ReportTable;
  /** Lines under the table (checks such as "balanced"). */
  footer?: (data: T) => ReactNode;
  /** Export path when it differs from the report's own (the payables aging). */
  exportPath?: string;
}

/** The common page of every financial report: switcher, filters, exports, the table. */
export function ReportFrame<T>(p: ReportFrameProps<T>) {
  const navigate = useNavigate();
  const info = REPORTS.find((r) => r.slug === p.slug);
  const ex = p.exportPath ?? p.path;
  const exportButton = (type: 'xlsx' | 'pdf', label: string, icon: ReactNode) => (
    <Button
      component="a"
      href={p.ready ? exportUrl(ex, p.query, type) : undefined}
      download
      variant="default"
      disabled={!p.ready}
      leftSection={icon}
    >
      {label}
    </Button>
  );
  return (
    <Stack gap="md">
      <PageHeader
        title={info?.title ?? 'Report'}
        description={info?.description}
        crumbs={[{ label: 'Financial reports', to: '/reports' }]}
        actions={
          <Group gap="xs">
            <Select
              aria-label="Report"
              w={210}
              data={REPORTS.map((r) => ({ value: r.slug, label: r.title }))}
              value={p.slug}
              allowDeselect={false}
              onChange={(v) => v && navigate(`/reports/${v}`)}
            />
            {exportButton('xlsx', 'Export XLSX', <IconFileSpreadsheet size={16} />)}
            {exportButton('pdf', 'Export PDF', <IconFileTypePdf size={16} />)}
          </Group>
        }
      />
      <Paper p="md" radius="md" withBorder>
        <Group align="flex-end" gap="sm">
          {p.filters}
        </Group>
      </Paper>
      <Paper p="md" radius="md" withBorder>
        {p.ready ? (
          <QueryStatus query={p.result}>
            {(data) => (
              <>
                <ReportTableView table={p.toTable(data)} />
                {p.footer && <Stack mt="xs">{p.footer(data)}</Stack>}
              </>
            )}
          </QueryStatus>
        ) : (
          <Text c="dimmed">Choose the dates to run the report.</Text>
        )}
      </Paper>
    </Stack>
  );
}
