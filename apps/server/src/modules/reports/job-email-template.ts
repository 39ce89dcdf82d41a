// Reports may read across modules (ARCHITECTURE section 2): the job e-mail templates of spec 1 §7.16
// (GET /jobs/{id}/email-template/{x}): a subject and an HTML body, filled in from the job.
import { formatDate, formatDateTime } from '@fieldline/contracts/common/dates';
import { formatMoney, formatQuantity } from '@fieldline/contracts/common/money';
import {
  JOB_EMAIL_TEMPLATES,
  type JobEmailTemplate,
  jobItemDisplayAmount,
  jobItemDisplayPrice,
  jobItemsDisplayTotal,
} from '@fieldline/contracts/jobs/job-summary.contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { contacts } from '../contacts/contacts.table';
import { jobContacts } from '../jobs/jobs.table';
import { jobGeneral, locationLine } from './job-general.report';
import { jobSummary } from './job-summary.report';

const esc = (s: string | null | undefined) =>
  (s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';
const num = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:right"';

function page(title: string, inner: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">
<h2 style="margin:0 0 12px">${esc(title)}</h2>
${inner}
</body></html>`;
}

async function recipients(db: Db, jobId: number): Promise<string[]> {
  const rows = await db
    .select({ email: contacts.email, isPrimary: jobContacts.isPrimary })
    .from(jobContacts)
    .innerJoin(contacts, eq(contacts.id, jobContacts.contactId))
    .where(and(eq(jobContacts.jobId, jobId), isNotNull(contacts.email)))
    .orderBy(asc(jobContacts.isPrimary), asc(jobContacts.id));
  const primary = rows.filter((r) => r.isPrimary);
  const list = (primary.length ? primary : rows).map((r) => r.email ?? '').filter((e) => e.trim() !== '');
  return [...new Set(list)];
}

/** Template 1: the visit is scheduled. Template 2: the work is complete, with the customer summary. */
export async function jobEmailTemplate(db: Db, jobId: number, templateId: number): Promise<JobEmailTemplate> {
  const meta = JOB_EMAIL_TEMPLATES.find((t) => t.id === templateId);
  if (!meta) throw notFound('e-mail template', 'EMAIL_TEMPLATE_NOT_FOUND');
  const job = await jobGeneral(db, jobId);
  const to = await recipients(db, jobId);
  const where = locationLine(job.customerLocation.name, job.customerLocation.address);
  const intro = `<p>Dear ${esc(job.customer.name)},</p>`;
  const sign = `<p>Thank you,<br>${esc(job.companyName)}${job.office.phoneNumber ? `<br>${esc(job.office.phoneNumber)}` : ''}</p>`;

  if (meta.id === 1) {
    const when = job.scheduledStart
      ? `${formatDateTime(job.scheduledStart)}${job.scheduledEnd ? ` to ${formatDateTime(job.scheduledEnd)}` : ''}`
      : 'a time we will confirm with you';
    const tech = job.assignedResource
      ? `<p>Your technician: ${esc(job.assignedResource.displayName)}.</p>`
      : '';
    return {
      id: meta.id,
      name: meta.name,
      to,
      subject: `Job ${job.jobNumber} scheduled: ${job.name}`,
      body: page(
        `Job ${job.jobNumber} is scheduled`,
        `${intro}<p>We have scheduled <strong>${esc(job.name)}</strong> at ${esc(where)} for ${esc(when)}.</p>${tech}${sign}`,
      ),
    };
  }

  const summary = await jobSummary(db, jobId);
  const rate = summary.currencyRate;
  const lines = summary.items
    .map(
      (l) =>
        `<tr><td ${cell}>${esc(l.item.name)}</td><td ${cell}>${esc(l.description)}</td><td ${num}>${esc(formatQuantity(l.orderedQuantity))}</td><td ${num}>${formatMoney(jobItemDisplayPrice(l.unitPrice, l.discountAmount, rate))}</td><td ${num}>${formatMoney(
          jobItemDisplayAmount(l.orderedQuantity, l.unitPrice, l.discountAmount, rate),
        )}</td></tr>`,
    )
    .join('');
  const itemsTable = summary.items.length
    ? `<table style="border-collapse:collapse;width:100%"><thead><tr><th ${cell}>Item</th><th ${cell}>Description</th><th ${num}>Qty</th><th ${num}>Price</th><th ${num}>Amount</th></tr></thead><tbody>${lines}</tbody><tfoot><tr><td ${cell} colspan="4"><strong>Total${
        summary.currencyAbbreviation ? ` (${esc(summary.currencyAbbreviation)})` : ''
      }</strong></td><td ${num}><strong>${formatMoney(jobItemsDisplayTotal(summary.items, rate))}</strong></td></tr></tfoot></table>`
    : '<p>No items were used on this job.</p>';
  const tasks = summary.tasks.length
    ? `<h3>Work performed</h3><ul>${summary.tasks
        .map(
          (t) =>
            `<li>${t.selected ? '&#10003; ' : ''}${esc(t.task)}${t.note ? ` - ${esc(t.note)}` : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
  const recs = summary.recommendations.length
    ? `<h3>Recommendations</h3><ul>${summary.recommendations
        .map((r) => `<li>${esc(r.equipment?.name ?? '')}: ${esc(r.description)}</li>`)
        .join('')}</ul>`
    : '';
  const completed = job.completedDate ? ` on ${formatDate(job.completedDate)}` : '';
  return {
    id: meta.id,
    name: meta.name,
    to,
    subject: `Job ${job.jobNumber} completed: ${job.name}`,
    body: page(
      `Job ${job.jobNumber} is complete`,
      `${intro}<p>We completed <strong>${esc(job.name)}</strong> at ${esc(where)}${esc(completed)}.</p>${tasks}<h3>Items</h3>${itemsTable}${recs}${sign}`,
    ),
  };
}
