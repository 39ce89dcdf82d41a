import type { FastifyInstance } from 'fastify';
import { templateDocumentRoutes } from './templates.documents.routes';
import { templateRoutes } from './templates.routes';

/**
 * E-mail templates, message templates, e-mail tokens and the merge-tag engine (docs/templates.md): a
 * foundation module. The modules owning records register their tags with `registerMergeTagSource`.
 */
export async function templatesModule(app: FastifyInstance) {
  await templateRoutes(app);
  await templateDocumentRoutes(app);
}

export {
  type MergeRecord,
  type MergeTagDef,
  type MergeTagSource,
  mergeTagSource,
  nullIfNotFound,
  registerMergeTagSource,
} from './merge-tags.registry';
export { mergeTagsFor, mergeValues } from './merge-tags.service';
export {
  defaultEmailTemplateId,
  getEmailTemplate,
  getMessageTemplate,
  listEmailTemplates,
  previewMessageTemplate,
  renderEmailTemplate,
  renderText,
} from './templates.service';
export { emailTemplates, emailTokens, messageTemplates } from './templates.table';
