import {
  createGeneralExpenseBodySchema,
  expenseAccountSchema,
  expenseSearchQuerySchema,
  expenseSearchResultSchema,
  flagExternalBodySchema,
  generalExpenseSchema,
  postExpensesBodySchema,
  postExpensesResultSchema,
} from '@fieldline/contracts/expenses/expenses.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, route } from '../../platform/http/route';
import { postExpenses } from './expenses.posting';
import { expensesFull, expensesOffice, expensesRead } from './expenses.scope';
import * as service from './expenses.service';

const tags = ['expenses'];

/** Spec 1 §7.15: expenses list, create, PATCH postExpenses, PATCH flagExternal, DELETE. */
export async function expenseRoutes(app: FastifyInstance) {
  for (const url of ['/v1/expenses', '/v1/expenses/search'])
    route(app, {
      method: 'GET',
      url,
      access: expensesRead,
      tags,
      query: expenseSearchQuerySchema,
      response: expenseSearchResultSchema,
      handler: (ctx) => service.searchExpenses(ctx),
    });
  route(app, {
    method: 'GET',
    url: '/v1/expenses/accounts',
    access: expensesRead,
    tags,
    response: z.array(expenseAccountSchema),
    handler: ({ db }) => service.expenseAccounts(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/expenses/:id',
    access: expensesRead,
    tags,
    params: idParams,
    response: generalExpenseSchema,
    handler: (ctx) => service.getGeneralExpense(ctx, ctx.params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/expenses',
    access: expensesFull,
    tags,
    status: 201,
    body: createGeneralExpenseBodySchema,
    response: generalExpenseSchema,
    handler: (ctx) => service.createGeneralExpense(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/expenses/postExpenses',
    access: expensesOffice,
    tags,
    body: postExpensesBodySchema,
    response: postExpensesResultSchema,
    handler: (ctx) => postExpenses(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/expenses/flagExternal',
    access: expensesOffice,
    tags,
    body: flagExternalBodySchema,
    response: z.array(generalExpenseSchema),
    handler: (ctx) => service.flagExternal(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/expenses/:id',
    access: expensesFull,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => service.deleteGeneralExpense(ctx, ctx.params.id),
  });
}
