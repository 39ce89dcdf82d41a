import type { FastifyInstance } from 'fastify';
import { timeRoutes } from './time.routes';
import { timeTypeRoutes } from './time.types.routes';

/** Time (issue 17 item 2): timesheets beyond a job, approval, timecards and the time lists. docs/time.md. */
export async function timeModule(app: FastifyInstance) {
  await timeRoutes(app);
  await timeTypeRoutes(app);
}

export { jobSheetTaskTypes, nonBillableTypes, timecards } from './time.table';
