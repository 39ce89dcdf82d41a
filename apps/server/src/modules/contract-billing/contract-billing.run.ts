import { addIsoDays, formatDate } from '@fieldline/contracts/common/dates';
import { Money, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { insertRows } from '../../platform/db/bulk-insert';
import type { Db } from '../../platform/db/database';
import { contractVisits } from '../contract-visits';
import { contractStatuses, contracts, contractTypes } from '../contracts';
import { type CreateInvoiceInput, computeLines, createInvoices, type LineInput } from '../invoices';
import { jobs } from '../jobs';
import { accountsForRoles } from '../ledger';
import { type CollectionLine, listOwnersLines } from '../line-items';
import { locations } from '../locations/locations.table';
import { companyTimezoneSql } from '../organization';
import { type RentalChargeLine, rentalChargeLines } from '../rentals';
import { duePeriods, type PeriodicSchedule } from './contract-billing.periods';
import { contractBillings } from './contract-billing.table';

/** Contracts billed together: their invoices, billing rows and lines in a few statements. */
const SLICE = 1_000;

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
  lines: CollectionLine[],
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

/** One period's or visit's invoice, and its billing row once the invoice has an id. */
function billingOf(
  c: DueContract,
  lines: InputLines,
  rental: RentalChargeLine[],
  what: BillingItem,
  accounts: { DeferredRevenue: number; ContractRevenue: number; RentalRevenue: number },
  userId: number | null,
) {
  // Billed after the visit is done, per-visit revenue is earned already: deferral applies to billing ahead.
  const recognition = what.kind === 'Visit' ? 'Immediate' : c.revenueRecognition;
  const account = recognition === 'Deferred' ? accounts.DeferredRevenue : accounts.ContractRevenue;
  const service = invoiceLines(lines, what.share, what.label, account);
  const invoice: CreateInvoiceInput = {
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
  };
  const billing = (invoiceId: number) => ({
    contractId: c.id,
    kind: what.kind,
    periodStart: what.start,
    periodEnd: what.end,
    contractVisitId: 'visitId' in what ? what.visitId : null,
    invoiceId,
    revenueRecognition: recognition,
    // The service part: what Deferred or Contract Revenue got (rentals go to Rental Revenue, earned as billed).
    amount: computeLines(service)
      .reduce((sum, l) => sum.plus(l.subtotal), new Money(0))
      .toFixed(2),
    createdBy: userId,
  });
  return { invoice, billing };
}

type InputLines = CollectionLine[];

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
  const result: BillingRunResult = { invoices: 0, total: '0.00', withoutItems: [] };
  const due = await dueContracts(db, through, contractId);
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
  // Thousands of contracts bill in a few statements a slice: their lines in one read, their invoices
  // through the invoices module's batch, their billing rows and billed-through dates in one write each.
  for (let i = 0; i < due.length; i += SLICE) {
    const slice = due.slice(i, i + SLICE);
    const linesOf = await listOwnersLines(
      db,
      'Contract',
      slice.map((c) => c.id),
    );
    const bills: ReturnType<typeof billingOf>[] = [];
    const billedThrough: { id: number; through: string }[] = [];
    for (const c of slice) {
      const billing = planFor(c, visits, through);
      if (billing.length === 0) continue;
      const lines = linesOf.get(c.id) ?? [];
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
      for (const [k, what] of billing.entries())
        if (lines.length > 0 || rental[k].length > 0)
          bills.push(billingOf(c, lines, rental[k], what, accounts, userId));
      const last = billing.filter((b) => b.kind === 'Period').at(-1);
      if (last) billedThrough.push({ id: c.id, through: last.end });
    }
    if (bills.length > 0) {
      const created = await createInvoices(
        db,
        bills.map((b) => b.invoice),
      );
      await insertRows(
        db,
        contractBillings,
        bills.map((b, k) => b.billing(created[k].id)),
      );
      result.invoices += created.length;
      total = created.reduce((sum, inv) => sum.plus(inv.total), total);
    }
    if (billedThrough.length > 0)
      await db.execute(sql`update contracts c set billed_through = v.through
        from json_to_recordset(${JSON.stringify(billedThrough)}::json) as v(id int, through date)
        where c.id = v.id`);
  }
  result.total = total.toFixed(2);
  return result;
}

type BillingItem = ReturnType<typeof planFor>[number];

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
