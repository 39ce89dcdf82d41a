import type {
  importStatementBodySchema,
  StatementImport,
} from '@fieldline/contracts/banking/banking.contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type CsvLayout,
  importKeys,
  type ParsedStatement,
  parseCsvStatement,
  parseStatementFile,
  previewCsv,
  StatementFormatError,
} from '../../integrations/bank-statements';
import type { Db } from '../../platform/db/database';
import { rowExists } from '../../platform/db/exists';
import { rowsOf } from '../../platform/db/rows';
import { notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { bankAccounts } from '../payments/payments.table';
import { bankCsvLayouts, bankStatementImports } from './banking.table';

type ImportBody = z.output<typeof importStatementBodySchema>;
/** Lines per insert statement (one JSON parameter each). */
const CHUNK = 10_000;

async function mustExist(db: Db, bankAccountId: number) {
  if (!(await rowExists(db, bankAccounts, bankAccountId))) throw notFound('bank account');
}

function read(body: ImportBody): ParsedStatement {
  try {
    return body.csvLayout
      ? parseCsvStatement(body.content, body.csvLayout as CsvLayout)
      : parseStatementFile(body.content);
  } catch (err) {
    if (err instanceof StatementFormatError) throw ruleViolation(err.message, 'STATEMENT_UNREADABLE');
    throw err;
  }
}

/**
 * POST bankaccounts/{id}/statements: the file's transactions added to the bank account, set-based; those
 * already there (the same or an overlapping statement) are skipped by their import key.
 */
export async function importStatement(
  ctx: RouteContext<ImportBody, unknown, { id: number }>,
): Promise<StatementImport> {
  const { db, body, params, user } = ctx;
  const result = await importStatementText(db, params.id, body, user.id);
  await ctx.audit({
    entity: 'bankStatementImport',
    entityId: result.id,
    action: 'create',
    after: { bankAccountId: params.id, fileName: body.fileName, lines: result.lines, added: result.added },
  });
  return result;
}

/** The import itself (the route, and the demo loader's statements). */
export async function importStatementText(
  db: Db,
  bankAccountId: number,
  body: ImportBody,
  userId: number | null,
): Promise<StatementImport> {
  const params = { id: bankAccountId };
  const user = { id: userId };
  await mustExist(db, params.id);
  const statement = read(body);
  const keys = importKeys(statement.lines);
  const [imp] = await db
    .insert(bankStatementImports)
    .values({
      bankAccountId: params.id,
      fileName: body.fileName,
      format: statement.format,
      lines: statement.lines.length,
      added: 0,
      closingBalance: statement.closingBalance?.amount ?? null,
      closingDate: statement.closingBalance?.date ?? null,
      createdBy: user.id,
    })
    .returning();
  let added = 0;
  for (let i = 0; i < statement.lines.length; i += CHUNK) {
    const rows = statement.lines.slice(i, i + CHUNK).map((l, k) => ({
      k: keys[i + k],
      d: l.date,
      a: l.amount,
      p: l.payee.slice(0, 500),
      m: l.memo.slice(0, 2000),
      r: l.reference?.slice(0, 100) ?? null,
      b: l.bankId?.slice(0, 255) ?? null,
    }));
    // One JSON parameter a chunk, expanded by the database: a 100,000-line statement in seconds.
    const [{ n }] = rowsOf<{ n: number }>(
      await db.execute(sql`with ins as (
          insert into bank_transactions
            (bank_account_id, source, import_id, import_key, txn_date, amount, payee, memo, reference, bank_id)
          select ${params.id}::int, 'File', ${imp.id}::int, x.k, x.d::date, x.a::numeric, x.p, x.m, x.r, x.b
            from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
              as x(k text, d text, a text, p text, m text, r text, b text)
          on conflict do nothing returning 1)
        select count(*)::int as n from ins`),
    );
    added += n;
  }
  const [after] = await db
    .update(bankStatementImports)
    .set({ added })
    .where(eq(bankStatementImports.id, imp.id))
    .returning();
  if (body.csvLayout && body.rememberLayout !== false)
    await db
      .insert(bankCsvLayouts)
      .values({ bankAccountId: params.id, layout: body.csvLayout })
      .onConflictDoUpdate({ target: bankCsvLayouts.bankAccountId, set: { layout: body.csvLayout } });
  return toImport(after);
}

export const toImport = (r: typeof bankStatementImports.$inferSelect): StatementImport => ({
  id: r.id,
  bankAccountId: r.bankAccountId,
  fileName: r.fileName,
  format: r.format as StatementImport['format'],
  lines: r.lines,
  added: r.added,
  skipped: r.lines - r.added,
  closingBalance: r.closingBalance,
  closingDate: r.closingDate,
  createdDate: new Date(r.createdDate).toISOString(),
});

/** The CSV's columns and first rows, with the layout last used for the account (the mapping dialog). */
export async function previewStatementCsv(db: Db, bankAccountId: number, content: string) {
  await mustExist(db, bankAccountId);
  let preview: ReturnType<typeof previewCsv>;
  try {
    preview = previewCsv(content);
  } catch (err) {
    if (err instanceof StatementFormatError) throw ruleViolation(err.message, 'STATEMENT_UNREADABLE');
    throw err;
  }
  const [saved] = await db
    .select()
    .from(bankCsvLayouts)
    .where(eq(bankCsvLayouts.bankAccountId, bankAccountId));
  return { ...preview, savedLayout: (saved?.layout as CsvLayout | undefined) ?? null };
}
