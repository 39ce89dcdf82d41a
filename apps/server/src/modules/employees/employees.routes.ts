import { Permission } from '@fieldline/contracts/common/permissions';
import {
  availabilitySchema,
  createEmployeeBodySchema,
  dateRangeQuerySchema,
  employeeEventSearchQuerySchema,
  employeeEventSearchResultSchema,
  employeeInventoryQuerySchema,
  employeeInventoryRowSchema,
  employeeListQuerySchema,
  employeeSchema,
  employeeSearchQuerySchema,
  employeeSearchResultSchema,
  employeeSummarySchema,
  employeeTimesheetSchema,
  teamMembersSchema,
  updateEmployeeBodySchema,
} from '@fieldline/contracts/employees/employees.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../platform/errors';
import { type Access, idParams, route } from '../../platform/http/route';
import * as service from './employees.service';
import { employeesByTeams, teamEmployees } from './employees.teams';
import * as work from './employees.work-read';

export const employeesRead: Access = { permission: Permission.Employees, level: 1 };
export const employeesFull: Access = { permission: Permission.Employees, level: 2 };
/** Reads of one employee: the Employees permission, or a technician's own record (they record time). */
const ownRead: Access = { ...employeesRead, own: work.ownEmployee(Permission.Timesheets) };
const tags = ['employees'];

export async function employeeRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: '/v1/employees',
    access: employeesRead,
    tags,
    query: employeeListQuerySchema,
    response: z.array(employeeSummarySchema),
    handler: ({ db, query }) => service.listEmployees(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/search',
    access: employeesRead,
    tags,
    query: employeeSearchQuerySchema,
    response: employeeSearchResultSchema,
    handler: ({ db, query }) => service.searchEmployees(db, query),
  });
  // The signed-in user's own employee record: any signed-in user.
  route(app, {
    method: 'GET',
    url: '/v1/employees/info',
    access: 'signedIn',
    tags,
    response: employeeSchema,
    handler: ({ db, user }) => service.myEmployee(db, user.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/employeebyteams',
    access: employeesRead,
    tags,
    response: z.array(teamMembersSchema),
    handler: ({ db }) => employeesByTeams(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/getemployeebyteamIid/:id',
    access: employeesRead,
    tags,
    params: idParams,
    response: z.array(employeeSummarySchema),
    handler: ({ db, params }) => teamEmployees(db, params.id),
  });
  // Employees whose time can be entered: active ones linked to a user (job time is recorded by user).
  route(app, {
    method: 'GET',
    url: '/v1/employees/timeSheetEmployes',
    access: { permission: Permission.Timesheets, level: 1 },
    tags,
    response: z.array(employeeSummarySchema),
    handler: async ({ db }) =>
      (await service.listEmployees(db, { active: true })).filter((e) => e.userId !== null),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/inventory',
    access: 'signedIn',
    tags,
    query: employeeInventoryQuerySchema,
    response: z.array(employeeInventoryRowSchema),
    handler: async ({ db, user, query, level }) => {
      // Another employee's van stock needs the Employees permission; one's own does not.
      if (query.employeeId !== undefined && level(Permission.Employees) < 1) {
        const mine = await service.myEmployee(db, user.id).catch(() => null);
        if (mine?.id !== query.employeeId) throw forbidden();
      }
      return work.employeeInventory(db, user.id, query.employeeId);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/:id',
    access: ownRead,
    tags,
    params: idParams,
    response: employeeSchema,
    handler: ({ db, params }) => service.getEmployee(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/employees',
    access: employeesFull,
    tags,
    status: 201,
    body: createEmployeeBodySchema,
    response: employeeSchema,
    handler: (ctx) => service.createEmployee(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/employees/:id',
    access: employeesFull,
    tags,
    params: idParams,
    body: updateEmployeeBodySchema,
    response: employeeSchema,
    handler: (ctx) => service.updateEmployee(ctx),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/:id/timesheets',
    access: ownRead,
    tags,
    params: idParams,
    query: dateRangeQuerySchema,
    response: z.array(employeeTimesheetSchema),
    handler: ({ db, params, query }) => work.employeeTimesheets(db, params.id, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/:id/availability',
    access: ownRead,
    tags,
    params: idParams,
    query: dateRangeQuerySchema,
    response: availabilitySchema,
    handler: ({ db, params, query }) => work.employeeAvailability(db, params.id, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/employees/:id/events/search',
    access: ownRead,
    tags,
    params: idParams,
    query: employeeEventSearchQuerySchema,
    response: employeeEventSearchResultSchema,
    handler: ({ db, params, query }) => work.searchEmployeeEvents(db, params.id, query),
  });
}
