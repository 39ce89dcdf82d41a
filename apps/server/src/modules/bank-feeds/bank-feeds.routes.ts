import {
  accountLinkParamsSchema,
  bankFeedItemSchema,
  exchangePublicTokenBodySchema,
  feedAccountSchema,
  feedAccountSummarySchema,
  linkTokenSchema,
  webhookUrlBodySchema,
} from '@fieldline/contracts/banking/bank-feeds.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { accountSummary, bankSummary, itemAccounts, linkAccount, unlinkAccount } from './bank-feeds.accounts';
import { disconnectItem, linkItem, newLinkToken, reloginToken, updateWebhookUrl } from './bank-feeds.items';
import { getItem, itemsOf } from './bank-feeds.items-read';

export const bankFeedRead: Access = { permission: Permission.Banking, level: 1 };
export const bankFeedFull: Access = { permission: Permission.Banking, level: 2 };
export const tags = ['bank feed'];

/**
 * Spec 1 §7.14 Bank link: bank logins (items) and their accounts. Calls that reach the provider are
 * `readOnly` routes: no request transaction is held open while the bank answers, and the service commits
 * its own changes (a failed sync is recorded even though the call fails). docs/banking.md, Bank feed.
 */
export async function bankFeedRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/v1/plaid/linktoken',
    access: bankFeedFull,
    tags,
    response: linkTokenSchema,
    readOnly: true,
    secretResponse: true,
    summary: 'A token to open Link with, to link a new bank login',
    handler: async ({ user, reply }) => {
      reply.header('cache-control', 'no-store');
      return newLinkToken(user.id);
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/items',
    access: bankFeedFull,
    tags,
    status: 201,
    body: exchangePublicTokenBodySchema,
    response: bankFeedItemSchema,
    readOnly: true,
    summary: "Link a bank login: exchange Link's public token, fetch its accounts and sync it a first time",
    handler: ({ db, body, user, audit }) => linkItem(db, body.publicToken, user.id, audit),
  });
  route(app, {
    method: 'GET',
    url: '/v1/plaid/items',
    access: bankFeedRead,
    tags,
    response: z.array(bankFeedItemSchema),
    summary: 'The linked bank logins with their accounts and last sync',
    handler: ({ db }) => itemsOf(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/plaid/items/:id',
    access: bankFeedRead,
    tags,
    params: idParams,
    response: bankFeedItemSchema,
    handler: ({ db, params }) => getItem(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/forcerelogin/:id',
    access: bankFeedFull,
    tags,
    params: idParams,
    response: linkTokenSchema,
    readOnly: true,
    secretResponse: true,
    summary: 'A Link token in update mode: the user logs in to the bank again to repair the login',
    handler: async ({ db, params, user, reply }) => {
      reply.header('cache-control', 'no-store');
      return reloginToken(db, params.id, user.id);
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/updateWebhookURL/:id',
    access: bankFeedFull,
    tags,
    params: idParams,
    body: webhookUrlBodySchema,
    response: bankFeedItemSchema,
    readOnly: true,
    summary: "Where the provider sends the bank login's webhooks",
    handler: ({ db, params, body, audit }) => updateWebhookUrl(db, params.id, body.url, audit),
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/disconnect/:id',
    access: bankFeedFull,
    tags,
    params: idParams,
    response: bankFeedItemSchema,
    readOnly: true,
    summary: 'End the bank login at the provider; its accounts are unlinked, its transactions stay',
    handler: ({ db, params, audit }) => disconnectItem(db, params.id, audit),
  });
  route(app, {
    method: 'GET',
    url: '/v1/plaid/account/:id',
    access: bankFeedRead,
    tags,
    params: idParams,
    response: z.array(feedAccountSchema),
    summary: "The bank login's accounts (id: the bank login)",
    handler: ({ db, params }) => itemAccounts(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/plaid/account/:id/summary',
    access: bankFeedRead,
    tags,
    params: idParams,
    response: feedAccountSummarySchema,
    summary: 'A feed account: balances, linked bank account, its feed transactions by status, last sync',
    handler: ({ db, params }) => accountSummary(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/plaid/account/summarybybank/:id',
    access: bankFeedRead,
    tags,
    params: idParams,
    response: feedAccountSummarySchema,
    summary: 'The same for a Fieldline bank account (feedAccount null when it is linked to none)',
    handler: ({ db, params }) => bankSummary(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/plaid/account/:id/link/:x',
    access: bankFeedFull,
    tags,
    params: accountLinkParamsSchema,
    response: feedAccountSchema,
    summary: "Link the feed account to bank account x: its transactions go there (x's only feed account)",
    handler: ({ db, params, req, audit }) =>
      linkAccount(db, req.server.platform.queue, params.id, params.x, audit),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/plaid/account/:id/unlink',
    access: bankFeedFull,
    tags,
    params: idParams,
    response: feedAccountSchema,
    summary: 'Unlink the feed account from its bank account (the transactions already there stay)',
    handler: ({ db, params, audit }) => unlinkAccount(db, params.id, audit),
  });
}
