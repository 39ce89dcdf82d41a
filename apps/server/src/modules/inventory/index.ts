import type { FastifyInstance } from 'fastify';
import { inventoryRoutes } from './inventory.routes';

export async function inventoryModule(app: FastifyInstance) {
  await inventoryRoutes(app);
}

export { type AllocationInput, listAllocations, setAllocation } from './inventory.allocations';
export { type MovementInput, type MovementType, onHandOf, recordMovements } from './inventory.ledger';
export { availability, itemInventory } from './inventory.read';
export { chooseBin } from './inventory.service';
export {
  inventoryAllocations,
  inventoryMovements,
  inventoryOnHand,
  inventoryValuation,
} from './inventory.table';
export { inventoryValueAsOf } from './inventory.value-as-of';
