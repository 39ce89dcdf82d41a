import type { IncomeFormat, IncomeStatement } from '@fieldline/contracts/reports/financial.contract';
import { incomeStatementTable } from '@fieldline/contracts/reports/financial.tables';
import { SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { DateRangePicker } from '../../../shared/dates';
import type { IsoRange } from '../../../shared/dates/DateRangePicker';
import { OfficesFilter } from '../components/Filters';
import { ReportFrame } from '../components/ReportFrame';
import { type ReportQuery, today, useReport } from '../financial-reports.api';

const PATH = '/generalledger/reports/incomestatement';

/** The income statement: a date range, offices, detail or summary, 12 monthly columns and the Budget series. */
export function IncomeStatementPage() {
  const year = today().slice(0, 4);
  const [range, setRange] = useState<IsoRange | null>([`${year}-01-01`, `${year}-12-31`]);
  const [officeIds, setOfficeIds] = useState<number[]>([]);
  const [format, setFormat] = useState<IncomeFormat>('detail');
  const [monthly, setMonthly] = useState(true);
  const [budget, setBudget] = useState(false);
  const query: ReportQuery = {
    startDate: range?.[0],
    endDate: range?.[1],
    officeIds: officeIds.length ? officeIds : undefined,
    format,
    columns: monthly ? 12 : 1,
    series: budget ? 'Budget' : undefined,
  };
  const result = useReport<IncomeStatement>(PATH, query, range !== null);
  return (
    <ReportFrame
      slug="income-statement"
      path={PATH}
      query={query}
      ready={range !== null}
      result={result}
      toTable={incomeStatementTable}
      filters={
        <>
          <DateRangePicker label="Dates" value={range} onChange={setRange} placeholder="Choose dates" />
          <OfficesFilter value={officeIds} onChange={setOfficeIds} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Format
            </Text>
            <SegmentedControl
              aria-label="Format"
              data={[
                { value: 'detail', label: 'Detail' },
                { value: 'summary', label: 'Summary' },
              ]}
              value={format}
              onChange={(v) => setFormat(v as IncomeFormat)}
            />
          </Stack>
          <Stack gap={8} pb={4}>
            <Switch
              label="12 monthly columns"
              checked={monthly}
              onChange={(e) => setMonthly(e.currentTarget.checked)}
            />
            <Switch
              label="Show Budget"
              checked={budget}
              onChange={(e) => setBudget(e.currentTarget.checked)}
            />
          </Stack>
        </>
      }
      footer={(r) => (
        <Text size="xs" c="dimmed" data-testid="budget-note">
          {r.series.includes('Budget')
            ? r.budget
              ? `Budget: ${r.budget.description || `FY ${r.budget.financialYear}`}${r.budget.locked ? ' (locked)' : ''}. Variance = actual − budget.`
              : 'No budget covers the start date: budget amounts show as 0.00.'
            : 'Amounts in their natural sign: income and costs both positive; net income = revenue − costs.'}
        </Text>
      )}
    />
  );
}
