import type { FastifyInstance } from 'fastify';
import { payLinkRoutes } from './pay-links.routes';
import { startPayLinks } from './pay-links.runtime';

/**
 * Pay links (money layer, decision 017): signed, expiring links to one invoice's public pay page, the
 * e-mail that carries them, and the bank details that page shows. Reads invoices, customers and the
 * organization through their index; nothing below imports this module.
 */
export async function payLinksModule(app: FastifyInstance) {
  const { config, database } = app.platform;
  app.addHook('onReady', async () => startPayLinks(database.db, config));
  await payLinkRoutes(app);
}

export { payLinkFor } from './pay-links.service';
