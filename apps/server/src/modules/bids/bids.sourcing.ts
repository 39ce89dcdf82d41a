import type { BidEquipment, QuickSourceRow } from '@fieldline/contracts/bids/bids.contract';
import type { OfficeSourcing } from '@fieldline/contracts/warehouses/warehouses.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError, fieldError } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { equipment } from '../equipment';
import { availability } from '../inventory';
import { setLineSourcePurchaseOrder } from '../line-items';
import { getLocationRefs } from '../locations';
import { getPurchaseOrder } from '../purchasing';
import { officeSourcing } from '../warehouses';
import { bidRecord } from './bids.service';

/** Spec 2 §3 Office for sourcing: the bid office's warehouses with their sourcing flags. */
export async function bidSourcing(db: Db, bidId: number): Promise<OfficeSourcing> {
  const bid = await bidRecord(db, bidId);
  return officeSourcing(db, bid.officeId);
}

/**
 * Where an item can be sourced for a bid: each warehouse of the bid's office that may be sourced
 * from, with on hand, allocated and available; the default warehouse first, then by most available.
 */
export async function quickSource(db: Db, itemId: number, bidId: number): Promise<QuickSourceRow[]> {
  const sourcing = await bidSourcing(db, bidId);
  const usable = sourcing.warehouses.filter((w) => w.canSourceFrom);
  if (usable.length === 0) return [];
  const stock = new Map(
    (
      await availability(
        db,
        itemId,
        usable.map((w) => w.warehouse.id),
      )
    ).map((a) => [a.warehouseId, a]),
  );
  const defaultId = sourcing.defaultWarehouse?.id ?? null;
  return usable
    .map((w) => {
      const s = stock.get(w.warehouse.id);
      return {
        warehouseId: w.warehouse.id,
        warehouseName: w.warehouse.name,
        isVan: w.warehouse.isVan,
        isDefault: w.warehouse.id === defaultId,
        canSourceFrom: w.canSourceFrom,
        autoSourceFrom: w.autoSourceFrom,
        onHand: s?.onHand ?? '0.0000',
        allocated: s?.allocated ?? '0.0000',
        available: s?.available ?? '0.0000',
      };
    })
    .sort(
      (a, b) =>
        Number(b.isDefault) - Number(a.isDefault) ||
        Number(b.available) - Number(a.available) ||
        a.warehouseName.localeCompare(b.warehouseName),
    );
}

/** Active equipment at the bid's customer (every location) or only at the bid's location. */
export async function bidEquipment(
  db: Db,
  bidId: number,
  scope: 'customer' | 'location',
): Promise<BidEquipment[]> {
  const bid = await bidRecord(db, bidId);
  const rows = await db
    .select({
      id: equipment.id,
      name: equipment.name,
      description: equipment.description,
      serialNumber: equipment.serialNumber,
      locationId: equipment.locationId,
    })
    .from(equipment)
    .where(
      and(
        scope === 'customer'
          ? eq(equipment.customerId, bid.customerId)
          : eq(equipment.locationId, bid.locationId),
        eq(equipment.isActive, true),
      ),
    )
    .orderBy(asc(equipment.name), asc(equipment.id));
  const locs = await getLocationRefs(db, [...new Set(rows.map((r) => r.locationId))]);
  return rows.map((r) => ({ ...r, locationName: locs.get(r.locationId)?.name ?? '' }));
}

/** PATCH bids/{id}/items/{itemId}/sourcefrompurchaseorder: the purchase order a line is sourced from. */
export async function sourceFromPurchaseOrder(
  ctx: RouteContext<{ purchaseOrderId: number | null }, unknown, { id: number; itemId: number }>,
) {
  const { db, body, params, user } = ctx;
  await bidRecord(db, params.id);
  if (body.purchaseOrderId !== null) {
    try {
      await getPurchaseOrder(db, body.purchaseOrderId);
    } catch (e) {
      if (e instanceof AppError && e.status === 404)
        throw fieldError('purchaseOrderId', 'Unknown purchase order.');
      throw e;
    }
  }
  const row = await setLineSourcePurchaseOrder(
    db,
    'Bid',
    params.id,
    params.itemId,
    body.purchaseOrderId,
    user.id,
  );
  await ctx.audit({
    entity: 'lineItem',
    entityId: row.id,
    action: 'update',
    after: { sourcePurchaseOrderId: row.sourcePurchaseOrderId },
  });
  return row;
}
