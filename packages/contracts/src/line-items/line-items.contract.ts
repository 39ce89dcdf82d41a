import { z } from 'zod';
import { decimalInput, isDecimalLike, MAX_QUANTITY, MAX_UNIT_PRICE, toDecimal } from '../common/money';
import { collectionTotalsAnswerSchema, groupTotalsAnswerSchema } from './line-items.totals';

/** The line-item table of spec 2 §2.12, §3, §4, §5 and the collection groups of spec 3. */

export const LINE_ITEM_OWNER_KINDS = ['Bid', 'Job', 'Contract', 'Invoice'] as const;
export type LineItemKind = (typeof LINE_ITEM_OWNER_KINDS)[number];

export const NOTE_MAX = 2000;
/** First and last display orders (spec 2 §9); a new group keeps 9999 until resorted. */
export const FIRST_DISPLAY_ORDER = 1;
export const LAST_DISPLAY_ORDER = 9999;
export const NA_GROUP_NAME = 'Not Applicable';

export const LOCKED_MESSAGE = 'The line items are locked and cannot be changed.';
export const CANNOT_MOVE_UP = 'The first item of the first group cannot move up.';
export const CANNOT_MOVE_DOWN = 'The last item of the last group cannot move down.';
export const SYSTEM_GROUP_DELETE = 'The not-applicable group cannot be deleted.';
export const SYSTEM_GROUP_RENAME = 'The not-applicable group cannot be renamed or reordered.';
export const BLANK_GROUP_NAME = 'The group name cannot be blank.';
/** PATCH of a line's warehouse to one the owner's office may not source stock from (422). */
export const warehouseNotSourceable = (warehouse: string, office: string) =>
  `The ${office} office cannot source stock from ${warehouse}; choose one of its sourcing warehouses.`;

const decimal = (dp: number, max: string, min?: number) =>
  decimalInput(dp, { max, min: min ?? `-${max}`, minMessage: `Must be at least ${min}` });

/** Quantities stay as sent (trimmed) so the item's quantity scale can judge their decimal places. */
const quantity = z
  .union([z.string(), z.number()])
  .refine((v) => isDecimalLike(v), { error: 'Must be numeric' })
  .refine((v) => !isDecimalLike(v) || toDecimal(v).gte(0), { error: 'Must be at least 0' })
  .refine((v) => !isDecimalLike(v) || toDecimal(v).lte(MAX_QUANTITY), {
    error: 'Must be at most 99,999,999.9999.',
  })
  .transform((v) => toDecimal(v).toString());

const groupFlags = {
  showDetail: z.boolean(),
  showItemName: z.boolean(),
  showItemDescription: z.boolean(),
  showQuantity: z.boolean(),
  showPrice: z.boolean(),
  showSubtotal: z.boolean(),
  showTaxAndTotal: z.boolean(),
};
export type GroupFlags = { [K in keyof typeof groupFlags]: boolean };
const optionalFlags = {
  showDetail: z.boolean().optional(),
  showItemName: z.boolean().optional(),
  showItemDescription: z.boolean().optional(),
  showQuantity: z.boolean().optional(),
  showPrice: z.boolean().optional(),
  showSubtotal: z.boolean().optional(),
  showTaxAndTotal: z.boolean().optional(),
};
export const GROUP_FLAG_NAMES = Object.keys(groupFlags) as (keyof GroupFlags)[];

/** Flags that depend on another: clearing the parent clears (and disables) them (spec 2 §4). */
export const FLAG_DEPENDENCIES: Partial<Record<keyof GroupFlags, (keyof GroupFlags)[]>> = {
  showDetail: ['showItemName', 'showItemDescription', 'showQuantity', 'showPrice'],
  showSubtotal: ['showTaxAndTotal'],
};

/** Applies the dependencies: a cleared parent clears its dependants. */
export function normalizeFlags<T extends Partial<GroupFlags>>(flags: T): T {
  const out = { ...flags };
  for (const [parent, children] of Object.entries(FLAG_DEPENDENCIES)) {
    if (out[parent as keyof GroupFlags] === false) for (const c of children ?? []) out[c] = false;
  }
  return out;
}

/** The parent that disables a flag, when it is cleared. */
export function disabledBy(flag: keyof GroupFlags, flags: Partial<GroupFlags>): boolean {
  return Object.entries(FLAG_DEPENDENCIES).some(
    ([parent, children]) => children?.includes(flag) && flags[parent as keyof GroupFlags] === false,
  );
}

const groupName = z.string().trim().min(1, BLANK_GROUP_NAME).max(200);

export const createGroupBodySchema = z
  .object({
    name: groupName,
    description: z.string().trim().max(2000).optional(),
    displayOrder: z.int32().min(1).max(LAST_DISPLAY_ORDER).optional(),
    ...optionalFlags,
  })
  .strict();
export type CreateGroupBody = z.input<typeof createGroupBodySchema>;

export const updateGroupBodySchema = z
  .object({
    name: groupName.optional(),
    description: z.string().trim().max(2000).optional(),
    ...optionalFlags,
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Send at least one field to change' });
export type UpdateGroupBody = z.input<typeof updateGroupBodySchema>;

export const groupSortBodySchema = z
  .object({ displayOrder: z.int32().min(FIRST_DISPLAY_ORDER).max(LAST_DISPLAY_ORDER) })
  .strict();

export const addLineItemBodySchema = z
  .object({
    itemId: z.int32().refine((v) => v !== 0, { error: 'Choose an item' }),
    quantity,
    groupId: z.int32().positive().optional(),
    /** A group by name: created when the collection has none of that name. */
    groupName: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(4000).optional(),
    cost: decimal(4, MAX_UNIT_PRICE).optional(),
    price: decimal(4, MAX_UNIT_PRICE).optional(),
    discountPct: decimal(4, '100', 0).optional(),
    isTaxable: z.boolean().optional(),
    warehouseId: z.int32().positive().nullable().optional(),
    equipmentId: z.int32().positive().nullable().optional(),
    note: z.string().max(NOTE_MAX).optional(),
  })
  .strict();
export type AddLineItemBody = z.input<typeof addLineItemBodySchema>;

/**
 * A line update: the web sends one changed field (or `group: { id }` to move it to another group);
 * several fields are accepted too and applied together in one transaction.
 */
export const updateLineItemBodySchema = z
  .object({
    description: z.string().max(4000).optional(),
    quantity: quantity.optional(),
    cost: decimal(4, MAX_UNIT_PRICE).optional(),
    price: decimal(4, MAX_UNIT_PRICE).optional(),
    discountPct: decimal(4, '100', 0).optional(),
    isTaxable: z.boolean().optional(),
    warehouseId: z.int32().positive().nullable().optional(),
    group: z.object({ id: z.int32().positive() }).strict().optional(),
  })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Send the field to change' });
export type UpdateLineItemBody = z.input<typeof updateLineItemBodySchema>;

export const lineNoteBodySchema = z.object({ note: z.string().max(NOTE_MAX) }).strict();
export const lineEquipmentBodySchema = z.object({ equipmentId: z.int32().positive().nullable() }).strict();
export const moveLineBodySchema = z.object({ direction: z.enum(['up', 'down']) }).strict();
export const alternateBodySchema = z.object({ alternateItemId: z.int32().positive() }).strict();
export const collectionPatchSchema = z
  .object({ taxRate: decimal(6, '100', 0).optional(), isLocked: z.boolean().optional() })
  .strict()
  .refine((b) => Object.keys(b).length > 0, { error: 'Send the field to change' });

const text = (max: number) => z.string().trim().max(max).nullable().optional();
export const equipmentPropertyBodySchema = z
  .object({
    serialNumber: text(100),
    name: text(200),
    description: text(2000),
    modelNumber: text(100),
  })
  .strict();

export const equipmentPropertySchema = z.object({
  id: z.int32(),
  lineItemId: z.int32(),
  serialNumber: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  modelNumber: z.string().nullable(),
  equipmentId: z.int32().nullable(),
});
export type EquipmentProperty = z.infer<typeof equipmentPropertySchema>;

export const lineItemGroupSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  displayOrder: z.int32(),
  isSystem: z.boolean(),
  isNAGroup: z.boolean(),
  /** First and last group of the collection (spec 3 §3). */
  first: z.boolean(),
  last: z.boolean(),
  totals: groupTotalsAnswerSchema,
  ...groupFlags,
});
export type LineItemGroup = z.infer<typeof lineItemGroupSchema>;

export const lineItemItemRefSchema = z.object({
  id: z.int32(),
  itemCode: z.string(),
  name: z.string(),
  description: z.string(),
  categoryId: z.int32().nullable(),
  isStocked: z.boolean(),
  quantityScale: z.object({ step: z.string(), decimals: z.int32() }),
});
export type LineItemItemRef = z.infer<typeof lineItemItemRefSchema>;

export const lineItemSchema = z.object({
  id: z.int32(),
  item: lineItemItemRefSchema,
  description: z.string(),
  note: z.string(),
  quantity: z.string(),
  /** Unit cost; left out for users without the Costs permission. */
  cost: z.string().optional(),
  price: z.string(),
  currencyPrice: z.string(),
  discountPct: z.string(),
  discountAmt: z.string(),
  currencyDiscountAmt: z.string(),
  subtotal: z.string(),
  currencySubtotal: z.string(),
  tax: z.string(),
  currencyTax: z.string(),
  total: z.string(),
  currencyTotal: z.string(),
  isTaxable: z.boolean(),
  displayOrder: z.int32(),
  group: z.object({ id: z.int32() }),
  equipmentId: z.int32().nullable(),
  warehouseId: z.int32().nullable(),
  sourcePurchaseOrderId: z.int32().nullable(),
  issuedQuantity: z.string(),
  equipmentProperties: z.array(equipmentPropertySchema),
});
export type LineItem = z.infer<typeof lineItemSchema>;

/**
 * The owner's office sourcing (spec 2 §3 Office for sourcing) as the line-item table needs it: the
 * warehouse a new stocked line gets (the office default when it can be sourced from, else the first
 * auto-sourced one, else none) and the warehouses to choose from. A warehouse a line already uses
 * outside the office is listed too, with canSourceFrom false, so its name can show.
 */
export const lineItemSourcingSchema = z.object({
  defaultWarehouseId: z.int32().nullable(),
  warehouses: z.array(
    z.object({
      id: z.int32(),
      name: z.string(),
      isVan: z.boolean(),
      canSourceFrom: z.boolean(),
      autoSourceFrom: z.boolean(),
    }),
  ),
});
export type LineItemSourcing = z.infer<typeof lineItemSourcingSchema>;
export type SourcingWarehouse = LineItemSourcing['warehouses'][number];

export const equipmentChoiceSchema = z.object({
  id: z.int32(),
  name: z.string(),
  serialNumber: z.string().nullable(),
});
export type EquipmentChoice = z.infer<typeof equipmentChoiceSchema>;

export const lineItemCollectionSchema = z.object({
  id: z.int32(),
  ownerKind: z.enum(LINE_ITEM_OWNER_KINDS),
  ownerId: z.int32(),
  isLocked: z.boolean(),
  taxRate: z.string(),
  /** The UsesDiscounts setting: the discount column shows (and discounts count) only when true. */
  usesDiscounts: z.boolean(),
  currency: z.object({ abbreviation: z.string(), isAltCurrency: z.boolean(), rate: z.string() }),
  groups: z.array(lineItemGroupSchema),
  items: z.array(lineItemSchema),
  totals: collectionTotalsAnswerSchema,
  /** Where stocked lines allocate from: the owner's office sourcing. */
  sourcing: lineItemSourcingSchema,
  /**
   * The equipment a line can be for (spec 2 §3 Job item: equipment): the active units at the
   * owner's location, by name, plus any unit a line already names (so its name can show).
   */
  equipmentChoices: z.array(equipmentChoiceSchema),
});
export type LineItemCollection = z.infer<typeof lineItemCollectionSchema>;

/** A line may only name equipment at its bid's or job's customer location. */
export const equipmentNotAtLocationMessage = (owner: string) =>
  `The equipment is not at this ${owner}'s location; choose equipment installed there.`;
