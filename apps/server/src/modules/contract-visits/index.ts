import type { FastifyInstance } from 'fastify';
import { contractFeeRoutes } from './contract-fees.routes';
import { runVisitGeneration } from './contract-visits.generate';
import { contractVisitRoutes } from './contract-visits.routes';

/** Daily, 05:10 UTC: visits and due jobs for every Active contract (one set-based run). */
export const VISIT_GENERATION_JOB = 'contract-visits.generate';

/** A contract's visit schedule and the visits generated from it into jobs (issue 19). */
export async function contractVisitsModule(app: FastifyInstance) {
  await contractVisitRoutes(app);
  await contractFeeRoutes(app);
  app.platform.queue.define({
    name: VISIT_GENERATION_JOB,
    cron: '10 5 * * *',
    handler: async () => {
      const db = app.platform.database.db;
      await db.transaction(async (tx) => {
        await runVisitGeneration(tx as never, null);
      });
    },
  });
}

export { listFees } from './contract-fees';
export { occurrenceDatesSql, ruleDates } from './contract-visits.dates';
export { runVisitGeneration } from './contract-visits.generate';
export { getSchedule } from './contract-visits.service';
export * from './contract-visits.table';
