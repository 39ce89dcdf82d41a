import { type ErrorBody, ErrorCodes, type FieldError, Messages } from '@fieldline/contracts/common/errors';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
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
const EXCLUSION_VIOLATION = '23P01';

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

/**
 * Constraints whose own message is the rule's message (the ledger triggers of migrations 0013 and 0018, the
 * approved-time lock of 0029).
 */
const RULE_CONSTRAINTS = new Set([
  'timesheet_time_approved',
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

/** The answer to an error: its status and the common error body (ARCHITECTURE section 4). */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
}

/**
 * What the caller is told about an error: its own status and message for an AppError, a 400 for bad input,
 * 409/422 for the database constraints callers can break, the generic 500 for anything else (`log` hears of
 * the cases worth a line in the log).
 */
export function errorAnswer(err: FastifyError, url: string, log?: FastifyBaseLogger): ErrorAnswer {
  const answer = (status: number, message: string, code: string, errors?: FieldError[]): ErrorAnswer => ({
    status,
    body: { message, code, ...(errors ? { errors } : {}) },
  });
  if (err instanceof AppError) return answer(err.status, err.message, err.code, err.errors);
  if (hasZodFastifySchemaValidationErrors(err)) {
    const ctx = (err as { validationContext?: string }).validationContext;
    const errors = err.validation.map((v) => ({
      field: pathToField(v.instancePath, ctx),
      message: v.message ?? 'Invalid value',
    }));
    return answer(400, Messages.validation, ErrorCodes.VALIDATION, errors);
  }
  const code = pgCode(err);
  if (code === UNIQUE_VIOLATION) return answer(409, Messages.duplicate, ErrorCodes.DUPLICATE);
  // Two writers raced past the service's own overlap check (asset schedules): the constraint has the last word.
  if (code === EXCLUSION_VIOLATION)
    return answer(
      409,
      'That overlaps a booking made a moment ago; reload and try again.',
      ErrorCodes.CONFLICT,
    );
  if (code === FOREIGN_KEY_VIOLATION)
    return answer(422, 'The record refers to, or is referred to by, another record.', ErrorCodes.RULE);
  if (code === CHECK_VIOLATION) {
    log?.warn({ err: loggableError(err) }, 'check constraint refused a write');
    const message = ruleConstraintMessage(err) ?? 'The change breaks a data rule and was refused.';
    return answer(422, message, ErrorCodes.RULE);
  }
  if (err.statusCode === 429) {
    const message = url.startsWith('/v1/auth/login') ? Messages.rateLimited : Messages.tooManyRequests;
    return answer(429, message, ErrorCodes.RATE_LIMITED);
  }
  // Fastify's own client errors: a body it cannot parse (malformed or empty JSON) is bad input like any other.
  if (err.statusCode === 400)
    return answer(400, Messages.validation, ErrorCodes.VALIDATION, [{ field: 'body', message: err.message }]);
  // A body that is not JSON: Fastify's own text says "Unsupported Media Type: undefined" without a type.
  if (err.statusCode === 415) {
    const type = err.message.replace(/^Unsupported Media Type:\s*/, '');
    const sent =
      !type || type === 'undefined'
        ? 'The request body has no Content-Type'
        : `The body's type ${type} is not accepted`;
    return answer(
      415,
      `${sent}: send it as JSON (Content-Type: application/json).`,
      err.code ?? ErrorCodes.VALIDATION,
    );
  }
  // Body too large and Fastify's other client errors.
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return answer(err.statusCode, err.message, err.code ?? ErrorCodes.VALIDATION);
  log?.error({ err: loggableError(err) }, 'unhandled error');
  return answer(500, Messages.internal, ErrorCodes.INTERNAL);
}

/** A route whose spec gives its refusals another shape than the common body (route config `refusal`). */
export type RefusalShape = (answer: ErrorAnswer) => unknown;

/** webPage: the web app's index.html for a request (platform/http/web-app.ts), when the app was built. */
export function registerErrorHandling(app: FastifyInstance, webPage?: (req: FastifyRequest) => string): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const answer = errorAnswer(err, req.url, req.log);
    const shape = (req.routeOptions?.config as { refusal?: RefusalShape } | undefined)?.refusal;
    return reply.status(answer.status).send(shape ? shape(answer) : answer.body);
  });

  app.setNotFoundHandler((req, reply) => {
    // Client-side routes of the web app (e.g. /page/6073/5) load its index.html; a missing build file
    // (an old tab after a deploy, a source map) is a 404, not a page. Build files are under /assets/; the
    // assets list page is /assets itself.
    const notPage = /^\/(?:(?:v1|docs)(?:[/?]|$)|assets\/)/.test(req.url);
    if (webPage && req.method === 'GET' && !notPage && req.headers.accept?.includes('text/html')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(webPage(req));
    }
    reply
      .status(404)
      .send({ message: `No such call: ${req.method} ${req.url.split('?')[0]}`, code: ErrorCodes.NOT_FOUND });
  });
}
