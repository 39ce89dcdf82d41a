import { Money, moneyString, sumMoney, toDecimal } from '@fieldline/contracts/common/money';
import {
  APPROVE_NO_AMOUNT,
  APPROVE_NOT_PENDING,
  BillStatus,
  PAY_NOT_APPROVED,
  PAY_TOO_MUCH,
  UNAPPROVE_HAS_PAYMENTS,
  UNAPPROVE_NOT_APPROVED,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { ruleViolation } from '../../platform/errors';
import {
  accountForRole,
  assertCashAccount,
  assertNotBefore,
  getEntry,
  type PostingDate,
  type PostingLine,
  postEntry,
  reverseDocumentEntry,
} from '../ledger';
import { unmatchBill } from '../purchasing';
import { findBill, taxesOf } from './vendor-bills.read';
import { clearReceivedNotBilled } from './vendor-bills.receipts';
import { vendorBillItems, vendorBills } from './vendor-bills.table';
import { recomputeTotals } from './vendor-bills.totals';

const touch = (userId: number | null) => ({
  modifiedBy: userId,
  modifiedDate: sql`now()`,
  version: sql`${vendorBills.version} + 1`,
});

/**
 * Approves a pending bill: posts debit each line's account, debit SalesTaxPaid for each tax line and
 * credit AP (with the supplier) for the total, dated the bill date, in the caller's transaction.
 */
export async function approveBill(db: Db, billId: number, userId: number | null): Promise<void> {
  const bill = await findBill(db, billId, true);
  if (bill.statusName !== BillStatus.PendingApproval) throw ruleViolation(APPROVE_NOT_PENDING);
  const [lines, taxes] = await Promise.all([
    db.select().from(vendorBillItems).where(eq(vendorBillItems.billId, billId)),
    taxesOf(db, billId),
  ]);
  const total = sumMoney([...lines.map((l) => l.amount), ...taxes.map((t) => t.taxAmount)]);
  if (!total.gt(0)) throw ruleViolation(APPROVE_NO_AMOUNT);
  const office = { officeId: bill.officeId ?? 0 };
  const expense = await accountForRole(db, 'Expense');
  // Goods received on the bill's purchase order clear received-not-billed; the rest of each line posts as usual.
  const received = await clearReceivedNotBilled(db, bill, lines, userId);
  const postingLines: PostingLine[] = lines.map((l) => ({
    accountId: l.glAccountId ?? expense,
    debit: toDecimal(l.amount).minus(received.covered.get(l.id) ?? 0),
    memo: l.description || null,
    supplierId: bill.supplierId,
    ...office,
  }));
  postingLines.push(...received.posting);
  if (taxes.some((t) => toDecimal(t.taxAmount).gt(0))) {
    const taxPaid = await accountForRole(db, 'SalesTaxPaid');
    for (const t of taxes)
      postingLines.push({ accountId: taxPaid, debit: t.taxAmount, memo: t.taxAuthority.name, ...office });
  }
  postingLines.push({
    accountId: await accountForRole(db, 'AP'),
    credit: moneyString(total),
    supplierId: bill.supplierId,
    memo: bill.reference || bill.billNumber,
    ...office,
  });
  const entry = await postEntry(db, {
    entryDate: bill.billDate,
    sourceType: 'VendorBill',
    sourceId: bill.id,
    memo: `Vendor bill ${bill.billNumber}${bill.reference ? ` (${bill.reference})` : ''}`,
    reference: bill.billNumber,
    lines: postingLines,
    userId,
  });
  await db
    .update(vendorBills)
    .set({ statusName: BillStatus.Approved, journalEntryId: entry?.id ?? null, ...touch(userId) })
    .where(eq(vendorBills.id, billId));
  await recomputeTotals(db, billId, userId);
}

/**
 * Reverses an approved bill's posting and returns it to 'Pending Approval'; refuses a bill with payments.
 * The reversal is dated `date` (default the bill's date, never before it; in a closed period on the first
 * open day after). An entry reversed by hand earlier is not reversed again.
 */
export async function unapproveBill(
  db: Db,
  billId: number,
  userId: number | null,
  date?: string,
): Promise<PostingDate | null> {
  const bill = await findBill(db, billId, true);
  if (toDecimal(bill.amountPaid).gt(0) || bill.statusName === BillStatus.PaidInFull)
    throw ruleViolation(UNAPPROVE_HAS_PAYMENTS);
  if (bill.statusName !== BillStatus.Approved) throw ruleViolation(UNAPPROVE_NOT_APPROVED);
  const when = date ?? bill.billDate;
  assertNotBefore('unapproval', when, `bill ${bill.billNumber}`, bill.billDate);
  let posting: PostingDate | null = null;
  if (bill.journalEntryId) {
    const rev = await reverseDocumentEntry(db, bill.journalEntryId, {
      date: when,
      userId,
      sourceType: 'VendorBillVoid',
      sourceId: bill.id,
      memo: `Unapproval of vendor bill ${bill.billNumber}`,
    });
    posting = rev.posting;
    // What the bill cleared from received-not-billed is open again from the reversal's date.
    const reversedOn = rev.entryId ? (await getEntry(db, rev.entryId)).entryDate : rev.posting.postedOn;
    await unmatchBill(db, bill.id, reversedOn, userId);
  }
  await db
    .update(vendorBills)
    .set({ statusName: BillStatus.PendingApproval, journalEntryId: null, ...touch(userId) })
    .where(eq(vendorBills.id, billId));
  return posting;
}

export interface PayBillInput {
  amount: string;
  date: string;
  /** The bank's GL account paid from; the Cash account when not given. */
  bankAccountGlAccountId?: number | null;
  userId: number | null;
}

/** Pays (part of) an approved bill: debit AP, credit cash; 'Paid in Full' once the balance reaches 0. */
export async function payBill(
  db: Db,
  billId: number,
  input: PayBillInput,
): Promise<{ journalEntryId: number }> {
  const bill = await findBill(db, billId, true);
  if (bill.statusName !== BillStatus.Approved) throw ruleViolation(PAY_NOT_APPROVED);
  assertNotBefore('payment', input.date, `bill ${bill.billNumber}`, bill.billDate);
  const amount = toDecimal(input.amount);
  if (!amount.gt(0) || amount.gt(toDecimal(bill.balance))) throw ruleViolation(PAY_TOO_MUCH);
  await assertCashAccount(db, { field: 'bankAccountGlAccountId', accountId: input.bankAccountGlAccountId });
  const office = { officeId: bill.officeId ?? 0 };
  const entry = await postEntry(db, {
    entryDate: input.date,
    sourceType: 'BillPayment',
    sourceId: bill.id,
    memo: `Payment of vendor bill ${bill.billNumber}`,
    reference: bill.billNumber,
    userId: input.userId,
    lines: [
      { accountId: await accountForRole(db, 'AP'), debit: amount, supplierId: bill.supplierId, ...office },
      {
        accountId: input.bankAccountGlAccountId ?? (await accountForRole(db, 'Cash')),
        credit: amount,
        supplierId: bill.supplierId,
        ...office,
      },
    ],
  });
  await db
    .update(vendorBills)
    .set({ amountPaid: moneyString(new Money(bill.amountPaid).plus(amount)), ...touch(input.userId) })
    .where(eq(vendorBills.id, billId));
  await recomputeTotals(db, billId, input.userId);
  return { journalEntryId: entry?.id ?? 0 };
}
