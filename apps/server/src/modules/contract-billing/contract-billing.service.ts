import {
  BILLING_MESSAGES,
  type ContractInvoice,
} from '@fieldline/contracts/contracts/contract-billing.contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import { contractStatuses, contracts } from '../contracts';
import { invoices } from '../invoices';
import { companyToday } from '../organization';
import { recognizeDeferredRevenue } from './contract-billing.recognize';
import { runBilling } from './contract-billing.run';
import { contractBillings } from './contract-billing.table';

export async function contractInvoices(db: Db, contractId: number): Promise<ContractInvoice[]> {
  const [c] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
  if (!c) throw notFound('contract');
  return db
    .select({
      billingId: contractBillings.id,
      kind: contractBillings.kind,
      periodStart: contractBillings.periodStart,
      periodEnd: contractBillings.periodEnd,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      status: invoices.status,
      total: invoices.total,
      balance: invoices.balance,
      revenueRecognition: contractBillings.revenueRecognition,
      amount: contractBillings.amount,
      recognized: contractBillings.recognized,
    })
    .from(contractBillings)
    .innerJoin(invoices, eq(invoices.id, contractBillings.invoiceId))
    .where(eq(contractBillings.contractId, contractId))
    .orderBy(asc(contractBillings.periodStart)) as Promise<ContractInvoice[]>;
}

/**
 * Bills what is due through the company's today and recognises earned deferred revenue, for one contract
 * (refused unless Active) or for all: what the daily job runs.
 */
export async function runBillingDay(db: Db, through: string, userId: number | null, contractId?: number) {
  const billed = await runBilling(db, through, userId, contractId);
  const recognized = await recognizeDeferredRevenue(db, through, userId, contractId);
  return {
    through,
    ...billed,
    recognizedPeriods: recognized.periods,
    recognizedAmount: recognized.amount,
  };
}

export async function billNow(db: Db, userId: number, contractId?: number) {
  if (contractId) {
    const [c] = await db
      .select({ statusType: contractStatuses.statusType })
      .from(contracts)
      .innerJoin(contractStatuses, eq(contractStatuses.id, contracts.statusId))
      .where(eq(contracts.id, contractId));
    if (!c) throw notFound('contract');
    if (c.statusType !== 'Active') throw ruleViolation(BILLING_MESSAGES.notActive);
  }
  return runBillingDay(db, await companyToday(db), userId, contractId);
}
