import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  draftPreviewSchema,
  EMAIL_TEMPLATE_RECORD_TYPES,
  emailTemplateCreateSchema,
  emailTemplateListQuerySchema,
  emailTemplateSchema,
  emailTemplateUpdateSchema,
  emailTokenCreateSchema,
  emailTokenListQuerySchema,
  emailTokenSchema,
  emailTokenSearchQuerySchema,
  emailTokenUpdateSchema,
  mergeTagsQuerySchema,
  mergeTagsSchema,
  messageTemplateCreateSchema,
  messageTemplateListQuerySchema,
  messageTemplateSchema,
  messageTemplateUpdateSchema,
  previewQuerySchema,
  renderedSchema,
} from '@fieldline/contracts/templates/templates.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { mergeTagSources } from './merge-tags.registry';
import { mergeTagsFor } from './merge-tags.service';
import * as service from './templates.service';
import * as tokens from './tokens.service';

// Templates and tokens belong to permission 1019, "Notifications and templates".
const read = { permission: Permission.Notifications, level: 1 } as const;
const full = { permission: Permission.Notifications, level: 2 } as const;
const tags = ['templates'];

export async function templateRoutes(app: FastifyInstance) {
  // ---------- E-mail templates (no delete) ----------
  route(app, {
    method: 'GET',
    url: '/v1/email-templates',
    access: read,
    tags,
    summary: 'E-mail templates; filters isActive and type (10 = statements); fields= projects',
    query: emailTemplateListQuerySchema,
    response: z.array(emailTemplateSchema),
    handler: ({ db, query }) => service.listEmailTemplates(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/email-templates/:id',
    access: read,
    tags,
    params: idParams,
    response: emailTemplateSchema,
    handler: ({ db, params }) => service.getEmailTemplate(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/email-templates',
    access: full,
    tags,
    summary: 'Create an e-mail template; a tag its type cannot use is refused (400, naming the tag)',
    body: emailTemplateCreateSchema,
    status: 201,
    response: emailTemplateSchema,
    handler: service.createEmailTemplate,
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/email-templates/:id',
    access: full,
    tags,
    params: idParams,
    body: emailTemplateUpdateSchema,
    response: emailTemplateSchema,
    handler: service.updateEmailTemplate,
  });
  route(app, {
    method: 'GET',
    url: '/v1/email-templates/:id/preview',
    access: read,
    tags,
    summary: "Rendered with a real record of the template's kind: ?recordId=, else the newest",
    params: idParams,
    query: previewQuerySchema,
    response: renderedSchema,
    handler: ({ db, params, query }) => service.previewEmailTemplate(db, params.id, query.recordId),
  });

  // ---------- Message templates ----------
  route(app, {
    method: 'GET',
    url: '/v1/messagetemplates',
    access: read,
    tags,
    summary: 'Message templates (notifications to contacts); filters isActive and recordType',
    query: messageTemplateListQuerySchema,
    response: z.array(messageTemplateSchema),
    handler: ({ db, query }) => service.listMessageTemplates(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/messagetemplates/getmergetags',
    access: read,
    tags,
    summary:
      'Every merge tag with a description and an example; ?recordType= or ?emailTemplateType= keeps those a template of that kind may use',
    query: mergeTagsQuerySchema,
    response: mergeTagsSchema,
    handler: async ({ db, query }) => {
      const recordType =
        query.emailTemplateType === undefined
          ? query.recordType
          : EMAIL_TEMPLATE_RECORD_TYPES[query.emailTemplateType as keyof typeof EMAIL_TEMPLATE_RECORD_TYPES];
      return {
        recordTypes: mergeTagSources().map((s) => ({ recordType: s.recordType, label: s.label })),
        tags: await mergeTagsFor(db, recordType),
      };
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/messagetemplates/previewTemplate/:id',
    access: read,
    tags,
    summary: 'The template rendered with a real record: ?recordId=, else the newest of its record type',
    params: idParams,
    query: previewQuerySchema,
    response: renderedSchema,
    handler: ({ db, params, query }) => service.previewMessageTemplate(db, params.id, query.recordId),
  });
  route(app, {
    method: 'POST',
    url: '/v1/messagetemplates/preview',
    access: read,
    readOnly: true,
    tags,
    summary: "The editor's preview of unsaved text with a real record (unknown tags refused as on save)",
    body: draftPreviewSchema,
    response: renderedSchema,
    handler: ({ db, body }) => service.previewDraft(db, body),
  });
  route(app, {
    method: 'GET',
    url: '/v1/messagetemplates/:id',
    access: read,
    tags,
    params: idParams,
    response: messageTemplateSchema,
    handler: ({ db, params }) => service.getMessageTemplate(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/messagetemplates',
    access: full,
    tags,
    body: messageTemplateCreateSchema,
    status: 201,
    response: messageTemplateSchema,
    handler: service.createMessageTemplate,
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/messagetemplates/:id',
    access: full,
    tags,
    params: idParams,
    body: messageTemplateUpdateSchema,
    response: messageTemplateSchema,
    handler: service.updateMessageTemplate,
  });

  // ---------- E-mail tokens ----------
  route(app, {
    method: 'GET',
    url: '/v1/email-tokens',
    access: read,
    tags,
    query: emailTokenListQuerySchema,
    response: z.array(emailTokenSchema),
    handler: ({ db, query }) => tokens.listTokens(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/email-tokens/search',
    access: read,
    tags,
    summary: 'Tokens whose name, value or description contains the query',
    query: emailTokenSearchQuerySchema,
    response: searchResultSchema(emailTokenSchema),
    handler: ({ db, query }) => tokens.searchTokens(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/email-tokens/:id',
    access: read,
    tags,
    params: idParams,
    response: emailTokenSchema,
    handler: ({ db, params }) => tokens.getToken(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/email-tokens',
    access: full,
    tags,
    body: emailTokenCreateSchema,
    status: 201,
    response: emailTokenSchema,
    handler: tokens.createToken,
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/email-tokens/:id',
    access: full,
    tags,
    params: idParams,
    body: emailTokenUpdateSchema,
    response: emailTokenSchema,
    handler: tokens.updateToken,
  });
}
