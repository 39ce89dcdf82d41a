import { addIsoDays } from '@fieldline/contracts/common/dates';
import {
  type AssetSchedule,
  type assetScheduleQuerySchema,
  type bulkUpdateSchedulesBodySchema,
  type createAssetScheduleBodySchema,
  RENTAL_MESSAGES,
  type Substitution,
  type substituteBodySchema,
  type updateAssetScheduleBodySchema,
} from '@fieldline/contracts/rentals/rentals.contract';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { updateVersioned } from '../../platform/db/versioned';
import { notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { assetGroups, assets } from '../assets';
import { contracts } from '../contracts';
import { users } from '../identity';
import {
  assertAssetFree,
  type Booking,
  bookedConflict,
  checkRentalDates,
  groupOf,
  type RentalContract,
  rentableAsset,
  rentalContract,
} from './rentals.checks';
import { assetSchedules, assetSubstitutions, rentalTerms } from './rentals.table';

type Ctx<B, Q = unknown> = RouteContext<B, Q, { id: number; scheduleId?: number }>;

async function schedulesWhere(db: Db, where: SQL | undefined): Promise<AssetSchedule[]> {
  const rows = await db
    .select({
      s: assetSchedules,
      termNumber: rentalTerms.number,
      groupName: assetGroups.name,
      assetNumber: assets.assetNumber,
      assetName: assets.name,
    })
    .from(assetSchedules)
    .innerJoin(rentalTerms, eq(rentalTerms.id, assetSchedules.termId))
    .innerJoin(assetGroups, eq(assetGroups.id, assetSchedules.groupId))
    .leftJoin(assets, eq(assets.id, assetSchedules.assetId))
    .where(where)
    .orderBy(asc(assetSchedules.startDate), asc(assetSchedules.id));
  return rows.map(({ s, termNumber, groupName, assetNumber, assetName }) => ({
    id: s.id,
    contractId: s.contractId,
    termId: s.termId,
    termNumber,
    group: { id: s.groupId, name: groupName },
    asset:
      s.assetId === null ? null : { id: s.assetId, assetNumber: assetNumber ?? '', name: assetName ?? '' },
    startDate: s.startDate,
    endDate: s.endDate,
    status: s.status as AssetSchedule['status'],
    notes: s.notes,
    version: s.version,
  }));
}

export async function listSchedules(
  db: Db,
  contractId: number,
  query: z.output<typeof assetScheduleQuerySchema>,
): Promise<AssetSchedule[]> {
  await rentalContract(db, contractId, false);
  return schedulesWhere(
    db,
    and(
      eq(assetSchedules.contractId, contractId),
      query.termId ? eq(assetSchedules.termId, query.termId) : undefined,
      query.unassignedOnly ? isNull(assetSchedules.assetId) : undefined,
    ),
  );
}

const one = async (db: Db, id: number) => (await schedulesWhere(db, eq(assetSchedules.id, id)))[0];

async function termOf(db: Db, c: RentalContract, termId: number) {
  const [t] = await db
    .select()
    .from(rentalTerms)
    .where(and(eq(rentalTerms.id, termId), eq(rentalTerms.contractId, c.id)));
  if (!t) throw ruleViolation(RENTAL_MESSAGES.unknownTerm);
  return t;
}

async function scheduleOf(db: Db, c: RentalContract, id: number) {
  const [s] = await db
    .select()
    .from(assetSchedules)
    .where(and(eq(assetSchedules.id, id), eq(assetSchedules.contractId, c.id)));
  if (!s) throw notFound('asset schedule', 'ASSET_SCHEDULE_NOT_FOUND');
  return s;
}

function withinTerm(t: { startDate: string; endDate: string }, start: string, end: string) {
  if (start < t.startDate || end > t.endDate) throw ruleViolation(RENTAL_MESSAGES.outsideTerm);
}

/** An asset that may go on this schedule: rentable, of the term's group, free over the dates. */
async function checkAsset(
  db: Db,
  assetId: number,
  groupId: number,
  start: string,
  end: string,
  except: number[],
) {
  await rentableAsset(db, assetId, await groupOf(db, groupId));
  await assertAssetFree(db, assetId, start, end, except);
}

export async function createSchedule(ctx: Ctx<z.output<typeof createAssetScheduleBodySchema>>) {
  const { db, body, params, user } = ctx;
  const c = await rentalContract(db, params.id);
  const t = await termOf(db, c, body.termId);
  const start = body.startDate ?? t.startDate;
  const end = body.endDate ?? t.endDate;
  checkRentalDates(c, start, end, c.billedThrough ?? start);
  withinTerm(t, start, end);
  if (body.assetId) await checkAsset(db, body.assetId, t.groupId, start, end, []);
  const [s] = await db
    .insert(assetSchedules)
    .values({
      contractId: c.id,
      termId: t.id,
      groupId: t.groupId,
      assetId: body.assetId ?? null,
      startDate: start,
      endDate: end,
      notes: body.notes ?? '',
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await ctx.audit({ action: 'create', entity: 'asset-schedule', entityId: s.id, after: s });
  return one(db, s.id);
}

export async function updateSchedule(ctx: Ctx<z.output<typeof updateAssetScheduleBodySchema>>) {
  const { db, body, params, user } = ctx;
  const c = await rentalContract(db, params.id);
  const s = await scheduleOf(db, c, params.scheduleId!);
  const t = await termOf(db, c, s.termId);
  const start = body.startDate ?? s.startDate;
  const end = body.endDate ?? s.endDate;
  const assetId = body.assetId === undefined ? s.assetId : body.assetId;
  if (end < start) throw ruleViolation(RENTAL_MESSAGES.endBeforeStart);
  withinTerm(t, start, end);
  if (assetId && (assetId !== s.assetId || start !== s.startDate || end !== s.endDate)) {
    if (assetId === s.assetId) await assertAssetFree(db, assetId, start, end, [s.id]);
    else await checkAsset(db, assetId, s.groupId, start, end, [s.id]);
  }
  const values = { startDate: start, endDate: end, assetId, status: body.status ?? s.status };
  const updated = await updateVersioned(
    db,
    assetSchedules,
    s.id,
    body.version,
    { ...values, notes: body.notes ?? s.notes },
    user.id,
    'asset schedule',
  );
  await ctx.audit({ action: 'update', entity: 'asset-schedule', entityId: s.id, before: s, after: updated });
  return one(db, s.id);
}

export async function deleteSchedule(ctx: Ctx<unknown>) {
  const { db, params } = ctx;
  const c = await rentalContract(db, params.id);
  const s = await scheduleOf(db, c, params.scheduleId!);
  await db.delete(assetSchedules).where(eq(assetSchedules.id, s.id));
  await ctx.audit({ action: 'delete', entity: 'asset-schedule', entityId: s.id, before: s });
}

export async function unlinkAsset(ctx: Ctx<unknown>) {
  const { db, params, user } = ctx;
  const c = await rentalContract(db, params.id);
  const s = await scheduleOf(db, c, params.scheduleId!);
  if (s.assetId === null) throw ruleViolation(RENTAL_MESSAGES.noAsset);
  await updateVersioned(db, assetSchedules, s.id, undefined, { assetId: null }, user.id, 'asset schedule');
  await ctx.audit({
    action: 'update',
    entity: 'asset-schedule',
    entityId: s.id,
    before: s,
    after: { assetId: null },
  });
  return one(db, s.id);
}

/**
 * New dates or a status for several schedules in one statement; every schedule must stay within its term
 * and no asset may end up on two overlapping schedules (checked together, so moving two bookings of one
 * asset at once is judged on where both end up).
 */
export async function bulkUpdateSchedules(ctx: Ctx<z.output<typeof bulkUpdateSchedulesBodySchema>>) {
  const { db, body, params, user } = ctx;
  const c = await rentalContract(db, params.id);
  const ids = [...new Set(body.ids)];
  const idArray = sql`${`{${ids.join(',')}}`}::int[]`;
  const dateOf = (t: 's' | 'o', edge: 'start' | 'end') => {
    const given = edge === 'start' ? body.startDate : body.endDate;
    return given ? sql`${given}::date` : sql.raw(`${t}.${edge}_date`);
  };
  const found = rowsOf<{ id: number; start: string; end: string; ok: boolean }>(
    await db.execute(sql`
      select s.id, ${dateOf('s', 'start')}::text as start, ${dateOf('s', 'end')}::text as "end",
        (${dateOf('s', 'start')} >= t.start_date and ${dateOf('s', 'end')} <= t.end_date
          and ${dateOf('s', 'end')} >= ${dateOf('s', 'start')}) as ok
      from ${assetSchedules} s join ${rentalTerms} t on t.id = s.term_id
      where s.id = any(${idArray}) and s.contract_id = ${c.id}::int`),
  );
  if (found.length !== ids.length) throw notFound('asset schedule', 'ASSET_SCHEDULE_NOT_FOUND');
  if (found.some((r) => !r.ok)) throw ruleViolation(RENTAL_MESSAGES.outsideTerm);
  if (body.startDate || body.endDate) {
    const earliest = found.map((r) => r.start).sort()[0];
    checkRentalDates(
      c,
      earliest,
      found
        .map((r) => r.end)
        .sort()
        .at(-1)!,
      c.billedThrough ?? earliest,
    );
  }
  // Judged on where every moved schedule ends up, so two bookings of one asset may move together.
  const [clash] = rowsOf<Booking>(
    await db.execute(sql`
      select a.asset_number || ' ' || a.name as label, c.contract_number as "contractNumber",
        (case when o.id = any(${idArray}) then ${dateOf('o', 'start')} else o.start_date end)::text as "startDate",
        (case when o.id = any(${idArray}) then ${dateOf('o', 'end')} else o.end_date end)::text as "endDate"
      from ${assetSchedules} s
      join ${assetSchedules} o on o.asset_id = s.asset_id and o.id <> s.id
      join ${assets} a on a.id = s.asset_id
      join ${contracts} c on c.id = o.contract_id
      where s.id = any(${idArray})
        and daterange(${dateOf('s', 'start')}, ${dateOf('s', 'end')}, '[]') && daterange(
          case when o.id = any(${idArray}) then ${dateOf('o', 'start')} else o.start_date end,
          case when o.id = any(${idArray}) then ${dateOf('o', 'end')} else o.end_date end, '[]')
      limit 1`),
  );
  if (clash) throw bookedConflict(clash);
  await db
    .update(assetSchedules)
    .set({
      ...(body.startDate ? { startDate: body.startDate } : {}),
      ...(body.endDate ? { endDate: body.endDate } : {}),
      ...(body.status ? { status: body.status } : {}),
      version: sql`${assetSchedules.version} + 1`,
      modifiedDate: sql`now()`,
      modifiedBy: user.id,
    })
    .where(inArray(assetSchedules.id, ids));
  await ctx.audit({ action: 'update', entity: 'asset-schedule', entityId: ids.join(','), after: body });
  return schedulesWhere(db, inArray(assetSchedules.id, ids));
}

/**
 * Puts another asset on a schedule from `effectiveDate` (the schedule's start unless told): from its start
 * the asset is simply swapped; later, the schedule ends the day before and a new schedule carries the new
 * asset to the old end. Either way the substitution is recorded. The new asset may be of another group (an
 * upgrade); it must be rentable and free.
 */
export async function substitute(ctx: Ctx<z.output<typeof substituteBodySchema>>) {
  const { db, body, params, user } = ctx;
  const c = await rentalContract(db, params.id);
  const s = await scheduleOf(db, c, params.scheduleId!);
  const from = body.effectiveDate ?? s.startDate;
  if (from < s.startDate || from > s.endDate) throw ruleViolation(RENTAL_MESSAGES.substituteDate);
  if (body.assetId === s.assetId) throw ruleViolation(RENTAL_MESSAGES.substituteSame);
  await rentableAsset(db, body.assetId);
  await assertAssetFree(db, body.assetId, from, s.endDate, from === s.startDate ? [s.id] : []);
  let scheduleId = s.id;
  if (from === s.startDate) {
    await updateVersioned(db, assetSchedules, s.id, undefined, { assetId: body.assetId }, user.id);
  } else {
    await updateVersioned(db, assetSchedules, s.id, undefined, { endDate: addIsoDays(from, -1) }, user.id);
    const [n] = await db
      .insert(assetSchedules)
      .values({
        contractId: c.id,
        termId: s.termId,
        groupId: s.groupId,
        assetId: body.assetId,
        startDate: from,
        endDate: s.endDate,
        status: s.status,
        notes: s.notes,
        createdBy: user.id,
        modifiedBy: user.id,
      })
      .returning({ id: assetSchedules.id });
    scheduleId = n.id;
  }
  if (s.assetId !== null)
    await db.insert(assetSubstitutions).values({
      contractId: c.id,
      scheduleId,
      fromAssetId: s.assetId,
      toAssetId: body.assetId,
      effectiveDate: from,
      reason: body.reason ?? '',
      createdBy: user.id,
    });
  await ctx.audit({
    action: 'update',
    entity: 'asset-schedule',
    entityId: s.id,
    before: s,
    after: { ...body, scheduleId },
  });
  return one(db, scheduleId);
}

/**
 * Gives every unassigned schedule of the contract a free, rentable asset of its group (the contract's office
 * first, then by asset number). One statement per schedule: each sees the assets the earlier ones took.
 */
export async function autoassign(ctx: Ctx<unknown>) {
  const { db, params, user } = ctx;
  const c = await rentalContract(db, params.id);
  const open = await db
    .select({ id: assetSchedules.id, group: assetGroups.name, startDate: assetSchedules.startDate })
    .from(assetSchedules)
    .innerJoin(assetGroups, eq(assetGroups.id, assetSchedules.groupId))
    .where(and(eq(assetSchedules.contractId, c.id), isNull(assetSchedules.assetId)))
    .orderBy(asc(assetSchedules.startDate), asc(assetSchedules.id));
  const unassigned: { id: number; group: string; startDate: string }[] = [];
  for (const s of open) {
    const done = await db.execute(sql`
      update ${assetSchedules} s set asset_id = (
        select a.id from ${assets} a join asset_statuses st on st.id = a.status_id
        where a.group_id = s.group_id and a.is_rentable and a.is_active and st.is_available
          and not exists (select 1 from ${assetSchedules} o where o.asset_id = a.id
            and daterange(o.start_date, o.end_date, '[]') && daterange(s.start_date, s.end_date, '[]'))
        order by (a.office_id = ${c.officeId}::int) desc, a.asset_number
        limit 1),
        version = s.version + 1, modified_date = now(), modified_by = ${user.id}::int
      where s.id = ${s.id}::int returning s.asset_id as "assetId"`);
    const [row] = rowsOf<{ assetId: number | null }>(done);
    if (!row?.assetId) unassigned.push(s);
  }
  await ctx.audit({
    action: 'update',
    entity: 'contract',
    entityId: c.id,
    after: { autoassign: open.length },
  });
  return { assigned: open.length - unassigned.length, unassigned };
}

export async function listSubstitutions(db: Db, contractId: number): Promise<Substitution[]> {
  await rentalContract(db, contractId, false);
  const rows = await db.execute(sql`
    select x.id, x.schedule_id as "scheduleId", x.effective_date::text as "effectiveDate", x.reason,
      x.created_date as "createdDate", u.first_name || ' ' || u.last_name as "createdBy",
      json_build_object('id', fa.id, 'assetNumber', fa.asset_number, 'name', fa.name) as "fromAsset",
      json_build_object('id', ta.id, 'assetNumber', ta.asset_number, 'name', ta.name) as "toAsset"
    from ${assetSubstitutions} x
    join ${assets} fa on fa.id = x.from_asset_id
    join ${assets} ta on ta.id = x.to_asset_id
    left join ${users} u on u.id = x.created_by
    where x.contract_id = ${contractId}::int
    order by x.created_date, x.id`);
  return rowsOf<Substitution>(rows).map((r) => ({
    ...r,
    createdDate: new Date(r.createdDate).toISOString(),
  }));
}
