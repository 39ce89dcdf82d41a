// The job summary of spec 2 §2.10 as a business document: the same one read as the screen (jobSummary,
// decision 007), the summary type (internal or customer) and only the chosen sections. Item amounts use the
// summary's own display rules (jobItemDisplayPrice/Amount/Total); expense amounts are costs and are left out
// for a reader without the Costs permission.
import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { formatMoney, formatQuantity } from '@fieldline/contracts/common/money';
import {
  JOB_SUMMARY_SECTIONS,
  type JobSummary,
  type JobSummarySectionKey,
  type JobSummaryType,
  jobItemDisplayAmount,
  jobItemDisplayPrice,
  jobItemsDisplayTotal,
  MISC_SYSTEM_COMPONENT,
  summaryVisibility,
} from '@fieldline/contracts/jobs/job-summary.contract';
import { EmailTemplateType } from '@fieldline/contracts/templates/templates.contract';
import type { Db } from '../../../platform/db/database';
import type { Block, RowGroup } from '../../../platform/pdf';
import { documentDate, lines } from '../../../platform/pdf';
import { jobSettings } from '../../jobs';
import { jobSummary } from '../job-summary.report';
import type { DocumentSource } from './invoice.document';
import { billTo, senderOf, serviceLocation } from './parties';

const who = (u: { displayName: string } | null) => u?.displayName ?? '';

function general(s: JobSummary): Block {
  const j = s.job;
  const scheduled = j.scheduledStart
    ? `${formatDateTime(j.scheduledStart)}${j.scheduledEnd ? ` - ${formatDateTime(j.scheduledEnd)}` : ''}`
    : '';
  const rows: [string, string][] = [
    ['Job', `${j.jobNumber} - ${j.name}`],
    ['Project', j.projectName],
    ['Type', `${j.jobType.type} - ${j.jobType.name}`],
    ['Status', j.jobStatus.statusText],
    ['Invoice status', j.invoiceStatusName],
    ['Invoiced amount', formatMoney(j.invoiceAmount)],
    ['PO number', j.poNumber],
    ['Assigned to', who(j.assignedResource)],
    ['Scheduled', scheduled],
    ['Completed', j.completedDate ? formatDate(j.completedDate) : ''],
    ...(j.description ? [['Description', j.description] as [string, string]] : []),
  ];
  return { kind: 'facts', title: 'General Info', rows };
}

function items(s: JobSummary): Block[] {
  const rate = s.currencyRate;
  const byEquipment = new Map<string, JobSummary['items']>();
  for (const l of s.items) {
    const key = l.equipment?.name ?? MISC_SYSTEM_COMPONENT;
    byEquipment.set(key, [...(byEquipment.get(key) ?? []), l]);
  }
  const groups: RowGroup[] = [...byEquipment].map(([name, rows]) => ({
    name: byEquipment.size > 1 || name !== MISC_SYSTEM_COMPONENT ? name : null,
    rows: rows.map((l) => ({
      cells: {
        item: l.item.name,
        description: l.description,
        quantity: formatQuantity(l.orderedQuantity),
        price: formatMoney(jobItemDisplayPrice(l.unitPrice, l.discountAmount, rate)),
        amount: formatMoney(jobItemDisplayAmount(l.orderedQuantity, l.unitPrice, l.discountAmount, rate)),
      },
    })),
  }));
  const code = s.currencyAbbreviation ? ` (${s.currencyAbbreviation})` : '';
  return [
    {
      kind: 'table',
      title: 'Items',
      columns: [
        { key: 'item', label: 'Item', width: 22 },
        { key: 'description', label: 'Description', width: 40 },
        { key: 'quantity', label: 'Qty', width: 10, align: 'right' },
        { key: 'price', label: 'Price', width: 14, align: 'right' },
        { key: 'amount', label: 'Amount', width: 14, align: 'right' },
      ],
      groups,
      empty: 'No items were used on this job.',
    },
    ...(s.items.length
      ? [
          {
            kind: 'totals' as const,
            rows: [
              {
                label: `Total${code}`,
                value: formatMoney(jobItemsDisplayTotal(s.items, rate)),
                strong: true,
              },
            ],
          },
        ]
      : []),
  ];
}

const table = (
  title: string,
  columns: { key: string; label: string; width: number; align?: 'left' | 'right' }[],
  rows: { cells: Record<string, string>; note?: string }[],
  empty: string,
): Block => ({ kind: 'table', title, columns, groups: [{ rows }], empty });

function section(key: JobSummarySectionKey, s: JobSummary, costs: boolean): Block[] {
  switch (key) {
    case 'general':
      return [general(s)];
    case 'items':
      return items(s);
    case 'equipment':
      return [
        table(
          'Equipment',
          [
            { key: 'name', label: 'Equipment', width: 30 },
            { key: 'serial', label: 'Serial #', width: 20 },
            { key: 'readings', label: 'Last readings', width: 50 },
          ],
          s.equipment.map((e) => ({
            cells: {
              name: e.name,
              serial: e.serialNumber ?? '',
              readings: e.metrics
                .filter((m) => m.lastReading !== null)
                .map((m) => `${m.name}: ${m.lastReading}${m.unit ? ` ${m.unit}` : ''}`)
                .join('; '),
            },
            note: e.description || undefined,
          })),
          'No equipment.',
        ),
      ];
    case 'tasks':
      return [
        table(
          'Tasks',
          [
            { key: 'done', label: 'Done', width: 8 },
            { key: 'task', label: 'Task', width: 52 },
            { key: 'equipment', label: 'Equipment', width: 40 },
          ],
          s.tasks.map((t) => ({
            cells: { done: t.selected ? 'Yes' : '', task: t.task, equipment: t.equipment?.name ?? '' },
            note: t.note || undefined,
          })),
          'No tasks.',
        ),
      ];
    case 'time':
      return [
        table(
          'Time',
          [
            { key: 'date', label: 'Date', width: 14 },
            { key: 'employee', label: 'Employee', width: 24 },
            { key: 'type', label: 'Type', width: 16 },
            { key: 'description', label: 'Description', width: 34 },
            { key: 'hours', label: 'Hours', width: 12, align: 'right' },
          ],
          s.timesheets.map((t) => ({
            cells: {
              date: formatDate(t.workDate),
              employee: t.employee.displayName,
              type: t.timeType.name,
              description: t.description,
              hours: formatQuantity(t.hours),
            },
          })),
          'No time recorded.',
        ),
      ];
    case 'recommendations':
      return [
        table(
          'Recommendations',
          [
            { key: 'equipment', label: 'Equipment', width: 24 },
            { key: 'type', label: 'Type', width: 18 },
            { key: 'description', label: 'Recommendation', width: 44 },
            { key: 'status', label: 'Status', width: 14 },
          ],
          s.recommendations
            .filter((r) => !r.deletedOn)
            .map((r) => ({
              cells: {
                equipment: r.equipment?.name ?? '',
                type: r.recommendationType.typeName,
                description: r.description,
                status: r.status.name,
              },
            })),
          'No recommendations.',
        ),
      ];
    case 'expenses':
      return [
        table(
          'Expenses',
          [
            { key: 'date', label: 'Date', width: 14 },
            { key: 'description', label: 'Description', width: 44 },
            { key: 'vendor', label: 'Vendor', width: 26 },
            ...(costs ? [{ key: 'amount', label: 'Amount', width: 16, align: 'right' as const }] : []),
          ],
          s.expenses.map((e) => ({
            cells: {
              date: formatDate(e.enteredOn),
              description: e.description,
              vendor: e.vendor,
              amount: costs ? formatMoney(e.amount) : '',
            },
          })),
          'No expenses.',
        ),
      ];
    case 'signoffs':
      return [
        table(
          'Signoffs',
          [
            { key: 'name', label: 'Signed by', width: 30 },
            { key: 'email', label: 'E-mail', width: 40 },
            { key: 'date', label: 'Date', width: 30 },
          ],
          s.signoffs.map((x) => ({
            cells: { name: x.signatureName, email: x.signatureEmail, date: formatDateTime(x.createdDate) },
            note: x.note || undefined,
          })),
          'No signoffs.',
        ),
      ];
    case 'checklists':
      return [
        table(
          'Checklists',
          [
            { key: 'name', label: 'Checklist', width: 40 },
            { key: 'equipment', label: 'Equipment', width: 30 },
            { key: 'date', label: 'Date', width: 30 },
          ],
          s.checklists.map((c) => ({
            cells: {
              name: c.checklistDefinition.title || c.checklistDefinition.name,
              equipment: c.equipment?.name ?? '',
              date: formatDateTime(c.createdDate),
            },
          })),
          'No checklists.',
        ),
      ];
  }
}

export interface SummaryOptions {
  type: JobSummaryType;
  /** The chosen sections; the type's settings decide when none are given. */
  sections?: JobSummarySectionKey[];
  /** The reader may see costs (expense amounts). */
  costs: boolean;
}

/** The sections a summary shows: the chosen ones, else those the job settings show for its type. */
export async function chosenSections(db: Db, o: SummaryOptions): Promise<JobSummarySectionKey[]> {
  if (o.sections?.length)
    return JOB_SUMMARY_SECTIONS.map((s) => s.key).filter((k) => o.sections?.includes(k));
  const visible = summaryVisibility(await jobSettings(db), o.type);
  return JOB_SUMMARY_SECTIONS.map((s) => s.key).filter((k) => visible[k]);
}

export async function jobSummaryDocument(db: Db, jobId: number, o: SummaryOptions): Promise<DocumentSource> {
  const s = await jobSummary(db, jobId);
  const j = s.job;
  const [sections, sender, bill, location] = await Promise.all([
    chosenSections(db, o),
    senderOf(db, j.office.id),
    billTo(db, j.customer.id, j.customerLocation.id),
    serviceLocation(db, j.customerLocation.id),
  ]);
  const blocks = sections.flatMap((k) => section(k, s, o.costs));
  const title = o.type === 'customer' ? 'JOB SUMMARY' : 'JOB SUMMARY (INTERNAL)';
  return {
    document: {
      title,
      number: j.jobNumber,
      date: documentDate(j.completedDate ?? j.scheduledStart ?? j.createdDate),
      letterhead: sender.letterhead,
      facts: [
        ['Job #', j.jobNumber],
        ['Status', j.jobStatus.statusText],
        ...(j.completedDate ? [['Completed', formatDate(j.completedDate)] as [string, string]] : []),
        ...(j.poNumber ? [['PO Number', j.poNumber] as [string, string]] : []),
      ],
      parties: [
        { ...bill.party, label: 'Customer', lines: lines(...bill.party.lines) },
        ...(location ? [location] : []),
      ],
      blocks: blocks.length ? blocks : [{ kind: 'text', title: 'Summary', text: 'No sections were chosen.' }],
    },
    fileName: `job-summary-${j.jobNumber}${o.type === 'customer' ? '' : '-internal'}.pdf`,
    email: bill.email,
    companyName: sender.companyName,
    merge: { templateType: EmailTemplateType.JobSummary, recordType: 'job', recordId: j.id },
    label: `Job ${j.jobNumber} summary`,
  };
}
