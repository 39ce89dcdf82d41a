import { eq } from 'drizzle-orm';
import { items, itemTypes } from '../src/modules/items/items.table';
import { offices } from '../src/modules/organization/organization.table';
import { suppliers } from '../src/modules/suppliers/suppliers.table';
import { warehouseBins, warehouses } from '../src/modules/warehouses/warehouses.table';
import { unique } from './factories';
import type { TestApp } from './harness';

/**
 * Rows the item, inventory and purchasing tests build on, written straight to the tables so each
 * module's tests do not depend on another module's routes. The routes have their own tests.
 */
export async function seedItem(t: TestApp, values: Partial<typeof items.$inferInsert> = {}) {
  const [stock] = await t.database.db.select().from(itemTypes).where(eq(itemTypes.name, 'Stock Part'));
  const code = unique('ITEM');
  const [row] = await t.database.db
    .insert(items)
    .values({
      itemCode: code,
      name: `Item ${code}`,
      typeId: stock.id,
      cost: '10.0000',
      price: '15.0000',
      ...values,
    })
    .returning();
  return row;
}

/** A warehouse of the first office with bins named as given (default ). */
export async function seedWarehouse(
  t: TestApp,
  values: Partial<typeof warehouses.$inferInsert> = {},
  binNames = ['A-1', 'A-2'],
) {
  const [office] = await t.database.db.select().from(offices).orderBy(offices.id).limit(1);
  const [warehouse] = await t.database.db
    .insert(warehouses)
    .values({ name: unique('Warehouse'), officeId: office.id, ...values })
    .returning();
  const bins = await t.database.db
    .insert(warehouseBins)
    .values(binNames.map((name, i) => ({ warehouseId: warehouse.id, name, sort: i })))
    .returning();
  return { ...warehouse, bins };
}

export async function seedSupplier(t: TestApp, values: Partial<typeof suppliers.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(suppliers)
    .values({ name: unique('Supplier'), accountNumber: unique('SUP'), ...values })
    .returning();
  return row;
}
