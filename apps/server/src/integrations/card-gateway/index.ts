import type { CardGateway } from './card-gateway';
import { StripeGateway } from './stripe-gateway';
import { TestCardGateway } from './test-gateway';

export * from './card-gateway';
export { formBody, STRIPE_TIMEOUT_MS, StripeGateway } from './stripe-gateway';
export { type CardEntry, luhnValid, TEST_CARDS, TestCardGateway, testFeeCents } from './test-gateway';

export interface CardGatewayConfig {
  /** STRIPE_API_URL, default https://api.stripe.com when a key is set. */
  stripeUrl?: string;
  /** STRIPE_SECRET_KEY: without it, the offline test gateway. */
  stripeSecretKey?: string;
  /** Signs the test gateway's references (a secret of the installation). */
  testGatewaySecret: string;
}

/** Stripe when its secret key is configured, else the clearly labelled offline test gateway. */
export function createCardGateway(config: CardGatewayConfig): CardGateway {
  if (config.stripeSecretKey)
    return new StripeGateway({
      baseUrl: config.stripeUrl ?? 'https://api.stripe.com',
      secretKey: config.stripeSecretKey,
    });
  return new TestCardGateway(config.testGatewaySecret);
}
