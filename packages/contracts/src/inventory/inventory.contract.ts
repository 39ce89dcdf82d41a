import { z } from 'zod';
import { businessDate } from '../common/dates';
import { quantityInput, toDecimal, unitCostInput } from '../common/money';
import { searchQuerySchema } from '../common/pagination';

const id = z.coerce.number().check(z.int32()).positive();
const bool = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
/** `?warehouseIds=1&warehouseIds=2` (repeated keys) or a single value. */
const idList = z
  .union([id, z.array(id)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();

export const INVENTORY_MESSAGES = {
  zeroQuantity: 'Quantity must not be 0',
  positiveQuantity: 'Quantity must be greater than 0',
  sameBin: 'Choose a different bin to transfer to',
  notStocked: 'The item is not a stocked item.',
  binNotInWarehouse: 'The bin does not belong to the warehouse.',
} as const;

/** A signed quantity with at most 4 places, as a string. */
const quantity = quantityInput();

export const movementTypeSchema = z.enum(['receipt', 'issue', 'transfer', 'adjustment']);

/**
 * POST /v1/inventory/adjustments: a counted correction. Positive adds stock (at `unitCost`, or the
 * average cost when none is given), negative removes it at the average cost. `binId` may be left
 * out: the item's default bin of the warehouse is used (always so with single-bin inventory).
 */
export const adjustmentBodySchema = z.object({
  itemId: z.int32().positive(),
  warehouseId: z.int32().positive(),
  binId: z.int32().positive().nullish(),
  quantity: quantity.refine((v) => !toDecimal(v).isZero(), { error: INVENTORY_MESSAGES.zeroQuantity }),
  unitCost: unitCostInput.nullish(),
  reason: z.string().trim().min(1).max(200),
  movementDate: z.iso.date().optional(),
});

/** POST /v1/inventory/transfers: from one bin to another, possibly in another warehouse. */
export const transferBodySchema = z.object({
  itemId: z.int32().positive(),
  fromWarehouseId: z.int32().positive(),
  fromBinId: z.int32().positive().nullish(),
  toWarehouseId: z.int32().positive(),
  toBinId: z.int32().positive().nullish(),
  quantity: quantity.refine((v) => toDecimal(v).gt(0), { error: INVENTORY_MESSAGES.positiveQuantity }),
  reason: z.string().trim().max(200).nullish(),
  movementDate: z.iso.date().optional(),
});

export const movementSchema = z.object({
  id: z.int32(),
  itemId: z.int32(),
  itemCode: z.string(),
  itemName: z.string(),
  warehouseId: z.int32(),
  warehouseName: z.string(),
  binId: z.int32(),
  binName: z.string(),
  movementType: movementTypeSchema,
  quantity: z.string(),
  unitCost: z.string(),
  transferId: z.int32().nullable(),
  reason: z.string().nullable(),
  sourceKind: z.string().nullable(),
  sourceId: z.int32().nullable(),
  sourceLineId: z.int32().nullable(),
  movementDate: z.string(),
  createdDate: z.string(),
  createdBy: z.int32().nullable(),
  createdByName: z.string().nullable(),
});
export type Movement = z.infer<typeof movementSchema>;
export const movementResultSchema = z.object({
  transferId: z.int32().nullable(),
  movements: z.array(movementSchema),
});
export type MovementResult = z.infer<typeof movementResultSchema>;

export const movementQuerySchema = searchQuerySchema.omit({ query: true }).extend({
  itemId: id.optional(),
  warehouseId: id.optional(),
  binId: id.optional(),
});

/** GET /v1/inventory/search: one row per item and warehouse. */
export const inventorySearchQuerySchema = searchQuerySchema.extend({
  itemId: id.optional(),
  warehouseId: id.optional(),
  /** Restricts on hand to one bin (allocations are per warehouse and stay as they are). */
  binId: id.optional(),
  onlyInStock: bool,
  /** Only the item and warehouse pairs whose available stock is below the warehouse minimum (low stock). */
  belowMinimum: bool,
});
export const inventoryRowSchema = z.object({
  itemId: z.int32(),
  itemCode: z.string(),
  itemName: z.string(),
  warehouseId: z.int32(),
  warehouseName: z.string(),
  isVan: z.boolean(),
  onHand: z.string(),
  allocated: z.string(),
  available: z.string(),
  averageCost: z.string(),
  /** onHand × averageCost, 2 places. */
  value: z.string(),
});
export type InventoryRow = z.infer<typeof inventoryRowSchema>;

/**
 * GET /v1/inventory/items/{id}?type=B&warehouseIds=: 'B' (the default) lists each warehouse with its
 * bins; 'W' lists warehouses only (bins empty). Without warehouseIds every warehouse holding stock
 * or allocations of the item is listed.
 */
export const itemInventoryQuerySchema = z.object({
  type: z.enum(['B', 'W']).default('B'),
  warehouseIds: idList,
});
const stockFigures = {
  onHand: z.string(),
  allocated: z.string(),
  available: z.string(),
  value: z.string(),
};
export const itemInventorySchema = z.object({
  itemId: z.int32(),
  itemCode: z.string(),
  itemName: z.string(),
  averageCost: z.string(),
  ...stockFigures,
  warehouses: z.array(
    z.object({
      id: z.int32(),
      name: z.string(),
      isVan: z.boolean(),
      ...stockFigures,
      bins: z.array(z.object({ id: z.int32(), name: z.string(), onHand: z.string(), value: z.string() })),
    }),
  ),
});
export type ItemInventory = z.infer<typeof itemInventorySchema>;

/** GET /v1/items/{id}/availability?warehouseIds=: on hand − allocated per warehouse. */
export const availabilityQuerySchema = z.object({ warehouseIds: idList });
export const availabilitySchema = z.object({
  warehouseId: z.int32(),
  warehouseName: z.string(),
  isVan: z.boolean(),
  onHand: z.string(),
  allocated: z.string(),
  available: z.string(),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const allocationSchema = z.object({
  id: z.int32(),
  itemId: z.int32(),
  warehouseId: z.int32(),
  warehouseName: z.string(),
  sourceKind: z.enum(['Bid', 'Job']),
  sourceId: z.int32(),
  sourceLineId: z.int32(),
  quantity: z.string(),
  modifiedDate: z.string(),
});
export type Allocation = z.infer<typeof allocationSchema>;
export const allocationQuerySchema = z.object({
  warehouseIds: idList,
  sourceKind: z.enum(['Bid', 'Job']).optional(),
});

/**
 * PATCH /items/{id}/updatebidallocations (second API): sets what one bid holds of the item, per
 * line and warehouse. Quantity 0 removes that allocation; lines not sent are left as they are.
 */
export const updateBidAllocationsBodySchema = z.object({
  bidId: z.int32().positive(),
  allocations: z
    .array(
      z.object({
        lineId: z.int32().positive(),
        warehouseId: z.int32().positive(),
        quantity: quantity.refine((v) => !toDecimal(v).isNegative(), {
          error: 'Quantity must not be negative',
        }),
      }),
    )
    .min(1)
    .max(500),
});

/** GET /v1/employees/{id}/inventory: stock in the vans the employee drives or is assigned to. */
export const employeeInventoryRowSchema = z.object({
  warehouseId: z.int32(),
  warehouseName: z.string(),
  binId: z.int32(),
  binName: z.string(),
  itemId: z.int32(),
  itemCode: z.string(),
  itemName: z.string(),
  onHand: z.string(),
});
export type EmployeeInventoryRow = z.infer<typeof employeeInventoryRowSchema>;

/** GET /v1/reports/inventoryvaluation: the stock ledger's value per item at the end of a date (default today). */
export const valuationQuerySchema = z.object({ date: businessDate.optional() });
export const valuationRowSchema = z.object({
  itemId: z.int32(),
  itemCode: z.string(),
  name: z.string(),
  quantity: z.string(),
  averageCost: z.string(),
  value: z.string(),
});
export const valuationReportSchema = z.object({
  date: z.string(),
  rows: z.array(valuationRowSchema),
  totalQuantity: z.string(),
  totalValue: z.string(),
});
export type ValuationReport = z.infer<typeof valuationReportSchema>;
