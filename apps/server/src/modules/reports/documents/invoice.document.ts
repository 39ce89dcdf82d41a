// The invoice and the deposit invoice as a business document (docs/documents.md). Every amount is the
// invoice's own stored figure (computed by the invoices module, half-to-even); group subtotals add the
// lines' stored subtotals with decimal.js.
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, formatQuantity, formatUnitPrice, sumMoney } from '@fieldline/contracts/common/money';
import type { InvoiceDetail } from '@fieldline/contracts/invoices/invoices.contract';
import { EmailTemplateType } from '@fieldline/contracts/templates/templates.contract';
import type { Db } from '../../../platform/db/database';
import type { Block, BusinessDocument, Column, Party, RowGroup } from '../../../platform/pdf';
import { documentDate } from '../../../platform/pdf';
import { getInvoiceDetail } from '../../invoices';
import { billTo, senderOf, serviceLocation } from './parties';

export interface DocumentSource {
  document: BusinessDocument;
  fileName: string;
  /** The default recipient (billing e-mail, the supplier's e-mail). */
  email: string | null;
  companyName: string;
  /** What the e-mail's default subject calls the document: "Invoice 1042". */
  label: string;
  /** The e-mail template type offered for it and the record its merge tags are read from. */
  merge: { templateType: number; recordType: string; recordId: number };
}

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export function termsText(invoiceDate: string, dueDate: string): string {
  const n = days(invoiceDate, dueDate);
  return n <= 0 ? 'Due on receipt' : `Net ${n}`;
}

export const isDeposit = (inv: Pick<InvoiceDetail, 'invoiceType'>) => inv.invoiceType === 'Deposit';

function lineGroups(inv: InvoiceDetail, withDiscount: boolean): RowGroup[] {
  const named = new Map(inv.groups.map((g) => [g.id, g.name]));
  const order = [...inv.groups.map((g) => g.id as number | null), null];
  const byGroup = new Map<number | null, InvoiceDetail['items']>();
  for (const l of inv.items) {
    const key = l.groupId !== null && named.has(l.groupId) ? l.groupId : null;
    byGroup.set(key, [...(byGroup.get(key) ?? []), l]);
  }
  const showGroups = inv.groups.length > 0;
  return order
    .filter((id) => (byGroup.get(id) ?? []).length > 0)
    .map((id) => {
      const items = byGroup.get(id) ?? [];
      return {
        name: showGroups ? (id === null ? 'Other' : named.get(id)) : null,
        rows: items.map((l) => ({
          cells: {
            item: l.itemCode ?? '',
            description: l.description,
            quantity: formatQuantity(l.quantity),
            price: formatUnitPrice(l.unitPrice),
            discount: withDiscount ? formatMoney(l.discountAmount) : '',
            amount: formatMoney(l.subtotal),
          },
        })),
        footer: showGroups
          ? [
              [
                `Subtotal ${id === null ? 'Other' : named.get(id)}`,
                formatMoney(sumMoney(items.map((l) => l.subtotal))),
              ],
            ]
          : [],
      } satisfies RowGroup;
    });
}

function totalsOf(inv: InvoiceDetail): Block {
  const rows: { label: string; value: string; strong?: boolean }[] = [
    { label: 'Subtotal', value: formatMoney(inv.subTotal) },
  ];
  if (inv.taxes.length === 0) rows.push({ label: 'Tax', value: formatMoney(inv.taxAmount) });
  for (const t of inv.taxes) rows.push({ label: `${t.name} (${t.rate}%)`, value: formatMoney(t.amount) });
  rows.push({ label: 'Total', value: formatMoney(inv.total), strong: true });
  rows.push({ label: 'Paid', value: formatMoney(inv.amountPaid) });
  rows.push({ label: 'Balance Due', value: formatMoney(inv.balance), strong: true });
  return { kind: 'totals', rows };
}

function paymentsOf(inv: InvoiceDetail): Block | null {
  const applied = inv.payments.filter((p) => !p.isVoid);
  if (applied.length === 0) return null;
  return {
    kind: 'table',
    title: isDeposit(inv) ? 'Deposit Received' : 'Payments Received',
    columns: [
      { key: 'date', label: 'Date', width: 16 },
      { key: 'method', label: 'Method', width: 24 },
      { key: 'reference', label: 'Reference', width: 40 },
      { key: 'amount', label: 'Amount', width: 20, align: 'right' },
    ],
    groups: [
      {
        rows: applied.map((p) => ({
          cells: {
            date: formatDate(String(p.date ?? '')),
            method: String(p.method ?? ''),
            reference: String(p.reference ?? ''),
            amount: formatMoney(String(p.amount ?? '0')),
          },
        })),
      },
    ],
  };
}

export async function invoiceDocument(db: Db, id: number): Promise<DocumentSource> {
  const inv = await getInvoiceDetail(db, id);
  const [sender, bill, location] = await Promise.all([
    senderOf(db, inv.office?.id),
    billTo(db, inv.customer.id, inv.location?.id),
    inv.location ? serviceLocation(db, inv.location.id) : Promise.resolve(null),
  ]);
  const deposit = isDeposit(inv);
  const withDiscount = inv.items.some((l) => !sumMoney([l.discountAmount]).isZero());
  const columns: Column[] = [
    { key: 'item', label: 'Item', width: 14 },
    { key: 'description', label: 'Description', width: withDiscount ? 34 : 44 },
    { key: 'quantity', label: 'Qty', width: 9, align: 'right' },
    { key: 'price', label: 'Unit Price', width: 14, align: 'right' },
    ...(withDiscount ? [{ key: 'discount', label: 'Discount', width: 12, align: 'right' as const }] : []),
    { key: 'amount', label: 'Amount', width: 16, align: 'right' },
  ];
  const parties: Party[] = [bill.party, ...(location ? [location] : []), sender.remitTo];
  const facts: [string, string][] = [
    [deposit ? 'Deposit Invoice #' : 'Invoice #', inv.invoiceNumber],
    ['Invoice Date', formatDate(inv.invoiceDate)],
    ['Due Date', formatDate(inv.dueDate)],
    ['Terms', termsText(inv.invoiceDate, inv.dueDate)],
    ...(inv.poNumber ? [['PO Number', inv.poNumber] as [string, string]] : []),
    ...(inv.job ? [['Job', inv.job.jobNumber] as [string, string]] : []),
    ...(inv.status === 'Void' ? [['Status', 'VOID'] as [string, string]] : []),
  ];
  const payments = paymentsOf(inv);
  const paidInFull =
    inv.status !== 'Void' && sumMoney([inv.balance]).isZero() && !sumMoney([inv.total]).isZero();
  const blocks: Block[] = [
    ...(deposit
      ? [
          {
            kind: 'text' as const,
            title: 'Deposit',
            text: `This is a deposit invoice${inv.job ? ` for job ${inv.job.jobNumber} - ${inv.job.name}` : ''}. The deposit is credited to your account and applied to the final invoice.`,
          },
        ]
      : []),
    { kind: 'table', columns, groups: lineGroups(inv, withDiscount), empty: 'No lines.' },
    totalsOf(inv),
    ...(payments ? [payments] : []),
    { kind: 'text', title: 'Notes', text: inv.notes ?? '' },
    {
      kind: 'text',
      title: 'Terms',
      text: paidInFull
        ? 'Paid in full. Thank you for your business.'
        : `${termsText(inv.invoiceDate, inv.dueDate)}: please pay ${formatMoney(inv.balance)} by ${formatDate(inv.dueDate)}, quoting invoice ${inv.invoiceNumber}. Make checks payable to ${sender.remitTo.name}.`,
    },
  ];
  const label = `${deposit ? 'Deposit Invoice' : 'Invoice'} ${inv.invoiceNumber}`;
  return {
    document: {
      title: deposit ? 'DEPOSIT INVOICE' : 'INVOICE',
      number: inv.invoiceNumber,
      date: documentDate(inv.invoiceDate),
      letterhead: sender.letterhead,
      facts,
      parties,
      blocks,
    },
    fileName: `${deposit ? 'deposit-invoice' : 'invoice'}-${inv.invoiceNumber}.pdf`,
    email: bill.email,
    companyName: sender.companyName,
    merge: {
      templateType: deposit ? EmailTemplateType.DepositInvoice : EmailTemplateType.Invoice,
      recordType: 'invoice',
      recordId: inv.id,
    },
    label,
  };
}
