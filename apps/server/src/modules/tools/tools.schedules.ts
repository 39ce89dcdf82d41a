import {
  type createToolScheduleBodySchema,
  TOOL_MESSAGES as M,
  type ToolSchedule,
  type updateTimeBodySchema,
} from '@fieldline/contracts/tools/tools.contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { users } from '../identity';
import { jobExists } from '../jobs';
import { findSchedules, takenQuantities } from './tools.repository';
import { toolSchedules, tools } from './tools.table';

type Ctx<B, P = unknown> = RouteContext<B, unknown, P>;

export async function getSchedule(db: Db, id: number): Promise<ToolSchedule> {
  const [row] = await findSchedules(db, eq(toolSchedules.id, id));
  if (!row) throw notFound('tool schedule', 'TOOL_SCHEDULE_NOT_FOUND');
  return row;
}

function checkRange(start: string, end: string) {
  if (Date.parse(end) <= Date.parse(start)) throw fieldError('endTime', M.endBeforeStart);
}

/**
 * Enough units free over the range: the tool's quantity less the schedules overlapping it and the
 * check-outs still out then. The tool's row is locked so two schedules at once cannot both take the
 * last unit.
 */
async function checkFree(db: Db, toolId: number, qty: number, from: string, to: string, exceptId = 0) {
  const [tool] = await db.select().from(tools).where(eq(tools.id, toolId)).for('update');
  if (!tool) throw fieldError('toolId', 'Choose a tool from the list.');
  if (tool.status === 'retired') throw ruleViolation(M.scheduleRetired(tool.name), 'TOOL_RETIRED');
  const taken = await takenQuantities(db, [toolId], from, to, exceptId);
  const free = Math.max(0, tool.quantity - (taken.scheduled.get(toolId) ?? 0) - (taken.out.get(toolId) ?? 0));
  if (free < qty) throw ruleViolation(M.notEnoughForSchedule(tool.name, free, qty), 'TOOL_NOT_FREE');
}

/** POST tools/toolSchedules. */
export async function createSchedule(
  ctx: Ctx<z.output<typeof createToolScheduleBodySchema>>,
): Promise<ToolSchedule> {
  const { db, body, user } = ctx;
  checkRange(body.startTime, body.endTime);
  if (!(await jobExists(db, body.jobId))) throw fieldError('jobId', M.unknownJob);
  if (body.technicianId !== null) {
    const [u] = await db
      .select({ isActive: users.isActive })
      .from(users)
      .where(eq(users.id, body.technicianId));
    if (!u?.isActive) throw fieldError('technicianId', M.unknownTechnician);
  }
  await checkFree(db, body.toolId, body.quantity, body.startTime, body.endTime);
  const [row] = await db
    .insert(toolSchedules)
    .values({ ...body, createdBy: user.id, modifiedBy: user.id })
    .returning({ id: toolSchedules.id });
  const out = await getSchedule(db, row.id);
  await ctx.audit({ entity: 'toolSchedule', entityId: String(row.id), action: 'create', after: out });
  return out;
}

/** PATCH tools/updateTime/{id}: the schedule's new range, if the units are free then. */
export async function updateTime(
  ctx: Ctx<z.output<typeof updateTimeBodySchema>, { id: number }>,
): Promise<ToolSchedule> {
  const { db, body, user, params } = ctx;
  const before = await getSchedule(db, params.id);
  checkRange(body.startTime, body.endTime);
  await checkFree(db, before.toolId, before.quantity, body.startTime, body.endTime, before.id);
  await updateVersioned(
    db,
    toolSchedules,
    params.id,
    body.version,
    { startTime: body.startTime, endTime: body.endTime },
    user.id,
    'tool schedule',
  );
  const out = await getSchedule(db, params.id);
  await ctx.audit({
    entity: 'toolSchedule',
    entityId: String(params.id),
    action: 'update',
    before,
    after: out,
  });
  return out;
}

export async function deleteSchedule(ctx: Ctx<unknown, { id: number }>): Promise<void> {
  const before = await getSchedule(ctx.db, ctx.params.id);
  await ctx.db.delete(toolSchedules).where(eq(toolSchedules.id, ctx.params.id));
  await ctx.audit({ entity: 'toolSchedule', entityId: String(before.id), action: 'delete', before });
}

/** DELETE tools/toolSchedules/job/{id}: every schedule of the job. */
export async function deleteJobSchedules(ctx: Ctx<unknown, { id: number }>): Promise<void> {
  if (!(await jobExists(ctx.db, ctx.params.id))) throw notFound('job', 'JOB_NOT_FOUND');
  const gone = await ctx.db
    .delete(toolSchedules)
    .where(eq(toolSchedules.jobId, ctx.params.id))
    .returning({ id: toolSchedules.id });
  await ctx.audit({
    entity: 'job',
    entityId: String(ctx.params.id),
    action: 'deleteToolSchedules',
    before: { scheduleIds: gone.map((g) => g.id) },
  });
}
