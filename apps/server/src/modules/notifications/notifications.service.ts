import {
  NO_ACTIVE_CONTACTS,
  NOTIFICATION_METHOD_NAMES,
  type NotificationLog,
  type notificationsQuerySchema,
  type Subscription,
} from '@fieldline/contracts/notifications/notifications.contract';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { contactIdsOfCustomer, getContactRefs } from '../contacts';
import { customerExists } from '../customers';
import * as repo from './notifications.repository';

type Query = z.output<typeof notificationsQuerySchema>;
type Params = { id: number; nid: number };

/** One line per active type for one contact; no stored row means not subscribed. */
export function contactLines(
  types: repo.TypeRecord[],
  subs: repo.SubscriptionRecord[],
  includeCanOptOut: boolean,
): Subscription[] {
  return types.map((t) => {
    const sub = subs.find((s) => s.notificationTypeId === t.id);
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      isSubscribed: sub?.isSubscribed ?? false,
      optedOutByContact: sub?.optedOutByContact ?? false,
      ...(includeCanOptOut ? { canOptOut: t.canOptOut } : {}),
    };
  });
}

/** One line per active type summarised over the contacts: subscribed only when all of them are. */
function customerLines(
  types: repo.TypeRecord[],
  subs: repo.SubscriptionRecord[],
  contactCount: number,
  includeCanOptOut: boolean,
): Subscription[] {
  return types.map((t) => {
    const subscribed = subs.filter((s) => s.notificationTypeId === t.id && s.isSubscribed).length;
    return {
      id: t.id,
      name: t.name,
      description: t.description,
      isSubscribed: contactCount > 0 && subscribed === contactCount,
      subscribed,
      unsubscribed: contactCount - subscribed,
      ...(includeCanOptOut ? { canOptOut: t.canOptOut } : {}),
    };
  });
}

async function logs(db: Db, contactIds: number[], q: Query): Promise<NotificationLog[]> {
  const rows = await repo.logsOf(db, contactIds, q.offset, q.limit);
  const names = await getContactRefs(
    db,
    rows.map((r) => r.log.contactId),
  );
  return rows.map(({ log, typeName }) => ({
    id: log.id,
    contactId: log.contactId,
    contactName: names.get(log.contactId)?.displayName ?? '',
    notificationName: typeName,
    method: NOTIFICATION_METHOD_NAMES[log.method] ?? String(log.method),
    recipient: log.recipient,
    subject: log.subject,
    status: log.status,
    sentDate: new Date(log.sentDate).toISOString(),
  }));
}

async function requireContact(db: Db, id: number) {
  const contact = (await getContactRefs(db, [id])).get(id);
  if (!contact) throw notFound('contact');
  return contact;
}

async function requireType(db: Db, id: number) {
  const type = await repo.findActiveType(db, id);
  if (!type) throw notFound('notification');
  return type;
}

export async function contactNotifications(db: Db, contactId: number, q: Query) {
  await requireContact(db, contactId);
  if (q.logs) return logs(db, [contactId], q);
  const [types, subs] = await Promise.all([repo.activeTypes(db), repo.subscriptionsOf(db, [contactId])]);
  return contactLines(types, subs, q.includeCanOptOut);
}

export async function customerNotifications(db: Db, customerId: number, q: Query) {
  if (!(await customerExists(db, customerId))) throw notFound('customer');
  if (q.logs) return logs(db, await contactIdsOfCustomer(db, customerId, { includeInactive: true }), q);
  const contactIds = await contactIdsOfCustomer(db, customerId);
  const [types, subs] = await Promise.all([repo.activeTypes(db), repo.subscriptionsOf(db, contactIds)]);
  return customerLines(types, subs, contactIds.length, q.includeCanOptOut);
}

/** Staff (un)subscribe a contact; subscribing also clears the contact's own opt-out. */
export async function changeContact(
  ctx: RouteContext<unknown, unknown, Params>,
  isSubscribed: boolean,
): Promise<Subscription> {
  const { db, params, user } = ctx;
  const [, type] = await Promise.all([requireContact(db, params.id), requireType(db, params.nid)]);
  const [before] = await repo.subscriptionsOf(db, [params.id], type.id);
  await repo.setSubscriptions(
    db,
    [params.id],
    type.id,
    isSubscribed ? { isSubscribed, optedOutByContact: false } : { isSubscribed },
    user.id,
  );
  const subs = await repo.subscriptionsOf(db, [params.id], type.id);
  await ctx.audit({
    entity: 'contact',
    entityId: params.id,
    action: isSubscribed ? 'subscribe' : 'unsubscribe',
    before: { [type.name]: before?.isSubscribed ?? false },
    after: { [type.name]: isSubscribed },
  });
  return contactLines([type], subs, true)[0];
}

/**
 * Staff (un)subscribe every active contact of a customer at once. Subscribing includes contacts who opted
 * out themselves (the confirmation the screen shows says so).
 */
export async function changeCustomer(
  ctx: RouteContext<unknown, unknown, Params>,
  isSubscribed: boolean,
): Promise<Subscription> {
  const { db, params, user } = ctx;
  if (!(await customerExists(db, params.id))) throw notFound('customer');
  const type = await requireType(db, params.nid);
  const contactIds = await contactIdsOfCustomer(db, params.id);
  if (contactIds.length === 0) throw ruleViolation(NO_ACTIVE_CONTACTS);
  const before = (await repo.subscriptionsOf(db, contactIds, type.id)).filter((s) => s.isSubscribed).length;
  await repo.setSubscriptions(
    db,
    contactIds,
    type.id,
    isSubscribed ? { isSubscribed, optedOutByContact: false } : { isSubscribed },
    user.id,
  );
  const subs = await repo.subscriptionsOf(db, contactIds, type.id);
  await ctx.audit({
    entity: 'customer',
    entityId: params.id,
    action: isSubscribed ? 'subscribe-all' : 'unsubscribe-all',
    before: { [`${type.name} (subscribed contacts)`]: before },
    after: { [`${type.name} (subscribed contacts)`]: isSubscribed ? contactIds.length : 0 },
  });
  return customerLines([type], subs, contactIds.length, true)[0];
}

/** A message sent to a contact; the mail and text senders of later issues call this. */
export async function recordNotification(
  db: Db,
  input: {
    contactId: number;
    notificationTypeId: number | null;
    method: number;
    recipient: string;
    subject: string | null;
    status?: string;
  },
) {
  const row = await repo.insertLog(db, {
    contactId: input.contactId,
    notificationTypeId: input.notificationTypeId,
    method: input.method,
    recipient: input.recipient,
    subject: input.subject,
    status: input.status ?? 'sent',
  });
  return row.id;
}
