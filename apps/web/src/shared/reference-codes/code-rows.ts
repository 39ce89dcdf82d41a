import { isDecimalLike, toDecimal } from '@fieldline/contracts/common/money';
import { SORT_MAX, sortReferenceCodes } from '@fieldline/contracts/reference-codes/reference-codes.contract';

/**
 * The editing model of a reference-code panel (spec 3 §4 Group rows): every row carries a pending
 * action. Loaded rows are `update`; added rows are `new` with id 0; deleting a new row drops it,
 * deleting a saved row hides it and marks it `delete`. Pure functions, so the rules are tested alone.
 */

export type PendingAction = 'update' | 'delete' | 'new';
export type CellValue = string | number | boolean | null;
export type Values = Record<string, CellValue>;

export interface CodeRow {
  /** Stable React and drag key: `id-7` for saved rows, `new-3` for added ones. */
  key: string;
  id: number;
  version?: number;
  action: PendingAction;
  values: Values;
  /** The values as loaded, to send only what changed. */
  original?: Values;
}

export type ColumnKind = 'text' | 'sort' | 'decimal' | 'boolean';

export interface CodeColumn {
  field: string;
  label: string;
  kind: ColumnKind;
  /** Must be non-blank (marked on add, spec 3 §5). */
  required?: boolean;
  maxLength?: number;
  /** Decimal places of a decimal column. */
  scale?: number;
  /** Largest value of a decimal column, as a decimal string. */
  max?: string;
  width?: number | string;
}

export interface CodeListShape {
  columns: CodeColumn[];
  /** The code (or category, or name) and description fields the sort rule looks at. */
  codeField: string;
  descriptionField: string;
}

export type RowErrors = Record<string, Record<string, string>>;

const isBlank = (v: CellValue | undefined) => v === null || v === undefined || String(v).trim() === '';

/** Rows from the server, in the spec's order (by sort, then code, then description). */
export function rowsFromServer(data: readonly Record<string, unknown>[], shape: CodeListShape): CodeRow[] {
  const ordered = sortReferenceCodes(data, (r) => ({
    sort: Number(r.sort ?? 0),
    code: String(r[shape.codeField] ?? ''),
    description: String(r[shape.descriptionField] ?? ''),
    id: Number(r.id),
  }));
  return ordered.map((r) => {
    const values: Values = {};
    for (const c of shape.columns) values[c.field] = (r[c.field] ?? null) as CellValue;
    return {
      key: `id-${r.id}`,
      id: Number(r.id),
      version: typeof r.version === 'number' ? r.version : undefined,
      action: 'update',
      values,
      original: { ...values },
    };
  });
}

export const visibleRows = (rows: readonly CodeRow[]) => rows.filter((r) => r.action !== 'delete');

let nextNew = 0;

/** Appends a new row (id 0) below the visible ones, its sort one past the largest shown. */
export function addRow(rows: readonly CodeRow[], shape: CodeListShape): CodeRow[] {
  const shown = visibleRows(rows);
  const sort = shown.reduce((max, r) => Math.max(max, Number(r.values.sort ?? -1)), -1) + 1;
  const values: Values = {};
  for (const c of shape.columns) {
    values[c.field] = c.kind === 'boolean' ? true : c.kind === 'sort' ? sort : '';
  }
  nextNew += 1;
  return [...rows, { key: `new-${nextNew}`, id: 0, action: 'new', values }];
}

/** A new row disappears; a saved row is hidden and marked for delete. */
export function deleteRow(rows: readonly CodeRow[], key: string): CodeRow[] {
  return rows.flatMap((r) => {
    if (r.key !== key) return [r];
    return r.action === 'new' ? [] : [{ ...r, action: 'delete' as const }];
  });
}

export function editRow(rows: readonly CodeRow[], key: string, field: string, value: CellValue): CodeRow[] {
  return rows.map((r) => (r.key === key ? { ...r, values: { ...r.values, [field]: value } } : r));
}

/**
 * Moves a visible row onto another's place and renumbers sort from 0 in the order shown
 * (spec 3 §9). Rows marked for delete keep their place at the end, out of the numbering.
 */
export function moveRow(rows: readonly CodeRow[], fromKey: string, toKey: string): CodeRow[] {
  const shown = visibleRows(rows);
  const from = shown.findIndex((r) => r.key === fromKey);
  const to = shown.findIndex((r) => r.key === toKey);
  if (from < 0 || to < 0 || from === to) return [...rows];
  const moved = [...shown];
  const [row] = moved.splice(from, 1);
  moved.splice(to, 0, row);
  const renumbered = moved.map((r, sort) =>
    r.values.sort === sort ? r : { ...r, values: { ...r.values, sort } },
  );
  return [...renumbered, ...rows.filter((r) => r.action === 'delete')];
}

function cellError(c: CodeColumn, v: CellValue | undefined, isNew: boolean): string | undefined {
  if (c.kind === 'boolean') return undefined;
  if (isBlank(v)) {
    if (c.required) return 'Required';
    // An optional sort may stay blank on add (the server numbers it 0); a saved row keeps a number.
    return c.kind === 'sort' && !isNew ? 'Required' : undefined;
  }
  const text = String(v).trim();
  if (c.kind === 'text') {
    return c.maxLength && text.length > c.maxLength ? `At most ${c.maxLength} characters` : undefined;
  }
  if (c.kind === 'sort') {
    const n = Number(text);
    if (!Number.isInteger(n)) return 'Sort must be a whole number';
    if (n < 0) return 'Sort cannot be negative';
    return n > SORT_MAX ? `Sort must be at most ${SORT_MAX}` : undefined;
  }
  if (!isDecimalLike(text)) return 'Must be a number';
  const d = toDecimal(text);
  if (d.isNegative()) return 'Cannot be negative';
  if (c.max && d.gt(c.max)) return `Must be at most ${c.max}`;
  return undefined;
}

/** Field errors of the visible rows, by row key then field. */
export function validateRows(rows: readonly CodeRow[], shape: CodeListShape): RowErrors {
  const errors: RowErrors = {};
  for (const r of visibleRows(rows)) {
    for (const c of shape.columns) {
      const message = cellError(c, r.values[c.field], r.action === 'new');
      if (message) errors[r.key] = { ...errors[r.key], [c.field]: message };
    }
  }
  return errors;
}

export const hasErrors = (errors: RowErrors) => Object.keys(errors).length > 0;

function wireValue(c: CodeColumn, v: CellValue): CellValue | undefined {
  if (c.kind === 'boolean') return Boolean(v);
  if (c.kind === 'sort') return isBlank(v) ? undefined : Number(v);
  return isBlank(v) && c.kind === 'decimal' ? undefined : String(v ?? '').trim();
}

export type BatchRow = { action: PendingAction; id: number; version?: number } & Record<string, unknown>;

/** The pending rows to send: every new and deleted row, and saved rows with a changed field (only those fields). */
export function pendingBatch(rows: readonly CodeRow[], shape: CodeListShape): BatchRow[] {
  const out: BatchRow[] = [];
  for (const r of rows) {
    if (r.action === 'delete') {
      out.push({ action: 'delete', id: r.id, version: r.version });
      continue;
    }
    const changed: Record<string, unknown> = {};
    for (const c of shape.columns) {
      const value = wireValue(c, r.values[c.field]);
      if (value === undefined) continue;
      if (r.action === 'update' && sameValue(c, value, r.original?.[c.field] ?? null)) continue;
      changed[c.field] = value;
    }
    if (r.action === 'new') out.push({ action: 'new', id: 0, ...changed });
    else if (Object.keys(changed).length)
      out.push({ action: 'update', id: r.id, version: r.version, ...changed });
  }
  return out;
}

function sameValue(c: CodeColumn, sent: CellValue, original: CellValue): boolean {
  if (c.kind === 'decimal' && isDecimalLike(String(sent)) && isDecimalLike(String(original))) {
    return toDecimal(String(sent)).eq(toDecimal(String(original)));
  }
  return sent === (c.kind === 'text' ? String(original ?? '') : original);
}
