import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { type RouteDef, route } from '../../platform/http/route';

/** Totals fields that tell costs: left out, never zeroed, for users without the Costs permission. */
const TOTALS_COST_KEYS = new Set([
  'cost',
  'markup',
  'margin',
  'currencyCost',
  'grossProfit',
  'grossProfitPct',
  'currencyGrossProfit',
]);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object';

/** A line, group or collection (or a list of them) as answered, without its costs. */
export function withoutCosts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCosts);
  if (!isObject(value)) return value;
  const out = { ...value };
  if (isObject(value.totals))
    out.totals = Object.fromEntries(Object.entries(value.totals).filter(([k]) => !TOTALS_COST_KEYS.has(k)));
  if (Array.isArray(value.items)) out.items = value.items.map(withoutCosts);
  if (Array.isArray(value.groups)) out.groups = value.groups.map(withoutCosts);
  // A line: it names its item and carries the unit cost.
  if ('item' in value && 'cost' in value) delete out.cost;
  return out;
}

/** A line-item route whose answer leaves costs out for a user without read access to Costs. */
export function costRoute<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
>(app: FastifyInstance, def: RouteDef<B, Q, P>): void {
  route(app, {
    ...def,
    handler: async (ctx) => {
      const out = await def.handler(ctx);
      return ctx.level(Permission.Costs) >= 1 ? out : withoutCosts(out);
    },
  });
}
