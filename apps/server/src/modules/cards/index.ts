import type { FastifyInstance } from 'fastify';
import { cardRoutes, testGatewayRoutes } from './cards.routes';
import { startCards } from './cards.runtime';

/**
 * Merchant services (issue 20): the card gateway (Stripe, or the offline test gateway), stored cards and
 * the card settings. docs/cards.md.
 */
export async function cardsModule(app: FastifyInstance) {
  const { config, database } = app.platform;
  app.addHook('onReady', async () => startCards(database.db, config));
  await cardRoutes(app);
  await testGatewayRoutes(app);
}

export { cardGateway, useCardGateway } from './cards.runtime';
export * from './cards.table';
export { gatewayRefusal } from './cards.tokens';
