import {
  createPaymentTokenBodySchema,
  creditCardTokenSchema,
  merchantConfigurationSchema,
  merchantSettingsSchema,
  paymentTokenParamsSchema,
  paymentTokensQuerySchema,
  testGatewayCardSchema,
  updatePaymentTokenBodySchema,
} from '@fieldline/contracts/cards/cards.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CardDeclined, TestCardGateway } from '../../integrations/card-gateway';
import { rowExists } from '../../platform/db/exists';
import { AppError, notFound } from '../../platform/errors';
import { type Access, idParams, route } from '../../platform/http/route';
import { offices } from '../organization';
import { getSettings } from '../system';
import { cardGateway, publishableKey } from './cards.runtime';
import { addToken, listTokens, removeToken, updateToken } from './cards.tokens';

const cardsRead: Access = { permission: Permission.MerchantServices, level: 1 };
const cardsFull: Access = { permission: Permission.MerchantServices, level: 2 };
const tags = ['merchant services'];
/** The offline test gateway's own endpoint: the browser posts the card here, never to /v1. */
export const TEST_GATEWAY_TOKENS_URL = '/test-gateway/tokens';

/** Spec 1 §7.13 merchant services: settings, configuration by office, a customer's stored cards. */
export async function cardRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/merchant/settings',
    access: cardsRead,
    tags,
    response: merchantSettingsSchema,
    summary: 'Card settings (CVV required, surcharge, fee notice) and which gateway takes the cards',
    handler: async ({ db }) => {
      const s = await getSettings(db);
      const g = cardGateway();
      return {
        internalPayments_RequireCVV: s.internalPayments_RequireCVV,
        gateway: { kind: g.kind, label: g.label },
        rewardPay_Enabled: s.rewardPay_Enabled,
        rewardPay_SurchargePercent: s.rewardPay_SurchargePercent,
        merchantFeeNotice_Enabled: s.merchantFeeNotice_Enabled,
      };
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/merchant/configuration/:id',
    access: cardsRead,
    tags,
    params: idParams,
    response: merchantConfigurationSchema,
    summary: "An office's merchant configuration: what the browser tokenises cards with",
    handler: async ({ db, params }) => {
      if (!(await rowExists(db, offices, params.id))) throw notFound('office');
      const stripe = cardGateway().kind === 'stripe';
      return {
        id: params.id,
        merchantToken: stripe ? (publishableKey() ?? '') : 'test',
        tokenizeUrl: stripe ? 'https://js.stripe.com/v3/' : TEST_GATEWAY_TOKENS_URL,
      };
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/payment-tokens/:id',
    access: cardsRead,
    tags,
    params: idParams,
    query: paymentTokensQuerySchema,
    response: z.array(creditCardTokenSchema),
    summary: "The customer's stored cards (expired ones left out unless asked for)",
    handler: ({ db, params, query }) => listTokens(db, params.id, query.includeExpired),
  });
  route(app, {
    method: 'POST',
    url: '/v1/payment-tokens/:id',
    access: cardsFull,
    tags,
    status: 201,
    params: idParams,
    body: createPaymentTokenBodySchema,
    response: creditCardTokenSchema,
    summary: 'Save a card the browser tokenised at the gateway (never a card number)',
    handler: (ctx) => addToken(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/payment-tokens/:id/token',
    access: cardsFull,
    tags,
    params: idParams,
    body: updatePaymentTokenBodySchema,
    response: creditCardTokenSchema,
    summary: 'Rename a stored card or make it the primary one',
    handler: (ctx) => updateToken(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/payment-tokens/:id/token/:tid',
    access: cardsFull,
    tags,
    status: 204,
    params: paymentTokenParamsSchema,
    summary: 'Remove a stored card',
    handler: (ctx) => removeToken(ctx),
  });
}

/**
 * The offline test gateway's tokenisation endpoint. It is the gateway's, not the API's: no session (the
 * card form posts to it as it would to a provider), rate-limited per address; the card is read once and only
 * a signed token comes back. Request bodies are never logged (platform/http/access-log.ts) nor stored.
 */
export async function testGatewayRoutes(app: FastifyInstance) {
  const { config } = app.platform;
  route(app, {
    method: 'POST',
    url: TEST_GATEWAY_TOKENS_URL,
    access: 'public',
    tags,
    summary: 'The offline test gateway: a test card in, a token out (not part of the API)',
    body: testGatewayCardSchema,
    response: z.object({ token: z.string() }),
    config: {
      rateLimit: {
        max: config.loginRateLimit * 6,
        timeWindow: '1 minute',
        keyGenerator: (req: FastifyRequest) => req.ip,
      },
    },
    handler: async ({ body, reply }) => {
      reply.header('cache-control', 'no-store');
      const gateway = cardGateway();
      if (!(gateway instanceof TestCardGateway))
        throw new AppError(404, 'TEST_GATEWAY_OFF', 'The test gateway is off: cards go to the provider.');
      try {
        return { token: gateway.tokenize(body) };
      } catch (err) {
        if (err instanceof CardDeclined) throw new AppError(402, 'CARD_DECLINED', err.message);
        throw err;
      }
    },
  });
}
