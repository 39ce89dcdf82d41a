import { z } from 'zod';
import { businessDate } from '../common/dates';
import { quantityInput, unitCostInput } from '../common/money';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';

/** Purchase orders, receiving and stock orders (spec 1 §7.6, §7.16; spec 2 §7, §9). */

/** Seeded status names (migration 0008). */
export const PoStatus = {
  Open: 'Open',
  Ordered: 'Ordered',
  PartiallyReceived: 'Partially Received',
  Received: 'Received',
  Closed: 'Closed',
  Cancelled: 'Cancelled',
} as const;
export type PoStatusName = (typeof PoStatus)[keyof typeof PoStatus];

/** Seeded type names. */
export const PoType = { StockOrder: 'Stock Order', JobOrder: 'Job Order', DropShip: 'Drop Ship' } as const;

/**
 * Status changes a user may ask for with PATCH. Partially Received and Received are also reached by
 * receiving (POST receive), never by asking for them directly while stock is missing.
 */
export const PO_TRANSITIONS: Record<PoStatusName, PoStatusName[]> = {
  Open: ['Ordered', 'Cancelled'],
  Ordered: ['Open', 'Cancelled'],
  'Partially Received': ['Closed'],
  Received: ['Closed'],
  Closed: [],
  Cancelled: [],
};
export function canMoveTo(from: string, to: string): boolean {
  return from === to || (PO_TRANSITIONS[from as PoStatusName] ?? []).includes(to as PoStatusName);
}
/** Lines (add, change, remove) may be edited only while the order is Open. */
export const isEditableStatus = (status: string) => status === PoStatus.Open;

/** The purchase-order query limit (spec 2 §9). */
export const PO_QUERY_LIMIT = 9999;

export const PO_NOT_EDITABLE = 'Purchase order lines can only be changed while the purchase order is Open.';
export const PO_NOT_RECEIVABLE = 'This purchase order cannot be received in its current status.';
export const QUANTITY_BELOW_RECEIVED = 'The quantity cannot be less than the quantity already received.';
export const OVER_RECEIPT = 'The quantity received cannot be more than the quantity remaining on the line.';
export const LINE_HAS_RECEIPTS = 'A line that has been received cannot be removed.';
export const TOO_MANY_SERIALS = 'A line cannot have more equipment properties than its ordered quantity.';
export const NOT_EQUIPMENT = 'Equipment properties are only kept for equipment items.';
export const statusChangeRefused = (from: string, to: string) =>
  `A purchase order cannot move from ${from} to ${to}.`;
export const quantityScaleRefused = (itemCode: string, step: string) =>
  `The quantity of ${itemCode} must be a multiple of ${step}.`;

const ref = z.object({ id: z.int32(), name: z.string() });
const positiveQuantity = quantityInput({ min: 0, minExclusive: true, minMessage: 'Must be greater than 0' });
const nonNegativeQuantity = quantityInput({ min: 0, minMessage: 'Must be 0 or more' });
const unitCost = unitCostInput;
const id = z.int32().positive();
const optionalText = (max: number) => z.string().trim().max(max).nullish();
const booleanQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();

export const poItemRefSchema = z.object({
  id: z.int32(),
  itemCode: z.string(),
  name: z.string(),
  quantityStep: z.string(),
  quantityDecimals: z.int32(),
  isEquipment: z.boolean(),
  isStocked: z.boolean(),
});

export const purchaseOrderItemSchema = z
  .object({
    id: z.int32(),
    purchaseOrderId: z.int32(),
    itemId: z.int32(),
    item: poItemRefSchema.nullable(),
    description: z.string(),
    quantity: z.string(),
    quantityReceived: z.string(),
    quantityRemaining: z.string(),
    unitCost: z.string(),
    /** quantity × unit cost, 2 places, half-even. */
    lineTotal: z.string(),
    jobItemId: z.int32().nullable(),
    displayOrder: z.int32(),
  })
  .extend(auditFieldsSchema.shape);
export type PurchaseOrderItem = z.infer<typeof purchaseOrderItemSchema>;

export const poStatusSchema = ref.extend({ isReceivable: z.boolean() });

export const purchaseOrderSchema = z
  .object({
    id: z.int32(),
    poNumber: z.string(),
    supplier: z.object({ id: z.int32(), name: z.string(), accountNumber: z.string().nullable() }),
    office: ref,
    warehouse: ref.nullable(),
    department: ref.nullable(),
    status: poStatusSchema,
    type: ref,
    jobId: z.int32().nullable(),
    orderDate: z.string(),
    expectedDate: z.string().nullable(),
    supplierReference: z.string().nullable(),
    notes: z.string().nullable(),
    items: z.array(purchaseOrderItemSchema),
    total: z.string(),
    totalReceived: z.string(),
  })
  .extend(auditFieldsSchema.shape);
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const purchaseOrderRowSchema = z.object({
  id: z.int32(),
  poNumber: z.string(),
  supplierId: z.int32(),
  supplierName: z.string(),
  officeId: z.int32(),
  officeName: z.string(),
  status: z.string(),
  type: z.string(),
  orderDate: z.string(),
  expectedDate: z.string().nullable(),
  lineCount: z.int32(),
  total: z.string(),
});
export type PurchaseOrderRow = z.infer<typeof purchaseOrderRowSchema>;

export const purchaseOrderListQuerySchema = searchQuerySchema.extend({
  statusId: z.coerce.number().check(z.int32()).positive().optional(),
  status: z.string().trim().max(50).optional(),
  typeId: z.coerce.number().check(z.int32()).positive().optional(),
  supplierId: z.coerce.number().check(z.int32()).positive().optional(),
  officeId: z.coerce.number().check(z.int32()).positive().optional(),
});

export const poLineInputSchema = z.object({
  itemId: id,
  quantity: positiveQuantity,
  /** The item's cost when left out. */
  unitCost: unitCost.optional(),
  description: optionalText(2000),
  jobItemId: id.nullish(),
});
export type PoLineInput = z.input<typeof poLineInputSchema>;

export const createPurchaseOrderBodySchema = z.object({
  supplierId: id,
  officeId: id,
  warehouseId: id.nullish(),
  departmentId: id.nullish(),
  /** Stock Order when left out. */
  typeId: id.optional(),
  jobId: id.nullish(),
  orderDate: businessDate,
  expectedDate: businessDate.nullish(),
  supplierReference: optionalText(100),
  notes: optionalText(4000),
  items: z.array(poLineInputSchema).max(500).default([]),
});
export type CreatePurchaseOrderBody = z.input<typeof createPurchaseOrderBodySchema>;

export const updatePurchaseOrderBodySchema = createPurchaseOrderBodySchema
  .omit({ items: true, orderDate: true })
  .partial()
  .extend({
    orderDate: businessDate.optional(),
    statusId: id.optional(),
    version: z.int32().optional(),
  });
export type UpdatePurchaseOrderBody = z.input<typeof updatePurchaseOrderBodySchema>;

export const updatePoItemBodySchema = z.object({
  quantity: nonNegativeQuantity.optional(),
  unitCost: unitCost.optional(),
  description: optionalText(2000),
  jobItemId: id.nullish(),
  version: z.int32().optional(),
});
export type UpdatePoItemBody = z.input<typeof updatePoItemBodySchema>;

export const poItemParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  iid: z.coerce.number().check(z.int32()).positive(),
});
export const poPropertyParamsSchema = poItemParamsSchema.extend({
  pid: z.coerce.number().check(z.int32()).positive(),
});

export const equipmentPropertySchema = z
  .object({
    id: z.int32(),
    purchaseOrderItemId: z.int32(),
    serialNumber: z.string().nullable(),
    name: z.string().nullable(),
    description: z.string().nullable(),
    modelNumber: z.string().nullable(),
    equipmentId: z.int32().nullable(),
  })
  .extend(auditFieldsSchema.shape);
export type EquipmentProperty = z.infer<typeof equipmentPropertySchema>;
export const equipmentPropertyBodySchema = z.object({
  serialNumber: optionalText(100),
  name: optionalText(200),
  description: optionalText(2000),
  modelNumber: optionalText(100),
});
export const updateEquipmentPropertyBodySchema = equipmentPropertyBodySchema.extend({
  version: z.int32().optional(),
});

export const receiveBodySchema = z.object({
  warehouseId: id,
  receivedDate: businessDate,
  note: optionalText(2000),
  lines: z
    .array(z.object({ purchaseOrderItemId: id, binId: id, quantity: positiveQuantity }))
    .min(1, 'Receive at least one line'),
});
export type ReceiveBody = z.input<typeof receiveBodySchema>;

export const receiptSchema = z.object({
  receiptId: z.int32(),
  movementIds: z.array(z.number().int()),
  purchaseOrder: purchaseOrderSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

export const queryItemsQuerySchema = z.object({
  /** A status name (Ordered) or id. */
  status: z.string().trim().max(50).optional(),
  itemId: z.coerce.number().check(z.int32()).positive().optional(),
  /** A type name (Stock Order) or id. */
  purchaseOrderType: z.string().trim().max(50).optional(),
  hasJobItem: booleanQuery,
  purchaseOrderId: z.coerce.number().check(z.int32()).positive().optional(),
  limit: z.coerce.number().check(z.int32()).min(1).max(PO_QUERY_LIMIT).default(PO_QUERY_LIMIT),
});

export const poItemRowSchema = z.object({
  id: z.int32(),
  purchaseOrderId: z.int32(),
  poNumber: z.string(),
  supplierId: z.int32(),
  supplierName: z.string(),
  status: z.string(),
  purchaseOrderType: z.string(),
  itemId: z.int32(),
  itemCode: z.string(),
  itemName: z.string(),
  quantity: z.string(),
  quantityReceived: z.string(),
  quantityRemaining: z.string(),
  unitCost: z.string(),
  jobItemId: z.int32().nullable(),
  hasJobItem: z.boolean(),
  orderDate: z.string(),
  expectedDate: z.string().nullable(),
});
export type PoItemRow = z.infer<typeof poItemRowSchema>;

export const departmentRowSchema = z.object({
  id: z.int32(),
  name: z.string(),
  accountingCode: z.string(),
});

export const itemBinsRowSchema = z.object({
  purchaseOrderItemId: z.int32(),
  itemId: z.int32(),
  itemCode: z.string(),
  quantity: z.string(),
  quantityReceived: z.string(),
  bins: z.array(
    z.object({
      warehouseId: z.int32(),
      warehouseName: z.string(),
      binId: z.int32(),
      binName: z.string(),
      quantity: z.string(),
    }),
  ),
});

export const inventoryEquipmentRowSchema = z.object({
  purchaseOrderItemId: z.int32(),
  itemId: z.int32(),
  itemCode: z.string(),
  itemName: z.string(),
  quantity: z.string(),
  quantityReceived: z.string(),
  properties: z.array(equipmentPropertySchema),
});

export const belowThresholdQuerySchema = z.object({
  warehouseId: z.coerce.number().check(z.int32()).positive(),
});
export const stockLevelRowSchema = z.object({
  itemId: z.int32(),
  itemCode: z.string(),
  itemName: z.string(),
  warehouseId: z.int32(),
  onHand: z.string(),
  allocated: z.string(),
  available: z.string(),
  minQuantity: z.string().nullable(),
  maxQuantity: z.string().nullable(),
  /** max − available (or min − available without a maximum), never below 0. */
  suggestedQuantity: z.string(),
  cost: z.string(),
  supplierId: z.int32().nullable(),
});
export type StockLevelRow = z.infer<typeof stockLevelRowSchema>;
