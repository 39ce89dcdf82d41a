// A bid proposal as the customer sees it (docs/documents.md): the bid's line-item collection with each
// group's show flags (spec 2 §3) deciding which lines, names, descriptions, quantities, prices and group
// totals appear; every amount is the line-item module's own (getCollection), never recomputed here.
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney, formatQuantity, formatUnitPrice } from '@fieldline/contracts/common/money';
import type {
  LineItem,
  LineItemCollection,
  LineItemGroup,
} from '@fieldline/contracts/line-items/line-items.contract';
import { EmailTemplateType } from '@fieldline/contracts/templates/templates.contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { notFound } from '../../../platform/errors';
import type { Block, Column, RowGroup } from '../../../platform/pdf';
import { documentDate } from '../../../platform/pdf';
import { bidProposals, bids } from '../../bids';
import { getCollection } from '../../line-items';
import type { DocumentSource } from './invoice.document';
import { billTo, senderOf, serviceLocation } from './parties';

export const ACCEPTANCE_STATEMENT =
  'The prices, specifications and conditions above are accepted. You are authorized to do the work as specified.';

export type Money = (v: string) => string;

/** The columns any group shows (a column no group shows is left out). */
export function columnsOf(groups: LineItemGroup[]): Column[] {
  const any = (flag: keyof LineItemGroup) => groups.some((g) => g.showDetail && g[flag]);
  const cols: Column[] = [];
  if (any('showItemName')) cols.push({ key: 'item', label: 'Item', width: 22 });
  cols.push({ key: 'description', label: 'Description', width: 46 });
  if (any('showQuantity')) cols.push({ key: 'quantity', label: 'Qty', width: 9, align: 'right' });
  if (any('showPrice')) {
    cols.push({ key: 'price', label: 'Unit Price', width: 14, align: 'right' });
  }
  cols.push({ key: 'amount', label: 'Amount', width: 15, align: 'right' });
  return cols;
}

export function groupRows(
  g: LineItemGroup,
  lines: LineItem[],
  c: LineItemCollection,
  money: Money,
): RowGroup {
  const alt = c.currency.isAltCurrency;
  const rows = g.showDetail
    ? lines.map((l) => ({
        cells: {
          item: g.showItemName ? l.item.name : '',
          description: g.showItemDescription ? l.description : '',
          quantity: g.showQuantity ? formatQuantity(l.quantity) : '',
          price: g.showPrice
            ? formatUnitPrice(
                alt ? l.currencyPrice : l.price,
                4,
                alt ? { currencyCode: c.currency.abbreviation } : {},
              )
            : '',
          amount: g.showPrice ? money(alt ? l.currencySubtotal : l.subtotal) : '',
        },
      }))
    : [];
  const t = g.totals;
  const footer: [string, string][] = [];
  if (g.showSubtotal) footer.push([`${g.name} Subtotal`, money(alt ? t.currencySubtotal : t.subtotal)]);
  if (g.showSubtotal && g.showTaxAndTotal) {
    footer.push(['Tax', money(alt ? t.currencyTax : t.tax)]);
    footer.push([`${g.name} Total`, money(alt ? t.currencyTotal : t.total)]);
  }
  // A group showing neither lines nor totals still names what is included.
  return { name: g.isNAGroup ? null : g.name, rows, footer };
}

export async function proposalDocument(
  db: Db,
  bidId: number,
  proposalId: number,
  userId: number | null,
): Promise<DocumentSource & { bidNumber: string; proposalName: string }> {
  const [row] = await db
    .select({ bid: bids, proposal: bidProposals })
    .from(bidProposals)
    .innerJoin(bids, eq(bids.id, bidProposals.bidId))
    .where(and(eq(bidProposals.id, proposalId), eq(bidProposals.bidId, bidId)));
  if (!row) {
    const [bid] = await db.select({ id: bids.id }).from(bids).where(eq(bids.id, bidId));
    throw bid ? notFound('proposal') : notFound('bid');
  }
  const { bid, proposal } = row;
  const [collection, sender, bill, location] = await Promise.all([
    getCollection(db, 'Bid', bid.id, userId),
    senderOf(db, bid.officeId),
    billTo(db, bid.customerId, bid.locationId),
    serviceLocation(db, bid.locationId),
  ]);
  const alt = collection.currency.isAltCurrency;
  const money: Money = (v) => formatMoney(v, alt ? { currencyCode: collection.currency.abbreviation } : {});
  // Groups without lines are left out: they say nothing to the customer.
  const groups = collection.groups
    .map((g) => ({ g, lines: collection.items.filter((l) => l.group.id === g.id) }))
    .filter((x) => x.lines.length > 0)
    .map(({ g, lines }) => groupRows(g, lines, collection, money));
  const t = collection.totals;
  const blocks: Block[] = [
    { kind: 'text', title: proposal.name, text: proposal.introduction },
    { kind: 'table', columns: columnsOf(collection.groups), groups, empty: 'No items.' },
    {
      kind: 'totals',
      rows: [
        { label: 'Subtotal', value: money(alt ? t.currencySubtotal : t.subtotal) },
        { label: 'Tax', value: money(alt ? t.currencyTax : t.tax) },
        { label: 'Total', value: money(alt ? t.currencyTotal : t.total), strong: true },
      ],
    },
    { kind: 'text', title: 'Terms and Conditions', text: proposal.terms },
    { kind: 'acceptance', statement: ACCEPTANCE_STATEMENT },
  ];
  return {
    document: {
      title: 'PROPOSAL',
      number: bid.bidNumber,
      date: documentDate(bid.bidDate),
      letterhead: sender.letterhead,
      facts: [
        ['Proposal #', `${bid.bidNumber}-${proposal.id}`],
        ['Date', formatDate(bid.bidDate)],
        ...(bid.expirationDate ? [['Valid Until', formatDate(bid.expirationDate)] as [string, string]] : []),
        ['Project', bid.projectName || bid.name],
        ...(bid.poNumber ? [['PO Number', bid.poNumber] as [string, string]] : []),
      ],
      parties: [
        { ...bill.party, label: 'Prepared For' },
        ...(location ? [location] : []),
        { ...sender.remitTo, label: 'From' },
      ],
      blocks,
    },
    fileName: `proposal-${bid.bidNumber}-${proposal.id}.pdf`,
    email: bill.email,
    companyName: sender.companyName,
    merge: { templateType: EmailTemplateType.BidProposal, recordType: 'bid', recordId: bid.id },
    label: `Proposal ${bid.bidNumber}`,
    bidNumber: bid.bidNumber,
    proposalName: proposal.name,
  };
}
