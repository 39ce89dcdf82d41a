import { moneyString, sumMoney, toDecimal } from '@fieldline/contracts/common/money';
import { BillStatus } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { vendorBillItems, vendorBills, vendorBillTaxes } from './vendor-bills.table';

/** A line's amount: quantity × unit cost, rounded half-to-even to cents. */
export const lineAmount = (quantity: string, unitCost: string) =>
  moneyString(toDecimal(quantity).times(toDecimal(unitCost)));

/**
 * Recomputes a bill's subtotal, tax, amount due and balance from its lines and tax lines (after any
 * change to them), and the paid state from the amount paid.
 */
export async function recomputeTotals(db: Db, billId: number, userId: number | null): Promise<void> {
  const [lines, taxes, [bill]] = await Promise.all([
    db
      .select({ amount: vendorBillItems.amount })
      .from(vendorBillItems)
      .where(eq(vendorBillItems.billId, billId)),
    db
      .select({ amount: vendorBillTaxes.taxAmount })
      .from(vendorBillTaxes)
      .where(eq(vendorBillTaxes.billId, billId)),
    db
      .select({ amountPaid: vendorBills.amountPaid, statusName: vendorBills.statusName })
      .from(vendorBills)
      .where(eq(vendorBills.id, billId)),
  ]);
  const subTotal = sumMoney(lines.map((l) => l.amount));
  const taxAmount = sumMoney(taxes.map((t) => t.amount));
  const amountDue = subTotal.plus(taxAmount);
  const balance = amountDue.minus(toDecimal(bill.amountPaid));
  let statusName = bill.statusName;
  if (statusName === BillStatus.Approved && balance.lte(0) && amountDue.gt(0))
    statusName = BillStatus.PaidInFull;
  if (statusName === BillStatus.PaidInFull && balance.gt(0)) statusName = BillStatus.Approved;
  await db
    .update(vendorBills)
    .set({
      subTotal: moneyString(subTotal),
      taxAmount: moneyString(taxAmount),
      amountDue: moneyString(amountDue),
      balance: moneyString(balance),
      statusName,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${vendorBills.version} + 1`,
    })
    .where(eq(vendorBills.id, billId));
}
