import type { FastifyInstance } from 'fastify';
import { setInvoicePayLinkMaker } from '../invoices';
import { payLinkRoutes } from './pay-links.routes';
import { startPayLinks } from './pay-links.runtime';
import { payLinkFor } from './pay-links.service';

/**
 * Pay links (money layer, decision 017): signed, expiring links to one invoice's public pay page, the
 * e-mail that carries them, and the bank details that page shows. Reads invoices, customers and the
 * organization through their index; nothing below imports this module.
 */
export async function payLinksModule(app: FastifyInstance) {
  const { config, database } = app.platform;
  app.addHook('onReady', async () => startPayLinks(database.db, config));
  // Links in e-mails need the app's public address: PUBLIC_URL, else this server as started.
  const origin = config.publicUrl ?? `http://localhost:${config.port}`;
  setInvoicePayLinkMaker((db, invoiceId) => payLinkFor(db, invoiceId, origin));
  await payLinkRoutes(app);
}

export { payLinkFor } from './pay-links.service';
