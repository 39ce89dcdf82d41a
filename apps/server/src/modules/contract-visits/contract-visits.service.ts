import {
  type ContractVisit,
  type PutVisitScheduleBody,
  type updateVisitItemsBodySchema,
  type updateVisitsDescriptionBodySchema,
  type updateVisitsJobStatusBodySchema,
  VISIT_MESSAGES,
  type VisitSchedule,
} from '@fieldline/contracts/contract-visits/contract-visits.contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { contracts } from '../contracts/contracts.table';
import { equipment } from '../equipment/equipment.table';
import { items } from '../items/items.table';
import { deleteUnstartedJobs, jobStatuses, jobs, jobTypes, updateJob } from '../jobs';
import { offices } from '../organization/organization.table';
import { parseRule } from './contract-visits.dates';
import { runVisitGeneration } from './contract-visits.generate';
import {
  contractVisitEquipment,
  contractVisitItems,
  contractVisitSchedules,
  contractVisits,
} from './contract-visits.table';

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];
const intArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The contract (404 when there is none) with its office's "today". */
export async function contractOf(db: Db, id: number) {
  const [row] = rowsOf<{ id: number; customerId: number; officeId: number; today: string }>(
    await db.execute(sql`
      select c.id, c.customer_id as "customerId", c.office_id as "officeId",
        (now() at time zone o.timezone)::date::text as today
      from ${contracts} c join ${offices} o on o.id = c.office_id where c.id = ${id}::int`),
  );
  if (!row) throw notFound('contract', 'CONTRACT_NOT_FOUND');
  return row;
}

export async function getSchedule(db: Db, contractId: number): Promise<VisitSchedule | null> {
  await contractOf(db, contractId);
  const [s] = await db
    .select({ s: contractVisitSchedules, jobTypeName: jobTypes.name })
    .from(contractVisitSchedules)
    .innerJoin(jobTypes, eq(jobTypes.id, contractVisitSchedules.jobTypeId))
    .where(eq(contractVisitSchedules.contractId, contractId));
  if (!s) return null;
  const equip = await db
    .select({ id: equipment.id, name: equipment.name })
    .from(contractVisitEquipment)
    .innerJoin(equipment, eq(equipment.id, contractVisitEquipment.equipmentId))
    .where(eq(contractVisitEquipment.scheduleId, s.s.id))
    .orderBy(asc(equipment.name));
  const lines = await db
    .select({ itemId: items.id, name: items.name, quantity: contractVisitItems.quantity })
    .from(contractVisitItems)
    .innerJoin(items, eq(items.id, contractVisitItems.itemId))
    .where(eq(contractVisitItems.scheduleId, s.s.id))
    .orderBy(asc(contractVisitItems.sort), asc(contractVisitItems.id));
  const { s: row } = s;
  return {
    id: row.id,
    contractId: row.contractId,
    frequency: row.frequency as VisitSchedule['frequency'],
    months: row.months,
    rule: row.rule,
    dayOfMonth: row.dayOfMonth,
    nthWeek: row.nthWeek,
    weekday: row.weekday,
    windowStart: row.windowStart.slice(0, 5),
    windowEnd: row.windowEnd.slice(0, 5),
    jobType: { id: row.jobTypeId, name: s.jobTypeName },
    description: row.description,
    horizonDays: row.horizonDays,
    effectiveFrom: row.effectiveFrom,
    equipment: equip,
    items: lines,
    version: row.version,
  };
}

async function checkItems(db: Db, list: { itemId: number }[], field: string) {
  const ids = [...new Set(list.map((i) => i.itemId))];
  if (ids.length === 0) return;
  const found = await db.select({ id: items.id }).from(items).where(inArray(items.id, ids));
  if (found.length !== ids.length) throw fieldError(field, 'Unknown item.');
}

async function replaceItems(db: Db, scheduleId: number, list: { itemId: number; quantity: string }[]) {
  await db.delete(contractVisitItems).where(eq(contractVisitItems.scheduleId, scheduleId));
  if (list.length > 0)
    await db
      .insert(contractVisitItems)
      .values(list.map((i, sort) => ({ scheduleId, itemId: i.itemId, quantity: i.quantity, sort })));
}

/**
 * Future visits (from the office's today) whose job has not started are removed with their jobs; visits
 * of the past and visits whose job has started stay. Answers how many visits went.
 */
async function dropUnstartedFutureVisits(db: Db, contractId: number, today: string): Promise<number> {
  const future = await db
    .select({ id: contractVisits.id, jobId: contractVisits.jobId })
    .from(contractVisits)
    .where(
      and(eq(contractVisits.contractId, contractId), sql`${contractVisits.occurrenceDate} >= ${today}::date`),
    );
  const withJob = future.filter((v) => v.jobId !== null).map((v) => v.jobId as number);
  const deletedJobs = new Set(await deleteUnstartedJobs(db, withJob));
  const doomed = future.filter((v) => v.jobId === null || deletedJobs.has(v.jobId)).map((v) => v.id);
  if (doomed.length > 0)
    await db.execute(sql`delete from ${contractVisits} where id = any(${intArray(doomed)})`);
  return doomed.length;
}

export async function putSchedule(
  ctx: RouteContext<PutVisitScheduleBody, unknown, { id: number }>,
): Promise<VisitSchedule> {
  const { db, body, user } = ctx;
  const contract = await contractOf(db, ctx.params.id);
  if (body.frequency === 'Rule') parseRule(body.rule ?? '');
  const [type] = await db.select().from(jobTypes).where(eq(jobTypes.id, body.jobTypeId));
  if (!type?.isActive) throw fieldError('jobTypeId', 'Choose an active job type.');
  const equipIds = [...new Set(body.equipmentIds)];
  if (equipIds.length > 0) {
    const found = await db
      .select({ id: equipment.id, customerId: equipment.customerId })
      .from(equipment)
      .where(inArray(equipment.id, equipIds));
    if (found.length !== equipIds.length || found.some((e) => e.customerId !== contract.customerId))
      throw fieldError('equipmentIds', "Choose equipment of the contract's customer.");
  }
  await checkItems(db, body.items, 'items');

  const values = {
    frequency: body.frequency,
    months: body.frequency === 'Months' ? [...new Set(body.months)].sort((a, b) => a - b) : [],
    rule: body.frequency === 'Rule' ? (body.rule ?? null) : null,
    dayOfMonth: body.dayOfMonth ?? null,
    nthWeek: body.nthWeek ?? null,
    weekday: body.weekday ?? null,
    windowStart: body.windowStart,
    windowEnd: body.windowEnd,
    jobTypeId: body.jobTypeId,
    description: body.description,
    horizonDays: body.horizonDays,
  };
  const before = await getSchedule(db, contract.id);
  let scheduleId: number;
  if (before) {
    if (body.version !== undefined && body.version !== before.version)
      throw conflict('The visit schedule was changed by someone else: reload it and try again.');
    scheduleId = before.id;
    await db
      .update(contractVisitSchedules)
      .set({
        ...values,
        effectiveFrom: contract.today,
        generatedThrough: null,
        version: sql`${contractVisitSchedules.version} + 1`,
        modifiedDate: sql`now()`,
        modifiedBy: user.id,
      })
      .where(eq(contractVisitSchedules.id, scheduleId));
  } else {
    const [row] = await db
      .insert(contractVisitSchedules)
      .values({ ...values, contractId: contract.id, createdBy: user.id, modifiedBy: user.id })
      .returning({ id: contractVisitSchedules.id });
    scheduleId = row.id;
  }
  await db.delete(contractVisitEquipment).where(eq(contractVisitEquipment.scheduleId, scheduleId));
  if (equipIds.length > 0)
    await db
      .insert(contractVisitEquipment)
      .values(equipIds.map((equipmentId) => ({ scheduleId, equipmentId })));
  await replaceItems(db, scheduleId, body.items);

  // A change regenerates the future, unstarted visits (and their jobs) of a schedule that already has visits.
  if (before) {
    const dropped = await dropUnstartedFutureVisits(db, contract.id, contract.today);
    if (dropped > 0) await runVisitGeneration(db, user.id, contract.id);
  }
  const after = (await getSchedule(db, contract.id)) as VisitSchedule;
  await ctx.audit({
    entity: 'contractVisitSchedule',
    entityId: scheduleId,
    action: before ? 'update' : 'create',
    before: before ? { ...before } : null,
    after: { ...after },
  });
  return after;
}

export async function generateForContract(ctx: RouteContext<unknown, unknown, { id: number }>) {
  await contractOf(ctx.db, ctx.params.id);
  const [schedule] = await ctx.db
    .select({ id: contractVisitSchedules.id })
    .from(contractVisitSchedules)
    .where(eq(contractVisitSchedules.contractId, ctx.params.id));
  if (!schedule) throw ruleViolation(VISIT_MESSAGES.noSchedule, 'CONTRACT_NO_VISIT_SCHEDULE');
  return runVisitGeneration(ctx.db, ctx.user.id, ctx.params.id);
}

export async function listVisits(
  db: Db,
  contractId: number,
  range: { from?: string; to?: string },
): Promise<ContractVisit[]> {
  await contractOf(db, contractId);
  const rows = await db
    .select({
      v: contractVisits,
      jobNumber: jobs.jobNumber,
      jobStatus: jobStatuses.statusText,
      scheduledStart: jobs.scheduledStart,
      scheduledEnd: jobs.scheduledEnd,
    })
    .from(contractVisits)
    .leftJoin(jobs, eq(jobs.id, contractVisits.jobId))
    .leftJoin(jobStatuses, eq(jobStatuses.id, jobs.statusId))
    .where(
      and(
        eq(contractVisits.contractId, contractId),
        range.from ? sql`${contractVisits.occurrenceDate} >= ${range.from}::date` : undefined,
        range.to ? sql`${contractVisits.occurrenceDate} <= ${range.to}::date` : undefined,
      ),
    )
    .orderBy(asc(contractVisits.occurrenceDate));
  const iso = (s: string | null) => (s ? new Date(s).toISOString() : null);
  return rows.map((r) => ({
    id: r.v.id,
    contractId: r.v.contractId,
    occurrenceDate: r.v.occurrenceDate,
    description: r.v.description,
    status: r.v.status as ContractVisit['status'],
    job:
      r.v.jobId === null
        ? null
        : {
            id: r.v.jobId,
            jobNumber: r.jobNumber ?? '',
            status: r.jobStatus ?? '',
            scheduledStart: iso(r.scheduledStart),
            scheduledEnd: iso(r.scheduledEnd),
          },
  }));
}

async function visitsOf(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: contractVisits.id, jobId: contractVisits.jobId })
    .from(contractVisits)
    .where(inArray(contractVisits.id, unique));
  if (rows.length !== unique.length) throw fieldError('visitIds', VISIT_MESSAGES.unknownVisit);
  return rows;
}

export async function updateVisitItems(
  ctx: RouteContext<z.output<typeof updateVisitItemsBodySchema>, unknown, unknown>,
) {
  const { db, body } = ctx;
  await contractOf(db, body.contractId);
  const [schedule] = await db
    .select({ id: contractVisitSchedules.id })
    .from(contractVisitSchedules)
    .where(eq(contractVisitSchedules.contractId, body.contractId));
  if (!schedule) throw ruleViolation(VISIT_MESSAGES.noSchedule, 'CONTRACT_NO_VISIT_SCHEDULE');
  await checkItems(db, body.items, 'items');
  await replaceItems(db, schedule.id, body.items);
  await ctx.audit({
    entity: 'contractVisitSchedule',
    entityId: schedule.id,
    action: 'update',
    after: { items: body.items },
  });
  return { updated: body.items.length };
}

/** Sets the status of the chosen visits' jobs through the jobs module (its rules and audit, job by job). */
export async function updateVisitsJobStatus(
  ctx: RouteContext<z.output<typeof updateVisitsJobStatusBodySchema>, unknown, unknown>,
) {
  const visits = await visitsOf(ctx.db, ctx.body.visitIds);
  let updated = 0;
  for (const v of visits) {
    if (v.jobId === null) continue;
    const body = { statusId: ctx.body.statusId, statusReason: ctx.body.statusReason };
    await updateJob({ ...ctx, body, params: { id: v.jobId } } as unknown as Parameters<typeof updateJob>[0]);
    updated++;
  }
  return { updated };
}

/** The visits' description, and their jobs' through the jobs module. */
export async function updateVisitsDescription(
  ctx: RouteContext<z.output<typeof updateVisitsDescriptionBodySchema>, unknown, unknown>,
) {
  const visits = await visitsOf(ctx.db, ctx.body.visitIds);
  await ctx.db.execute(sql`
    update ${contractVisits} set description = ${ctx.body.description}, modified_date = now(),
      modified_by = ${ctx.user.id}::int, version = version + 1
    where id = any(${intArray(visits.map((v) => v.id))})`);
  for (const v of visits) {
    if (v.jobId === null) continue;
    const body = { description: ctx.body.description };
    await updateJob({ ...ctx, body, params: { id: v.jobId } } as unknown as Parameters<typeof updateJob>[0]);
  }
  return { updated: visits.length };
}
