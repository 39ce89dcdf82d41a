import {
  badValues,
  fields,
  junk,
  type Random,
  REMOVE,
  random,
  type Schema,
  sample,
  setAt,
  typeOf,
} from './fuzz-values';

/**
 * Malformed requests for one OpenAPI operation (the fuzz test of platform/http/fuzz.routes.test.ts).
 * A request first gets a plausible base (every part filled as its schema asks), then exactly one part is
 * broken: a field that slipped past validation is only seen when the rest of the request is valid.
 */
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

/** A lone surrogate (no UTF-8 of its own) travels as the invalid bytes a careless client would send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`;
  }
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
    else parts.push(`${encodeURIComponent(key)}=${encode(String(v))}`);
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
/** Projections: deep (the URL stays under Node's 16 KiB request line), odd names, empty parts. */
const BAD_FIELDS = [
  'a.'.repeat(7000),
  '__proto__.x,constructor',
  ',,,.,',
  'id'.repeat(7000),
  'data.data.data',
  '%',
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
  // `fields` projects every answer, whether or not the operation documents it.
  const projection = rnd.pick(BAD_FIELDS);
  add(`fields=${describe(projection)}`, urlOf(base, base.path, { ...base.query, fields: projection }), body);
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
