import {
  HOURS_DAY_TAKEN,
  type HoursBody,
  type HoursOfOperation,
  WEEKDAYS,
} from '@fieldline/contracts/locations/locations.contract';
import { eq } from 'drizzle-orm';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { toHours } from './locations.read';
import * as repo from './locations.repository';
import { locationHours } from './locations.table';

/** One history line per day: `{ Monday: '08:00-17:00' }` or `Closed`. */
const described = (h: {
  day: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}) => ({
  [WEEKDAYS[h.day - 1]]: h.isClosed ? 'Closed' : `${h.openTime ?? ''}-${h.closeTime ?? ''}`,
});

/** A location has at most one row per day; a second create for the same day is a conflict. */
export async function createHours(ctx: RouteContext<HoursBody, unknown, unknown>): Promise<HoursOfOperation> {
  const { db, body } = ctx;
  if (!(await repo.findLocation(db, body.locationId))) throw fieldError('locationId', 'Unknown location.');
  if (await repo.findHoursOfDay(db, body.locationId, body.day)) throw conflict(HOURS_DAY_TAKEN);
  const [row] = await db.insert(locationHours).values(body).returning();
  await ctx.audit({ entity: 'location', entityId: body.locationId, action: 'hours', after: described(row) });
  return toHours(row);
}

export async function updateHours(
  ctx: RouteContext<HoursBody, unknown, { id: number }>,
): Promise<HoursOfOperation> {
  const { db, body } = ctx;
  const current = await repo.findHours(db, ctx.params.id);
  if (!current) throw notFound('hours of operation');
  if (body.locationId !== current.locationId)
    throw fieldError('locationId', 'Hours belong to their location and cannot move to another one.');
  if (body.day !== current.day && (await repo.findHoursOfDay(db, body.locationId, body.day)))
    throw conflict(HOURS_DAY_TAKEN);
  const [row] = await db
    .update(locationHours)
    .set({ day: body.day, openTime: body.openTime, closeTime: body.closeTime, isClosed: body.isClosed })
    .where(eq(locationHours.id, current.id))
    .returning();
  const before = described(current);
  const after = described(row);
  if (current.day !== row.day) Object.assign(after, { [WEEKDAYS[current.day - 1]]: null });
  await ctx.audit({ entity: 'location', entityId: row.locationId, action: 'hours', before, after });
  return toHours(row);
}
