import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import {
  creditRowSchema,
  creditSchema,
  creditSearchQuerySchema,
  issueCreditBodySchema,
  legacyAnswerSchema,
} from '@fieldline/contracts/payments/payments.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { idParams, route } from '../../platform/http/route';
import { getCredit, issueCredit, searchCredits } from './credits.service';
import { unapplyCredit } from './credits.unapply';
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
    method: 'POST',
    url: '/v1/credits/:id/unapply/:applicationId',
    access: paymentsFull,
    tags,
    params: z.object({
      id: z.coerce.number().check(z.int32()).positive(),
      applicationId: z.coerce.number().check(z.int32()).positive(),
    }),
    summary:
      'Undo an application of the credit: the invoice owes the amount again, the credit holds it again',
    response: creditSchema,
    handler: async ({ db, params, user, audit }) => {
      await unapplyCredit(db, params.id, params.applicationId, user.id);
      await audit({
        entity: 'CustomerCredit',
        entityId: params.id,
        action: 'unapply',
        after: { applicationId: params.applicationId },
      });
      return getCredit(db, params.id);
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
