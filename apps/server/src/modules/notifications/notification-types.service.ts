import {
  COPY_PREFIX,
  type NotificationType,
  type notificationTypeUpdateSchema,
} from '@fieldline/contracts/notifications/notifications.contract';
import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getMessageTemplate, messageTemplates } from '../templates';
import { notificationSubscriptions, notificationTypes } from './notifications.table';

type Row = typeof notificationTypes.$inferSelect;

/** Types with their message template and how many contacts are subscribed or opted out. */
export async function listNotificationTypes(db: Db, q: { isActive?: boolean; id?: number }) {
  const counts = db
    .select({
      typeId: notificationSubscriptions.notificationTypeId,
      subscribed: sql<number>`count(*) filter (where ${notificationSubscriptions.isSubscribed})::int`.as(
        'subscribed',
      ),
      optedOut: sql<number>`count(*) filter (where ${notificationSubscriptions.optedOutByContact})::int`.as(
        'opted_out',
      ),
    })
    .from(notificationSubscriptions)
    .groupBy(notificationSubscriptions.notificationTypeId)
    .as('c');
  const rows = await db
    .select({
      t: notificationTypes,
      template: { id: messageTemplates.id, name: messageTemplates.name },
      subscribed: counts.subscribed,
      optedOut: counts.optedOut,
    })
    .from(notificationTypes)
    .leftJoin(messageTemplates, eq(messageTemplates.id, notificationTypes.messageTemplateId))
    .leftJoin(counts, eq(counts.typeId, notificationTypes.id))
    .where(
      and(
        q.isActive === undefined ? undefined : eq(notificationTypes.isActive, q.isActive),
        q.id === undefined ? undefined : eq(notificationTypes.id, q.id),
      ),
    )
    .orderBy(asc(notificationTypes.sort), asc(notificationTypes.id));
  return rows.map(
    (r): NotificationType => ({
      id: r.t.id,
      name: r.t.name,
      description: r.t.description,
      canOptOut: r.t.canOptOut,
      sort: r.t.sort,
      isActive: r.t.isActive,
      messageTemplate: r.template?.id ? { id: r.template.id, name: r.template.name } : null,
      subscribedCount: r.subscribed ?? 0,
      optedOutCount: r.optedOut ?? 0,
    }),
  );
}

export async function getNotificationType(db: Db, id: number): Promise<NotificationType> {
  const [type] = await listNotificationTypes(db, { id });
  if (!type) throw notFound('notification');
  return type;
}

async function typeRow(db: Db, id: number): Promise<Row> {
  const [row] = await db.select().from(notificationTypes).where(eq(notificationTypes.id, id));
  if (!row) throw notFound('notification');
  return row;
}

async function nextSort(db: Db): Promise<number> {
  const [r] = await db.select({ n: max(notificationTypes.sort) }).from(notificationTypes);
  return (r.n ?? 0) + 1;
}

type Ctx = RouteContext<unknown, unknown, { id: number }>;

/** GET {id}/add: a new notification type that sends message template {id}, named after it. */
export async function addFromTemplate(ctx: Ctx): Promise<NotificationType> {
  const template = await getMessageTemplate(ctx.db, ctx.params.id);
  const [row] = await ctx.db
    .insert(notificationTypes)
    .values({ name: template.name, sort: await nextSort(ctx.db), messageTemplateId: template.id })
    .returning();
  await ctx.audit({ entity: 'notificationType', entityId: row.id, action: 'create', after: row });
  return getNotificationType(ctx.db, row.id);
}

/** GET {id}/copy: a new type like {id} (its template, description and opt-out rule), without subscribers. */
export async function copyType(ctx: Ctx): Promise<NotificationType> {
  const { id: _, ...source } = await typeRow(ctx.db, ctx.params.id);
  const [row] = await ctx.db
    .insert(notificationTypes)
    .values({
      ...source,
      name: `${COPY_PREFIX}${source.name}`.slice(0, 100),
      sort: await nextSort(ctx.db),
      isActive: true,
    })
    .returning();
  await ctx.audit({ entity: 'notificationType', entityId: row.id, action: 'copy', after: row });
  return getNotificationType(ctx.db, row.id);
}

type Update = z.output<typeof notificationTypeUpdateSchema>;

export async function updateType(ctx: RouteContext<Update, unknown, { id: number }>) {
  const { db, body, params } = ctx;
  const before = await typeRow(db, params.id);
  if (body.messageTemplateId) {
    const exists = await db
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(eq(messageTemplates.id, body.messageTemplateId));
    if (exists.length === 0) throw fieldError('messageTemplateId', 'No such message template.');
  }
  const [after] = await db
    .update(notificationTypes)
    .set(body)
    .where(eq(notificationTypes.id, params.id))
    .returning();
  await ctx.audit({ entity: 'notificationType', entityId: params.id, action: 'update', before, after });
  return getNotificationType(db, params.id);
}

/** DELETE: the type is retired (inactive), so the log of what it sent keeps its name. */
export async function retireType(ctx: Ctx): Promise<void> {
  const before = await typeRow(ctx.db, ctx.params.id);
  await ctx.db.update(notificationTypes).set({ isActive: false }).where(eq(notificationTypes.id, before.id));
  await ctx.audit({ entity: 'notificationType', entityId: before.id, action: 'delete', before });
}

/**
 * DELETE {id}/emailoptout: forgets the contacts' own opt-outs of type {id} (they stay unsubscribed; the
 * office may subscribe them again one by one without the opted-out warning).
 */
export async function clearOptOuts(ctx: Ctx): Promise<void> {
  const type = await typeRow(ctx.db, ctx.params.id);
  const cleared = await ctx.db
    .update(notificationSubscriptions)
    .set({ optedOutByContact: false, modifiedDate: sql`now()`, modifiedBy: ctx.user.id })
    .where(
      and(
        eq(notificationSubscriptions.notificationTypeId, type.id),
        eq(notificationSubscriptions.optedOutByContact, true),
      ),
    )
    .returning({ id: notificationSubscriptions.id });
  await ctx.audit({
    entity: 'notificationType',
    entityId: type.id,
    action: 'clear-email-opt-outs',
    after: { cleared: cleared.length },
  });
}
