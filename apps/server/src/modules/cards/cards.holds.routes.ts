import {
  cardHoldSchema,
  HOLD_SUBJECTS,
  holdParamsSchema,
  placeHoldBodySchema,
  processPreauthBodySchema,
} from '@fieldline/contracts/cards/cards.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { paymentSchema } from '@fieldline/contracts/payments/payments.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { listHolds, pendingHolds, placeHold, processPreauth, releaseHold } from './cards.holds';

const cardsRead: Access = { permission: Permission.MerchantServices, level: 1 };
const cardsFull: Access = { permission: Permission.MerchantServices, level: 2 };
const tags = ['merchant services'];

/**
 * Pre-authorisations (spec 1 §7.11, §7.13): holds on a stored card for a pending job (bid), a job or an
 * invoice; captured on the invoice or released. docs/cards.md.
 */
export async function holdRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/pre-auth/:kind/:id',
    access: cardsRead,
    tags,
    params: holdParamsSchema,
    response: z.array(cardHoldSchema),
    summary: 'Card holds for a pending job (bid), a job or an invoice, newest first',
    handler: ({ db, params }) => listHolds(db, HOLD_SUBJECTS[params.kind], params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/pre-auth/:kind/:id',
    access: cardsFull,
    tags,
    status: 201,
    params: holdParamsSchema,
    body: placeHoldBodySchema,
    response: cardHoldSchema,
    summary: "Hold an amount (and its surcharge) on one of the customer's stored cards",
    handler: (ctx) => placeHold(ctx, HOLD_SUBJECTS[ctx.params.kind], ctx.params.id),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/pre-auth/:id',
    access: cardsFull,
    tags,
    params: idParams,
    response: cardHoldSchema,
    summary: 'Release a hold at the gateway',
    handler: releaseHold,
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/pendingtransactions',
    access: cardsRead,
    tags,
    response: z.array(cardHoldSchema),
    summary: 'Card holds still held, soonest to lapse first (at most 500)',
    handler: ({ db }) => pendingHolds(db),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/:id/process-preauth',
    access: {
      permission: Permission.Payments,
      level: 2,
      also: { permission: Permission.MerchantServices, level: 2 },
    },
    tags,
    params: idParams,
    body: processPreauthBodySchema,
    response: paymentSchema,
    summary: 'Capture a hold made for the invoice, its job or its bid as a card payment applied to it',
    handler: processPreauth,
  });
}
