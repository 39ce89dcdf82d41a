import { NO_EMAIL_ADDRESS } from '@fieldline/contracts/statements/statements.contract';
import { and, asc, between, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { safeFileName } from '../../platform/pdf';
import { queueMail } from '../mail';
import { statementEmail } from './statement-email';
import { type ChunkStatement, loadDetails, type StatementDetail } from './statements.detail';
import { renderStatements } from './statements.render-pool';
import { statementBatches, statements } from './statements.table';

export const STATEMENT_RENDER_JOB = 'statements.render';
/** Statements per render job: big enough that the per-chunk queries are few, small enough to spread over workers. */
export const CHUNK_SIZE = 250;

export interface RenderJobData {
  batchId: number;
  fromId: number;
  toId: number;
}

const UNFINISHED = ['pending', 'inProgress'];

/**
 * Renders one chunk of a batch: loads the chunk's detail in a few queries, writes each statement's PDF,
 * queues its e-mail (the PDF attached) and records each delivery's state. Idempotent: only deliveries
 * still pending or in progress are done, and the e-mail's idempotency key is the statement, so a job run
 * twice never queues a second message.
 */
export async function renderChunk(db: Db, job: RenderJobData): Promise<void> {
  const [batch] = await db.select().from(statementBatches).where(eq(statementBatches.id, job.batchId));
  if (!batch) return;
  const rows = await db
    .update(statements)
    .set({
      printState: sql`case when ${statements.printState} = 'pending' then 'inProgress' else ${statements.printState} end`,
      emailState: sql`case when ${statements.emailState} = 'pending' then 'inProgress' else ${statements.emailState} end`,
      modifiedDate: sql`now()`,
    })
    .where(
      and(
        eq(statements.batchId, job.batchId),
        between(statements.id, job.fromId, job.toId),
        or(inArray(statements.printState, UNFINISHED), inArray(statements.emailState, UNFINISHED)),
      ),
    )
    .returning();
  if (!rows.length) return finishBatch(db, job.batchId);
  rows.sort((a, b) => a.id - b.id);
  const options = batch.options as { includeInvoices?: boolean; closedInvoices?: boolean };
  const details = await loadDetails(db, rows as ChunkStatement[], {
    remitOfficeId: batch.remitOfficeId,
    includeInvoices: options.includeInvoices !== false,
    closedInvoices: options.closedInvoices === true,
  });
  const done: Done[] = [];
  const pdfs = new Map<number, Buffer>();
  const rendered = await renderStatements(rows.map((s) => details.get(s.id) as StatementDetail));
  for (const [i, s] of rows.entries()) {
    const r: Done = {
      id: s.id,
      detail: details.get(s.id) as StatementDetail,
      print: s.printState,
      printError: null,
      email: s.emailState,
      emailError: null,
      mailId: null,
    };
    done.push(r);
    const { pdf, error } = rendered[i];
    if (pdf) {
      pdfs.set(s.id, pdf);
      if (r.print === 'inProgress') r.print = 'complete';
    } else {
      if (r.print === 'inProgress')
        [r.print, r.printError] = ['error', `The PDF could not be made: ${error}`];
      if (r.email === 'inProgress') [r.email, r.emailError] = ['error', 'The PDF could not be made.'];
    }
  }
  // One transaction for the chunk's e-mails and states: one commit instead of one per message.
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const [i, s] of rows.entries()) {
      const r = done[i];
      const pdf = pdfs.get(s.id);
      if (r.email !== 'inProgress' || !pdf) continue;
      if (!s.emailTo) {
        [r.email, r.emailError] = ['error', NO_EMAIL_ADDRESS];
        continue;
      }
      try {
        [r.email, r.mailId] = [
          'complete',
          await queueStatementMail(tx, batch, s.id, s.emailTo, r.detail, pdf),
        ];
      } catch (err) {
        // queueMail refuses bad input before writing anything, so the transaction goes on.
        [r.email, r.emailError] = ['error', mailRefusal(err)];
      }
    }
    await saveDone(tx, done);
  });
  await finishBatch(db, job.batchId);
}

async function queueStatementMail(
  db: Db,
  batch: typeof statementBatches.$inferSelect,
  statementId: number,
  emailTo: string,
  d: StatementDetail,
  pdf: Buffer,
): Promise<number> {
  const mail = await statementEmail(db, batch.emailTemplateId, statementId, d);
  const name = safeFileName(`Statement-${d.customer.accountNumber}-${d.statementDate}`);
  const queued = await queueMail(
    db,
    {
      to: emailTo.split(',').map((a) => a.trim()),
      ...mail,
      attachments: [{ filename: `${name}.pdf`, contentType: 'application/pdf', content: pdf }],
      relatedType: 'statement',
      relatedId: statementId,
      idempotencyKey: `statement-${statementId}`,
    },
    { userId: batch.createdBy },
  );
  return queued.id;
}

/** What queueMail refused, in words a person can act on (a bad address names it). */
function mailRefusal(err: unknown): string {
  const first = err instanceof AppError ? err.errors?.[0] : undefined;
  return (first ? `${first.message} (${first.field})` : (err as Error).message).slice(0, 500);
}

interface Done {
  id: number;
  detail: StatementDetail;
  print: string | null;
  printError: string | null;
  email: string | null;
  emailError: string | null;
  mailId: number | null;
}

/** Every statement of the chunk in one UPDATE ... FROM (values). */
async function saveDone(db: Db, done: Done[]): Promise<void> {
  if (!done.length) return;
  const values = sql.join(
    done.map(
      (r) =>
        sql`(${r.id}::int, ${JSON.stringify(r.detail)}::jsonb, ${r.print}::text, ${r.printError}::text, ${r.email}::text, ${r.emailError}::text, ${r.mailId}::int)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update statements s set detail = v.detail, print_state = v.print, print_error = v.print_error,
           email_state = v.email, email_error = v.email_error, mail_message_id = v.mail_id, modified_date = now()
      from (values ${values}) as v(id, detail, print, print_error, email, email_error, mail_id)
     where s.id = v.id`);
}

/** Marks the batch complete once no delivery is pending or in progress. */
export async function finishBatch(db: Db, batchId: number): Promise<void> {
  await db.execute(sql`
    update statement_batches b set status = 'Complete', completed_date = now()
     where b.id = ${batchId} and b.status <> 'Complete'
       and not exists (select 1 from statements s where s.batch_id = b.id
                        and (s.print_state in ('pending', 'inProgress') or s.email_state in ('pending', 'inProgress')))`);
}

/** The ids of a batch's statements cut into render jobs. */
export async function chunksOf(db: Db, batchId: number): Promise<RenderJobData[]> {
  const ids = (
    await db
      .select({ id: statements.id })
      .from(statements)
      .where(eq(statements.batchId, batchId))
      .orderBy(asc(statements.id))
  ).map((r) => r.id);
  const out: RenderJobData[] = [];
  for (let i = 0; i < ids.length; i += CHUNK_SIZE)
    out.push({ batchId, fromId: ids[i], toId: ids[Math.min(i + CHUNK_SIZE, ids.length) - 1] });
  return out;
}
