// Reports may read across modules (ARCHITECTURE section 2): the job checklist and signoff PDFs of
// spec 1 §7.16 (second API), drawn with the platform PDF writer.
import { formatDateTime } from '@fieldline/contracts/common/dates';
import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { PdfWriter } from '../../platform/pdf';
import { checklistDefinitions, checklists } from '../checklists/checklists.table';
import { equipment } from '../equipment/equipment.table';
import { users } from '../identity/identity.table';
import { jobSignoffs } from '../jobs/jobs.table';
import { type JobGeneral, jobGeneral, locationLine } from './job-general.report';

const creator = alias(users, 'creator');

interface Question {
  id: string | number;
  text: string;
  kind?: string;
}

function jobHeader(pdf: PdfWriter, job: JobGeneral, title: string): void {
  pdf.heading(job.companyName, title);
  pdf.fields([
    ['Job', `${job.jobNumber} - ${job.name}`],
    [
      'Customer',
      `${job.customer.name}${job.customer.accountNumber ? ` (${job.customer.accountNumber})` : ''}`,
    ],
    ['Location', locationLine(job.customerLocation.name, job.customerLocation.address)],
    ['Office', job.office.name],
  ]);
}

/** One answer as text: check answers read Yes/No; a missing answer reads "Not answered". */
export function answerText(question: Question, value: unknown): string {
  if (value === undefined || value === null || value === '') return 'Not answered';
  if (question.kind === 'check' || typeof value === 'boolean') {
    if (value === true || value === 'true') return 'Yes';
    if (value === false || value === 'false') return 'No';
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function questionsOf(raw: unknown): Question[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((q): q is Record<string, unknown> => q !== null && typeof q === 'object')
    .map((q, i) => ({
      id: (q.id as string | number | undefined) ?? i + 1,
      text: String(q.text ?? q.question ?? `Question ${i + 1}`),
      kind: typeof q.kind === 'string' ? q.kind : undefined,
    }));
}

/** GET /jobs/{id}/checklists/{x}.pdf: 404 unless the checklist is on that job. */
export async function checklistPdf(db: Db, jobId: number, checklistId: number) {
  const job = await jobGeneral(db, jobId);
  const [row] = await db
    .select({
      c: checklists,
      def: checklistDefinitions,
      eq: { name: equipment.name, serialNumber: equipment.serialNumber },
      by: { firstName: creator.firstName, lastName: creator.lastName },
    })
    .from(checklists)
    .innerJoin(checklistDefinitions, eq(checklistDefinitions.id, checklists.definitionId))
    .leftJoin(equipment, eq(equipment.id, checklists.equipmentId))
    .leftJoin(creator, eq(creator.id, checklists.createdBy))
    .where(
      and(eq(checklists.id, checklistId), eq(checklists.ownerKind, 'Job'), eq(checklists.ownerId, jobId)),
    );
  if (!row) throw notFound('checklist', 'CHECKLIST_NOT_FOUND');

  const pdf = new PdfWriter({ title: `${row.def.title} - ${job.jobNumber}` });
  jobHeader(pdf, job, row.def.title || row.def.name);
  pdf.fields([
    ['Checklist', row.def.name],
    [
      'Equipment',
      row.eq?.name ? `${row.eq.name}${row.eq.serialNumber ? ` (SN ${row.eq.serialNumber})` : ''}` : null,
    ],
    ['Completed by', row.by?.firstName ? `${row.by.firstName} ${row.by.lastName}` : null],
    ['Date', formatDateTime(row.c.createdDate)],
  ]);
  pdf.section('Questions and answers');
  const answers = (row.c.answers ?? {}) as Record<string, unknown>;
  const questions = questionsOf(row.def.questions);
  if (questions.length === 0) pdf.paragraph('This checklist has no questions.');
  for (const q of questions) pdf.qa(q.text, answerText(q, answers[String(q.id)]));
  return { fileName: `checklist-${job.jobNumber}-${row.c.id}.pdf`, data: await pdf.finish() };
}

/** GET /jobs/{id}/signoffs/{x}.pdf: 404 unless the signoff is on that job. */
export async function signoffPdf(db: Db, jobId: number, signoffId: number) {
  const job = await jobGeneral(db, jobId);
  const [s] = await db
    .select()
    .from(jobSignoffs)
    .where(and(eq(jobSignoffs.id, signoffId), eq(jobSignoffs.jobId, jobId)));
  if (!s) throw notFound('signoff', 'SIGNOFF_NOT_FOUND');

  const pdf = new PdfWriter({ title: `Signoff - ${job.jobNumber}` });
  jobHeader(pdf, job, 'Job Signoff');
  pdf.section('Signed by');
  pdf.fields([
    ['Name', s.signatureName],
    ['E-mail', s.signatureEmail],
    ['Date', formatDateTime(s.createdDate)],
  ]);
  if (s.note.trim() !== '') {
    pdf.section('Note');
    pdf.paragraph(s.note);
  }
  pdf.section('Signature');
  const drawn = s.signatureImage ? pdf.image(s.signatureImage) : false;
  if (!drawn) pdf.paragraph('No signature image was captured.');
  return { fileName: `signoff-${job.jobNumber}-${s.id}.pdf`, data: await pdf.finish() };
}
