import { SIGNOFFS_NEED_LINK } from '@fieldline/contracts/contacts/contacts.contract';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getLocationRefs } from '../locations';
import * as repo from './contacts.repository';

type LinkParams = { id: number; locId: number };

const toLink = (l: repo.LinkRecord) => ({
  contactId: l.contactId,
  locationId: l.locationId,
  receiveSignoffs: l.receiveSignoffs,
  isPrimary: l.isPrimary,
});

/** Both ends must exist; answers the location's name for the history. */
async function ends(db: Db, p: LinkParams): Promise<string> {
  const [contact, locations] = await Promise.all([
    repo.findContact(db, p.id),
    getLocationRefs(db, [p.locId]),
  ]);
  if (!contact) throw notFound('contact');
  const location = locations.get(p.locId);
  if (!location) throw notFound('location');
  return location.name;
}

export async function linkLocation(ctx: RouteContext<unknown, unknown, LinkParams>) {
  const { db, params } = ctx;
  const name = await ends(db, params);
  const existing = await repo.findLink(db, params.id, params.locId);
  const link = existing ?? (await repo.link(db, params.id, params.locId));
  if (!existing)
    await ctx.audit({
      entity: 'contact',
      entityId: params.id,
      action: 'link-location',
      after: { location: name },
    });
  return toLink(link);
}

/** Unlinking also ends the contact's signoffs for the location: the flag lives on the link. */
export async function unlinkLocation(ctx: RouteContext<unknown, unknown, LinkParams>): Promise<void> {
  const { db, params } = ctx;
  const name = await ends(db, params);
  if ((await repo.unlink(db, params.id, params.locId)) > 0)
    await ctx.audit({
      entity: 'contact',
      entityId: params.id,
      action: 'unlink-location',
      before: { location: name },
    });
}

export async function setReceiveSignoffs(
  ctx: RouteContext<{ receiveSignoffs: boolean }, unknown, LinkParams>,
) {
  const { db, params, body } = ctx;
  const name = await ends(db, params);
  const before = await repo.findLink(db, params.id, params.locId);
  if (!before) throw ruleViolation(SIGNOFFS_NEED_LINK);
  const after = await repo.setReceiveSignoffs(db, params.id, params.locId, body.receiveSignoffs);
  if (before.receiveSignoffs !== after.receiveSignoffs)
    await ctx.audit({
      entity: 'contact',
      entityId: params.id,
      action: 'signoffs',
      before: { [`receiveSignoffs (${name})`]: before.receiveSignoffs },
      after: { [`receiveSignoffs (${name})`]: after.receiveSignoffs },
    });
  return toLink(after);
}
