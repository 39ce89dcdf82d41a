import {
  MAX_UPLOAD_ROWS,
  PAYMENT_UPLOAD_COLUMNS,
  type PaymentUploadField,
  PaymentUploadMessages,
} from '@fieldline/contracts/payments/payment-uploads.contract';
import { parse } from 'csv-parse/sync';
import type ExcelJS from 'exceljs';
import { fieldError, ruleViolation } from '../../platform/errors';
import { loadXlsx, XLSX_TOO_LARGE } from '../../platform/spreadsheets/xlsx';

/** One data row of the file: its line number (the header is line 1) and its cells as text. */
export interface FileRow {
  rowNumber: number;
  cells: Record<PaymentUploadField, string>;
  /** The amount as a plain decimal ("1234.50"), null when the cell is not a number. */
  amountValue: string | null;
  /** The date as YYYY-MM-DD, null when the cell is empty or not a date. */
  dateValue: string | null;
}

export interface ParsedFile {
  format: 'csv' | 'xlsx';
  rows: FileRow[];
}

const FIELDS = Object.keys(PAYMENT_UPLOAD_COLUMNS) as PaymentUploadField[];
const DATA_URL = /^data:[^,]*;base64,/i;
/** Header names compared without case, spaces, or the punctuation people add ("Check #", "Customer No."). */
const key = (s: string) => s.toLowerCase().replace(/[\s._-]+/g, '');
const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The bytes of the file sent base64 (plain or as a data URL). */
export function decodeFile(file: string): Buffer {
  const base64 = file.replace(DATA_URL, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw fieldError('file', 'The file is not valid base64.');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw ruleViolation(PaymentUploadMessages.noRows);
  return bytes;
}

/** Reads a CSV or xlsx file into rows; refuses a file of another kind, without Customer or Amount, or empty. */
export async function parseUploadFile(bytes: Buffer): Promise<ParsedFile> {
  const isXlsx = bytes.subarray(0, 4).equals(XLSX_MAGIC);
  const table = isXlsx ? await readXlsx(bytes) : readCsv(bytes);
  const header = table[0] ?? [];
  const columns = columnsOf(header.map((c) => (typeof c === 'string' ? c : String(c ?? ''))));
  const body = table.slice(1);
  const rows: FileRow[] = [];
  for (const [i, raw] of body.entries()) {
    const cells = {} as Record<PaymentUploadField, string>;
    let dateCell: unknown = null;
    for (const f of FIELDS) {
      const c = columns[f];
      const v = c === undefined ? null : raw[c];
      if (f === 'date') dateCell = v;
      cells[f] = textOf(v).slice(0, 500);
    }
    if (FIELDS.every((f) => cells[f] === '')) continue;
    if (rows.length >= MAX_UPLOAD_ROWS) throw ruleViolation(PaymentUploadMessages.tooManyRows);
    rows.push({
      rowNumber: i + 2,
      cells,
      amountValue: amountOf(cells.amount),
      dateValue: dateCell instanceof Date ? dateCell.toISOString().slice(0, 10) : dateOf(cells.date),
    });
  }
  if (rows.length === 0) throw ruleViolation(PaymentUploadMessages.noRows);
  return { format: isXlsx ? 'xlsx' : 'csv', rows };
}

/** Which column holds each field; Customer and Amount must be there. */
function columnsOf(header: string[]): Partial<Record<PaymentUploadField, number>> {
  const out: Partial<Record<PaymentUploadField, number>> = {};
  const keys = header.map(key);
  for (const f of FIELDS) {
    const names = PAYMENT_UPLOAD_COLUMNS[f].map(key);
    const at = keys.findIndex((k) => names.includes(k));
    if (at >= 0) out[f] = at;
  }
  for (const f of ['customer', 'amount'] as const)
    if (out[f] === undefined)
      throw ruleViolation(PaymentUploadMessages.missingColumn(PAYMENT_UPLOAD_COLUMNS[f][0]));
  return out;
}

function readCsv(bytes: Buffer): unknown[][] {
  // A binary file (a PDF, an image, an old .xls) has NUL bytes or is not UTF-8 text.
  if (bytes.includes(0)) throw ruleViolation(PaymentUploadMessages.notSpreadsheet);
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) throw ruleViolation(PaymentUploadMessages.notSpreadsheet);
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => first.split(c).length - 1;
  const delimiter = [';', '\t', ','].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
  try {
    return parse(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      bom: true,
    }) as string[][];
  } catch {
    throw ruleViolation(PaymentUploadMessages.notSpreadsheet);
  }
}

async function readXlsx(bytes: Buffer): Promise<unknown[][]> {
  const read = await loadXlsx(bytes);
  if (!read.ok)
    throw ruleViolation(read.reason === 'tooLarge' ? XLSX_TOO_LARGE : PaymentUploadMessages.notSpreadsheet);
  const sheet = read.workbook.worksheets[0];
  if (!sheet) throw ruleViolation(PaymentUploadMessages.noRows);
  if (sheet.rowCount > MAX_UPLOAD_ROWS + 1) throw ruleViolation(PaymentUploadMessages.tooManyRows);
  const out: unknown[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const cells: unknown[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellOf(row.getCell(c).value));
    out.push(cells);
  }
  return out;
}

/** A cell's value: a Date for date cells, a number, or text (formulas by their result). */
function cellOf(v: ExcelJS.CellValue): unknown {
  if (v === null || v === undefined) return null;
  if (v instanceof Date || typeof v === 'number' || typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'object') {
    if ('result' in v) return cellOf((v as { result?: ExcelJS.CellValue }).result ?? null);
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String((v as { text: unknown }).text);
  }
  return null;
}

function textOf(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  // NUL cannot be stored in a text column.
  return String(v).replace(/\0/g, '').trim();
}

/** "1,234.50", "$1,234.50", "(12.00)" and plain numbers as a decimal string; null when not a number. */
export function amountOf(text: string): string | null {
  let t = text.replace(/[$,\s]/g, '');
  const negative = /^\(.*\)$/.test(t);
  if (negative) t = t.slice(1, -1);
  if (!/^-?(\d{1,20}(\.\d{0,20})?|\.\d{1,20})$/.test(t)) return null;
  if (t.startsWith('.')) t = `0${t}`;
  if (t.startsWith('-.')) t = `-0${t.slice(1)}`;
  if (t.endsWith('.')) t = t.slice(0, -1);
  return negative ? (t.startsWith('-') ? t.slice(1) : `-${t}`) : t;
}

/** YYYY-MM-DD or MM/DD/YYYY (M/D too) as YYYY-MM-DD when it is a real calendar day; null otherwise. */
export function dateOf(text: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [+iso[1], +iso[2], +iso[3]] : us ? [+us[3], +us[1], +us[2]] : [0, 0, 0];
  if (y < 1 || m < 1 || m > 12 || d < 1) return null;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  if (d > last) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
