import type { FastifyInstance } from 'fastify';
import { type RenderJobData, renderChunk, STATEMENT_RENDER_JOB } from './statements.jobs';
import { registerStatementMergeTags } from './statements.merge-tags';
import { closeRenderPool } from './statements.render-pool';
import { statementsRoutes } from './statements.routes';

// Filled as this module loads: statement e-mail templates (type 10) use these tags.
registerStatementMergeTags();

/**
 * Customer statement batches (money layer: it reads invoices, payments and credits for its one
 * set-based query, and queues mail). Render jobs make the PDFs and queue the e-mails.
 */
export async function statementsModule(app: FastifyInstance) {
  const { database, queue } = app.platform;
  // Two at once: while one chunk waits on the database (its mail rows), the other renders PDFs.
  queue.define<RenderJobData>({
    name: STATEMENT_RENDER_JOB,
    concurrency: 2,
    handler: (data) => renderChunk(database.db, data),
  });
  app.addHook('onClose', closeRenderPool);
  await statementsRoutes(app);
}

export { chunksOf, renderChunk } from './statements.jobs';
export { batchStats, createBatch, listBatches } from './statements.service';
