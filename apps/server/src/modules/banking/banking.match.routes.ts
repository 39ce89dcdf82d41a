import { bankTransactionSchema } from '@fieldline/contracts/banking/banking.contract';
import {
  applyToInvoicesBodySchema,
  autoMatchBodySchema,
  autoMatchResultSchema,
  bankMatchBodySchema,
  bankMatchResultSchema,
  bankRuleBodySchema,
  bankRuleSchema,
  bankSettingsBodySchema,
  bankSettingsSchema,
  inboxQuerySchema,
  matchBodySchema,
  matchedSchema,
  suggestionSchema,
} from '@fieldline/contracts/banking/matching.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { applyToInvoices, confirmBest, createWithGl } from './banking.gl';
import { inbox, matchOf, suggestionsOf } from './banking.inbox';
import { autoMatch, matchTransactions, setExcluded, unmatchTransaction } from './banking.match';
import { deleteRule, getSettings, listRules, saveRule, saveSettings } from './banking.rules';

const bankingRead: Access = { permission: Permission.Banking, level: 1 };
const bankingFull: Access = { permission: Permission.Banking, level: 2 };
const tags = ['banking'];
const matchIdSchema = z.object({ matchId: z.int32() });

/** Matching bank transactions to the books (issue 21 item 2). docs/banking.md. */
export async function bankingMatchRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/bankingtransactions/inbox',
    access: bankingRead,
    tags,
    query: inboxQuerySchema,
    response: z.object({
      total: z.int32(),
      data: z.array(z.object({ transaction: bankTransactionSchema, suggestions: z.array(suggestionSchema) })),
    }),
    summary: "An account's unmatched bank transactions, newest first, each with its best suggested matches",
    handler: ({ db, query }) => inbox(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankingtransactions/:id/suggestions',
    access: bankingRead,
    tags,
    params: idParams,
    response: z.array(suggestionSchema),
    handler: ({ db, params }) => suggestionsOf(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankingtransactions/:id/match',
    access: bankingRead,
    tags,
    params: idParams,
    response: matchedSchema,
    handler: ({ db, params }) => matchOf(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bankingtransactions/:id/match',
    access: bankingFull,
    tags,
    status: 201,
    params: idParams,
    body: matchBodySchema,
    response: matchIdSchema,
    summary: 'Match the transaction (and any others) to ledger lines of equal total',
    handler: async ({ db, params, body, user, audit }) => {
      const matchId = await matchTransactions(
        db,
        {
          bankTransactionIds: [params.id, ...(body.bankTransactionIds ?? [])],
          journalLineIds: body.journalLineIds,
          method: 'Manual',
        },
        user.id,
      );
      await audit({
        entity: 'bankMatch',
        entityId: matchId,
        action: 'create',
        after: { ...body, id: params.id },
      });
      return { matchId };
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/bankingtransactions/:id/confirm',
    access: bankingFull,
    tags,
    status: 201,
    params: idParams,
    response: matchIdSchema,
    summary: 'Confirm the best suggested match (a ledger line, a deposit group, or a rule)',
    handler: async ({ db, params, user }) => ({ matchId: await confirmBest(db, params.id, user.id) }),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/bankingtransactions/:id/match',
    access: bankingFull,
    tags,
    status: 204,
    params: idParams,
    summary: "Undo the transaction's match (refused once a finished reconciliation cleared it)",
    handler: async ({ db, params, user, audit }) => {
      await unmatchTransaction(db, params.id, user.id);
      await audit({ entity: 'bankingTransaction', entityId: params.id, action: 'unmatch' });
    },
  });
  for (const [verb, excluded] of [
    ['exclude', true],
    ['include', false],
  ] as const)
    route(app, {
      method: 'POST',
      url: `/v1/bankingtransactions/:id/${verb}`,
      access: bankingFull,
      tags,
      params: idParams,
      response: z.object({ ok: z.literal(true) }),
      handler: async ({ db, params }) => {
        await setExcluded(db, params.id, excluded);
        return { ok: true as const };
      },
    });
  route(app, {
    method: 'POST',
    url: '/v1/bankingtransactions/automatch',
    access: bankingFull,
    tags,
    body: autoMatchBodySchema,
    response: autoMatchResultSchema,
    summary: "Confirm every unambiguous suggestion at or above the account's automatic-confirmation score",
    handler: ({ db, body, user }) => autoMatch(db, body.bankAccountId, user.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bankingtransactions/createWithGL',
    access: bankingFull,
    tags,
    status: 201,
    body: bankMatchBodySchema,
    response: bankMatchResultSchema,
    summary:
      'Add Matching Transaction: an entry between the bank and GL lines, matched to the bank transaction',
    handler: ({ db, body, user }) => createWithGl(db, body, user.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bankingtransactions/:id/applytoinvoices',
    access: { permission: Permission.Banking, level: 2, also: { permission: Permission.Payments, level: 2 } },
    tags,
    status: 201,
    params: idParams,
    body: applyToInvoicesBodySchema,
    response: z.object({ paymentId: z.int32(), matchId: z.int32() }),
    summary: "Record the deposit as the customer's payment, apply it to invoices and match it",
    handler: ({ db, params, body, user }) => applyToInvoices(db, params.id, body, user.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankrules',
    access: bankingRead,
    tags,
    response: z.array(bankRuleSchema),
    handler: ({ db }) => listRules(db),
  });
  route(app, {
    method: 'POST',
    url: '/v1/bankrules',
    access: bankingFull,
    tags,
    status: 201,
    body: bankRuleBodySchema,
    response: bankRuleSchema,
    summary: 'Save a rule: bank lines whose payee or memo contains the text are suggested to the account',
    handler: ({ db, body, user }) => saveRule(db, body, user.id),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/bankrules/:id',
    access: bankingFull,
    tags,
    status: 204,
    params: idParams,
    handler: ({ db, params }) => deleteRule(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankaccounts/:id/banksettings',
    access: bankingRead,
    tags,
    params: idParams,
    response: bankSettingsSchema,
    handler: ({ db, params }) => getSettings(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/bankaccounts/:id/banksettings',
    access: bankingFull,
    tags,
    params: idParams,
    body: bankSettingsBodySchema,
    response: bankSettingsSchema,
    summary:
      'The score at and above which unambiguous suggestions are confirmed without a person (null: never)',
    handler: ({ db, params, body }) => saveSettings(db, params.id, body.autoConfirmScore),
  });
}
