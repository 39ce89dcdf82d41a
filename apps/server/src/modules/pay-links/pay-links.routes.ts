import { Permission } from '@fieldline/contracts/common/permissions';
import {
  emailedPayLinkSchema,
  emailPayLinkBodySchema,
  externalTokenBodySchema,
  payLinkSchema,
  payLinkStateSchema,
  paySettingsBodySchema,
  paySettingsSchema,
  payTokenParamsSchema,
  publicInvoiceSchema,
} from '@fieldline/contracts/pay-links/pay-links.contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestHost, requestProtocol } from '../../platform/http/proxy';
import { idParams, route } from '../../platform/http/route';
import { publicInvoice } from './pay-links.public';
import { emailPayLink, mintPayLink, payLinkState, revokePayLinks } from './pay-links.service';
import { getPaySettings, savePaySettings } from './pay-links.settings';

const invoicesRead = { permission: Permission.Invoices, level: 1 } as const;
const invoicesFull = { permission: Permission.Invoices, level: 2 } as const;
const settingsRead = { permission: Permission.Settings, level: 1 } as const;
const settingsFull = { permission: Permission.Settings, level: 2 } as const;
const tags = ['pay links'];

const originOf = (req: FastifyRequest) => {
  const host = requestHost(req);
  return host ? `${requestProtocol(req)}://${host}` : undefined;
};

export async function payLinkRoutes(app: FastifyInstance) {
  // Second API (spec 1 §7.16): a signed link to one invoice's pay page.
  route(app, {
    method: 'POST',
    url: '/emails/external-token',
    access: invoicesFull,
    tags,
    summary: "A signed, expiring link to one invoice's public pay page (docs/pay-page.md)",
    body: externalTokenBodySchema,
    response: payLinkSchema,
    secretResponse: true,
    handler: ({ db, body, req }) =>
      mintPayLink(db, body.invoiceId, { days: body.expiresInDays, origin: originOf(req) }),
  });
  route(app, {
    method: 'POST',
    url: '/invoices/email/:id/pay',
    access: invoicesFull,
    tags,
    summary: "E-mails the invoice's pay link to its contacts (or the addresses given), through the outbox",
    params: idParams,
    body: emailPayLinkBodySchema,
    response: emailedPayLinkSchema,
    secretResponse: true,
    handler: async ({ db, params, body, user, req, audit }) => {
      const sent = await emailPayLink(db, params.id, body, { userId: user.id, origin: originOf(req) });
      await audit({
        entity: 'Invoice',
        entityId: params.id,
        action: 'update',
        after: { payLinkSentTo: sent.to, mailMessageId: sent.mailMessageId },
      });
      return sent;
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/invoices/:id/pay-link',
    access: invoicesRead,
    tags,
    summary: 'When the invoice’s pay link was last made and sent, and to whom',
    params: idParams,
    response: payLinkStateSchema,
    handler: ({ db, params }) => payLinkState(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/invoices/:id/pay-link/revoke',
    access: invoicesFull,
    tags,
    summary: 'Ends every pay link of the invoice made so far',
    params: idParams,
    response: payLinkStateSchema,
    handler: async ({ db, params, audit }) => {
      const state = await revokePayLinks(db, params.id);
      await audit({
        entity: 'Invoice',
        entityId: params.id,
        action: 'update',
        after: { payLinksRevoked: true },
      });
      return state;
    },
  });

  // The one public call: no session is read or set; rate-limited per address.
  const { config } = app.platform;
  route(app, {
    method: 'GET',
    url: '/v1/public/pay/:token',
    access: 'public',
    tags,
    summary: 'The invoice a pay link names, as its customer sees it (no sign-in)',
    params: payTokenParamsSchema,
    response: publicInvoiceSchema,
    config: {
      rateLimit: {
        max: config.loginRateLimit * 6,
        timeWindow: '1 minute',
        keyGenerator: (req: FastifyRequest) => req.ip,
      },
    },
    handler: ({ db, params, reply }) => {
      // The answer is one customer's invoice: no cache keeps it, no page it links to learns the token.
      reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      reply.header('x-robots-tag', 'noindex');
      return publicInvoice(db, params.token);
    },
  });

  route(app, {
    method: 'GET',
    url: '/v1/companies/:id/pay-settings',
    access: settingsRead,
    tags,
    summary: 'The bank details the pay page shows for transfers',
    params: idParams,
    response: paySettingsSchema,
    handler: ({ db, params }) => getPaySettings(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/companies/:id/pay-settings',
    access: settingsFull,
    tags,
    params: idParams,
    body: paySettingsBodySchema,
    response: paySettingsSchema,
    handler: ({ db, params, body, user, audit }) =>
      savePaySettings(db, params.id, body, { userId: user.id, audit }),
  });
}
