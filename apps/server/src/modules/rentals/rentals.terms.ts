import { addIsoDays } from '@fieldline/contracts/common/dates';
import { toDecimal } from '@fieldline/contracts/common/money';
import {
  type createRentalTermBodySchema,
  RENTAL_MESSAGES,
  type RentalTerm,
  type rentalTermParams,
  type updateRentalTermBodySchema,
} from '@fieldline/contracts/rentals/rentals.contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowExists } from '../../platform/db/exists';
import { rowsOf } from '../../platform/db/rows';
import { updateVersioned } from '../../platform/db/versioned';
import { conflict, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { assetGroups } from '../assets';
import { items } from '../items/items.table';
import { assertAssetFree, checkRentalDates, groupOf, rentalContract } from './rentals.checks';
import { assetSchedules, rentalTerms } from './rentals.table';

type Key = z.output<typeof rentalTermParams>;

export async function listTerms(db: Db, contractId: number): Promise<RentalTerm[]> {
  await rentalContract(db, contractId, false);
  return termsWhere(db, eq(rentalTerms.contractId, contractId));
}

async function termsWhere(db: Db, where: ReturnType<typeof eq>): Promise<RentalTerm[]> {
  const rows = await db
    .select({
      t: rentalTerms,
      groupName: assetGroups.name,
      itemName: items.name,
      assigned: sql<number>`(select count(*)::int from ${assetSchedules} s
        where s.term_id = ${rentalTerms.id} and s.asset_id is not null)`,
    })
    .from(rentalTerms)
    .innerJoin(assetGroups, eq(assetGroups.id, rentalTerms.groupId))
    .leftJoin(items, eq(items.id, rentalTerms.itemId))
    .where(where)
    .orderBy(asc(rentalTerms.startDate), asc(rentalTerms.id));
  return rows.map(({ t, groupName, itemName, assigned }) => ({
    id: t.id,
    contractId: t.contractId,
    number: t.number,
    group: { id: t.groupId, name: groupName },
    item: t.itemId === null ? null : { id: t.itemId, name: itemName ?? '' },
    description: t.description,
    quantity: t.quantity,
    startDate: t.startDate,
    endDate: t.endDate,
    rateBasis: t.rateBasis as RentalTerm['rateBasis'],
    rate: t.rate,
    assigned,
    version: t.version,
  }));
}

async function termByKey(db: Db, key: Key) {
  const [t] = await db
    .select()
    .from(rentalTerms)
    .where(
      and(
        eq(rentalTerms.contractId, key.contractId),
        eq(rentalTerms.groupId, key.groupId),
        eq(rentalTerms.startDate, key.startDate),
      ),
    );
  if (!t) throw notFound('rental term', 'RENTAL_TERM_NOT_FOUND');
  return t;
}

async function checkItem(db: Db, itemId: number | null | undefined) {
  if (!(await rowExists(db, items, itemId))) throw ruleViolation(RENTAL_MESSAGES.unknownItem);
}

/** Adds `count` unassigned unit schedules over the term's dates. */
async function addUnits(db: Db, t: typeof rentalTerms.$inferSelect, count: number, userId: number) {
  if (count <= 0) return;
  await db.execute(sql`
    insert into ${assetSchedules} (contract_id, term_id, group_id, start_date, end_date, created_by, modified_by)
    select ${t.contractId}::int, ${t.id}::int, ${t.groupId}::int, ${t.startDate}::date, ${t.endDate}::date,
      ${userId}::int, ${userId}::int
    from generate_series(1, ${count}::int)`);
}

export async function createTerm(
  ctx: RouteContext<z.output<typeof createRentalTermBodySchema>, unknown, Key>,
): Promise<RentalTerm> {
  const { db, body, params, user } = ctx;
  const c = await rentalContract(db, params.contractId);
  const group = await groupOf(db, params.groupId);
  checkRentalDates(c, params.startDate, body.endDate);
  const itemId = body.itemId === undefined ? group.itemId : body.itemId;
  await checkItem(db, itemId);
  const [{ seq }] = rowsOf<{ seq: number }>(
    await db.execute(sql`select coalesce(max(substring(number from '-(\\d+)$')::int), 0) + 1 as seq
      from ${rentalTerms} where contract_id = ${c.id}::int`),
  );
  const [t] = await db
    .insert(rentalTerms)
    .values({
      contractId: c.id,
      number: `${c.contractNumber}-${seq}`,
      groupId: group.id,
      itemId,
      description: body.description ?? '',
      quantity: body.quantity ?? 1,
      startDate: params.startDate,
      endDate: body.endDate,
      rateBasis: body.rateBasis,
      rate: body.rate,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!t) throw conflict(RENTAL_MESSAGES.termExists, 'RENTAL_TERM_EXISTS');
  await addUnits(db, t, t.quantity, user.id);
  await ctx.audit({ action: 'create', entity: 'rental-term', entityId: t.id, after: t });
  return (await termsWhere(db, eq(rentalTerms.id, t.id)))[0];
}

/**
 * Changes a term. Days already invoiced stay as billed: the start, rate, basis, quantity and item of a term
 * that began before the contract's billed-through date are fixed, and its end may not move into billed days.
 * The term's unit schedules follow new dates (an edge that matched the term's moves with it, others are
 * clipped); a higher quantity adds unassigned units, a lower one removes unassigned units only.
 */
export async function updateTerm(
  ctx: RouteContext<z.output<typeof updateRentalTermBodySchema>, unknown, Key>,
): Promise<RentalTerm> {
  const { db, body, params, user } = ctx;
  const c = await rentalContract(db, params.contractId);
  const t = await termByKey(db, params);
  const next = {
    startDate: body.startDate ?? t.startDate,
    endDate: body.endDate ?? t.endDate,
    rateBasis: body.rateBasis ?? t.rateBasis,
    rate: body.rate ?? t.rate,
    quantity: body.quantity ?? t.quantity,
    itemId: body.itemId === undefined ? t.itemId : body.itemId,
    description: body.description ?? t.description,
  };
  const pricing =
    next.startDate !== t.startDate ||
    next.rateBasis !== t.rateBasis ||
    !toDecimal(next.rate).eq(t.rate) ||
    next.quantity !== t.quantity ||
    next.itemId !== t.itemId;
  const firstChangedDay = pricing
    ? [next.startDate, t.startDate].sort()[0]
    : next.endDate === t.endDate
      ? null
      : addIsoDays([next.endDate, t.endDate].sort()[0], 1);
  if (firstChangedDay) checkRentalDates(c, next.startDate, next.endDate, firstChangedDay);
  else checkRentalDates(c, next.startDate, next.endDate, c.billedThrough ?? next.startDate);
  await checkItem(db, next.itemId);
  const updated = await updateVersioned(db, rentalTerms, t.id, body.version, next, user.id, 'rental term');
  await followTermDates(db, t, next.startDate, next.endDate);
  await changeUnits(db, updated, t.quantity, next.quantity, user.id);
  await ctx.audit({ action: 'update', entity: 'rental-term', entityId: t.id, before: t, after: updated });
  return (await termsWhere(db, eq(rentalTerms.id, t.id)))[0];
}

async function followTermDates(db: Db, t: typeof rentalTerms.$inferSelect, start: string, end: string) {
  if (start === t.startDate && end === t.endDate) return;
  await db.execute(sql`delete from ${assetSchedules}
    where term_id = ${t.id}::int and (end_date < ${start}::date or start_date > ${end}::date)`);
  // An assigned unit stretched onto days its asset is booked elsewhere: say which booking, before the
  // exclusion constraint refuses the update without naming it.
  const stretched = await db
    .select({
      id: assetSchedules.id,
      assetId: assetSchedules.assetId,
      s: assetSchedules.startDate,
      e: assetSchedules.endDate,
    })
    .from(assetSchedules)
    .where(and(eq(assetSchedules.termId, t.id), isNotNull(assetSchedules.assetId)));
  for (const u of stretched) {
    const from = u.s === t.startDate ? start : u.s > start ? u.s : start;
    const to = u.e === t.endDate ? end : u.e < end ? u.e : end;
    if (from < u.s || to > u.e) await assertAssetFree(db, u.assetId!, from, to, [u.id]);
  }
  await db.execute(sql`update ${assetSchedules} set
      start_date = case when start_date = ${t.startDate}::date then ${start}::date
        else greatest(start_date, ${start}::date) end,
      end_date = case when end_date = ${t.endDate}::date then ${end}::date
        else least(end_date, ${end}::date) end,
      version = version + 1, modified_date = now()
    where term_id = ${t.id}::int`);
}

async function changeUnits(
  db: Db,
  t: typeof rentalTerms.$inferSelect,
  from: number,
  to: number,
  userId: number,
) {
  if (to > from) return addUnits(db, t, to - from, userId);
  if (to === from) return;
  const removed = rowsOf(
    await db.execute(sql`delete from ${assetSchedules} where id in (
      select id from ${assetSchedules} where term_id = ${t.id}::int and asset_id is null
      order by id desc limit ${from - to}::int) returning id`),
  ).length;
  if (removed < from - to)
    throw ruleViolation(
      `Only ${removed} of the term’s units have no asset: unlink ${from - to - removed} more before lowering the quantity.`,
    );
}

export async function deleteTerm(ctx: RouteContext<unknown, unknown, Key>): Promise<void> {
  const { db, params } = ctx;
  const c = await rentalContract(db, params.contractId);
  const t = await termByKey(db, params);
  checkRentalDates(c, t.startDate, t.endDate);
  await db.delete(rentalTerms).where(eq(rentalTerms.id, t.id));
  await ctx.audit({ action: 'delete', entity: 'rental-term', entityId: t.id, before: t });
}
