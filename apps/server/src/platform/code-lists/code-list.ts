import { ErrorCodes, Messages } from '@fieldline/contracts/common/errors';
import type { SearchResult } from '@fieldline/contracts/common/pagination';
import { and, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditEntry } from '../audit';
import type { AuthUser } from '../context';
import { auditOut } from '../db/columns';
import type { Db } from '../db/database';
import { updateVersioned } from '../db/versioned';
import { AppError, notFound } from '../errors';

/**
 * Sortable code lists (spec 3 reference codes and service package types): small tables keyed by a code
 * that is unique ignoring case, with a description and a sort number. One definition per kind drives
 * search, get, create, update, delete and the all-or-nothing batch save of the panels.
 */

export type CodeTable = PgTable & {
  id: PgColumn;
  sort: PgColumn;
  version: PgColumn;
  modifiedDate: PgColumn;
  modifiedBy: PgColumn;
};

export interface CodeListKind<Out> {
  /** Audit-log entity name, e.g. 'payrollCode'. */
  entity: string;
  /** For messages: 'payroll code'. */
  label: string;
  table: CodeTable;
  /** The unique code column's property (payCode, category, code, name) and how messages call it. */
  codeField: string;
  codeLabel: string;
  /** The second sort key (description, or category for package types). */
  descriptionField: string;
  /** Present when the kind has an isActive column (searchable by it). */
  hasIsActive: boolean;
  /** The record's own fields (without id and audit fields), as the contract names them. */
  fields: readonly (keyof Out & string)[];
  /** Wire format of a column value where it differs from the stored one (e.g. 4-place rates). */
  format?: Partial<Record<string, (v: unknown) => unknown>>;
}

/** A kind whatever its wire type, for helpers that only touch columns. */
export type AnyKind = CodeListKind<any>;

export interface WriteCtx {
  db: Db;
  user: AuthUser;
  audit(entry: AuditEntry): Promise<void>;
}

type Row = Record<string, unknown> & { id: number };
type Values = Record<string, unknown>;

export const col = (kind: AnyKind, field: string) =>
  (kind.table as unknown as Record<string, PgColumn>)[field];

/** The fields the audit log compares. */
export function ownFields<Out>(kind: CodeListKind<Out>, row: Row): Values {
  const out: Values = {};
  for (const f of kind.fields as readonly string[])
    out[f] = kind.format?.[f] ? kind.format[f]?.(row[f]) : row[f];
  return out;
}

export function toOut<Out>(kind: CodeListKind<Out>, row: Row): Out {
  return { id: row.id, ...ownFields(kind, row), ...auditOut(row as never) } as Out;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Spec 3 §9 in SQL: sort, then code, then description, case-insensitive in code-point order, then id. */
export function sortOrder(kind: AnyKind): SQL[] {
  return [
    asc(kind.table.sort),
    sql`lower(${col(kind, kind.codeField)}) collate "C"`,
    sql`lower(${col(kind, kind.descriptionField)}) collate "C"`,
    asc(kind.table.id),
  ];
}

export interface CodeListFilter {
  query?: string;
  isActive?: boolean;
  offset: number;
  limit: number;
}

function filterWhere(kind: AnyKind, f: Omit<CodeListFilter, 'offset' | 'limit'>) {
  const pattern = f.query ? `%${escapeLike(f.query)}%` : undefined;
  return and(
    pattern
      ? or(ilike(col(kind, kind.codeField), pattern), ilike(col(kind, kind.descriptionField), pattern))
      : undefined,
    kind.hasIsActive && f.isActive !== undefined ? eq(col(kind, 'isActive'), f.isActive) : undefined,
  );
}

export async function searchCodes<Out>(
  db: Db,
  kind: CodeListKind<Out>,
  f: CodeListFilter,
): Promise<SearchResult<Out>> {
  const where = filterWhere(kind, f);
  const rows = (await db
    .select()
    .from(kind.table)
    .where(where)
    .orderBy(...sortOrder(kind))
    .limit(f.limit)
    .offset(f.offset)) as Row[];
  const total = await countCodes(db, kind, f);
  return { data: rows.map((r) => toOut(kind, r)), count_filtered: total };
}

export async function countCodes(
  db: Db,
  kind: AnyKind,
  f: Omit<CodeListFilter, 'offset' | 'limit'>,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(kind.table).where(filterWhere(kind, f));
  return Number(row.n);
}

async function findRow(db: Db, kind: AnyKind, id: number): Promise<Row> {
  const [row] = (await db.select().from(kind.table).where(eq(kind.table.id, id))) as Row[];
  if (!row) throw notFound(kind.label);
  return row;
}

export async function getCode<Out>(db: Db, kind: CodeListKind<Out>, id: number): Promise<Out> {
  return toOut(kind, await findRow(db, kind, id));
}

/** 409 naming the field: the code is unique ignoring case. */
export function duplicateCode(kind: AnyKind, code: string, field = kind.codeField) {
  return new AppError(
    409,
    ErrorCodes.DUPLICATE,
    `A ${kind.label} with the ${kind.codeLabel} "${code}" already exists.`,
    [{ field, message: `This ${kind.codeLabel} is already used.` }],
  );
}

async function assertCodeFree(db: Db, kind: AnyKind, code: string, exceptId?: number) {
  const codeCol = col(kind, kind.codeField);
  const [taken] = await db
    .select({ id: kind.table.id })
    .from(kind.table)
    .where(and(sql`lower(${codeCol}) = lower(${code})`, exceptId ? ne(kind.table.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw duplicateCode(kind, code);
}

export async function createCode<Out>(ctx: WriteCtx, kind: CodeListKind<Out>, values: Values): Promise<Out> {
  await assertCodeFree(ctx.db, kind, String(values[kind.codeField]));
  const [row] = (await ctx.db
    .insert(kind.table)
    .values({ ...values, createdBy: ctx.user.id, modifiedBy: ctx.user.id } as never)
    .returning()) as Row[];
  await ctx.audit({ entity: kind.entity, entityId: row.id, action: 'create', after: ownFields(kind, row) });
  return toOut(kind, row);
}

export async function updateCode<Out>(
  ctx: WriteCtx,
  kind: CodeListKind<Out>,
  id: number,
  body: Values & { version?: number },
): Promise<Out> {
  const before = await findRow(ctx.db, kind, id);
  const { version, ...values } = body;
  const code = values[kind.codeField];
  if (typeof code === 'string') await assertCodeFree(ctx.db, kind, code, id);
  const row = (await updateVersioned(
    ctx.db,
    kind.table,
    id,
    version,
    values as never,
    ctx.user.id,
    kind.label,
  )) as Row;
  await ctx.audit({
    entity: kind.entity,
    entityId: id,
    action: 'update',
    before: ownFields(kind, before),
    after: ownFields(kind, row),
  });
  return toOut(kind, row);
}

export async function deleteCode(ctx: WriteCtx, kind: AnyKind, id: number): Promise<void> {
  const before = await findRow(ctx.db, kind, id);
  await ctx.db.delete(kind.table).where(eq(kind.table.id, id));
  await ctx.audit({ entity: kind.entity, entityId: id, action: 'delete', before: ownFields(kind, before) });
}

/** Rows by id, one query; 404 naming the kind when one is missing. */
export async function loadRows(db: Db, kind: AnyKind, ids: number[]): Promise<Map<number, Row>> {
  const rows = ids.length
    ? ((await db.select().from(kind.table).where(inArray(kind.table.id, ids))) as Row[])
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw notFound(kind.label);
  return byId;
}

export const staleVersion = () => new AppError(409, ErrorCodes.STALE_VERSION, Messages.staleVersion);
