import {
  BUDGET_MONTHS,
  type BudgetAccount,
  type BudgetEntry,
} from '@fieldline/contracts/budgets/budgets.contract';
import { moneyString, sumMoney } from '@fieldline/contracts/common/money';

export interface GridRow {
  account: BudgetAccount;
  /** Per month: the amount shown and (office tabs) the entry holding it. */
  cells: { amount: string; entry?: BudgetEntry }[];
}

/**
 * The rows of one tab. An office tab shows that office's company-level entries (no division or department),
 * each cell editable; the All tab adds up every entry of every office per account and month.
 */
export function gridRows(
  accounts: BudgetAccount[],
  entries: BudgetEntry[],
  officeId: number | 'all',
): GridRow[] {
  const byAccount = new Map<number, BudgetEntry[]>();
  for (const e of entries) {
    if (officeId !== 'all' && (e.officeID !== officeId || e.divisionID !== 0 || e.departmentID !== 0))
      continue;
    const list = byAccount.get(e.accountID) ?? [];
    list.push(e);
    byAccount.set(e.accountID, list);
  }
  return accounts.map((account) => {
    const list = byAccount.get(account.id) ?? [];
    return {
      account,
      cells: Array.from({ length: BUDGET_MONTHS }, (_, i) => {
        const month = list.filter((e) => e.periodNumber === i + 1);
        if (officeId === 'all') return { amount: moneyString(sumMoney(month.map((e) => e.amount))) };
        return { amount: month[0]?.amount ?? '0.00', entry: month[0] };
      }),
    };
  });
}

/** How many months of the budget year have begun by `today` (0 before it starts, 12 after it ends). */
export function monthsElapsed(startDate: string, today: string): number {
  const y = Number(startDate.slice(0, 4));
  const m = Number(startDate.slice(5, 7));
  const ty = Number(today.slice(0, 4));
  const tm = Number(today.slice(5, 7));
  const n = (ty - y) * 12 + (tm - m) + 1;
  return Math.max(0, Math.min(BUDGET_MONTHS, n));
}

export const rowTotal = (cells: { amount: string }[], upTo = BUDGET_MONTHS) =>
  moneyString(sumMoney(cells.slice(0, upTo).map((c) => c.amount)));

export const columnTotal = (rows: GridRow[], i: number) =>
  moneyString(sumMoney(rows.map((r) => r.cells[i].amount)));
