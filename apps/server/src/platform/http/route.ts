import { createHash } from 'node:crypto';
import { ErrorCodes, type FieldError, Messages } from '@fieldline/contracts/common/errors';
import {
  type AccessLevelValue,
  findPermission,
  type PermissionId,
} from '@fieldline/contracts/common/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuditEntry, writeAudit } from '../audit';
import type { AuthUser } from '../auth/auth-user';
import { authenticate } from '../auth/authenticate';
import type { Db } from '../db/database';
import { AppError, fieldErrorsOf, fieldPath, forbidden, type RefusalShape, unauthenticated } from '../errors';
import { bodyLimitFor } from './body-limit';
import { fieldsProblem, projectFields } from './fields';
import { findStored, IDEMPOTENCY_HEADER, requestHash, storeResponse } from './idempotency';
import { requestHost } from './proxy';

export interface PermissionNeed {
  permission: PermissionId;
  level: 1 | 2;
}

/**
 * A narrower way into a route: this permission, limited to the user's own records. `check` runs once
 * the params are valid, before the handler, and refuses (403) a record that is not the user's.
 */
export interface OwnAccess extends PermissionNeed {
  check(db: Db, userId: number, params: unknown): Promise<void>;
}

/**
 * What a route needs: a permission at a level, any signed-in user, or nobody (sign-in, ping). `also`
 * is a second permission needed as well (Costs on a profit report); `or` is another permission that
 * lets the user in instead (Payroll full approves time like Timesheets full); `own` lets a user without
 * the permission in through a narrower one on their own records (a technician's assigned jobs).
 */
export type Access =
  | (PermissionNeed & { also?: PermissionNeed; or?: PermissionNeed; own?: OwnAccess })
  | 'signedIn'
  | 'public';

export interface RouteContext<B, Q, P> {
  /** The request's transaction for writes; the database for reads. */
  db: Db;
  user: AuthUser;
  body: B;
  query: Q;
  params: P;
  req: FastifyRequest;
  reply: FastifyReply;
  audit(entry: AuditEntry): Promise<void>;
  /** Runs once the request's changes are committed (skipped if they roll back), e.g. dropping caches. */
  afterCommit(fn: () => void): void;
  /** Runs if the request's changes roll back, e.g. refunding a card charged for a payment not kept. */
  afterRollback(fn: () => void): void;
  /**
   * The operation this request carries out, stable across the client's retries: the Idempotency-Key header
   * of a POST scoped to the user (hashed), or null without one. Keys calls to outside services (a card
   * charge), so a retry after a lost answer or a crash is the same call to them.
   */
  operationKey: string | null;
  /** The user's access level to a permission (0 when not signed in), e.g. to leave costs out of an answer. */
  level(permission: PermissionId): AccessLevelValue;
}

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface RouteDef<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
> {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  access: Access;
  summary?: string;
  tags?: string[];
  body?: B;
  query?: Q;
  params?: P;
  response?: Schema;
  /** Success status: 200 by default; 201 for creates, 204 for deletes. */
  status?: number;
  /** Extra route config (e.g. rate limits). */
  config?: Record<string, unknown>;
  /** Largest request body in bytes, when a route needs another than the app's (uploads). */
  bodyLimit?: number;
  /**
   * A POST that only reads (check-access): no transaction, no Idempotency-Key. Anything that reads through
   * the root database (the permission cache) must not run inside a request transaction: PGlite has one
   * connection, so such a read would wait for the transaction that is waiting for it.
   */
  readOnly?: boolean;
  /**
   * A GET that changes data because the spec makes it one (notification subscribe): it runs in a transaction
   * and, called with the session cookie, needs the same-site proof writes need.
   */
  writes?: boolean;
  /** The answer carries a secret (a token): an Idempotency-Key replay does not repeat it. */
  secretResponse?: boolean;
  /** How the route's error answers look when its spec gives them another shape than the common body. */
  refusal?: RefusalShape;
  handler: (ctx: RouteContext<Out<B>, Out<Q>, Out<P>>) => Promise<unknown>;
}

const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** Requests let in through their route's `own` access: the handler runs only after its check. */
const ownOnly = new WeakSet<FastifyRequest>();
/**
 * The signed-in user's access levels, read before the request's transaction starts: a permission load
 * inside the transaction could wait for it forever on PGlite's single connection.
 */
const accessOf = new WeakMap<FastifyRequest, Map<number, AccessLevelValue>>();

async function checkAccess(req: FastifyRequest, access: Access, writes = false): Promise<void> {
  req.user = await authenticate(req);
  if (access === 'public') return;
  if (!req.user) throw unauthenticated();
  if (req.user.viaCookie && (writes || WRITE_METHODS.has(req.method))) checkSameSite(req);
  const levels = await req.server.platform.permissions.accessMap(req.user.id);
  accessOf.set(req, levels);
  if (access === 'signedIn') return;
  if (!has(levels, access) && !(access.or && has(levels, access.or))) {
    if (!access.own || !has(levels, access.own)) throw refused(access);
    ownOnly.add(req);
  }
  if (access.also && !has(levels, access.also)) throw refused(access.also);
}

function has(levels: Map<number, AccessLevelValue>, need: PermissionNeed): boolean {
  return (levels.get(need.permission) ?? 0) >= need.level;
}

function refused(need: PermissionNeed) {
  const name = findPermission(need.permission)?.name ?? String(need.permission);
  return forbidden(
    `${Messages.forbidden} It needs the "${name}" permission with ${need.level === 2 ? 'full' : 'read'} access.`,
  );
}

/** Cookie-authenticated writes must come from our own pages: a custom header and, if sent, our origin. */
function checkSameSite(req: FastifyRequest): void {
  const origin = req.headers.origin;
  const host = requestHost(req);
  if (!req.headers['x-requested-with'] || (origin !== undefined && !isOrigin(origin, host))) {
    throw new AppError(403, ErrorCodes.CROSS_SITE, Messages.crossSite);
  }
}

/** Origin `https://a.example` matches host `a.example` or `a.example:443`; `null` or garbage matches nothing. */
function isOrigin(origin: string, host: string | string[] | undefined): boolean {
  if (typeof host !== 'string') return false;
  try {
    const from = new URL(origin);
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

export function route<
  B extends Schema | undefined,
  Q extends Schema | undefined,
  P extends Schema | undefined,
>(app: FastifyInstance, def: RouteDef<B, Q, P>): void {
  const status = def.status ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: def.url,
    config: { ...def.config, access: def.access, refusal: def.refusal },
    bodyLimit: def.bodyLimit ?? bodyLimitFor(def.access, def.body),
    schema: compact({
      summary: def.summary,
      tags: def.tags,
      body: def.body,
      querystring: def.query,
      params: def.params,
      security: def.access === 'public' ? [] : [{ bearer: [] }, { cookie: [] }],
      response: def.response ? { [status]: def.response } : undefined,
    }) as any,
    // Access first (onRequest, before the body is even parsed), then every input part at once.
    onRequest: async (req) => checkAccess(req, def.access, def.writes),
    validatorCompiler: acceptAll,
    preValidation: async (req) => validateInput(def, req),
    handler: async (req, reply) => {
      const result = await run(def, req, reply, status);
      reply.status(result.status);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      if (result.status === 204) return reply.send();
      return reply.send(result.body);
    },
  });
}

/** Fastify would stop at the first failing part (params, then body, then query); we validate them ourselves. */
const acceptAll = () => () => true;

function validateInput(def: RouteDef<any, any, any>, req: FastifyRequest): void {
  const errors: FieldError[] = [];
  const target = req as unknown as Record<'params' | 'query' | 'body', unknown>;
  for (const [part, schema] of [
    ['params', def.params],
    ['query', def.query],
    ['body', def.body],
  ] as const) {
    if (!schema) continue;
    const bad = badText(target[part], [], part);
    if (bad) {
      errors.push(bad);
      continue;
    }
    const result = (schema as z.ZodType).safeParse(target[part]);
    if (result.success) target[part] = result.data;
    else errors.push(...fieldErrorsOf(result.error.issues, part));
  }
  const projection = fieldsProblem(
    (req.query as Record<string, unknown> | undefined)?.fields ?? rawFields(req.url),
  );
  if (projection) errors.push({ field: 'fields', message: projection });
  if (errors.length) throw new AppError(400, ErrorCodes.VALIDATION, Messages.validation, errors);
  if (def.body && PARTIAL_METHODS.has(def.method) && isEmptyObject(target.body)) {
    const message = Messages.nothingToUpdate;
    throw new AppError(400, ErrorCodes.VALIDATION, message, [{ field: 'body', message }]);
  }
}

const PARTIAL_METHODS = new Set(['PATCH', 'PUT']);

/**
 * An update that names no field (`{}`, or only keys the schema dropped or left undefined) would be an
 * UPDATE without a SET, which the database refuses: the caller gets told instead.
 */
function isEmptyObject(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    !Array.isArray(body) &&
    Object.values(body).every((v) => v === undefined)
  );
}

/**
 * Text PostgreSQL cannot keep: a NUL (text columns refuse it) or a lone UTF-16 surrogate (JSON columns, the
 * audit trail among them, refuse its escape). The first field (as `a.b[0].c`) holding one, with the reason.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const BAD_TEXT: [(text: string) => boolean, string][] = [
  [(t) => t.includes('\u0000'), 'Text cannot contain the NUL character.'],
  [(t) => LONE_SURROGATE.test(t), 'Text must be valid Unicode.'],
];

function badText(value: unknown, path: (string | number)[], part: string, depth = 0): FieldError | null {
  if (typeof value === 'string') return checkText(value, path, part);
  if (!value || typeof value !== 'object' || depth > 20) return null;
  for (const [key, v] of Object.entries(value)) {
    const inKey = checkText(key, [...path, key], part);
    if (inKey) return inKey;
    const found = badText(v, [...path, Array.isArray(value) ? Number(key) : key], part, depth + 1);
    if (found) return found;
  }
  return null;
}

// Top-level rather than a closure in badText: tsx names every closure as it is created, on each request.
function checkText(text: string, at: (string | number)[], part: string): FieldError | null {
  for (const [bad, message] of BAD_TEXT) if (bad(text)) return { field: fieldPath(at, part), message };
  return null;
}

interface RunResult {
  status: number;
  body: unknown;
  replayed?: boolean;
}

/** A request on its way through a handler: what `call` needs, built once instead of closed over. */
interface Pending {
  def: RouteDef<any, any, any>;
  req: FastifyRequest;
  reply: FastifyReply;
  status: number;
  fields: unknown;
  committed: (() => void)[];
  rolledBack: (() => void)[];
}

async function run(
  def: RouteDef<any, any, any>,
  req: FastifyRequest,
  reply: FastifyReply,
  status: number,
): Promise<RunResult> {
  const fields = (req.query as Record<string, unknown> | undefined)?.fields ?? rawFields(req.url);
  const p: Pending = { def, req, reply, status, fields, committed: [], rolledBack: [] };
  let result: RunResult;
  try {
    result = await transact(p);
  } catch (err) {
    rollBack(p);
    throw err;
  }
  for (const fn of p.committed) fn();
  return result;
}

async function call(p: Pending, db: Db): Promise<RunResult> {
  const { def, req } = p;
  const ctx: RouteContext<any, any, any> = {
    db,
    user: req.user as AuthUser,
    body: req.body,
    query: req.query,
    params: req.params,
    req,
    reply: p.reply,
    // Bound, not arrow functions: tsx names each closure as it is made, a cost on every request.
    audit: auditFor.bind(null, db, req),
    afterCommit: Array.prototype.push.bind(p.committed),
    afterRollback: Array.prototype.push.bind(p.rolledBack),
    operationKey: operationKeyOf(def, req),
    level: levelOf.bind(null, req),
  };
  if (ownOnly.has(req) && typeof def.access === 'object')
    await def.access.own?.check(db, ctx.user.id, req.params);
  const body = await def.handler(ctx);
  return { status: p.status, body: projectFields(body, p.fields) };
}

function auditFor(db: Db, req: FastifyRequest, entry: Parameters<typeof writeAudit>[1]) {
  return writeAudit(db, entry, req.user?.id ?? null, req.id);
}

function levelOf(req: FastifyRequest, permission: number): AccessLevelValue {
  return accessOf.get(req)?.get(permission) ?? 0;
}

function operationKeyOf(def: RouteDef<any, any, any>, req: FastifyRequest): string | null {
  const key = def.method === 'POST' ? headerValue(req.headers[IDEMPOTENCY_HEADER]) : undefined;
  if (!key || !req.user) return null;
  return createHash('sha256').update(`${req.user.id}:${key}`).digest('base64url').slice(0, 32);
}

function rollBack(p: Pending): void {
  const fns = p.rolledBack.splice(0);
  for (const fn of fns) fn();
}

async function transact(p: Pending): Promise<RunResult> {
  const { def, req } = p;
  const { database } = req.server.platform;
  if ((!WRITE_METHODS.has(def.method) && !def.writes) || def.readOnly) return call(p, database.db);

  const key = def.method === 'POST' ? headerValue(req.headers[IDEMPOTENCY_HEADER]) : undefined;
  if (!key || !req.user) return database.db.transaction((tx) => call(p, tx as Db));

  const path = req.url.split('?')[0];
  const hash = requestHash(def.method, req.url, req.body);
  const stored = await findStored(database.db, req.user.id, key, hash);
  if (stored) return { ...stored, replayed: true };
  const userId = req.user.id;
  try {
    return await database.db.transaction(async (tx) => {
      const result = await call(p, tx as Db);
      const rec = { userId, key, method: def.method, path, hash, secret: def.secretResponse };
      await storeResponse(tx as Db, rec, result);
      return result;
    });
  } catch (err) {
    // A concurrent twin committed first: answer with its response, ours rolled back.
    p.committed.length = 0;
    rollBack(p);
    const again = await findStored(database.db, userId, key, hash).catch(() => null);
    if (again) return { ...again, replayed: true };
    throw err;
  }
}

/** Fastify warns about schema keys that are present but undefined. */
function compact<T extends Record<string, unknown>>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function headerValue(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() !== '' ? s.trim().slice(0, 200) : undefined;
}

function rawFields(url: string): string | undefined {
  const q = url.split('?')[1];
  return q ? (new URLSearchParams(q).get('fields') ?? undefined) : undefined;
}

/** Plain-object schema for `{ id }` path parameters. */
export const idParams = z.object({ id: z.coerce.number().check(z.int32()).positive() });
