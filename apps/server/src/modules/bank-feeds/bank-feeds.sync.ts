import type { BankFeedSync, SyncProblem } from '@fieldline/contracts/banking/bank-feeds.contract';
import { toDecimal } from '@fieldline/contracts/common/money';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { BankAccount, BankItem, BankTransaction, SyncResult } from '../../integrations/bank-feed';
import type { Db } from '../../platform/db/database';
import { loggableError, ruleViolation } from '../../platform/errors';
import { bankTransactions } from '../banking';
import { failureOf, isProviderError, providerError } from './bank-feeds.errors';
import { feedOf, itemRow, tokenOf, toSync } from './bank-feeds.items-read';
import { CHUNK, importKeyOf, type NewRow, rowOf, saveAccounts } from './bank-feeds.rows';
import { bankFeedAccounts, bankFeedItems, bankFeedSyncs } from './bank-feeds.table';

export type SyncTrigger = BankFeedSync['trigger'];
type ItemRow = typeof bankFeedItems.$inferSelect;
type TxnRow = typeof bankTransactions.$inferSelect;

/** A sync keeps at most this many per-transaction problems. */
const MAX_PROBLEMS = 100;
/** Pulls started again when another sync of the item committed first (its cursor moved meanwhile). */
const RACE_ATTEMPTS = 3;
/** Warnings a successful sync leaves in place (the login still works, but not for long). */
const STANDING_WARNINGS = new Set(['PENDING_EXPIRATION', 'PENDING_DISCONNECT']);

/**
 * Pulls every change since the item's cursor from the provider and applies it to the books in one
 * transaction with the new cursor. The provider is called outside any transaction (`db` is the database);
 * when it fails, the failure is recorded (a Failed sync, the item's error, LoginRequired when the bank needs
 * the user) and thrown as the caller's answer (422/502/503).
 */
export async function syncItem(
  db: Db,
  itemId: number,
  trigger: SyncTrigger,
  opts: { withDetails?: boolean } = {},
): Promise<BankFeedSync> {
  const started = new Date().toISOString();
  for (let attempt = 1; ; attempt++) {
    const item = await itemRow(db, itemId);
    if (item.status === 'Disconnected')
      throw ruleViolation(
        'The bank login is disconnected; link it again to sync it.',
        'BANK_FEED_DISCONNECTED',
      );
    const feed = feedOf(item);
    let pulled: Pulled;
    try {
      const token = tokenOf(item);
      const details = opts.withDetails ? await feed.getItem(token) : null;
      const accounts = await feed.getAccounts(token);
      pulled = { details, accounts, changes: await feed.syncAll(token, item.cursor) };
    } catch (err) {
      await recordFailure(db, item, trigger, started, err);
      throw providerError(err, feed);
    }
    let done: BankFeedSync | null;
    try {
      done = await db.transaction((tx) =>
        apply(tx as unknown as Db, item, trigger, started, pulled, attempt >= RACE_ATTEMPTS),
      );
    } catch (err) {
      await recordFailure(db, item, trigger, started, err);
      throw err;
    }
    if (done) return done;
  }
}

/** The background sync (queue job, webhook): a failure is recorded and logged, never thrown to the queue. */
export async function syncQuietly(db: Db, itemId: number, trigger: SyncTrigger): Promise<void> {
  try {
    await syncItem(db, itemId, trigger);
  } catch {
    // Recorded on the item and in its sync history (and logged when it was Fieldline's own failure);
    // an item gone or disconnected meanwhile has nothing to sync.
  }
}

async function recordFailure(db: Db, item: ItemRow, trigger: SyncTrigger, started: string, err: unknown) {
  const { code, message } = failureOf(err);
  if (!isProviderError(err)) console.error('bank feed sync failed', item.id, loggableError(err));
  try {
    await db.insert(bankFeedSyncs).values({
      itemId: item.id,
      trigger,
      startedDate: started,
      finishedDate: new Date().toISOString(),
      status: 'Failed',
      errorCode: code,
      errorMessage: message,
    });
    await db
      .update(bankFeedItems)
      .set({
        errorCode: code,
        errorMessage: message,
        modifiedDate: sql`now()`,
        ...(code === 'ITEM_LOGIN_REQUIRED' ? { status: 'LoginRequired' } : {}),
      })
      .where(and(eq(bankFeedItems.id, item.id), sql`${bankFeedItems.status} <> 'Disconnected'`));
  } catch (again) {
    console.error('bank feed sync failure not recorded', item.id, loggableError(again));
  }
}

interface Counts {
  added: number;
  modified: number;
  removed: number;
  pending: number;
  unlinked: number;
}

type Pulled = { details: BankItem | null; accounts: BankAccount[]; changes: SyncResult };

/**
 * The pulled changes applied under the item's row lock, with the new cursor. When another sync moved the
 * cursor while this one was pulling, its changes may be stale: null (pull again), or, after the last
 * attempt, a sync that changed nothing (the other one brought the changes).
 */
async function apply(
  tx: Db,
  item: ItemRow,
  trigger: SyncTrigger,
  started: string,
  pulled: Pulled,
  lastAttempt: boolean,
): Promise<BankFeedSync | null> {
  const [locked] = await tx.select().from(bankFeedItems).where(eq(bankFeedItems.id, item.id)).for('update');
  const counts: Counts = { added: 0, modified: 0, removed: 0, pending: 0, unlinked: 0 };
  const problems: SyncProblem[] = [];
  if (locked.status === 'Disconnected') return null;
  const raced = locked.cursor !== item.cursor;
  if (raced && !lastAttempt) return null;
  if (!raced) {
    await saveAccounts(tx, item.id, pulled.accounts);
    const linked = new Map(
      (
        await tx
          .select({ account: bankFeedAccounts.providerAccountId, bank: bankFeedAccounts.bankAccountId })
          .from(bankFeedAccounts)
          .where(and(eq(bankFeedAccounts.itemId, item.id), isNotNull(bankFeedAccounts.bankAccountId)))
      ).map((r) => [r.account, r.bank as number]),
    );
    const ctx = { tx, linked, counts, problems };
    await addTransactions(ctx, pulled.changes.added);
    await modifyTransactions(ctx, pulled.changes.modified);
    await removeTransactions(
      ctx,
      pulled.changes.removed.map((r) => r.transactionId),
    );
    const d = pulled.details;
    const keepWarning = locked.errorCode !== null && STANDING_WARNINGS.has(locked.errorCode);
    await tx
      .update(bankFeedItems)
      .set({
        cursor: pulled.changes.nextCursor || null,
        lastSyncDate: sql`now()`,
        modifiedDate: sql`now()`,
        ...(keepWarning ? {} : { status: 'Connected', errorCode: null, errorMessage: null }),
        ...(d
          ? {
              institutionId: d.institutionId,
              institutionName: d.institutionName,
              webhookUrl: d.webhook,
            }
          : {}),
      })
      .where(eq(bankFeedItems.id, item.id));
  }
  const [row] = await tx
    .insert(bankFeedSyncs)
    .values({
      itemId: item.id,
      trigger,
      startedDate: started,
      finishedDate: new Date().toISOString(),
      status: 'Ok',
      ...counts,
      problems: problems.slice(0, MAX_PROBLEMS),
    })
    .returning();
  return toSync(row);
}

interface ApplyContext {
  tx: Db;
  /** Provider account id → the Fieldline bank account it is linked to. */
  linked: Map<string, number>;
  counts: Counts;
  problems: SyncProblem[];
}

/** Posted transactions of linked accounts, sorted from the rest (pending, accounts not linked, unreadable). */
function posted(ctx: ApplyContext, list: BankTransaction[]): NewRow[] {
  const rows: NewRow[] = [];
  for (const t of list) {
    if (t.pending) ctx.counts.pending++;
    else if (!ctx.linked.has(t.accountId)) ctx.counts.unlinked++;
    else {
      const made = rowOf(t, ctx.linked.get(t.accountId) as number);
      if (made.row) rows.push(made.row);
      else problem(ctx, 'TRANSACTION_UNREADABLE', made.problem, t.transactionId, null);
    }
  }
  return rows;
}

async function insertRows(ctx: ApplyContext, rows: NewRow[]) {
  for (let i = 0; i < rows.length; i += CHUNK)
    ctx.counts.added += (
      await ctx.tx
        .insert(bankTransactions)
        .values(rows.slice(i, i + CHUNK))
        .onConflictDoNothing()
        .returning({ id: bankTransactions.id })
    ).length;
}

const addTransactions = (ctx: ApplyContext, list: BankTransaction[]) => insertRows(ctx, posted(ctx, list));

/** The feed's rows already in the books for these import keys, on the item's linked bank accounts. */
async function existing(ctx: ApplyContext, keys: string[]): Promise<TxnRow[]> {
  const banks = [...new Set(ctx.linked.values())];
  if (!banks.length || !keys.length) return [];
  const found: TxnRow[] = [];
  for (let i = 0; i < keys.length; i += CHUNK)
    found.push(
      ...(await ctx.tx
        .select()
        .from(bankTransactions)
        .where(
          and(
            inArray(bankTransactions.bankAccountId, banks),
            inArray(bankTransactions.importKey, keys.slice(i, i + CHUNK)),
            eq(bankTransactions.source, 'Feed'),
          ),
        )),
    );
  return found;
}

/**
 * Changed transactions: an unmatched row takes the bank's new date, amount, payee and memo; a matched or
 * excluded one is left as it is and the change is reported. One the books do not have yet is added.
 */
async function modifyTransactions(ctx: ApplyContext, list: BankTransaction[]) {
  const rows = posted(ctx, list);
  const have = new Map(
    (
      await existing(
        ctx,
        rows.map((r) => r.importKey),
      )
    ).map((r) => [`${r.bankAccountId}|${r.importKey}`, r]),
  );
  const missing: NewRow[] = [];
  const changed: { id: number; row: NewRow }[] = [];
  for (const row of rows) {
    const old = have.get(`${row.bankAccountId}|${row.importKey}`);
    if (!old) missing.push(row);
    else if (
      old.txnDate === row.txnDate &&
      toDecimal(old.amount).equals(row.amount) &&
      old.payee === row.payee &&
      old.memo === row.memo &&
      old.reference === row.reference
    )
      continue;
    else if (old.status === 'Unmatched') changed.push({ id: old.id, row });
    else
      problem(
        ctx,
        old.status === 'Matched' ? 'CHANGED_WHILE_MATCHED' : 'CHANGED_WHILE_EXCLUDED',
        `The bank changed a transaction that is ${old.status.toLowerCase()}: ${describe(old)} is now ${row.txnDate} ${row.amount} ${row.payee}. It was left as it was.`,
        row.bankId,
        old.id,
      );
  }
  for (let i = 0; i < changed.length; i += CHUNK) {
    const values = sql.join(
      changed
        .slice(i, i + CHUNK)
        .map(
          ({ id, row: r }) =>
            sql`(${id}::int, ${r.txnDate}::date, ${r.amount}::numeric, ${r.payee}, ${r.memo}, ${r.reference}::text)`,
        ),
      sql`, `,
    );
    const updated = await ctx.tx.execute(sql`update bank_transactions as b
      set txn_date = v.d, amount = v.a, payee = v.p, memo = v.m, reference = v.r
      from (values ${values}) as v(id, d, a, p, m, r)
      where b.id = v.id and b.status = 'Unmatched'
      returning b.id`);
    ctx.counts.modified += rowCount(updated);
  }
  await insertRows(ctx, missing);
}

/**
 * Removed transactions: an unmatched or excluded row is deleted; a matched one stays (its match is in the
 * books) and is reported. A pending transaction's removal (it posted, or fell away) finds nothing.
 */
async function removeTransactions(ctx: ApplyContext, ids: string[]) {
  const rows = await existing(ctx, ids.map(importKeyOf));
  const gone: number[] = [];
  for (const r of rows) {
    if (r.status === 'Matched')
      problem(
        ctx,
        'REMOVED_WHILE_MATCHED',
        `The bank removed a transaction that is matched: ${describe(r)}. It was kept; unmatch and exclude it if the bank no longer shows it.`,
        r.bankId,
        r.id,
      );
    else gone.push(r.id);
  }
  for (let i = 0; i < gone.length; i += CHUNK)
    ctx.counts.removed += (
      await ctx.tx
        .delete(bankTransactions)
        .where(and(inArray(bankTransactions.id, gone.slice(i, i + CHUNK)), whereNotMatched))
        .returning({ id: bankTransactions.id })
    ).length;
}

const whereNotMatched: SQL = sql`${bankTransactions.status} <> 'Matched'`;

const describe = (r: TxnRow) =>
  `${r.txnDate} ${r.amount}${r.payee ? ` ${r.payee}` : ''} (bank transaction ${r.id})`;

function problem(
  ctx: ApplyContext,
  code: string,
  message: string,
  transactionId: string | null,
  bankTransactionId: number | null,
) {
  if (ctx.problems.length < MAX_PROBLEMS)
    ctx.problems.push({ code, message, transactionId, bankTransactionId });
}

const rowCount = (result: unknown) => (result as { rows?: unknown[] }).rows?.length ?? 0;
