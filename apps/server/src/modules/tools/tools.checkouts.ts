import {
  type CheckInBody,
  type CheckOutBody,
  type checkInBodySchema,
  type checkOutBodySchema,
  TOOL_MESSAGES as M,
  TOOL_STATUS_LABELS,
  type Tool,
  type ToolCheckout,
  type ToolStatus,
  type updateQuantityBodySchema,
} from '@fieldline/contracts/tools/tools.contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { users } from '../identity';
import { jobExists } from '../jobs';
import { findCheckouts } from './tools.repository';
import { getTool, statusAfter } from './tools.service';
import { toolCheckouts, tools } from './tools.table';

type Ctx<B> = RouteContext<B, unknown, { id: number }>;

export type { CheckInBody, CheckOutBody };

/**
 * The tool's row, locked for the rest of the request's transaction: a second check-out (or check-in,
 * or quantity change) of the same tool waits here until the first commits, then sees its units gone.
 */
async function lockTool(db: Db, id: number) {
  const [row] = await db.select().from(tools).where(eq(tools.id, id)).for('update');
  if (!row) throw notFound('tool', 'TOOL_NOT_FOUND');
  return row;
}

const openOf = (db: Db, toolId: number) =>
  findCheckouts(db, and(eq(toolCheckouts.toolId, toolId), isNull(toolCheckouts.checkedInAt)));

const sum = (rows: { quantity: number }[]) => rows.reduce((n, r) => n + r.quantity, 0);

async function checkTechnician(db: Db, id: number) {
  const [u] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, id));
  if (!u?.isActive) throw fieldError('technicianId', M.unknownTechnician);
}

async function setStatus(db: Db, tool: typeof tools.$inferSelect, out: number, userId: number) {
  const status: ToolStatus = statusAfter(tool.status as ToolStatus, out, tool.quantity);
  await updateVersioned(db, tools, tool.id, undefined, { status }, userId, 'tool');
}

const holderText = (c: ToolCheckout) =>
  c.jobNumber ? `${c.technicianName} (job ${c.jobNumber})` : c.technicianName;

/** PATCH tools/{id}/checkOut: a technician takes units of the tool, against a job or not. */
export async function checkOut(ctx: Ctx<z.output<typeof checkOutBodySchema>>): Promise<ToolCheckout> {
  const { db, body, user, params } = ctx;
  const tool = await lockTool(db, params.id);
  if (tool.status === 'inRepair' || tool.status === 'retired')
    throw ruleViolation(M.notCheckable(tool.name, TOOL_STATUS_LABELS[tool.status]), 'TOOL_NOT_CHECKABLE');
  await checkTechnician(db, body.technicianId);
  if (body.jobId !== null && !(await jobExists(db, body.jobId))) throw fieldError('jobId', M.unknownJob);
  const open = await openOf(db, tool.id);
  const free = tool.quantity - sum(open);
  if (free < body.quantity) {
    const message =
      free <= 0
        ? M.alreadyOut(tool.name, [...new Set(open.map(holderText))].join(', '))
        : M.notEnoughUnits(tool.name, free, body.quantity);
    throw conflict(message, 'TOOL_ALREADY_CHECKED_OUT');
  }
  const [row] = await db
    .insert(toolCheckouts)
    .values({
      toolId: tool.id,
      quantity: body.quantity,
      technicianId: body.technicianId,
      jobId: body.jobId,
      checkedOutBy: user.id,
      dueBack: body.dueBack,
      notes: body.notes,
    })
    .returning({ id: toolCheckouts.id });
  await setStatus(db, tool, sum(open) + body.quantity, user.id);
  const [out] = await findCheckouts(db, eq(toolCheckouts.id, row.id));
  await ctx.audit({ entity: 'tool', entityId: String(tool.id), action: 'checkOut', after: out });
  return out;
}

/** PATCH tools/{id}/checkIn: the open check-out (the one named, when several are open) comes back. */
export async function checkIn(ctx: Ctx<z.output<typeof checkInBodySchema>>): Promise<ToolCheckout> {
  const { db, body, user, params } = ctx;
  const tool = await lockTool(db, params.id);
  const open = await openOf(db, tool.id);
  if (open.length === 0) throw ruleViolation(M.notOut(tool.name), 'TOOL_NOT_OUT');
  let back: ToolCheckout | undefined;
  if (body.checkoutId !== undefined) {
    back = open.find((c) => c.id === body.checkoutId);
    if (!back) throw fieldError('checkoutId', M.checkoutNotOfTool);
  } else if (open.length > 1) throw fieldError('checkoutId', M.chooseCheckout);
  else back = open[0];
  await db
    .update(toolCheckouts)
    .set({ checkedInAt: new Date().toISOString(), checkedInBy: user.id, returnNotes: body.notes })
    .where(eq(toolCheckouts.id, back.id));
  await setStatus(db, tool, sum(open) - back.quantity, user.id);
  const [out] = await findCheckouts(db, eq(toolCheckouts.id, back.id));
  await ctx.audit({ entity: 'tool', entityId: String(tool.id), action: 'checkIn', before: back, after: out });
  return out;
}

/** PATCH tools/{id}/updateQuantity: how many units the company has; never below the units out. */
export async function updateQuantity(ctx: Ctx<z.output<typeof updateQuantityBodySchema>>): Promise<Tool> {
  const { db, body, user, params } = ctx;
  const tool = await lockTool(db, params.id);
  const out = sum(await openOf(db, tool.id));
  if (body.quantity < out) throw ruleViolation(M.quantityBelowOut(out), 'TOOL_QUANTITY_BELOW_OUT');
  const status = statusAfter(tool.status as ToolStatus, out, body.quantity);
  await updateVersioned(
    db,
    tools,
    tool.id,
    body.version,
    { quantity: body.quantity, status },
    user.id,
    'tool',
  );
  const after = await getTool(db, tool.id);
  await ctx.audit({
    entity: 'tool',
    entityId: String(tool.id),
    action: 'updateQuantity',
    before: { quantity: tool.quantity },
    after: { quantity: after.quantity },
  });
  return after;
}
