import { z } from 'zod';
import { searchQuerySchema } from '../common/pagination';

/**
 * A message's life in the outbox: queued (waiting for the sending job), sending (a worker has it),
 * sent (the mail server accepted it), held (no mail server configured: kept here, readable), failed
 * (refused for good, or gave up after the retries), bounced (the server refused every recipient).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'held', 'failed', 'bounced'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** Statuses whose message can be sent again with Retry. */
export const RETRYABLE_MAIL_STATUSES: readonly MailStatus[] = ['held', 'failed', 'bounced'];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  held: 'Held',
  failed: 'Failed',
  bounced: 'Bounced',
};

export const HELD_NO_SERVER = 'Held: no mail server is configured (set SMTP_HOST to send).';
export const NOT_RETRYABLE = 'Only held, failed or bounced messages can be sent again.';

export const mailEventSchema = z.object({
  at: z.string(),
  attempt: z.int32(),
  status: z.enum(MAIL_STATUSES),
  detail: z.string().nullable(),
});
export type MailEvent = z.infer<typeof mailEventSchema>;

export const mailMessageRowSchema = z.object({
  id: z.int32(),
  status: z.enum(MAIL_STATUSES),
  from: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  attempts: z.int32(),
  lastError: z.string().nullable(),
  relatedType: z.string().nullable(),
  relatedId: z.int32().nullable(),
  attachmentCount: z.int32(),
  createdDate: z.string(),
  createdBy: z.int32().nullable(),
  sentDate: z.string().nullable(),
});
export type MailMessageRow = z.infer<typeof mailMessageRowSchema>;

export const mailAttachmentSchema = z.object({
  id: z.int32(),
  filename: z.string(),
  contentType: z.string(),
  sizeBytes: z.int32(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const mailMessageSchema = mailMessageRowSchema.extend({
  replyTo: z.string().nullable(),
  html: z.string().nullable(),
  text: z.string().nullable(),
  /** The Message-ID header, the same on every attempt. */
  messageId: z.string(),
  /** The mail server's reply when it accepted the message (e.g. "250 OK: queued as ..."). */
  serverResponse: z.string().nullable(),
  history: z.array(mailEventSchema),
  attachments: z.array(mailAttachmentSchema),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

const statusFilter = z.enum(MAIL_STATUSES);
export const outboxSearchQuerySchema = searchQuerySchema.extend({
  status: z.union([statusFilter, z.array(statusFilter)]).optional(),
  relatedType: z.string().trim().max(50).optional(),
  relatedId: z.coerce.number().check(z.int32()).positive().optional(),
});
export type OutboxSearchQuery = z.input<typeof outboxSearchQuerySchema>;

/** What the outbox page says about the mail set-up (never the password). */
export const mailSetupSchema = z.object({
  mode: z.enum(['smtp', 'offline']),
  host: z.string().nullable(),
  port: z.int32().nullable(),
  secure: z.boolean(),
  from: z.string(),
});
export type MailSetup = z.infer<typeof mailSetupSchema>;

/** GET /emails/validate-address (second API). */
export const validateAddressQuerySchema = z.object({
  email: z.string().trim().min(1, 'Required').max(320),
});

/**
 * valid: the domain receives mail (MX, or an address record standing in for one); invalid-syntax: not an
 * e-mail address; no-domain: the domain does not exist; no-mail: it exists but receives no mail (no MX nor
 * address, or a "null MX"); unverified: DNS could not be asked, only the spelling was checked.
 */
export const ADDRESS_CHECK_STATUSES = [
  'valid',
  'invalid-syntax',
  'no-domain',
  'no-mail',
  'unverified',
] as const;
export type AddressCheckStatus = (typeof ADDRESS_CHECK_STATUSES)[number];

export const addressCheckSchema = z.object({
  email: z.string(),
  /** False only when the address surely cannot receive mail. */
  isValid: z.boolean(),
  /** True when DNS answered (the domain was checked, not only the spelling). */
  isVerified: z.boolean(),
  status: z.enum(ADDRESS_CHECK_STATUSES),
  domain: z.string().nullable(),
  mxHosts: z.array(z.string()),
  message: z.string(),
});
export type AddressCheck = z.infer<typeof addressCheckSchema>;
