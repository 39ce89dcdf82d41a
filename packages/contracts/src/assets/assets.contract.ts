import { z } from 'zod';
import { businessDate } from '../common/dates';
import { decimalInput, MAX_AMOUNT } from '../common/money';
import { auditFieldsSchema, searchQuerySchema, searchResultSchema } from '../common/pagination';

/**
 * Company assets (spec 1 §7.3: assets, search, types, groups, office groups, statuses, transfers and
 * depreciation; page code 6055). docs/assets.md.
 */

export const ASSET_MESSAGES = {
  unknownType: 'Unknown asset type.',
  unknownStatus: 'Unknown asset status.',
  unknownGroup: 'Unknown asset group.',
  unknownOffice: 'Unknown office.',
  unknownItem: 'Unknown item.',
  duplicateNumber: 'Another asset already has this number.',
  nothingToTransfer: 'Choose at least one asset to transfer.',
  sameOffice: 'The assets are already at that office.',
  depreciationExists: 'The asset already has a depreciation schedule; change that one instead.',
  salvageOverCost: 'The salvage value cannot be more than the cost.',
  openingOverDepreciable: 'The depreciation already taken cannot be more than cost less salvage.',
  startBeforeService: 'The schedule cannot start before the asset went into service.',
  startAfterLife: "The schedule must start before the end of the asset's life.",
} as const;

export const DEPRECIATION_METHODS = ['StraightLine', 'DecliningBalance'] as const;
export const DEPRECIATION_METHOD_LABELS: Record<(typeof DEPRECIATION_METHODS)[number], string> = {
  StraightLine: 'Straight line',
  DecliningBalance: 'Declining balance',
};

const id = z.int32().positive();
const text = (max: number) => z.string().trim().max(max);
const ref = z.object({ id: z.int32(), name: z.string() });
const amount = decimalInput(2, { min: 0, max: MAX_AMOUNT });

export const assetSchema = z
  .object({
    id: z.int32(),
    assetNumber: z.string(),
    name: z.string(),
    description: z.string(),
    type: ref,
    status: ref.extend({ isAvailable: z.boolean() }),
    group: ref.nullable(),
    office: ref,
    itemId: z.int32().nullable(),
    serialNumber: z.string().nullable(),
    modelNumber: z.string().nullable(),
    purchaseDate: z.string().nullable(),
    inServiceDate: z.string().nullable(),
    cost: z.string(),
    /** Cost less the depreciation posted so far. */
    bookValue: z.string(),
    isRentable: z.boolean(),
    notes: z.string(),
    isActive: z.boolean(),
  })
  .extend(auditFieldsSchema.shape);
export type Asset = z.infer<typeof assetSchema>;

export const assetSearchQuerySchema = searchQuerySchema.extend({
  typeId: z.coerce.number().check(z.int32()).positive().optional(),
  statusId: z.coerce.number().check(z.int32()).positive().optional(),
  groupId: z.coerce.number().check(z.int32()).positive().optional(),
  officeId: z.coerce.number().check(z.int32()).positive().optional(),
  isRentable: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  includeInactive: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export const assetSearchResultSchema = searchResultSchema(assetSchema);

const assetFields = {
  assetNumber: text(50).min(1, 'Required'),
  name: text(200).min(1, 'Required'),
  description: text(4000),
  typeId: id,
  statusId: id,
  groupId: id.nullable(),
  officeId: id,
  itemId: id.nullable(),
  serialNumber: text(100).nullable(),
  modelNumber: text(100).nullable(),
  purchaseDate: businessDate.nullable(),
  inServiceDate: businessDate.nullable(),
  cost: amount,
  isRentable: z.boolean(),
  notes: text(4000),
  isActive: z.boolean(),
};

export const createAssetBodySchema = z.strictObject({
  ...assetFields,
  description: assetFields.description.optional(),
  groupId: assetFields.groupId.optional(),
  itemId: assetFields.itemId.optional(),
  serialNumber: assetFields.serialNumber.optional(),
  modelNumber: assetFields.modelNumber.optional(),
  purchaseDate: assetFields.purchaseDate.optional(),
  inServiceDate: assetFields.inServiceDate.optional(),
  cost: amount.optional(),
  isRentable: z.boolean().optional(),
  notes: assetFields.notes.optional(),
  isActive: z.boolean().optional(),
});
export const updateAssetBodySchema = z
  .strictObject({
    ...Object.fromEntries(Object.entries(assetFields).map(([k, v]) => [k, v.optional()])),
    version: z.int32().optional(),
  } as { [K in keyof typeof assetFields]: z.ZodOptional<(typeof assetFields)[K]> } & {
    version: z.ZodOptional<z.ZodInt32>;
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: 'Nothing to change.' });

export const assetTypeSchema = z.object({ id: z.int32(), name: z.string(), isActive: z.boolean() });
export const assetStatusSchema = z.object({
  id: z.int32(),
  name: z.string(),
  isAvailable: z.boolean(),
  isActive: z.boolean(),
});
export const assetGroupSchema = z.object({
  id: z.int32(),
  name: z.string(),
  description: z.string(),
  itemId: z.int32().nullable(),
  assetCount: z.int32(),
  isActive: z.boolean(),
});
export const officeGroupSchema = z.object({
  office: ref,
  groups: z.array(z.object({ group: ref, assetCount: z.int32() })),
});
export const createAssetTypeBodySchema = z.strictObject({ name: text(100).min(1, 'Required') });
export const createAssetGroupBodySchema = z.strictObject({
  name: text(100).min(1, 'Required'),
  description: text(2000).optional(),
  itemId: id.nullable().optional(),
});

export const transferAssetsBodySchema = z.strictObject({
  assetIds: z.array(id).max(5000),
  officeId: id,
  note: text(500).optional(),
});
export const transferResultSchema = z.object({ transferred: z.int32() });
export const assetTransferSchema = z.object({
  id: z.int32(),
  assetId: z.int32(),
  fromOffice: ref,
  toOffice: ref,
  note: z.string(),
  by: z.int32().nullable(),
  at: z.string(),
});

export const assetChangeQuerySchema = z.object({
  statusId: z.coerce.number().check(z.int32()).positive().optional(),
  officeId: z.coerce.number().check(z.int32()).positive().optional(),
});
export const assetChangeCheckSchema = z.object({
  canConfirm: z.boolean(),
  warnings: z.array(z.string()),
});

// ---- depreciation ------------------------------------------------------------------------------

const depreciationFields = {
  method: z.enum(DEPRECIATION_METHODS),
  rateFactor: decimalInput(4, { min: '1', max: '4' }),
  cost: amount,
  salvageValue: amount,
  lifeMonths: z.int32().min(1).max(600),
  inServiceDate: businessDate,
  startDate: businessDate,
  openingAccumulated: amount,
};
export const createDepreciationBodySchema = z.strictObject({
  method: depreciationFields.method,
  rateFactor: depreciationFields.rateFactor.optional(),
  cost: amount.optional(),
  salvageValue: amount.optional(),
  lifeMonths: depreciationFields.lifeMonths,
  inServiceDate: businessDate.optional(),
  startDate: businessDate.optional(),
  openingAccumulated: amount.optional(),
});
export const updateDepreciationBodySchema = z
  .strictObject({
    method: depreciationFields.method.optional(),
    rateFactor: depreciationFields.rateFactor.optional(),
    salvageValue: amount.optional(),
    lifeMonths: depreciationFields.lifeMonths.optional(),
    isActive: z.boolean().optional(),
    version: z.int32().optional(),
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'version'), { message: 'Nothing to change.' });
export const depreciationParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  depId: z.coerce.number().check(z.int32()).positive(),
});

export const depreciationPeriodSchema = z.object({
  seq: z.int32(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amount: z.string(),
  journalEntryId: z.int32().nullable(),
  postedAt: z.string().nullable(),
  /** Why a due period is not posted yet (its calendar period is closed). */
  note: z.string(),
});
export const depreciationSchema = z
  .object({
    id: z.int32(),
    assetId: z.int32(),
    method: z.enum(DEPRECIATION_METHODS),
    rateFactor: z.string(),
    cost: z.string(),
    salvageValue: z.string(),
    lifeMonths: z.int32(),
    inServiceDate: z.string(),
    startDate: z.string(),
    openingAccumulated: z.string(),
    isActive: z.boolean(),
    posted: z.string(),
    remaining: z.string(),
    periods: z.array(depreciationPeriodSchema),
  })
  .extend(auditFieldsSchema.shape);
export type Depreciation = z.infer<typeof depreciationSchema>;

export const postDepreciationBodySchema = z.strictObject({ through: businessDate.optional() });
export const postDepreciationResultSchema = z.object({
  posted: z.int32(),
  amount: z.string(),
  skipped: z.int32(),
});

/** GET assets/querylinkeditems: the items assets are linked to, directly or through their group. */
export const linkedItemsQuerySchema = z.strictObject({
  assetId: z.coerce.number().check(z.int32()).positive().optional(),
  groupId: z.coerce.number().check(z.int32()).positive().optional(),
  itemId: z.coerce.number().check(z.int32()).positive().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const linkedItemSchema = z.object({
  asset: z.object({ id: z.int32(), assetNumber: z.string(), name: z.string() }),
  group: z.object({ id: z.int32(), name: z.string() }).nullable(),
  item: z.object({ id: z.int32(), itemCode: z.string(), name: z.string() }),
  /** 'Asset' when the asset names the item itself, 'Group' when it comes from the asset's group. */
  via: z.enum(['Asset', 'Group']),
});
export type LinkedItem = z.infer<typeof linkedItemSchema>;
