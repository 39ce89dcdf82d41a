import { Money } from '@fieldline/contracts/common/money';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { assets } from '../assets';
import { accountsForRoles, type PostingLine, postEntry, postingDateFor } from '../ledger';
import { assetDepreciationPeriods, assetDepreciations } from './asset-depreciation.table';

/**
 * Posts every due, unposted period of the active schedules (period ended on or before `through`): one
 * journal entry per period end, Depreciation Expense debited and Accumulated Depreciation credited per
 * asset and office. A period whose month is closed is posted on the first open date after it, with a note
 * saying so; a posted period is never posted again (its entry id is set in the same transaction, and the
 * rows are locked while posting).
 */
export async function postDueDepreciation(
  db: Db,
  through: string,
  userId: number | null,
  /** Only these assets' schedules (an asset leaving the books is first depreciated up to that day). */
  assetIds?: number[],
) {
  const due = await db
    .select({
      id: assetDepreciationPeriods.id,
      periodEnd: assetDepreciationPeriods.periodEnd,
      amount: assetDepreciationPeriods.amount,
      assetNumber: assets.assetNumber,
      officeId: assets.officeId,
    })
    .from(assetDepreciationPeriods)
    .innerJoin(assetDepreciations, eq(assetDepreciations.id, assetDepreciationPeriods.depreciationId))
    .innerJoin(assets, eq(assets.id, assetDepreciations.assetId))
    .where(
      and(
        isNull(assetDepreciationPeriods.postedAt),
        eq(assetDepreciations.isActive, true),
        lte(assetDepreciationPeriods.periodEnd, through),
        assetIds ? inArray(assets.id, assetIds) : undefined,
      ),
    )
    .orderBy(asc(assetDepreciationPeriods.periodEnd), asc(assets.assetNumber))
    .for('update', { of: assetDepreciationPeriods, skipLocked: true });
  if (due.length === 0) return { posted: 0, amount: '0.00', skipped: 0 };
  const acct = await accountsForRoles(db, ['DepreciationExpense', 'AccumulatedDepreciation'] as const);
  const byEnd = new Map<string, typeof due>();
  for (const p of due) byEnd.set(p.periodEnd, [...(byEnd.get(p.periodEnd) ?? []), p]);
  let total = new Money(0);
  let posted = 0;
  for (const [end, periods] of byEnd) {
    const lines: PostingLine[] = periods
      .filter((p) => new Money(p.amount).gt(0))
      .flatMap((p) => {
        const memo = `Depreciation ${p.assetNumber} to ${end}`;
        return [
          { accountId: acct.DepreciationExpense, debit: p.amount, memo, officeId: p.officeId },
          { accountId: acct.AccumulatedDepreciation, credit: p.amount, memo, officeId: p.officeId },
        ];
      });
    const on = await postingDateFor(db, end, { what: 'the depreciation' });
    const entry = lines.length
      ? await postEntry(db, {
          entryDate: on.postedOn,
          sourceType: 'Depreciation',
          sourceId: periods[0].id,
          memo: `Depreciation for the period ending ${end}`,
          reference: `DEP-${end}`,
          lines,
          userId,
        })
      : null;
    await db
      .update(assetDepreciationPeriods)
      .set({ journalEntryId: entry?.id ?? null, postedAt: new Date().toISOString(), note: on.notice ?? '' })
      .where(
        inArray(
          assetDepreciationPeriods.id,
          periods.map((p) => p.id),
        ),
      );
    posted += periods.length;
    for (const p of periods) total = total.plus(p.amount);
  }
  return { posted, amount: total.toFixed(2), skipped: 0 };
}
