import { parse } from 'csv-parse/sync';
import { type ParsedStatement, parseAmount, StatementFormatError, type StatementLine } from './statement';

/**
 * How a bank lays out its CSV export: which column holds what (by header name, or 1-based number when the file
 * has no header row), the date order and the decimal mark. Saved per bank account and offered again on the
 * next import (issue 21 item 1: the mapping dialog remembers the bank's layout).
 */
export interface CsvLayout {
  hasHeader: boolean;
  delimiter?: string;
  dateColumn: string;
  dateOrder: 'YMD' | 'MDY' | 'DMY';
  /** One signed amount column, or a debit and a credit column. */
  amountColumn?: string;
  debitColumn?: string;
  creditColumn?: string;
  payeeColumn?: string;
  memoColumn?: string;
  referenceColumn?: string;
  idColumn?: string;
  decimalComma?: boolean;
}

/** The header row (or "Column 1".."Column n") and the first rows, for the mapping dialog. */
export function previewCsv(text: string, delimiter?: string, rows = 5) {
  const records = read(text, delimiter);
  return { columns: records[0] ?? [], rows: records.slice(1, rows + 1) };
}

/** The separator the first line uses most: a comma, a semicolon (where the decimal mark is a comma) or a tab. */
function detectDelimiter(text: string): string {
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  return [';', '\t', ','].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

function read(text: string, delimiter?: string): string[][] {
  const clean = text.replace(/^\uFEFF/, '');
  try {
    return parse(clean, {
      delimiter: delimiter ?? detectDelimiter(clean),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    });
  } catch (err) {
    throw new StatementFormatError(`The CSV file could not be read: ${(err as Error).message}`);
  }
}

export function parseCsvStatement(text: string, layout: CsvLayout): ParsedStatement {
  const records = read(text, layout.delimiter);
  const header = layout.hasHeader ? (records[0] ?? []) : [];
  const index = (name?: string) => {
    if (!name) return -1;
    if (!layout.hasHeader) return Number(name) - 1;
    const i = header.findIndex((h) => h.trim().toLowerCase() === name.trim().toLowerCase());
    if (i < 0) throw new StatementFormatError(`The file has no column named "${name}".`);
    return i;
  };
  const col = {
    date: index(layout.dateColumn),
    amount: index(layout.amountColumn),
    debit: index(layout.debitColumn),
    credit: index(layout.creditColumn),
    payee: index(layout.payeeColumn),
    memo: index(layout.memoColumn),
    reference: index(layout.referenceColumn),
    id: index(layout.idColumn),
  };
  if (col.amount < 0 && col.debit < 0 && col.credit < 0)
    throw new StatementFormatError('Choose an amount column, or debit and credit columns.');
  const cell = (r: string[], i: number) => (i >= 0 ? (r[i] ?? '').trim() : '');
  const first = layout.hasHeader ? 1 : 0;
  const lines: StatementLine[] = records.slice(first).map((r, k) => {
    const row = k + first + 1;
    const date = toIsoDate(cell(r, col.date), layout.dateOrder);
    if (!date) throw new StatementFormatError(`Row ${row}: "${cell(r, col.date)}" is not a date.`, row);
    const amount = amountOf(r, col, layout.decimalComma ?? false, cell);
    if (amount === null) throw new StatementFormatError(`Row ${row}: no amount could be read.`, row);
    return {
      bankId: cell(r, col.id) || null,
      date,
      amount,
      payee: cell(r, col.payee),
      memo: cell(r, col.memo),
      reference: cell(r, col.reference) || null,
    };
  });
  return { format: 'csv', account: null, currency: null, closingBalance: null, lines };
}

function amountOf(
  r: string[],
  col: { amount: number; debit: number; credit: number },
  decimalComma: boolean,
  cell: (r: string[], i: number) => string,
): string | null {
  if (col.amount >= 0) return parseAmount(cell(r, col.amount), decimalComma);
  const debit = parseAmount(cell(r, col.debit), decimalComma);
  const credit = parseAmount(cell(r, col.credit), decimalComma);
  if (credit !== null && credit !== '0.00') return credit.replace(/^-/, '');
  if (debit !== null) return debit === '0.00' ? debit : `-${debit.replace(/^-/, '')}`;
  return credit;
}

/** "2026-11-05", "11/05/2026", "05.11.2026", "5/11/26" in the given order, as YYYY-MM-DD; null if invalid. */
export function toIsoDate(raw: string, order: CsvLayout['dateOrder']): string | null {
  const parts = raw.split(/[^\d]+/).filter(Boolean);
  if (parts.length < 3) return null;
  let [y, m, d] =
    order === 'YMD'
      ? parts
      : order === 'MDY'
        ? [parts[2], parts[0], parts[1]]
        : [parts[2], parts[1], parts[0]];
  if (y.length === 2) y = `20${y}`;
  const iso = `${y.padStart(4, '0')}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const t = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(t.getTime()) || t.toISOString().slice(0, 10) !== iso ? null : iso;
}
