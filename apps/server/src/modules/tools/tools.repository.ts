import type { Tool, ToolCheckout, ToolSchedule, ToolStatus } from '@fieldline/contracts/tools/tools.contract';
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { users } from '../identity';
import { jobs } from '../jobs';
import { offices } from '../organization';
import { warehouses } from '../warehouses/warehouses.table';
import { toolCheckouts, toolSchedules, tools } from './tools.table';

/** Queries of the tools module's own tables, no rules. */

const tech = alias(users, 'technician');
const personName = sql<string>`${tech.firstName} || ' ' || ${tech.lastName}`;

/** Units out now per tool (open check-outs). */
export const openQuantitySql = sql<number>`coalesce((select sum(${toolCheckouts.quantity}) from ${toolCheckouts}
  where ${toolCheckouts.toolId} = ${tools.id} and ${toolCheckouts.checkedInAt} is null), 0)::int`;

export async function findToolRows(db: Db, where: SQL | undefined, page?: { offset: number; limit: number }) {
  const base = db
    .select({
      t: tools,
      officeName: offices.name,
      warehouseName: warehouses.name,
      out: openQuantitySql,
    })
    .from(tools)
    .leftJoin(offices, eq(offices.id, tools.officeId))
    .leftJoin(warehouses, eq(warehouses.id, tools.warehouseId))
    .where(where)
    .orderBy(asc(tools.name), asc(tools.id));
  const rows = page ? await base.offset(page.offset).limit(page.limit) : await base;
  const holders = await openHolders(
    db,
    rows.filter((r) => r.out > 0).map((r) => r.t.id),
  );
  return rows.map(
    (r): Tool => ({
      id: r.t.id,
      number: r.t.number,
      name: r.t.name,
      description: r.t.description,
      category: r.t.category,
      serialNumber: r.t.serialNumber,
      quantity: r.t.quantity,
      checkedOutQuantity: r.out,
      officeId: r.t.officeId,
      officeName: r.officeName,
      warehouseId: r.t.warehouseId,
      warehouseName: r.warehouseName,
      status: r.t.status as ToolStatus,
      notes: r.t.notes,
      checkedOutTo: holders.get(r.t.id) ?? [],
      ...auditOut(r.t),
    }),
  );
}

/** The technicians holding each tool now (one query for the page of tools). */
async function openHolders(db: Db, toolIds: number[]) {
  const out = new Map<number, { id: number; name: string }[]>();
  if (toolIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ toolId: toolCheckouts.toolId, id: tech.id, name: personName })
    .from(toolCheckouts)
    .innerJoin(tech, eq(tech.id, toolCheckouts.technicianId))
    .where(and(inArray(toolCheckouts.toolId, toolIds), isNull(toolCheckouts.checkedInAt)));
  for (const r of rows) out.set(r.toolId, [...(out.get(r.toolId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

export async function countTools(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tools).where(where);
  return row.n;
}

const checkoutColumns = {
  c: toolCheckouts,
  toolNumber: tools.number,
  toolName: tools.name,
  technicianName: personName,
  jobNumber: jobs.jobNumber,
  jobName: jobs.name,
};

function checkoutOut(r: {
  c: typeof toolCheckouts.$inferSelect;
  toolNumber: string;
  toolName: string;
  technicianName: string;
  jobNumber: string | null;
  jobName: string | null;
}): ToolCheckout {
  const c = r.c;
  return {
    id: c.id,
    toolId: c.toolId,
    toolNumber: r.toolNumber,
    toolName: r.toolName,
    quantity: c.quantity,
    technicianId: c.technicianId,
    technicianName: r.technicianName,
    jobId: c.jobId,
    jobNumber: r.jobNumber,
    jobName: r.jobName,
    checkedOutAt: toIso(c.checkedOutAt),
    checkedOutBy: c.checkedOutBy,
    dueBack: c.dueBack === null ? null : toIso(c.dueBack),
    checkedInAt: c.checkedInAt === null ? null : toIso(c.checkedInAt),
    checkedInBy: c.checkedInBy,
    notes: c.notes,
    returnNotes: c.returnNotes,
  };
}

export async function findCheckouts(
  db: Db,
  where: SQL | undefined,
  page?: { offset: number; limit: number },
): Promise<ToolCheckout[]> {
  const base = db
    .select(checkoutColumns)
    .from(toolCheckouts)
    .innerJoin(tools, eq(tools.id, toolCheckouts.toolId))
    .innerJoin(tech, eq(tech.id, toolCheckouts.technicianId))
    .leftJoin(jobs, eq(jobs.id, toolCheckouts.jobId))
    .where(where)
    .orderBy(desc(toolCheckouts.checkedOutAt), desc(toolCheckouts.id));
  const rows = page ? await base.offset(page.offset).limit(page.limit) : await base;
  return rows.map(checkoutOut);
}

export async function countCheckouts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(toolCheckouts).where(where);
  return row.n;
}

export async function findSchedules(db: Db, where: SQL | undefined): Promise<ToolSchedule[]> {
  const rows = await db
    .select({
      s: toolSchedules,
      toolNumber: tools.number,
      toolName: tools.name,
      jobNumber: jobs.jobNumber,
      jobName: jobs.name,
      technicianName: sql<string | null>`case when ${tech.id} is null then null else ${personName} end`,
    })
    .from(toolSchedules)
    .innerJoin(tools, eq(tools.id, toolSchedules.toolId))
    .innerJoin(jobs, eq(jobs.id, toolSchedules.jobId))
    .leftJoin(tech, eq(tech.id, toolSchedules.technicianId))
    .where(where)
    .orderBy(asc(toolSchedules.startTime), asc(toolSchedules.id));
  return rows.map(({ s, ...r }) => ({
    id: s.id,
    toolId: s.toolId,
    toolNumber: r.toolNumber,
    toolName: r.toolName,
    jobId: s.jobId,
    jobNumber: r.jobNumber,
    jobName: r.jobName,
    technicianId: s.technicianId,
    technicianName: r.technicianName,
    quantity: s.quantity,
    startTime: toIso(s.startTime),
    endTime: toIso(s.endTime),
    notes: s.notes,
    ...auditOut(s),
  }));
}

/**
 * Units of each tool taken over [from, to): schedules overlapping the range (leaving out those whose
 * job already has the tool checked out: the check-out is the same units), and open check-outs that
 * started before the range ends and are not due back before it starts (with no due date they count
 * until checked in).
 */
export async function takenQuantities(
  db: Db,
  toolIds: number[] | null,
  from: string,
  to: string,
  exceptScheduleId = 0,
) {
  const only = toolIds ? inArray(toolSchedules.toolId, toolIds.length ? toolIds : [0]) : undefined;
  const onlyOut = toolIds ? inArray(toolCheckouts.toolId, toolIds.length ? toolIds : [0]) : undefined;
  const [scheduled, out] = await Promise.all([
    db
      .select({ toolId: toolSchedules.toolId, n: sql<number>`sum(${toolSchedules.quantity})::int` })
      .from(toolSchedules)
      .where(
        and(
          only,
          sql`${toolSchedules.startTime} < ${to} and ${toolSchedules.endTime} > ${from}`,
          sql`${toolSchedules.id} <> ${exceptScheduleId}`,
          sql`not exists (select 1 from ${toolCheckouts} where ${toolCheckouts.toolId} = ${toolSchedules.toolId}
            and ${toolCheckouts.jobId} = ${toolSchedules.jobId} and ${toolCheckouts.checkedInAt} is null)`,
        ),
      )
      .groupBy(toolSchedules.toolId),
    db
      .select({ toolId: toolCheckouts.toolId, n: sql<number>`sum(${toolCheckouts.quantity})::int` })
      .from(toolCheckouts)
      .where(
        and(
          onlyOut,
          isNull(toolCheckouts.checkedInAt),
          sql`${toolCheckouts.checkedOutAt} < ${to}`,
          sql`(${toolCheckouts.dueBack} is null or ${toolCheckouts.dueBack} > ${from})`,
        ),
      )
      .groupBy(toolCheckouts.toolId),
  ]);
  return {
    scheduled: new Map(scheduled.map((r) => [r.toolId, r.n])),
    out: new Map(out.map((r) => [r.toolId, r.n])),
  };
}
