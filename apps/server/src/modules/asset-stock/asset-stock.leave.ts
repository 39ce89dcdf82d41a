import { ASSET_STOCK_MESSAGES as M } from '@fieldline/contracts/assets/asset-stock.contract';
import { formatDate } from '@fieldline/contracts/common/dates';
import { Money, moneyString } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { fieldError, ruleViolation } from '../../platform/errors';
import { assetDepreciations, postDueDepreciation } from '../asset-depreciation';
import { assets } from '../assets';
import { accountsForRoles, type PostingLine, postEntry, postingDateFor } from '../ledger';
import { assetSchedules } from '../rentals/rentals.table';
import { assetStockMoves } from './asset-stock.table';

/** An asset about to leave the books, with what it carries in them. */
export interface LeavingAsset {
  id: number;
  assetNumber: string;
  name: string;
  officeId: number;
  /** Its own item, else its group's. */
  itemId: number | null;
  serialNumber: string | null;
  modelNumber: string | null;
  /** What it carries in Fixed Assets: cost less any depreciation taken before Fieldline. */
  carried: Decimal;
  /** Depreciation posted in Fieldline (in Accumulated Depreciation). */
  accumulated: Decimal;
  bookValue: Decimal;
}

/**
 * Locks the assets, refuses unknown, inactive and still-booked ones, posts their depreciation due up to
 * `date`, and answers their figures. Booked means a rental booking not yet returned that ends on or after
 * the day: the rental desk unlinks or substitutes it first.
 */
export async function leavingAssets(db: Db, ids: number[], date: string, userId: number) {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select()
    .from(assets)
    .where(inArray(assets.id, wanted))
    .orderBy(asc(assets.id))
    .for('update');
  if (rows.length !== wanted.length) throw fieldError('assetIds', M.unknownAsset);
  const inactive = rows.find((a) => !a.isActive);
  if (inactive) throw ruleViolation(M.inactive(inactive.assetNumber));
  const early = rows.find((a) => a.inServiceDate !== null && a.inServiceDate > date);
  if (early) throw ruleViolation(M.beforeService(early.assetNumber, formatDate(early.inServiceDate!)));
  const [booked] = await db
    .select({ assetId: assetSchedules.assetId, startDate: assetSchedules.startDate })
    .from(assetSchedules)
    .where(
      and(
        inArray(assetSchedules.assetId, wanted),
        ne(assetSchedules.status, 'Returned'),
        sql`${assetSchedules.endDate} >= ${date}`,
      ),
    )
    .orderBy(asc(assetSchedules.startDate))
    .limit(1);
  if (booked) {
    const a = rows.find((r) => r.id === booked.assetId)!;
    throw ruleViolation(M.booked(a.assetNumber, formatDate(booked.startDate)));
  }
  await postDueDepreciation(db, date, userId, wanted);
  const figures = rowsOf<{ id: number; posted: string; opening: string; item: number | null }>(
    await db.execute(sql`select a.id,
        (select coalesce(sum(p.amount), 0) from asset_depreciation_periods p
           join asset_depreciations d on d.id = p.depreciation_id
          where d.asset_id = a.id and p.posted_at is not null)::text as posted,
        (select coalesce(max(d.opening_accumulated), 0) from asset_depreciations d
          where d.asset_id = a.id and d.is_active)::text as opening,
        coalesce(a.item_id, (select g.item_id from asset_groups g where g.id = a.group_id)) as item
      from assets a where a.id = any(${`{${wanted.join(',')}}`}::int[])`),
  );
  const byId = new Map(figures.map((f) => [f.id, f]));
  const assetOf = new Map(rows.map((a) => [a.id, a]));
  // In the caller's order, so that what is made from each answers in that order.
  return wanted.map((id): LeavingAsset => {
    const a = assetOf.get(id)!;
    const f = byId.get(id)!;
    const carried = new Money(a.cost).minus(f.opening);
    const accumulated = new Money(f.posted);
    return {
      id: a.id,
      assetNumber: a.assetNumber,
      name: a.name,
      officeId: a.officeId,
      itemId: f.item,
      serialNumber: a.serialNumber,
      modelNumber: a.modelNumber,
      carried,
      accumulated,
      bookValue: carried.minus(accumulated),
    };
  });
}

/**
 * The entry taking the assets out of Fixed Assets: Accumulated Depreciation debited with what was posted,
 * `bookValueRole` (cost of sales for a customer, nothing when the book value went into stock through the
 * stock hook) with the book value, Fixed Assets credited with what each carried. Null when all are zero.
 */
export async function postLeaving(
  db: Db,
  leaving: LeavingAsset[],
  date: string,
  what: string,
  bookValueRole: 'COGS' | null,
  userId: number,
) {
  const acct = await accountsForRoles(db, ['FixedAssets', 'AccumulatedDepreciation', 'COGS'] as const);
  const lines: PostingLine[] = leaving.flatMap((a) => {
    const memo = `${what}: ${a.assetNumber} ${a.name}`;
    const office = { officeId: a.officeId, memo };
    const credit = bookValueRole ? a.carried : a.accumulated;
    return [
      ...(a.accumulated.isZero()
        ? []
        : [{ accountId: acct.AccumulatedDepreciation, debit: moneyString(a.accumulated), ...office }]),
      ...(bookValueRole && !a.bookValue.isZero()
        ? [{ accountId: acct[bookValueRole], debit: moneyString(a.bookValue), ...office }]
        : []),
      ...(credit.isZero() ? [] : [{ accountId: acct.FixedAssets, credit: moneyString(credit), ...office }]),
    ];
  });
  if (lines.length === 0) return null;
  const on = await postingDateFor(db, date, { what: 'the asset transfer' });
  return postEntry(db, {
    entryDate: on.postedOn,
    sourceType: 'AssetDisposal',
    sourceId: leaving[0].id,
    memo: what,
    reference: leaving[0].assetNumber,
    lines,
    userId,
  });
}

type MoveRow = typeof assetStockMoves.$inferInsert;

/**
 * The assets are off the books: inactive, no schedule left to post; the move kept per asset with the
 * amounts posted (`where` adds each asset's item, warehouse or equipment).
 */
export async function markLeft(
  db: Db,
  leaving: LeavingAsset[],
  move: Pick<MoveRow, 'kind' | 'moveDate' | 'journalEntryId' | 'note' | 'createdBy'>,
  where: (a: LeavingAsset, i: number) => Partial<MoveRow>,
) {
  const ids = leaving.map((a) => a.id);
  await db
    .update(assets)
    .set({
      isActive: false,
      isRentable: false,
      modifiedDate: sql`now()`,
      version: sql`${assets.version} + 1`,
    })
    .where(inArray(assets.id, ids));
  await db
    .update(assetDepreciations)
    .set({ isActive: false })
    .where(and(inArray(assetDepreciations.assetId, ids), eq(assetDepreciations.isActive, true)));
  await db.insert(assetStockMoves).values(
    leaving.map((a, i) => ({
      ...move,
      ...where(a, i),
      assetId: a.id,
      cost: moneyString(a.carried),
      accumulated: moneyString(a.accumulated),
      bookValue: moneyString(a.bookValue),
    })),
  );
}

export const sumOf = (list: Decimal[]) => moneyString(list.reduce((s, v) => s.plus(v), new Money(0)));
