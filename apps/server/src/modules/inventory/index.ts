import type { FastifyInstance } from 'fastify';
import { inventoryRoutes } from './inventory.routes';

export async function inventoryModule(app: FastifyInstance) {
  await inventoryRoutes(app);
}

export { type AllocationInput, listAllocations, setAllocation } from './inventory.allocations';
export type { MovementType, RecordedMovement } from './inventory.hooks';
export { onStockMoved, type StockHook, type StockMoved, type StockMoveMeta } from './inventory.hooks';
export { type MovementInput, onHandOf, recordMovements } from './inventory.ledger';
export { availability, itemInventory, searchInventory } from './inventory.read';
export { chooseBin } from './inventory.service';
export {
  inventoryAllocations,
  inventoryMovements,
  inventoryOnHand,
  inventoryValuation,
} from './inventory.table';
export {
  inventoryValueAsOf,
  movedPerSourceLine,
  movementsOfSource,
  movementValueAsOf,
  type ValuationRow,
  valuationAsOf,
} from './inventory.value-as-of';
