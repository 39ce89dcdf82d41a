import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { listTemplates } from './task-templates.service';
import { taskRoutes } from './tasks.routes';

export async function tasksModule(app: FastifyInstance) {
  await taskRoutes(app);
  // The picker on bids and jobs: people who add tasks need not administer templates.
  registerLookup('tasktemplates', 'signedIn', async (db) =>
    (await listTemplates(db, { isActive: true })).map((t) => ({
      id: t.id,
      name: t.name,
      taskCount: t.items.length,
    })),
  );
}

export { copyTasks, listTasks } from './tasks.service';
export * from './tasks.table';
