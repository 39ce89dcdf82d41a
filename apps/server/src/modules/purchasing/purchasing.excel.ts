import { toDecimal } from '@fieldline/contracts/common/money';
import ExcelJS from 'exceljs';
import type { Db } from '../../platform/db/database';
import type { RouteContext } from '../../platform/http/route';
import { itemBins } from './purchasing.equipment';
import { getPurchaseOrder } from './purchasing.read';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The short receiving sheet: what a clerk fills in at the dock. */
export const IR_COLUMNS = [
  'Line',
  'Item Code',
  'Item Name',
  'Ordered',
  'Received',
  'Remaining',
  'Receive Qty',
  'Bin',
];
/** Every column: the short sheet plus costs, totals, bins already received into and the order's header. */
export const IR_ALL_COLUMNS = [
  'PO Number',
  'Supplier',
  'Line',
  'Line Id',
  'Item Id',
  'Item Code',
  'Item Name',
  'Description',
  'Ordered',
  'Received',
  'Remaining',
  'Unit Cost',
  'Line Total',
  'Job Item',
  'Received Bins',
  'Warehouse',
  'Expected Date',
  'Receive Qty',
  'Bin',
];

/** Builds the inventory-receiving workbook of an order, one row per line (spec 1 §7.16 createirexcel). */
export async function receivingWorkbook(
  db: Db,
  poId: number,
  all: boolean,
): Promise<{ name: string; data: Buffer }> {
  const po = await getPurchaseOrder(db, poId);
  const bins = all ? await itemBins(db, poId) : [];
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fieldline';
  const sheet = wb.addWorksheet('Receiving');
  const headers = all ? IR_ALL_COLUMNS : IR_COLUMNS;
  sheet.addRow(headers).font = { bold: true };
  po.items.forEach((l, i) => {
    const common = {
      ordered: Number(l.quantity),
      received: Number(l.quantityReceived),
      remaining: Number(l.quantityRemaining),
    };
    if (!all) {
      sheet.addRow([
        i + 1,
        l.item?.itemCode ?? '',
        l.item?.name ?? '',
        common.ordered,
        common.received,
        common.remaining,
        null,
        null,
      ]);
      return;
    }
    const binText = (bins.find((b) => b.purchaseOrderItemId === l.id)?.bins ?? [])
      .map((b) => `${b.warehouseName} / ${b.binName}: ${toDecimal(b.quantity).toFixed()}`)
      .join('; ');
    sheet.addRow([
      po.poNumber,
      po.supplier.name,
      i + 1,
      l.id,
      l.itemId,
      l.item?.itemCode ?? '',
      l.item?.name ?? '',
      l.description,
      common.ordered,
      common.received,
      common.remaining,
      Number(l.unitCost),
      Number(l.lineTotal),
      l.jobItemId,
      binText,
      po.warehouse?.name ?? '',
      po.expectedDate,
      null,
      null,
    ]);
  });
  sheet.columns.forEach((c) => {
    c.width = 16;
  });
  const data = Buffer.from(await wb.xlsx.writeBuffer());
  return { name: `${po.poNumber}${all ? '-all-columns' : ''}.xlsx`, data };
}

export async function sendWorkbook(ctx: RouteContext<unknown, unknown, { id: number }>, all: boolean) {
  const { name, data } = await receivingWorkbook(ctx.db, ctx.params.id, all);
  ctx.reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store');
  return data;
}
