import {
  ASSET_STOCK_MESSAGES as M,
  type transferEquipmentBodySchema,
  type transferItemsBodySchema,
} from '@fieldline/contracts/assets/asset-stock.contract';
import { moneyString } from '@fieldline/contracts/common/money';
import type { z } from 'zod';
import { fieldError } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { createEquipment } from '../equipment';
import { recordMovements } from '../inventory';
import { ASSET_TO_STOCK } from '../stock-accounting';
import { type LeavingAsset, leavingAssets, markLeft, postLeaving, sumOf } from './asset-stock.leave';
import { dayOf, stockedItems, stockPlace } from './asset-stock.place';

/**
 * Puts assets back into stock (POST assets/transferItems): one unit of the item received into the
 * warehouse per asset at its book value; the stock hook posts Inventory against Fixed Assets, and the
 * depreciation posted while it was held comes out of Accumulated Depreciation against Fixed Assets.
 */
export async function putAssetsInStock(
  ctx: RouteContext<z.output<typeof transferItemsBodySchema>, unknown, unknown>,
) {
  const { db, body, user } = ctx;
  const place = await stockPlace(db, body.warehouseId, body.binId);
  const date = await dayOf(db, body.date);
  const leaving = await leavingAssets(db, body.assetIds, date, user.id);
  const itemOf = (a: LeavingAsset) => body.itemId ?? a.itemId;
  const missing = leaving.find((a) => itemOf(a) === null);
  if (missing) throw fieldError('itemId', M.noItem);
  const known = await stockedItems(
    db,
    leaving.map((a) => itemOf(a)!),
  );
  for (const a of leaving) {
    const item = known.get(itemOf(a)!);
    if (!item) throw fieldError('itemId', M.unknownItem);
    if (!item.isStocked) throw fieldError('itemId', M.notStocked);
  }
  // The Fixed Assets side of the receipt carries each asset's office: one call per office.
  for (const officeId of new Set(leaving.map((a) => a.officeId))) {
    const here = leaving.filter((a) => a.officeId === officeId);
    await recordMovements(
      db,
      user.id,
      here.map((a) => ({
        itemId: itemOf(a)!,
        warehouseId: place.warehouseId,
        binId: place.binId,
        movementType: 'receipt' as const,
        quantity: '1',
        value: moneyString(a.bookValue),
        movementDate: date,
        reason: 'Asset put back into stock',
        sourceKind: ASSET_TO_STOCK,
        sourceId: a.id,
      })),
      { officeId, reference: here[0].assetNumber },
    );
  }
  const entry = await postLeaving(db, leaving, date, 'Assets put back into stock', null, user.id);
  await markLeft(
    db,
    leaving,
    {
      kind: 'ToStock',
      moveDate: date,
      journalEntryId: entry?.id ?? null,
      note: body.note ?? '',
      createdBy: user.id,
    },
    (a) => ({ itemId: itemOf(a), warehouseId: place.warehouseId }),
  );
  await ctx.audit({
    entity: 'asset',
    entityId: 0,
    action: 'toStock',
    after: { ids: body.assetIds, warehouseId: place.warehouseId },
  });
  return {
    transferred: leaving.length,
    bookValue: sumOf(leaving.map((a) => a.bookValue)),
    equipmentIds: [],
    journalEntryIds: entry ? [entry.id] : [],
  };
}

/**
 * Hands assets to a customer as their equipment (POST assets/transferEquipment: a rental unit sold, a
 * unit installed for good): a piece of customer equipment at the location per asset (name, item, serial
 * and model carried over), and the asset off the books with its book value to cost of sales. The sale
 * itself is invoiced as any sale.
 */
export async function handAssetsToCustomer(
  ctx: RouteContext<z.output<typeof transferEquipmentBodySchema>, unknown, unknown>,
) {
  const { db, body, user } = ctx;
  const date = await dayOf(db, body.date);
  const leaving = await leavingAssets(db, body.assetIds, date, user.id);
  const equipmentIds: number[] = [];
  for (const a of leaving) {
    const unit = await createEquipment(db, ctx, {
      customerId: body.customerId,
      locationId: body.locationId,
      itemId: a.itemId,
      name: a.name,
      serialNumber: a.serialNumber,
      modelNumber: a.modelNumber,
      installDate: date,
      notes: `Was company asset ${a.assetNumber}.${body.note ? ` ${body.note}` : ''}`,
    });
    equipmentIds.push(unit.id);
  }
  const entry = await postLeaving(db, leaving, date, 'Assets handed to a customer', 'COGS', user.id);
  await markLeft(
    db,
    leaving,
    {
      kind: 'ToEquipment',
      moveDate: date,
      journalEntryId: entry?.id ?? null,
      note: body.note ?? '',
      createdBy: user.id,
    },
    (a, i) => ({ itemId: a.itemId, equipmentId: equipmentIds[i], customerId: body.customerId }),
  );
  await ctx.audit({
    entity: 'asset',
    entityId: 0,
    action: 'toEquipment',
    after: { ids: body.assetIds, equipmentIds },
  });
  return {
    transferred: leaving.length,
    bookValue: sumOf(leaving.map((a) => a.bookValue)),
    equipmentIds,
    journalEntryIds: entry ? [entry.id] : [],
  };
}
