import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { registerDocumentSource } from '../documents';
import { assetDocumentSource } from './assets.documents';
import { assetRoutes } from './assets.routes';
import { listGroups, listStatuses, listTypes } from './assets.service';

/** Company assets (issue 19): asset records, groups, types, statuses, transfers and the change check. */
export async function assetsModule(app: FastifyInstance) {
  await assetRoutes(app);
  registerDocumentSource('Asset', assetDocumentSource);
  registerLookup('assettypes', 'signedIn', async (db) =>
    (await listTypes(db)).filter((t) => t.isActive).map((t) => ({ id: t.id, name: t.name })),
  );
  registerLookup('assetstatuses', 'signedIn', async (db) =>
    (await listStatuses(db))
      .filter((s) => s.isActive)
      .map((s) => ({ id: s.id, name: s.name, isAvailable: s.isAvailable })),
  );
  registerLookup('assetgroups', 'signedIn', async (db) =>
    (await listGroups(db)).filter((g) => g.isActive).map((g) => ({ id: g.id, name: g.name })),
  );
}

export { postedDepreciation, setPostedDepreciationReader } from './assets.figures';
export { getAsset, searchAssets } from './assets.read';
export { assetsFull, assetsRead } from './assets.routes';
export * from './assets.table';
