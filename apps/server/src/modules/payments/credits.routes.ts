import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import {
  creditRowSchema,
  creditSchema,
  creditSearchQuerySchema,
  issueCreditBodySchema,
  legacyAnswerSchema,
} from '@fieldline/contracts/payments/payments.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { idParams, route } from '../../platform/http/route';
import { getCredit, issueCredit, searchCredits } from './credits.service';
import { paymentsFull, paymentsRead } from './payments.routes';

const tags = ['credits'];

export async function creditsRoutes(app: FastifyInstance) {
  // The legacy service answers 200 with `d` holding JSON: { creditId } or { ClientMessage } when refused.
  route(app, {
    method: 'POST',
    url: '/AIR_NET/services/Customer.svc/IssueCustomerCreditByAccounts',
    access: paymentsFull,
    tags,
    body: issueCreditBodySchema,
    summary: 'Issue a customer credit over GL accounts (strDebitAccountAmount: "code,amount|code,amount")',
    response: legacyAnswerSchema,
    handler: async ({ db, body, user, audit }) => {
      try {
        const creditId = await db.transaction((tx) => issueCredit(tx as unknown as Db, body, user.id));
        await audit({ entity: 'CustomerCredit', entityId: creditId, action: 'create', after: body });
        return { d: JSON.stringify({ creditId }) };
      } catch (err) {
        if (err instanceof AppError && err.status !== 403 && err.status !== 401)
          return { d: JSON.stringify({ ClientMessage: err.message }) };
        throw err;
      }
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/credits/search',
    access: paymentsRead,
    tags,
    query: creditSearchQuerySchema,
    response: searchResultSchema(creditRowSchema),
    handler: ({ db, query }) => searchCredits(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/credits/:id',
    access: paymentsRead,
    tags,
    params: idParams,
    summary: 'A credit with its GL lines, its journal entry lines and its applications',
    response: creditSchema,
    handler: ({ db, params }) => getCredit(db, params.id),
  });
}
