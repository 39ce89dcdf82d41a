import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  alternateDetailSchema,
  alternateItemSchema,
  childItemSchema,
  itemSchema,
  itemSearchRowSchema,
  itemSummarySchema,
  pricingSchema,
} from '@fieldline/contracts/items/items.contract';
import { z } from 'zod';
import { forbidden } from '../../platform/errors';
import { hideCosts } from '../../platform/http/costs';

/*
 * Item reads leave the unit costs out (never zeroed) for users without the Costs permission: a
 * technician reads items to pick parts, not to learn what they cost. The answer schemas below accept
 * their absence.
 */
const COST_KEYS = new Set(['cost', 'materialCost']);
const noCost = { cost: true, materialCost: true } as const;

export const itemAnswerSchema = itemSchema.partial(noCost);
export const itemSearchAnswerSchema = searchResultSchema(itemSearchRowSchema.partial(noCost));
export const pricingAnswerSchema = pricingSchema.partial({ cost: true });
export const childItemsAnswerSchema = z.array(
  childItemSchema.extend({ item: itemSummarySchema.partial(noCost) }),
);
const alternateDetail = alternateDetailSchema.partial(noCost);
export const alternatesAnswerSchema = z.array(
  alternateItemSchema.extend({ item: alternateDetail, alternateItem: alternateDetail }),
);

/** The answer as is for a user who may see costs, else without its cost fields. */
export const itemCosts = <T>(ctx: Parameters<typeof hideCosts>[0], answer: Promise<T>) =>
  hideCosts(ctx, COST_KEYS, answer);

export const ITEM_COSTS_REFUSED = "Setting an item's cost needs the Costs and margins permission.";

/**
 * A user who may not see costs may not set them either (the item page leaves them out of the form); the
 * answer to the write then leaves them out as a read does.
 */
export function writeItem<T>(
  ctx: Parameters<typeof hideCosts>[0] & { body?: { cost?: unknown; materialCost?: unknown } },
  write: () => Promise<T>,
) {
  const setsCost = ctx.body?.cost !== undefined || ctx.body?.materialCost !== undefined;
  if (setsCost && ctx.level(Permission.Costs) < 1) throw forbidden(ITEM_COSTS_REFUSED);
  return itemCosts(ctx, write());
}
