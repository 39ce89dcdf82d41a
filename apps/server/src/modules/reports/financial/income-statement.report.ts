import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type {
  Figures,
  IncomeColumn,
  IncomeSection,
  IncomeSectionKey,
  IncomeStatement,
  IncomeStatementQuery,
} from '@fieldline/contracts/reports/financial.contract';
import type { Decimal } from 'decimal.js';
import type { Db } from '../../../platform/db/database';
import { badRequest } from '../../../platform/errors';
import { budgetAmounts, pickBudget } from './budget-series';
import { type AccountInfo, chartOf, companyOf, type DateColumn, sumsByColumn } from './ledger-sums';

const ZERO = new Money(0);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** sign: +1 when the natural balance is a credit (income), −1 for debit-natured costs. */
const SECTIONS: { key: IncomeSectionKey; title: string; type: number; credit: boolean }[] = [
  { key: 'revenue', title: 'Revenue', type: 4, credit: true },
  { key: 'cogs', title: 'Cost of Goods Sold', type: 5, credit: false },
  { key: 'expenses', title: 'Expenses', type: 6, credit: false },
  { key: 'otherIncome', title: 'Other Income', type: 7, credit: true },
  { key: 'otherExpense', title: 'Other Expense', type: 8, credit: false },
];

const lastOfMonth = (y: number, m: number) => new Date(Date.UTC(y, m + 1, 0)).toISOString().slice(0, 10);

/** Calendar months of the range, clipped to its ends. */
export function monthColumns(start: string, end: string): IncomeColumn[] {
  const out: IncomeColumn[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7)) - 1;
  for (;;) {
    const first = `${y}-${String(m + 1).padStart(2, '0')}-01`;
    if (first > end) break;
    out.push({
      key: first.slice(0, 7),
      label: `${MONTHS[m]} ${y}`,
      startDate: first < start ? start : first,
      endDate: lastOfMonth(y, m) > end ? end : lastOfMonth(y, m),
    });
    m += 1;
    if (m === 12) {
      m = 0;
      y += 1;
    }
    if (out.length > 12) break;
  }
  return out;
}

type Vec = Decimal[];
const zeros = (n: number): Vec => Array.from({ length: n }, () => ZERO);
const addVec = (a: Vec, b: Vec): Vec => a.map((x, i) => x.plus(b[i]));
const subVec = (a: Vec, b: Vec): Vec => a.map((x, i) => x.minus(b[i]));
const sumVec = (a: Vec) => a.reduce((t, x) => t.plus(x), ZERO);

interface Acc {
  actual: Vec;
  budget: Vec | null;
}

function figures(a: Acc, withBudget: boolean): Figures {
  const f: Figures = { amounts: a.actual.map((x) => moneyString(x)), total: moneyString(sumVec(a.actual)) };
  if (withBudget) {
    const b = a.budget ?? zeros(a.actual.length);
    f.budget = b.map((x) => moneyString(x));
    f.budgetTotal = moneyString(sumVec(b));
    const v = subVec(a.actual, b);
    f.variance = v.map((x) => moneyString(x));
    f.varianceTotal = moneyString(sumVec(v));
  }
  return f;
}

const addAcc = (a: Acc, b: Acc): Acc => ({
  actual: addVec(a.actual, b.actual),
  budget: a.budget && b.budget ? addVec(a.budget, b.budget) : (a.budget ?? b.budget),
});

/**
 * The income statement: revenue, cost of goods sold, gross profit, expenses, operating income, other income and
 * expense, net income. With columns=12 one column per month; with series=Budget the budget beside each row.
 */
export async function incomeStatement(db: Db, q: IncomeStatementQuery): Promise<IncomeStatement> {
  const companyId = await companyOf(db, q.companyId);
  const columns =
    q.columns === 12
      ? monthColumns(q.startDate, q.endDate)
      : [{ key: 'total', label: 'Total', startDate: q.startDate, endDate: q.endDate }];
  if (columns.length > 12)
    throw badRequest('Invalid query', [
      { field: 'endDate', message: 'A 12-column statement covers at most 12 months' },
    ]);
  const dateCols: DateColumn[] = columns.map((c, i) => ({ n: i, start: c.startDate, end: c.endDate }));
  const types = SECTIONS.map((s) => s.type);
  const withBudget = q.series === 'Budget';
  const [accounts, sums, budget] = await Promise.all([
    chartOf(db, companyId, types),
    sumsByColumn(db, dateCols, { companyId, officeIds: q.officeIds, accountTypes: types }),
    withBudget ? pickBudget(db, companyId, q) : Promise.resolve(null),
  ]);
  const width = columns.length;
  const byAccount = new Map<number, Acc>();
  const accOf = (id: number) => {
    let a = byAccount.get(id);
    if (!a) {
      a = { actual: zeros(width), budget: withBudget ? zeros(width) : null };
      byAccount.set(id, a);
    }
    return a;
  };
  const credit = new Map(accounts.map((a) => [a.id, SECTIONS.find((s) => s.type === a.accountType)?.credit]));
  for (const s of sums) {
    const amount = toDecimal(s.debit).minus(toDecimal(s.credit));
    const a = accOf(s.accountId);
    a.actual[s.n] = a.actual[s.n].plus(credit.get(s.accountId) ? amount.negated() : amount);
  }
  if (budget) {
    for (const b of await budgetAmounts(db, budget, columns, q.officeIds)) {
      const a = accOf(b.accountId);
      if (a.budget) a.budget[b.n] = a.budget[b.n].plus(toDecimal(b.amount));
    }
  }
  const sectionAcc = new Map<IncomeSectionKey, Acc>();
  const sections: IncomeSection[] = SECTIONS.map((s) => {
    const groups = new Map<
      number,
      { name: string; acc: Acc; accounts: IncomeSection['groups'][number]['accounts'] }
    >();
    let total: Acc = { actual: zeros(width), budget: withBudget ? zeros(width) : null };
    for (const a of accounts.filter((x: AccountInfo) => x.accountType === s.type)) {
      const acc = byAccount.get(a.id);
      if (!acc) continue;
      const g = groups.get(a.groupId) ?? {
        name: a.groupName,
        acc: { actual: zeros(width), budget: withBudget ? zeros(width) : null },
        accounts: [],
      };
      g.acc = addAcc(g.acc, acc);
      if (q.format === 'detail')
        g.accounts.push({ id: a.id, code: a.code, name: a.name, ...figures(acc, withBudget) });
      groups.set(a.groupId, g);
      total = addAcc(total, acc);
    }
    sectionAcc.set(s.key, total);
    return {
      key: s.key,
      title: s.title,
      groups: [...groups].map(([groupId, g]) => ({
        groupId,
        name: g.name,
        accounts: g.accounts,
        ...figures(g.acc, withBudget),
      })),
      ...figures(total, withBudget),
    };
  });
  const sec = (k: IncomeSectionKey) => sectionAcc.get(k) as Acc;
  const minus = (a: Acc, b: Acc): Acc => ({
    actual: subVec(a.actual, b.actual),
    budget: a.budget && b.budget ? subVec(a.budget, b.budget) : null,
  });
  const gross = minus(sec('revenue'), sec('cogs'));
  const operating = minus(gross, sec('expenses'));
  const net = minus(addAcc(operating, sec('otherIncome')), sec('otherExpense'));
  return {
    startDate: q.startDate,
    endDate: q.endDate,
    companyId,
    officeIds: q.officeIds ?? [],
    format: q.format,
    columns,
    series: withBudget ? ['Actual', 'Budget'] : ['Actual'],
    budget: budget
      ? {
          id: budget.id,
          description: budget.description,
          financialYear: budget.financialYear,
          locked: budget.locked,
        }
      : null,
    sections,
    grossProfit: figures(gross, withBudget),
    operatingIncome: figures(operating, withBudget),
    netIncome: figures(net, withBudget),
  };
}
