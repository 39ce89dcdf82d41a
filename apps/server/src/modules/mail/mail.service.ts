import { randomUUID } from 'node:crypto';
import { Messages } from '@fieldline/contracts/common/errors';
import {
  type MailEvent,
  type MailStatus,
  NOT_RETRYABLE,
  RETRYABLE_MAIL_STATUSES,
} from '@fieldline/contracts/mail/mail.contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { badRequest, fieldErrorsOf, notFound, ruleViolation } from '../../platform/errors';
import { mailRuntime } from './mail.runtime';
import { mailAttachments, mailMessages } from './mail.table';

export const MAIL_SEND_JOB = 'mail.send';

/** The job's data: the message and the attempt after which a temporary failure counts as final. */
export interface SendJobData {
  id: number;
  attemptLimit: number;
}

const address = z.string().trim().max(320).pipe(z.email('Enter a valid e-mail address.'));
const addresses = z.union([address, z.array(address)]).transform((a) => (Array.isArray(a) ? a : [a]));

const newMailSchema = z.object({
  to: addresses.refine((a) => a.length > 0, 'At least one recipient is required.'),
  cc: addresses.default([]),
  replyTo: address.nullish(),
  from: z.string().trim().min(3).max(320).nullish(),
  subject: z.string().trim().min(1, 'Required').max(998),
  html: z.string().nullish(),
  text: z.string().nullish(),
  attachments: z
    .array(
      z.object({
        filename: z.string().trim().min(1).max(255),
        contentType: z.string().trim().min(3).max(255).default('application/octet-stream'),
        content: z.instanceof(Buffer),
      }),
    )
    .default([]),
  relatedType: z.string().trim().max(50).nullish(),
  relatedId: z.int32().positive().nullish(),
  idempotencyKey: z.string().trim().min(1).max(200).nullish(),
});
export type NewMail = z.input<typeof newMailSchema>;

export interface QueuedMail {
  id: number;
  /** True when the idempotency key was already used: the first message is answered, nothing is added. */
  duplicate: boolean;
}

export const event = (attempt: number, status: MailStatus, detail: string | null): MailEvent => ({
  at: new Date().toISOString(),
  attempt,
  status,
  detail,
});

/** Appends events to a message's history (an SQL expression for `set`). */
export const appendHistory = (...events: MailEvent[]) =>
  sql`${mailMessages.history} || ${JSON.stringify(events)}::jsonb`;

/**
 * Puts a message in the outbox within the caller's transaction and queues its sending job in the same
 * transaction: if the caller rolls back, neither exists. Attachments are stored with the message.
 */
export async function queueMail(
  db: Db,
  input: NewMail,
  opts: { userId?: number | null } = {},
): Promise<QueuedMail> {
  const parsed = newMailSchema.safeParse(input);
  if (!parsed.success) throw badRequest(Messages.validation, fieldErrorsOf(parsed.error.issues, 'mail'));
  const m = parsed.data;
  const { config } = mailRuntime();
  const from = m.from || config.from;
  const [row] = await db
    .insert(mailMessages)
    .values({
      status: 'queued',
      idempotencyKey: m.idempotencyKey ?? null,
      messageId: `<${randomUUID()}@${domainOf(from)}>`,
      fromAddress: from,
      toAddresses: m.to,
      ccAddresses: m.cc,
      replyTo: m.replyTo ?? null,
      subject: m.subject,
      html: m.html ?? null,
      textBody: m.text ?? null,
      searchText: [m.subject, ...m.to, ...m.cc].join(' ').toLowerCase(),
      relatedType: m.relatedType ?? null,
      relatedId: m.relatedId ?? null,
      createdBy: opts.userId ?? null,
      history: [event(0, 'queued', null)],
    })
    .onConflictDoNothing({ target: mailMessages.idempotencyKey })
    .returning({ id: mailMessages.id });
  if (!row) {
    const [first] = await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.idempotencyKey, m.idempotencyKey as string));
    return { id: first.id, duplicate: true };
  }
  if (m.attachments.length)
    await db.insert(mailAttachments).values(
      m.attachments.map((a, position) => ({
        messageId: row.id,
        position,
        filename: a.filename,
        contentType: a.contentType,
        sizeBytes: a.content.length,
        content: a.content,
      })),
    );
  await enqueue(db, row.id, 0);
  return { id: row.id, duplicate: false };
}

/** Sends a held, failed or bounced message again (a new series of attempts). */
export async function retryMail(db: Db, id: number, userName: string): Promise<void> {
  const [row] = await db
    .update(mailMessages)
    .set({
      status: 'queued',
      leaseUntil: null,
      modifiedDate: sql`now()`,
      history: appendHistory(event(0, 'queued', `Sent again by ${userName}.`)),
    })
    .where(and(eq(mailMessages.id, id), inArray(mailMessages.status, [...RETRYABLE_MAIL_STATUSES])))
    .returning({ attempts: mailMessages.attempts });
  if (!row) {
    const [exists] = await db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(eq(mailMessages.id, id));
    if (!exists) throw notFound('message');
    throw ruleViolation(NOT_RETRYABLE);
  }
  await enqueue(db, id, row.attempts);
}

/** Messages left without a job this long are queued again (a job lost with a stopped queue, or given up). */
export const STALE_MINUTES = 30;

/**
 * Queues a job again for messages that wait without one: still 'queued' long after their last change, or
 * 'sending' past the lease (the job then records the unknown outcome). Jobs are idempotent, so a message
 * that did still have a job is not sent twice. Runs from a pg-boss schedule (index.ts).
 */
export async function requeueStaleMail(db: Db): Promise<number> {
  const stale = await db
    .select({ id: mailMessages.id, attempts: mailMessages.attempts })
    .from(mailMessages)
    .where(
      sql`(${mailMessages.status} = 'queued' and ${mailMessages.modifiedDate} < now() - make_interval(mins => ${STALE_MINUTES}))
        or (${mailMessages.status} = 'sending' and ${mailMessages.leaseUntil} < now())`,
    )
    .limit(500);
  for (const m of stale) await enqueue(db, m.id, m.attempts);
  return stale.length;
}

/**
 * The job goes in with the message. Without a running queue (a test app without workers) the message stays
 * queued; the app always starts its queue.
 */
async function enqueue(db: Db, id: number, attemptsSoFar: number): Promise<void> {
  const { queue, config } = mailRuntime();
  if (!queue.isRunning) return;
  const data: SendJobData = { id, attemptLimit: attemptsSoFar + config.retryLimit + 1 };
  await queue.send(db, MAIL_SEND_JOB, data, {
    retryLimit: config.retryLimit,
    retryDelay: config.retryDelaySeconds,
    retryBackoff: true,
    // A send takes at most a few minutes (smtp-transport.ts timeouts); pg-boss's 15-minute default is fine.
  });
}

/** The host part of a From address, for Message-IDs (`Name <a@b.com>` → b.com). */
function domainOf(from: string): string {
  const m = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return m ? m[1].toLowerCase() : 'fieldline.local';
}
