import { Messages } from '@fieldline/contracts/common/errors';
import {
  emailsOf,
  printsOf,
  REMIT_OFFICE_MESSAGE,
  type StatementBatch,
  type StatementBatchStats,
  type StatementOptionsInput,
  type StatementRow,
  statementOptionsSchema,
  TEMPLATE_MESSAGE,
} from '@fieldline/contracts/statements/statements.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { badRequest, fieldErrorsOf, notFound } from '../../platform/errors';
import type { Queue } from '../../platform/queue';
import { isStatementTemplate } from './statement-email';
import { insertBatchStatements, rowsOf } from './statements.compute';
import { chunksOf, finishBatch, STATEMENT_RENDER_JOB } from './statements.jobs';
import { statementBatches, statements } from './statements.table';

const today = () => new Date().toISOString().slice(0, 10);

/** The first day of the period: `months` months back from the statement date, the day after. */
export function periodStartOf(statementDate: string, months: number): string {
  const d = new Date(`${statementDate}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last) + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * Creates a batch: validates the options, chooses the customers and computes every statement in one
 * query (so the batch's counts are right from its first stats answer), then queues the render jobs.
 * A repeated `token` answers the batch that token made.
 */
export async function createBatch(
  db: Db,
  queue: Queue | null,
  input: StatementOptionsInput,
  opts: { userId: number | null; token?: string | null; context?: string; statementDate?: string },
): Promise<number> {
  const context = opts.context ?? 'body';
  const parsed = statementOptionsSchema.safeParse(input);
  if (!parsed.success) throw badRequest(Messages.validation, fieldErrorsOf(parsed.error.issues, context));
  const o = parsed.data;
  if (opts.token) {
    const [seen] = await db
      .select({ id: statementBatches.id })
      .from(statementBatches)
      .where(eq(statementBatches.token, opts.token));
    if (seen) return seen.id;
  }
  if (o.remitOffice != null) {
    const found = rowsOf(await db.execute(sql`select 1 from offices where id = ${o.remitOffice}`));
    if (!found.length)
      throw badRequest(Messages.validation, [{ field: 'remitOffice', message: REMIT_OFFICE_MESSAGE }]);
  }
  if (
    o.emailTemplate != null &&
    !(emailsOf(o.deliveryMethod) && (await isStatementTemplate(db, o.emailTemplate)))
  )
    throw badRequest(Messages.validation, [{ field: 'emailTemplate', message: TEMPLATE_MESSAGE }]);
  // Another date only for the demo and the benchmark (a batch run earlier); callers of the API get today.
  const statementDate = opts.statementDate ?? today();
  const periodStart = periodStartOf(statementDate, o.months ?? 1);
  const [batch] = await db
    .insert(statementBatches)
    .values({
      statementDate,
      periodStart,
      options: o,
      deliveryMethod: o.deliveryMethod,
      remitOfficeId: o.remitOffice ?? null,
      emailTemplateId: o.emailTemplate ?? null,
      token: opts.token || null,
      createdBy: opts.userId,
    })
    .returning({ id: statementBatches.id });
  await insertBatchStatements(db, {
    batchId: batch.id,
    statementDate,
    periodStart,
    openInvoices: o.openInvoices,
    closedInvoices: o.closedInvoices,
    credits: o.credits,
    contacts: o.contacts,
    locations: o.locations,
    overrideDayLock: o.overrideDayLock,
    print: printsOf(o.deliveryMethod),
    email: emailsOf(o.deliveryMethod),
  });
  const chunks = await chunksOf(db, batch.id);
  await db
    .update(statementBatches)
    .set({ customerCount: sql`(select count(*) from statements where batch_id = ${batch.id})` })
    .where(eq(statementBatches.id, batch.id));
  // Without a queue (the demo loader) the caller renders the chunks itself; without a running one (a test app
  // without workers) the statements stay pending. The app always starts its queue.
  if (queue?.isRunning)
    for (const chunk of chunks)
      await queue.send(db, STATEMENT_RENDER_JOB, chunk, { retryLimit: 3, retryDelay: 5 });
  if (!chunks.length) await finishBatch(db, batch.id);
  return batch.id;
}

const n = (state: 'print' | 'email', value?: string) =>
  value
    ? sql<number>`(count(*) filter (where ${sql.raw(`s.${state}_state`)} = ${value}))::int`
    : sql<number>`(count(*) filter (where ${sql.raw(`s.${state}_state`)} is not null))::int`;

const statsColumns = sql`
  b.id as "batchId", b.customer_count as "customerCount",
  ${n('print')} as "printCountTotal", ${n('print', 'pending')} as "printCountPending",
  ${n('print', 'inProgress')} as "printCountInProgress", ${n('print', 'complete')} as "printCountComplete",
  ${n('print', 'error')} as "printCountError",
  ${n('email')} as "emailCountTotal", ${n('email', 'pending')} as "emailCountPending",
  ${n('email', 'inProgress')} as "emailCountInProgress", ${n('email', 'complete')} as "emailCountComplete",
  ${n('email', 'error')} as "emailCountError"`;

type StatsRow = Omit<StatementBatchStats, 'statementCount'>;
const withCount = (r: StatsRow): StatementBatchStats => ({
  ...r,
  statementCount: r.printCountTotal + r.emailCountTotal,
});

/** Spec 3 §3 batch stats for one batch (statementCount counts deliveries: see the contract). */
export async function batchStats(db: Db, batchId: number): Promise<StatementBatchStats> {
  const [row] = rowsOf<StatsRow>(
    await db.execute(sql`select ${statsColumns} from statement_batches b
      left join statements s on s.batch_id = b.id where b.id = ${batchId} group by b.id`),
  );
  if (!row) throw notFound('statement batch');
  return withCount(row);
}

/** The batches, newest first, with their stats and options (the newest 200). */
export async function listBatches(db: Db): Promise<StatementBatch[]> {
  const rows = rowsOf<StatsRow & Record<string, unknown>>(
    await db.execute(sql`select ${statsColumns}, b.statement_date::text as "statementDate",
        b.period_start::text as "periodStart", b.status, b.error, b.options, b.created_date as "createdDate",
        nullif(trim(u.first_name || ' ' || u.last_name), '') as "createdBy"
      from (select * from statement_batches order by id desc limit 200) b
      left join statements s on s.batch_id = b.id
      left join users u on u.id = b.created_by
      group by b.id, b.customer_count, b.statement_date, b.period_start, b.status, b.error, b.options,
               b.created_date, u.first_name, u.last_name
      order by b.id desc`),
  );
  return rows.map((r) => ({
    ...withCount(r),
    id: r.batchId,
    statementDate: String(r.statementDate),
    periodStart: String(r.periodStart),
    status: String(r.status),
    error: (r.error as string | null) ?? null,
    options: r.options as Record<string, unknown>,
    createdDate: new Date(r.createdDate as string).toISOString(),
    createdBy: (r.createdBy as string | null) ?? null,
  }));
}

export async function listAllStats(db: Db): Promise<StatementBatchStats[]> {
  return (await listBatches(db)).map(
    ({ statementDate, periodStart, status, error, options, createdDate, createdBy, id, ...s }) => s,
  );
}

/** A page of a batch's statements with their figures and delivery states. */
export async function batchStatements(
  db: Db,
  batchId: number,
  offset: number,
  limit: number,
): Promise<StatementRow[]> {
  await batchStats(db, batchId);
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select s.id, s.customer_id, c.name, c.account_number, s.opening_balance::text as ob,
        s.activity::text as act, s.closing_balance::text as cb, s.current::text as cur, s.days_1_30::text as d30,
        s.days_31_60::text as d60, s.days_61_90::text as d90, s.over_90::text as o90, s.print_state, s.print_error,
        s.email_state, s.email_error, s.email_to
      from statements s join customers c on c.id = s.customer_id
     where s.batch_id = ${batchId} order by s.id offset ${offset} limit ${limit}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    customer: { id: Number(r.customer_id), name: String(r.name), accountNumber: String(r.account_number) },
    openingBalance: String(r.ob),
    activity: String(r.act),
    closingBalance: String(r.cb),
    current: String(r.cur),
    days1to30: String(r.d30),
    days31to60: String(r.d60),
    days61to90: String(r.d90),
    over90: String(r.o90),
    printState: (r.print_state as StatementRow['printState']) ?? null,
    printError: (r.print_error as string | null) ?? null,
    emailState: (r.email_state as StatementRow['emailState']) ?? null,
    emailError: (r.email_error as string | null) ?? null,
    emailTo: (r.email_to as string | null) ?? null,
  }));
}

/** The printed statements' snapshots of a batch, in print order, a page of them at a time. */
export async function printedDetails(db: Db, batchId: number, afterId: number, limit: number) {
  return db
    .select({ id: statements.id, detail: statements.detail })
    .from(statements)
    .where(
      and(
        eq(statements.batchId, batchId),
        eq(statements.printState, 'complete'),
        sql`${statements.id} > ${afterId}`,
      ),
    )
    .orderBy(asc(statements.id))
    .limit(limit);
}

export async function findBatch(db: Db, batchId: number) {
  const [b] = await db.select().from(statementBatches).where(eq(statementBatches.id, batchId));
  if (!b) throw notFound('statement batch');
  return b;
}
