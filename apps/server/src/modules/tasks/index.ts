import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { listActive, listActiveUsers } from './general-tasks.read';
import { generalTaskRoutes } from './general-tasks.routes';
import { listTemplates } from './task-templates.service';
import { taskRoutes } from './tasks.routes';
import { taskGroups, taskStatuses, taskTypes } from './tasks.table';

export async function tasksModule(app: FastifyInstance) {
  await taskRoutes(app);
  await generalTaskRoutes(app);
  // The task screens' pickers: anyone signed in may have tasks, with or without the Tasks permission.
  registerLookup('taskusers', 'signedIn', (db) => listActiveUsers(db));
  for (const [name, table] of [
    ['tasktypes', taskTypes],
    ['taskstatuses', taskStatuses],
    ['taskgroups', taskGroups],
  ] as const)
    registerLookup(name, 'signedIn', (db) => listActive(db, table));
  // The picker on bids and jobs: people who add tasks need not administer templates.
  registerLookup('tasktemplates', 'signedIn', async (db) =>
    (await listTemplates(db, { isActive: true })).map((t) => ({
      id: t.id,
      name: t.name,
      taskCount: t.items.length,
    })),
  );
}

export { getGeneralTask, myTaskCounts, searchGeneralTasks, type Viewer } from './general-tasks.read';
export { copyTasks, listTasks, updateTask } from './tasks.service';
export * from './tasks.table';
