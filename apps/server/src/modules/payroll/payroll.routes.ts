import { Permission } from '@fieldline/contracts/common/permissions';
import {
  approvePeriodResultSchema,
  createPayrollCalendarBodySchema,
  createPayrollCalendarResultSchema,
  currentPeriodQuerySchema,
  jobWageCodeSchema,
  payCodeMapSchema,
  payPeriodSchema,
  payPeriodSearchQuerySchema,
  payPeriodSearchResultSchema,
  payrollCalendarSchema,
  periodCalculationSchema,
  updateJobWageCodeBodySchema,
  updatePayCodeMapBodySchema,
  updatePayPeriodBodySchema,
} from '@fieldline/contracts/payroll/payroll.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import { approvePeriod, periodCalculation, unapprovePeriod } from './payroll.approve';
import { sendExport } from './payroll.export';
import * as periods from './payroll.periods';
import * as settings from './payroll.settings';

export const payrollRead: Access = { permission: Permission.Payroll, level: 1 };
export const payrollFull: Access = { permission: Permission.Payroll, level: 2 };
const tags = ['payroll'];
const P = '/v1/payrollcalendar';

export async function payrollRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: P,
    access: payrollFull,
    tags,
    summary: 'Creates a payroll calendar and generates its pay periods (or adds periods to a calendar)',
    body: createPayrollCalendarBodySchema,
    response: createPayrollCalendarResultSchema,
    status: 201,
    handler: async ({ db, body, user, audit }) => {
      const out = await periods.createCalendar(db, body, user.id);
      await audit({
        entity: 'payrollCalendar',
        entityId: out.calendar.id,
        action: 'create',
        after: { ...out.calendar, periods: out.periods.length },
      });
      return out;
    },
  });
  route(app, {
    method: 'GET',
    url: `${P}/search`,
    access: payrollRead,
    tags,
    query: payPeriodSearchQuerySchema,
    response: payPeriodSearchResultSchema,
    handler: ({ db, query }) => periods.searchPeriods(db, query),
  });
  route(app, {
    method: 'GET',
    url: `${P}/current`,
    access: payrollRead,
    tags,
    summary: 'The pay period covering today (or `date`) of the calendar (default: the first active one)',
    query: currentPeriodQuerySchema,
    response: payPeriodSchema,
    handler: ({ db, query }) => periods.currentPeriod(db, query),
  });
  route(app, {
    method: 'GET',
    url: `${P}/calendars`,
    access: payrollRead,
    tags,
    response: z.array(payrollCalendarSchema),
    handler: ({ db }) => periods.listCalendars(db),
  });
  route(app, {
    method: 'GET',
    url: `${P}/paycodes`,
    access: payrollRead,
    tags,
    summary: 'The payroll code each pay kind exports under',
    response: payCodeMapSchema,
    handler: ({ db }) => settings.getCodeMap(db),
  });
  route(app, {
    method: 'PATCH',
    url: `${P}/paycodes`,
    access: payrollFull,
    tags,
    body: updatePayCodeMapBodySchema,
    response: payCodeMapSchema,
    handler: async ({ db, body, audit }) => {
      const out = await settings.updateCodeMap(db, body.rows);
      await audit({ entity: 'payrollCodeMap', entityId: 0, action: 'update', after: { rows: body.rows } });
      return out;
    },
  });
  route(app, {
    method: 'GET',
    url: `${P}/jobs/:id/prevailingwage`,
    access: payrollRead,
    tags,
    params: idParams,
    response: jobWageCodeSchema,
    handler: ({ db, params }) => settings.getJobWageCode(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: `${P}/jobs/:id/prevailingwage`,
    access: payrollFull,
    tags,
    summary: "Sets the prevailing wage code a job's time is paid under (null clears it)",
    params: idParams,
    body: updateJobWageCodeBodySchema,
    response: jobWageCodeSchema,
    handler: async ({ db, params, body, audit }) => {
      const out = await settings.setJobWageCode(db, params.id, body.prevailingWageCodeId);
      await audit({ entity: 'jobPrevailingWage', entityId: params.id, action: 'update', after: out });
      return out;
    },
  });
  route(app, {
    method: 'GET',
    url: `${P}/:id`,
    access: payrollRead,
    tags,
    summary: 'A pay period with its pay per employee and export lines (frozen once approved)',
    params: idParams,
    response: periodCalculationSchema,
    handler: ({ db, params }) => periodCalculation(db, params.id),
  });
  route(app, {
    method: 'PATCH',
    url: `${P}/:id`,
    access: payrollFull,
    tags,
    params: idParams,
    body: updatePayPeriodBodySchema,
    response: payPeriodSchema,
    handler: async ({ db, params, body, user, audit }) => {
      const before = await periods.getPeriod(db, params.id);
      const after = await periods.updatePeriod(db, params.id, body, user.id);
      await audit({ entity: 'payPeriod', entityId: params.id, action: 'update', before, after });
      return after;
    },
  });
  route(app, {
    method: 'DELETE',
    url: `${P}/:id`,
    access: payrollFull,
    tags,
    params: idParams,
    status: 204,
    handler: async ({ db, params, audit }) => {
      await periods.deletePeriod(db, params.id);
      await audit({ entity: 'payPeriod', entityId: params.id, action: 'delete' });
    },
  });
  route(app, {
    method: 'POST',
    url: `${P}/:id/approve`,
    access: payrollFull,
    tags,
    summary: 'Approves a pay period: freezes its pay and posts the labour cost to the ledger',
    params: idParams,
    response: approvePeriodResultSchema,
    handler: async ({ db, params, user, audit }) => {
      const out = await approvePeriod(db, params.id, user.id);
      await audit({
        entity: 'payPeriod',
        entityId: params.id,
        action: 'approve',
        after: { journalEntryId: out.journalEntryId },
      });
      return out;
    },
  });
  route(app, {
    method: 'POST',
    url: `${P}/:id/unapprove`,
    access: payrollFull,
    tags,
    summary: 'Unapproves a pay period: reverses its journal entry',
    params: idParams,
    response: payPeriodSchema,
    handler: async ({ db, params, user, audit }) => {
      const out = await unapprovePeriod(db, params.id, user.id);
      await audit({ entity: 'payPeriod', entityId: params.id, action: 'unapprove' });
      return out;
    },
  });
  for (const format of ['csv', 'xlsx'] as const)
    route(app, {
      method: 'GET',
      url: `${P}/:id/export.${format}`,
      access: payrollRead,
      tags,
      summary: `The period's payroll export as ${format.toUpperCase()}: one row per employee per pay code and rate`,
      params: idParams,
      handler: (ctx) => sendExport(ctx, format),
    });
}
