import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assets } from '../assets/assets.table';
import { customers } from '../customers/customers.table';
import { equipment } from '../equipment/equipment.table';
import { items } from '../items/items.table';
import { journalEntries } from '../ledger/ledger.table';
import { warehouses } from '../warehouses/warehouses.table';

/**
 * Where an asset came from (made from a unit of stock) or went when it left the books (back into stock, or
 * handed to a customer as their equipment), with the amounts posted. An asset leaves once: a second
 * leaving of the same asset is refused by the unique index even when two requests race.
 */
export const assetStockMoves = pgTable(
  'asset_stock_moves',
  {
    id: serial('id').primaryKey(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id),
    kind: text('kind').notNull(),
    moveDate: date('move_date', { mode: 'string' }).notNull(),
    itemId: integer('item_id').references(() => items.id),
    warehouseId: integer('warehouse_id').references(() => warehouses.id),
    equipmentId: integer('equipment_id').references(() => equipment.id),
    customerId: integer('customer_id').references(() => customers.id),
    /** FromStock: the stock's value at average cost; leaving: what the asset carried in Fixed Assets. */
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
    /** Depreciation posted while the asset was held, taken out of Accumulated Depreciation as it leaves. */
    accumulated: numeric('accumulated', { precision: 14, scale: 2 }).notNull().default('0'),
    bookValue: numeric('book_value', { precision: 14, scale: 2 }).notNull(),
    journalEntryId: integer('journal_entry_id').references(() => journalEntries.id),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by'),
    createdDate: timestamp('created_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    index('asset_stock_moves_asset_idx').on(t.assetId),
    uniqueIndex('asset_stock_moves_leave_uq').on(t.assetId).where(sql`${t.kind} <> 'FromStock'`),
    check('asset_stock_moves_kind_check', sql`${t.kind} in ('FromStock', 'ToStock', 'ToEquipment')`),
  ],
);
