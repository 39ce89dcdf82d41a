import { formatDate } from '../common/dates';
import { moneyString, toDecimal } from '../common/money';
import type { AgingReport } from '../vendor-bills/vendor-bills.contract';
import {
  type AdjustmentsReport,
  AGING_BUCKETS,
  AGING_LABELS,
  type AgingAmounts,
  type ArAging,
  type BalanceSheet,
  type CashForecast,
  type Figures,
  type IncomeStatement,
  type JournalDetail,
  type TrialBalance,
} from './financial.contract';

/**
 * One tabular shape for every financial report: the web renders it and the server writes it to xlsx and PDF, so
 * the screen and the downloads always show the same rows.
 */
export type CellKind = 'text' | 'money' | 'date' | 'number';
export interface TableColumn {
  key: string;
  label: string;
  kind: CellKind;
}
/** 'alert' marks a row that needs attention (a tie-out difference): bold, tinted red on screen. */
export type RowStyle = 'section' | 'group' | 'subtotal' | 'total' | 'grand' | 'alert';
export interface TableRow {
  cells: (string | null)[];
  style?: RowStyle;
  indent?: number;
}
export interface ReportTable {
  title: string;
  subtitle: string;
  columns: TableColumn[];
  rows: TableRow[];
}

const money = (key: string, label: string): TableColumn => ({ key, label, kind: 'money' });
const text = (key: string, label: string): TableColumn => ({ key, label, kind: 'text' });
const blank = (n: number) => Array<null>(n).fill(null);

export function trialBalanceTable(r: TrialBalance): ReportTable {
  return {
    title: 'Trial Balance',
    subtitle: `As of ${formatDate(r.date)}`,
    columns: [
      text('code', 'Account'),
      text('name', 'Name'),
      text('type', 'Type'),
      money('debit', 'Debit'),
      money('credit', 'Credit'),
    ],
    rows: [
      ...r.rows.map((a) => ({ cells: [a.code, a.name, a.typeName, a.debit, a.credit] })),
      { cells: ['Total', null, null, r.totals.debit, r.totals.credit], style: 'grand' as const },
    ],
  };
}

/** The income statement's figure columns: per month (with budget and variance) and the total. */
function incomeColumns(r: IncomeStatement): TableColumn[] {
  const budget = r.series.includes('Budget');
  const cols: TableColumn[] = [];
  const many = r.columns.length > 1;
  if (many) {
    for (const c of r.columns) {
      cols.push(money(c.key, budget ? `${c.label} Actual` : c.label));
      if (budget)
        cols.push(money(`${c.key}-b`, `${c.label} Budget`), money(`${c.key}-v`, `${c.label} Variance`));
    }
  }
  cols.push(money('total', budget ? 'Total Actual' : 'Total'));
  if (budget) cols.push(money('budget', 'Total Budget'), money('variance', 'Total Variance'));
  return cols;
}

function figureCells(r: IncomeStatement, f: Figures): (string | null)[] {
  const budget = r.series.includes('Budget');
  const out: (string | null)[] = [];
  if (r.columns.length > 1) {
    r.columns.forEach((_, i) => {
      out.push(f.amounts[i]);
      if (budget) out.push(f.budget?.[i] ?? null, f.variance?.[i] ?? null);
    });
  }
  out.push(f.total);
  if (budget) out.push(f.budgetTotal ?? null, f.varianceTotal ?? null);
  return out;
}

export function incomeStatementTable(r: IncomeStatement): ReportTable {
  const figs = incomeColumns(r);
  const rows: TableRow[] = [];
  const line = (label: string, f: Figures, style?: RowStyle, indent = 0) =>
    rows.push({ cells: [label, ...figureCells(r, f)], style, indent });
  const after: Record<string, [string, Figures]> = {
    cogs: ['Gross Profit', r.grossProfit],
    expenses: ['Operating Income', r.operatingIncome],
  };
  for (const s of r.sections) {
    rows.push({ cells: [s.title, ...blank(figs.length)], style: 'section' });
    for (const g of s.groups) {
      if (r.format === 'detail') {
        if (g.name !== s.title)
          rows.push({ cells: [g.name, ...blank(figs.length)], style: 'group', indent: 1 });
        for (const a of g.accounts) line(`${a.code} ${a.name}`, a, undefined, 2);
        // A group named like its section would repeat the section's total line.
        if (g.name !== s.title) line(`Total ${g.name}`, g, 'subtotal', 1);
      } else line(g.name, g, undefined, 1);
    }
    line(`Total ${s.title}`, s, 'total');
    const extra = after[s.key];
    if (extra) line(extra[0], extra[1], 'total');
  }
  line('Net Income', r.netIncome, 'grand');
  const budgetNote = r.budget ? ` · Budget: ${r.budget.description || `FY ${r.budget.financialYear}`}` : '';
  return {
    title: 'Income Statement',
    subtitle: `${formatDate(r.startDate)} - ${formatDate(r.endDate)}${budgetNote}`,
    columns: [text('account', 'Account'), ...figs],
    rows,
  };
}

export function balanceSheetTable(r: BalanceSheet): ReportTable {
  const rows: TableRow[] = [];
  for (const s of r.sections) {
    rows.push({ cells: [s.title, null], style: 'section' });
    for (const g of s.groups) {
      if (g.name !== s.title) rows.push({ cells: [g.name, null], style: 'group', indent: 1 });
      for (const a of g.accounts) rows.push({ cells: [`${a.code} ${a.name}`, a.amount], indent: 2 });
      if (g.name !== s.title)
        rows.push({ cells: [`Total ${g.name}`, g.total], style: 'subtotal', indent: 1 });
    }
    rows.push({ cells: [`Total ${s.title}`, s.total], style: 'total' });
  }
  rows.push({ cells: ['Total Liabilities and Equity', r.totalLiabilitiesAndEquity], style: 'grand' });
  return {
    title: 'Balance Sheet',
    subtitle: `As of ${formatDate(r.date)}`,
    columns: [text('account', 'Account'), money('amount', 'Amount')],
    rows,
  };
}

export function journalDetailTable(
  r: JournalDetail,
  range: { startDate: string; endDate: string },
): ReportTable {
  const rows: TableRow[] = [];
  if (r.openingBalance !== null)
    rows.push({
      cells: [null, null, null, 'Opening balance', null, null, null, r.openingBalance],
      style: 'subtotal',
    });
  // A running balance only makes sense for one account (it starts from that account's opening balance).
  let running = r.openingBalance === null ? null : toDecimal(r.openingBalance);
  for (const l of r.data) {
    if (running) running = running.plus(toDecimal(l.debit)).minus(toDecimal(l.credit));
    rows.push({
      cells: [
        l.entryDate,
        String(l.entryId),
        l.sourceType,
        `${l.account.code} ${l.account.name}`,
        l.memo ?? l.entryMemo,
        l.debit,
        l.credit,
        running ? moneyString(running) : null,
      ],
    });
  }
  rows.push({
    cells: ['Total', null, null, null, null, r.totals.debit, r.totals.credit, null],
    style: 'grand',
  });
  return {
    title: 'Journal Detail',
    subtitle: `${formatDate(range.startDate)} - ${formatDate(range.endDate)}`,
    columns: [
      { key: 'date', label: 'Date', kind: 'date' },
      text('entry', 'Entry'),
      text('source', 'Source'),
      text('account', 'Account'),
      text('memo', 'Memo'),
      money('debit', 'Debit'),
      money('credit', 'Credit'),
      money('balance', 'Balance'),
    ],
    rows,
  };
}

export function adjustmentsTable(
  r: AdjustmentsReport,
  range: { startDate: string; endDate: string },
): ReportTable {
  const rows: TableRow[] = [];
  for (const e of r.data) {
    const link = e.reversesEntryId
      ? `Reverses #${e.reversesEntryId}`
      : e.adjustsEntryId
        ? `Adjusts #${e.adjustsEntryId}`
        : '';
    rows.push({
      cells: [
        e.entryDate,
        `#${e.id} ${e.sourceType}`,
        [link, e.memo].filter(Boolean).join(' · '),
        null,
        null,
      ],
      style: 'group',
    });
    for (const l of e.lines)
      rows.push({
        cells: [null, `${l.account.code} ${l.account.name}`, l.memo, l.debit, l.credit],
        indent: 1,
      });
  }
  return {
    title: 'Adjustments',
    subtitle: `${formatDate(range.startDate)} - ${formatDate(range.endDate)}`,
    columns: [
      { key: 'date', label: 'Date', kind: 'date' },
      text('entry', 'Entry / account'),
      text('memo', 'Memo'),
      money('debit', 'Debit'),
      money('credit', 'Credit'),
    ],
    rows,
  };
}

export function cashForecastTable(r: CashForecast): ReportTable {
  return {
    title: 'Cash Forecast',
    subtitle: `${r.weeks} weeks from ${formatDate(r.startDate)} · cash now ${r.cashNow}`,
    columns: [
      text('week', 'Week'),
      { key: 'start', label: 'Start', kind: 'date' },
      { key: 'end', label: 'End', kind: 'date' },
      money('receipts', 'Receipts (AR)'),
      money('payments', 'Payments (AP)'),
      money('net', 'Net'),
      money('endingCash', 'Ending cash'),
    ],
    rows: [
      { cells: ['Cash now', null, null, null, null, null, r.cashNow], style: 'subtotal' },
      ...r.rows.map((w) => ({
        cells: [String(w.week), w.startDate, w.endDate, w.receipts, w.payments, w.net, w.endingCash],
      })),
      {
        cells: ['Total', null, null, r.totals.receipts, r.totals.payments, r.totals.net, r.totals.endingCash],
        style: 'grand' as const,
      },
    ],
  };
}

const agingCells = (a: AgingAmounts) => [...AGING_BUCKETS.map((b) => a[b]), a.total];

export function arAgingTable(r: ArAging): ReportTable {
  const rows: TableRow[] = [];
  for (const c of r.customers) {
    rows.push({ cells: [c.customerName, null, null, ...agingCells(c)], style: 'subtotal' });
    for (const i of c.invoices)
      rows.push({ cells: [i.invoiceNumber, i.dueDate, String(i.daysPastDue), ...agingCells(i)], indent: 1 });
  }
  rows.push({ cells: ['Total', null, null, ...agingCells(r.totals)], style: 'grand' });
  return {
    title: 'Receivables Aging',
    subtitle: `As of ${formatDate(r.date)}`,
    columns: [
      text('name', 'Customer / invoice'),
      { key: 'due', label: 'Due', kind: 'date' },
      { key: 'days', label: 'Days past due', kind: 'number' },
      ...AGING_BUCKETS.map((b) => money(b, AGING_LABELS[b])),
      money('total', 'Total'),
    ],
    rows,
  };
}

/** Payables aging (GET /v1/vendorbills/reports/aging, built by the vendor-bills module). */
export function apAgingTable(r: AgingReport): ReportTable {
  const cells = (a: AgingReport['totals']) => [
    a.current,
    a.days1To30,
    a.days31To60,
    a.days61To90,
    a.over90,
    a.total,
  ];
  return {
    title: 'Payables Aging',
    subtitle: `As of ${formatDate(r.asOf)}`,
    columns: [
      text('name', 'Supplier'),
      { key: 'bills', label: 'Bills', kind: 'number' },
      ...AGING_BUCKETS.map((b) => money(b, AGING_LABELS[b])),
      money('total', 'Total'),
    ],
    rows: [
      ...r.rows.map((s) => ({ cells: [s.supplierName, String(s.billCount), ...cells(s)] })),
      { cells: ['Total', null, ...cells(r.totals)], style: 'grand' as const },
    ],
  };
}
