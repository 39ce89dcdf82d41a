import { businessDate } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  adjustmentsQuerySchema,
  arAgingQuerySchema,
  balanceSheetQuerySchema,
  cashForecastQuerySchema,
  exportTypeSchema,
  incomeStatementQuerySchema,
  journalDetailQuerySchema,
  reportCacheQuerySchema,
  trialBalanceQuerySchema,
} from '@fieldline/contracts/reports/financial.contract';
import {
  adjustmentsTable,
  apAgingTable,
  arAgingTable,
  balanceSheetTable,
  cashForecastTable,
  incomeStatementTable,
  journalDetailTable,
  type ReportTable,
  trialBalanceTable,
} from '@fieldline/contracts/reports/financial.tables';
import { tieoutQuerySchema, tieoutTable } from '@fieldline/contracts/reports/tieout.contract';
import { agingQuerySchema, agingReportSchema } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../platform/db/database';
import { type Access, route } from '../../../platform/http/route';
import { apGlTotals, balanceSheet, reportCacheAccounts, trialBalance } from './balances.report';
import { sendTable } from './financial.export';
import { incomeStatement } from './income-statement.report';
import { adjustments, journalDetail } from './journal.report';
import { companyOf, rows } from './ledger-sums';
import { arAging, cashForecast } from './open-items.report';
import { billAging } from './payables-aging.report';
import { tieout } from './tieout.report';

const glRead: Access = { permission: Permission.GeneralLedger, level: 1 };
const billsRead: Access = { permission: Permission.VendorBills, level: 1 };

async function companyName(db: Db, companyId?: number): Promise<string> {
  const id = await companyOf(db, companyId);
  const [row] = await rows<{ name: string }>(db, sql`select name from companies where id = ${id}`);
  return row?.name ?? '';
}

interface ReportDef<S extends z.ZodType, R> {
  url: string;
  access: Access;
  tag: string;
  summary: string;
  query: S;
  run: (db: Db, q: z.output<S>) => Promise<R>;
  table: (r: R, q: z.output<S>) => ReportTable;
  /** The date part of the download's file name. */
  stamp: (q: z.output<S>) => string;
}

/** A report answers JSON at its path and a download at `<path>/export?type=xlsx|pdf` with the same query. */
function report<S extends z.ZodType, R>(app: FastifyInstance, d: ReportDef<S, R>) {
  route(app, {
    method: 'GET',
    url: d.url,
    access: d.access,
    tags: [d.tag],
    summary: d.summary,
    query: d.query,
    handler: ({ db, query }) => d.run(db, query as z.output<S>),
  });
  route(app, {
    method: 'GET',
    url: `${d.url}/export`,
    access: d.access,
    tags: [d.tag],
    summary: `${d.summary} (xlsx or PDF download)`,
    query: exportTypeSchema.and(d.query),
    handler: async ({ db, query, reply }) => {
      const q = query as z.output<S> & { type: 'xlsx' | 'pdf'; companyId?: number };
      const result = await d.run(db, q);
      return sendTable(reply, q.type, d.table(result, q), await companyName(db, q.companyId), d.stamp(q));
    },
  });
}

/** Financial reports (spec 1 §7.4 generalledger reports and reportcache, §7.11 invoices reports/aging). */
export async function financialReportsRoutes(app: FastifyInstance) {
  const gl = '/v1/generalledger/reports';
  const tag = 'financial reports';
  report(app, {
    url: `${gl}/trialbalance`,
    access: glRead,
    tag,
    summary: 'Debit and credit balance of every account as of a date; the totals agree',
    query: trialBalanceQuerySchema,
    run: trialBalance,
    table: trialBalanceTable,
    stamp: (q) => q.date,
  });
  report(app, {
    url: `${gl}/incomestatement`,
    access: glRead,
    tag,
    summary:
      'Revenue, costs and net income for a date range; 12 monthly columns and the Budget series on request',
    query: incomeStatementQuerySchema,
    run: incomeStatement,
    table: incomeStatementTable,
    stamp: (q) => `${q.startDate}-${q.endDate}`,
  });
  report(app, {
    url: `${gl}/balancesheet`,
    access: glRead,
    tag,
    summary: 'Assets, liabilities and equity (with the current year net income) as of a date',
    query: balanceSheetQuerySchema,
    run: balanceSheet,
    table: balanceSheetTable,
    stamp: (q) => q.date,
  });
  report(app, {
    url: `${gl}/journaldetail`,
    access: glRead,
    tag,
    summary: 'Journal lines with their entries for a date range, one account or one source type',
    query: journalDetailQuerySchema,
    run: journalDetail,
    table: journalDetailTable,
    stamp: (q) => `${q.startDate}-${q.endDate}`,
  });
  report(app, {
    url: `${gl}/cashforecast`,
    access: glRead,
    tag,
    summary: 'Cash now plus open receivables less open payables by due date, in weekly buckets',
    query: cashForecastQuerySchema,
    run: cashForecast,
    table: cashForecastTable,
    stamp: (q) => q.startDate,
  });
  report(app, {
    url: `${gl}/adjustments`,
    access: glRead,
    tag,
    summary: 'Adjusting and reversing entries of a date range with their lines',
    query: adjustmentsQuerySchema,
    run: adjustments,
    table: adjustmentsTable,
    stamp: (q) => `${q.startDate}-${q.endDate}`,
  });
  report(app, {
    url: '/v1/reports/financial/tieout',
    access: glRead,
    tag,
    summary:
      'Tie-out: each control account (receivables, payables, inventory, received not billed) against its subledger on a date',
    query: tieoutQuerySchema,
    run: tieout,
    table: tieoutTable,
    stamp: (q) => q.date ?? new Date().toISOString().slice(0, 10),
  });
  report(app, {
    url: '/v1/invoices/reports/aging',
    // Customer balances: the Costs permission as well.
    access: { permission: Permission.Invoices, level: 1, also: { permission: Permission.Costs, level: 1 } },
    tag,
    summary: 'Open invoices by customer in Current, 1-30, 31-60, 61-90 and 90+ days past due',
    query: arAgingQuerySchema,
    run: arAging,
    table: arAgingTable,
    stamp: (q) => q.date,
  });
  // The payables aging keeps the vendor-bills contract (optional date, default today) and answer shape.
  route(app, {
    method: 'GET',
    url: '/v1/vendorbills/reports/aging',
    access: billsRead,
    tags: ['vendor bills'],
    summary: 'Open bills per supplier bucketed Current, 1-30, 31-60, 61-90 and 90+ days past due',
    query: agingQuerySchema,
    response: agingReportSchema,
    handler: ({ db, query }) => billAging(db, query.date ?? new Date().toISOString().slice(0, 10)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/vendorbills/reports/aging/export',
    access: billsRead,
    tags: [tag],
    summary: 'Open bills per supplier by days past due (xlsx or PDF download)',
    query: exportTypeSchema.extend({ date: businessDate }),
    handler: async ({ db, query, reply }) =>
      sendTable(
        reply,
        query.type,
        apAgingTable(await billAging(db, query.date)),
        await companyName(db),
        query.date,
      ),
  });
  route(app, {
    method: 'GET',
    url: '/v1/generalledger/reportcache/accounts',
    access: glRead,
    tags: [tag],
    summary: 'Every account with its current balance (debit − credit), for report pickers',
    query: reportCacheQuerySchema,
    handler: ({ db, query }) => reportCacheAccounts(db, query.companyId),
  });
  route(app, {
    method: 'GET',
    url: '/v1/generalledger/reportcache/apgltotals',
    access: glRead,
    tags: [tag],
    summary: 'The AP account balance against the open approved vendor bills, and the difference',
    query: reportCacheQuerySchema,
    handler: ({ db, query }) => apGlTotals(db, query.companyId),
  });
}
