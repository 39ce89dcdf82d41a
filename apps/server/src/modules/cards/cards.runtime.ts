import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import { type CardGateway, createCardGateway } from '../../integrations/card-gateway';
import type { Db } from '../../platform/db/database';
import { cardGatewayKeys } from './cards.table';

let current: { gateway: CardGateway; publishableKey?: string } | null = null;

/** The gateway the cards module charges through; set as the module starts (index.ts). */
export function cardGateway(): CardGateway {
  if (!current) throw new Error('The cards module is not started.');
  return current.gateway;
}

export const publishableKey = () => current?.publishableKey;

/**
 * Stripe when STRIPE_SECRET_KEY is set; otherwise the offline test gateway, whose references are signed with
 * the database's key (made at random the first time; a concurrent first start keeps the row that landed).
 */
export async function startCards(db: Db, config: Config, gateway?: CardGateway): Promise<void> {
  if (gateway) {
    current = { gateway };
    return;
  }
  await db
    .insert(cardGatewayKeys)
    .values({ id: 1, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(cardGatewayKeys).where(eq(cardGatewayKeys.id, 1));
  current = {
    gateway: createCardGateway({ ...config.cards, testGatewaySecret: row.secret }),
    publishableKey: config.cards.stripePublishableKey,
  };
}

/** Tests swap the gateway (the fake Stripe) and put the previous one back. */
export function useCardGateway(gateway: CardGateway): () => void {
  const before = current;
  current = { gateway };
  return () => {
    current = before;
  };
}
