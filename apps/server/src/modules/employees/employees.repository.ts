import type { EmployeeRef, EmployeeSummary } from '@fieldline/contracts/employees/employees.contract';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { users } from '../identity/identity.table';
import { locationZones } from '../locations/locations.table';
import { departments, divisions, offices } from '../organization/organization.table';
import { payrollCodes } from '../reference-codes/reference-codes.table';
import {
  employeePayRates,
  employees,
  employeeTeamMembers,
  employeeTeams,
  employeeZones,
} from './employees.table';

export type EmployeeRow = typeof employees.$inferSelect;

export interface EmployeeFilter {
  query?: string;
  officeId?: number;
  teamId?: number;
  active?: boolean;
  technician?: boolean;
  ids?: number[];
}

/** The text the search box matches (the trigram index's expression). */
const searchText = sql`(${employees.number} || ' ' || ${employees.firstName} || ' ' || ${employees.lastName} || ' ' || coalesce(${employees.email}, ''))`;

function where(f: EmployeeFilter): SQL | undefined {
  const words = (f.query ?? '').split(/\s+/).filter(Boolean);
  return and(
    ...words.map((w) => sql`${searchText} ilike ${`%${w.replace(/[\\%_]/g, '\\$&')}%`}`),
    f.ids ? inArray(employees.id, f.ids) : undefined,
    f.officeId === undefined ? undefined : eq(employees.officeId, f.officeId),
    f.active === undefined ? undefined : eq(employees.isActive, f.active),
    f.technician === undefined ? undefined : eq(employees.isTechnician, f.technician),
    f.teamId === undefined
      ? undefined
      : sql`exists (select 1 from ${employeeTeamMembers} m where m.employee_id = ${employees.id} and m.team_id = ${f.teamId})`,
  );
}

const summaryColumns = {
  id: employees.id,
  number: employees.number,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  phone: employees.phone,
  officeId: employees.officeId,
  officeName: offices.name,
  departmentName: departments.name,
  userId: employees.userId,
  isTechnician: employees.isTechnician,
  isActive: employees.isActive,
};

/** One page of employee summaries (by last name, first name) and the count of all that match. */
export async function findEmployeeSummaries(
  db: Db,
  f: EmployeeFilter,
  page?: { offset: number; limit: number },
): Promise<{ rows: EmployeeSummary[]; count: number }> {
  if (f.ids && f.ids.length === 0) return { rows: [], count: 0 };
  let q = db
    .select(summaryColumns)
    .from(employees)
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .where(where(f))
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
    .$dynamic();
  if (page) q = q.offset(page.offset).limit(page.limit);
  const rows = await q;
  const total = page
    ? Number((await db.select({ n: count() }).from(employees).where(where(f)))[0].n)
    : rows.length;
  const teams = await teamsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({ ...r, name: fullName(r), teams: teams.get(r.id) ?? [] })),
    count: total,
  };
}

export const fullName = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`.trim();

/** Teams of each employee, by team name. */
export async function teamsOf(db: Db, employeeIds: number[]): Promise<Map<number, EmployeeRef[]>> {
  const out = new Map<number, EmployeeRef[]>();
  if (employeeIds.length === 0) return out;
  const rows = await db
    .select({ employeeId: employeeTeamMembers.employeeId, id: employeeTeams.id, name: employeeTeams.name })
    .from(employeeTeamMembers)
    .innerJoin(employeeTeams, eq(employeeTeams.id, employeeTeamMembers.teamId))
    .where(inArray(employeeTeamMembers.employeeId, employeeIds))
    .orderBy(asc(employeeTeams.name));
  for (const r of rows) out.set(r.employeeId, [...(out.get(r.employeeId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** The employee row with the names of what it refers to. */
export async function findEmployeeDetail(db: Db, id: number) {
  const [row] = await db
    .select({
      e: employees,
      officeName: offices.name,
      departmentName: departments.name,
      divisionName: divisions.name,
      userFirst: users.firstName,
      userLast: users.lastName,
      payrollCode: payrollCodes.payCode,
    })
    .from(employees)
    .leftJoin(offices, eq(offices.id, employees.officeId))
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(divisions, eq(divisions.id, employees.divisionId))
    .leftJoin(users, eq(users.id, employees.userId))
    .leftJoin(payrollCodes, eq(payrollCodes.id, employees.defaultPayrollCodeId))
    .where(eq(employees.id, id));
  return row;
}

export async function zonesOf(db: Db, employeeId: number): Promise<EmployeeRef[]> {
  return db
    .select({ id: locationZones.id, name: locationZones.name })
    .from(employeeZones)
    .innerJoin(locationZones, eq(locationZones.id, employeeZones.zoneId))
    .where(eq(employeeZones.employeeId, employeeId))
    .orderBy(asc(locationZones.sort), asc(locationZones.name));
}

export async function ratesOf(db: Db, employeeId: number) {
  return db.select().from(employeePayRates).where(eq(employeePayRates.employeeId, employeeId)).orderBy(
    // The base rate (no time type) first, then each time type's rates by date.
    sql`${employeePayRates.timeTypeId} asc nulls first`,
    asc(employeePayRates.effectiveDate),
    asc(employeePayRates.id),
  );
}

export async function findEmployeeByUser(db: Db, userId: number): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.userId, userId));
  return row;
}

export async function findEmployee(db: Db, id: number): Promise<EmployeeRow | undefined> {
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  return row;
}
