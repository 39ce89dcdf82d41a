import { moneyString, sumMoney, toDecimal } from '@fieldline/contracts/common/money';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import type {
  PoItemRow,
  PurchaseOrder,
  PurchaseOrderItem,
  PurchaseOrderRow,
  purchaseOrderListQuerySchema,
  queryItemsQuerySchema,
} from '@fieldline/contracts/purchasing/purchasing.contract';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { itemSummaries } from '../items';
import { departmentRefs, officeRefs, offices } from '../organization';
import { supplierRefs, suppliers } from '../suppliers';
import { warehouseSummaries } from '../warehouses';
import {
  purchaseOrderItems,
  purchaseOrderStatuses,
  purchaseOrders,
  purchaseOrderTypes,
} from './purchasing.table';

export type PoRow = typeof purchaseOrders.$inferSelect;
export type PoItemRowDb = typeof purchaseOrderItems.$inferSelect;
type ListQuery = z.output<typeof purchaseOrderListQuerySchema>;
type QueryItems = z.output<typeof queryItemsQuerySchema>;

const Q = 4;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const listStatuses = (db: Db) =>
  db
    .select()
    .from(purchaseOrderStatuses)
    .orderBy(asc(purchaseOrderStatuses.sort), asc(purchaseOrderStatuses.id));
export const listTypes = (db: Db) =>
  db.select().from(purchaseOrderTypes).orderBy(asc(purchaseOrderTypes.sort), asc(purchaseOrderTypes.id));

/** A status or type given by name (case-insensitive) or by id; undefined when none matches. */
export function byNameOrId<T extends { id: number; name: string }>(rows: T[], key: string): T | undefined {
  const lower = key.trim().toLowerCase();
  return rows.find((r) => String(r.id) === lower || r.name.toLowerCase() === lower);
}

export async function statusNamed(db: Db, name: string) {
  const [row] = await db.select().from(purchaseOrderStatuses).where(eq(purchaseOrderStatuses.name, name));
  if (!row) throw new Error(`purchase-order status ${name} is not seeded`);
  return row;
}

export async function findPo(db: Db, id: number, lock = false): Promise<PoRow> {
  const q = db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound('purchase order');
  return row;
}

export async function linesOf(db: Db, poIds: number[]): Promise<PoItemRowDb[]> {
  if (poIds.length === 0) return [];
  return db
    .select()
    .from(purchaseOrderItems)
    .where(inArray(purchaseOrderItems.purchaseOrderId, poIds))
    .orderBy(asc(purchaseOrderItems.displayOrder), asc(purchaseOrderItems.id));
}

const lineTotal = (l: { quantity: string; unitCost: string }) =>
  moneyString(toDecimal(l.quantity).times(l.unitCost), 2);

export function toLine(l: PoItemRowDb, item: ItemSummary | undefined): PurchaseOrderItem {
  return {
    id: l.id,
    purchaseOrderId: l.purchaseOrderId,
    itemId: l.itemId,
    item: item
      ? {
          id: item.id,
          itemCode: item.itemCode,
          name: item.name,
          quantityStep: item.quantityStep,
          quantityDecimals: item.quantityDecimals,
          isEquipment: item.isEquipment,
          isStocked: item.isStocked,
        }
      : null,
    description: l.description,
    quantity: l.quantity,
    quantityReceived: l.quantityReceived,
    quantityRemaining: toDecimal(l.quantity).minus(l.quantityReceived).toFixed(Q),
    unitCost: l.unitCost,
    lineTotal: lineTotal(l),
    jobItemId: l.jobItemId,
    displayOrder: l.displayOrder,
    ...auditOut(l),
  };
}

/** The order with its lines, names of what it refers to and totals (a fixed number of queries). */
export async function getPurchaseOrder(db: Db, id: number): Promise<PurchaseOrder> {
  const po = await findPo(db, id);
  const lines = await linesOf(db, [id]);
  const [statuses, types, supplier, office, warehouse, department, items] = await Promise.all([
    listStatuses(db),
    listTypes(db),
    supplierRefs(db, [po.supplierId]),
    officeRefs(db, [po.officeId]),
    warehouseSummaries(db, po.warehouseId ? [po.warehouseId] : []),
    departmentRefs(db, po.departmentId ? [po.departmentId] : []),
    itemSummaries(
      db,
      lines.map((l) => l.itemId),
    ),
  ]);
  const status = statuses.find((s) => s.id === po.statusId)!;
  const wh = po.warehouseId ? warehouse.get(po.warehouseId) : undefined;
  return {
    id: po.id,
    poNumber: po.poNumber,
    supplier: supplier.get(po.supplierId) ?? { id: po.supplierId, name: '', accountNumber: null },
    office: office.get(po.officeId) ?? { id: po.officeId, name: '' },
    warehouse: wh ? { id: wh.id, name: wh.name } : null,
    department: po.departmentId ? (department.get(po.departmentId) ?? null) : null,
    status: { id: status.id, name: status.name, isReceivable: status.isReceivable },
    type: types.find((t) => t.id === po.typeId)!,
    jobId: po.jobId,
    orderDate: po.orderDate,
    expectedDate: po.expectedDate,
    supplierReference: po.supplierReference,
    notes: po.notes,
    items: lines.map((l) => toLine(l, items.get(l.itemId))),
    total: moneyString(sumMoney(lines.map(lineTotal)), 2),
    totalReceived: moneyString(
      sumMoney(lines.map((l) => moneyString(toDecimal(l.quantityReceived).times(l.unitCost), 2))),
      2,
    ),
    ...auditOut(po),
  };
}

/** The purchase-order list: filters, query over PO number, supplier reference and supplier name; newest first. */
export async function listPurchaseOrders(db: Db, q: ListQuery): Promise<SearchResult<PurchaseOrderRow>> {
  const statuses = await listStatuses(db);
  const statusId = q.statusId ?? (q.status ? (byNameOrId(statuses, q.status)?.id ?? -1) : undefined);
  const pattern = q.query ? `%${escapeLike(q.query)}%` : undefined;
  const where = and(
    statusId === undefined ? undefined : eq(purchaseOrders.statusId, statusId),
    q.typeId === undefined ? undefined : eq(purchaseOrders.typeId, q.typeId),
    q.supplierId === undefined ? undefined : eq(purchaseOrders.supplierId, q.supplierId),
    q.officeId === undefined ? undefined : eq(purchaseOrders.officeId, q.officeId),
    pattern
      ? or(
          sql`${purchaseOrders.poNumber} ilike ${pattern}`,
          sql`${purchaseOrders.supplierReference} ilike ${pattern}`,
          sql`(${suppliers.name} || ' ' || coalesce(${suppliers.accountNumber}, '')) ilike ${pattern}`,
        )
      : undefined,
  );
  const [rows, [total], types] = await Promise.all([
    db
      .select({
        id: purchaseOrders.id,
        poNumber: purchaseOrders.poNumber,
        supplierId: purchaseOrders.supplierId,
        supplierName: suppliers.name,
        officeId: purchaseOrders.officeId,
        officeName: offices.name,
        statusId: purchaseOrders.statusId,
        typeId: purchaseOrders.typeId,
        orderDate: purchaseOrders.orderDate,
        expectedDate: purchaseOrders.expectedDate,
      })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .innerJoin(offices, eq(offices.id, purchaseOrders.officeId))
      .where(where)
      .orderBy(desc(purchaseOrders.orderDate), desc(purchaseOrders.id))
      .offset(q.offset)
      .limit(q.limit),
    db
      .select({ n: count() })
      .from(purchaseOrders)
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(where),
    listTypes(db),
  ]);
  const lines = await linesOf(
    db,
    rows.map((r) => r.id),
  );
  const byPo = new Map<number, PoItemRowDb[]>();
  for (const l of lines) byPo.set(l.purchaseOrderId, [...(byPo.get(l.purchaseOrderId) ?? []), l]);
  const data = rows.map(({ statusId: sid, typeId, ...r }) => {
    const own = byPo.get(r.id) ?? [];
    return {
      ...r,
      status: statuses.find((s) => s.id === sid)?.name ?? '',
      type: types.find((t) => t.id === typeId)?.name ?? '',
      lineCount: own.length,
      total: moneyString(sumMoney(own.map(lineTotal)), 2),
    };
  });
  return { data, count_filtered: Number(total.n) };
}

/** Purchase-order lines by status, item, type and job link (spec 2 §7: at most 9999 rows). */
export async function queryItems(db: Db, q: QueryItems, extra?: SQL): Promise<PoItemRow[]> {
  const [statuses, types] = await Promise.all([listStatuses(db), listTypes(db)]);
  const status = q.status ? byNameOrId(statuses, q.status) : undefined;
  const type = q.purchaseOrderType ? byNameOrId(types, q.purchaseOrderType) : undefined;
  // An unknown status or type name matches nothing rather than everything.
  if ((q.status && !status) || (q.purchaseOrderType && !type)) return [];
  const rows = await db
    .select({
      line: purchaseOrderItems,
      poNumber: purchaseOrders.poNumber,
      supplierId: purchaseOrders.supplierId,
      supplierName: suppliers.name,
      statusId: purchaseOrders.statusId,
      typeId: purchaseOrders.typeId,
      orderDate: purchaseOrders.orderDate,
      expectedDate: purchaseOrders.expectedDate,
    })
    .from(purchaseOrderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.purchaseOrderId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
    .where(
      and(
        status ? eq(purchaseOrders.statusId, status.id) : undefined,
        type ? eq(purchaseOrders.typeId, type.id) : undefined,
        q.itemId === undefined ? undefined : eq(purchaseOrderItems.itemId, q.itemId),
        q.purchaseOrderId === undefined
          ? undefined
          : eq(purchaseOrderItems.purchaseOrderId, q.purchaseOrderId),
        q.hasJobItem === undefined
          ? undefined
          : q.hasJobItem
            ? isNotNull(purchaseOrderItems.jobItemId)
            : isNull(purchaseOrderItems.jobItemId),
        extra,
      ),
    )
    .orderBy(asc(purchaseOrders.expectedDate), asc(purchaseOrders.id), asc(purchaseOrderItems.displayOrder))
    .limit(q.limit);
  const items = await itemSummaries(
    db,
    rows.map((r) => r.line.itemId),
  );
  return rows.map((r) => ({
    id: r.line.id,
    purchaseOrderId: r.line.purchaseOrderId,
    poNumber: r.poNumber,
    supplierId: r.supplierId,
    supplierName: r.supplierName,
    status: statuses.find((s) => s.id === r.statusId)?.name ?? '',
    purchaseOrderType: types.find((t) => t.id === r.typeId)?.name ?? '',
    itemId: r.line.itemId,
    itemCode: items.get(r.line.itemId)?.itemCode ?? '',
    itemName: items.get(r.line.itemId)?.name ?? '',
    quantity: r.line.quantity,
    quantityReceived: r.line.quantityReceived,
    quantityRemaining: toDecimal(r.line.quantity).minus(r.line.quantityReceived).toFixed(Q),
    unitCost: r.line.unitCost,
    jobItemId: r.line.jobItemId,
    hasJobItem: r.line.jobItemId !== null,
    orderDate: r.orderDate,
    expectedDate: r.expectedDate,
  }));
}
