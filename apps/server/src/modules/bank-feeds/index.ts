import type { FastifyInstance } from 'fastify';
import { runSyncJob, SCHEDULE_CRON, SCHEDULE_JOB, SYNC_JOB, scheduleSyncs } from './bank-feeds.jobs';
import { bankFeedRoutes } from './bank-feeds.routes';
import { startBankFeeds } from './bank-feeds.runtime';
import { bankFeedTransactionRoutes } from './bank-feeds.transactions.routes';
import { webhookRoutes } from './bank-feeds.webhook';

/**
 * The bank feed (issue 21, spec 1 §7.14 Bank link): bank logins linked through Plaid (or the offline demo
 * feed), their accounts linked to bank accounts, and their transactions synced into banking's bank
 * transactions (source Feed). docs/banking.md, Bank feed; docs/decisions/030-bank-feed-link.md.
 */
export async function bankFeedsModule(app: FastifyInstance) {
  const { config, database, queue } = app.platform;
  app.addHook('onReady', async () => startBankFeeds(database.db, config));
  await bankFeedRoutes(app);
  await bankFeedTransactionRoutes(app);
  await webhookRoutes(app);
  queue.define({ name: SYNC_JOB, handler: (data) => runSyncJob(database.db, data) });
  queue.define({
    name: SCHEDULE_JOB,
    cron: SCHEDULE_CRON,
    handler: async () => {
      await scheduleSyncs(database.db, queue);
    },
  });
}

export { scheduleSyncs } from './bank-feeds.jobs';
export { bankFeed, useBankFeed } from './bank-feeds.runtime';
export { syncItem } from './bank-feeds.sync';
export * from './bank-feeds.table';
