import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import { desc } from 'drizzle-orm';
import { nullIfNotFound, registerMergeTagSource } from '../templates';
import { getPurchaseOrder } from './purchasing.read';
import { purchaseOrders } from './purchasing.table';

/** A purchase order's tags: the PO e-mail to the supplier. */
export function registerPurchaseOrderMergeTags() {
  registerMergeTagSource({
    recordType: 'purchaseOrder',
    label: 'PurchaseOrder',
    tags: [
      { tag: 'PurchaseOrder.Number', description: 'The PO number', example: 'PO-1044' },
      { tag: 'PurchaseOrder.Supplier', description: "The supplier's name", example: 'Front Range Supply' },
      { tag: 'PurchaseOrder.OrderDate', description: 'The order date', example: '11/20/2026' },
      { tag: 'PurchaseOrder.ExpectedDate', description: 'The expected delivery date', example: '11/27/2026' },
      { tag: 'PurchaseOrder.Total', description: 'The order total', example: '$2,310.00' },
      { tag: 'PurchaseOrder.Status', description: "The PO's status", example: 'Ordered' },
      { tag: 'PurchaseOrder.SupplierReference', description: "The supplier's reference", example: 'Q-5521' },
      { tag: 'PurchaseOrder.ShipTo', description: 'The receiving warehouse', example: 'Denver warehouse' },
    ],
    newestId: async (db) =>
      (
        await db
          .select({ id: purchaseOrders.id })
          .from(purchaseOrders)
          .orderBy(desc(purchaseOrders.id))
          .limit(1)
      )[0]?.id ?? null,
    async load(db, id) {
      const po = await nullIfNotFound(getPurchaseOrder(db, id));
      if (!po) return null;
      return {
        label: `Purchase order ${po.poNumber}`,
        officeId: po.office.id,
        values: {
          'PurchaseOrder.Number': po.poNumber,
          'PurchaseOrder.Supplier': po.supplier.name,
          'PurchaseOrder.OrderDate': formatDate(po.orderDate),
          'PurchaseOrder.ExpectedDate': po.expectedDate ? formatDate(po.expectedDate) : null,
          'PurchaseOrder.Total': formatMoney(po.total),
          'PurchaseOrder.Status': po.status.name,
          'PurchaseOrder.SupplierReference': po.supplierReference,
          'PurchaseOrder.ShipTo': po.warehouse?.name,
        },
      };
    },
  });
}
