import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { Queue } from '../../platform/queue';
import { queueSync } from './bank-feeds.accounts';
import { type SyncTrigger, syncQuietly } from './bank-feeds.sync';
import { bankFeedItems } from './bank-feeds.table';

export { SYNC_JOB } from './bank-feeds.accounts';
export const SCHEDULE_JOB = 'bank-feeds.schedule';
/** Every 6 hours (UTC), off the hour. */
export const SCHEDULE_CRON = '23 */6 * * *';

const TRIGGERS = new Set<SyncTrigger>(['Manual', 'Webhook', 'Schedule', 'Link']);

/** `bank-feeds.sync`: one item. Failures are recorded on the item by the sync and never retried here. */
export async function runSyncJob(db: Db, data: unknown): Promise<void> {
  const { itemId, trigger } = (data ?? {}) as { itemId?: unknown; trigger?: unknown };
  if (typeof itemId !== 'number' || !Number.isInteger(itemId)) return;
  await syncQuietly(db, itemId, TRIGGERS.has(trigger as SyncTrigger) ? (trigger as SyncTrigger) : 'Schedule');
}

/** `bank-feeds.schedule`: a sync of every Connected item, each its own job. */
export async function scheduleSyncs(db: Db, queue: Queue): Promise<number> {
  const items = await db
    .select({ id: bankFeedItems.id })
    .from(bankFeedItems)
    .where(eq(bankFeedItems.status, 'Connected'));
  for (const item of items) await queueSync(db, queue, item.id, 'Schedule');
  return items.length;
}
