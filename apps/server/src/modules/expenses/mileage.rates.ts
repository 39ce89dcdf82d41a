import { Money, moneyString } from '@fieldline/contracts/common/money';
import {
  type createMileageRateBodySchema,
  EXPENSE_MESSAGES as M,
  type MileageRate,
} from '@fieldline/contracts/expenses/expenses.contract';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { conflict, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { mileageRates } from './expenses.table';

type CreateBody = z.output<typeof createMileageRateBodySchema>;
type RateRow = typeof mileageRates.$inferSelect;

const present = (r: RateRow): MileageRate => ({
  id: r.id,
  effectiveDate: r.effectiveDate,
  ratePerMile: r.ratePerMile,
  createdDate: toIso(r.createdDate),
  version: r.version,
});

/** GET mileagelog/rates: the company's rates per mile, oldest first. */
export async function listRates(db: Db): Promise<MileageRate[]> {
  const rows = await db.select().from(mileageRates).orderBy(asc(mileageRates.effectiveDate));
  return rows.map(present);
}

/** POST mileagelog/rates: a new rate from its effective date (a setting: audited). */
export async function createRate(ctx: RouteContext<CreateBody, unknown, unknown>): Promise<MileageRate> {
  const { db, body, user } = ctx;
  const [dupe] = await db
    .select({ id: mileageRates.id })
    .from(mileageRates)
    .where(eq(mileageRates.effectiveDate, body.effectiveDate));
  if (dupe) throw conflict(M.duplicateRate);
  const [row] = await db
    .insert(mileageRates)
    .values({ ...body, createdBy: user.id, modifiedBy: user.id })
    .returning();
  await ctx.audit({ entity: 'mileageRate', entityId: row.id, action: 'create', after: present(row) });
  return present(row);
}

/** DELETE mileagelog/rates/{id}: trips already posted keep the rate they were posted at. */
export async function deleteRate(ctx: RouteContext<unknown, unknown, unknown>, id: number): Promise<void> {
  const [row] = await ctx.db.delete(mileageRates).where(eq(mileageRates.id, id)).returning();
  if (!row) throw notFound('mileage rate');
  await ctx.audit({ entity: 'mileageRate', entityId: id, action: 'delete', before: present(row) });
}

/** A function giving the rate in effect on a date (the latest starting on or before it), or null. */
export async function rateFinder(db: Db): Promise<(date: string) => string | null> {
  const rates = await db.select().from(mileageRates).orderBy(asc(mileageRates.effectiveDate));
  return (date) => {
    let found: string | null = null;
    for (const r of rates) if (r.effectiveDate <= date) found = r.ratePerMile;
    return found;
  };
}

/** distance × rate, half-to-even to the cent. */
export const reimbursementOf = (distance: string, rate: string) =>
  moneyString(new Money(distance).times(rate));
