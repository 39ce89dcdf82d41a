import { z } from 'zod';
import { JOB_SUMMARY_SECTIONS } from '../jobs/job-summary.contract';
import { mailMessageRowSchema } from '../mail/mail.contract';

/**
 * Sending a document (invoice, bid proposal, purchase order, job summary) as a PDF attached to an e-mail
 * (spec 1 §7.16 POST invoices/{id}/send-email, and the same for the other documents). docs/documents.md.
 */

export const MAX_RECIPIENTS = 20;
export const INVALID_ADDRESS = 'Enter valid e-mail addresses, separated by commas.';
export const NO_RECIPIENT = 'Enter at least one recipient.';

const emailCheck = z.email();
const isAddress = (a: string) => a.length <= 320 && emailCheck.safeParse(a).success;

/**
 * Addresses as a list, or as one text separated by commas or semicolons (what a person types). A bad
 * address is reported on the field itself (`to`, `cc`), as the modal shows it.
 */
const addressList = z
  .union([z.string().max(4000), z.array(z.string().max(320)).max(MAX_RECIPIENTS)], { error: INVALID_ADDRESS })
  .transform((v) => (Array.isArray(v) ? v : v.split(/[,;]/)).map((a) => a.trim()).filter((a) => a !== ''))
  .refine((list) => list.every(isAddress), INVALID_ADDRESS)
  .refine((list) => list.length <= MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients.`);

export const sendDocumentEmailBodySchema = z.object({
  to: addressList.refine((list) => list.length > 0, NO_RECIPIENT),
  cc: addressList.optional(),
  subject: z.string().trim().min(1, 'Enter a subject.').max(300),
  body: z.string().max(20000),
  /** The e-mail template the text came from (kept with the message's record); optional. */
  templateId: z.int32().positive().nullish(),
});
export type SendDocumentEmailBody = z.input<typeof sendDocumentEmailBodySchema>;

const sectionKeys = JOB_SUMMARY_SECTIONS.map((s) => s.key) as [string, ...string[]];
export const JOB_SUMMARY_TYPES = ['internal', 'customer'] as const;

/** The job summary's type and chosen sections (the type's settings when none are chosen). */
export const jobSummaryPdfQuerySchema = z.object({
  type: z.enum(JOB_SUMMARY_TYPES).default('internal'),
  sections: z
    .union([z.string().max(200), z.array(z.string().max(40)).max(20)])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s !== ''))
    .pipe(z.array(z.enum(sectionKeys)))
    .optional(),
});

export const sendJobSummaryEmailBodySchema = sendDocumentEmailBodySchema.extend({
  type: z.enum(JOB_SUMMARY_TYPES).default('customer'),
  sections: z.array(z.enum(sectionKeys)).max(20).optional(),
});

export const documentPdfQuerySchema = z.object({
  /** true: a download (Content-Disposition attachment); otherwise the browser shows it (Print). */
  download: z.enum(['true', 'false']).optional(),
});

export const sentDocumentEmailSchema = z.object({
  /** The outbox message. */
  messageId: z.int32(),
  status: mailMessageRowSchema.shape.status,
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  attachment: z.string(),
  /** True when this was a retry of an earlier send (same Idempotency-Key): nothing new was queued. */
  duplicate: z.boolean(),
});
export type SentDocumentEmail = z.infer<typeof sentDocumentEmailSchema>;

/** What the E-mail modal starts from: the recipient on file, a plain subject and body, the attachment. */
export const documentEmailDraftSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  body: z.string(),
  attachment: z.string(),
  /** The e-mail template the subject and body were rendered from (the type's default unless one was asked). */
  templateId: z.number().int().nullable(),
  /** The active e-mail templates of the document's type, for the modal's picker. */
  templates: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** `templateId`: render the draft from this e-mail template instead of the type's default. */
export const emailDraftQuerySchema = z.object({
  templateId: z.coerce.number().check(z.int32()).positive().optional(),
});
export type DocumentEmailDraft = z.infer<typeof documentEmailDraftSchema>;

/** A document's mail: the outbox rows related to it, newest first. */
export const documentEmailsSchema = z.array(mailMessageRowSchema);
