import { z } from 'zod';
import { businessDate } from '../common/dates';

/**
 * Assets made from stock and assets leaving the company's books (spec 1 §7.3: POST assets/transferItemsToAssets,
 * transferItems, transferEquipment). docs/assets.md, "Stock and equipment".
 */

export const ASSET_STOCK_MESSAGES = {
  unknownWarehouse: 'Unknown warehouse.',
  unknownBin: 'The bin is not in that warehouse.',
  unknownItem: 'Unknown item.',
  notStocked: 'Only a stocked item can be made into an asset.',
  unknownAsset: 'Unknown asset.',
  noItem: 'The asset has no item (its own or its group’s); choose the item it goes into stock as.',
  inactive: (n: string) => `Asset ${n} is no longer active.`,
  beforeService: (n: string, date: string) =>
    `Asset ${n} went into service on ${date}; it cannot leave before that.`,
  booked: (n: string, date: string) => `Asset ${n} is booked on a rental from ${date}; unlink it first.`,
  duplicateNumbers: 'Each new asset needs its own number.',
  unknownCustomer: 'Unknown customer.',
  locationOfOtherCustomer: 'The location belongs to another customer.',
} as const;

const id = z.int32().positive();
const text = (max: number) => z.string().trim().max(max);

/** One asset made from one unit of a stocked item. */
const newAssetFromStock = z.strictObject({
  itemId: id,
  assetNumber: text(50).min(1, 'Required'),
  /** The item's name when left out. */
  name: text(200).min(1, 'Required').optional(),
  serialNumber: text(100).nullable().optional(),
  modelNumber: text(100).nullable().optional(),
});

export const transferItemsToAssetsBodySchema = z.strictObject({
  warehouseId: id,
  /** The warehouse's default bin when left out. */
  binId: id.optional(),
  /** The company's today when left out: the stock issue's date and the assets' in-service date. */
  date: businessDate.optional(),
  typeId: id,
  statusId: id,
  groupId: id.nullable().optional(),
  /** The warehouse's office when left out. */
  officeId: id.optional(),
  isRentable: z.boolean().optional(),
  assets: z.array(newAssetFromStock).min(1, 'Add at least one asset.').max(100),
});

export const transferItemsToAssetsResultSchema = z.object({
  assetIds: z.array(z.int32()),
  /** What the stock issued was worth at its average cost: the new assets' cost, together. */
  cost: z.string(),
  journalEntryId: z.int32().nullable(),
});

export const transferItemsBodySchema = z.strictObject({
  assetIds: z.array(id).min(1, 'Choose at least one asset.').max(100),
  warehouseId: id,
  binId: id.optional(),
  /** The item the assets go into stock as; each asset's own (or its group's) item when left out. */
  itemId: id.optional(),
  date: businessDate.optional(),
  note: text(500).optional(),
});

export const transferEquipmentBodySchema = z.strictObject({
  assetIds: z.array(id).min(1, 'Choose at least one asset.').max(100),
  customerId: id,
  locationId: id,
  /** The day the customer took it over: the install date of the equipment and the date of the posting. */
  date: businessDate.optional(),
  note: text(500).optional(),
});

export const assetsLeftResultSchema = z.object({
  transferred: z.int32(),
  /** Book value (cost less posted depreciation) of the assets, together: into inventory, or to cost of sales. */
  bookValue: z.string(),
  /** Customer equipment made from the assets, in the order of assetIds (transferEquipment only). */
  equipmentIds: z.array(z.int32()),
  journalEntryIds: z.array(z.int32()),
});

/** Where an asset came from or went: the asset page shows it. */
export const assetStockMoveSchema = z.object({
  id: z.int32(),
  kind: z.enum(['FromStock', 'ToStock', 'ToEquipment']),
  moveDate: z.string(),
  item: z.object({ id: z.int32(), name: z.string() }).nullable(),
  warehouse: z.object({ id: z.int32(), name: z.string() }).nullable(),
  equipmentId: z.int32().nullable(),
  customer: z.object({ id: z.int32(), name: z.string() }).nullable(),
  cost: z.string(),
  accumulated: z.string(),
  bookValue: z.string(),
  journalEntryId: z.int32().nullable(),
  note: z.string(),
});
