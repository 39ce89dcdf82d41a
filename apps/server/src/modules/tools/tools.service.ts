import {
  type createToolBodySchema,
  TOOL_MESSAGES as M,
  TOOL_STATUS_LABELS,
  type Tool,
  type ToolStatus,
  type ToolStatusInfo,
  type toolSearchQuerySchema,
  type updateToolBodySchema,
} from '@fieldline/contracts/tools/tools.contract';
import { and, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { offices } from '../organization';
import { warehouses } from '../warehouses/warehouses.table';
import { countTools, findCheckouts, findToolRows, openQuantitySql } from './tools.repository';
import { toolCheckouts, toolSchedules, tools } from './tools.table';

type CreateBody = z.output<typeof createToolBodySchema>;
type UpdateBody = z.output<typeof updateToolBodySchema>;
type SearchQuery = z.output<typeof toolSearchQuerySchema>;

const like = (q: string) => `%${q.replace(/[\\%_]/g, '\\$&')}%`;

function searchWhere(q: Partial<SearchQuery>): SQL | undefined {
  const text = q.query?.trim();
  return and(
    text
      ? or(
          ilike(
            sql`(${tools.number} || ' ' || ${tools.name} || ' ' || ${tools.category} || ' ' || ${tools.serialNumber})`,
            like(text),
          ),
        )
      : undefined,
    q.status ? eq(tools.status, q.status) : undefined,
    q.officeId ? eq(tools.officeId, q.officeId) : undefined,
    q.category ? eq(tools.category, q.category) : undefined,
    q.available === true
      ? sql`${tools.status} not in ('inRepair', 'retired') and ${openQuantitySql} < ${tools.quantity}`
      : undefined,
  );
}

export async function searchTools(db: Db, q: SearchQuery) {
  const where = searchWhere(q);
  const [data, count] = await Promise.all([
    findToolRows(db, where, { offset: q.offset, limit: q.limit }),
    countTools(db, where),
  ]);
  return { data, count_filtered: count };
}

export async function getTool(db: Db, id: number): Promise<Tool> {
  const [row] = await findToolRows(db, eq(tools.id, id));
  if (!row) throw notFound('tool', 'TOOL_NOT_FOUND');
  return row;
}

export async function toolStatus(db: Db, id: number): Promise<ToolStatusInfo> {
  const tool = await getTool(db, id);
  const open = await findCheckouts(db, and(eq(toolCheckouts.toolId, id), isNull(toolCheckouts.checkedInAt)));
  return {
    toolId: id,
    status: tool.status,
    statusLabel: TOOL_STATUS_LABELS[tool.status],
    quantity: tool.quantity,
    checkedOutQuantity: tool.checkedOutQuantity,
    inQuantity: Math.max(0, tool.quantity - tool.checkedOutQuantity),
    openCheckouts: open,
  };
}

export async function createTool(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<Tool> {
  const { db, body, user } = ctx;
  await checkFields(db, 0, body);
  const [row] = await db
    .insert(tools)
    .values({ ...body, createdBy: user.id, modifiedBy: user.id })
    .returning({ id: tools.id });
  const out = await getTool(db, row.id);
  await ctx.audit({ entity: 'tool', entityId: String(row.id), action: 'create', after: out });
  return out;
}

export async function updateTool(ctx: RouteContext<UpdateBody, unknown, { id: number }>): Promise<Tool> {
  const { db, body, user, params } = ctx;
  const before = await getTool(db, params.id);
  await checkFields(db, params.id, body);
  const { version, ...values } = body;
  if (values.status !== undefined && values.status !== before.status) {
    if (before.checkedOutQuantity > 0 && values.status !== 'available')
      throw ruleViolation(M.statusWhileOut, 'TOOL_OUT');
    // Back to available while units are out: it stays checked out until they are all in.
    if (values.status === 'available' && before.checkedOutQuantity >= before.quantity)
      values.status = 'checkedOut' as never;
  } else if (values.status === 'available' && before.status === 'checkedOut') delete values.status;
  await updateVersioned(db, tools, params.id, version, values, user.id, 'tool');
  const out = await getTool(db, params.id);
  await ctx.audit({ entity: 'tool', entityId: String(params.id), action: 'update', before, after: out });
  return out;
}

/** Only a tool never checked out or scheduled: its history is kept otherwise (retire it). */
export async function deleteTool(ctx: RouteContext<unknown, unknown, { id: number }>): Promise<void> {
  const { db, params } = ctx;
  const before = await getTool(db, params.id);
  const [used] = await db
    .select({ id: toolCheckouts.id })
    .from(toolCheckouts)
    .where(eq(toolCheckouts.toolId, params.id))
    .limit(1);
  const [scheduled] = await db
    .select({ id: toolSchedules.id })
    .from(toolSchedules)
    .where(eq(toolSchedules.toolId, params.id))
    .limit(1);
  if (used || scheduled) throw ruleViolation(M.deleteWithHistory, 'TOOL_IN_USE');
  await db.delete(tools).where(eq(tools.id, params.id));
  await ctx.audit({ entity: 'tool', entityId: String(params.id), action: 'delete', before });
}

async function checkFields(db: Db, id: number, b: UpdateBody | CreateBody) {
  if (b.number !== undefined) {
    const [taken] = await db
      .select({ id: tools.id })
      .from(tools)
      .where(and(sql`lower(${tools.number}) = lower(${b.number})`, ne(tools.id, id)));
    if (taken) throw conflict(M.numberTaken, 'TOOL_NUMBER_TAKEN');
  }
  if (b.officeId) {
    const [o] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, b.officeId));
    if (!o) throw fieldError('officeId', M.unknownOffice);
  }
  if (b.warehouseId) {
    const [w] = await db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(eq(warehouses.id, b.warehouseId));
    if (!w) throw fieldError('warehouseId', M.unknownWarehouse);
  }
}

/** The status a tool shows after its check-outs change: checked out when every unit is out. */
export function statusAfter(status: ToolStatus, out: number, quantity: number): ToolStatus {
  if (status === 'inRepair' || status === 'retired') return status;
  return out >= quantity ? 'checkedOut' : 'available';
}
