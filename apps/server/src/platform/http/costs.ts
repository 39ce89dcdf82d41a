import { Permission } from '@fieldline/contracts/common/permissions';
import type { RouteContext } from './route';

/** The value with the named keys left out at every depth (arrays and plain objects). */
export function withoutKeys(value: unknown, keys: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutKeys(v, keys));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !keys.has(k))
      .map(([k, v]) => [k, withoutKeys(v, keys)]),
  );
}

/**
 * An answer as is for a user who may see costs (Costs at read), else without its cost fields: left
 * out, never zeroed, so a record read serves both (the answer schema marks them optional).
 */
export async function hideCosts<T>(
  ctx: Pick<RouteContext<unknown, unknown, unknown>, 'level'>,
  keys: ReadonlySet<string>,
  answer: Promise<T>,
): Promise<unknown> {
  const value = await answer;
  return ctx.level(Permission.Costs) >= 1 ? value : withoutKeys(value, keys);
}
