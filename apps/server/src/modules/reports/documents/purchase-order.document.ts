// The purchase order as sent to the supplier (docs/documents.md): the purchasing module's own read, so the
// line totals and the order total are its figures (quantity × unit cost, half-to-even), never recomputed.
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, formatQuantity, formatUnitPrice } from '@fieldline/contracts/common/money';
import { EmailTemplateType } from '@fieldline/contracts/templates/templates.contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { documentDate } from '../../../platform/pdf';
import { jobs } from '../../jobs';
import { getPurchaseOrder } from '../../purchasing';
import type { DocumentSource } from './invoice.document';
import { senderOf, shipTo, supplierParty } from './parties';

export async function purchaseOrderDocument(db: Db, id: number): Promise<DocumentSource> {
  const po = await getPurchaseOrder(db, id);
  const [sender, vendor, ship, job] = await Promise.all([
    senderOf(db, po.office.id),
    supplierParty(db, po.supplier.id),
    shipTo(db, po.warehouse?.id ?? null, po.office.id),
    po.jobId
      ? db.select({ jobNumber: jobs.jobNumber }).from(jobs).where(eq(jobs.id, po.jobId))
      : Promise.resolve([]),
  ]);
  const facts: [string, string][] = [
    ['PO #', po.poNumber],
    ['Order Date', formatDate(po.orderDate)],
    ...(po.expectedDate ? [['Expected', formatDate(po.expectedDate)] as [string, string]] : []),
    ...(po.supplier.accountNumber ? [['Our Account', po.supplier.accountNumber] as [string, string]] : []),
    ...(po.supplierReference ? [['Your Reference', po.supplierReference] as [string, string]] : []),
    ...(job[0] ? [['Job', job[0].jobNumber] as [string, string]] : []),
  ];
  return {
    document: {
      title: 'PURCHASE ORDER',
      number: po.poNumber,
      date: documentDate(po.orderDate),
      letterhead: sender.letterhead,
      facts,
      parties: [vendor.party, ship, { ...sender.remitTo, label: 'Bill To' }],
      blocks: [
        {
          kind: 'table',
          columns: [
            { key: 'item', label: 'Item', width: 16 },
            { key: 'description', label: 'Description', width: 44 },
            { key: 'quantity', label: 'Qty', width: 10, align: 'right' },
            { key: 'cost', label: 'Unit Cost', width: 14, align: 'right' },
            { key: 'amount', label: 'Amount', width: 16, align: 'right' },
          ],
          groups: [
            {
              rows: po.items.map((l) => ({
                cells: {
                  item: l.item?.itemCode ?? '',
                  description: l.description || l.item?.name || '',
                  quantity: formatQuantity(l.quantity),
                  cost: formatUnitPrice(l.unitCost),
                  amount: formatMoney(l.lineTotal),
                },
              })),
            },
          ],
          empty: 'No lines.',
        },
        { kind: 'totals', rows: [{ label: 'Order Total', value: formatMoney(po.total), strong: true }] },
        { kind: 'text', title: 'Notes', text: po.notes ?? '' },
        {
          kind: 'text',
          title: 'Instructions',
          text: `Please quote purchase order ${po.poNumber} on every delivery note and invoice. Deliver to the ship-to address above.`,
        },
      ],
    },
    fileName: `purchase-order-${po.poNumber}.pdf`,
    email: vendor.email,
    companyName: sender.companyName,
    merge: { templateType: EmailTemplateType.PurchaseOrder, recordType: 'purchaseOrder', recordId: po.id },
    label: `Purchase Order ${po.poNumber}`,
  };
}
