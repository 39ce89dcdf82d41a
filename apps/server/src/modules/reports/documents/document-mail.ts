// E-mailing a document: its PDF rendered and attached to a message queued in the request's transaction
// (mail's queueMail), related to the document so the document's page lists what was sent to whom and when.
import type {
  DocumentEmailDraft,
  SentDocumentEmail,
  sendDocumentEmailBodySchema,
} from '@fieldline/contracts/documents/document-email.contract';
import type { MailMessageRow } from '@fieldline/contracts/mail/mail.contract';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import type { RouteContext } from '../../../platform/http/route';
import { renderDocument } from '../../../platform/pdf';
import { queueMail, searchOutbox } from '../../mail';
import { defaultEmailTemplateId, listEmailTemplates, renderEmailTemplate } from '../../templates';
import type { DocumentSource } from './invoice.document';

export interface Related {
  type: string;
  id: number;
}

type SendBody = z.output<typeof sendDocumentEmailBodySchema>;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The typed text as simple HTML paragraphs (blank lines part paragraphs, single breaks stay). */
export function bodyHtml(text: string): string {
  const paragraphs = text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222">${paragraphs}</body></html>`;
}

function idempotencyKey(ctx: RouteContext<unknown, unknown, unknown>, related: Related): string | null {
  const raw = ctx.req.headers['idempotency-key'];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return key ? `document:${related.type}:${related.id}:${key.slice(0, 150)}` : null;
}

/** Renders the PDF and queues the message; a retry with the same Idempotency-Key queues nothing new. */
export async function sendDocument(
  ctx: RouteContext<unknown, unknown, unknown>,
  src: DocumentSource,
  body: SendBody,
  related: Related,
): Promise<SentDocumentEmail> {
  const pdf = await renderDocument(src.document);
  const cc = body.cc ?? [];
  const queued = await queueMail(
    ctx.db,
    {
      to: body.to,
      cc,
      subject: body.subject,
      text: body.body,
      html: bodyHtml(body.body),
      attachments: [{ filename: src.fileName, contentType: 'application/pdf', content: pdf }],
      relatedType: related.type,
      relatedId: related.id,
      idempotencyKey: idempotencyKey(ctx, related),
    },
    { userId: ctx.user.id },
  );
  if (!queued.duplicate)
    await ctx.audit({
      entity: related.type,
      entityId: related.id,
      action: 'email',
      after: {
        to: body.to,
        cc,
        subject: body.subject,
        messageId: queued.id,
        templateId: body.templateId ?? null,
      },
    });
  return {
    messageId: queued.id,
    status: 'queued',
    to: body.to,
    cc,
    subject: body.subject,
    attachment: src.fileName,
    duplicate: queued.duplicate,
  };
}

/**
 * The modal's starting point: the recipient on file and the subject and body rendered from the chosen e-mail
 * template, else the type's default template, else a plain "Invoice 1042 from Company".
 */
export async function emailDraft(
  db: Db,
  src: DocumentSource,
  templateId?: number,
): Promise<DocumentEmailDraft> {
  const { templateType, recordType, recordId } = src.merge;
  const [templates, fallback] = await Promise.all([
    listEmailTemplates(db, { isActive: true, type: templateType }),
    templateId ? templateId : defaultEmailTemplateId(db, templateType),
  ]);
  const base = {
    to: src.email ? [src.email] : [],
    attachment: src.fileName,
    templates: templates.map((t) => ({ id: t.id, name: t.name })),
  };
  if (!fallback)
    return {
      ...base,
      templateId: null,
      subject: `${src.label} from ${src.companyName}`,
      body: `Hello,\n\nPlease find ${src.label} attached.\n\nThank you,\n${src.companyName}`,
    };
  const rendered = await renderEmailTemplate(db, fallback, recordType, recordId);
  return { ...base, templateId: fallback, subject: rendered.subject, body: rendered.text };
}

/** What was sent about a document, newest first (the outbox filtered by its related record). */
export async function documentEmails(db: Db, related: Related): Promise<MailMessageRow[]> {
  const found = await searchOutbox(db, {
    relatedType: related.type,
    relatedId: related.id,
    offset: 0,
    limit: 100,
  });
  return found.data;
}
