import { z } from 'zod';
import { businessDate } from '../common/dates';

/**
 * Financial reports (spec 1 §7.4 generalledger/reports/..., §7.11 invoices/reports/aging, spec 2 §7 the income
 * statement). Money travels as decimal strings with 2 places; amounts are shown in their natural sign (revenue
 * and liabilities positive when credit balances, assets and expenses positive when debit balances).
 */

const id = z.coerce.number().check(z.int32()).positive();

/** Office ids as repeated keys (`officeIds=1&officeIds=2`), bracketed keys or one comma-separated value. */
export const officeIdsSchema = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const list = Array.isArray(v) ? v : typeof v === 'object' ? Object.values(v as object) : [v];
  return list.flatMap((x) => String(x).split(',')).filter((x) => x.trim() !== '');
}, z.array(id).max(200).optional());

const scope = {
  companyId: id.optional(),
  officeIds: officeIdsSchema,
};

export const EXPORT_TYPES = ['xlsx', 'pdf'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
/** `GET <report>/export?type=xlsx|pdf&<the report's own query>`. */
export const exportTypeSchema = z.object({ type: z.enum(EXPORT_TYPES) });

export const trialBalanceQuerySchema = z.object({ date: businessDate, ...scope });
export type TrialBalanceQuery = z.infer<typeof trialBalanceQuerySchema>;

export const balanceSheetQuerySchema = trialBalanceQuerySchema;
export type BalanceSheetQuery = TrialBalanceQuery;

export const INCOME_FORMATS = ['detail', 'summary'] as const;
export type IncomeFormat = (typeof INCOME_FORMATS)[number];
export const INCOME_SERIES = ['Budget'] as const;

export const incomeStatementQuerySchema = z
  .object({
    startDate: businessDate,
    endDate: businessDate,
    ...scope,
    /** detail: accounts within their groups; summary: group totals only. */
    format: z.enum(INCOME_FORMATS).default('detail'),
    /** 12: one column per month of the range (at most 12 months); 1 or absent: one total column. */
    columns: z.coerce
      .number()
      .check(z.int32())
      .refine((v) => v === 1 || v === 12, { error: 'Columns must be 1 or 12' })
      .default(1),
    /** Budget: each row also carries the budget and the variance (actual − budget). */
    series: z.enum(INCOME_SERIES).optional(),
    /** A particular budget; by default the one covering the start date (see docs/accounting/reports.md). */
    budgetId: id.optional(),
  })
  .refine((q) => q.endDate >= q.startDate, {
    error: 'End date must be on or after the start date',
    path: ['endDate'],
  });
export type IncomeStatementQuery = z.infer<typeof incomeStatementQuerySchema>;

const page = {
  offset: z.coerce.number().check(z.int32()).min(0).default(0),
  limit: z.coerce.number().check(z.int32()).min(1).max(10000).default(200),
};

export const journalDetailQuerySchema = z
  .object({
    startDate: businessDate,
    endDate: businessDate,
    accountId: id.optional(),
    sourceType: z.string().trim().min(1).max(40).optional(),
    ...scope,
    ...page,
  })
  .refine((q) => q.endDate >= q.startDate, {
    error: 'End date must be on or after the start date',
    path: ['endDate'],
  });
export type JournalDetailQuery = z.infer<typeof journalDetailQuerySchema>;

export const adjustmentsQuerySchema = z
  .object({ startDate: businessDate, endDate: businessDate, companyId: id.optional(), ...page })
  .refine((q) => q.endDate >= q.startDate, {
    error: 'End date must be on or after the start date',
    path: ['endDate'],
  });
export type AdjustmentsQuery = z.infer<typeof adjustmentsQuerySchema>;

export const cashForecastQuerySchema = z.object({
  startDate: businessDate,
  weeks: z.coerce.number().check(z.int32()).min(1).max(52).default(13),
  companyId: id.optional(),
});
export type CashForecastQuery = z.infer<typeof cashForecastQuerySchema>;

export const arAgingQuerySchema = z.object({ date: businessDate, customerId: id.optional() });
export type ArAgingQuery = z.infer<typeof arAgingQuerySchema>;

export const reportCacheQuerySchema = z.object({ companyId: id.optional() });

// ---- responses (plain types: the server builds them, the web reads them) ----

export interface AccountRef {
  id: number;
  code: string;
  name: string;
}

export interface TrialBalanceRow extends AccountRef {
  accountType: number;
  typeName: string;
  groupName: string;
  debit: string;
  credit: string;
}

export interface TrialBalance {
  date: string;
  companyId: number;
  officeIds: number[];
  fiscalYearStart: string;
  rows: TrialBalanceRow[];
  totals: { debit: string; credit: string; difference: string };
}

/** One figure per column, their total, and with the Budget series the budget and variance beside them. */
export interface Figures {
  amounts: string[];
  total: string;
  budget?: string[];
  budgetTotal?: string;
  variance?: string[];
  varianceTotal?: string;
}

export interface IncomeAccountRow extends AccountRef, Figures {}

export interface IncomeGroup extends Figures {
  groupId: number;
  name: string;
  accounts: IncomeAccountRow[];
}

export type IncomeSectionKey = 'revenue' | 'cogs' | 'expenses' | 'otherIncome' | 'otherExpense';

export interface IncomeSection extends Figures {
  key: IncomeSectionKey;
  title: string;
  groups: IncomeGroup[];
}

export interface IncomeColumn {
  key: string;
  label: string;
  startDate: string;
  endDate: string;
}

export interface IncomeStatement {
  startDate: string;
  endDate: string;
  companyId: number;
  officeIds: number[];
  format: IncomeFormat;
  columns: IncomeColumn[];
  series: string[];
  budget: { id: number; description: string; financialYear: number; locked: boolean } | null;
  sections: IncomeSection[];
  grossProfit: Figures;
  operatingIncome: Figures;
  netIncome: Figures;
}

export interface BalanceSheetLine extends AccountRef {
  amount: string;
}

export interface BalanceSheetGroup {
  name: string;
  accounts: BalanceSheetLine[];
  total: string;
}

export interface BalanceSheetSection {
  key: 'assets' | 'liabilities' | 'equity';
  title: string;
  groups: BalanceSheetGroup[];
  total: string;
}

export interface BalanceSheet {
  date: string;
  companyId: number;
  officeIds: number[];
  sections: BalanceSheetSection[];
  /** Income less expenses from the fiscal year's start to the date (shown under equity). */
  currentYearEarnings: string;
  totalAssets: string;
  totalLiabilitiesAndEquity: string;
  difference: string;
}

export interface JournalDetailLine {
  lineId: number;
  entryId: number;
  entryDate: string;
  sourceType: string;
  sourceId: number | null;
  reference: string | null;
  entryMemo: string | null;
  account: AccountRef;
  officeId: number;
  debit: string;
  credit: string;
  memo: string | null;
}

export interface JournalDetail {
  data: JournalDetailLine[];
  count_filtered: number;
  totals: { debit: string; credit: string };
  /** With accountId: the account's balance (debit − credit) before the start date. */
  openingBalance: string | null;
}

export interface AdjustmentEntry {
  id: number;
  entryDate: string;
  sourceType: string;
  memo: string | null;
  reference: string | null;
  reversesEntryId: number | null;
  adjustsEntryId: number | null;
  total: string;
  lines: { lineNumber: number; account: AccountRef; debit: string; credit: string; memo: string | null }[];
}

export interface AdjustmentsReport {
  data: AdjustmentEntry[];
  count_filtered: number;
}

export interface CashForecastWeek {
  week: number;
  startDate: string;
  endDate: string;
  receipts: string;
  payments: string;
  net: string;
  endingCash: string;
}

export interface CashForecast {
  startDate: string;
  weeks: number;
  /** Cash and bank accounts' balance at the start of the start date. */
  cashNow: string;
  cashAccounts: AccountRef[];
  /** Open invoices and bills already due before the start date (counted in week 1). */
  pastDueReceipts: string;
  pastDuePayments: string;
  rows: CashForecastWeek[];
  totals: { receipts: string; payments: string; net: string; endingCash: string };
}

export const AGING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_LABELS: Record<AgingBucket, string> = {
  current: 'Current',
  days1to30: '1-30',
  days31to60: '31-60',
  days61to90: '61-90',
  over90: '90+',
};

export type AgingAmounts = Record<AgingBucket, string> & { total: string };

export interface ArAgingInvoice extends AgingAmounts {
  id: number;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  daysPastDue: number;
}

export interface ArAgingCustomer extends AgingAmounts {
  customerId: number;
  customerName: string;
  invoices: ArAgingInvoice[];
}

export interface ArAging {
  date: string;
  customers: ArAgingCustomer[];
  totals: AgingAmounts;
}

export interface ReportCacheAccount extends AccountRef {
  accountType: number;
  groupId: number;
  groupName: string;
  isActive: boolean;
  systemRole: string | null;
  /** Debit − credit over every posting. */
  balance: string;
}

export interface ApGlTotals {
  apAccount: AccountRef | null;
  /** The AP account's credit balance. */
  glBalance: string;
  /** Balance of approved, unpaid vendor bills (Pending Approval and Void are not in AP). */
  openBills: string;
  openBillCount: number;
  difference: string;
}
