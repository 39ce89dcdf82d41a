import type { FastifyInstance } from 'fastify';
import { expenseRoutes } from './expenses.routes';
import { jobEquipmentRoutes } from './job-equipment.routes';
import { jobStockRoutes } from './job-stock.routes';
import { signoffRoutes } from './signoffs.routes';
import { timesheetRoutes } from './timesheets.routes';

/** A job's work records: time, expenses, signoffs, equipment, post-processing and packing slips. */
export async function jobWorkRoutes(app: FastifyInstance) {
  await timesheetRoutes(app);
  await expenseRoutes(app);
  await signoffRoutes(app);
  await jobEquipmentRoutes(app);
  await jobStockRoutes(app);
}
