import type { FastifyInstance } from 'fastify';
import { budgetsRoutes } from './budgets.routes';

export async function budgetsModule(app: FastifyInstance) {
  await budgetsRoutes(app);
}

export { getBudget, listEntries } from './budgets.read';
export { createBudget, type UpsertEntry, upsertBudgetEntries } from './budgets.service';
