import { toDecimal } from '@fieldline/contracts/common/money';
import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';

/** A stored card charged for a payment, in the payment's (the customer's) currency. */
export interface CardCharge {
  /** The gateway's reference to the charge, kept to refund it. */
  ref: string;
  /** "Visa ending 4242", as the payment shows it. */
  label: string;
  /** Added on top of the amount (spec 3 §9); 0.00 when none applies. */
  surcharge: string;
  /** The gateway's fee for the charge, 0.00 when it reports none. */
  fee: string;
}

export interface CardChargeRequest {
  customerId: number;
  currencyId: number | null;
  paymentTokenId: number;
  amount: string;
  description: string;
  idempotencyKey: string;
  /** Capture this hold (a pre-authorisation) instead of making a new charge. */
  holdRef?: string | null;
}

/**
 * Charging and refunding stored cards belongs to the cards module (above this one): it registers here as
 * it loads, so a payment of method 0 is charged through it without this module importing it.
 */
export interface CardCharger {
  charge(db: Db, request: CardChargeRequest): Promise<CardCharge>;
  /** Gives back the whole charge (amount and surcharge); the gateway keeps its fee. */
  refund(ref: string, amount: string, currencyId: number | null, idempotencyKey: string): Promise<void>;
}

let charger: CardCharger | null = null;

export function registerCardCharger(c: CardCharger): void {
  charger = c;
}

export function cardCharger(): CardCharger {
  if (!charger) throw ruleViolation('Card payments are not set up on this server.');
  return charger;
}

/** Stripe's smallest charge in dollars; a fee of 2.9 % + 30¢ never exceeds it. */
export const MIN_CARD_PAYMENT = '0.50';

export interface ChargedPayment extends CardCharge {
  /** Refunds the charge when the payment is not kept after all (a later refusal or a rollback). */
  undo: () => Promise<void>;
}

/**
 * Charges the payment's stored card once the payment's rules have passed and its row exists (its id keys
 * the charge, so a retry of the same call at the gateway charges once).
 */
export async function chargeStoredCard(
  db: Db,
  p: {
    id: number;
    customerId: number;
    currencyId: number | null;
    tokenId: number;
    amount: string;
    holdRef?: string | null;
    operationKey?: string | null;
  },
  customerName: string,
): Promise<ChargedPayment> {
  const c = cardCharger();
  const charge = await c.charge(db, {
    customerId: p.customerId,
    currencyId: p.currencyId,
    paymentTokenId: p.tokenId,
    amount: p.amount,
    description: `Fieldline payment ${p.id} from ${customerName}`,
    // The request's operation when it has one, so a retry after a lost answer or a crash is the same charge.
    idempotencyKey: `fieldline-payment-${p.operationKey ?? `p${p.id}`}`,
    holdRef: p.holdRef,
  });
  const total = toDecimal(p.amount).plus(charge.surcharge).toFixed(2);
  const undo = () =>
    c.refund(charge.ref, total, p.currencyId, `fieldline-undo-${p.id}`).catch((err: Error) => {
      // The charge stands at the gateway with no payment here: say so where the operator looks.
      process.emitWarning(`Card charge ${charge.ref} of payment ${p.id} was not refunded: ${err.message}`);
    });
  return { ...charge, undo };
}
