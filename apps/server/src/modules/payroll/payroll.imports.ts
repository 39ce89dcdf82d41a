import { Money, moneyString } from '@fieldline/contracts/common/money';
import {
  PAYROLL_MESSAGES,
  type PayrollImport,
  type PayrollImportBody,
  type PayrollImportRow,
} from '@fieldline/contracts/payroll/payroll.contract';
import type { Decimal } from 'decimal.js';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound } from '../../platform/errors';
import { periodCalculation } from './payroll.approve';
import { payPeriods, payrollImportRows, payrollImports } from './payroll.table';

/** CSV text to rows of fields (quoted fields, doubled quotes, CRLF or LF). */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      out.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    out.push(row);
  }
  return out.filter((r) => r.some((f) => f.trim() !== ''));
}

const norm = (h: string) => h.toLowerCase().replace(/[^a-z]/g, '');
const COLUMNS = {
  employee: ['employeenumber', 'employeeno', 'employee', 'empno', 'employeeid'],
  code: ['paycode', 'code', 'earningcode'],
  hours: ['hours', 'hrs'],
  amount: ['amount', 'amountpaid', 'gross', 'pay'],
};

/** A number from a provider's cell ("1,234.50", "$12.00", "(3.00)"); null when empty or not a number. */
function number(v: string | undefined): string | null {
  const t = (v ?? '').trim().replace(/[$,\s]/g, '');
  if (!t) return null;
  const neg = /^\(.*\)$/.test(t);
  const n = neg ? t.slice(1, -1) : t;
  if (!/^-?\d+(\.\d+)?$/.test(n)) return null;
  return moneyString(new Money(neg ? `-${n}` : n));
}

interface ParsedRow {
  lineNumber: number;
  employeeNumber: string;
  payCode: string;
  hours: string | null;
  amount: string | null;
  problem: string | null;
}

function readFile(content: string): ParsedRow[] {
  const table = parseCsv(content);
  if (table.length < 2) throw fieldError('content', PAYROLL_MESSAGES.emptyFile);
  const heads = table[0].map(norm);
  const col = (names: string[]) => heads.findIndex((h) => names.includes(h));
  const at = {
    employee: col(COLUMNS.employee),
    code: col(COLUMNS.code),
    hours: col(COLUMNS.hours),
    amount: col(COLUMNS.amount),
  };
  if (Object.values(at).some((i) => i < 0)) throw fieldError('content', PAYROLL_MESSAGES.missingColumns);
  return table.slice(1, 20_001).map((r, i) => {
    const hours = number(r[at.hours]);
    const amount = number(r[at.amount]);
    const problem =
      (r[at.hours] ?? '').trim() && hours === null
        ? `The hours "${r[at.hours]}" are not a number.`
        : (r[at.amount] ?? '').trim() && amount === null
          ? `The amount "${r[at.amount]}" is not a number.`
          : null;
    return {
      lineNumber: i + 2,
      employeeNumber: (r[at.employee] ?? '').trim().slice(0, 50),
      payCode: (r[at.code] ?? '').trim().slice(0, 50),
      hours,
      amount,
      problem,
    };
  });
}

/**
 * Matches rows to employees (by number) and payroll codes, and, when the import names a pay period, to
 * the amount the period's export holds for that employee and code. Set-based: two reads for the lot.
 */
async function matchRows(db: Db, rows: ParsedRow[], periodId: number | null) {
  const emps = (await db.execute(sql`select id, lower(number) as k from employees`)).rows as {
    id: number;
    k: string;
  }[];
  const codes = (await db.execute(sql`select id, lower(pay_code) as k from payroll_codes`)).rows as {
    id: number;
    k: string;
  }[];
  const empBy = new Map(emps.map((e) => [e.k, e.id]));
  const codeBy = new Map(codes.map((c) => [c.k, c.id]));
  const exported = new Map<string, Decimal>();
  if (periodId) {
    const calc = await periodCalculation(db, periodId);
    for (const l of calc.lines) {
      const k = `${l.employeeNumber.toLowerCase()}|${l.payCode.toLowerCase()}`;
      exported.set(k, (exported.get(k) ?? new Money(0)).plus(l.amount));
    }
  }
  return rows.map((r) => {
    const employeeId = empBy.get(r.employeeNumber.toLowerCase()) ?? null;
    const payrollCodeId = codeBy.get(r.payCode.toLowerCase()) ?? null;
    const exp = periodId
      ? (exported.get(`${r.employeeNumber.toLowerCase()}|${r.payCode.toLowerCase()}`) ?? null)
      : null;
    let message = r.problem ?? '';
    if (!message && !employeeId) message = `No employee has the number "${r.employeeNumber}".`;
    else if (!message && !payrollCodeId) message = `No payroll code "${r.payCode}".`;
    else if (!message && periodId && !exp)
      message = 'The pay period exported nothing for this employee and code.';
    else if (!message && exp && r.amount !== null && !exp.equals(r.amount))
      message = `Paid ${r.amount}; the export had ${moneyString(exp)}.`;
    const matched = Boolean(employeeId && payrollCodeId && !r.problem && (!periodId || exp));
    return {
      lineNumber: r.lineNumber,
      employeeNumber: r.employeeNumber,
      payCode: r.payCode,
      hours: r.hours,
      amount: r.amount,
      employeeId,
      payrollCodeId,
      exportedAmount: exp ? moneyString(exp) : null,
      matched,
      message,
    };
  });
}

export async function importPayrollFile(
  db: Db,
  body: PayrollImportBody,
  userId: number,
): Promise<PayrollImport> {
  const periodId = body.periodId ?? null;
  if (periodId) {
    const [p] = await db.select({ id: payPeriods.id }).from(payPeriods).where(eq(payPeriods.id, periodId));
    if (!p) throw fieldError('periodId', 'The pay period was not found.');
  }
  const parsed = readFile(body.content);
  const rows = await matchRows(db, parsed, periodId);
  const [imp] = await db
    .insert(payrollImports)
    .values({ fileName: body.fileName.trim(), periodId, createdBy: userId, modifiedBy: userId })
    .returning({ id: payrollImports.id });
  await db.insert(payrollImportRows).values(rows.map((r) => ({ ...r, importId: imp.id })));
  return getImport(db, imp.id);
}

/** GET reload/{id}: matches the stored rows again (after employees or codes were added or the period approved). */
export async function reloadImport(db: Db, id: number): Promise<PayrollImport> {
  const [imp] = await db.select().from(payrollImports).where(eq(payrollImports.id, id));
  if (!imp) throw notFound('payroll import');
  const stored = await db
    .select()
    .from(payrollImportRows)
    .where(eq(payrollImportRows.importId, id))
    .orderBy(asc(payrollImportRows.lineNumber));
  const rows = await matchRows(
    db,
    // A cell that was not a number stays refused (its text is kept only in the message).
    stored.map((r) => ({ ...r, problem: /^The (hours|amount) "/.test(r.message) ? r.message : null })),
    imp.periodId,
  );
  await db.delete(payrollImportRows).where(eq(payrollImportRows.importId, id));
  if (rows.length) await db.insert(payrollImportRows).values(rows.map((r) => ({ ...r, importId: id })));
  await db
    .update(payrollImports)
    .set({ modifiedDate: sql`now()`, version: sql`${payrollImports.version} + 1` })
    .where(eq(payrollImports.id, id));
  return getImport(db, id);
}

const summaryColumns = {
  id: payrollImports.id,
  fileName: payrollImports.fileName,
  periodId: payrollImports.periodId,
  createdDate: payrollImports.createdDate,
  createdBy: payrollImports.createdBy,
  rowCount: sql<number>`(select count(*)::int from payroll_import_rows r where r.import_id = payroll_imports.id)`,
  matchedCount: sql<number>`(select count(*)::int from payroll_import_rows r where r.import_id = payroll_imports.id and r.matched)`,
  totalAmount: sql<string>`(select coalesce(sum(r.amount), 0)::numeric(18,2)::text from payroll_import_rows r where r.import_id = payroll_imports.id)`,
};
type Summary = Omit<PayrollImport, 'unmatchedCount' | 'rows'>;
const toImport = (s: Summary): PayrollImport => ({
  ...s,
  createdDate: new Date(s.createdDate).toISOString(),
  unmatchedCount: s.rowCount - s.matchedCount,
});

export async function listImports(db: Db, q: { id?: number; periodId?: number }): Promise<PayrollImport[]> {
  const where = q.id
    ? eq(payrollImports.id, q.id)
    : q.periodId
      ? eq(payrollImports.periodId, q.periodId)
      : undefined;
  const rows = await db
    .select(summaryColumns)
    .from(payrollImports)
    .where(where)
    .orderBy(desc(payrollImports.id))
    .limit(500);
  return rows.map(toImport);
}

export async function getImport(db: Db, id: number): Promise<PayrollImport> {
  const [row] = await db.select(summaryColumns).from(payrollImports).where(eq(payrollImports.id, id));
  if (!row) throw notFound('payroll import');
  const rows = await db
    .select()
    .from(payrollImportRows)
    .where(eq(payrollImportRows.importId, id))
    .orderBy(asc(payrollImportRows.lineNumber));
  const out: PayrollImportRow[] = rows.map(({ id: _id, importId: _imp, ...r }) => r);
  return { ...toImport(row), rows: out };
}

export async function deleteImport(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(payrollImports)
    .where(eq(payrollImports.id, id))
    .returning({ id: payrollImports.id });
  if (!deleted.length) throw notFound('payroll import');
}
