import type { SystemRole } from '@fieldline/contracts/ledger/ledger.constants';
import { asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Db } from '../../platform/db/database';
import { inventoryValueAsOf } from '../inventory';
import { offices } from '../organization/organization.table';
import { receivedNotBilledAsOf } from '../purchasing';
import { purchaseOrderStatuses } from '../purchasing/purchasing.table';

const rowsOf = <T>(result: unknown) => ((result as any).rows ?? result) as T[];

/** Debit minus credit of the account holding `role`, over entries dated on or before `date`. */
export async function roleBalance(db: Db, role: SystemRole, date: string): Promise<string> {
  const [row] = rowsOf<{ net: string }>(
    await db.execute(sql`
      select coalesce(sum(l.debit - l.credit), 0)::numeric(18, 2)::text as net
        from journal_lines l join gl_accounts a on a.id = l.account_id
       where a.system_role = ${role} and l.entry_date <= ${date}`),
  );
  return row.net;
}

export interface EntryLine {
  role: string | null;
  code: string;
  officeId: number;
  supplierId: number | null;
  debit: string;
  credit: string;
}

/** The journal entries of a source type and id, each with its lines (role, code, amounts), oldest first. */
export async function entriesOf(db: Db, sourceType: string, sourceId: number) {
  const rows = rowsOf<EntryLine & { entryId: number; entryDate: string }>(
    await db.execute(sql`
      select e.id as "entryId", e.entry_date::text as "entryDate", a.system_role as role, a.code,
             l.office_id as "officeId", l.supplier_id as "supplierId", l.debit::text, l.credit::text
        from journal_entries e join journal_lines l on l.entry_id = e.id join gl_accounts a on a.id = l.account_id
       where e.source_type = ${sourceType} and e.source_id = ${sourceId}
       order by e.id, l.line_number`),
  );
  const byEntry = new Map<number, { id: number; date: string; lines: EntryLine[] }>();
  for (const r of rows) {
    const e = byEntry.get(r.entryId) ?? { id: r.entryId, date: r.entryDate, lines: [] };
    e.lines.push({
      role: r.role,
      code: r.code,
      officeId: Number(r.officeId),
      supplierId: r.supplierId === null ? null : Number(r.supplierId),
      debit: r.debit,
      credit: r.credit,
    });
    byEntry.set(r.entryId, e);
  }
  return [...byEntry.values()];
}

/** Lines reduced to [role, debit, credit] for compact expectations. */
export const brief = (lines: EntryLine[]) => lines.map((l) => [l.role, l.debit, l.credit]);

export interface StockTestApp {
  t: TestApp;
  admin: string;
  denver: number;
  springs: number;
  /** The 'Ordered' purchase order status. */
  ordered: number;
}

/** The app, an administrator's token, the demo's two offices and the Ordered status. */
export async function openStockTestApp(): Promise<StockTestApp> {
  const t = await createTestApp();
  const admin = await t.login();
  const rows = await t.database.db.select().from(offices).orderBy(asc(offices.id));
  const [status] = await t.database.db
    .select()
    .from(purchaseOrderStatuses)
    .where(eq(purchaseOrderStatuses.name, 'Ordered'));
  return {
    t,
    admin,
    denver: rows.find((o) => o.code === 'DEN')!.id,
    springs: rows.find((o) => o.code === 'COS')!.id,
    ordered: status.id,
  };
}

type Method = 'GET' | 'POST' | 'PATCH';

/** Calls as the administrator; `ok` also expects the status and answers the body. */
export function requestsOf(app: () => StockTestApp) {
  const api = (method: Method, url: string, payload?: unknown) =>
    app().t.as(app().admin)({ method, url, payload: payload as object });
  const ok = async (method: Method, url: string, payload?: unknown, status = 200) => {
    const res = await api(method, url, payload);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  return { api, ok };
}

/** The inventory and accrued-payables accounts agree with their subledgers at each date. */
export async function expectTiedOut(db: Db, dates: string[]) {
  for (const d of dates) {
    expect(await roleBalance(db, 'Inventory', d), `inventory at ${d}`).toBe(await inventoryValueAsOf(db, d));
    // Accrued payables is a credit balance: its debit-minus-credit is the subledger negated.
    expect(
      (-Number(await roleBalance(db, 'AccruedPayables', d))).toFixed(2),
      `received not billed at ${d}`,
    ).toBe(await receivedNotBilledAsOf(db, d));
  }
}
