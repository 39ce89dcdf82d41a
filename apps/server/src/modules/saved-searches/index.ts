import type { FastifyInstance } from 'fastify';
import { savedSearchRoutes } from './saved-searches.routes';

export async function savedSearchesModule(app: FastifyInstance) {
  await savedSearchRoutes(app);
}

export { savedReportSelections, savedReports, searchColumns } from './saved-searches.table';
