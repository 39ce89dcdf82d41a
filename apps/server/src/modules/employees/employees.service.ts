import {
  type CreateEmployeeBody,
  type createEmployeeBodySchema,
  type Employee,
  type EmployeeSummary,
  EMPLOYEE_MESSAGES as M,
  type updateEmployeeBodySchema,
} from '@fieldline/contracts/employees/employees.contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { users } from '../identity/identity.table';
import { locationZones } from '../locations/locations.table';
import { departments, divisions, offices } from '../organization/organization.table';
import { payrollCodes } from '../reference-codes/reference-codes.table';
import {
  type EmployeeFilter,
  findEmployee,
  findEmployeeByUser,
  findEmployeeDetail,
  findEmployeeSummaries,
  fullName,
  ratesOf,
  teamsOf,
  zonesOf,
} from './employees.repository';
import {
  employeePayRates,
  employees,
  employeeTeamMembers,
  employeeTeams,
  employeeZones,
} from './employees.table';
import { employeeWork } from './employees.work';

type CreateBody = z.output<typeof createEmployeeBodySchema>;
type UpdateBody = z.output<typeof updateEmployeeBodySchema>;
type Ctx<B> = RouteContext<B, unknown, { id: number }>;

export async function listEmployees(db: Db, f: EmployeeFilter): Promise<EmployeeSummary[]> {
  return (await findEmployeeSummaries(db, f)).rows;
}

export async function searchEmployees(
  db: Db,
  f: EmployeeFilter & { offset: number; limit: number },
): Promise<{ data: EmployeeSummary[]; count_filtered: number }> {
  const { rows, count } = await findEmployeeSummaries(db, f, { offset: f.offset, limit: f.limit });
  return { data: rows, count_filtered: count };
}

export async function getEmployee(db: Db, id: number): Promise<Employee> {
  const row = await findEmployeeDetail(db, id);
  if (!row) throw notFound('employee', 'EMPLOYEE_NOT_FOUND');
  const { e } = row;
  const [teams, zones, rates, timeTypes] = await Promise.all([
    teamsOf(db, [id]),
    zonesOf(db, id),
    ratesOf(db, id),
    employeeWork().timeTypes(db),
  ]);
  const typeName = new Map(timeTypes.map((t) => [t.id, t.name]));
  return {
    id: e.id,
    number: e.number,
    firstName: e.firstName,
    lastName: e.lastName,
    name: fullName(e),
    email: e.email,
    phone: e.phone,
    address1: e.address1,
    address2: e.address2,
    city: e.city,
    state: e.state,
    postalCode: e.postalCode,
    officeId: e.officeId,
    officeName: row.officeName,
    departmentId: e.departmentId,
    departmentName: row.departmentName,
    divisionId: e.divisionId,
    divisionName: row.divisionName,
    userId: e.userId,
    userName:
      row.userFirst === null ? null : fullName({ firstName: row.userFirst, lastName: row.userLast ?? '' }),
    hireDate: e.hireDate,
    endDate: e.endDate,
    payType: e.payType as Employee['payType'],
    salary: e.salary,
    overtimeRule: e.overtimeRule as Employee['overtimeRule'],
    doubleTime: e.doubleTime,
    defaultPayrollCodeId: e.defaultPayrollCodeId,
    defaultPayrollCode: row.payrollCode,
    prevailingWageEligible: e.prevailingWageEligible,
    isTechnician: e.isTechnician,
    isSalesperson: e.isSalesperson,
    isActive: e.isActive,
    skills: e.skills,
    teams: teams.get(id) ?? [],
    zones,
    rates: rates.map((r) => ({
      id: r.id,
      timeTypeId: r.timeTypeId,
      timeTypeName: r.timeTypeId === null ? null : (typeName.get(r.timeTypeId) ?? null),
      rate: r.rate,
      effectiveDate: r.effectiveDate,
    })),
    ...auditOut(e),
  };
}

/** The signed-in user's own employee record (GET employees/info). */
export async function myEmployee(db: Db, userId: number): Promise<Employee> {
  const row = await findEmployeeByUser(db, userId);
  if (!row) throw notFound('employee', 'EMPLOYEE_NOT_FOUND');
  return getEmployee(db, row.id);
}

/** The employee's linked user, for reads of work recorded by user; null when none is linked. */
export async function userOfEmployee(db: Db, id: number): Promise<number | null> {
  const row = await findEmployee(db, id);
  if (!row) throw notFound('employee', 'EMPLOYEE_NOT_FOUND');
  return row.userId;
}

export async function createEmployee(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Employee> {
  const { db, body, user } = ctx;
  await checkFields(db, null, body);
  const [row] = await db
    .insert(employees)
    .values({ ...columnsOf(body), createdBy: user.id, modifiedBy: user.id } as typeof employees.$inferInsert)
    .returning();
  await saveChildren(db, row.id, body);
  const out = await getEmployee(db, row.id);
  await ctx.audit({ entity: 'employee', entityId: String(row.id), action: 'create', after: out });
  return out;
}

export async function updateEmployee(ctx: Ctx<UpdateBody>): Promise<Employee> {
  const { db, body, user, params } = ctx;
  const before = await findEmployee(db, params.id);
  if (!before) throw notFound('employee', 'EMPLOYEE_NOT_FOUND');
  await checkFields(db, before, body);
  const old = await getEmployee(db, params.id);
  await updateVersioned(db, employees, params.id, body.version, columnsOf(body), user.id, 'employee');
  await saveChildren(db, params.id, body);
  const out = await getEmployee(db, params.id);
  await ctx.audit({
    entity: 'employee',
    entityId: String(params.id),
    action: 'update',
    before: old,
    after: out,
  });
  return out;
}

/** The employee's own columns among the fields sent (children are saved apart). */
function columnsOf(b: UpdateBody): Partial<typeof employees.$inferInsert> {
  const { version: _v, zoneIds: _z, teamIds: _t, rates: _r, email, ...rest } = b;
  const out: Record<string, unknown> = { ...rest };
  if (email !== undefined) out.email = email === '' ? null : email;
  for (const [k, v] of Object.entries(out)) if (v === undefined) delete out[k];
  return out as Partial<typeof employees.$inferInsert>;
}

async function checkFields(db: Db, before: typeof employees.$inferSelect | null, b: UpdateBody | CreateBody) {
  const id = before?.id ?? 0;
  if (b.number !== undefined) {
    const [taken] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(sql`lower(${employees.number}) = lower(${b.number})`, ne(employees.id, id)));
    if (taken) throw conflict(M.numberTaken, 'EMPLOYEE_NUMBER_TAKEN');
  }
  if (b.userId) {
    const [taken] = await db
      .select({ id: employees.id })
      .from(employees)
      .where(and(eq(employees.userId, b.userId), ne(employees.id, id)));
    if (taken) throw fieldError('userId', M.userTaken);
  }
  const hire = b.hireDate !== undefined ? b.hireDate : before?.hireDate;
  const end = b.endDate !== undefined ? b.endDate : before?.endDate;
  if (hire && end && end < hire) throw fieldError('endDate', M.endBeforeHire);
  await exists(db, 'officeId', offices, offices.id, b.officeId);
  await exists(db, 'departmentId', departments, departments.id, b.departmentId);
  await exists(db, 'divisionId', divisions, divisions.id, b.divisionId);
  await exists(db, 'userId', users, users.id, b.userId);
  await exists(db, 'defaultPayrollCodeId', payrollCodes, payrollCodes.id, b.defaultPayrollCodeId);
  await allExist(db, 'zoneIds', locationZones, locationZones.id, b.zoneIds);
  await allExist(db, 'teamIds', employeeTeams, employeeTeams.id, b.teamIds);
  if (b.rates) {
    const known = new Set((await employeeWork().timeTypes(db)).map((t) => t.id));
    const seen = new Set<string>();
    b.rates.forEach((r, i) => {
      if (r.timeTypeId !== null && r.timeTypeId !== undefined && !known.has(r.timeTypeId))
        throw fieldError(`rates[${i}].timeTypeId`, M.unknownTimeType);
      const key = `${r.timeTypeId ?? 0}|${r.effectiveDate}`;
      if (seen.has(key)) throw fieldError(`rates[${i}].effectiveDate`, M.duplicateRate);
      seen.add(key);
    });
  }
}

async function exists(db: Db, field: string, table: PgTable, col: PgColumn, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const rows = await db.select({ id: col }).from(table).where(eq(col, id));
  if (rows.length === 0) throw fieldError(field, 'Choose a value from the list.');
}

async function allExist(db: Db, field: string, table: PgTable, col: PgColumn, ids: number[] | undefined) {
  if (!ids || ids.length === 0) return;
  const unique = [...new Set(ids)];
  const rows = await db.select({ id: col }).from(table).where(inArray(col, unique));
  const found = new Set(rows.map((r) => r.id as number));
  const i = ids.findIndex((x) => !found.has(x));
  if (i >= 0) throw fieldError(`${field}[${i}]`, 'Choose a value from the list.');
}

/** Zones, teams and rates sent replace the saved lists. */
async function saveChildren(db: Db, id: number, b: UpdateBody) {
  if (b.zoneIds) {
    await db.delete(employeeZones).where(eq(employeeZones.employeeId, id));
    const zoneIds = [...new Set(b.zoneIds)];
    if (zoneIds.length)
      await db.insert(employeeZones).values(zoneIds.map((zoneId) => ({ employeeId: id, zoneId })));
  }
  if (b.teamIds) {
    await db.delete(employeeTeamMembers).where(eq(employeeTeamMembers.employeeId, id));
    const teamIds = [...new Set(b.teamIds)];
    if (teamIds.length)
      await db.insert(employeeTeamMembers).values(teamIds.map((teamId) => ({ teamId, employeeId: id })));
  }
  if (b.rates) {
    await db.delete(employeePayRates).where(eq(employeePayRates.employeeId, id));
    if (b.rates.length)
      await db.insert(employeePayRates).values(
        b.rates.map((r) => ({
          employeeId: id,
          timeTypeId: r.timeTypeId ?? null,
          rate: r.rate,
          effectiveDate: r.effectiveDate,
        })),
      );
  }
}

export type { CreateEmployeeBody };
