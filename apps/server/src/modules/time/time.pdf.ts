import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { TIMECARD_STATUS_LABELS, type Timecard } from '@fieldline/contracts/time/time.contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { type BusinessDocument, cityLine, documentDate, lines, renderDocument } from '../../platform/pdf';
import { companies, offices } from '../organization';

const WEEKDAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const weekday = (d: string) => WEEKDAY[new Date(`${d}T00:00:00Z`).getUTCDay()];
const time = (iso: string | null) => (iso ? formatDateTime(iso).slice(11) : '');

async function letterhead(db: Db, officeId: number | null) {
  const [row] = await db
    .select({ office: offices, company: companies })
    .from(offices)
    .innerJoin(companies, eq(companies.id, offices.companyId))
    .where(officeId ? eq(offices.id, officeId) : undefined)
    .orderBy(asc(offices.id))
    .limit(1);
  const name = row?.company.name ?? 'Fieldline';
  const o = row?.office;
  return {
    companyName: name,
    logo: null,
    lines: o ? lines(o.address1, o.address2, cityLine(o.city, o.state, o.postalCode)) : [],
  };
}

/**
 * GET employees/timecards/{id}.pdf: the timecard on the shared document layout. Entries grouped by day with
 * each day's total, the period's regular / overtime / double-time totals, the approval stamp and signature
 * lines for the employee and the supervisor.
 */
export async function timecardPdf(db: Db, card: Timecard, officeId: number | null) {
  const hoursOf = new Map(card.days.map((d) => [d.date, d]));
  const groups = card.days.map((d) => {
    const rows = card.entries
      .filter((e) => e.workDate === d.date)
      .map((e) => ({
        cells: {
          job: e.jobNumber ?? e.nonBillableType?.name ?? 'No job',
          type: e.timeType.name,
          start: time(e.startTime),
          end: time(e.endTime),
          hours: e.hours,
        },
        note: e.description || undefined,
      }));
    const day = hoursOf.get(d.date)!;
    return {
      name: `${weekday(d.date)} ${formatDate(d.date)}`,
      rows,
      footer: [
        [`Day total (regular ${day.regular}, overtime ${day.overtime}, double ${day.doubleTime})`, d.hours],
      ] as [string, string][],
    };
  });
  const approved =
    card.status === 'approved' && card.approvedAt
      ? `APPROVED by ${card.approvedBy?.displayName ?? ''} on ${formatDateTime(card.approvedAt)}`
      : `Not approved (${TIMECARD_STATUS_LABELS[card.status]})`;
  const doc: BusinessDocument = {
    title: 'TIMECARD',
    number: String(card.id),
    date: documentDate(card.periodTo),
    letterhead: await letterhead(db, officeId),
    facts: [
      ['Employee', `${card.employee.name} (${card.employee.number})`],
      ['Period', `${formatDate(card.periodFrom)} - ${formatDate(card.periodTo)}`],
      ['Status', TIMECARD_STATUS_LABELS[card.status]],
    ],
    parties: [],
    blocks: [
      {
        kind: 'table',
        columns: [
          { key: 'job', label: 'Job / kind', width: 3 },
          { key: 'type', label: 'Time type', width: 2 },
          { key: 'start', label: 'Start', width: 1.5 },
          { key: 'end', label: 'End', width: 1.5 },
          { key: 'hours', label: 'Hours', width: 1.2, align: 'right' },
        ],
        groups,
        empty: 'No time recorded in this period.',
      },
      {
        kind: 'totals',
        rows: [
          { label: 'Regular hours', value: card.totals.regular },
          { label: 'Overtime hours', value: card.totals.overtime },
          { label: 'Double-time hours', value: card.totals.doubleTime },
          { label: 'Total hours', value: card.totals.hours, strong: true },
        ],
      },
      { kind: 'text', title: 'Approval', text: approved },
      ...(card.notes ? [{ kind: 'text' as const, title: 'Notes', text: card.notes }] : []),
      {
        kind: 'acceptance',
        title: 'Signatures',
        statement: 'I certify that the hours above are a true record of the time I worked in this period.',
        labels: ['Employee signature', 'Supervisor signature', 'Date'],
      },
    ],
  };
  const data = await renderDocument(doc);
  return { fileName: `timecard-${card.employee.number}-${card.periodFrom}.pdf`, data };
}
