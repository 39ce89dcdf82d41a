import type { FastifyInstance } from 'fastify';
import { setPostedDepreciationReader } from '../assets';
import { registerEntryDocument } from '../ledger';
import { companyToday } from '../organization';
import { depreciationRoutes } from './asset-depreciation.routes';
import { postedByAsset } from './asset-depreciation.service';
import { postDueDepreciation } from './depreciation.posting';

// The assets module shows book values through this reader (money layer below it would be a cycle).
setPostedDepreciationReader(postedByAsset);

/** Asset depreciation schedules and their postings to the ledger (issue 19). */
export async function assetDepreciationModule(app: FastifyInstance) {
  await depreciationRoutes(app);
  // A posted depreciation entry is undone through the schedule, not reversed by hand.
  registerEntryDocument(['Depreciation'], async () => ({
    label: 'asset depreciation',
    action: "Change the asset's depreciation schedule instead.",
  }));
  const db = app.platform.database.db;
  app.platform.queue.define({
    name: 'assets.post-depreciation',
    cron: '40 2 * * *',
    handler: async () => {
      await db.transaction(async (tx) => {
        await postDueDepreciation(tx, await companyToday(tx), null);
      });
    },
  });
}

export * from './asset-depreciation.table';
export { postDueDepreciation } from './depreciation.posting';
export { buildSchedule } from './depreciation.schedule';
