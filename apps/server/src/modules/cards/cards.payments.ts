import {
  CARD_PAYMENT_MESSAGES,
  cardLabel,
  cardSurcharge,
  cardTotal,
} from '@fieldline/contracts/cards/cards.contract';
import { asc, eq } from 'drizzle-orm';
import { fromCents, toCents } from '../../integrations/card-gateway';
import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';
import { currencies } from '../customers';
import { companyToday } from '../organization';
import type { CardCharger } from '../payments';
import { getSettings } from '../system';
import { cardGateway } from './cards.runtime';
import { expiredOn, FUNDING_TYPE, gatewayCustomer, gatewayRefusal, tokenOf } from './cards.tokens';

/** The gateway's currency code: the customer's currency, else the home one (the first not an alternative). */
export async function currencyCode(db: Db, currencyId: number | null): Promise<string> {
  const [row] = await db
    .select({ code: currencies.abbreviation })
    .from(currencies)
    .where(currencyId ? eq(currencies.id, currencyId) : eq(currencies.isAltCurrency, false))
    .orderBy(asc(currencies.id))
    .limit(1);
  return (row?.code ?? 'usd').toLowerCase();
}

/** Stored card payments (method 0) for the payments module, which registers it (index.ts). */
export const storedCardCharger: CardCharger = {
  async charge(db, r) {
    const token = await tokenOf(db, r.customerId, r.paymentTokenId);
    if (expiredOn(await companyToday(db))(token)) throw ruleViolation(CARD_PAYMENT_MESSAGES.cardExpired);
    const gateway = cardGateway();
    if (token.gatewayKind !== gateway.kind)
      throw ruleViolation('The card was saved with another card gateway; add it again to charge it.');
    const surcharge = cardSurcharge(r.amount, await getSettings(db), FUNDING_TYPE[token.funding] ?? '');
    const cents = toCents(cardTotal(r.amount, surcharge));
    try {
      const charge = r.holdRef
        ? await gateway.capture(r.holdRef, cents)
        : await gateway.charge({
            customerRef: await gatewayCustomer(db, r.customerId),
            paymentMethodRef: token.token,
            amountCents: cents,
            currency: await currencyCode(db, r.currencyId),
            capture: true,
            description: r.description,
            idempotencyKey: r.idempotencyKey,
          });
      return {
        ref: charge.id,
        label: cardLabel({ cardBrand: token.cardBrand, lastFour: token.lastFour }),
        surcharge,
        fee: fromCents(charge.feeCents ?? 0),
      };
    } catch (err) {
      throw gatewayRefusal(err, CARD_PAYMENT_MESSAGES.gatewayDown);
    }
  },
  async refund(ref, amount, _currencyId, idempotencyKey) {
    try {
      await cardGateway().refund(ref, toCents(amount), idempotencyKey);
    } catch (err) {
      throw gatewayRefusal(
        err,
        'The card gateway could not be reached; nothing was refunded. Please try again.',
      );
    }
  },
};
