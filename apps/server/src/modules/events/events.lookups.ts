import {
  type createEventLookupBodySchema,
  type EventLookup,
  EVENT_MESSAGES as M,
  type updateEventLookupBodySchema,
} from '@fieldline/contracts/events/events.contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { eventPriorities, eventStatuses, eventTypes } from './events.table';

/** Event statuses, priorities and types: the same small shape (isCancelled only means something on statuses). */
export const LOOKUP_TABLES = {
  statuses: { table: eventStatuses, what: 'event status' },
  priorities: { table: eventPriorities, what: 'event priority' },
  types: { table: eventTypes, what: 'event type' },
} as const;
export type LookupKind = keyof typeof LOOKUP_TABLES;
type AnyTable = typeof eventStatuses | typeof eventPriorities | typeof eventTypes;

const tableOf = (kind: LookupKind) => LOOKUP_TABLES[kind].table as AnyTable;

function out(kind: LookupKind, r: Record<string, unknown>): EventLookup {
  return {
    id: r.id as number,
    name: r.name as string,
    color: r.color as string,
    isActive: r.isActive as boolean,
    sortOrder: r.sortOrder as number,
    isCancelled: kind === 'statuses' ? (r.isCancelled as boolean) : false,
  };
}

export async function listLookups(db: Db, kind: LookupKind, isActive?: boolean): Promise<EventLookup[]> {
  const t = tableOf(kind);
  const rows = await (db as any)
    .select()
    .from(t)
    .where(isActive === undefined ? undefined : eq(t.isActive, isActive))
    .orderBy(asc(t.sortOrder), asc(t.name));
  return rows.map((r: Record<string, unknown>) => out(kind, r));
}

async function nameFree(db: Db, kind: LookupKind, name: string, id: number) {
  const t = tableOf(kind);
  const [taken] = await (db as any)
    .select({ id: t.id })
    .from(t)
    .where(and(sql`lower(${t.name}) = lower(${name})`, ne(t.id, id)));
  if (taken) throw conflict(M.nameTaken, 'EVENT_LOOKUP_NAME_TAKEN');
}

export async function createLookup(
  ctx: RouteContext<z.output<typeof createEventLookupBodySchema>, unknown, unknown>,
  kind: LookupKind,
): Promise<EventLookup> {
  const { db, body, user } = ctx;
  await nameFree(db, kind, body.name, 0);
  const { isCancelled, ...rest } = body;
  const values = kind === 'statuses' ? body : rest;
  const [row] = await (db as any)
    .insert(tableOf(kind))
    .values({ ...values, createdBy: user.id, modifiedBy: user.id })
    .returning();
  const result = out(kind, row);
  await ctx.audit({ entity: `event-${kind}`, entityId: String(row.id), action: 'create', after: result });
  return result;
}

export async function updateLookup(
  ctx: RouteContext<z.output<typeof updateEventLookupBodySchema>, unknown, { id: number }>,
  kind: LookupKind,
): Promise<EventLookup> {
  const { db, body, user, params } = ctx;
  const t = tableOf(kind);
  const [before] = await (db as any).select().from(t).where(eq(t.id, params.id));
  if (!before) throw notFound(LOOKUP_TABLES[kind].what);
  if (body.name !== undefined) await nameFree(db, kind, body.name, params.id);
  const { version, isCancelled, ...rest } = body;
  const values = kind === 'statuses' && isCancelled !== undefined ? { ...rest, isCancelled } : rest;
  const row = await updateVersioned(
    db,
    t,
    params.id,
    version,
    values as never,
    user.id,
    LOOKUP_TABLES[kind].what,
  );
  const result = out(kind, row as Record<string, unknown>);
  await ctx.audit({
    entity: `event-${kind}`,
    entityId: String(params.id),
    action: 'update',
    before: out(kind, before),
    after: result,
  });
  return result;
}
