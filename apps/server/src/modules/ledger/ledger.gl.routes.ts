import { businessDate } from '@fieldline/contracts/common/dates';
import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  adjustEntryBodySchema,
  calendarPeriodSchema,
  calendarSearchQuerySchema,
  createCalendarBodySchema,
  fiscalCalendarRowSchema,
  fiscalCalendarSchema,
  journalEntrySchema,
  patchEntryBodySchema,
  patchPeriodDataBodySchema,
  periodDataSchema,
  periodInfoSchema,
  periodSearchQuerySchema,
  postTransactionBodySchema,
  reverseEntryBodySchema,
  transactionRowSchema,
  transactionSearchQuerySchema,
  updateCalendarBodySchema,
} from '@fieldline/contracts/ledger/ledger.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuditEntry } from '../../platform/audit';
import type { Db } from '../../platform/db/database';
import { fieldError } from '../../platform/errors';
import { type Access, idParams, type RouteDef, route } from '../../platform/http/route';
import { companies } from '../organization';
import * as calendar from './ledger.calendar';
import * as journal from './ledger.journal';
import { defaultCompanyId } from './ledger.posting';

export const glRead: Access = { permission: Permission.GeneralLedger, level: 1 };
export const glFull: Access = { permission: Permission.GeneralLedger, level: 2 };
const GL = '/v1/generalledger';

/** Today in the company's time zone. */
async function today(db: Db): Promise<string> {
  const id = await defaultCompanyId(db);
  const [c] = await db.select({ tz: companies.timezone }).from(companies).where(eq(companies.id, id));
  return new Intl.DateTimeFormat('en-CA', { timeZone: c?.tz ?? 'UTC' }).format(new Date());
}

/** Routes under one tag: reads need read access to the general ledger, writes full access. */
function routesOf(app: FastifyInstance, tag: string) {
  const tags = [tag];
  return <B extends Schema, Q extends Schema, P extends Schema>(
    def: Omit<RouteDef<B, Q, P>, 'access' | 'tags'>,
  ) => route(app, { ...def, tags, access: def.method === 'GET' ? glRead : glFull });
}
type Schema = z.ZodType | undefined;

/** A POST that posts a journal entry made from the body, audited under the entry it concerns. */
interface EntryPost<B extends z.ZodType> {
  url: string;
  body: B;
  summary: string;
  post(db: Db, body: z.output<B>, userId: number): Promise<{ id: number }>;
  audited(body: z.output<B>, entry: { id: number }): Omit<AuditEntry, 'entity'>;
}
const entryPost = <B extends z.ZodType>(def: EntryPost<B>) => def;

const ENTRY_POSTS: EntryPost<z.ZodType>[] = [
  entryPost({
    url: 'transaction',
    body: postTransactionBodySchema,
    summary: 'Posts a manual journal entry (balanced, into an open period)',
    post: journal.postManual,
    audited: (body, entry) => ({ entityId: entry.id, action: 'create', after: body }),
  }),
  entryPost({
    url: 'reverseglentry',
    body: reverseEntryBodySchema,
    summary: 'Posts the mirror entry (debits and credits swapped), dated `date` or the original date',
    post: journal.reverse,
    audited: (body, entry) => ({ entityId: body.entryId, action: 'reverse', after: { reversal: entry.id } }),
  }),
  entryPost({
    url: 'adjustglentry',
    body: adjustEntryBodySchema,
    summary: '`lines` are what the entry should have been; posts the difference as an Adjustment entry',
    post: journal.adjust,
    audited: (body, entry) => ({ entityId: body.entryId, action: 'adjust', after: { adjustment: entry.id } }),
  }),
];

export async function generalLedgerRoutes(app: FastifyInstance) {
  const add = routesOf(app, 'general ledger');
  add({
    method: 'GET',
    url: `${GL}/entry/:id`,
    params: idParams,
    summary: 'A journal entry with its lines, accounts, source document and reversal/adjustment links',
    response: journalEntrySchema,
    handler: ({ db, params }) => journal.getEntry(db, params.id),
  });
  add({
    method: 'PATCH',
    url: `${GL}/entry/:id`,
    params: idParams,
    body: patchEntryBodySchema,
    summary: 'Memo, reference and line memos only; amounts, accounts and dates are refused (422)',
    response: journalEntrySchema,
    handler: async ({ db, params, body, user, audit }) => {
      const { before, after } = await journal.patchEntry(db, params.id, body, user.id);
      await audit({ entity: 'JournalEntry', entityId: params.id, action: 'update', before, after });
      return after;
    },
  });
  add({
    method: 'GET',
    url: `${GL}/transaction/search`,
    query: transactionSearchQuerySchema,
    summary: 'Journal lines joined with their entries, newest first',
    response: searchResultSchema(transactionRowSchema),
    handler: ({ db, query }) => journal.searchTransactions(db, query),
  });
  for (const e of ENTRY_POSTS) {
    add({
      method: 'POST',
      url: `${GL}/${e.url}`,
      status: 201,
      body: e.body,
      summary: e.summary,
      response: journalEntrySchema,
      handler: async ({ db, body, user, audit }) => {
        const entry = await e.post(db, body, user.id);
        await audit({ entity: 'JournalEntry', ...e.audited(body, entry) });
        return entry;
      },
    });
  }
  await calendarRoutes(app);
}

async function calendarRoutes(app: FastifyInstance) {
  const add = routesOf(app, 'calendar');
  const CAL = '/v1/calendar';
  add({
    method: 'GET',
    url: `${CAL}/search`,
    query: calendarSearchQuerySchema,
    response: searchResultSchema(fiscalCalendarRowSchema),
    handler: ({ db, query }) => calendar.searchCalendars(db, query),
  });
  add({
    method: 'GET',
    url: `${CAL}/:id`,
    params: idParams,
    response: fiscalCalendarSchema,
    handler: ({ db, params }) => calendar.getCalendar(db, params.id),
  });
  add({
    method: 'POST',
    url: CAL,
    status: 201,
    body: createCalendarBodySchema,
    summary: 'A fiscal calendar with 12 monthly periods from startDate (default January 1)',
    response: fiscalCalendarSchema,
    handler: async ({ db, body, user, audit }) => {
      const cal = await calendar.createCalendar(db, body, user.id);
      await audit({ entity: 'FiscalCalendar', entityId: cal.id, action: 'create', after: body });
      return cal;
    },
  });
  add({
    method: 'PATCH',
    url: `${CAL}/:id`,
    params: idParams,
    body: updateCalendarBodySchema,
    response: fiscalCalendarSchema,
    handler: async ({ db, body, params, user, audit }) => {
      const { before, after } = await calendar.updateCalendar(db, params.id, body, user.id);
      await audit({
        entity: 'FiscalCalendar',
        entityId: params.id,
        action: 'update',
        before: { name: before.name },
        after: { name: after.name },
      });
      return after;
    },
  });
  add({
    method: 'DELETE',
    url: `${CAL}/:id`,
    status: 204,
    params: idParams,
    handler: async ({ db, params, audit }) => {
      const cal = await calendar.deleteCalendar(db, params.id);
      await audit({
        entity: 'FiscalCalendar',
        entityId: params.id,
        action: 'delete',
        before: { name: cal.name },
      });
    },
  });

  const CP = '/v1/calendarperiods';
  add({
    method: 'GET',
    url: `${CP}/search`,
    query: periodSearchQuerySchema,
    response: searchResultSchema(calendarPeriodSchema),
    handler: ({ db, query }) => calendar.searchPeriods(db, query),
  });
  add({
    method: 'GET',
    url: `${CP}/calendarperiodinfo`,
    query: z.object({ date: businessDate.optional() }),
    summary:
      'The period covering ?date= (default today in the company time zone), its calendar and whether it is open',
    response: periodInfoSchema,
    handler: async ({ db, query }) => calendar.periodInfo(db, query.date ?? (await today(db))),
  });
  // /{a}/{b}/{c} is year/month/day (spec leaves the parts unnamed).
  add({
    method: 'GET',
    url: `${CP}/:a/:b/:c`,
    params: z.object({ a: z.coerce.number().check(z.int32()).positive(), b: z.string(), c: z.string() }),
    summary:
      'year/month/day: the period covering that date (with calendar and open flag); {id}/data: period data',
    response: periodInfoSchema,
    handler: async ({ db, params }) => {
      const { a, b, c } = params;
      const date = `${String(a).padStart(4, '0')}-${b.padStart(2, '0')}-${c.padStart(2, '0')}`;
      const check = businessDate.safeParse(date);
      if (!check.success) throw fieldError('params', `${a}/${b}/${c} is not a valid year/month/day`);
      return calendar.periodInfo(db, date);
    },
  });
  add({
    method: 'GET',
    url: `${CP}/:id/data`,
    params: idParams,
    summary: 'A period with its entry count and posted totals (from the period balances)',
    response: periodDataSchema,
    handler: ({ db, params }) => calendar.getPeriodData(db, params.id),
  });
  add({
    method: 'PATCH',
    url: `${CP}/:id/data`,
    params: idParams,
    body: patchPeriodDataBodySchema,
    summary: 'Close or reopen a period (audited) and keep notes',
    response: periodDataSchema,
    handler: async ({ db, params, body, user, audit }) => {
      const { before, after, action } = await calendar.patchPeriodData(db, params.id, body, user.id);
      await audit({
        entity: 'CalendarPeriod',
        entityId: params.id,
        action,
        before: { isClosed: before.isClosed, notes: before.notes },
        after: { isClosed: after.isClosed, notes: after.notes },
      });
      return after;
    },
  });
}
