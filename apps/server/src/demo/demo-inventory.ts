import { sql } from 'drizzle-orm';
import { users } from '../modules/identity';
import { type MovementInput, recordMovements } from '../modules/inventory';
import { warehouseAssignments, warehouseBins, warehouseOffices, warehouses } from '../modules/warehouses';
import type { Db } from '../platform/db/database';

/*
 * Demo warehouses and opening stock: three warehouses with bins and one technician's van, office
 * sourcing links, and a few hundred of the demo items stocked through the ledger (recordMovements),
 * so on hand, valuation and the movement history agree. Runs after the items demo (it reads the
 * stocked items from the database; with none it only creates the warehouses).
 */

const WAREHOUSES = [
  {
    key: 'main',
    name: 'Denver Main Warehouse',
    office: 'denver' as const,
    bins: ['Receiving', 'A-01', 'A-02', 'A-03', 'A-04', 'B-01', 'B-02', 'B-03', 'B-04', 'Returns'],
  },
  { key: 'overflow', name: 'Denver Overflow', office: 'denver' as const, bins: ['Bay 1', 'Bay 2', 'Bay 3'] },
  {
    key: 'springs',
    name: 'Colorado Springs Warehouse',
    office: 'springs' as const,
    bins: ['Receiving', 'S-01', 'S-02', 'S-03', 'S-04'],
  },
  {
    key: 'van',
    name: 'Van 12 (Jordan Lee)',
    office: 'denver' as const,
    bins: ['Shelf', 'Drawer'],
    isVan: true,
  },
];

/** A small deterministic generator so every demo load stocks the same quantities. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

export async function seedInventory(db: Db, officeIds: { denver: number; springs: number }) {
  const [driver] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'jordan.lee@example.com'`);
  const ids = new Map<string, { id: number; bins: number[] }>();
  for (const w of WAREHOUSES) {
    const [row] = await db
      .insert(warehouses)
      .values({
        name: w.name,
        officeId: officeIds[w.office],
        isVan: w.isVan ?? false,
        employeeId: w.isVan ? (driver?.id ?? null) : null,
      })
      .returning();
    const bins = await db
      .insert(warehouseBins)
      .values(w.bins.map((name, sort) => ({ warehouseId: row.id, name, sort })))
      .returning();
    ids.set(w.key, { id: row.id, bins: bins.map((b) => b.id) });
  }
  const main = ids.get('main')!;
  const overflow = ids.get('overflow')!;
  const springs = ids.get('springs')!;
  const van = ids.get('van')!;
  await db.insert(warehouseOffices).values([
    { officeId: officeIds.denver, warehouseId: main.id, isDefault: true, autoSourceFrom: true },
    { officeId: officeIds.denver, warehouseId: overflow.id },
    { officeId: officeIds.denver, warehouseId: springs.id },
    { officeId: officeIds.denver, warehouseId: van.id, canSourceFrom: false },
    { officeId: officeIds.springs, warehouseId: springs.id, isDefault: true, autoSourceFrom: true },
    { officeId: officeIds.springs, warehouseId: main.id },
  ]);
  if (driver)
    await db
      .insert(warehouseAssignments)
      .values({ warehouseId: van.id, employeeId: driver.id, isPrimary: true });

  const result = await db.execute(sql`
    select i.id, i.cost from items i join item_types t on t.id = i.type_id
     where t.is_stocked and i.is_active order by i.id limit 320`);
  const stocked = ((result as any).rows ?? result) as { id: number; cost: string }[];
  if (stocked.length === 0) return;

  const next = random(20261121);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const movements: MovementInput[] = [];
  const receive = (
    itemId: number,
    house: { id: number; bins: number[] },
    binId: number,
    qty: number,
    cost: string,
  ) =>
    movements.push({
      itemId,
      warehouseId: house.id,
      binId,
      movementType: 'receipt',
      quantity: String(qty),
      unitCost: cost,
      reason: 'Opening balance',
      sourceKind: 'Opening',
      movementDate: '2026-01-02',
    });
  for (const [i, item] of stocked.entries()) {
    const cost = Number(item.cost) > 0 ? item.cost : '1.00';
    // A contractor keeps a few of the dear items (units, controls) and boxes of the cheap ones: the quantity
    // drawn below is scaled down by the cost so the opening stock is worth what a shop like this holds.
    const scale = Number(cost) >= 500 ? 0.02 : Number(cost) >= 100 ? 0.08 : Number(cost) >= 25 ? 0.3 : 1;
    const qty = (base: number, spread: number) => Math.max(1, Math.round((base + next() * spread) * scale));
    // Most items in the main warehouse (not the receiving or returns bins), some also elsewhere.
    receive(item.id, main, pick(main.bins.slice(1, -1)), qty(2, 60), cost);
    if (i % 3 === 0) receive(item.id, springs, pick(springs.bins.slice(1)), qty(1, 25), cost);
    if (i % 7 === 0) receive(item.id, overflow, pick(overflow.bins), qty(5, 40), cost);
    if (i % 12 === 0) receive(item.id, van, pick(van.bins), qty(1, 6), cost);
  }
  // Opening stock lands in the ledger like any movement (stock-accounting hook), set against owner's equity
  // (3000 of the starter chart) rather than the inventory adjustment account: it is a balance brought in, not a
  // loss or gain of the year (docs/accounting/inventory.md).
  const found = (await db.execute(
    sql`select id from gl_accounts where code = '3000' order by company_id, id limit 1`,
  )) as any;
  const equity = (found.rows ?? found) as { id: number }[];
  await recordMovements(db, null, movements, {
    offsetAccountId: equity[0] ? Number(equity[0].id) : null,
    memo: 'Opening stock',
  });
}
