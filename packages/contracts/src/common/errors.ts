import { z } from 'zod';

/** The one error body every failing call answers with (ARCHITECTURE section 4). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ErrorCodes = {
  VALIDATION: 'VALIDATION_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  CROSS_SITE: 'CROSS_SITE_REQUEST',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  STALE_VERSION: 'STALE_VERSION',
  DUPLICATE: 'DUPLICATE',
  IDEMPOTENCY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  IDEMPOTENCY_IN_PROGRESS: 'IDEMPOTENCY_KEY_IN_PROGRESS',
  ALREADY_DONE: 'ALREADY_DONE',
  RULE: 'RULE_VIOLATION',
  RATE_LIMITED: 'RATE_LIMITED',
  INTERNAL: 'INTERNAL_ERROR',
} as const;

export const Messages = {
  validation: 'The request has invalid fields.',
  unauthenticated: 'You must sign in to do this.',
  badCredentials: 'The e-mail address or password is incorrect.',
  forbidden: 'You do not have permission to do this.',
  crossSite: 'This request was refused because it came from another site.',
  notFound: 'The requested record was not found.',
  staleVersion: 'This record was changed by someone else since you opened it. Reload it and try again.',
  duplicate: 'A record with the same value already exists.',
  idempotencyReused: 'This Idempotency-Key was already used for a different request.',
  idempotencyInProgress: 'A request with this Idempotency-Key is still being processed.',
  alreadyDoneSecret:
    'This request was already done. Its answer held a secret that is shown only once, so it is not repeated.',
  rateLimited: 'Too many sign-in attempts. Wait a minute and try again.',
  tooManyRequests: 'Too many requests. Wait a minute and try again.',
  internal: 'Something went wrong on the server. The error has been logged.',
  nothingToUpdate: 'Nothing to update: send at least one field.',
} as const;
