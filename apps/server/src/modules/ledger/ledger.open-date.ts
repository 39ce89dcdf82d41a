import { formatDate } from '@fieldline/contracts/common/dates';
import type { SourceType } from '@fieldline/contracts/ledger/ledger.constants';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { defaultCompanyId, periodCovering, reverseEntry } from './ledger.posting';
import { journalEntries } from './ledger.table';

/** Where a posting asked for `requested` lands: the same day, or the first open day after closed periods. */
export interface PostingDate {
  requested: string;
  postedOn: string;
  /** Names of the closed periods skipped ("Mar 2026"), empty when the date's period is open. */
  closedPeriods: string[];
  /** "Mar 2026 is closed; the void will be posted on 04/01/2026." or null when nothing moves. */
  notice: string | null;
}

const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The first day on or after `date` whose calendar period is open, with the closed periods stepped over.
 * Reversals of documents dated in a closed month post there instead of being refused.
 */
export async function firstOpenDateOnOrAfter(
  db: Db,
  companyId: number,
  date: string,
  opts: { create?: boolean } = {},
): Promise<{ date: string; closedPeriods: string[] }> {
  const closed: string[] = [];
  let d = date;
  // Bounded: ten years of monthly periods is far more than any company keeps closed ahead.
  for (let i = 0; i < 120; i++) {
    const p = await periodCovering(db, companyId, d, opts.create ?? true);
    if (!p) return { date: d, closedPeriods: closed };
    if (!p.isClosed) return { date: d, closedPeriods: closed };
    closed.push(p.name);
    d = nextDay(p.endDate);
  }
  throw ruleViolation(`No open calendar period follows ${formatDate(date)}.`);
}

const periodList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** The posting date for a void/reversal asked for `date`, and the sentence that tells the user. */
export async function postingDateFor(
  db: Db,
  date: string,
  opts: { what?: string; companyId?: number; create?: boolean } = {},
): Promise<PostingDate> {
  const what = opts.what ?? 'the void';
  const company = opts.companyId ?? (await defaultCompanyId(db));
  const open = await firstOpenDateOnOrAfter(db, company, date, { create: opts.create });
  const notice = open.closedPeriods.length
    ? `${periodList(open.closedPeriods)} ${open.closedPeriods.length > 1 ? 'are' : 'is'} closed; ${what} will be posted on ${formatDate(open.date)}.`
    : null;
  return { requested: date, postedOn: open.date, closedPeriods: open.closedPeriods, notice };
}

/** "The void date 01/05/2026 is before invoice 10045's date 02/01/2026." */
export function dateBeforeMessage(what: string, date: string, documentLabel: string, documentDate: string) {
  return `The ${what} date ${formatDate(date)} is before ${documentLabel}'s date ${formatDate(documentDate)}.`;
}

/** Refuses `date` earlier than the document's own date (a void, payment or application of it). */
export function assertNotBefore(what: string, date: string, documentLabel: string, documentDate: string) {
  if (date < documentDate) throw ruleViolation(dateBeforeMessage(what, date, documentLabel, documentDate));
}

export interface DocumentReversal {
  /** The entry that undoes the document (a new one, or the hand reversal made earlier); null when none. */
  entryId: number | null;
  posting: PostingDate;
}

/**
 * Undoes a document's journal entry for a void or unapproval: what is not yet undone is reversed on the
 * first open day on or after `date`. An entry reversed by hand earlier (data from before documents owned
 * their entries) posts nothing new; adjustments made to it by hand that still stand are reversed too.
 */
export async function reverseDocumentEntry(
  db: Db,
  entryId: number,
  opts: { date: string; memo: string; userId: number | null; sourceType: SourceType; sourceId: number },
): Promise<DocumentReversal> {
  const [orig] = await db.select().from(journalEntries).where(eq(journalEntries.id, entryId)).for('update');
  if (!orig) throw notFound('journal entry');
  const posting = await postingDateFor(db, opts.date, { companyId: orig.companyId });
  const adjustments = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(and(eq(journalEntries.adjustsEntryId, orig.id), isNull(journalEntries.reversedByEntryId)))
    .orderBy(asc(journalEntries.id));
  const pending = [...(orig.reversedByEntryId ? [] : [orig.id]), ...adjustments.map((a) => a.id)];
  let first: number | null = orig.reversedByEntryId ?? null;
  for (const id of pending) {
    const rev = await reverseEntry(db, id, {
      entryDate: posting.postedOn,
      memo: opts.memo,
      userId: opts.userId,
      sourceType: opts.sourceType,
      sourceId: opts.sourceId,
    });
    first ??= rev.id;
  }
  return { entryId: first, posting: pending.length ? posting : { ...posting, notice: null } };
}

export const postingDateSchema = z.object({
  requested: z.string(),
  postedOn: z.string(),
  closedPeriods: z.array(z.string()),
  notice: z.string().nullable(),
});

/** GET /v1/ledger/posting-date?date=: where a void dated `date` would post, for confirmation dialogs. */
export async function openDateRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/ledger/posting-date',
    // Only says whether periods are open; every user who can void a document may ask.
    access: 'signedIn',
    tags: ['Ledger'],
    query: z.object({ date: z.iso.date() }),
    summary:
      'Where a void or reversal dated `date` posts: that day, or the first open day after closed periods',
    response: postingDateSchema,
    handler: ({ db, query }) => postingDateFor(db, query.date, { create: false }),
  });
}
