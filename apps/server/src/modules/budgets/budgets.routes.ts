import {
  budgetAccountSchema,
  budgetEntryParamsSchema,
  budgetEntrySchema,
  budgetSchema,
  budgetSearchQuerySchema,
  bulkBudgetEntriesBodySchema,
  bulkBudgetEntriesResultSchema,
  createBudgetBodySchema,
  createBudgetEntryBodySchema,
  importBudgetBodySchema,
  importBudgetResultSchema,
  updateBudgetBodySchema,
  updateBudgetEntryBodySchema,
} from '@fieldline/contracts/budgets/budgets.contract';
import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { sendBudgetWorkbook } from './budgets.excel';
import { importBudget } from './budgets.import';
import { getBudget, getEntry, listBudgetAccounts, listEntries, searchBudgets } from './budgets.read';
import * as service from './budgets.service';

const read: Access = { permission: Permission.Budgets, level: 1 };
const full: Access = { permission: Permission.Budgets, level: 2 };
const tags = ['budgets'];
const B = '/v1/budget';

export async function budgetsRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: `${B}/search`,
    access: read,
    tags,
    summary: 'Budgets by financial year, company, office and description',
    query: budgetSearchQuerySchema,
    response: searchResultSchema(budgetSchema),
    handler: ({ db, query }) => searchBudgets(db, query),
  });
  route(app, {
    method: 'POST',
    url: B,
    access: full,
    tags,
    status: 201,
    body: createBudgetBodySchema,
    response: budgetSchema,
    handler: (ctx) => service.createBudgetRoute(ctx),
  });
  route(app, {
    method: 'GET',
    url: `${B}/:id`,
    access: read,
    tags,
    params: idParams,
    response: budgetSchema,
    handler: ({ db, params }) => getBudget(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: `${B}/:id`,
    access: full,
    tags,
    summary: 'Update a budget (a locked budget refuses everything but { "locked": false })',
    params: idParams,
    body: updateBudgetBodySchema,
    response: budgetSchema,
    handler: (ctx) => service.updateBudget(ctx),
  });
  route(app, {
    method: 'GET',
    url: `${B}/:id/accounts`,
    access: read,
    tags,
    summary: "Addition: the accounts the budget sheet lists, labelled with the budget's accountFormat",
    params: idParams,
    response: z.array(budgetAccountSchema),
    handler: ({ db, params }) => listBudgetAccounts(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: `${B}/:id/entries`,
    access: read,
    tags,
    params: idParams,
    response: z.array(budgetEntrySchema),
    handler: ({ db, params }) => listEntries(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: `${B}/:id/entry/:entryId`,
    access: read,
    tags,
    params: budgetEntryParamsSchema,
    response: budgetEntrySchema,
    handler: ({ db, params }) => getEntry(db, params.id, params.entryId),
  });
  route(app, {
    method: 'PATCH',
    url: `${B}/:id/entry/:entryId`,
    access: full,
    tags,
    params: budgetEntryParamsSchema,
    body: updateBudgetEntryBodySchema,
    response: budgetEntrySchema,
    handler: (ctx) => service.updateEntry(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${B}/:id/entry`,
    access: full,
    tags,
    status: 201,
    summary: 'A new entry (409 when the account, office, division, department and month already have one)',
    params: idParams,
    body: createBudgetEntryBodySchema,
    response: budgetEntrySchema,
    handler: (ctx) => service.createEntry(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${B}/:id/entries/bulk`,
    access: full,
    tags,
    summary: 'Addition: amount updates and new entries in one transaction (what an import applies)',
    params: idParams,
    body: bulkBudgetEntriesBodySchema,
    response: bulkBudgetEntriesResultSchema,
    handler: (ctx) => service.bulkEntries(ctx),
  });
  route(app, {
    method: 'GET',
    url: `${B}/:id/export.xlsx`,
    access: read,
    tags,
    summary: 'The budget as a spreadsheet: one row per account per office, 12 months and a total',
    params: idParams,
    handler: (ctx) => sendBudgetWorkbook(ctx),
  });
  route(app, {
    method: 'POST',
    url: `${B}/:id/import`,
    access: full,
    tags,
    summary:
      'Import a spreadsheet (JSON { file: base64 or data URL }); answers what changed and the rows skipped',
    params: idParams,
    bodyLimit: 15 * 1024 * 1024,
    body: importBudgetBodySchema,
    response: importBudgetResultSchema,
    handler: (ctx) => importBudget(ctx),
  });
}
