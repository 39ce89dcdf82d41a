import type { FastifyInstance } from 'fastify';
import { registerCardCharger } from '../payments';
import { reauthorizeDue } from './cards.holds';
import { holdRoutes } from './cards.holds.routes';
import { storedCardCharger } from './cards.payments';
import { reconcileCharges } from './cards.reconcile';
import { cardRoutes, testGatewayRoutes } from './cards.routes';
import { startCards } from './cards.runtime';

/**
 * Merchant services (issue 20): the card gateway (Stripe, or the offline test gateway), stored cards and
 * the card settings. docs/cards.md.
 */
// Filled as this module loads: payments charges stored cards (method 0) through it.
registerCardCharger(storedCardCharger);

export async function cardsModule(app: FastifyInstance) {
  const { config, database } = app.platform;
  app.addHook('onReady', async () => startCards(database.db, config));
  await cardRoutes(app);
  await testGatewayRoutes(app);
  await holdRoutes(app);
  // Holds lapse at the gateway after HOLD_DAYS: renew those lapsing within a day, hourly.
  app.platform.queue.define({
    name: 'cards.reauthorize-holds',
    cron: '35 * * * *',
    handler: async () => {
      await reauthorizeDue(database.db);
    },
  });
  // Charges whose answer was lost and never retried are given back (docs/cards.md, Reliability).
  app.platform.queue.define({
    name: 'cards.reconcile',
    cron: '*/10 * * * *',
    handler: async () => {
      await reconcileCharges(database.db);
    },
  });
}

export { reauthorizeDue } from './cards.holds';
export { reconcileCharges } from './cards.reconcile';
export { cardGateway, useCardGateway } from './cards.runtime';
export * from './cards.table';
export { gatewayRefusal } from './cards.tokens';
