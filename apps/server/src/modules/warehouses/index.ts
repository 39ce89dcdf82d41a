import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { findWarehouses } from './warehouses.repository';
import { warehouseRoutes } from './warehouses.routes';
import { warehouseBins, warehouses } from './warehouses.table';

export async function warehousesModule(app: FastifyInstance) {
  await warehouseRoutes(app);
  registerLookup('warehouses', 'signedIn', async (db) =>
    (await findWarehouses(db, { active: true })).map((w) => ({
      id: w.id,
      name: w.name,
      officeId: w.officeId,
      isVan: w.isVan,
    })),
  );
  registerLookup('warehousebins', 'signedIn', (db) =>
    db
      .select({ id: warehouseBins.id, name: warehouseBins.name, warehouseId: warehouseBins.warehouseId })
      .from(warehouseBins)
      .innerJoin(warehouses, eq(warehouses.id, warehouseBins.warehouseId))
      .where(eq(warehouseBins.isActive, true))
      .orderBy(asc(warehouseBins.warehouseId), asc(warehouseBins.sort), asc(warehouseBins.name)),
  );
}

export { binSummaries, findWarehouses, warehouseSummaries } from './warehouses.repository';
export { defaultBinOfWarehouse, markSingleBin } from './warehouses.service';
export { officeSourcing, resolveItemBin, warehousesOfEmployee } from './warehouses.sourcing';
export {
  itemWarehouses,
  warehouseAssignments,
  warehouseBins,
  warehouseOffices,
  warehouses,
} from './warehouses.table';
