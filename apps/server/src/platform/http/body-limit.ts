import type { z } from 'zod';

/** Sign-in and the other public calls take a few short fields. */
export const PUBLIC_BODY_LIMIT = 8 * 1024;
/** A call with no body schema (most DELETEs, action POSTs). */
export const EMPTY_BODY_LIMIT = 1024;
/** A record's fields, notes included. */
export const RECORD_BODY_LIMIT = 64 * 1024;
/** A body holding lists (document lines, bulk updates). */
export const LIST_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The largest body a route takes, from what its schema accepts, so Fastify refuses anything larger from the
 * Content-Length (or while streaming) before reading it. A schema with a long text field (a signature image)
 * gets room for it, plus a record's worth so an over-long value still meets its own field message. Routes
 * that take files declare their own limit.
 */
export function bodyLimitFor(access: unknown, body: z.ZodType | undefined): number {
  if (access === 'public') return PUBLIC_BODY_LIMIT;
  if (!body) return EMPTY_BODY_LIMIT;
  const shape = { list: false, longestText: 0 };
  walk(body, shape, new Set());
  if (shape.list) return Math.max(LIST_BODY_LIMIT, shape.longestText + RECORD_BODY_LIMIT);
  return shape.longestText > RECORD_BODY_LIMIT / 2
    ? shape.longestText + RECORD_BODY_LIMIT
    : RECORD_BODY_LIMIT;
}

type Def = Record<string, unknown> & {
  type?: string;
  checks?: { _zod?: { def?: Record<string, unknown> } }[];
};

/** Visits every schema nested in wrappers, unions, objects and pipes. */
function walk(schema: unknown, shape: { list: boolean; longestText: number }, seen: Set<unknown>): void {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  const def = (schema as { _zod?: { def?: Def } })._zod?.def;
  if (!def) return;
  if (['array', 'record', 'tuple', 'set', 'map', 'lazy', 'any', 'unknown'].includes(def.type ?? '')) {
    shape.list = true;
  }
  for (const check of def.checks ?? []) {
    const c = check._zod?.def;
    if (c?.check === 'max_length' && typeof c.maximum === 'number')
      shape.longestText = Math.max(shape.longestText, c.maximum);
  }
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (Array.isArray(value)) for (const v of value) walk(v, shape, seen);
    else if (key === 'shape' && value && typeof value === 'object')
      for (const v of Object.values(value)) walk(v, shape, seen);
    else walk(value, shape, seen);
  }
}
