import { HELD_NO_SERVER, type MailStatus } from '@fieldline/contracts/mail/mail.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MailTransport, OutgoingMail, SendOutcome } from '../../integrations/mail';
import type { Db } from '../../platform/db/database';
import { reportBounced } from './mail.runtime';
import { appendHistory, event, type SendJobData } from './mail.service';
import { mailAttachments, mailMessages } from './mail.table';

/** How long a worker may hold a message while talking to the server (well over the transport's timeouts). */
export const LEASE_SECONDS = 300;

export const UNKNOWN_OUTCOME =
  'The worker stopped while sending this message: it may or may not have been delivered. Check with the recipient, then use Retry to send it again.';

export class TemporaryMailError extends Error {}

/**
 * One sending job. Idempotent: the message is claimed (queued → sending) by one worker at a time, and a
 * message that is sent, held, failed or bounced is left alone, so a job that runs twice never sends twice.
 * A message left 'sending' by a worker that died is not sent again on its own (it may have left): it is
 * marked failed with that explanation, for a person to decide. A temporary failure puts the message back to
 * queued and throws, so pg-boss retries it with backoff, until the attempt limit.
 */
export async function sendMailJob(db: Db, transport: MailTransport, job: SendJobData): Promise<void> {
  const claimed = await claim(db, job.id);
  if (!claimed) return;
  const attempt = claimed.attempts;
  const outcome = await transport.send(await outgoing(db, claimed));
  await record(db, job, attempt, outcome);
  if (outcome.kind === 'bounced' || outcome.kind === 'sent')
    await reportBounced(db, outcome.refused).catch(() => {});
  if (outcome.kind === 'temporary' && attempt < job.attemptLimit) throw new TemporaryMailError(outcome.error);
}

type Claimed = typeof mailMessages.$inferSelect;

async function claim(db: Db, id: number): Promise<Claimed | null> {
  const [current] = await db
    .select({ status: mailMessages.status, stale: sql<boolean>`${mailMessages.leaseUntil} < now()` })
    .from(mailMessages)
    .where(eq(mailMessages.id, id));
  if (!current) return null;
  if (current.status === 'sending') {
    if (!current.stale) throw new TemporaryMailError(`Message ${id} is being sent by another worker.`);
    await db
      .update(mailMessages)
      .set({
        status: 'failed',
        lastError: UNKNOWN_OUTCOME,
        leaseUntil: null,
        modifiedDate: sql`now()`,
        history: appendHistory(event(0, 'failed', UNKNOWN_OUTCOME)),
      })
      .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'sending')));
    return null;
  }
  if (current.status !== 'queued') return null;
  const [row] = await db
    .update(mailMessages)
    .set({
      status: 'sending',
      attempts: sql`${mailMessages.attempts} + 1`,
      leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      modifiedDate: sql`now()`,
    })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'queued')))
    .returning();
  return row ?? null;
}

async function outgoing(db: Db, m: Claimed): Promise<OutgoingMail> {
  const attachments = await db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.messageId, m.id))
    .orderBy(asc(mailAttachments.position));
  return {
    messageId: m.messageId,
    from: m.fromAddress,
    to: m.toAddresses,
    cc: m.ccAddresses,
    replyTo: m.replyTo,
    subject: m.subject,
    html: m.html,
    text: m.textBody,
    attachments,
  };
}

function resultOf(
  outcome: SendOutcome,
  attempt: number,
  limit: number,
): { status: MailStatus; error: string | null } {
  switch (outcome.kind) {
    case 'sent':
      return {
        status: 'sent',
        error: outcome.refused.length ? `Refused by the server: ${outcome.refused.join(', ')}` : null,
      };
    case 'held':
      return { status: 'held', error: HELD_NO_SERVER };
    case 'temporary':
      return attempt < limit
        ? { status: 'queued', error: outcome.error }
        : { status: 'failed', error: `Gave up after ${attempt} attempts: ${outcome.error}` };
    default:
      return { status: outcome.kind, error: outcome.error };
  }
}

/**
 * Writes what happened, guarded by the claim (still sending, same attempt). A server's acceptance is
 * written first and tried again if the database hiccups: losing it would make the message look unsent.
 */
async function record(db: Db, job: SendJobData, attempt: number, outcome: SendOutcome): Promise<void> {
  const { status, error } = resultOf(outcome, attempt, job.attemptLimit);
  const detail = outcome.kind === 'sent' ? (error ?? outcome.response) : error;
  const write = () =>
    db
      .update(mailMessages)
      .set({
        status,
        lastError: error,
        leaseUntil: null,
        modifiedDate: sql`now()`,
        ...(outcome.kind === 'sent' ? { sentDate: sql`now()`, serverResponse: outcome.response } : {}),
        history: appendHistory(event(attempt, status, detail)),
      })
      .where(
        and(
          eq(mailMessages.id, job.id),
          eq(mailMessages.status, 'sending'),
          eq(mailMessages.attempts, attempt),
        ),
      );
  for (let tries = 1; ; tries++) {
    try {
      await write();
      return;
    } catch (err) {
      if (outcome.kind !== 'sent' || tries >= 3) throw err;
      await new Promise((r) => setTimeout(r, 500 * tries));
    }
  }
}
