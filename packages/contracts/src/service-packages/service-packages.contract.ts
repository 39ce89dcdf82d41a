import { z } from 'zod';
import { decimalInput, MAX_UNIT_PRICE } from '../common/money';
import { auditFieldsSchema, searchQuerySchema } from '../common/pagination';
import {
  batchBodySchema,
  optionalText,
  requiredText,
  sortInput,
} from '../reference-codes/reference-codes.contract';

/** Service packages (spec 3 §3): package types, packages, their options and option items. */

/** Package type: id, name, category, sort. It sorts like a reference code with name as the code. */
export const packageTypeSchema = z
  .object({ id: z.int32(), name: z.string(), category: z.string(), sort: z.int32() })
  .extend(auditFieldsSchema.shape);
export type PackageType = z.infer<typeof packageTypeSchema>;

export const createPackageTypeBodySchema = z.object({
  name: requiredText(100),
  category: optionalText(100).default(''),
  sort: sortInput.default(0),
});
export const updatePackageTypeBodySchema = z.object({
  name: requiredText(100).optional(),
  category: optionalText(100).optional(),
  sort: sortInput.optional(),
  version: z.int32().positive().optional(),
});
export const packageTypeBatchSchema = batchBodySchema(
  createPackageTypeBodySchema,
  updatePackageTypeBodySchema,
);

// ---------- Service packages, options and option items (spec 3 §3–§5, §7–§9) ----------

export const SERVICE_PACKAGE_NOT_FOUND = 'Service Package Data Not Found';
export const SERVICE_PACKAGE_OPTION_NOT_FOUND = 'Service Package Option Data Not Found';
export const BASE_OPTION_NAME = 'Base';
export const ONE_PRICING_ONLY = 'At most one of price, markup and margin may be given';

/** Spec 3 §8: exact texts, the "it's" typos included. */
export const ServicePackageTexts = {
  unlinkPackage: 'This will unlink the service package',
  removeOption: "This will remove the selected option and all of it's items from the service package",
  removeItem: 'This will remove the selected item from the service package',
  unlinkFromItem: (label: string) => `This will unlink the service package from item ${label}`,
  unlinkFromEquipment: (label: string) => `This will unlink the service package from equipment ${label}`,
  optionRemoved:
    "The option and it's related items have been removed from the service package. Existing jobs have not been modified.",
  itemRemoved: 'The item has been removed from the service package. Existing jobs have not been modified.',
  itemGroup: 'Item/ Equipment Packages',
  genericGroup: 'Generic Service Packages',
  optionsTitle: (packageName: string) => `${packageName} Options`,
} as const;

/** Spec 3 §9. */
export const PACKAGE_DROPDOWN_DELAY_MS = 250;
export const PACKAGE_DROPDOWN_PAGE = 20;
export const PACKAGE_TYPEAHEAD_LIMIT = 10;

/** searchType (spec 3 §7): 0 every package, 2 generic ones (linked to nothing), 4 those linked to an item or equipment. */
export const SearchType = { All: 0, Generic: 2, Linked: 4 } as const;

const money = z.string();
const moneyOrNull = z.string().nullable();

/** A non-negative decimal with 4 places, sent as string or number. */
const nonNegative4 = decimalInput(4, { min: 0, max: MAX_UNIT_PRICE, minMessage: 'Must be at least 0' });
/** Optional pricing value: absent leaves it, null or '' clears it. */
const optionalNonNegative4 = z.preprocess((v) => (v === '' ? null : v), nonNegative4.nullable().optional());
/** Markup up to 10,000 % and margin under 100 % (numeric(9,4) columns). */
const optionalPercent = (max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    decimalInput(4, { min: 0, max, minMessage: 'Must be at least 0' }).nullable().optional(),
  );

export const optionItemItemSchema = z.object({
  id: z.int32(),
  itemCode: z.string(),
  name: z.string(),
  description: z.string(),
  quantityScale: z.object({ step: z.string(), decimals: z.int32() }),
  cost: money,
  materialCost: money,
});

export const optionItemSchema = z.object({
  id: z.int32(),
  optionId: z.int32(),
  quantity: money,
  overridePrice: moneyOrNull,
  markupPercent: moneyOrNull,
  marginPercent: moneyOrNull,
  discount: moneyOrNull,
  sort: z.int32(),
  item: optionItemItemSchema,
  version: z.int32(),
});
export type OptionItem = z.infer<typeof optionItemSchema>;

export const packageOptionSchema = z.object({
  id: z.int32(),
  packageId: z.int32(),
  name: z.string(),
  directions: z.string(),
  additionalSpecs: z.string(),
  sort: z.int32(),
  isBase: z.boolean(),
  items: z.array(optionItemSchema),
  version: z.int32(),
});
export type PackageOption = z.infer<typeof packageOptionSchema>;

export const associatedItemSchema = z.object({
  id: z.int32(),
  name: z.string(),
  itemCode: z.string(),
  description: z.string(),
});
/** Equipment records come with a later issue: until then only the id is known. */
export const associatedEquipmentSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  serialNumber: z.string(),
  item: z.object({ id: z.int32(), name: z.string() }).nullable(),
});

export const servicePackageSchema = z
  .object({
    id: z.int32(),
    name: z.string(),
    typeId: z.int32().nullable(),
    typeID: z.int32().nullable(),
    typeName: z.string().nullable(),
    createBidGroup: z.boolean(),
    requiresItemOrEquipment: z.boolean(),
    isActive: z.boolean(),
    options: z.array(packageOptionSchema),
    associatedItems: z.array(associatedItemSchema),
    associatedEquipment: z.array(associatedEquipmentSchema),
  })
  .extend(auditFieldsSchema.shape);
export type ServicePackage = z.infer<typeof servicePackageSchema>;

/** A search row: `isGeneric` (linked to no item or equipment) decides the dropdown group. */
export const servicePackageRowSchema = z.object({
  id: z.int32(),
  name: z.string(),
  typeId: z.int32().nullable(),
  typeName: z.string().nullable(),
  isActive: z.boolean(),
  isGeneric: z.boolean(),
  createBidGroup: z.boolean(),
  requiresItemOrEquipment: z.boolean(),
  version: z.int32(),
});
export type ServicePackageRow = z.infer<typeof servicePackageRowSchema>;

const idQuery = z.coerce.number({ error: 'Must be a number' }).check(z.int32()).positive().optional();

export const servicePackageSearchQuerySchema = searchQuerySchema
  .extend({
    searchType: z.coerce
      .number()
      .refine((v) => v === 0 || v === 2 || v === 4, { error: 'searchType must be 0, 2 or 4' })
      .default(0),
    name: z.string().trim().max(200).optional(),
    itemId: idQuery,
    equipmentId: idQuery,
    isActive: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.searchType === 4 && !q.itemId && !q.equipmentId) {
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: 'searchType 4 needs itemId or equipmentId' });
    }
  });
export type ServicePackageSearchQuery = z.input<typeof servicePackageSearchQuerySchema>;

const typeIdInput = z.int32().positive().nullable().optional();
const positiveIds = z.array(z.int32().positive('Select an item')).max(1000).optional();

/** Add: name required; typeID (or typeId); associatedItems or associatedEquipment (ids). */
export const createServicePackageBodySchema = z.object({
  name: requiredText(200),
  typeID: typeIdInput,
  typeId: typeIdInput,
  createBidGroup: z.boolean().optional(),
  requiresItemOrEquipment: z.boolean().optional(),
  associatedItems: positiveIds,
  associatedEquipment: positiveIds,
});
export type CreateServicePackageBody = z.input<typeof createServicePackageBodySchema>;

export const updateServicePackageBodySchema = z.object({
  name: requiredText(200).optional(),
  typeID: typeIdInput,
  typeId: typeIdInput,
  isActive: z.boolean().optional(),
  createBidGroup: z.boolean().optional(),
  requiresItemOrEquipment: z.boolean().optional(),
  version: z.int32().positive().optional(),
});
export type UpdateServicePackageBody = z.input<typeof updateServicePackageBodySchema>;

export const linkParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  linkedId: z.coerce.number().check(z.int32()).positive('Select an item or equipment other than 0'),
});

export const createOptionBodySchema = z.object({ name: requiredText(200) });
export const updateOptionBodySchema = z.object({
  name: requiredText(200),
  sort: sortInput.optional(),
  directions: optionalText(4000).optional(),
  additionalSpecs: optionalText(4000).optional(),
  version: z.int32().positive().optional(),
});
export type UpdateOptionBody = z.input<typeof updateOptionBodySchema>;

export const PRICING_FIELDS = ['overridePrice', 'markupPercent', 'marginPercent'] as const;
export type PricingField = (typeof PRICING_FIELDS)[number];
export type Pricing = Record<PricingField, string | null>;

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The pricing fields set in `p` (spec 3 §5: at most one may be). */
export function pricingFieldsGiven(p: Partial<Record<PricingField, unknown>>): PricingField[] {
  return PRICING_FIELDS.filter((f) => given(p[f]));
}

/** Editing one of price, markup and margin clears the other two (spec 3 §5); clearing it clears only it. */
export function applyPricingEdit(current: Pricing, field: PricingField, value: string | null): Pricing {
  const v = value === '' ? null : value;
  if (v === null) return { ...current, [field]: null };
  return { overridePrice: null, markupPercent: null, marginPercent: null, [field]: v };
}

function onePricingOnly(body: Partial<Record<PricingField, unknown>>, ctx: z.RefinementCtx) {
  const set = pricingFieldsGiven(body);
  if (set.length > 1) {
    for (const f of set) ctx.addIssue({ code: 'custom', path: [f], message: ONE_PRICING_ONLY });
  }
}

export const createOptionItemBodySchema = z
  .object({
    itemId: z.number({ error: 'Select an item' }).int().positive('Select an item'),
    quantity: nonNegative4,
    overridePrice: optionalNonNegative4,
    markupPercent: optionalPercent(10000),
    marginPercent: optionalPercent(100),
    discount: optionalNonNegative4,
    sort: sortInput.optional(),
  })
  .superRefine(onePricingOnly);
export type CreateOptionItemBody = z.input<typeof createOptionItemBodySchema>;

/** Row edits: quantity required; the pricing value sent wins and clears the other two. */
export const updateOptionItemBodySchema = z
  .object({
    quantity: nonNegative4,
    overridePrice: optionalNonNegative4,
    markupPercent: optionalPercent(10000),
    marginPercent: optionalPercent(100),
    discount: optionalNonNegative4,
    sort: sortInput.optional(),
    version: z.int32().positive().optional(),
  })
  .superRefine(onePricingOnly);
export type UpdateOptionItemBody = z.input<typeof updateOptionItemBodySchema>;

/** Package sort (spec 3 §9): active first, then name, then id descending. */
export function comparePackages(
  a: { isActive: boolean; name: string; id: number },
  b: { isActive: boolean; name: string; id: number },
): number {
  if (a.isActive !== b.isActive) return a.isActive ? -1 : 1;
  const byName = a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });
  return byName !== 0 ? byName : b.id - a.id;
}
