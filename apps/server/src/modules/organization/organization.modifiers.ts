import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import { departments, divisions, offices } from './organization.table';

/**
 * Divisions and departments (chart-of-accounts modifiers). The ledger module serves their routes; these
 * functions are the only writers of the two tables.
 */
export type ModifierKind = 'division' | 'department';

export interface ModifierInput {
  name?: string;
  accountingCode?: string;
  entityNamingCode?: string;
  sort?: number;
  isActive?: boolean;
}

const tableOf = (kind: ModifierKind) => (kind === 'division' ? divisions : departments);

function shape(kind: ModifierKind, row: typeof departments.$inferSelect | typeof divisions.$inferSelect) {
  const base = {
    id: row.id,
    name: row.name,
    accountingCode: row.accountingCode,
    sort: row.sort,
    isActive: row.isActive,
    version: row.version,
  };
  return kind === 'department'
    ? { ...base, entityNamingCode: (row as typeof departments.$inferSelect).entityNamingCode }
    : base;
}
export type ModifierRow = ReturnType<typeof shape> & { entityNamingCode?: string };

export async function getModifier(db: Db, kind: ModifierKind, id: number): Promise<ModifierRow> {
  const t = tableOf(kind);
  const [row] = await db.select().from(t).where(eq(t.id, id));
  if (!row) throw notFound(kind);
  return shape(kind, row);
}

async function refuseDuplicateName(db: Db, kind: ModifierKind, name: string, exceptId?: number) {
  const t = tableOf(kind);
  const [dup] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(sql`lower(${t.name}) = lower(${name})`, exceptId ? sql`${t.id} <> ${exceptId}` : undefined))
    .limit(1);
  if (dup) throw conflict(`A ${kind} named "${name}" already exists.`);
}

export async function createModifier(
  db: Db,
  kind: ModifierKind,
  input: ModifierInput,
  userId: number | null,
) {
  const name = input.name ?? '';
  await refuseDuplicateName(db, kind, name);
  const values = {
    name,
    accountingCode: input.accountingCode ?? '',
    sort: input.sort ?? 0,
    isActive: input.isActive ?? true,
    createdBy: userId,
    modifiedBy: userId,
    ...(kind === 'department' ? { entityNamingCode: input.entityNamingCode ?? '' } : {}),
  };
  const [row] = await db.insert(tableOf(kind)).values(values).returning();
  return shape(kind, row);
}

export async function updateModifier(
  db: Db,
  kind: ModifierKind,
  id: number,
  input: ModifierInput,
  userId: number | null,
) {
  const before = await getModifier(db, kind, id);
  if (input.name !== undefined) await refuseDuplicateName(db, kind, input.name, id);
  const t = tableOf(kind);
  const set: Record<string, unknown> = {};
  for (const k of ['name', 'accountingCode', 'sort', 'isActive'] as const)
    if (input[k] !== undefined) set[k] = input[k];
  if (kind === 'department' && input.entityNamingCode !== undefined)
    set.entityNamingCode = input.entityNamingCode;
  const [row] = await db
    .update(t)
    .set({ ...set, modifiedBy: userId, modifiedDate: sql`now()`, version: sql`${t.version} + 1` })
    .where(eq(t.id, id))
    .returning();
  return { before, after: shape(kind, row) };
}

/** Divisions or departments ordered by sort, accounting code, name (spec 2 §2.4). */
export async function searchModifiers(
  db: Db,
  kind: ModifierKind,
  q: { query?: string; isActive?: boolean; offset: number; limit: number },
) {
  const t = tableOf(kind);
  const where: (SQL | undefined)[] = [];
  if (q.query) where.push(or(ilike(t.name, `%${q.query}%`), ilike(t.accountingCode, `%${q.query}%`)));
  if (q.isActive !== undefined) where.push(eq(t.isActive, q.isActive));
  const cond = and(...where);
  const [rows, [n]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(cond)
      .orderBy(asc(t.sort), asc(t.accountingCode), asc(t.name), asc(t.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(t).where(cond),
  ]);
  return { data: rows.map((r) => shape(kind, r)), count_filtered: Number(n.n) };
}

/** Offices, divisions and departments as chart-of-accounts modifiers, each in its list order. */
export async function listModifiers(db: Db, companyId?: number) {
  const [o, dv, dp] = await Promise.all([
    db
      .select()
      .from(offices)
      .where(companyId ? eq(offices.companyId, companyId) : undefined)
      .orderBy(asc(offices.name)),
    db
      .select()
      .from(divisions)
      .orderBy(asc(divisions.sort), asc(divisions.accountingCode), asc(divisions.name)),
    db
      .select()
      .from(departments)
      .orderBy(asc(departments.sort), asc(departments.accountingCode), asc(departments.name)),
  ]);
  const m = (r: { id: number; name: string; accountingCode: string; sort: number; isActive: boolean }) => ({
    id: r.id,
    name: r.name,
    accountingCode: r.accountingCode,
    sort: r.sort,
    isActive: r.isActive,
  });
  return {
    offices: o.map((r) => m({ ...r, accountingCode: r.code ?? '', sort: 0 })),
    divisions: dv.map(m),
    departments: dp.map(m),
  };
}

/** A fingerprint of the modifier tables: changes whenever a row is added, removed or edited. */
export function modifiersFingerprintSql(): SQL {
  const part = (table: SQL) =>
    sql`(select count(*)::text || ':' || coalesce(sum(version), 0)::text || ':' || coalesce(max(modified_date)::text, '') from ${table})`;
  return sql`${part(sql`offices`)} || '|' || ${part(sql`divisions`)} || '|' || ${part(sql`departments`)}`;
}
