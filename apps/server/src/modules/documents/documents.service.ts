import type { Readable } from 'node:stream';
import { type FieldError, Messages } from '@fieldline/contracts/common/errors';
import {
  type createDocumentBodySchema,
  DOCUMENT_MESSAGES,
  type DocumentRecord,
  type DocumentSourceKind,
  DocumentType,
  documentTypeOf,
  extensionOf,
  isAllowedExtension,
  RELATED_LIST_KEYS,
  RELATED_LISTS,
  type updateDocumentBodySchema,
} from '@fieldline/contracts/documents/documents.contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { badRequest, notFound } from '../../platform/errors';
import type { FileStorage } from '../../platform/files';
import type { RouteContext } from '../../platform/http/route';
import { attachmentHeader, cleanFileName, decodeDataUrl, isWebUrl } from './documents.files';
import { getDocument, KIND_LABELS, sourceOrRefuse, toDocuments } from './documents.read';
import * as repo from './documents.repository';
import { documents } from './documents.table';

type CreateBody = z.output<typeof createDocumentBodySchema>;
type Link = { kind: DocumentSourceKind; id: number };

/** What a document becomes once its input is checked: nothing is stored before every check passed. */
interface Checked {
  name: string;
  fileName: string;
  documentType: number;
  extension: string | null;
  content: Buffer | null;
  links: Link[];
}

const stripControls = (s: string) => s.replace(/\p{Cc}/gu, '').trim();

/** Type, file or URL: every problem named at once (400). */
function checkContent(body: CreateBody, errors: FieldError[]): Omit<Checked, 'links'> | undefined {
  const err = (field: string, message: string) => errors.push({ field, message });
  if (body.documentType === DocumentType.Link) {
    if (body.file) err('file', 'A link has no file: send its address in url.');
    const url = body.url ?? '';
    if (!url) err('url', 'Required');
    else if (!isWebUrl(url)) err('url', 'Enter a web address starting with http:// or https://.');
    const name = stripControls(body.name ?? '');
    if (!name) err('name', 'Required');
    return { name, fileName: url, documentType: DocumentType.Link, extension: null, content: null };
  }
  if (body.url) err('url', 'Only a link (document type 3) has a url.');
  if (!body.file) {
    err('file', 'Required');
    return undefined;
  }
  const ext = body.file.type.replace(/^\./, '').toLowerCase();
  if (!isAllowedExtension(ext)) {
    err('file.type', DOCUMENT_MESSAGES.notAllowed(ext));
    return undefined;
  }
  let fileName = cleanFileName(body.file.name, ext);
  const nameExt = extensionOf(fileName);
  if (nameExt === '') fileName = `${fileName}.${ext}`;
  else if (nameExt !== ext)
    err('file.name', `The file name's extension (.${nameExt}) is not its type (.${ext}).`);
  const expected = documentTypeOf(ext);
  if (body.documentType !== expected) {
    err(
      'documentType',
      `A .${ext} file is document type ${expected} (${expected === 1 ? 'image' : 'file'}).`,
    );
  }
  const decoded = decodeDataUrl(body.file.body);
  if (!decoded.ok) err('file.body', decoded.message);
  const name = stripControls(body.name ?? '') || fileName;
  return {
    name,
    fileName,
    documentType: expected,
    extension: ext,
    content: decoded.ok ? decoded.content : null,
  };
}

/** The related records, de-duplicated; kinds not built yet are a 422, unknown ids a 400 naming them. */
async function checkLinks(db: Db, body: CreateBody, errors: FieldError[]): Promise<Link[]> {
  const links: Link[] = [];
  for (const key of RELATED_LIST_KEYS) {
    const list = body[key] ?? [];
    if (list.length === 0) continue;
    const kind = RELATED_LISTS[key];
    const source = sourceOrRefuse(kind);
    const ids = [...new Set(list.map((r) => r.id))];
    const found = await source.displayNames(db, ids);
    list.forEach((r, i) => {
      if (!found.has(r.id)) {
        const label = KIND_LABELS[kind].replace(/s$/, '');
        errors.push({ field: `${key}[${i}].id`, message: `Unknown ${label} ${r.id}.` });
      }
    });
    for (const id of ids) links.push({ kind, id });
  }
  return links;
}

const auditable = (d: DocumentRecord) => ({
  name: d.name,
  fileName: d.fileName,
  description: d.description,
  visibleToTech: d.visibleToTech,
  documentType: d.documentType,
  related: RELATED_LIST_KEYS.flatMap((k) => d[k].map((r) => r.displayName)).join('; '),
});

export async function createDocument(
  ctx: RouteContext<CreateBody, unknown, unknown>,
  files: FileStorage,
): Promise<DocumentRecord> {
  const { db, body } = ctx;
  const errors: FieldError[] = [];
  const content = checkContent(body, errors);
  const links = await checkLinks(db, body, errors);
  if (errors.length || !content) throw badRequest(Messages.validation, errors);

  const stored = content.content ? await files.put(content.content, content.extension ?? undefined) : null;
  try {
    const row = await repo.insertDocument(db, {
      name: content.name,
      fileName: content.fileName,
      description: body.description,
      visibleToTech: body.visibleToTech,
      documentType: content.documentType,
      extension: content.extension,
      storageKey: stored?.key ?? null,
      sizeBytes: stored?.size ?? null,
      createdBy: ctx.user.id,
      modifiedBy: ctx.user.id,
    });
    await repo.insertLinks(db, row.id, links);
    const [created] = await toDocuments(db, [row]);
    await ctx.audit({ entity: 'document', entityId: row.id, action: 'create', after: auditable(created) });
    return created;
  } catch (e) {
    // The row never existed: its file must not stay behind.
    if (stored) await files.remove(stored.key).catch(() => {});
    throw e;
  }
}

export async function updateDocument(
  ctx: RouteContext<z.output<typeof updateDocumentBodySchema>, unknown, { id: number }>,
): Promise<DocumentRecord> {
  const { db, body, params } = ctx;
  const before = await getDocument(db, params.id);
  const values: Partial<typeof documents.$inferInsert> = {};
  if (body.description !== undefined) values.description = body.description;
  if (body.visibleToTech !== undefined) values.visibleToTech = body.visibleToTech;
  const row = await updateVersioned(db, documents, params.id, body.version, values, ctx.user.id, 'document');
  const [after] = await toDocuments(db, [row]);
  await ctx.audit({
    entity: 'document',
    entityId: params.id,
    action: 'update',
    before: auditable(before),
    after: auditable(after),
  });
  return after;
}

export async function deleteDocument(
  ctx: RouteContext<unknown, unknown, { id: number }>,
  files: FileStorage,
): Promise<void> {
  const { db, params } = ctx;
  const row = await repo.findDocument(db, params.id);
  if (!row) throw notFound('document');
  const [before] = await toDocuments(db, [row]);
  await repo.deleteDocument(db, params.id);
  await ctx.audit({ entity: 'document', entityId: params.id, action: 'delete', before: auditable(before) });
  // Only once the row is surely gone: a rolled-back delete keeps its file.
  const key = row.storageKey;
  if (key) ctx.afterCommit(() => void files.remove(key).catch(() => {}));
}

/**
 * Logs the access (user, time, address) and answers the content: a file as a download that a browser
 * never renders (octet-stream, attachment, nosniff, a sandbox policy), a link as `{ url }`.
 */
export async function openDocument(
  ctx: RouteContext<unknown, unknown, { id: number }>,
  files: FileStorage,
): Promise<Readable | { url: string }> {
  const { db, params, reply } = ctx;
  const row = await repo.findDocument(db, params.id);
  if (!row) throw notFound('document');
  await repo.logAccess(db, { documentId: row.id, userId: ctx.user.id, ipAddress: ctx.req.ip || null });
  reply.header('cache-control', 'private, no-store');
  if (row.documentType === DocumentType.Link) return { url: row.fileName };
  let stream: Readable;
  try {
    if (!row.storageKey) throw new Error('no storage key');
    stream = await files.read(row.storageKey);
  } catch {
    throw notFound('document file');
  }
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-disposition', attachmentHeader(row.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'");
  if (row.sizeBytes !== null) reply.header('content-length', String(row.sizeBytes));
  return stream;
}
