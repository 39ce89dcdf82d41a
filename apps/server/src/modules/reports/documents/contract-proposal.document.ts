// A contract proposal as the customer sees it: the agreement's terms, what each billing period invoices (the
// contract's line-item collection, shown as bid proposals show theirs), the visits it includes, the fees each
// visit carries, rented units for a rental, the proposal's text and a signature block.
import { formatDate } from '@fieldline/contracts/common/dates';
import { formatMoney } from '@fieldline/contracts/common/money';
import {
  VISIT_FREQUENCY_LABELS,
  type VisitSchedule,
} from '@fieldline/contracts/contract-visits/contract-visits.contract';
import { BILLING_SCHEDULE_LABELS } from '@fieldline/contracts/contracts/contracts.contract';
import { RATE_BASIS_LABELS } from '@fieldline/contracts/rentals/rentals.contract';
import { EmailTemplateType } from '@fieldline/contracts/templates/templates.contract';
import type { Db } from '../../../platform/db/database';
import type { Block } from '../../../platform/pdf';
import { documentDate } from '../../../platform/pdf';
import { getSchedule, listFees } from '../../contract-visits';
import { contractProposal, getContract } from '../../contracts';
import { getCollection } from '../../line-items';
import { listTerms } from '../../rentals';
import type { DocumentSource } from './invoice.document';
import { billTo, senderOf, serviceLocation } from './parties';
import { ACCEPTANCE_STATEMENT, columnsOf, groupRows, type Money } from './proposal.document';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NTH = ['', 'first', 'second', 'third', 'fourth', 'last'];

/** "Quarterly visits on day 15 of the month, 08:00 to 10:00": the schedule in words. */
export function visitsInWords(s: VisitSchedule): string {
  const how =
    s.frequency === 'Rule'
      ? `Visits by the rule ${s.rule ?? ''}`
      : s.frequency === 'Months'
        ? `Visits in months ${s.months.join(', ')}`
        : `${VISIT_FREQUENCY_LABELS[s.frequency]} visits`;
  const day =
    s.nthWeek && s.weekday !== null
      ? ` on the ${NTH[s.nthWeek]} ${WEEKDAYS[s.weekday]} of the month`
      : s.dayOfMonth
        ? ` on day ${s.dayOfMonth} of the month`
        : '';
  return `${how}${day}, between ${s.windowStart} and ${s.windowEnd}.`;
}

async function includedBlocks(db: Db, contractId: number, isRental: boolean, money: Money): Promise<Block[]> {
  if (isRental) {
    const terms = await listTerms(db, contractId);
    return [
      {
        kind: 'table',
        title: 'Equipment rented',
        columns: [
          { key: 'what', label: 'Equipment', width: 40 },
          { key: 'qty', label: 'Units', width: 10, align: 'right' },
          { key: 'dates', label: 'Dates', width: 30 },
          { key: 'rate', label: 'Rate', width: 20, align: 'right' },
        ],
        groups: [
          {
            name: null,
            footer: [],
            rows: terms.map((t) => ({
              cells: {
                what: t.description || t.group.name,
                qty: String(t.quantity),
                dates: `${formatDate(t.startDate)} – ${formatDate(t.endDate)}`,
                rate: `${money(t.rate)} / ${RATE_BASIS_LABELS[t.rateBasis].toLowerCase()}`,
              },
            })),
          },
        ],
        empty: 'No equipment rented yet.',
      },
    ];
  }
  const [schedule, fees] = await Promise.all([getSchedule(db, contractId), listFees(db, contractId)]);
  const blocks: Block[] = [];
  if (schedule) {
    const covered = schedule.equipment.map((e) => e.name).join(', ');
    const parts = schedule.items.map((i) => `${i.name} × ${Number(i.quantity)}`).join(', ');
    blocks.push({
      kind: 'facts',
      title: 'Visits included',
      rows: [
        ['Schedule', visitsInWords(schedule)],
        ['Work', schedule.description || schedule.jobType.name],
        ...(covered ? [['Equipment covered', covered] as [string, string]] : []),
        ...(parts ? [['Parts included', parts] as [string, string]] : []),
      ],
    });
  }
  if (fees.length)
    blocks.push({
      kind: 'facts',
      title: 'Charged on each visit',
      rows: fees.map((f) => [f.name, money(f.amount)] as [string, string]),
    });
  return blocks;
}

export async function contractProposalDocument(
  db: Db,
  contractId: number,
  proposalId: number,
  userId: number | null,
): Promise<DocumentSource> {
  const proposal = await contractProposal(db, contractId, proposalId);
  const c = await getContract(db, contractId);
  const [collection, sender, bill, location] = await Promise.all([
    getCollection(db, 'Contract', c.id, userId),
    senderOf(db, c.office.id),
    billTo(db, c.customer.id, c.location?.id ?? null),
    c.location ? serviceLocation(db, c.location.id) : null,
  ]);
  const money: Money = (v) => formatMoney(v);
  const groups = collection.groups
    .map((g) => ({ g, lines: collection.items.filter((l) => l.group.id === g.id) }))
    .filter((x) => x.lines.length > 0)
    .map(({ g, lines }) => groupRows(g, lines, collection, money));
  const t = collection.totals;
  const period = BILLING_SCHEDULE_LABELS[c.billingSchedule].toLowerCase();
  const blocks: Block[] = [
    { kind: 'text', title: proposal.name, text: proposal.introduction },
    ...(await includedBlocks(db, c.id, c.type.isRental, money)),
    {
      kind: 'table',
      title: c.billingSchedule === 'PerVisit' ? 'Billed for each visit' : `Billed ${period}`,
      columns: columnsOf(collection.groups),
      groups,
      empty: c.type.isRental ? 'Rental charges only.' : 'No items.',
    },
    {
      kind: 'totals',
      rows: [
        { label: 'Subtotal', value: money(t.subtotal) },
        { label: 'Tax', value: money(t.tax) },
        { label: 'Total per billing', value: money(t.total), strong: true },
      ],
    },
    { kind: 'text', title: 'Terms and Conditions', text: proposal.terms },
    { kind: 'acceptance', statement: ACCEPTANCE_STATEMENT },
  ];
  const renewal =
    c.renewalKind === 'Automatic'
      ? `Renews automatically${Number(c.renewalPercent) ? ` (prices +${Number(c.renewalPercent)}%)` : ''}`
      : 'Renewed on request';
  return {
    document: {
      title: c.type.isRental ? 'RENTAL AGREEMENT' : 'SERVICE AGREEMENT',
      number: c.contractNumber,
      date: documentDate(proposal.createdDate),
      letterhead: sender.letterhead,
      facts: [
        ['Agreement #', `${c.contractNumber}-P${proposal.id}`],
        ['Term', `${formatDate(c.startDate)} – ${formatDate(c.endDate)}`],
        ['Billing', BILLING_SCHEDULE_LABELS[c.billingSchedule]],
        ['Renewal', renewal],
        ...(c.poNumber ? [['PO Number', c.poNumber] as [string, string]] : []),
      ],
      parties: [
        { ...bill.party, label: 'Prepared For' },
        ...(location ? [location] : []),
        { ...sender.remitTo, label: 'From' },
      ],
      blocks,
    },
    fileName: `agreement-${c.contractNumber}-${proposal.id}.pdf`,
    email: bill.email,
    companyName: sender.companyName,
    merge: { templateType: EmailTemplateType.General, recordType: 'customer', recordId: c.customer.id },
    label: `Agreement ${c.contractNumber}`,
  };
}
