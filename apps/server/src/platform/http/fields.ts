/**
 * `fields=id,name,customer.id` keeps only the named paths of every returned record.
 * A search envelope is projected row by row and keeps count_filtered.
 */
export function parseFields(raw: unknown): string[][] | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  return raw
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean)
    .map((f) => f.split('.'));
}

/** The asked paths grouped by their first name (lower-cased): what to keep of each record. */
interface Plan {
  heads: { name: string; whole: boolean; rest: Plan | null }[];
  /** The record's own spelling of each head, from the last record seen (the rows of a list share it). */
  spelled: (string | undefined)[];
}

function planOf(paths: string[][]): Plan {
  const groups = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) {
    const key = head.toLowerCase();
    const list = groups.get(key) ?? [];
    list.push(rest);
    groups.set(key, list);
  }
  const heads = [...groups].map(([name, rests]) => {
    const whole = rests.some((r) => r.length === 0);
    return { name, whole, rest: whole ? null : planOf(rests) };
  });
  return { heads, spelled: heads.map(() => undefined) };
}

function pick(value: unknown, plan: Plan): unknown {
  if (Array.isArray(value)) return value.map((v) => pick(v, plan));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const src = value as Record<string, unknown>;
  plan.heads.forEach((head, i) => {
    let key = plan.spelled[i];
    if (key === undefined || !Object.hasOwn(src, key)) {
      key = Object.keys(src).find((k) => k.toLowerCase() === head.name);
      if (key === undefined) return;
      plan.spelled[i] = key;
    }
    out[key] = head.rest ? pick(src[key], head.rest) : src[key];
  });
  return out;
}

/** No record is nested this deep; a longer path is refused (400) before it costs a recursion per name. */
export const MAX_FIELD_DEPTH = 10;

/** Why `fields` cannot be used, or null when it can (or is absent). */
export function fieldsProblem(raw: unknown): string | null {
  const paths = parseFields(raw);
  return paths?.some((p) => p.length > MAX_FIELD_DEPTH)
    ? `A field path has at most ${MAX_FIELD_DEPTH} names.`
    : null;
}

export function projectFields(payload: unknown, raw: unknown): unknown {
  const paths = parseFields(raw);
  if (!paths || payload === null || typeof payload !== 'object') return payload;
  // Files (spreadsheets, PDFs) are sent as they are.
  if (payload instanceof Uint8Array || typeof (payload as { pipe?: unknown }).pipe === 'function')
    return payload;
  const p = payload as Record<string, unknown>;
  const plan = planOf(paths);
  if (Array.isArray(p.data) && 'count_filtered' in p) {
    return { ...p, data: pick(p.data, plan) };
  }
  return pick(payload, plan);
}

/**
 * Whether `fields` asks for the top-level field `name` (every field when it names none), so that a
 * read can leave out the joins of fields nobody asked for. The projection above still shapes the answer.
 */
export function wantsField(raw: unknown, name: string): boolean {
  const paths = parseFields(raw);
  if (!paths) return true;
  const wanted = name.toLowerCase();
  return paths.some(([head]) => head.toLowerCase() === wanted);
}
