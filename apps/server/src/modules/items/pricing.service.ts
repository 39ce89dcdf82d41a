import { Money, moneyString, toDecimal } from '@fieldline/contracts/common/money';
import {
  isValidQuantity,
  MARKUP_TYPE_MARGIN,
  type Pricing,
  type pricingQuerySchema,
} from '@fieldline/contracts/items/items.contract';
import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError } from '../../platform/errors';
import { customerExists } from '../customers';
import { findItemRow } from './items.read';
import { trimStep } from './items.summaries';
import { itemMarkups, markupTypes } from './items.table';

/**
 * GET /items/pricing (second API). The unit price is the item's own price when it is above 0;
 * otherwise its cost through the tier of the item's markup schedule whose [fromCost, toCost)
 * holds the cost (the item's own tier when none does); with neither, the cost itself.
 * Customer-specific overrides and discounts are not stored yet: a known customerId is accepted
 * and echoed so callers need not change when they arrive.
 */
export async function priceItem(db: Db, q: z.output<typeof pricingQuerySchema>): Promise<Pricing> {
  const item = await findItemRow(db, q.itemId);
  if (!item) throw fieldError('itemId', 'Unknown item.');
  if (q.customerId && !(await customerExists(db, q.customerId))) {
    throw fieldError('customerId', 'Unknown customer.');
  }
  const scale = { step: trimStep(item.quantityStep), decimals: item.quantityDecimals };
  if (!isValidQuantity(q.quantity, scale)) {
    throw fieldError(
      'quantity',
      `The quantity must be a multiple of ${scale.step} with at most ${scale.decimals} decimal places.`,
    );
  }
  const cost = toDecimal(item.cost);
  let unit = toDecimal(item.price);
  let priceSource: Pricing['priceSource'] = 'item';
  let markupPercent: string | null = null;
  let markupType: string | null = null;
  if (unit.isZero()) {
    const tier = item.markupId ? await markupTier(db, item.markupId, item.cost) : undefined;
    if (tier) {
      const pct = toDecimal(tier.markupPercent).div(100);
      unit =
        tier.typeName === MARKUP_TYPE_MARGIN ? cost.div(new Money(1).minus(pct)) : cost.times(pct.plus(1));
      priceSource = 'markup';
      markupPercent = tier.markupPercent;
      markupType = tier.typeName;
    } else {
      unit = cost;
      priceSource = 'cost';
    }
  }
  const unitPrice = moneyString(unit, 4);
  return {
    itemId: item.id,
    customerId: q.customerId ?? null,
    quantity: moneyString(q.quantity, scale.decimals),
    cost: item.cost,
    unitPrice,
    extendedPrice: moneyString(toDecimal(unitPrice).times(toDecimal(q.quantity)), 2),
    priceSource,
    markupPercent,
    markupType,
  };
}

/**
 * A markup schedule is the tiers sharing a type and a name ("Parts": 0–25 at 60 %, 25–100 at 45 % ...);
 * the item points at any tier of its schedule and the tier holding the cost applies.
 */
async function markupTier(db: Db, markupId: number, cost: string) {
  const [own] = await db
    .select({
      markupTypeId: itemMarkups.markupTypeId,
      name: itemMarkups.name,
      markupPercent: itemMarkups.markupPercent,
      typeName: markupTypes.name,
    })
    .from(itemMarkups)
    .innerJoin(markupTypes, eq(markupTypes.id, itemMarkups.markupTypeId))
    .where(eq(itemMarkups.id, markupId));
  if (!own) return undefined;
  const [tier] = await db
    .select({ markupPercent: itemMarkups.markupPercent })
    .from(itemMarkups)
    .where(
      and(
        eq(itemMarkups.markupTypeId, own.markupTypeId),
        eq(itemMarkups.name, own.name),
        lte(itemMarkups.fromCost, cost),
        or(isNull(itemMarkups.toCost), gt(itemMarkups.toCost, cost)),
      ),
    )
    .orderBy(desc(itemMarkups.fromCost))
    .limit(1);
  return { typeName: own.typeName, markupPercent: tier?.markupPercent ?? own.markupPercent };
}
