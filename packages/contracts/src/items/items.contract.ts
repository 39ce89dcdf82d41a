import { z } from 'zod';
import { decimalInput, isDecimalLike, MAX_QUANTITY, toDecimal, unitCostInput } from '../common/money';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';
import { quantityScaleProblem } from './quantity-scale';

export * from './quantity-scale';

const decimalString = z.string();

/**
 * The light shape other modules (inventory, purchasing, service packages) show and compute with.
 * Money values are decimal strings with 4 places; the quantity scale travels as step + decimals.
 */
export const itemSummarySchema = z.object({
  id: z.int32(),
  itemCode: z.string(),
  name: z.string(),
  description: z.string(),
  cost: decimalString,
  materialCost: decimalString,
  price: decimalString,
  quantityStep: decimalString,
  quantityDecimals: z.int32(),
  typeId: z.int32(),
  isStocked: z.boolean(),
  isEquipment: z.boolean(),
  isActive: z.boolean(),
  categoryId: z.int32().nullable(),
  manufacturerId: z.int32().nullable(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

export const itemRefSchema = z.object({ id: z.int32(), name: z.string() });
export type ItemRef = z.infer<typeof itemRefSchema>;

/** The whole item (GET items/{id}, create, update). */
export const itemSchema = z
  .object({
    id: z.int32(),
    itemCode: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.object({ id: z.int32(), name: z.string(), isStocked: z.boolean() }),
    category: itemRefSchema.nullable(),
    manufacturer: itemRefSchema.nullable(),
    itemLine: itemRefSchema.nullable(),
    markup: z.object({ id: z.int32(), name: z.string(), markupTypeId: z.int32() }).nullable(),
    supplier: itemRefSchema.nullable(),
    supplierPartNumber: z.string().nullable(),
    systemType: z.string().nullable(),
    inventoryCosting: z.string(),
    unitOfMeasure: z.string(),
    quantityStep: decimalString,
    quantityDecimals: z.int32(),
    cost: decimalString,
    materialCost: decimalString,
    price: decimalString,
    isTaxable: z.boolean(),
    isEquipment: z.boolean(),
    isManaged: z.boolean(),
    isStocked: z.boolean(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Item = z.infer<typeof itemSchema>;

/** Search rows: the summary plus the names a list shows. */
export const itemSearchRowSchema = itemSummarySchema.extend({
  typeName: z.string(),
  categoryName: z.string().nullable(),
  manufacturerName: z.string().nullable(),
  unitOfMeasure: z.string(),
});
export type ItemSearchRow = z.infer<typeof itemSearchRowSchema>;

const boolQuery = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
const idQuery = z.coerce.number().check(z.int32()).positive().optional();

/**
 * items/search: `category` and `ManufacturerId` are the names the typeahead of spec 2 §7 sends;
 * `categoryId` and `manufacturerId` are accepted as the same filters.
 */
export const itemSearchQuerySchema = searchQuerySchema.extend({
  isActive: boolQuery,
  categoryId: idQuery,
  category: idQuery,
  ManufacturerId: idQuery,
  manufacturerId: idQuery,
  typeId: idQuery,
  isStocked: boolQuery,
});
export type ItemSearchQuery = z.input<typeof itemSearchQuerySchema>;

/** Typeahead constants (spec 2 §9). */
export const ITEM_TYPEAHEAD_MIN_CHARS = 2;
export const ITEM_TYPEAHEAD_LIMIT = 20;
export const ITEM_TYPEAHEAD_DELAY_MS = 250;

/** Unit costs and prices: 4 places, never negative. */
const amountInput = unitCostInput;
/** Markups above cost: 0 to 10,000 percent (numeric(9,4)). */
const markupPercentInput = decimalInput(4, { min: 0, max: 10000 });
const text = (max: number) => z.string().trim().max(max);
const optionalId = z.int32().positive().nullish();

const itemFields = {
  itemCode: text(50).min(1, 'Required'),
  name: text(200).min(1, 'Required'),
  description: text(4000).optional(),
  typeId: z.int32().positive().optional(),
  categoryId: optionalId,
  manufacturerId: optionalId,
  itemLineId: optionalId,
  markupId: optionalId,
  supplierId: optionalId,
  supplierPartNumber: text(100).nullish(),
  systemType: text(50).nullish(),
  unitOfMeasure: text(20).min(1, 'Required').optional(),
  quantityStep: decimalInputString(),
  quantityDecimals: z.number().int('Must be a whole number').min(0).max(4).optional(),
  cost: amountInput.optional(),
  materialCost: amountInput.optional(),
  price: amountInput.optional(),
  isTaxable: z.boolean().optional(),
  isEquipment: z.boolean().optional(),
  isActive: z.boolean().optional(),
};

/** The step as sent (string or number), kept as text so the scale check sees its real places. */
function decimalInputString() {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .optional();
}

/** Names the failing field of an inconsistent quantity scale (only when both parts are present). */
function checkScale(b: { quantityStep?: string; quantityDecimals?: number }, ctx: z.RefinementCtx): void {
  if (b.quantityStep === undefined && b.quantityDecimals === undefined) return;
  // Bad decimals are already named by the field's own rule (zod runs this refinement regardless).
  const d = b.quantityDecimals;
  if (d !== undefined && (!Number.isInteger(d) || d < 0 || d > 4)) return;
  const problem = quantityScaleProblem({
    step: b.quantityStep ?? '1',
    decimals: b.quantityDecimals ?? 0,
  });
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

export const createItemBodySchema = z.object(itemFields).superRefine(checkScale);
export type CreateItemBody = z.input<typeof createItemBodySchema>;

/** PATCH: only the fields sent change; the scale is checked against the stored half in the service. */
export const updateItemBodySchema = z.object(itemFields).partial().extend({ version: z.int32().optional() });
export type UpdateItemBody = z.input<typeof updateItemBodySchema>;

export const DUPLICATE_ITEM_CODE = 'This item code is already used by another item.';

export const systemTypeBodySchema = z.object({ systemType: text(50).min(1, 'Required') });
/** Suggestions for the system type (free text up to 50 characters). */
export const SYSTEM_TYPES = ['Material', 'Labor', 'Equipment', 'Subcontract', 'Freight', 'Other'];

// Categories, types, lines, manufacturers

export const itemCategorySchema = z
  .object({ id: z.int32(), name: z.string(), sort: z.int32(), isActive: z.boolean() })
  .extend(auditFieldsSchema.shape);
export type ItemCategory = z.infer<typeof itemCategorySchema>;
export const categoryListQuerySchema = z.object({ isActive: boolQuery, fields: z.string().optional() });
export const createCategoryBodySchema = z.object({
  name: text(100).min(1, 'Required'),
  sort: z.int32().min(0).optional(),
  isActive: z.boolean().optional(),
});
export const updateCategoryBodySchema = createCategoryBodySchema
  .partial()
  .extend({ version: z.int32().optional() });
export const DUPLICATE_CATEGORY = 'An item category with this name already exists.';
export const CATEGORY_IN_USE =
  'This category is used by items. Move them or deactivate the category instead.';

export const itemTypeSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isStocked: z.boolean(),
  sort: z.int32(),
});
export type ItemType = z.infer<typeof itemTypeSchema>;

export const itemLineGroupSchema = z.object({
  id: z.int32(),
  name: z.string(),
  sort: z.int32(),
});
export const itemLineSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isActive: z.boolean(),
  group: itemRefSchema.nullable(),
});
export type ItemLine = z.infer<typeof itemLineSchema>;
export const itemLineListQuerySchema = z.object({
  isActive: boolQuery,
  groupId: idQuery,
  fields: z.string().optional(),
});
export const createItemLineGroupBodySchema = z.object({
  name: text(100).min(1, 'Required'),
  sort: z.int32().min(0).optional(),
});
export const createItemLineBodySchema = z.object({
  name: text(100).min(1, 'Required'),
  groupId: optionalId,
  isActive: z.boolean().optional(),
});
export const DUPLICATE_ITEM_LINE_GROUP = 'An item line group with this name already exists.';
export const DUPLICATE_ITEM_LINE = 'An item line with this name already exists.';

export const manufacturerSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    website: z.string().nullable(),
    phone: z.string().nullable(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Manufacturer = z.infer<typeof manufacturerSchema>;
export const manufacturerSearchQuerySchema = searchQuerySchema.extend({ isActive: boolQuery });
export const createManufacturerBodySchema = z.object({
  name: text(100).min(1, 'Required'),
  website: text(200).nullish(),
  phone: text(30).nullish(),
  isActive: z.boolean().optional(),
});
export const updateManufacturerBodySchema = createManufacturerBodySchema
  .partial()
  .extend({ version: z.int32().optional() });
export const DUPLICATE_MANUFACTURER = 'A manufacturer with this name already exists.';
export const MANUFACTURER_IN_USE =
  'This manufacturer is used by items. Move them or deactivate the manufacturer instead.';

// Markups and pricing

export const markupTypeSchema = z.object({ id: z.int32(), name: z.string(), description: z.string() });
export type MarkupType = z.infer<typeof markupTypeSchema>;
/** The seeded markup type names pricing understands (migration 0008). */
export const MARKUP_TYPE_PERCENT = 'Percent over cost';
export const MARKUP_TYPE_MARGIN = 'Margin';

export const itemMarkupSchema = z
  .object({
    id: z.int32(),
    markupType: itemRefSchema,
    name: z.string(),
    fromCost: decimalString,
    toCost: decimalString.nullable(),
    markupPercent: decimalString,
  })
  .extend(auditFieldsSchema.shape);
export type ItemMarkup = z.infer<typeof itemMarkupSchema>;
export const itemMarkupListQuerySchema = z.object({ markupTypeId: idQuery, fields: z.string().optional() });
const markupFields = {
  markupTypeId: z.int32().positive(),
  name: text(100).min(1, 'Required'),
  fromCost: amountInput.optional(),
  toCost: amountInput.nullish(),
  markupPercent: markupPercentInput,
};
export const createItemMarkupBodySchema = z.object(markupFields);
export const updateItemMarkupBodySchema = z
  .object(markupFields)
  .partial()
  .extend({ version: z.int32().optional() });
export const MARKUP_TO_BEFORE_FROM = 'The upper cost must be greater than the lower cost.';
export const MARGIN_TOO_HIGH = 'A margin must be less than 100 percent.';
export const MARKUP_IN_USE = 'This markup is used by items. Change their markup first.';

export const pricingQuerySchema = z.object({
  itemId: z.coerce.number().check(z.int32()).positive(),
  quantity: z
    .string()
    .trim()
    .refine((v) => /^\d+(\.\d+)?$/.test(v), { error: 'Must be a number of at least 0' })
    .default('1'),
  customerId: idQuery,
});
export const pricingSchema = z.object({
  itemId: z.int32(),
  customerId: z.int32().nullable(),
  quantity: decimalString,
  cost: decimalString,
  unitPrice: decimalString,
  extendedPrice: decimalString,
  /** 'item': the item's own price; 'markup': cost through the markup tier; 'cost': no price, no markup. */
  priceSource: z.enum(['item', 'markup', 'cost']),
  markupPercent: decimalString.nullable(),
  markupType: z.string().nullable(),
});
export type Pricing = z.infer<typeof pricingSchema>;

// Child items (kits)

export const childItemsQuerySchema = z.object({
  parentId: z.coerce.number().check(z.int32()).positive(),
  fields: z.string().optional(),
});
export const childItemSchema = z.object({
  parentItemId: z.int32(),
  quantity: decimalString,
  sort: z.int32(),
  item: itemSummarySchema,
});
export type ChildItem = z.infer<typeof childItemSchema>;
export const addChildItemBodySchema = z.object({
  childItemId: z.int32().positive(),
  quantity: z
    .union([z.string(), z.number()])
    .refine((v) => !isDecimalLike(v) || toDecimal(v).abs().lte(MAX_QUANTITY), {
      error: 'Must be at most 99,999,999.9999.',
    })
    .transform((v) => String(v).trim())
    .default('1'),
  sort: z.int32().min(0).optional(),
});
export const updateChildItemBodySchema = addChildItemBodySchema.omit({ childItemId: true }).partial();
export const childParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  childId: z.coerce.number().check(z.int32()).positive(),
});
export const CHILD_IS_PARENT = 'An item cannot be a child item of itself.';
export const CHILD_CYCLE = 'This item already contains the parent item, so it cannot be its child item.';
export const DUPLICATE_CHILD = 'This item is already a child item of this item.';

// Alternates (spec 2 §3)

export const alternateDetailSchema = z.object({
  id: z.int32(),
  itemCode: z.string(),
  name: z.string(),
  description: z.string(),
  supplier: itemRefSchema.nullable(),
  manufacturer: itemRefSchema.nullable(),
  cost: decimalString,
  materialCost: decimalString,
  price: decimalString,
});
export type AlternateDetail = z.infer<typeof alternateDetailSchema>;
export const alternateItemSchema = z.object({
  id: z.int32(),
  sort: z.int32(),
  item: alternateDetailSchema,
  alternateItem: alternateDetailSchema,
});
export type AlternateItem = z.infer<typeof alternateItemSchema>;
export const addAlternateBodySchema = z.object({
  alternateItemId: z.int32().positive(),
  /** Store the pair in both directions (default), so each item lists the other. */
  bothWays: z.boolean().default(true),
});
export const alternateParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  alternateItemId: z.coerce.number().check(z.int32()).positive(),
});
export const ALTERNATE_IS_ITEM = 'An item cannot be an alternate of itself.';
export const DUPLICATE_ALTERNATE = 'This item is already an alternate of this item.';
export const NO_ALTERNATES_FOUND = 'No alternate items found.';

// Managed items (supplier catalogue)

export const MANAGED_ITEMS_MAX = 1000;
const managedFields = {
  itemCode: text(50).min(1, 'Required'),
  name: text(200).min(1, 'Required'),
  description: text(4000).optional(),
  typeId: z.int32().positive().optional(),
  categoryId: optionalId,
  manufacturerId: optionalId,
  itemLineId: optionalId,
  supplierId: optionalId,
  supplierPartNumber: text(100).nullish(),
  unitOfMeasure: text(20).min(1, 'Required').optional(),
  cost: amountInput.optional(),
  materialCost: amountInput.optional(),
  price: amountInput.optional(),
  isActive: z.boolean().optional(),
};
export const managedCreateBodySchema = z.object({
  items: z.array(z.object(managedFields)).min(1).max(MANAGED_ITEMS_MAX),
});
export const managedUpdateBodySchema = z.object({
  items: z
    .array(z.object(managedFields).partial().required({ itemCode: true }))
    .min(1)
    .max(MANAGED_ITEMS_MAX),
});
export const managedResultSchema = z.object({
  created: z.int32(),
  updated: z.int32(),
  items: z.array(z.object({ id: z.int32(), itemCode: z.string() })),
});
export const DUPLICATE_CODE_IN_REQUEST = 'This item code appears more than once in the request.';
export const UNKNOWN_ITEM_CODE = 'No item has this item code.';
