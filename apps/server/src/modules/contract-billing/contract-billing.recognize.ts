import { daysBetween } from '@fieldline/contracts/common/dates';
import { Money, roundMoney } from '@fieldline/contracts/common/money';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { contracts } from '../contracts';
import { accountsForRoles, type PostingLine, postEntry, postingDateFor } from '../ledger';
import { companyTimezoneSql } from '../organization';
import { contractBillings, contractRevenueRecognitions } from './contract-billing.table';

interface OpenPeriod {
  id: number;
  contractNumber: string;
  officeId: number;
  endDate: string;
  periodStart: string;
  periodEnd: string;
  amount: string;
  recognized: string;
  scheduled: number;
  done: number;
}

/**
 * How much of a deferred period is earned by `through`: the share of its scheduled visits that are done;
 * a period without visits is earned day by day; everything is earned once the contract's term is over.
 */
export function earnedBy(
  p: Omit<OpenPeriod, 'id' | 'contractNumber' | 'officeId' | 'recognized'>,
  through: string,
) {
  const amount = new Money(p.amount);
  if (through >= p.endDate) return amount;
  if (p.scheduled > 0) return roundMoney(amount.times(p.done).div(p.scheduled));
  const days = daysBetween(p.periodStart, p.periodEnd);
  const elapsed = Math.min(days, Math.max(0, daysBetween(p.periodStart, through) + 1));
  return roundMoney(amount.times(elapsed).div(days));
}

/**
 * Moves earned contract revenue out of Deferred Revenue: for each billed deferred period (invoice not void)
 * the part earned by `through` less what is recognised already, in one journal entry for the run (Deferred
 * Revenue debited, Contract Revenue credited, by office) and one history row per period. Visits are counted
 * in one query; a period is recognised only upward, so running this twice posts nothing new.
 */
export async function recognizeDeferredRevenue(
  db: Db,
  through: string,
  userId: number | null,
  contractId?: number,
) {
  const periods = rowsOf<OpenPeriod>(
    await db.execute(sql`
      select b.id, c.contract_number as "contractNumber", c.office_id as "officeId", c.end_date::text as "endDate",
        b.period_start::text as "periodStart", b.period_end::text as "periodEnd", b.amount::text as amount,
        b.recognized::text as recognized,
        count(v.id)::int as scheduled,
        count(v.id) filter (where j.completed_date <
          ((${through}::date + 1)::timestamp at time zone ${companyTimezoneSql}))::int as done
      from contract_billings b
      join contracts c on c.id = b.contract_id
      join invoices i on i.id = b.invoice_id and i.status <> 'Void'
      left join contract_visits v on v.contract_id = b.contract_id
        and v.occurrence_date >= b.period_start and v.occurrence_date < b.period_end
      left join jobs j on j.id = v.job_id
      where b.revenue_recognition = 'Deferred' and b.recognized < b.amount and b.period_start <= ${through}::date
        ${contractId ? sql`and b.contract_id = ${contractId}::int` : sql``}
      group by b.id, c.id
      order by c.contract_number, b.period_start`),
  );
  const moves = periods
    .map((p) => ({ ...p, delta: earnedBy(p, through).minus(p.recognized) }))
    .filter((p) => p.delta.gt(0));
  if (moves.length === 0) return { periods: 0, amount: '0.00' };
  const acct = await accountsForRoles(db, ['DeferredRevenue', 'ContractRevenue'] as const);
  const lines: PostingLine[] = moves.flatMap((p) => {
    const memo = `${p.contractNumber} revenue earned, period from ${p.periodStart}`;
    return [
      { accountId: acct.DeferredRevenue, debit: p.delta, memo, officeId: p.officeId },
      { accountId: acct.ContractRevenue, credit: p.delta, memo, officeId: p.officeId },
    ];
  });
  const on = await postingDateFor(db, through, { what: 'the revenue recognition' });
  const entry = await postEntry(db, {
    entryDate: on.postedOn,
    sourceType: 'RevenueRecognition',
    sourceId: moves[0].id,
    memo: `Contract revenue recognised through ${through}`,
    reference: `REV-${through}`,
    lines,
    userId,
  });
  await db.insert(contractRevenueRecognitions).values(
    moves.map((p) => ({
      billingId: p.id,
      recognizedOn: on.postedOn,
      amount: p.delta.toFixed(2),
      journalEntryId: entry?.id ?? null,
      note: on.notice ?? '',
    })),
  );
  // One statement for every period moved (set-based, not one update per row).
  await db.execute(sql`
    update contract_billings b set recognized = b.recognized + m.delta
    from unnest(${sql.raw(`array[${moves.map((p) => p.id).join(',')}]::int[]`)},
      ${sql.raw(`array[${moves.map((p) => p.delta.toFixed(2)).join(',')}]::numeric[]`)}) as m(id, delta)
    where b.id = m.id`);
  const amount = moves.reduce((s, p) => s.plus(p.delta), new Money(0));
  return { periods: moves.length, amount: amount.toFixed(2) };
}

/**
 * A voided contract invoice was never earned: the revenue recognised from it goes back (Contract Revenue
 * debited, Deferred Revenue credited) on the day the void posts, so Deferred Revenue keeps equalling what
 * the open billed periods still hold.
 */
export async function unrecognizeVoided(db: Db, invoiceId: number, voidedOn: string, userId: number | null) {
  const [b] = await db
    .select({
      id: contractBillings.id,
      recognized: contractBillings.recognized,
      contractNumber: contracts.contractNumber,
      officeId: contracts.officeId,
    })
    .from(contractBillings)
    .innerJoin(contracts, eq(contracts.id, contractBillings.contractId))
    .where(eq(contractBillings.invoiceId, invoiceId))
    .for('update', { of: contractBillings });
  if (!b || new Money(b.recognized).isZero()) return;
  const acct = await accountsForRoles(db, ['DeferredRevenue', 'ContractRevenue'] as const);
  const memo = `${b.contractNumber} revenue taken back: its invoice is void`;
  const entry = await postEntry(db, {
    entryDate: voidedOn,
    sourceType: 'RevenueRecognition',
    sourceId: b.id,
    memo,
    reference: `REV-VOID-${invoiceId}`,
    lines: [
      { accountId: acct.ContractRevenue, debit: b.recognized, memo, officeId: b.officeId },
      { accountId: acct.DeferredRevenue, credit: b.recognized, memo, officeId: b.officeId },
    ],
    userId,
  });
  await db.insert(contractRevenueRecognitions).values({
    billingId: b.id,
    recognizedOn: voidedOn,
    amount: new Money(b.recognized).negated().toFixed(2),
    journalEntryId: entry?.id ?? null,
    note: memo,
  });
  await db.update(contractBillings).set({ recognized: '0' }).where(eq(contractBillings.id, b.id));
}
