import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  addressCheckSchema,
  mailMessageRowSchema,
  mailMessageSchema,
  mailSetupSchema,
  outboxSearchQuerySchema,
  validateAddressQuerySchema,
} from '@fieldline/contracts/mail/mail.contract';
import contentDisposition from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { getMailAttachment, getMailMessage, searchOutbox } from './mail.read';
import { addressChecker, mailRuntime } from './mail.runtime';
import { retryMail } from './mail.service';
import { queueTestMail } from './mail.test-message';

// The outbox holds what was written to customers: administrators read it, and only they send again.
const read = { permission: Permission.Settings, level: 1 } as const;
const full = { permission: Permission.Settings, level: 2 } as const;
const tags = ['mail'];

export async function mailRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/mail/messages/search',
    access: read,
    tags,
    summary: 'The outbox, newest first (filters: status, related record; query: subject or recipient)',
    query: outboxSearchQuerySchema,
    response: searchResultSchema(mailMessageRowSchema),
    handler: ({ db, query }) => searchOutbox(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/mail/messages/:id',
    access: read,
    tags,
    summary: 'One message: headers, bodies, history of attempts and its attachments',
    params: idParams,
    response: mailMessageSchema,
    handler: ({ db, params }) => getMailMessage(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/mail/messages/:id/attachments/:attachmentId',
    access: read,
    tags,
    summary: 'An attachment as a download',
    params: z.object({
      id: z.coerce.number().check(z.int32()).positive(),
      attachmentId: z.coerce.number().check(z.int32()).positive(),
    }),
    handler: async ({ db, params, reply }) => {
      const a = await getMailAttachment(db, params.id, params.attachmentId);
      // A download the browser never renders, whatever the attachment claims to be.
      reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', contentDisposition(a.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'")
        .header('cache-control', 'private, no-store');
      return a.content;
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/mail/messages/:id/retry',
    access: full,
    tags,
    summary: 'Send a held, failed or bounced message again',
    params: idParams,
    response: mailMessageSchema,
    handler: async ({ db, params, user, audit }) => {
      await retryMail(db, params.id, user.displayName);
      await audit({ entity: 'mailMessage', entityId: params.id, action: 'retry' });
      return getMailMessage(db, params.id);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/mail/setup',
    access: read,
    tags,
    summary: 'How mail leaves: through an SMTP server, or held in the outbox (no password)',
    response: mailSetupSchema,
    handler: async () => {
      const { config } = mailRuntime();
      return {
        mode: config.smtpHost ? 'smtp' : 'offline',
        host: config.smtpHost ?? null,
        port: config.smtpHost ? config.smtpPort : null,
        secure: config.smtpSecure,
        from: config.from,
      } as const;
    },
  });
  route(app, {
    method: 'POST',
    url: '/v1/mail/test',
    access: full,
    tags,
    summary: "Send a test message with a small PDF to the signed-in user's address",
    status: 201,
    response: mailMessageSchema,
    handler: async (ctx) => getMailMessage(ctx.db, (await queueTestMail(ctx.db, ctx.user)).id),
  });
  route(app, {
    method: 'GET',
    url: '/emails/validate-address',
    access: 'signedIn',
    tags: ['second API'],
    summary: "Check an e-mail address: its spelling, then its domain's MX record (DNS)",
    query: validateAddressQuerySchema,
    response: addressCheckSchema,
    handler: ({ query }) => addressChecker().check(query.email),
  });
}
