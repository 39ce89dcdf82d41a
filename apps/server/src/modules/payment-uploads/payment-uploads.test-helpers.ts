import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { rowsOf } from '../../platform/db/rows';
import type { caller, PaymentsFixture } from '../payments/payments.test-helpers';

export const HEADER = ['Customer', 'Invoice', 'Amount', 'Check Number', 'Date', 'Reference'];

/** A CSV file of rows (the header first), base64 as the page sends it. */
export const csvFile = (rows: string[][]) =>
  Buffer.from(
    rows
      .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
      .join('\r\n'),
  ).toString('base64');

/** An xlsx workbook of rows (the header first), built with exceljs. */
export async function xlsxFile(rows: unknown[][]): Promise<string> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Lockbox');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer()).toString('base64');
}

export type Api = ReturnType<typeof caller>;

/** Uploads a file to the fixture's checking account (201 expected) and answers the upload. */
export async function uploadFile(
  api: Api,
  f: PaymentsFixture,
  file: string,
  extra: Record<string, unknown> = {},
) {
  const res = await api('POST', '/v1/payments/createPaymentUploads', {
    fileName: 'lockbox.csv',
    file,
    bankAccountId: f.checking,
    paymentDate: '2026-11-05',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function validate(api: Api, uploadId: number) {
  const res = await api('POST', '/v1/payments/validatePaymentUploadTransaction', { uploadId });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export async function processAll(api: Api, uploadId: number, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/v1/payments/processPaymentUploadTransaction', { uploadId, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The balance (debits less credits) of the account holding a role, or of a bank account's GL account. */
export async function roleBalance(t: TestApp, role: string): Promise<string> {
  const [r] = rowsOf<{ b: string }>(
    await t.database.db.execute(sql`select coalesce(sum(jl.debit - jl.credit), 0)::numeric(18,2)::text as b
      from journal_lines jl join gl_accounts a on a.id = jl.account_id where a.system_role = ${role}`),
  );
  return r.b;
}

export async function bankBalance(t: TestApp, bankAccountId: number): Promise<string> {
  const [r] = rowsOf<{ b: string }>(
    await t.database.db.execute(sql`select coalesce(sum(jl.debit - jl.credit), 0)::numeric(18,2)::text as b
      from journal_lines jl join bank_accounts ba on ba.gl_account_id = jl.account_id where ba.id = ${bankAccountId}`),
  );
  return r.b;
}

/** The payments made from an upload, as `customer amount [invoice:amount...]` strings in row order. */
export async function uploadPayments(t: TestApp, uploadId: number): Promise<string[]> {
  const rows = rowsOf<{ s: string }>(
    await t.database.db.execute(sql`select p.customer_id || ' ' || p.amount || ' ' || p.reference || ' ' ||
        coalesce((select string_agg(pa.invoice_id || ':' || pa.amount, ',' order by pa.invoice_id)
          from payment_applications pa where pa.payment_id = p.id and not pa.is_void), '-') as s
      from payments p where p.id in (select payment_id from payment_upload_rows where upload_id = ${uploadId})
      order by (select min(row_number) from payment_upload_rows r where r.payment_id = p.id)`),
  );
  return rows.map((r) => r.s);
}

export async function ledgerBalanced(t: TestApp) {
  const [r] = rowsOf<{ d: string; c: string }>(
    await t.database.db.execute(sql`select sum(debit)::text as d, sum(credit)::text as c from journal_lines`),
  );
  expect(r.d).toBe(r.c);
}
