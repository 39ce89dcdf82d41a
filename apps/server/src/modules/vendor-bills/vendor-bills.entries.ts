import type { Db } from '../../platform/db/database';
import type { EntryDocument } from '../ledger';
import { billRefs } from './vendor-bills.read';

const billLabel = async (db: Db, billId: number) => {
  const bill = (await billRefs(db, [billId])).get(billId);
  return bill ? `vendor bill ${bill.billNumber}${bill.reference ? ` (${bill.reference})` : ''}` : null;
};

/** Names the bill behind a VendorBill or VendorBillVoid entry for the ledger's reverse/adjust refusal. */
export async function describeBillEntry(db: Db, billId: number): Promise<EntryDocument | null> {
  const label = await billLabel(db, billId);
  return label ? { label, action: 'Unapprove the bill on its page instead.' } : null;
}

/** Names the bill a BillPayment or BillPaymentVoid entry paid. */
export async function describeBillPaymentEntry(db: Db, billId: number): Promise<EntryDocument | null> {
  const label = await billLabel(db, billId);
  return label ? { label: `a payment of ${label}`, action: "Correct it on the bill's page instead." } : null;
}
