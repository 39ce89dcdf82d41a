import { Permission } from '@fieldline/contracts/common/permissions';
import {
  defaultTemplateIdSchema,
  EmailTemplateType,
  recordTemplateParamsSchema,
  renderedSchema,
} from '@fieldline/contracts/templates/templates.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { defaultEmailTemplateId, renderEmailTemplate } from './templates.service';

const tags = ['second API'];

/**
 * The second API's invoice e-mail template calls (spec 1 §7.16): what the invoice's e-mail dialog starts
 * with. (GET /jobs/{id}/email-template/{x} is the reports module's: x there is a kind, 1 scheduled, 2 completed.) They read the record, so they need the record's permission, not the templates'.
 */
export async function templateDocumentRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/invoices/email-templateId',
    access: { permission: Permission.Invoices, level: 1 },
    tags,
    summary: "The default invoice e-mail template's id (null when there is no active one)",
    response: defaultTemplateIdSchema,
    handler: async ({ db }) => ({
      emailTemplateId: await defaultEmailTemplateId(db, EmailTemplateType.Invoice),
    }),
  });
  route(app, {
    method: 'GET',
    url: '/invoices/:id/email-template/:x',
    access: { permission: Permission.Invoices, level: 1 },
    tags,
    summary: 'Template x rendered for invoice id: subject, HTML body and its text part',
    params: recordTemplateParamsSchema,
    response: renderedSchema,
    handler: ({ db, params }) => renderEmailTemplate(db, params.x, 'invoice', params.id),
  });
}
