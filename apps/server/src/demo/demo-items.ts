import { toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import {
  itemAlternates,
  itemCategories,
  itemComponents,
  itemLineGroups,
  itemLines,
  itemMarkups,
  items,
  itemTypes,
  manufacturers,
  markupTypes,
} from '../modules/items/items.table';
import { suppliers } from '../modules/suppliers/suppliers.table';
import type { Db } from '../platform/db/database';
import {
  buildDemoItems,
  CATEGORIES,
  type DemoItem,
  KITS,
  LINE_GROUPS,
  MAKERS,
  MARKUP_SCHEDULES,
} from './demo-items-data';

// Seeding writes every item-area table at once, so it imports the table files directly.

const CHUNK = 250;
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}00`;
const byName = <T extends { id: number; name: string }>(rows: T[]) =>
  new Map(rows.map((r) => [r.name, r.id]));

/**
 * About 500 items in 16 categories from 25 manufacturers, item lines in three groups, two markup
 * schedules, alternates between the same product from different makers, and three kits. Items get
 * a preferred supplier when suppliers are already seeded.
 */
export async function seedItems(db: Db): Promise<void> {
  const categories = byName(
    await db
      .insert(itemCategories)
      .values(CATEGORIES.map((name, sort) => ({ name, sort })))
      .returning(),
  );
  const makers = byName(
    await db
      .insert(manufacturers)
      .values(
        MAKERS.map((name) => ({
          name,
          website: `https://www.${name.toLowerCase().replace(/[^a-z]/g, '')}.com`,
        })),
      )
      .returning(),
  );
  const lines = new Map<string, number>();
  for (const [group, names] of Object.entries(LINE_GROUPS)) {
    const [g] = await db.insert(itemLineGroups).values({ name: group, sort: lines.size }).returning();
    const rows = await db
      .insert(itemLines)
      .values(names.map((name) => ({ name, groupId: g.id })))
      .returning();
    for (const r of rows) lines.set(r.name, r.id);
  }
  const types = byName(await db.select().from(itemTypes));
  const mTypes = byName(await db.select().from(markupTypes));
  const schedules = new Map<string, number>();
  for (const s of MARKUP_SCHEDULES) {
    const rows = await db
      .insert(itemMarkups)
      .values(
        s.tiers.map(([from, to, pct]) => ({
          markupTypeId: mTypes.get(s.type) as number,
          name: s.name,
          fromCost: money(from),
          toCost: to === null ? null : money(to),
          markupPercent: pct,
        })),
      )
      .returning();
    schedules.set(s.name, rows[0].id);
  }
  const supplierIds = (await db.select({ id: suppliers.id }).from(suppliers).orderBy(suppliers.id)).map(
    (r) => r.id,
  );

  /** Two items in three carry a list price made from their markup; the rest are priced by markup live. */
  const listPrice = (d: DemoItem, i: number) => {
    if (d.priceCents > 0 || !d.markup || i % 3 === 0) return money(d.priceCents);
    const schedule = MARKUP_SCHEDULES.find((m) => m.name === d.markup);
    const tier = schedule?.tiers.find(
      ([from, to]) => d.costCents >= from && (to === null || d.costCents < to),
    );
    if (!schedule || !tier) return money(0);
    const pct = toDecimal(tier[2]).div(100);
    const cost = toDecimal(d.costCents);
    const cents = schedule.type === 'Margin' ? cost.div(toDecimal(1).minus(pct)) : cost.times(pct.plus(1));
    // Round up to the next 5 cents, as a price list would.
    return money(cents.div(5).ceil().times(5).toNumber());
  };
  const toRow = (d: DemoItem, i: number) => ({
    itemCode: d.itemCode,
    name: d.name,
    description: d.description,
    categoryId: categories.get(d.category) ?? null,
    typeId: types.get(d.type) as number,
    manufacturerId: d.maker ? (makers.get(d.maker) ?? null) : null,
    itemLineId: d.line ? (lines.get(d.line) ?? null) : null,
    markupId: d.markup ? (schedules.get(d.markup) ?? null) : null,
    supplierId: supplierIds.length && d.type !== 'Labor' ? supplierIds[i % supplierIds.length] : null,
    supplierPartNumber: d.type === 'Labor' ? null : `SP-${d.itemCode}`,
    systemType: d.systemType ?? null,
    unitOfMeasure: d.unit ?? (d.type === 'Labor' ? 'HR' : 'EA'),
    quantityStep: d.step ?? '1',
    quantityDecimals: d.decimals ?? 0,
    cost: money(d.costCents),
    materialCost: d.type === 'Labor' || d.type === 'Fee' ? '0.0000' : money(d.costCents),
    price: listPrice(d, i),
    isTaxable: d.type !== 'Labor' && d.type !== 'Service' && d.type !== 'Fee',
    isEquipment: d.isEquipment ?? false,
    // A few discontinued items so the active filter has something to hide.
    isActive: i % 97 !== 96,
  });
  const catalogue = buildDemoItems();
  const ids = new Map<string, number>();
  for (let i = 0; i < catalogue.length; i += CHUNK) {
    const rows = await db
      .insert(items)
      .values(catalogue.slice(i, i + CHUNK).map((d, j) => toRow(d, i + j)))
      .returning({ id: items.id, itemCode: items.itemCode });
    for (const r of rows) ids.set(r.itemCode, r.id);
  }

  // Alternates: every pair within a family (same product and size, another maker), both directions.
  const families = new Map<string, number[]>();
  for (const d of catalogue) {
    if (!d.family) continue;
    families.set(d.family, [...(families.get(d.family) ?? []), ids.get(d.itemCode) as number]);
  }
  const alternates: { itemId: number; alternateItemId: number; sort: number }[] = [];
  for (const members of families.values()) {
    for (const a of members) {
      members
        .filter((b) => b !== a)
        .forEach((b, sort) => {
          alternates.push({ itemId: a, alternateItemId: b, sort });
        });
    }
  }
  for (let i = 0; i < alternates.length; i += 500) {
    await db.insert(itemAlternates).values(alternates.slice(i, i + 500));
  }

  // Kits: cost is the sum of the parts, priced through the parts markup.
  for (const kit of KITS) {
    const parts = kit.parts.filter(([c]) => ids.has(c));
    const cost = parts.reduce((sum, [c, q]) => {
      const d = catalogue.find((x) => x.itemCode === c) as DemoItem;
      return sum.plus(toDecimal(d.costCents).times(toDecimal(q)));
    }, toDecimal(0));
    const costCents = cost.round().toNumber();
    const [parent] = await db
      .insert(items)
      .values(toRow({ ...kit.item, costCents }, 1))
      .returning({ id: items.id });
    await db.insert(itemComponents).values(
      parts.map(([c, quantity], sort) => ({
        parentItemId: parent.id,
        childItemId: ids.get(c) as number,
        quantity,
        sort,
      })),
    );
  }
  // Fresh statistics, so the planner sees the search index as worth using on a new database.
  await db.execute(sql`analyze items`);
}

/**
 * Preferred suppliers for the demo items, round robin over the suppliers (labor, services and fees
 * have none). The purchasing demo seeds suppliers after the items, so this runs after it.
 */
export async function assignDemoSuppliers(db: Db): Promise<void> {
  await db.execute(sql`
    update items set supplier_id = s.id
    from (select id, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as n from suppliers) s,
         item_types t
    where items.supplier_id is null and t.id = items.type_id and t.is_stocked and s.k = items.id % s.n`);
}
