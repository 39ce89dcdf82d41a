import { Permission } from '@fieldline/contracts/common/permissions';
import {
  documentEmailDraftSchema,
  documentEmailsSchema,
  documentPdfQuerySchema,
  emailDraftQuerySchema,
  jobSummaryPdfQuerySchema,
  sendDocumentEmailBodySchema,
  sendJobSummaryEmailBodySchema,
  sentDocumentEmailSchema,
} from '@fieldline/contracts/documents/document-email.contract';
import type { JobSummarySectionKey } from '@fieldline/contracts/jobs/job-summary.contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { type Access, idParams, type RouteContext, route } from '../../../platform/http/route';
import { renderDocument, sendPdf } from '../../../platform/pdf';
import { recordProposalEmailed } from '../../bids';
import { addSentRecord, contractProposal } from '../../contracts';
import { contractProposalDocument } from './contract-proposal.document';
import { documentEmails, emailDraft, type Related, sendDocument } from './document-mail';
import { type DocumentSource, invoiceDocument } from './invoice.document';
import { jobSummaryDocument } from './job-summary.document';
import { proposalDocument } from './proposal.document';
import { purchaseOrderDocument } from './purchase-order.document';

const costs = { permission: Permission.Costs, level: 1 } as const;
const access = {
  invoiceRead: { permission: Permission.Invoices, level: 1 },
  invoiceSend: { permission: Permission.Invoices, level: 2 },
  bidRead: { permission: Permission.Bids, level: 1 },
  bidSend: { permission: Permission.Bids, level: 2 },
  // A purchase order is its costs: it needs the Costs permission as well.
  poRead: { permission: Permission.PurchaseOrders, level: 1, also: costs },
  poSend: { permission: Permission.PurchaseOrders, level: 2, also: costs },
  jobRead: { permission: Permission.Jobs, level: 1 },
  jobSend: { permission: Permission.Jobs, level: 2 },
  contractRead: { permission: Permission.Contracts, level: 1 },
  contractSend: { permission: Permission.Contracts, level: 2 },
} satisfies Record<string, Access>;

const tags = ['documents'];
const positive = z.coerce.number().check(z.int32()).positive();
const proposalParams = z.object({ id: positive, pid: positive });

type Ctx = RouteContext<unknown, unknown, unknown>;
type Loader<P> = (db: Db, params: P, ctx: Ctx) => Promise<DocumentSource>;

async function pdfAnswer(reply: FastifyReply, src: DocumentSource, download: string | undefined) {
  return sendPdf(
    reply,
    src.fileName,
    await renderDocument(src.document),
    download === 'true' ? 'attachment' : 'inline',
  );
}

/** The four routes of one document: its PDF, the e-mail modal's draft, its mail, and send-email. */
function documentRoutes<P extends z.ZodType<{ id: number }>>(
  app: FastifyInstance,
  d: {
    base: string;
    name: string;
    params: P;
    read: Access;
    send: Access;
    related: (p: z.output<P>) => Related;
    load: Loader<z.output<P>>;
    afterSend?: (ctx: Ctx, p: z.output<P>, to: string[]) => Promise<void>;
  },
) {
  // The route helper types params as possibly undefined; they are always parsed by d.params here.
  const params = (ctx: { params: unknown }) => ctx.params as z.output<P>;
  route(app, {
    method: 'GET',
    url: `${d.base}.pdf`,
    access: d.read,
    tags,
    summary: `The ${d.name} as a PDF (inline for printing; download=true for a download)`,
    params: d.params,
    query: documentPdfQuerySchema,
    handler: async (ctx) => pdfAnswer(ctx.reply, await d.load(ctx.db, params(ctx), ctx), ctx.query.download),
  });
  route(app, {
    method: 'GET',
    url: `${d.base}/email-draft`,
    access: d.read,
    tags,
    summary: `The e-mail modal's defaults for the ${d.name}: recipient on file, subject, body, attachment name`,
    params: d.params,
    query: emailDraftQuerySchema,
    response: documentEmailDraftSchema,
    handler: async (ctx) => emailDraft(ctx.db, await d.load(ctx.db, params(ctx), ctx), ctx.query.templateId),
  });
  route(app, {
    method: 'GET',
    url: `${d.base}/emails`,
    access: d.read,
    tags,
    summary: `What was e-mailed about the ${d.name}: to whom, when, and its delivery state`,
    params: d.params,
    response: documentEmailsSchema,
    handler: async (ctx) => {
      await d.load(ctx.db, params(ctx), ctx); // 404 for an unknown document
      return documentEmails(ctx.db, d.related(params(ctx)));
    },
  });
  route(app, {
    method: 'POST',
    url: `${d.base}/send-email`,
    access: d.send,
    tags,
    summary: `E-mail the ${d.name} with its PDF attached (queued in the outbox; Idempotency-Key makes a retry safe)`,
    params: d.params,
    body: sendDocumentEmailBodySchema,
    response: sentDocumentEmailSchema,
    handler: async (ctx) => {
      const sent = await sendDocument(
        ctx,
        await d.load(ctx.db, params(ctx), ctx),
        ctx.body,
        d.related(params(ctx)),
      );
      if (!sent.duplicate && d.afterSend) await d.afterSend(ctx, params(ctx), sent.to);
      return sent;
    },
  });
}

/** Invoices, deposit invoices, bid and contract proposals, purchase orders and job summaries as PDFs and e-mail. */
export async function documentPdfRoutes(app: FastifyInstance) {
  documentRoutes(app, {
    base: '/invoices/:id',
    name: 'invoice',
    params: idParams,
    read: access.invoiceRead,
    send: access.invoiceSend,
    related: (p) => ({ type: 'Invoice', id: p.id }),
    load: (db, p) => invoiceDocument(db, p.id),
  });
  documentRoutes(app, {
    base: '/bids/:id/proposals/:pid',
    name: 'bid proposal',
    params: proposalParams,
    read: access.bidRead,
    send: access.bidSend,
    related: (p) => ({ type: 'BidProposal', id: p.pid }),
    load: (db, p, ctx) => proposalDocument(db, p.id, p.pid, ctx.user.id),
    afterSend: (ctx, p, to) =>
      recordProposalEmailed(ctx.db, p.id, p.pid, to.join(', ').slice(0, 300), ctx.user.id),
  });
  documentRoutes(app, {
    base: '/purchaseorders/:id',
    name: 'purchase order',
    params: idParams,
    read: access.poRead,
    send: access.poSend,
    related: (p) => ({ type: 'PurchaseOrder', id: p.id }),
    load: (db, p) => purchaseOrderDocument(db, p.id),
  });
  documentRoutes(app, {
    base: '/contracts/:id/proposals/:pid',
    name: 'contract proposal',
    params: proposalParams,
    read: access.contractRead,
    send: access.contractSend,
    related: (p) => ({ type: 'ContractProposal', id: p.pid }),
    load: (db, p, ctx) => contractProposalDocument(db, p.id, p.pid, ctx.user.id),
    afterSend: async (ctx, p, to) => {
      const proposal = await contractProposal(ctx.db, p.id, p.pid);
      await addSentRecord(
        ctx.db,
        proposal,
        { sentTo: to.join(', ').slice(0, 300), method: 'Email' },
        ctx.user.id,
      );
    },
  });
  jobSummaryRoutes(app);
}

const canSeeCosts = (ctx: Ctx) => ctx.level(Permission.Costs) >= 1;

/** The job summary takes its type and sections from the query (PDF, draft) or the body (send-email). */
function jobSummaryRoutes(app: FastifyInstance) {
  const related = (id: number): Related => ({ type: 'Job', id });
  const load = (ctx: Ctx, id: number, q: { type: 'internal' | 'customer'; sections?: string[] }) =>
    jobSummaryDocument(ctx.db, id, {
      type: q.type,
      sections: q.sections as JobSummarySectionKey[] | undefined,
      costs: canSeeCosts(ctx),
    });
  route(app, {
    method: 'GET',
    url: '/jobs/:id/summary.pdf',
    access: access.jobRead,
    tags,
    summary:
      'The job summary as a PDF: type internal or customer, the chosen sections (the type’s settings by default)',
    params: idParams,
    query: jobSummaryPdfQuerySchema.extend(documentPdfQuerySchema.shape),
    handler: async (ctx) =>
      pdfAnswer(ctx.reply, await load(ctx, ctx.params.id, ctx.query), ctx.query.download),
  });
  route(app, {
    method: 'GET',
    url: '/jobs/:id/summary/email-draft',
    access: access.jobRead,
    tags,
    summary: "The e-mail modal's defaults for the job summary",
    params: idParams,
    query: jobSummaryPdfQuerySchema.extend(emailDraftQuerySchema.shape),
    response: documentEmailDraftSchema,
    handler: async (ctx) =>
      emailDraft(ctx.db, await load(ctx, ctx.params.id, ctx.query), ctx.query.templateId),
  });
  route(app, {
    method: 'GET',
    url: '/jobs/:id/summary/emails',
    access: access.jobRead,
    tags,
    summary: 'What was e-mailed about the job: to whom, when, and its delivery state',
    params: idParams,
    response: documentEmailsSchema,
    handler: async (ctx) => {
      await load(ctx, ctx.params.id, { type: 'customer', sections: ['general'] });
      return documentEmails(ctx.db, related(ctx.params.id));
    },
  });
  route(app, {
    method: 'POST',
    url: '/jobs/:id/summary/send-email',
    access: access.jobSend,
    tags,
    summary: 'E-mail the job summary (type and sections as chosen) with its PDF attached',
    params: idParams,
    body: sendJobSummaryEmailBodySchema,
    response: sentDocumentEmailSchema,
    handler: async (ctx) =>
      sendDocument(ctx, await load(ctx, ctx.params.id, ctx.body), ctx.body, related(ctx.params.id)),
  });
}
