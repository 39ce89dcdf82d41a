import { seedItem, seedSupplier, seedWarehouse } from '../../../test/factories-stock';
import type { TestApp } from '../../../test/harness';
import { offices } from '../organization/organization.table';

/** A supplier, a warehouse with two bins, two stocked items and the first office: what a PO test builds on. */
export async function poFixture(t: TestApp) {
  const [office] = await t.database.db.select().from(offices).orderBy(offices.id).limit(1);
  const supplier = await seedSupplier(t);
  const warehouse = await seedWarehouse(t);
  const bolt = await seedItem(t, { cost: '2.5000' });
  const cable = await seedItem(t, { cost: '1.1250', quantityStep: '0.5', quantityDecimals: 1 });
  return { office, supplier, warehouse, bolt, cable };
}

export type PoFixture = Awaited<ReturnType<typeof poFixture>>;
