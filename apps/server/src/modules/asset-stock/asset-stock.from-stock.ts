import {
  ASSET_STOCK_MESSAGES as M,
  type transferItemsToAssetsBodySchema,
} from '@fieldline/contracts/assets/asset-stock.contract';
import { ASSET_MESSAGES } from '@fieldline/contracts/assets/assets.contract';
import { type FieldError, Messages } from '@fieldline/contracts/common/errors';
import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowExists } from '../../platform/db/exists';
import { badRequest } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { assetGroups, assetStatuses, assets, assetTypes } from '../assets';
import { recordMovements } from '../inventory';
import { journalEntries } from '../ledger/ledger.table';
import { offices } from '../organization';
import { ASSET_FROM_STOCK } from '../stock-accounting';
import { dayOf, stockedItems, stockPlace } from './asset-stock.place';
import { assetStockMoves } from './asset-stock.table';

type Body = z.output<typeof transferItemsToAssetsBodySchema>;

async function checkNewAssets(db: Db, body: Body) {
  const errors: FieldError[] = [];
  const known = await stockedItems(
    db,
    body.assets.map((a) => a.itemId),
  );
  body.assets.forEach((a, i) => {
    const item = known.get(a.itemId);
    if (!item) errors.push({ field: `assets[${i}].itemId`, message: M.unknownItem });
    else if (!item.isStocked) errors.push({ field: `assets[${i}].itemId`, message: M.notStocked });
  });
  const numbers = body.assets.map((a) => a.assetNumber);
  const taken = new Set(
    (await db.select({ n: assets.assetNumber }).from(assets).where(inArray(assets.assetNumber, numbers))).map(
      (r) => r.n,
    ),
  );
  numbers.forEach((n, i) => {
    if (taken.has(n))
      errors.push({ field: `assets[${i}].assetNumber`, message: ASSET_MESSAGES.duplicateNumber });
    else if (numbers.indexOf(n) !== i)
      errors.push({ field: `assets[${i}].assetNumber`, message: M.duplicateNumbers });
  });
  const refs = [
    ['typeId', assetTypes, body.typeId, ASSET_MESSAGES.unknownType],
    ['statusId', assetStatuses, body.statusId, ASSET_MESSAGES.unknownStatus],
    ['groupId', assetGroups, body.groupId, ASSET_MESSAGES.unknownGroup],
    ['officeId', offices, body.officeId, ASSET_MESSAGES.unknownOffice],
  ] as const;
  for (const [field, table, id, message] of refs)
    if (!(await rowExists(db, table, id))) errors.push({ field, message });
  if (errors.length) throw badRequest(Messages.validation, errors);
  return known;
}

/**
 * Makes company assets out of stocked items (POST assets/transferItemsToAssets): one unit of stock issued
 * from the warehouse for each new asset, at the item's average cost, which becomes the asset's cost. The
 * stock hook posts Fixed Assets against Inventory in the same transaction (one entry for the call).
 */
export async function makeAssetsFromStock(ctx: RouteContext<Body, unknown, unknown>) {
  const { db, body, user } = ctx;
  const place = await stockPlace(db, body.warehouseId, body.binId);
  const known = await checkNewAssets(db, body);
  const date = await dayOf(db, body.date);
  const officeId = body.officeId ?? place.officeId;
  const created = await db
    .insert(assets)
    .values(
      body.assets.map((a) => ({
        assetNumber: a.assetNumber,
        name: a.name ?? known.get(a.itemId)!.name,
        typeId: body.typeId,
        statusId: body.statusId,
        groupId: body.groupId ?? null,
        officeId,
        itemId: a.itemId,
        serialNumber: a.serialNumber ?? null,
        modelNumber: a.modelNumber ?? null,
        purchaseDate: date,
        inServiceDate: date,
        isRentable: body.isRentable ?? false,
        createdBy: user.id,
        modifiedBy: user.id,
      })),
    )
    .returning({ id: assets.id, assetNumber: assets.assetNumber });
  const idOf = new Map(created.map((r) => [r.assetNumber, r.id]));
  const ids = body.assets.map((a) => idOf.get(a.assetNumber)!);
  const reference = body.assets[0].assetNumber;
  const moved = await recordMovements(
    db,
    user.id,
    body.assets.map((a, i) => ({
      itemId: a.itemId,
      warehouseId: place.warehouseId,
      binId: place.binId,
      movementType: 'issue' as const,
      quantity: '-1',
      movementDate: date,
      reason: 'Made into an asset',
      sourceKind: ASSET_FROM_STOCK,
      sourceId: ids[i],
    })),
    { officeId, reference },
  );
  const costs = moved.map((m) => moneyString(toDecimal(m.value).neg()));
  const [entry] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.sourceType, 'StockIssue'),
        eq(journalEntries.sourceId, ids[0]),
        eq(journalEntries.reference, reference),
      ),
    )
    .orderBy(desc(journalEntries.id))
    .limit(1);
  await db.execute(sql`update ${assets} a set cost = v.cost, version = a.version + 1
    from unnest(${`{${ids.join(',')}}`}::int[], ${`{${costs.join(',')}}`}::numeric[]) as v(id, cost)
    where a.id = v.id`);
  await db.insert(assetStockMoves).values(
    body.assets.map((a, i) => ({
      assetId: ids[i],
      kind: 'FromStock',
      moveDate: date,
      itemId: a.itemId,
      warehouseId: place.warehouseId,
      cost: costs[i],
      bookValue: costs[i],
      journalEntryId: entry?.id ?? null,
      createdBy: user.id,
    })),
  );
  const cost = costs.reduce((s, c) => s.plus(c), new Money(0));
  await ctx.audit({
    entity: 'asset',
    entityId: 0,
    action: 'fromStock',
    after: { ids, warehouseId: place.warehouseId },
  });
  return { assetIds: ids, cost: moneyString(cost), journalEntryId: entry?.id ?? null };
}
