import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { checklistRoutes } from './checklists.routes';
import { listDefinitions } from './checklists.service';

export async function checklistsModule(app: FastifyInstance) {
  await checklistRoutes(app);
  // The picker on bids and jobs: people who fill checklists need not administer them.
  registerLookup('checklistdefinitions', 'signedIn', async (db) =>
    (await listDefinitions(db, { isActive: true })).map((d) => ({ id: d.id, name: d.name, title: d.title })),
  );
}

export { getChecklist, getDefinition, listChecklists } from './checklists.service';
export * from './checklists.table';
export { checkEquipment, equipmentRefs, loadOwner, writableOwner } from './work-owner';
