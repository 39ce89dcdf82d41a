import { ErrorCodes, type FieldError, Messages } from '@fieldline/contracts/common/errors';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** An error whose status, code and message are meant for the caller. */
export class AppError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new AppError(400, ErrorCodes.VALIDATION, message, errors);
export const fieldError = (field: string, message: string) =>
  new AppError(400, ErrorCodes.VALIDATION, Messages.validation, [{ field, message }]);
export const unauthenticated = (message: string = Messages.unauthenticated) =>
  new AppError(401, ErrorCodes.UNAUTHENTICATED, message);
export const forbidden = (message: string = Messages.forbidden) =>
  new AppError(403, ErrorCodes.FORBIDDEN, message);
export const notFound = (what = 'record', code: string = ErrorCodes.NOT_FOUND) =>
  new AppError(404, code, `The ${what} was not found.`);
export const conflict = (message: string, code: string = ErrorCodes.CONFLICT) =>
  new AppError(409, code, message);
/** A business rule refused the request; the message is shown to the user as is. */
export const ruleViolation = (message: string, code: string = ErrorCodes.RULE) =>
  new AppError(422, code, message);

/** pg error codes we answer with something better than 500. */
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHECK_VIOLATION = '23514';

/** `['permissions', 0, 'id']` → `permissions[0].id`; an empty path names the part itself (body, query, params). */
export function fieldPath(path: readonly PropertyKey[], context = 'body'): string {
  if (path.length === 0) return context === 'querystring' ? 'query' : context;
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : i === 0 ? String(p) : `.${String(p)}`))
    .join('');
}

function pathToField(instancePath: string, context?: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return fieldPath(
    parts.map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    context,
  );
}

/** One field error per zod issue; an unknown key is named itself rather than its parent object. */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[], context: string): FieldError[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((k) => ({
          field: fieldPath([...issue.path, k], context),
          message: `Unknown field "${k}".`,
        }))
      : [{ field: fieldPath(issue.path, context), message: issue.message }],
  );
}

/** Constraints whose own message is the rule's message (the ledger triggers of migrations 0013 and 0018). */
const RULE_CONSTRAINTS = new Set([
  'journal_entry_balanced',
  'calendar_period_open',
  'journal_line_posted',
  'journal_entry_posted',
  'control_account_owner',
  'gl_period_balance_limit',
]);

function ruleConstraintMessage(err: unknown): string | undefined {
  const e = err as {
    constraint?: unknown;
    message?: unknown;
    cause?: { constraint?: unknown; message?: unknown };
  };
  const src = typeof e?.constraint === 'string' ? e : e?.cause;
  return typeof src?.constraint === 'string' &&
    RULE_CONSTRAINTS.has(src.constraint) &&
    typeof src.message === 'string'
    ? src.message
    : undefined;
}

function pgCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code =
    typeof e?.code === 'string' ? e.code : typeof e?.cause?.code === 'string' ? e.cause.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/**
 * What the log keeps of a database error: drizzle writes the statement's parameters (password hashes,
 * tokens, personal data) into its message and pg's `detail` repeats values, so both are left out.
 */
export function loggableError(err: unknown): unknown {
  if (!pgCode(err) && !/^Failed query:/.test(String((err as Error)?.message ?? ''))) return err;
  const e = err as Error & { cause?: Record<string, unknown> } & Record<string, unknown>;
  const src = (typeof e.code === 'string' ? e : (e.cause ?? {})) as Record<string, unknown>;
  const raw = String(e.message ?? '');
  const message = raw.replace(/\nparams:[\s\S]*$/, '\nparams: [not logged]');
  // The stack starts with the message: keep only the frames after it.
  const at = typeof e.stack === 'string' ? e.stack.indexOf(raw) : -1;
  const frames = at >= 0 ? (e.stack as string).slice(at + raw.length) : '';
  return {
    type: e.name,
    message,
    code: pgCode(err),
    constraint: src.constraint,
    table: src.table,
    column: src.column,
    routine: src.routine,
    dbMessage: e.cause ? String((e.cause as { message?: unknown }).message ?? '') : undefined,
    stack: `${e.name}: ${message}${frames}`,
  };
}

/** webPage: the web app's index.html for a request (platform/http/web-app.ts), when the app was built. */
export function registerErrorHandling(app: FastifyInstance, webPage?: (req: FastifyRequest) => string): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).send({ message: err.message, code: err.code, errors: err.errors });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const ctx = (err as { validationContext?: string }).validationContext;
      const errors = err.validation.map((v) => ({
        field: pathToField(v.instancePath, ctx),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: Messages.validation, code: ErrorCodes.VALIDATION, errors });
    }
    const code = pgCode(err);
    if (code === UNIQUE_VIOLATION) {
      return reply.status(409).send({ message: Messages.duplicate, code: ErrorCodes.DUPLICATE });
    }
    if (code === FOREIGN_KEY_VIOLATION) {
      return reply.status(422).send({
        message: 'The record refers to, or is referred to by, another record.',
        code: ErrorCodes.RULE,
      });
    }
    if (code === CHECK_VIOLATION) {
      req.log.warn({ err: loggableError(err) }, 'check constraint refused a write');
      const message = ruleConstraintMessage(err) ?? 'The change breaks a data rule and was refused.';
      return reply.status(422).send({ message, code: ErrorCodes.RULE });
    }
    if (err.statusCode === 429) {
      const signIn = req.url.startsWith('/v1/auth/login');
      const message = signIn ? Messages.rateLimited : Messages.tooManyRequests;
      return reply.status(429).send({ message, code: ErrorCodes.RATE_LIMITED });
    }
    // Fastify's own client errors: a body it cannot parse (malformed or empty JSON) is bad input like any other.
    if (err.statusCode === 400) {
      return reply.status(400).send({
        message: Messages.validation,
        code: ErrorCodes.VALIDATION,
        errors: [{ field: 'body', message: err.message }],
      });
    }
    // Wrong content type, body too large.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .status(err.statusCode)
        .send({ message: err.message, code: err.code ?? ErrorCodes.VALIDATION });
    }
    req.log.error({ err: loggableError(err) }, 'unhandled error');
    return reply.status(500).send({ message: Messages.internal, code: ErrorCodes.INTERNAL });
  });

  app.setNotFoundHandler((req, reply) => {
    // Client-side routes of the web app (e.g. /page/6073/5) load its index.html; a missing build file
    // (an old tab after a deploy, a source map) is a 404, not a page.
    const notPage = /^\/(v1|docs|assets)(\/|$)/.test(req.url);
    if (webPage && req.method === 'GET' && !notPage && req.headers.accept?.includes('text/html')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(webPage(req));
    }
    reply
      .status(404)
      .send({ message: `No such call: ${req.method} ${req.url.split('?')[0]}`, code: ErrorCodes.NOT_FOUND });
  });
}
