import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import type { ReportTable, TableColumn, TableRow } from '@fieldline/contracts/reports/financial.tables';
import { Table, Text } from '@mantine/core';

const cellText = (c: TableColumn, v: string | null) => {
  if (v === null) return '';
  if (c.kind === 'money') return formatMoney(v);
  if (c.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  return v;
};

const rowProps = (r: TableRow) => ({
  fw: r.style && r.style !== 'group' ? 700 : undefined,
  fs: r.style === 'group' ? ('italic' as const) : undefined,
  bg:
    r.style === 'grand'
      ? 'var(--mantine-color-gray-1)'
      : r.style === 'section'
        ? 'var(--mantine-color-gray-0)'
        : r.style === 'alert'
          ? 'var(--mantine-color-red-0)'
          : undefined,
});

/** Any financial report's rows: money right-aligned with 2 decimals, wide tables scroll sideways. */
export function ReportTableView({ table, testId }: { table: ReportTable; testId?: string }) {
  return (
    <Table.ScrollContainer minWidth={Math.max(640, 220 + (table.columns.length - 1) * 80)} type="native">
      <Table
        striped={false}
        highlightOnHover
        withTableBorder
        verticalSpacing={4}
        fz="sm"
        data-testid={testId ?? 'report-table'}
        stickyHeader
      >
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((c, i) => (
              <Table.Th
                key={c.key}
                ta={c.kind === 'money' || c.kind === 'number' ? 'right' : 'left'}
                style={{ whiteSpace: 'nowrap', ...(i === 0 ? { minWidth: 220 } : {}) }}
              >
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={table.columns.length}>
                <Text c="dimmed" ta="center" py="md">
                  Nothing to report for these filters.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {table.rows.map((r, ri) => {
            const p = rowProps(r);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity beyond their order
              <Table.Tr key={ri} bg={p.bg} data-style={r.style ?? 'line'}>
                {table.columns.map((c, i) => (
                  <Table.Td
                    key={c.key}
                    ta={c.kind === 'money' || c.kind === 'number' ? 'right' : 'left'}
                    fw={p.fw}
                    fs={p.fs}
                    pl={i === 0 && r.indent ? 10 + r.indent * 16 : undefined}
                    c={c.kind === 'money' && r.cells[i]?.startsWith('-') ? 'red.8' : undefined}
                    style={{ whiteSpace: c.kind === 'text' && i > 0 ? 'normal' : 'nowrap' }}
                  >
                    {cellText(c, r.cells[i] ?? null)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
