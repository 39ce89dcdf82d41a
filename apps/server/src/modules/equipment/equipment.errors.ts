import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import { AppError, fieldError } from '../../platform/errors';

/** The pg error under drizzle's wrapper (PGlite and node-postgres both carry code and constraint). */
function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 3; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: typeof e.constraint === 'string' ? e.constraint : undefined };
    }
    e = e.cause as typeof e;
  }
  return undefined;
}

/**
 * Runs a write whose foreign keys point at other modules' tables (jobs, bids, urgencies, manufacturers)
 * and turns a refused key into an answer naming the field (400) or the missing record (404).
 * The request's transaction rolls back with the thrown error.
 */
export async function withForeignKeys<T>(
  write: () => Promise<T>,
  keys: Record<string, { field: string; message: string } | { notFound: string }>,
): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const pg = pgError(err);
    if (pg?.code === '23503' && pg.constraint) {
      const hit = Object.entries(keys).find(([fragment]) => pg.constraint?.includes(fragment));
      if (hit) {
        const target = hit[1];
        if ('notFound' in target)
          throw new AppError(404, ErrorCodes.NOT_FOUND, `The ${target.notFound} was not found.`);
        throw fieldError(target.field, target.message);
      }
    }
    if (pg?.code === '23505') throw new AppError(409, ErrorCodes.DUPLICATE, Messages.duplicate);
    throw err;
  }
}
