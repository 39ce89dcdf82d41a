import type { FastifyInstance } from 'fastify';
import { documentRoutes } from './documents.routes';

export async function documentsModule(app: FastifyInstance) {
  await documentRoutes(app);
}

export { insertDocument, insertLinks } from './documents.repository';
// Added by the technician's day (issue 18 item 4): a photo taken on a job goes through the same service.
export { createDocument } from './documents.service';
export { type DocumentSource, registerDocumentSource } from './documents.sources';
export { documentAccessLog, documentLinks, documents } from './documents.table';
