import { addIsoDays, formatDate } from '@fieldline/contracts/common/dates';
import { Money, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { contractVisits } from '../contract-visits';
import { contractStatuses, contracts, contractTypes } from '../contracts';
import { computeLines, createInvoice, type LineInput } from '../invoices';
import { jobs } from '../jobs';
import { accountsForRoles } from '../ledger';
import { listCollectionLines } from '../line-items';
import { locations } from '../locations/locations.table';
import { companyTimezoneSql } from '../organization';
import { type RentalChargeLine, rentalChargeLines } from '../rentals';
import { type BillingPeriod, duePeriods, type PeriodicSchedule } from './contract-billing.periods';
import { contractBillings } from './contract-billing.table';

export interface BillingRunResult {
  invoices: number;
  total: string;
  /** Contracts that were due but have no priced items: nothing to invoice. */
  withoutItems: string[];
}

type DueContract = Awaited<ReturnType<typeof dueContracts>>[number];

/** Active contracts with something due by `through`: a periodic period started, or a per-visit visit done. */
async function dueContracts(db: Db, through: string, contractId?: number) {
  return db
    .select({
      id: contracts.id,
      contractNumber: contracts.contractNumber,
      customerId: contracts.customerId,
      locationId: contracts.locationId,
      officeId: contracts.officeId,
      poNumber: contracts.poNumber,
      startDate: contracts.startDate,
      endDate: contracts.endDate,
      billedThrough: contracts.billedThrough,
      billingSchedule: contracts.billingSchedule,
      revenueRecognition: contracts.revenueRecognition,
      isRental: contractTypes.isRental,
      taxScheduleId: locations.taxScheduleId,
    })
    .from(contracts)
    .innerJoin(contractStatuses, eq(contractStatuses.id, contracts.statusId))
    .innerJoin(contractTypes, eq(contractTypes.id, contracts.typeId))
    .leftJoin(locations, eq(locations.id, contracts.locationId))
    .where(
      and(
        eq(contractStatuses.statusType, 'Active'),
        contractId ? eq(contracts.id, contractId) : undefined,
        sql`${contracts.startDate} <= ${through}::date`,
        sql`(${contracts.billingSchedule} = 'PerVisit' or ${contracts.billedThrough} is null
          or (${contracts.billedThrough} <= ${through}::date and ${contracts.billedThrough} <= ${contracts.endDate}))`,
      ),
    )
    .orderBy(contracts.id)
    .for('update', { of: contracts, skipLocked: true });
}

/** Visits of per-visit contracts whose job is completed by the end of `through` and not billed yet. */
async function doneUnbilledVisits(db: Db, contractIds: number[], through: string) {
  if (contractIds.length === 0) return [];
  return db
    .select({
      id: contractVisits.id,
      contractId: contractVisits.contractId,
      occurrenceDate: contractVisits.occurrenceDate,
      jobNumber: jobs.jobNumber,
    })
    .from(contractVisits)
    .innerJoin(jobs, eq(jobs.id, contractVisits.jobId))
    .leftJoin(contractBillings, eq(contractBillings.contractVisitId, contractVisits.id))
    .where(
      and(
        inArray(contractVisits.contractId, contractIds),
        isNull(contractBillings.id),
        sql`${jobs.completedDate} < ((${through}::date + 1)::timestamp at time zone ${companyTimezoneSql})`,
      ),
    )
    .orderBy(contractVisits.contractId, contractVisits.occurrenceDate);
}

/** The contract's lines as invoice lines for one period; `share` scales a short last period by its days. */
function invoiceLines(
  lines: Awaited<ReturnType<typeof listCollectionLines>>,
  share: { days: number; fullDays: number } | null,
  label: string,
  revenueAccountId: number,
): LineInput[] {
  return lines.map((l) => {
    const price = toDecimal(l.price).minus(l.discountAmt);
    const unitPrice =
      share && share.days < share.fullDays ? roundMoney(price.times(share.days).div(share.fullDays)) : price;
    const prorated = share && share.days < share.fullDays ? `, ${share.days} of ${share.fullDays} days` : '';
    return {
      itemId: l.itemId,
      description: `${l.description || l.expenseDescription || ''} (${label}${prorated})`.trim(),
      quantity: l.quantity,
      unitPrice,
      unitCost: l.cost,
      isTaxable: l.isTaxable,
      // A contract's items are a service being sold: billing them never moves stock.
      isStocked: false,
      revenueAccountId,
    };
  });
}

async function billOne(
  db: Db,
  c: DueContract,
  lines: InputLines,
  rental: RentalChargeLine[],
  what: {
    start: string;
    end: string;
    kind: 'Period' | 'Visit';
    visitId?: number;
    label: string;
    share: BillingPeriod | null;
  },
  accounts: { DeferredRevenue: number; ContractRevenue: number; RentalRevenue: number },
  userId: number | null,
) {
  // Billed after the visit is done, per-visit revenue is earned already: deferral applies to billing ahead.
  const recognition = what.kind === 'Visit' ? 'Immediate' : c.revenueRecognition;
  const account = recognition === 'Deferred' ? accounts.DeferredRevenue : accounts.ContractRevenue;
  const service = invoiceLines(lines, what.share, what.label, account);
  const created = await createInvoice(db, {
    customerId: c.customerId,
    locationId: c.locationId,
    officeId: c.officeId,
    invoiceSource: 'Contract',
    invoiceDate: what.start,
    poNumber: c.poNumber,
    notes: `${c.contractNumber}: ${what.label}`,
    taxScheduleId: c.taxScheduleId ?? null,
    userId,
    lines: [...service, ...rentalLines(rental, accounts.RentalRevenue)],
  });
  await db.insert(contractBillings).values({
    contractId: c.id,
    kind: what.kind,
    periodStart: what.start,
    periodEnd: what.end,
    contractVisitId: what.visitId ?? null,
    invoiceId: created.id,
    revenueRecognition: recognition,
    // The service part: what Deferred or Contract Revenue got (rentals go to Rental Revenue, earned as billed).
    amount: computeLines(service)
      .reduce((sum, l) => sum.plus(l.subtotal), new Money(0))
      .toFixed(2),
    createdBy: userId,
  });
  return created;
}

type InputLines = Awaited<ReturnType<typeof listCollectionLines>>;

/** Rental charges are earned over the period they bill, so they credit Rental Revenue directly. */
function rentalLines(rental: RentalChargeLine[], revenueAccountId: number): LineInput[] {
  return rental.map((r) => ({
    itemId: r.itemId,
    description: r.description,
    quantity: r.quantity,
    unitPrice: r.unitPrice,
    isTaxable: r.isTaxable,
    isStocked: false,
    revenueAccountId,
  }));
}

/**
 * Invoices everything due by `through` (the company's date): each started billing period of the Active
 * periodic contracts, billed in advance and dated its first day, and each completed visit of the per-visit
 * ones. Every invoice goes through the invoices module (numbering, tax, posting); deferred contracts credit
 * Deferred Revenue instead of Contract Revenue. A period or visit is billed once (unique key), so running
 * this twice creates nothing new.
 */
export async function runBilling(
  db: Db,
  through: string,
  userId: number | null,
  contractId?: number,
): Promise<BillingRunResult> {
  const due = await dueContracts(db, through, contractId);
  const result: BillingRunResult = { invoices: 0, total: '0.00', withoutItems: [] };
  if (due.length === 0) return result;
  const accounts = await accountsForRoles(db, [
    'DeferredRevenue',
    'ContractRevenue',
    'RentalRevenue',
  ] as const);
  const perVisit = due.filter((c) => c.billingSchedule === 'PerVisit');
  const visits = await doneUnbilledVisits(
    db,
    perVisit.map((c) => c.id),
    through,
  );
  let total = new Money(0);
  for (const c of due) {
    const billing = planFor(c, visits, through);
    if (billing.length === 0) continue;
    const lines = await listCollectionLines(db, 'Contract', c.id);
    const rental = await Promise.all(
      billing.map((what) =>
        c.isRental && what.kind === 'Period' ? rentalChargeLines(db, c.id, what.start, what.end) : [],
      ),
    );
    if (lines.length === 0 && rental.every((r) => r.length === 0)) {
      result.withoutItems.push(c.contractNumber);
      continue;
    }
    // A rental period with nothing rented and no service items is passed over: there is nothing to bill.
    for (const [i, what] of billing.entries()) {
      if (lines.length === 0 && rental[i].length === 0) continue;
      const created = await billOne(db, c, lines, rental[i], what, accounts, userId);
      result.invoices += 1;
      total = total.plus(created.total);
    }
    const last = billing.filter((b) => b.kind === 'Period').at(-1);
    if (last) await db.update(contracts).set({ billedThrough: last.end }).where(eq(contracts.id, c.id));
  }
  result.total = total.toFixed(2);
  return result;
}

function planFor(c: DueContract, visits: Awaited<ReturnType<typeof doneUnbilledVisits>>, through: string) {
  if (c.billingSchedule === 'PerVisit') {
    return visits
      .filter((v) => v.contractId === c.id)
      .map((v) => ({
        kind: 'Visit' as const,
        start: v.occurrenceDate,
        end: addIsoDays(v.occurrenceDate, 1),
        visitId: v.id,
        label: `visit of ${formatDate(v.occurrenceDate)}, job ${v.jobNumber}`,
        share: null,
      }));
  }
  return duePeriods({ ...c, schedule: c.billingSchedule as PeriodicSchedule }, through).map((p) => ({
    kind: 'Period' as const,
    start: p.start,
    end: p.end,
    label: `${formatDate(p.start)} to ${formatDate(addIsoDays(p.end, -1))}`,
    share: p,
  }));
}
