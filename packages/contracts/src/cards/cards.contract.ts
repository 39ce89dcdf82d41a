import { z } from 'zod';
import { businessDate } from '../common/dates';
import { moneyString, positiveMoneyInput, roundMoney, toDecimal } from '../common/money';

/**
 * Stored cards and merchant services (spec 1 §7.13: configuration/{id}, settings, payment-tokens/{id};
 * spec 3 §1-§5, §7). No card number or CVV is ever part of a request: the browser gives the card to the
 * gateway and sends Fieldline the gateway's token. docs/cards.md.
 */

export const CARD_MESSAGES = {
  nameRequired: 'Name of Card is required',
  invalidLength: 'Invalid card length',
  invalidDate: 'Invalid date',
  invalidCvv: 'Invalid CVV',
  addFailed: 'There was an error adding this credit card.',
  unknownCustomer: 'Unknown customer.',
  unknownCard: 'Unknown card.',
} as const;

/** Spec 3 §9 card limits. */
export const CARD_LIMITS = { name: 5, number: 15, cvv: 3 } as const;

const id = z.int32().positive();

/** Spec 3 §3 "Credit card token (stored)", names as the spec writes them. */
export const creditCardTokenSchema = z.object({
  id: z.int32(),
  token: z.string(),
  lastFour: z.string(),
  nameOnCard: z.string(),
  /** MM/YYYY */
  ExpirationDate: z.string(),
  /** Credit, Debit, Prepaid or Unknown: a merchant fee notice is shown for credit cards. */
  cardType: z.string(),
  cardCategory: z.string(),
  cardBrand: z.string(),
  createdDate: z.string(),
  CreatedBy: z.string(),
  isExpired: z.boolean(),
  IsPrimary: z.boolean(),
  FriendlyName: z.string(),
  IsSingleUse: z.boolean(),
});
export type CreditCardToken = z.infer<typeof creditCardTokenSchema>;

export const paymentTokensQuerySchema = z.strictObject({
  /** Expired cards are left out of the list (spec 3 §5) unless asked for. */
  includeExpired: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

/** POST payment-tokens/{customerId}: the gateway's token and what the person typed besides the card. */
export const createPaymentTokenBodySchema = z.strictObject({
  token: z.string().trim().min(1, 'Required').max(2000),
  nameOnCard: z.string().trim().min(CARD_LIMITS.name, CARD_MESSAGES.nameRequired).max(100),
  FriendlyName: z.string().trim().max(100).optional(),
  IsPrimary: z.boolean().optional(),
});

/** PATCH payment-tokens/{customerId}/token: rename a card or make it the primary one. */
export const updatePaymentTokenBodySchema = z
  .strictObject({
    id,
    FriendlyName: z.string().trim().max(100).optional(),
    IsPrimary: z.literal(true).optional(),
  })
  .refine((b) => b.FriendlyName !== undefined || b.IsPrimary !== undefined, {
    message: 'Nothing to change.',
  });

export const paymentTokenParamsSchema = z.object({
  id: z.coerce.number().check(z.int32()).positive(),
  tid: z.coerce.number().check(z.int32()).positive(),
});

/** GET settings (spec 3 §3 Merchant settings), with which gateway takes the cards. */
export const merchantSettingsSchema = z.object({
  internalPayments_RequireCVV: z.boolean(),
  gateway: z.object({ kind: z.enum(['stripe', 'test']), label: z.string() }),
  rewardPay_Enabled: z.boolean(),
  rewardPay_SurchargePercent: z.string(),
  merchantFeeNotice_Enabled: z.boolean(),
});

/** GET configuration/{officeId} (spec 3 §3 Merchant configuration): what the browser tokenises with. */
export const merchantConfigurationSchema = z.object({
  id: z.int32(),
  /** The provider's publishable key, or 'test' for the offline test gateway. */
  merchantToken: z.string(),
  /** Where the browser posts the card: the provider's, or the test gateway's own endpoint. */
  tokenizeUrl: z.string(),
});

/** The offline test gateway's own endpoint (not the API): the card goes here, a token comes back. */
export const testGatewayCardSchema = z.strictObject({
  number: z.string().max(30),
  expMonth: z.int32().min(1).max(12),
  expYear: z.int32().min(2000).max(2100),
  cvc: z.string().max(4).optional(),
});

// ---- card payments (spec 3 §5 Deposit payment, §9 card surcharge and merchant fee notice) ----

export const CARD_PAYMENT_MESSAGES = {
  selectCard: 'Please select a card.',
  cardExpired: 'The card has expired; choose another card or add a new one.',
  feeNotice: 'A merchant processing fee applies to payments by credit card.',
  notCardPayment: 'Only a stored card payment (payment method 0) can be refunded to the card.',
  alreadyRefunded: 'The payment has already been refunded.',
  gatewayDown: 'The card gateway could not be reached; nothing was charged. Please try again.',
} as const;

export interface SurchargeSettings {
  rewardPay_Enabled: boolean;
  rewardPay_SurchargePercent: string;
}

/**
 * The card surcharge (spec 3 §9): when reward pay is enabled, the configured percent (rounded to 2
 * places) of the amount, half to even; otherwise 0. Credit cards only: card network rules and US law
 * forbid surcharging debit and prepaid cards (docs/decisions/029-card-surcharge-credit-only.md).
 */
export function cardSurcharge(amount: string, settings: SurchargeSettings, cardType: string): string {
  if (!settings.rewardPay_Enabled || cardType !== 'Credit') return '0.00';
  const percent = roundMoney(settings.rewardPay_SurchargePercent);
  return moneyString(toDecimal(amount).times(percent).dividedBy(100));
}

/** What the customer's card is charged: the amount plus the surcharge. */
export const cardTotal = (amount: string, surcharge: string) =>
  moneyString(toDecimal(amount).plus(surcharge));

const BRAND_NAMES: Record<string, string> = { amex: 'American Express', mastercard: 'Mastercard' };

/** The gateway's brand code as people write it: "visa" → "Visa", "amex" → "American Express". */
export const brandName = (brand: string) =>
  BRAND_NAMES[brand] ?? (brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card');

/** A stored card's short label: brand and last four, with its friendly name when it has one. */
export const cardLabel = (c: { cardBrand: string; lastFour: string; FriendlyName?: string }) =>
  `${c.FriendlyName ? `${c.FriendlyName}: ` : ''}${brandName(c.cardBrand)} ending ${c.lastFour}`;

/** POST payments/{id}/refund: the whole card payment back to the card; `date` defaults to today. */
export const refundCardPaymentBodySchema = z.strictObject({
  date: businessDate.optional(),
});

// ---- pre-authorisations (spec 1 §7.11 process-preauth, pendingtransactions; §7.13 pre-auth) ----

/** Days a gateway keeps a hold on an online card payment (Stripe: 7); holds are re-authorised a day before. */
export const HOLD_DAYS = 7;
/** The URL's word for what a hold is for; a bid is a pending job (spec 1 §7.13). */
export const HOLD_SUBJECTS = { pendingjob: 'PendingJob', job: 'Job', invoice: 'Invoice' } as const;
export type HoldSubject = (typeof HOLD_SUBJECTS)[keyof typeof HOLD_SUBJECTS];

export const HOLD_MESSAGES = {
  notHeld: 'The hold is no longer held: it was captured or released.',
  notForInvoice: 'The hold is not for this invoice, its job or its bid.',
  nothingOwed: 'The invoice has nothing left to pay.',
  overHold: (max: string) => `The amount and its surcharge are more than the hold (${max}).`,
} as const;

export const holdParamsSchema = z.object({
  kind: z.enum(['pendingjob', 'job', 'invoice']),
  id: z.coerce.number().check(z.int32()).positive(),
});

/** POST pre-auth/{kind}/{id}: hold an amount on one of the customer's stored cards. */
export const placeHoldBodySchema = z.strictObject({
  paymentTokenId: id,
  amount: positiveMoneyInput,
  note: z.string().trim().max(500).optional(),
});

/** POST invoices/{id}/process-preauth: capture a hold on the invoice, at most its balance. */
export const processPreauthBodySchema = z.strictObject({
  preAuthId: id,
  bankAccountId: id,
  /** Defaults to the smaller of the hold's amount and the invoice's balance. */
  amount: positiveMoneyInput.optional(),
  paymentDate: businessDate.optional(),
});

export const cardHoldSchema = z.object({
  id: z.int32(),
  subjectKind: z.enum(['PendingJob', 'Job', 'Invoice']),
  subjectId: z.int32(),
  /** What it is for, by number: "Invoice INV-000253", "Job J-1042", "Bid B-0042". */
  subjectLabel: z.string(),
  customerId: z.int32(),
  customerName: z.string(),
  paymentTokenId: z.int32(),
  card: z.string(),
  amount: z.string(),
  /** What the gateway holds: the amount and its surcharge. */
  heldTotal: z.string(),
  status: z.enum(['Held', 'Captured', 'Released']),
  expiresAt: z.string(),
  reauthorizations: z.int32(),
  /** Why the last re-authorisation failed; the hold lapses at expiresAt unless someone acts. */
  problem: z.string().nullable(),
  paymentId: z.int32().nullable(),
  note: z.string(),
  createdDate: z.string(),
});
export type CardHold = z.infer<typeof cardHoldSchema>;
