import { ErrorCodes } from '@fieldline/contracts/common/errors';
import {
  CANNOT_OPT_OUT,
  EXTERNAL_LINK_INVALID,
  type ExternalSubscriptions,
  type Subscription,
} from '@fieldline/contracts/notifications/notifications.contract';
import type { Db } from '../../platform/db/database';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getContactByUid } from '../contacts';
import * as repo from './notifications.repository';
import { contactLines } from './notifications.service';

/**
 * The contact a public link names, proven by its e-mail address. A wrong uid, a wrong address and an
 * inactive contact answer alike, so the link tells a stranger nothing.
 */
async function provenContact(db: Db, uid: string, email: string) {
  const contact = await getContactByUid(db, uid);
  if (!contact?.isActive || !contact.email || contact.email.trim().toLowerCase() !== email)
    throw new AppError(404, ErrorCodes.NOT_FOUND, EXTERNAL_LINK_INVALID);
  return contact;
}

export async function externalSubscriptions(
  db: Db,
  uid: string,
  email: string,
): Promise<ExternalSubscriptions> {
  const contact = await provenContact(db, uid, email);
  const [types, subs] = await Promise.all([repo.activeTypes(db), repo.subscriptionsOf(db, [contact.id])]);
  return { firstName: contact.firstName, subscriptions: contactLines(types, subs, true) };
}

/** Only types the contact may opt out of can be changed through the link. */
export async function externalChange(
  ctx: RouteContext<{ email: string }, unknown, { uid: string; nid: number }>,
  isSubscribed: boolean,
): Promise<Subscription> {
  const { db, params, body } = ctx;
  const contact = await provenContact(db, params.uid, body.email);
  const type = await repo.findActiveType(db, params.nid);
  if (!type) throw notFound('notification');
  if (!type.canOptOut) throw ruleViolation(CANNOT_OPT_OUT);
  const [before] = await repo.subscriptionsOf(db, [contact.id], type.id);
  await repo.setSubscriptions(
    db,
    [contact.id],
    type.id,
    { isSubscribed, optedOutByContact: !isSubscribed },
    null,
  );
  await ctx.audit({
    entity: 'contact',
    entityId: contact.id,
    action: isSubscribed ? 'subscribe-by-contact' : 'unsubscribe-by-contact',
    before: { [type.name]: before?.isSubscribed ?? false },
    after: { [type.name]: isSubscribed },
  });
  return contactLines([type], await repo.subscriptionsOf(db, [contact.id], type.id), true)[0];
}
