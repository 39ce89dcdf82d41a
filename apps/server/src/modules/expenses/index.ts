import type { FastifyInstance } from 'fastify';
import { expenseRoutes } from './expenses.routes';
import { mileageRoutes } from './mileage.routes';

/** Expenses and the mileage log (money layer: postExpenses posts to the ledger). docs/expenses.md. */
export async function expensesModule(app: FastifyInstance) {
  await expenseRoutes(app);
  await mileageRoutes(app);
}

export { postExpenses } from './expenses.posting';
export { mileageRates, mileageTrips } from './expenses.table';
