import {
  type createSimpleTypeBodySchema,
  type createTimeTypeBodySchema,
  type HoursRow,
  type hoursQuerySchema,
  TIME_MESSAGES as M,
  type SimpleType,
  type updateSimpleTypeBodySchema,
  type updateTimeTypeBodySchema,
} from '@fieldline/contracts/time/time.contract';
import { Decimal } from 'decimal.js';
import { and, asc, eq, gte, lte, sum } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import { employees } from '../employees';
import { timesheets, timeTypes } from '../jobs';
import { readScope } from './time.access';
import { jobSheetTaskTypes, nonBillableTypes } from './time.table';

type Ctx = Parameters<typeof readScope>[0];

// ---------- time types (the jobs module's time_types table: the same list job time uses) ----------

const timeTypeColumns = {
  id: timeTypes.id,
  name: timeTypes.name,
  isBillable: timeTypes.isBillable,
  costRate: timeTypes.costRate,
  sort: timeTypes.sort,
};

async function timeTypeById(db: Db, id: number) {
  const [row] = await db.select(timeTypeColumns).from(timeTypes).where(eq(timeTypes.id, id));
  if (!row) throw notFound('time type', 'TIME_TYPE_NOT_FOUND');
  return row;
}

export async function createTimeType(db: Db, body: z.output<typeof createTimeTypeBodySchema>) {
  const [row] = await db
    .insert(timeTypes)
    .values({
      name: body.name,
      isBillable: body.isBillable ?? true,
      costRate: body.costRate ?? '0',
      sort: body.sort ?? 0,
    })
    .returning({ id: timeTypes.id });
  return timeTypeById(db, row.id);
}

export async function updateTimeType(db: Db, id: number, body: z.output<typeof updateTimeTypeBodySchema>) {
  await timeTypeById(db, id);
  if (Object.keys(body).length) await db.update(timeTypes).set(body).where(eq(timeTypes.id, id));
  return timeTypeById(db, id);
}

/** A time type that recorded time uses stays (422); the pay rates of employees name it by id only. */
export async function deleteTimeType(db: Db, id: number) {
  await timeTypeById(db, id);
  const [used] = await db
    .select({ id: timesheets.id })
    .from(timesheets)
    .where(eq(timesheets.timeTypeId, id))
    .limit(1);
  if (used) throw ruleViolation(M.typeInUse);
  await db.delete(timeTypes).where(eq(timeTypes.id, id));
}

// ---------- non-billable types and job sheet task types: one shape, two tables ----------

type SimpleTable = typeof nonBillableTypes | typeof jobSheetTaskTypes;

function simpleTypes(
  table: SimpleTable,
  what: string,
  code: string,
  inUse?: (db: Db, id: number) => Promise<boolean>,
) {
  const present = (r: typeof table.$inferSelect): SimpleType => ({
    id: r.id,
    name: r.name,
    description: r.description,
    isActive: r.isActive,
    sort: r.sort,
    version: r.version,
  });
  async function get(db: Db, id: number): Promise<SimpleType> {
    const [row] = await db.select().from(table).where(eq(table.id, id));
    if (!row) throw notFound(what, code);
    return present(row);
  }
  return {
    get,
    async list(db: Db, active?: boolean): Promise<SimpleType[]> {
      const rows = await db
        .select()
        .from(table)
        .where(active === undefined ? undefined : eq(table.isActive, active))
        .orderBy(asc(table.sort), asc(table.name));
      return rows.map(present);
    },
    async create(db: Db, userId: number, body: z.output<typeof createSimpleTypeBodySchema>) {
      const [row] = await db
        .insert(table)
        .values({ ...body, description: body.description ?? '', createdBy: userId, modifiedBy: userId })
        .returning();
      return present(row);
    },
    async update(db: Db, userId: number, id: number, body: z.output<typeof updateSimpleTypeBodySchema>) {
      const current = await get(db, id);
      const { version, ...rest } = body;
      if (version !== undefined && version !== current.version) throw conflict(M.staleVersion);
      await db
        .update(table)
        .set({
          ...rest,
          modifiedBy: userId,
          modifiedDate: new Date().toISOString(),
          version: current.version + 1,
        })
        .where(eq(table.id, id));
      return get(db, id);
    },
    async remove(db: Db, id: number) {
      await get(db, id);
      if (inUse && (await inUse(db, id))) throw ruleViolation(M.typeInUse);
      await db.delete(table).where(eq(table.id, id));
    },
  };
}

export const nonBillable = simpleTypes(
  nonBillableTypes,
  'non-billable type',
  'NON_BILLABLE_TYPE_NOT_FOUND',
  async (db, id) => {
    const [row] = await db
      .select({ id: timesheets.id })
      .from(timesheets)
      .where(eq(timesheets.nonBillableTypeId, id))
      .limit(1);
    return row !== undefined;
  },
);
export const jobSheetTasks = simpleTypes(
  jobSheetTaskTypes,
  'job sheet task type',
  'JOB_SHEET_TASK_TYPE_NOT_FOUND',
);

// ---------- hours ----------

/** GET hours: total hours (and billed) per employee, day and time type over from..to. */
export async function hours(ctx: Ctx, q: z.output<typeof hoursQuerySchema>): Promise<HoursRow[]> {
  const own = await readScope(ctx);
  const employeeId = own ?? q.employeeId;
  const rows = await ctx.db
    .select({
      userId: timesheets.employeeId,
      workDate: timesheets.workDate,
      typeId: timeTypes.id,
      typeName: timeTypes.name,
      empId: employees.id,
      number: employees.number,
      first: employees.firstName,
      last: employees.lastName,
      hours: sum(timesheets.hours),
      billed: sum(timesheets.billedTime),
    })
    .from(timesheets)
    .innerJoin(timeTypes, eq(timeTypes.id, timesheets.timeTypeId))
    .leftJoin(employees, eq(employees.userId, timesheets.employeeId))
    .where(
      and(
        gte(timesheets.workDate, q.from),
        lte(timesheets.workDate, q.to),
        employeeId !== undefined ? eq(employees.id, employeeId) : undefined,
      ),
    )
    .groupBy(
      timesheets.employeeId,
      timesheets.workDate,
      timeTypes.id,
      timeTypes.name,
      employees.id,
      employees.number,
      employees.firstName,
      employees.lastName,
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName), asc(timesheets.workDate), asc(timeTypes.id));
  return rows.map((r) => ({
    employee: r.empId ? { id: r.empId, number: r.number!, name: `${r.first} ${r.last}` } : null,
    userId: r.userId,
    workDate: r.workDate,
    timeType: { id: r.typeId, name: r.typeName },
    hours: new Decimal(r.hours ?? 0).toFixed(2),
    billedTime: new Decimal(r.billed ?? 0).toFixed(2),
  }));
}
