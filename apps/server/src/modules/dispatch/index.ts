import type { FastifyInstance } from 'fastify';
import { dispatchRoutes } from './dispatch.routes';

/** The dispatch board (issue 18 item 2): docs/decisions/025-dispatch-board.md. */
export async function dispatchModule(app: FastifyInstance) {
  await dispatchRoutes(app);
}

export { readRevision } from './dispatch.board';
export { dispatchRevision } from './dispatch.table';
