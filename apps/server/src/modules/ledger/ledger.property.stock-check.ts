import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { seedItem, seedWarehouse } from '../../../test/factories-stock';
import type { TestApp } from '../../../test/harness';
import type { Db } from '../../platform/db/database';
import { inventoryValueAsOf } from '../inventory';
import { offices } from '../organization/organization.table';
import { receivedNotBilledAsOf } from '../purchasing';
import { purchaseOrderStatuses, purchaseOrderTypes } from '../purchasing/purchasing.table';
import type { StockFixture } from './ledger.property.stock-ops';

/** Three stocked items and two warehouses in different offices for the stock operations. */
export async function stockFixture(t: TestApp, userId: number): Promise<StockFixture> {
  const db = t.database.db;
  const officeRows = await db.select().from(offices).orderBy(offices.id);
  const houses = [];
  for (const o of officeRows.slice(0, 2)) {
    const w = await seedWarehouse(t, { officeId: o.id }, ['Main']);
    houses.push({ id: w.id, binId: w.bins[0].id });
  }
  const items = [];
  for (const cost of ['2.5000', '13.3700', '0.9900']) items.push((await seedItem(t, { cost })).id);
  const [ordered] = await db
    .select()
    .from(purchaseOrderStatuses)
    .where(eq(purchaseOrderStatuses.name, 'Ordered'));
  const [type] = await db.select().from(purchaseOrderTypes).where(eq(purchaseOrderTypes.name, 'Stock Order'));
  return {
    userId,
    suppliers: [],
    officeId: officeRows[0].id,
    items,
    warehouses: houses,
    orderedStatusId: ordered.id,
    stockOrderTypeId: type.id,
  };
}

const balance = async (tx: Db, role: string, date: string) => {
  const result = (await tx.execute(sql`
    select coalesce(sum(l.debit - l.credit), 0)::numeric(18, 2)::text as net
      from journal_lines l join gl_accounts a on a.id = l.account_id
     where a.system_role = ${role} and l.entry_date <= ${date}`)) as any;
  return ((result.rows ?? result) as { net: string }[])[0].net;
};

/** The inventory account equals the valuation, and accrued payables the receipts not yet billed. */
export async function stockTiesOut(tx: Db) {
  for (const date of ['2026-06-30', new Date().toISOString().slice(0, 10)]) {
    expect({ date, inventory: await balance(tx, 'Inventory', date) }).toEqual({
      date,
      inventory: await inventoryValueAsOf(tx, date),
    });
    const accrued = await balance(tx, 'AccruedPayables', date);
    expect({ date, receivedNotBilled: (-Number(accrued)).toFixed(2) }).toEqual({
      date,
      receivedNotBilled: await receivedNotBilledAsOf(tx, date),
    });
  }
}
