import fc from 'fast-check';

/**
 * Malformed requests for one OpenAPI operation (the fuzz test of platform/http/fuzz.routes.test.ts).
 * A request first gets a plausible base (every part filled as its schema asks), then exactly one part is
 * broken: a field that slipped past validation is only seen when the rest of the request is valid.
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

export interface Operation {
  method: string;
  path: string;
  params: { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema }[];
  body?: Schema;
}

export interface FuzzRequest {
  /** What was broken, for the failure report. */
  what: string;
  method: string;
  url: string;
  payload?: unknown;
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
type Random = ReturnType<typeof random>;

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

function typeOf(s: Schema): string | undefined {
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

/** How a value travels in a path or query string; objects and arrays as qs brackets. */
export function queryString(query: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, v: unknown) => {
    if (v === undefined) return;
    if (Array.isArray(v)) for (const x of v) add(key, x);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v))
        add(`${key}[${k}]`, typeof x === 'object' ? JSON.stringify(x) : x);
    else parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`);
  };
  for (const [k, v] of Object.entries(query)) add(k, v);
  return parts.length ? `?${parts.join('&')}` : '';
}

const BAD_IDS = [
  '2147483648',
  '-2147483649',
  '-1',
  '0',
  'abc',
  '1.5',
  '1e308',
  '99999999999999999999',
  '%00',
  '%20',
];
const BAD_TEXTS = ['x'.repeat(5000), '%00', '..%2F..', '%F0%9F%92%A9', '%FF'];

export interface Plan {
  seed: number;
  /** Broken fields per body and per query (each a request of its own). */
  perPart: number;
}

/** What the requests of an operation start from: path, query and body filled as their schemas ask. */
export interface Base {
  op: Operation;
  path: Record<string, string>;
  query: Record<string, unknown>;
  /** The body with every field, and with only the required ones (the same when nothing is optional). */
  full?: unknown;
  minimal?: unknown;
}

export function baseOf(op: Operation): Base {
  const path: Record<string, string> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.params)
    if (p.in === 'path') path[p.name] = encodeURIComponent(String(sample(p.schema, false)));
    else if (p.required) query[p.name] = sample(p.schema, false);
  return {
    op,
    path,
    query,
    full: op.body ? sample(op.body, true) : undefined,
    minimal: op.body ? sample(op.body, false) : undefined,
  };
}

export function urlOf(base: Base, path = base.path, query = base.query): string {
  return base.op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name]) + queryString(query);
}

/**
 * The broken requests of an operation, each changing one thing of the base: a path id, a query value, a body
 * field (of `body`, the base body the caller saw accepted), or the whole body.
 */
export function brokenRequests(base: Base, body: unknown, plan: Plan): FuzzRequest[] {
  const { op } = base;
  const rnd = random(plan.seed ^ hash(`${op.method} ${op.path}`));
  const junkValues = junk(plan.seed, 8);
  const out: FuzzRequest[] = [];
  const add = (what: string, url: string, payload?: unknown) =>
    out.push({ what, method: op.method, url, ...(payload !== undefined ? { payload } : {}) });
  const baseUrl = urlOf(base);

  for (const p of op.params.filter((x) => x.in === 'path')) {
    // Past the integer range always (the commonest 500 once), and one more of the kind.
    const [first, ...rest] = typeOf(p.schema) === 'integer' ? BAD_IDS : BAD_TEXTS;
    for (const v of [first, rnd.pick(rest)])
      add(`path ${p.name}=${v.slice(0, 40)}`, urlOf(base, { ...base.path, [p.name]: v }), body);
  }
  for (const p of shuffled(
    op.params.filter((x) => x.in === 'query'),
    rnd,
  ).slice(0, plan.perPart)) {
    const v = rnd.pick(badValues(p.schema, rnd, junkValues));
    add(`query ${p.name}=${describe(v)}`, urlOf(base, base.path, { ...base.query, [p.name]: v }), body);
  }
  if (!op.body) {
    if (op.method !== 'GET' && op.method !== 'DELETE')
      add('a body where none is taken', baseUrl, { junk: rnd.pick(junkValues) });
    return out;
  }
  for (const f of shuffled(fields(op.body, body), rnd).slice(0, plan.perPart)) {
    const remove = f.required && rnd.next() < 0.2;
    const v = remove ? REMOVE : rnd.pick([...badValues(f.schema, rnd, junkValues), null]);
    add(`body ${f.path.join('.')}=${remove ? '(missing)' : describe(v)}`, baseUrl, setAt(body, f.path, v));
  }
  add('an empty object body', baseUrl, {});
  add('a body of junk', baseUrl, rnd.pick([[], 'junk', 42, [rnd.pick(junkValues)], rnd.pick(junkValues)]));
  return out;
}

function shuffled<T>(xs: readonly T[], rnd: Random): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd.next() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function describe(v: unknown): string {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 60 ? `${s.slice(0, 40)}… (${s.length} chars)` : s;
}
