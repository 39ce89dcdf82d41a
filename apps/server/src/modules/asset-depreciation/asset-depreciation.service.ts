import {
  type createDepreciationBodySchema,
  type Depreciation,
  ASSET_MESSAGES as M,
  type updateDepreciationBodySchema,
} from '@fieldline/contracts/assets/assets.contract';
import { Money } from '@fieldline/contracts/common/money';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getAsset } from '../assets';
import { assetDepreciationPeriods, assetDepreciations } from './asset-depreciation.table';
import { buildSchedule, type DepreciationMethod, lifeEnd, type ScheduleInput } from './depreciation.schedule';

type CreateBody = z.output<typeof createDepreciationBodySchema>;
type UpdateBody = z.output<typeof updateDepreciationBodySchema>;
type Row = typeof assetDepreciations.$inferSelect;

const money = (v: string | number) => new Money(String(v)).toFixed(2);

/** Refuses inputs no schedule can be made of, naming the field. */
function checkInput(i: ScheduleInput) {
  if (new Money(i.salvageValue).gt(i.cost)) throw fieldError('salvageValue', M.salvageOverCost);
  if (new Money(i.openingAccumulated).gt(new Money(i.cost).minus(i.salvageValue)))
    throw fieldError('openingAccumulated', M.openingOverDepreciable);
  if (i.startDate < i.inServiceDate) throw fieldError('startDate', M.startBeforeService);
  if (i.startDate >= lifeEnd(i)) throw fieldError('startDate', M.startAfterLife);
}

async function periodsOf(db: Db, depreciationId: number) {
  return db
    .select()
    .from(assetDepreciationPeriods)
    .where(eq(assetDepreciationPeriods.depreciationId, depreciationId))
    .orderBy(asc(assetDepreciationPeriods.seq));
}

async function toDepreciation(db: Db, row: Row): Promise<Depreciation> {
  const periods = await periodsOf(db, row.id);
  const posted = periods.filter((p) => p.postedAt !== null).reduce((s, p) => s.plus(p.amount), new Money(0));
  const total = periods.reduce((s, p) => s.plus(p.amount), new Money(0));
  return {
    id: row.id,
    assetId: row.assetId,
    method: row.method as DepreciationMethod,
    rateFactor: new Money(row.rateFactor).toString(),
    cost: money(row.cost),
    salvageValue: money(row.salvageValue),
    lifeMonths: row.lifeMonths,
    inServiceDate: row.inServiceDate,
    startDate: row.startDate,
    openingAccumulated: money(row.openingAccumulated),
    isActive: row.isActive,
    posted: posted.toFixed(2),
    remaining: total.minus(posted).toFixed(2),
    periods: periods.map((p) => ({
      seq: p.seq,
      periodStart: p.periodStart,
      periodEnd: p.periodEnd,
      amount: money(p.amount),
      journalEntryId: p.journalEntryId,
      postedAt: p.postedAt ? new Date(p.postedAt).toISOString() : null,
      note: p.note,
    })),
    ...auditOut(row),
  };
}

async function depreciationRow(db: Db, assetId: number, depId: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(assetDepreciations)
    .where(and(eq(assetDepreciations.id, depId), eq(assetDepreciations.assetId, assetId)));
  if (!row) throw notFound('depreciation', 'DEPRECIATION_NOT_FOUND');
  return row;
}

export async function listDepreciations(db: Db, assetId: number): Promise<Depreciation[]> {
  await getAsset(db, assetId);
  const rows = await db
    .select()
    .from(assetDepreciations)
    .where(eq(assetDepreciations.assetId, assetId))
    .orderBy(desc(assetDepreciations.isActive), desc(assetDepreciations.id));
  return Promise.all(rows.map((r) => toDepreciation(db, r)));
}

async function writePeriods(db: Db, depreciationId: number, input: ScheduleInput, firstSeq: number) {
  const periods = buildSchedule(input);
  if (periods.length)
    await db.insert(assetDepreciationPeriods).values(
      periods.map((p) => ({
        depreciationId,
        seq: firstSeq + p.seq - 1,
        periodStart: p.periodStart,
        periodEnd: p.periodEnd,
        amount: p.amount,
      })),
    );
}

/** POST assets/{id}/depreciation: the asset's schedule, computed and stored period by period. */
export async function createDepreciation(ctx: RouteContext<CreateBody, unknown, { id: number }>) {
  const { db, body, params, user } = ctx;
  const asset = await getAsset(db, params.id);
  const [active] = await db
    .select({ id: assetDepreciations.id })
    .from(assetDepreciations)
    .where(and(eq(assetDepreciations.assetId, params.id), eq(assetDepreciations.isActive, true)));
  if (active) throw ruleViolation(M.depreciationExists);
  const inService = body.inServiceDate ?? asset.inServiceDate ?? asset.purchaseDate;
  if (!inService) throw fieldError('inServiceDate', 'Required');
  const input: ScheduleInput = {
    method: body.method,
    rateFactor: String(body.rateFactor ?? '2'),
    cost: money(body.cost ?? asset.cost),
    salvageValue: money(body.salvageValue ?? 0),
    lifeMonths: body.lifeMonths,
    inServiceDate: inService,
    startDate: body.startDate ?? inService,
    openingAccumulated: money(body.openingAccumulated ?? 0),
  };
  checkInput(input);
  const [row] = await db
    .insert(assetDepreciations)
    .values({ ...input, assetId: params.id, createdBy: user.id, modifiedBy: user.id })
    .returning();
  await writePeriods(db, row.id, input, 1);
  await ctx.audit({ entity: 'assetDepreciation', entityId: row.id, action: 'create', after: body });
  return toDepreciation(db, row);
}

/**
 * PATCH assets/{id}/depreciation/{depId}: posted periods stay as they are; the unposted rest is computed
 * again from the day after the last posted period, from what is left to depreciate.
 */
export async function updateDepreciation(
  ctx: RouteContext<UpdateBody, unknown, { id: number; depId: number }>,
) {
  const { db, body, params, user } = ctx;
  const before = await depreciationRow(db, params.id, params.depId);
  const { version, ...values } = body;
  const next = { ...before, ...values, rateFactor: String(values.rateFactor ?? before.rateFactor) };
  const input: ScheduleInput = {
    method: next.method as DepreciationMethod,
    rateFactor: next.rateFactor,
    cost: money(before.cost),
    salvageValue: money(next.salvageValue),
    lifeMonths: next.lifeMonths,
    inServiceDate: before.inServiceDate,
    startDate: before.startDate,
    openingAccumulated: money(before.openingAccumulated),
  };
  const periods = await periodsOf(db, before.id);
  const posted = periods.filter((p) => p.postedAt !== null);
  const takenSoFar = posted.reduce((s, p) => s.plus(p.amount), new Money(input.openingAccumulated));
  const resumeAt = posted.length
    ? new Date(Date.parse(`${posted[posted.length - 1].periodEnd}T00:00:00Z`) + 86_400_000)
        .toISOString()
        .slice(0, 10)
    : input.startDate;
  const rest: ScheduleInput = { ...input, startDate: resumeAt, openingAccumulated: takenSoFar.toFixed(2) };
  if (new Money(rest.salvageValue).gt(rest.cost)) throw fieldError('salvageValue', M.salvageOverCost);
  if (takenSoFar.gt(new Money(rest.cost).minus(rest.salvageValue)))
    throw fieldError('salvageValue', M.openingOverDepreciable);
  if (values.isActive === true && !before.isActive) {
    const [other] = await db
      .select({ id: assetDepreciations.id })
      .from(assetDepreciations)
      .where(and(eq(assetDepreciations.assetId, params.id), eq(assetDepreciations.isActive, true)));
    if (other) throw ruleViolation(M.depreciationExists);
  }
  await updateVersioned(db, assetDepreciations, before.id, version, values, user.id, 'depreciation');
  await db
    .delete(assetDepreciationPeriods)
    .where(
      and(eq(assetDepreciationPeriods.depreciationId, before.id), isNull(assetDepreciationPeriods.postedAt)),
    );
  if (next.isActive && resumeAt < lifeEnd(rest)) await writePeriods(db, before.id, rest, posted.length + 1);
  await ctx.audit({
    entity: 'assetDepreciation',
    entityId: before.id,
    action: 'update',
    before,
    after: body,
  });
  return toDepreciation(db, await depreciationRow(db, params.id, params.depId));
}

/** Depreciation posted per asset (its book value is cost less this), for the assets module. */
export async function postedByAsset(db: Db, assetIds: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({
      assetId: assetDepreciations.assetId,
      total: sql<string>`coalesce(sum(${assetDepreciationPeriods.amount}), 0) + coalesce(min(${assetDepreciations.openingAccumulated}), 0)`,
    })
    .from(assetDepreciations)
    .leftJoin(
      assetDepreciationPeriods,
      and(
        eq(assetDepreciationPeriods.depreciationId, assetDepreciations.id),
        isNotNull(assetDepreciationPeriods.postedAt),
      ),
    )
    .where(and(inArray(assetDepreciations.assetId, assetIds), eq(assetDepreciations.isActive, true)))
    .groupBy(assetDepreciations.assetId);
  return new Map(rows.map((r) => [r.assetId, String(r.total)]));
}
