import type { Budget } from '@fieldline/contracts/budgets/budgets.contract';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import { glAccounts } from '../ledger/ledger.table';
import { offices } from '../organization';

export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export function apiOf(t: TestApp, defaultToken: () => string) {
  return (method: Method, url: string, payload?: unknown, token = defaultToken()) =>
    t.as(token)({ method, url, payload: payload as object });
}

/** The demo offices and a few starter-chart accounts by code. */
export async function budgetFixture(t: TestApp) {
  const officeRows = await t.database.db.select().from(offices).orderBy(offices.id);
  const accounts = await t.database.db.select().from(glAccounts);
  const byCode = (code: string) => {
    const a = accounts.find((r) => r.code === code);
    if (!a) throw new Error(`no account ${code}`);
    return a;
  };
  const denver = officeRows.find((o) => o.name === 'Denver');
  const springs = officeRows.find((o) => o.name === 'Colorado Springs');
  if (!denver || !springs) throw new Error('demo offices missing');
  return { denver, springs, revenue: byCode('4000'), install: byCode('4100'), cash: byCode('1000'), byCode };
}

export async function newBudget(
  api: ReturnType<typeof apiOf>,
  body: Record<string, unknown> = {},
): Promise<Budget> {
  const res = await api('POST', '/v1/budget', { financialYear: 2026, description: 'Plan', ...body });
  if (res.statusCode !== 201) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

export async function officeIdByName(t: TestApp, name: string) {
  const [row] = await t.database.db.select().from(offices).where(eq(offices.name, name));
  return row.id;
}
