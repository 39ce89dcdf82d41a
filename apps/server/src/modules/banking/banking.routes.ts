import {
  bankTransactionSchema,
  bankTransactionSearchSchema,
  csvPreviewBodySchema,
  csvPreviewSchema,
  importStatementBodySchema,
  MAX_STATEMENT_CHARS,
  statementImportSchema,
} from '@fieldline/contracts/banking/banking.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
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
