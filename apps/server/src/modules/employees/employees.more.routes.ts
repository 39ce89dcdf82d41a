import { Permission } from '@fieldline/contracts/common/permissions';
import {
  alertQuerySchema,
  alertSchema,
  createAlertBodySchema,
  createCreditCardBodySchema,
  createTeamBodySchema,
  creditCardSchema,
  teamQuerySchema,
  teamSchema,
  updateAlertBodySchema,
  updateCreditCardBodySchema,
  updateTeamBodySchema,
} from '@fieldline/contracts/employees/employees.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import * as alerts from './employees.alerts';
import * as cards from './employees.cards';
import { employeesFull, employeesRead } from './employees.routes';
import * as teams from './employees.teams';
import { ownEmployee } from './employees.work-read';

/**
 * Company cards: the Expenses permission (1053, which covers employee cards) and the Employees permission
 * (whose cards they are); a user holding a card reads their own through Expenses.
 */
const cardsRead = {
  permission: Permission.Employees,
  level: 1,
  also: { permission: Permission.Expenses, level: 1 },
} satisfies Access;
const cardsFull: Access = {
  permission: Permission.Employees,
  level: 2,
  also: { permission: Permission.Expenses, level: 2 },
};

export async function employeeMoreRoutes(app: FastifyInstance) {
  // Teams.
  route(app, {
    method: 'GET',
    url: '/v1/employeeTeams/query',
    access: employeesRead,
    tags: ['employee teams'],
    query: teamQuerySchema,
    response: z.array(teamSchema),
    handler: ({ db, query }) => teams.queryTeams(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employeeTeams/:id',
    access: employeesRead,
    tags: ['employee teams'],
    params: idParams,
    response: teamSchema,
    handler: ({ db, params }) => teams.getTeam(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/employeeTeams',
    access: employeesFull,
    tags: ['employee teams'],
    status: 201,
    body: createTeamBodySchema,
    response: teamSchema,
    handler: (ctx) => teams.createTeam(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/employeeTeams/:id',
    access: employeesFull,
    tags: ['employee teams'],
    params: idParams,
    body: updateTeamBodySchema,
    response: teamSchema,
    handler: (ctx) => teams.updateTeam(ctx),
  });

  // Alerts.
  route(app, {
    method: 'GET',
    url: '/v1/employees/alerts',
    access: employeesRead,
    tags: ['employee alerts'],
    query: alertQuerySchema,
    response: z.array(alertSchema),
    handler: ({ db, query }) => alerts.listAlerts(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/alerts/:id',
    access: employeesRead,
    tags: ['employee alerts'],
    params: idParams,
    response: alertSchema,
    handler: ({ db, params }) => alerts.getAlert(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/employees/alerts',
    access: employeesFull,
    tags: ['employee alerts'],
    status: 201,
    body: createAlertBodySchema,
    response: alertSchema,
    handler: (ctx) => alerts.createAlert(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/employees/alerts/:id',
    access: employeesFull,
    tags: ['employee alerts'],
    params: idParams,
    body: updateAlertBodySchema,
    response: alertSchema,
    handler: (ctx) => alerts.updateAlert(ctx),
  });

  // Company credit cards (spec 1 §7.9).
  route(app, {
    method: 'GET',
    url: '/v1/creditCards/employee/:id',
    access: { ...cardsRead, own: ownEmployee(Permission.Expenses) },
    tags: ['credit cards'],
    params: idParams,
    response: z.array(creditCardSchema),
    handler: ({ db, params }) => cards.cardsOfEmployee(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/creditCards',
    access: cardsFull,
    tags: ['credit cards'],
    status: 201,
    body: createCreditCardBodySchema,
    response: creditCardSchema,
    handler: (ctx) => cards.createCard(ctx),
  });
  // Spec 1 §7.9 writes it `PATCH creditCards/`: both spellings answer.
  for (const url of ['/v1/creditCards', '/v1/creditCards/'])
    route(app, {
      method: 'PATCH',
      url,
      access: cardsFull,
      tags: ['credit cards'],
      body: updateCreditCardBodySchema,
      response: creditCardSchema,
      handler: (ctx) => cards.updateCard(ctx),
    });
  route(app, {
    method: 'PATCH',
    url: '/v1/creditCards/:id/activate',
    access: cardsFull,
    tags: ['credit cards'],
    params: idParams,
    response: creditCardSchema,
    handler: (ctx) => cards.setCardActive(ctx, true),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/creditCards/:id/deactivate',
    access: cardsFull,
    tags: ['credit cards'],
    params: idParams,
    response: creditCardSchema,
    handler: (ctx) => cards.setCardActive(ctx, false),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/creditCards/:id/delete',
    access: cardsFull,
    tags: ['credit cards'],
    status: 204,
    params: idParams,
    handler: (ctx) => cards.deleteCard(ctx),
  });
}
