import fc from 'fast-check';

/**
 * Values for the fuzz test (platform/http/fuzz.routes.test.ts): plausible ones filled from an operation's JSON
 * schemas, and bad ones of every kind for a field of a given schema.
 */
/** The JSON schema subset fastify-type-provider-zod writes (OpenAPI 3.0 flavour: `nullable`, boolean exclusives). */
export interface Schema {
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  default?: unknown;
}

/** A seeded generator: the same seed gives the same requests on every run. */
export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)] };
}
export type Random = ReturnType<typeof random>;

/** Nested junk (objects, arrays, odd numbers and text), drawn by fast-check from the seed. */
export function junk(seed: number, count: number): unknown[] {
  return fc.sample(fc.jsonValue({ maxDepth: 3 }), { seed, numRuns: count });
}

const CANDIDATES = [
  '2026-03-02',
  '2026-03-02T10:00:00Z',
  '#336699',
  'fuzz@example.com',
  '10:30',
  '12345',
  '1,2',
  'Fuzz1',
  '00000000-0000-4000-8000-000000000000',
];

/**
 * The variant of a union a base value takes: not null, not the `''` alternative optional texts carry, and a
 * number where text or a number is taken (decimals travel as either, and text has no pattern to follow).
 */
function variant(s: Schema): Schema {
  const options = s.anyOf ?? s.oneOf;
  if (!options) return s;
  const real = options.filter((o) => o.type !== 'null' && !(o.enum?.length === 1 && o.enum[0] === ''));
  const numeric = real.find((o) => o.type === 'number' || o.type === 'integer');
  return variant(numeric ?? real[0] ?? options[0]);
}

export function typeOf(s: Schema): string | undefined {
  const v = variant(s);
  if (Array.isArray(v.type)) return v.type.find((t) => t !== 'null');
  if (v.type) return v.type;
  if (v.properties) return 'object';
  return undefined;
}

function text(s: Schema): string {
  if (s.format === 'date') return '2026-03-02';
  if (s.format === 'date-time') return '2026-03-02T10:00:00Z';
  if (s.format === 'email') return 'fuzz@example.com';
  if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  let out = 'Fuzz';
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    out = CANDIDATES.find((c) => re.test(c)) ?? out;
  }
  if (s.minLength && out.length < s.minLength) out = out.padEnd(s.minLength, 'x');
  if (s.maxLength !== undefined && out.length > s.maxLength) out = out.slice(0, s.maxLength);
  return out;
}

function whole(s: Schema): number {
  const min = s.minimum === undefined ? undefined : s.minimum + (s.exclusiveMinimum === true ? 1 : 0);
  if (min !== undefined && min > 1) return min;
  if (s.maximum !== undefined && s.maximum < 1) return s.maximum;
  return 1;
}

/** A plausible value for the schema: every property when `full`, else only the required ones. */
export function sample(schema: Schema, full: boolean, depth = 0): unknown {
  const s = variant(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum.find((e) => e !== '' && e !== null) ?? s.enum[0];
  if (s.default !== undefined && !full) return s.default;
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {}))
        if ((full && depth < 4) || s.required?.includes(key)) out[key] = sample(prop, full, depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(s.minItems ?? 0, full ? 1 : 0);
      return Array.from({ length: n }, () => sample(s.items ?? {}, full, depth + 1));
    }
    case 'string':
      return text(s);
    case 'integer':
    case 'number':
      return whole(s);
    case 'boolean':
      return true;
    default:
      return 'Fuzz';
  }
}

/** Bad values for a field of this schema: past its range, of the wrong type, overlong, nested junk. */
export function badValues(schema: Schema, rnd: Random, junkValues: unknown[]): unknown[] {
  const s = variant(schema);
  const nested = rnd.pick(junkValues);
  switch (typeOf(s)) {
    case 'integer':
      return [2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e308, -1e308, -1, 0, 1.5, '1e400', 'abc', nested];
    case 'number':
      return [1e308, -1e308, 2 ** 53, -1, 'abc', '1e400', '9'.repeat(400), nested];
    case 'string':
      return [
        'x'.repeat((s.maxLength ?? 20_000) + 1),
        'a\u0000b',
        12345,
        '',
        '   ',
        '9'.repeat(400),
        '-2147483649',
        '2147483648',
        '0000-00-00',
        '2026-02-30',
        '\ud800 lone surrogate',
        '%_\\',
        '99999-01-01T00:00:00Z',
        { a: [1, { b: null }] },
        nested,
      ];
    case 'boolean':
      return ['true', 1, nested];
    case 'array':
      return [
        'x',
        { 0: 'a' },
        [null],
        [nested, nested],
        Array.from({ length: (s.maxItems ?? 1000) + 1 }, () => sample(s.items ?? {}, false)),
      ];
    case 'object':
      return ['x', [], 7, { junk: nested }];
    default:
      return [nested, '\u0000', 2 ** 31];
  }
}

/** Every field of a sampled value (objects' keys, arrays' first item), with its schema and whether it is required. */
export function fields(
  schema: Schema,
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: Schema; required: boolean }[] {
  const s = variant(schema);
  const out: { path: (string | number)[]; schema: Schema; required: boolean }[] = [];
  if (value && typeof value === 'object' && !Array.isArray(value) && s.properties) {
    for (const [key, prop] of Object.entries(s.properties)) {
      const at = [...path, key];
      out.push({ path: at, schema: prop, required: Boolean(s.required?.includes(key)) });
      if (key in (value as object)) out.push(...fields(prop, (value as Record<string, unknown>)[key], at));
    }
  } else if (Array.isArray(value) && value.length && s.items) {
    out.push(...fields(s.items, value[0], [...path, 0]));
  }
  return out;
}

/** A copy of `value` with the field at `path` set (or removed when `to` is `REMOVE`). */
export const REMOVE = Symbol('remove');
export function setAt(value: unknown, path: (string | number)[], to: unknown): unknown {
  if (path.length === 0) return to;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  const [head, ...rest] = path;
  if (rest.length === 0 && to === REMOVE) delete copy[head];
  else copy[head] = setAt(copy[head], rest, to);
  return copy;
}
