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

function pick(value: unknown, paths: string[][]): unknown {
  if (Array.isArray(value)) return value.map((v) => pick(v, paths));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  const src = value as Record<string, unknown>;
  const groups = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) {
    const key = Object.keys(src).find((k) => k.toLowerCase() === head.toLowerCase());
    if (key === undefined) continue;
    const list = groups.get(key) ?? [];
    list.push(rest);
    groups.set(key, list);
  }
  for (const [key, rests] of groups) {
    out[key] = rests.some((r) => r.length === 0) ? src[key] : pick(src[key], rests);
  }
  return out;
}

export function projectFields(payload: unknown, raw: unknown): unknown {
  const paths = parseFields(raw);
  if (!paths || payload === null || typeof payload !== 'object') return payload;
  const p = payload as Record<string, unknown>;
  if (Array.isArray(p.data) && 'count_filtered' in p) {
    return { ...p, data: pick(p.data, paths) };
  }
  return pick(payload, paths);
}
