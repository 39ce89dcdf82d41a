import { Permission } from '@fieldline/contracts/common/permissions';
import {
  jobProfitQuerySchema,
  jobProfitReportSchema,
  profitByJobQuerySchema,
  profitByJobResultSchema,
  profitFilterSchema,
} from '@fieldline/contracts/jobs/job-reports.contract';
import { jobEmailTemplateSchema, jobSummarySchema } from '@fieldline/contracts/jobs/job-summary.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { sendPdf } from '../../platform/pdf';
import { checklistPdf, signoffPdf } from './job-documents.pdf';
import { jobEmailTemplate } from './job-email-template';
import { profitWorkbook, sendXlsx } from './job-profit.excel';
import { jobProfitReport, profitByJob } from './job-profit.report';
import { jobSummary } from './job-summary.report';

const jobsRead: Access = { permission: Permission.Jobs, level: 1 };
/** Profit figures tell costs: they need the Costs permission as well. */
const profitRead: Access = { ...jobsRead, also: { permission: Permission.Costs, level: 1 } };
const tags = ['jobs'];
const id = z.coerce.number().check(z.int32()).positive();
const subParams = z.object({ id, x: id });

/** The job summary, the job documents (PDF, e-mail template) and the job profit reports. */
export async function jobReportsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/jobs/:id/summary',
    access: jobsRead,
    tags,
    summary:
      'The job summary: general info, items, equipment, tasks, time, recommendations, expenses, signoffs, checklists',
    params: idParams,
    response: jobSummarySchema,
    handler: ({ db, params }) => jobSummary(db, params.id),
  });

  route(app, {
    method: 'GET',
    url: '/jobs/:id/checklists/:x.pdf',
    access: jobsRead,
    tags,
    summary: "A job checklist's questions and answers (PDF)",
    params: subParams,
    handler: async ({ db, params, reply }) => {
      const { fileName, data } = await checklistPdf(db, params.id, params.x);
      return sendPdf(reply, fileName, data);
    },
  });

  route(app, {
    method: 'GET',
    url: '/jobs/:id/signoffs/:x.pdf',
    access: jobsRead,
    tags,
    summary: 'A job signoff with its signature (PDF)',
    params: subParams,
    handler: async ({ db, params, reply }) => {
      const { fileName, data } = await signoffPdf(db, params.id, params.x);
      return sendPdf(reply, fileName, data);
    },
  });

  route(app, {
    method: 'GET',
    url: '/jobs/:id/email-template/:x',
    access: jobsRead,
    tags,
    summary:
      'A job e-mail (1 job scheduled, 2 job completed with the summary): recipients, subject and HTML body',
    params: subParams,
    response: jobEmailTemplateSchema,
    handler: ({ db, params }) => jobEmailTemplate(db, params.id, params.x),
  });

  route(app, {
    method: 'GET',
    url: '/v1/jobs/reports/profitByJob',
    access: profitRead,
    tags,
    summary: 'Revenue, items cost, labour, expenses, profit and margin per job',
    query: profitByJobQuerySchema,
    response: profitByJobResultSchema,
    handler: ({ db, query }) => profitByJob(db, query),
  });

  route(app, {
    method: 'GET',
    url: '/v1/jobs/reports/jobProfitReport',
    access: profitRead,
    tags,
    summary: "One job's profit figures with the lines, time and expenses behind them",
    query: jobProfitQuerySchema,
    response: jobProfitReportSchema,
    handler: ({ db, query }) => jobProfitReport(db, query.jobId),
  });

  route(app, {
    method: 'GET',
    url: '/v1/jobs/reports/profitExcel',
    access: profitRead,
    tags,
    summary: 'The profit-by-job rows as a spreadsheet (xlsx)',
    query: profitFilterSchema,
    handler: async ({ db, query, reply }) =>
      sendXlsx(reply, 'job-profit.xlsx', await profitWorkbook(db, query)),
  });
}
