import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { BALANCE_SHEET_TYPES } from '@fieldline/contracts/ledger/ledger.constants';
import type {
  ApGlTotals,
  BalanceSheet,
  BalanceSheetGroup,
  BalanceSheetSection,
  ReportCacheAccount,
  TrialBalance,
  TrialBalanceQuery,
} from '@fieldline/contracts/reports/financial.contract';
import type { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import {
  type AccountInfo,
  chartOf,
  companyOf,
  dayBefore,
  EARLIEST,
  fiscalYearStart,
  rows,
  sumsByColumn,
  typeName,
} from './ledger-sums';

const ZERO = new Money(0);
const isBalanceSheet = (t: number) => BALANCE_SHEET_TYPES.includes(t);

interface Closing {
  companyId: number;
  fyStart: string;
  accounts: AccountInfo[];
  /** Debit − credit per account as of the date; income types only since the fiscal year's start. */
  net: Map<number, Decimal>;
  /** Net income of the years before the fiscal year (folded into retained earnings). */
  priorEarnings: Decimal;
  currentEarnings: Decimal;
  retainedEarningsId: number | null;
}

/**
 * Balances as of a date: two columns (before the fiscal year, within it up to the date), so income and expense
 * accounts start each fiscal year at zero and their earlier totals close into retained earnings.
 */
async function closingBalances(db: Db, q: TrialBalanceQuery): Promise<Closing> {
  const companyId = await companyOf(db, q.companyId);
  const fyStart = await fiscalYearStart(db, companyId, q.date);
  const cols = [{ n: 2, start: fyStart, end: q.date }];
  if (fyStart > EARLIEST) cols.push({ n: 1, start: EARLIEST, end: dayBefore(fyStart) });
  const [sums, accounts] = await Promise.all([
    sumsByColumn(db, cols, { companyId, officeIds: q.officeIds }),
    chartOf(db, companyId),
  ]);
  const type = new Map(accounts.map((a) => [a.id, a.accountType]));
  const net = new Map<number, Decimal>();
  let priorEarnings = ZERO;
  let currentEarnings = ZERO;
  for (const s of sums) {
    const amount = toDecimal(s.debit).minus(toDecimal(s.credit));
    const t = type.get(s.accountId) ?? 1;
    if (!isBalanceSheet(t)) {
      // Earnings are credit-positive; the account nets are debit-positive.
      if (s.n === 1) {
        priorEarnings = priorEarnings.minus(amount);
        continue;
      }
      currentEarnings = currentEarnings.minus(amount);
    }
    net.set(s.accountId, (net.get(s.accountId) ?? ZERO).plus(amount));
  }
  const re = accounts.find((a) => a.systemRole === 'RetainedEarnings') ?? null;
  return {
    companyId,
    fyStart,
    accounts,
    net,
    priorEarnings,
    currentEarnings,
    retainedEarningsId: re?.id ?? null,
  };
}

export async function trialBalance(db: Db, q: TrialBalanceQuery): Promise<TrialBalance> {
  const c = await closingBalances(db, q);
  const net = new Map(c.net);
  if (!c.priorEarnings.isZero()) {
    // Without a retained-earnings account the prior years' earnings still show, on a line of their own.
    const key = c.retainedEarningsId ?? 0;
    net.set(key, (net.get(key) ?? ZERO).minus(c.priorEarnings));
  }
  let debit = ZERO;
  let credit = ZERO;
  const out: TrialBalance['rows'] = [];
  const entries = [...c.accounts.filter((a) => net.has(a.id))];
  const pushRow = (
    a: Pick<AccountInfo, 'id' | 'code' | 'name' | 'accountType' | 'groupName'>,
    n: Decimal,
  ) => {
    if (n.isZero()) return;
    debit = n.isPositive() ? debit.plus(n) : debit;
    credit = n.isNegative() ? credit.minus(n) : credit;
    out.push({
      id: a.id,
      code: a.code,
      name: a.name,
      accountType: a.accountType,
      typeName: typeName(a.accountType),
      groupName: a.groupName,
      debit: n.isPositive() ? moneyString(n) : '0.00',
      credit: n.isNegative() ? moneyString(n.negated()) : '0.00',
    });
  };
  entries.sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  for (const a of entries) pushRow(a, net.get(a.id) ?? ZERO);
  if (net.has(0))
    pushRow(
      { id: 0, code: '', name: 'Prior years’ earnings', accountType: 3, groupName: 'Equity' },
      net.get(0) ?? ZERO,
    );
  return {
    date: q.date,
    companyId: c.companyId,
    officeIds: q.officeIds ?? [],
    fiscalYearStart: c.fyStart,
    rows: out,
    totals: {
      debit: moneyString(debit),
      credit: moneyString(credit),
      difference: moneyString(debit.minus(credit)),
    },
  };
}

const SECTIONS: { key: BalanceSheetSection['key']; title: string; type: number; sign: 1 | -1 }[] = [
  { key: 'assets', title: 'Assets', type: 1, sign: 1 },
  { key: 'liabilities', title: 'Liabilities', type: 2, sign: -1 },
  { key: 'equity', title: 'Equity', type: 3, sign: -1 },
];

export async function balanceSheet(db: Db, q: TrialBalanceQuery): Promise<BalanceSheet> {
  const c = await closingBalances(db, q);
  const sections: BalanceSheetSection[] = [];
  const totals: Record<string, Decimal> = {};
  for (const s of SECTIONS) {
    const groups = new Map<string, { accounts: BalanceSheetGroup['accounts']; total: Decimal }>();
    let total = ZERO;
    const add = (group: string, line: BalanceSheetGroup['accounts'][number], amount: Decimal) => {
      const g = groups.get(group) ?? { accounts: [], total: ZERO };
      g.accounts.push(line);
      g.total = g.total.plus(amount);
      groups.set(group, g);
      total = total.plus(amount);
    };
    for (const a of c.accounts.filter((x) => x.accountType === s.type)) {
      let amount = (c.net.get(a.id) ?? ZERO).times(s.sign);
      if (a.id === c.retainedEarningsId) amount = amount.plus(c.priorEarnings);
      if (amount.isZero()) continue;
      add(a.groupName, { id: a.id, code: a.code, name: a.name, amount: moneyString(amount) }, amount);
    }
    if (s.key === 'equity') {
      if (c.retainedEarningsId === null && !c.priorEarnings.isZero())
        add(
          'Equity',
          { id: 0, code: '', name: 'Prior years’ earnings', amount: moneyString(c.priorEarnings) },
          c.priorEarnings,
        );
      add(
        'Equity',
        { id: 0, code: '', name: 'Current year net income', amount: moneyString(c.currentEarnings) },
        c.currentEarnings,
      );
    }
    totals[s.key] = total;
    sections.push({
      key: s.key,
      title: s.title,
      total: moneyString(total),
      groups: [...groups].map(([name, g]) => ({ name, accounts: g.accounts, total: moneyString(g.total) })),
    });
  }
  const le = totals.liabilities.plus(totals.equity);
  return {
    date: q.date,
    companyId: c.companyId,
    officeIds: q.officeIds ?? [],
    sections,
    currentYearEarnings: moneyString(c.currentEarnings),
    totalAssets: moneyString(totals.assets),
    totalLiabilitiesAndEquity: moneyString(le),
    difference: moneyString(totals.assets.minus(le)),
  };
}

/** Every account with its balance over all postings (for report pickers): whole periods only, no line scan. */
export async function reportCacheAccounts(db: Db, companyIdIn?: number): Promise<ReportCacheAccount[]> {
  const companyId = await companyOf(db, companyIdIn);
  const [accounts, sums] = await Promise.all([
    chartOf(db, companyId),
    sumsByColumn(db, [{ n: 1, start: EARLIEST, end: '2079-06-06' }], { companyId }),
  ]);
  const bal = new Map(sums.map((s) => [s.accountId, toDecimal(s.debit).minus(toDecimal(s.credit))]));
  return accounts.map((a) => ({
    id: a.id,
    code: a.code,
    name: a.name,
    accountType: a.accountType,
    groupId: a.groupId,
    groupName: a.groupName,
    isActive: a.isActive,
    systemRole: a.systemRole,
    balance: moneyString(bal.get(a.id) ?? ZERO),
  }));
}

/** The AP account's balance against the approved, unpaid vendor bills: a difference means something posted wrong. */
export async function apGlTotals(db: Db, companyIdIn?: number): Promise<ApGlTotals> {
  const companyId = await companyOf(db, companyIdIn);
  const [ap] = await rows<{ id: number; code: string; name: string }>(
    db,
    sql`select id, code, name from gl_accounts where company_id = ${companyId} and system_role = 'AP'`,
  );
  const gl = ap
    ? await sumsByColumn(db, [{ n: 1, start: EARLIEST, end: '2079-06-06' }], { companyId }).then((s) =>
        s.filter((x) => x.accountId === Number(ap.id)),
      )
    : [];
  const glBalance = gl.reduce((t, s) => t.plus(toDecimal(s.credit)).minus(toDecimal(s.debit)), ZERO);
  const [bills] = await rows<{ total: string | null; n: number }>(
    db,
    sql`select sum(balance)::text as total, count(*)::int as n from vendor_bills
         where balance <> 0 and status_name not in ('Pending Approval', 'Void')`,
  );
  const open = toDecimal(bills?.total ?? '0');
  return {
    apAccount: ap ? { id: Number(ap.id), code: ap.code, name: ap.name } : null,
    glBalance: moneyString(glBalance),
    openBills: moneyString(open),
    openBillCount: Number(bills?.n ?? 0),
    difference: moneyString(glBalance.minus(open)),
  };
}
