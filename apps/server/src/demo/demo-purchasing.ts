import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import { saveAddress } from '../modules/addresses';
import { recordMovements } from '../modules/inventory';
import {
  purchaseOrderItems,
  purchaseOrderReceiptLines,
  purchaseOrderReceipts,
  purchaseOrders,
} from '../modules/purchasing/purchasing.table';
import { suppliers } from '../modules/suppliers';
import { itemWarehouses } from '../modules/warehouses';
import type { Db } from '../platform/db/database';

/*
 * Demo suppliers and purchase orders in every status. Runs after the items and inventory demos: it reads
 * the stocked items and the Denver main warehouse from the database (with none it only adds suppliers).
 * Received quantities go through the stock ledger like a real receipt.
 */

const SUPPLIERS = [
  {
    name: 'Rocky Mountain HVAC Supply',
    accountNumber: 'RMHS-1001',
    city: 'Denver',
    street: '4800 Race St',
    zip: '80216',
  },
  {
    name: 'Front Range Electrical',
    accountNumber: 'FRE-2207',
    city: 'Aurora',
    street: '1550 S Abilene St',
    zip: '80012',
  },
  {
    name: 'Plains Plumbing Wholesale',
    accountNumber: 'PPW-0310',
    city: 'Greeley',
    street: '912 8th Ave',
    zip: '80631',
  },
  {
    name: 'Summit Controls Distribution',
    accountNumber: 'SCD-7788',
    city: 'Golden',
    street: '300 Ford St',
    zip: '80401',
  },
  {
    name: 'Pikes Peak Refrigeration Parts',
    accountNumber: 'PPRP-415',
    city: 'Colorado Springs',
    street: '2150 N Academy Blvd',
    zip: '80909',
  },
  {
    name: 'Mile High Fasteners',
    accountNumber: 'MHF-5150',
    city: 'Englewood',
    street: '3400 S Broadway',
    zip: '80113',
  },
  {
    name: 'Western Filter Co.',
    accountNumber: 'WFC-0042',
    city: 'Lakewood',
    street: '7100 W Alameda Ave',
    zip: '80226',
  },
  {
    name: 'Legacy Boiler Works (inactive)',
    accountNumber: 'LBW-0001',
    city: 'Pueblo',
    street: '100 E 4th St',
    zip: '81003',
    inactive: true,
  },
];

/** Status of each demo order, its day offset from today and how much of each line arrived. */
const ORDERS: { status: string; days: number; received: number; type?: string }[] = [
  { status: 'Open', days: -1, received: 0 },
  { status: 'Open', days: -3, received: 0, type: 'Job Order' },
  { status: 'Ordered', days: -6, received: 0 },
  { status: 'Ordered', days: -9, received: 0 },
  { status: 'Ordered', days: -12, received: 0, type: 'Drop Ship' },
  { status: 'Partially Received', days: -15, received: 0.5 },
  { status: 'Partially Received', days: -20, received: 0.5 },
  { status: 'Received', days: -28, received: 1 },
  { status: 'Received', days: -35, received: 1 },
  { status: 'Closed', days: -60, received: 1 },
  { status: 'Cancelled', days: -40, received: 0 },
];

const rowsOf = <T>(r: unknown) => ((r as any).rows ?? r) as T[];
const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedPurchasing(db: Db, officeIds: { denver: number; springs: number }) {
  const [admin] = rowsOf<{ id: number }>(await db.execute(sql`select id from users order by id limit 1`));
  const userId = admin?.id ?? null;
  const supplierIds: number[] = [];
  for (const s of SUPPLIERS) {
    const addressId = await saveAddress(
      db,
      {
        street: s.street,
        city: s.city,
        state: 'CO',
        postalCode: s.zip,
        country: 'US',
        isVerified: false,
        isConfirmed: true,
      },
      null,
      userId ?? 0,
    );
    const [row] = await db
      .insert(suppliers)
      .values({
        name: s.name,
        accountNumber: s.accountNumber,
        addressId,
        phone: `303-555-${String(1000 + supplierIds.length * 37).slice(0, 4)}`,
        email: `orders@${s.accountNumber.toLowerCase().replace(/[^a-z0-9]/g, '')}.example.com`,
        contactName: 'Order Desk',
        isActive: !s.inactive,
        createdBy: userId,
        modifiedBy: userId,
      })
      .returning({ id: suppliers.id });
    supplierIds.push(row.id);
  }

  const items = rowsOf<{ id: number; cost: string }>(
    await db.execute(sql`select i.id, i.cost from items i join item_types t on t.id = i.type_id
                          where t.is_stocked and i.is_active and i.quantity_decimals = 0 order by i.id limit 60`),
  );
  const [main] = rowsOf<{ id: number; binId: number }>(
    await db.execute(sql`select w.id, (select b.id from warehouse_bins b where b.warehouse_id = w.id
                                       order by b.sort, b.id limit 1) as "binId"
                           from warehouses w where not w.is_van and w.office_id = ${officeIds.denver}
                          order by w.id limit 1`),
  );
  if (items.length === 0 || !main) return;
  const statuses = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from purchase_order_statuses`),
  );
  const types = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from purchase_order_types`),
  );
  const statusId = (n: string) => statuses.find((s) => s.name === n)!.id;
  const typeId = (n: string) => types.find((t) => t.name === n)!.id;

  for (const [n, o] of ORDERS.entries()) {
    const [{ id }] = rowsOf<{ id: number }>(
      await db.execute(sql`select nextval(pg_get_serial_sequence('purchase_orders', 'id'))::int as id`),
    );
    await db.insert(purchaseOrders).values({
      id,
      poNumber: `PO-${String(id).padStart(6, '0')}`,
      supplierId: supplierIds[n % (supplierIds.length - 1)],
      officeId: officeIds.denver,
      warehouseId: main.id,
      statusId: statusId(o.status),
      typeId: typeId(o.type ?? 'Stock Order'),
      orderDate: isoDay(o.days),
      expectedDate: isoDay(o.days + 7),
      supplierReference: o.status === 'Open' ? null : `SO-${48000 + n * 17}`,
      createdBy: userId,
      modifiedBy: userId,
    });
    const picked = [0, 1, 2].map((k) => items[(n * 5 + k * 7) % items.length]);
    const lines = await db
      .insert(purchaseOrderItems)
      .values(
        picked.map((it, k) => {
          const quantity = 4 + ((n + k * 3) % 9) * 2;
          const received = Math.floor(quantity * o.received);
          return {
            purchaseOrderId: id,
            itemId: it.id,
            quantity: moneyString(quantity, 4),
            quantityReceived: moneyString(received, 4),
            unitCost: moneyString(toDecimal(it.cost), 4),
            jobItemId: o.type === 'Job Order' ? 1000 + n * 10 + k : null,
            displayOrder: k + 1,
            createdBy: userId,
            modifiedBy: userId,
          };
        }),
      )
      .returning();
    const arrived = lines.filter((l) => toDecimal(l.quantityReceived).gt(0));
    if (arrived.length === 0) continue;
    const date = isoDay(o.days + 5);
    const [receipt] = await db
      .insert(purchaseOrderReceipts)
      .values({
        purchaseOrderId: id,
        warehouseId: main.id,
        receivedDate: date,
        createdBy: userId,
        modifiedBy: userId,
      })
      .returning();
    await db.insert(purchaseOrderReceiptLines).values(
      arrived.map((l) => ({
        receiptId: receipt.id,
        purchaseOrderItemId: l.id,
        binId: main.binId,
        quantity: l.quantityReceived,
        unitCost: l.unitCost,
      })),
    );
    await recordMovements(
      db,
      userId,
      arrived.map((l) => ({
        itemId: l.itemId,
        warehouseId: main.id,
        binId: main.binId,
        movementType: 'receipt' as const,
        quantity: l.quantityReceived,
        unitCost: l.unitCost,
        movementDate: date,
        sourceKind: 'PurchaseOrder',
        sourceId: id,
        sourceLineId: l.id,
      })),
      // Posted like a receipt on screen: inventory against received-not-billed for the supplier.
      {
        supplierId: supplierIds[n % (supplierIds.length - 1)],
        officeId: officeIds.denver,
        memo: `Receipt of purchase order PO-${String(id).padStart(6, '0')}`,
        reference: `PO-${String(id).padStart(6, '0')}`,
      },
    );
  }

  // Stock levels for the stock-order screens: a few items with a minimum above what is on hand.
  await db
    .insert(itemWarehouses)
    .values(
      items.slice(40, 52).map((it, k) => ({
        itemId: it.id,
        warehouseId: main.id,
        minQuantity: moneyString(k % 3 === 0 ? 500 : 2, 4),
        maxQuantity: moneyString(k % 3 === 0 ? 800 : 40, 4),
      })),
    )
    .onConflictDoUpdate({
      target: [itemWarehouses.itemId, itemWarehouses.warehouseId],
      set: { minQuantity: sql`excluded.min_quantity`, maxQuantity: sql`excluded.max_quantity` },
    });
}
