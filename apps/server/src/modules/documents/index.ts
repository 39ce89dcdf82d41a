import type { FastifyInstance } from 'fastify';
import { documentRoutes } from './documents.routes';

export async function documentsModule(app: FastifyInstance) {
  await documentRoutes(app);
}

export { insertDocument, insertLinks } from './documents.repository';
export { type DocumentSource, registerDocumentSource } from './documents.sources';
export { documentAccessLog, documentLinks, documents } from './documents.table';
