import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { departments, offices } from './organization.table';

/** Office names by id (one query), for records that show their office. */
export async function officeRefs(db: Db, ids: number[]): Promise<Map<number, { id: number; name: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: offices.id, name: offices.name })
    .from(offices)
    .where(inArray(offices.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Department names by id (one query). */
export async function departmentRefs(
  db: Db,
  ids: number[],
): Promise<Map<number, { id: number; name: string }>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(inArray(departments.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Active departments in their list order (sort, accounting code, name). */
export async function listDepartments(db: Db) {
  return db
    .select({ id: departments.id, name: departments.name, accountingCode: departments.accountingCode })
    .from(departments)
    .where(eq(departments.isActive, true))
    .orderBy(asc(departments.sort), asc(departments.accountingCode), asc(departments.name));
}
