import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createDocumentBodySchema,
  documentRelatedQuerySchema,
  documentRelatedSchema,
  documentSchema,
  documentSearchBodySchema,
  documentSearchResultSchema,
  MAX_DATA_URL_LENGTH,
  updateDocumentBodySchema,
} from '@fieldline/contracts/documents/documents.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { getDocument, relatedOf, searchDocuments } from './documents.read';
import * as service from './documents.service';

const read: Access = { permission: Permission.Documents, level: 1 };
const write: Access = { permission: Permission.Documents, level: 2 };
const tags = ['documents'];
/** The largest data URL plus 1 MB for the other fields; over it Fastify answers 413 before parsing. */
const UPLOAD_BODY_LIMIT = MAX_DATA_URL_LENGTH + 1024 * 1024;

export async function documentRoutes(app: FastifyInstance) {
  const files = app.platform.files;
  route(app, {
    method: 'POST',
    url: '/v1/documents',
    access: write,
    tags,
    status: 201,
    bodyLimit: UPLOAD_BODY_LIMIT,
    body: createDocumentBodySchema,
    response: documentSchema,
    handler: (ctx) => service.createDocument(ctx, files),
  });
  route(app, {
    method: 'POST',
    url: '/v1/documents/search',
    access: read,
    tags,
    readOnly: true,
    body: documentSearchBodySchema,
    response: documentSearchResultSchema,
    handler: ({ db, body }) => searchDocuments(db, body),
  });
  route(app, {
    method: 'GET',
    url: '/v1/documents/related',
    access: read,
    tags,
    summary: "A record's documents-tab entities: the record and its related records, with display names",
    query: documentRelatedQuerySchema,
    response: documentRelatedSchema,
    handler: ({ db, query }) => relatedOf(db, query.kind, query.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/documents/:id',
    access: read,
    tags,
    params: idParams,
    response: documentSchema,
    handler: ({ db, params }) => getDocument(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/documents/:id',
    access: write,
    tags,
    params: idParams,
    body: updateDocumentBodySchema,
    response: documentSchema,
    handler: (ctx) => service.updateDocument(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/documents/:id',
    access: write,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => service.deleteDocument(ctx, files),
  });
  route(app, {
    method: 'GET',
    url: '/v1/documents/:id/logaccess',
    access: read,
    tags,
    summary: 'Logs the access and sends the file as a download (a link answers { url })',
    // The access log row is written with the request, so this GET runs in a transaction.
    writes: true,
    params: idParams,
    // No `fields`: a file is sent as it is.
    query: z.object({}).strict(),
    handler: (ctx) => service.openDocument(ctx, files),
  });
}
