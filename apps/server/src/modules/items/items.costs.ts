import { searchResultSchema } from '@fieldline/contracts/common/pagination';
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
