import {
  addMatchBodySchema,
  bankFeedSyncSchema,
  feedTransactionsQuerySchema,
  matchToParamsSchema,
  recentErrorSchema,
  recentErrorsQuerySchema,
  syncHistoryQuerySchema,
} from '@fieldline/contracts/banking/bank-feeds.contract';
import { bankTransactionSchema } from '@fieldline/contracts/banking/banking.contract';
import {
  applyToInvoicesBodySchema,
  bankMatchResultSchema,
} from '@fieldline/contracts/banking/matching.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { applyToInvoices, confirmBest, createWithGl, matchTransactions } from '../banking';
import { bankFeedFull, bankFeedRead, tags } from './bank-feeds.routes';
import {
  feedTransaction,
  feedTransactions,
  fireWebhook,
  recentErrors,
  refreshItem,
  syncHistory,
} from './bank-feeds.transactions';

const matchIdSchema = z.object({ matchId: z.int32() });

/**
 * Spec 1 §7.14 Bank link, transactions: the feed's bank transactions, matched through banking's functions,
 * and each bank login's syncs. {id} is a bank transaction, except for refresh, forcewebhook, synchistory and
 * recenterrors, where it is the bank login (item).
 */
export async function bankFeedTransactionRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/plaid/transactions',
    access: bankFeedRead,
    tags,
    query: feedTransactionsQuerySchema,
    response: z.object({ data: z.array(bankTransactionSchema), total: z.int32() }),
    summary: "A bank account's (or a feed account's) feed transactions with their status, newest first",
    handler: ({ db, query }) => feedTransactions(db, query),
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/transactions/confirm/:id',
    access: bankFeedFull,
    tags,
    status: 201,
    params: idParams,
    response: matchIdSchema,
    summary: 'Confirm the best suggested match of the feed transaction',
    handler: async ({ db, params, user, audit }) => {
      await feedTransaction(db, params.id);
      const matchId = await confirmBest(db, params.id, user.id);
      await audit({ entity: 'bankMatch', entityId: matchId, action: 'create', after: { id: params.id } });
      return { matchId };
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/transactions/:id/applytoinvoices',
    access: { permission: Permission.Banking, level: 2, also: { permission: Permission.Payments, level: 2 } },
    tags,
    status: 201,
    params: idParams,
    body: applyToInvoicesBodySchema,
    response: z.object({ paymentId: z.int32(), matchId: z.int32() }),
    summary: "Record the feed deposit as the customer's payment, apply it to invoices and match it",
    handler: async ({ db, params, body, user }) => {
      await feedTransaction(db, params.id);
      return applyToInvoices(db, params.id, body, user.id);
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/transactions/refresh/:id',
    access: bankFeedFull,
    tags,
    params: idParams,
    response: bankFeedSyncSchema,
    readOnly: true,
    summary: 'Ask the bank for new transactions and sync the bank login now (id: the bank login)',
    handler: ({ db, params }) => refreshItem(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/transactions/forcewebhook/:id',
    access: bankFeedFull,
    tags,
    params: idParams,
    response: z.object({ ok: z.literal(true) }),
    readOnly: true,
    summary: 'Sandbox: have the provider send the bank login a new-transactions webhook (offline: nothing)',
    handler: ({ db, params }) => fireWebhook(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/transactions/:id/matchto/:x',
    access: bankFeedFull,
    tags,
    status: 201,
    params: matchToParamsSchema,
    response: matchIdSchema,
    summary: 'Match the feed transaction to ledger line x (equal amounts)',
    handler: async ({ db, params, user, audit }) => {
      await feedTransaction(db, params.id);
      const matchId = await matchTransactions(
        db,
        { bankTransactionIds: [params.id], journalLineIds: [params.x], method: 'Manual' },
        user.id,
      );
      await audit({
        entity: 'bankMatch',
        entityId: matchId,
        action: 'create',
        after: { id: params.id, journalLineIds: [params.x] },
      });
      return { matchId };
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/plaid/transactions/:id/addmatch',
    access: bankFeedFull,
    tags,
    status: 201,
    params: idParams,
    body: addMatchBodySchema,
    response: bankMatchResultSchema,
    summary:
      'Add Matching Transaction: an entry between the bank and GL lines, matched to the feed transaction',
    handler: async ({ db, params, body, user }) => {
      await feedTransaction(db, params.id);
      return createWithGl(db, { ...body, bankTransactionId: params.id }, user.id);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/plaid/transactions/synchistory/:id',
    access: bankFeedRead,
    tags,
    params: idParams,
    query: syncHistoryQuerySchema,
    response: z.object({ data: z.array(bankFeedSyncSchema), total: z.int32() }),
    summary: "The bank login's syncs, newest first (id: the bank login)",
    handler: ({ db, params, query }) => syncHistory(db, params.id, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/plaid/transactions/recenterrors/:id',
    access: bankFeedRead,
    tags,
    params: idParams,
    query: recentErrorsQuerySchema,
    response: z.array(recentErrorSchema),
    summary:
      "The bank login's failed syncs and the transactions its syncs could not apply (id: the bank login)",
    handler: ({ db, params, query }) => recentErrors(db, params.id, query.limit),
  });
}
