import type { SearchResult } from '@fieldline/contracts/common/pagination';
import type { MailMessage, MailMessageRow, MailStatus } from '@fieldline/contracts/mail/mail.contract';
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { mailAttachments, mailMessages } from './mail.table';

export interface OutboxFilter {
  query?: string;
  status?: MailStatus | MailStatus[];
  relatedType?: string;
  relatedId?: number;
  offset: number;
  limit: number;
}

const attachmentCount = sql<number>`(select count(*)::int from ${mailAttachments} a where a.message_id = ${mailMessages.id})`;

const rowColumns = {
  id: mailMessages.id,
  status: mailMessages.status,
  from: mailMessages.fromAddress,
  to: mailMessages.toAddresses,
  cc: mailMessages.ccAddresses,
  subject: mailMessages.subject,
  attempts: mailMessages.attempts,
  lastError: mailMessages.lastError,
  relatedType: mailMessages.relatedType,
  relatedId: mailMessages.relatedId,
  attachmentCount,
  createdDate: mailMessages.createdDate,
  createdBy: mailMessages.createdBy,
  sentDate: mailMessages.sentDate,
};

type Row = { [K in keyof typeof rowColumns]: unknown };

function rowOut(r: Row): MailMessageRow {
  return {
    ...(r as MailMessageRow),
    attachmentCount: Number(r.attachmentCount),
    createdDate: toIso(r.createdDate as string),
    sentDate: r.sentDate ? toIso(r.sentDate as string) : null,
  };
}

/** The outbox, newest first; `query` finds words of the subject or a recipient (trigram index). */
export async function searchOutbox(db: Db, f: OutboxFilter): Promise<SearchResult<MailMessageRow>> {
  const statuses = f.status === undefined ? [] : Array.isArray(f.status) ? f.status : [f.status];
  const text = f.query?.trim().toLowerCase();
  const where = and(
    statuses.length ? inArray(mailMessages.status, statuses) : undefined,
    text ? ilike(mailMessages.searchText, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    f.relatedType ? eq(mailMessages.relatedType, f.relatedType) : undefined,
    f.relatedId ? eq(mailMessages.relatedId, f.relatedId) : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(rowColumns)
      .from(mailMessages)
      .where(where)
      .orderBy(desc(mailMessages.createdDate), desc(mailMessages.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(mailMessages).where(where),
  ]);
  return { data: rows.map(rowOut), count_filtered: Number(total[0].n) };
}

export async function getMailMessage(db: Db, id: number): Promise<MailMessage> {
  const [m] = await db
    .select({
      ...rowColumns,
      replyTo: mailMessages.replyTo,
      html: mailMessages.html,
      text: mailMessages.textBody,
      messageId: mailMessages.messageId,
      serverResponse: mailMessages.serverResponse,
      history: mailMessages.history,
    })
    .from(mailMessages)
    .where(eq(mailMessages.id, id));
  if (!m) throw notFound('message');
  const attachments = await db
    .select({
      id: mailAttachments.id,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      sizeBytes: mailAttachments.sizeBytes,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.messageId, id))
    .orderBy(asc(mailAttachments.position));
  const { replyTo, html, text: body, messageId, serverResponse, history, ...row } = m;
  return {
    ...rowOut(row),
    replyTo,
    html,
    text: body,
    messageId,
    serverResponse,
    history: history ?? [],
    attachments,
  };
}

export async function getMailAttachment(db: Db, messageId: number, attachmentId: number) {
  const [a] = await db
    .select()
    .from(mailAttachments)
    .where(and(eq(mailAttachments.id, attachmentId), eq(mailAttachments.messageId, messageId)));
  if (!a) throw notFound('attachment');
  return a;
}
