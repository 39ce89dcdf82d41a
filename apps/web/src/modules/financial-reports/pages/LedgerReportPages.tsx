import { formatMoney } from '@fieldline/contracts/common/money';
import { SOURCE_TYPES } from '@fieldline/contracts/ledger/ledger.constants';
import type {
  AdjustmentsReport,
  BalanceSheet,
  CashForecast,
  JournalDetail,
  TrialBalance,
} from '@fieldline/contracts/reports/financial.contract';
import {
  adjustmentsTable,
  balanceSheetTable,
  cashForecastTable,
  journalDetailTable,
  trialBalanceTable,
} from '@fieldline/contracts/reports/financial.tables';
import { Badge, NumberInput, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { DateRangePicker } from '../../../shared/dates';
import type { IsoRange } from '../../../shared/dates/DateRangePicker';
import { Paging } from '../../../shared/ui';
import { AccountFilter, DateFilter, OfficesFilter } from '../components/Filters';
import { ReportFrame } from '../components/ReportFrame';
import { type ReportQuery, today, useReport } from '../financial-reports.api';

const GL = '/generalledger/reports';
const PAGE = 200;

const monthStart = () => `${today().slice(0, 7)}-01`;
const balanced = (difference: string) =>
  difference === '0.00' ? (
    <Badge color="green" variant="light" data-testid="balanced">
      In balance
    </Badge>
  ) : (
    <Badge color="red" variant="light" data-testid="balanced">
      Out of balance by {formatMoney(difference)}
    </Badge>
  );

export function TrialBalancePage() {
  const [date, setDate] = useState<string | null>(today());
  const [officeIds, setOfficeIds] = useState<number[]>([]);
  const query: ReportQuery = { date: date ?? undefined, officeIds: officeIds.length ? officeIds : undefined };
  const result = useReport<TrialBalance>(`${GL}/trialbalance`, query, !!date);
  return (
    <ReportFrame
      slug="trial-balance"
      path={`${GL}/trialbalance`}
      query={query}
      ready={!!date}
      result={result}
      toTable={trialBalanceTable}
      filters={
        <>
          <DateFilter label="As of" value={date} onChange={setDate} />
          <OfficesFilter value={officeIds} onChange={setOfficeIds} />
        </>
      }
      footer={(r) => balanced(r.totals.difference)}
    />
  );
}

export function BalanceSheetPage() {
  const [date, setDate] = useState<string | null>(today());
  const [officeIds, setOfficeIds] = useState<number[]>([]);
  const query: ReportQuery = { date: date ?? undefined, officeIds: officeIds.length ? officeIds : undefined };
  const result = useReport<BalanceSheet>(`${GL}/balancesheet`, query, !!date);
  return (
    <ReportFrame
      slug="balance-sheet"
      path={`${GL}/balancesheet`}
      query={query}
      ready={!!date}
      result={result}
      toTable={balanceSheetTable}
      filters={
        <>
          <DateFilter label="As of" value={date} onChange={setDate} />
          <OfficesFilter value={officeIds} onChange={setOfficeIds} />
        </>
      }
      footer={(r) => balanced(r.difference)}
    />
  );
}

export function JournalDetailPage() {
  const [range, setRange] = useState<IsoRange | null>([monthStart(), today()]);
  const [accountId, setAccountId] = useState<number | null>(null);
  const [sourceType, setSourceType] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const query: ReportQuery = {
    startDate: range?.[0],
    endDate: range?.[1],
    accountId: accountId ?? undefined,
    sourceType: sourceType ?? undefined,
    offset: (page - 1) * PAGE,
    limit: PAGE,
  };
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  const result = useReport<JournalDetail>(`${GL}/journaldetail`, query, range !== null);
  const { offset: _o, limit: _l, ...exportQuery } = query;
  return (
    <ReportFrame
      slug="journal-detail"
      path={`${GL}/journaldetail`}
      query={{ ...exportQuery, limit: 10000 }}
      ready={range !== null}
      result={result}
      toTable={(r) => journalDetailTable(r, { startDate: range?.[0] ?? '', endDate: range?.[1] ?? '' })}
      filters={
        <>
          <DateRangePicker
            label="Dates"
            value={range}
            onChange={reset(setRange)}
            placeholder="Choose dates"
          />
          <AccountFilter value={accountId} onChange={reset(setAccountId)} />
          <Select
            label="Source"
            placeholder="Any source"
            w={170}
            clearable
            data={[...SOURCE_TYPES]}
            value={sourceType}
            onChange={reset(setSourceType)}
          />
        </>
      }
      footer={(r) => <Paging total={r.count_filtered} page={page} pageSize={PAGE} onChange={setPage} />}
    />
  );
}

export function AdjustmentsPage() {
  const [range, setRange] = useState<IsoRange | null>([`${today().slice(0, 4)}-01-01`, today()]);
  const query: ReportQuery = { startDate: range?.[0], endDate: range?.[1], limit: 10000 };
  const result = useReport<AdjustmentsReport>(`${GL}/adjustments`, query, range !== null);
  return (
    <ReportFrame
      slug="adjustments"
      path={`${GL}/adjustments`}
      query={query}
      ready={range !== null}
      result={result}
      toTable={(r) => adjustmentsTable(r, { startDate: range?.[0] ?? '', endDate: range?.[1] ?? '' })}
      filters={<DateRangePicker label="Dates" value={range} onChange={setRange} placeholder="Choose dates" />}
      footer={(r) => (
        <Text size="xs" c="dimmed">
          {r.count_filtered} {r.count_filtered === 1 ? 'entry' : 'entries'} with source Adjustment or
          Reversal.
        </Text>
      )}
    />
  );
}

export function CashForecastPage() {
  const [date, setDate] = useState<string | null>(today());
  const [weeks, setWeeks] = useState<number>(13);
  const query: ReportQuery = { startDate: date ?? undefined, weeks };
  const result = useReport<CashForecast>(`${GL}/cashforecast`, query, !!date);
  return (
    <ReportFrame
      slug="cash-forecast"
      path={`${GL}/cashforecast`}
      query={query}
      ready={!!date}
      result={result}
      toTable={cashForecastTable}
      filters={
        <>
          <DateFilter label="Start" value={date} onChange={setDate} />
          <NumberInput
            label="Weeks"
            w={100}
            min={1}
            max={52}
            value={weeks}
            onChange={(v) => setWeeks(Math.min(52, Math.max(1, Number(v) || 1)))}
          />
        </>
      }
      footer={(r) => (
        <Text size="xs" c="dimmed">
          Cash accounts: {r.cashAccounts.map((a) => `${a.code} ${a.name}`).join(', ') || 'none'}. Past-due
          receivables ({formatMoney(r.pastDueReceipts)}) and payables ({formatMoney(r.pastDuePayments)}) count
          in week 1.
        </Text>
      )}
    />
  );
}
