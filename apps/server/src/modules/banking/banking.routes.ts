import {
  bankTransactionSchema,
  bankTransactionSearchSchema,
  csvPreviewBodySchema,
  csvPreviewSchema,
  importStatementBodySchema,
  MAX_STATEMENT_CHARS,
  statementImportSchema,
} from '@fieldline/contracts/banking/banking.contract';
import { businessDate } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { rowsOf } from '../../platform/db/rows';
import { notFound, ruleViolation } from '../../platform/errors';
import { type Access, idParams, route } from '../../platform/http/route';
import { DEMO_STATEMENTS_KEY, demoStatementOfx } from './banking.demo-statement';
import { importStatement, previewStatementCsv } from './banking.import';
import { getBankTransaction, searchBankTransactions } from './banking.read';

const bankingRead: Access = { permission: Permission.Banking, level: 1 };
const bankingFull: Access = { permission: Permission.Banking, level: 2 };
const tags = ['banking'];
/** A statement file as JSON text, with room for its escaping. */
const STATEMENT_BODY_LIMIT = MAX_STATEMENT_CHARS * 2 + 64 * 1024;

/** Bank transactions from statement files (issue 21 item 1). docs/banking.md. */
export async function bankingRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: '/v1/bankaccounts/:id/statements',
    access: bankingFull,
    tags,
    status: 201,
    params: idParams,
    body: importStatementBodySchema,
    bodyLimit: STATEMENT_BODY_LIMIT,
    response: statementImportSchema,
    summary:
      'Import a statement file (OFX/QFX, CAMT.053, or CSV with its layout); lines already imported are skipped',
    handler: importStatement,
  });
  route(app, {
    method: 'POST',
    url: '/v1/bankaccounts/:id/statements/preview',
    access: bankingFull,
    tags,
    params: idParams,
    body: csvPreviewBodySchema,
    bodyLimit: STATEMENT_BODY_LIMIT,
    response: csvPreviewSchema,
    readOnly: true,
    summary: "A CSV file's columns and first rows, and the layout last used for the account",
    handler: ({ db, params, body }) => previewStatementCsv(db, params.id, body.content),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankaccounts/:id/demo-statement',
    access: bankingRead,
    tags,
    params: idParams,
    query: z.strictObject({ from: businessDate, to: businessDate }),
    summary: "Demo installs: an OFX statement of the account's book entries as its bank would send it",
    handler: async ({ db, params, query, reply }) => {
      const on = rowsOf<{ value: unknown }>(
        await db.execute(sql`select value from settings where key = ${DEMO_STATEMENTS_KEY}`),
      );
      if (on.length === 0) throw notFound('demo statement');
      if (query.to < query.from) throw ruleViolation('The end date is before the start date.');
      reply
        .header('content-type', 'application/x-ofx')
        .header('content-disposition', `attachment; filename="statement-${query.from}-${query.to}.ofx"`);
      return demoStatementOfx(db, params.id, query.from, query.to);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankingtransactions/search',
    access: bankingRead,
    tags,
    query: bankTransactionSearchSchema,
    response: z.object({ data: z.array(bankTransactionSchema), total: z.int32() }),
    summary: 'Bank transactions by account, status, dates and payee/memo/reference, newest first',
    handler: ({ db, query }) => searchBankTransactions(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/bankingtransactions/:id',
    access: bankingRead,
    tags,
    params: idParams,
    response: bankTransactionSchema,
    handler: ({ db, params }) => getBankTransaction(db, params.id),
  });
}
