import { Money, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';
import type { Db } from '../../platform/db/database';
import { accountForRole, type PostingLine } from '../ledger';
import { matchBillToReceipts } from '../purchasing';
import type { vendorBillItems } from './vendor-bills.table';

type BillLine = typeof vendorBillItems.$inferSelect;

/**
 * The received-goods part of an approved bill (docs/accounting/inventory.md): each line that bills a
 * purchase-order line clears what that line received and no bill has cleared yet (up to the line's
 * quantity): Dr AccruedPayables the received value, and the difference to the bill's price for that quantity
 * to PurchasePriceVariance (Dr when the bill costs more). Returns those posting lines and, per bill line,
 * the amount they cover, which the bill's usual line posting leaves out. The clearings are recorded by the
 * purchasing module (unapproving undoes them).
 */
export async function clearReceivedNotBilled(
  db: Db,
  bill: { id: number; billDate: string; supplierId: number; officeId: number | null },
  lines: BillLine[],
  userId: number | null,
): Promise<{ posting: PostingLine[]; covered: Map<number, Decimal> }> {
  const covered = new Map<number, Decimal>();
  const linked = lines.filter((l) => l.purchaseOrderItemId && toDecimal(l.quantity).gt(0));
  if (linked.length === 0) return { posting: [], covered };
  const matches = await matchBillToReceipts(db, {
    billId: bill.id,
    date: bill.billDate,
    userId,
    lines: linked.map((l) => ({
      billItemId: l.id,
      purchaseOrderItemId: l.purchaseOrderItemId!,
      quantity: l.quantity,
    })),
  });
  if (matches.length === 0) return { posting: [], covered };
  const [accrued, variance] = await Promise.all([
    accountForRole(db, 'AccruedPayables'),
    accountForRole(db, 'PurchasePriceVariance'),
  ]);
  const byId = new Map(lines.map((l) => [l.id, l]));
  let cleared = new Money(0);
  let priceDiff = new Money(0);
  for (const m of matches) {
    const line = byId.get(m.billItemId)!;
    const qty = toDecimal(line.quantity);
    // The bill's price for the matched quantity: the whole line when it all matched, else pro rata.
    const part = toDecimal(m.quantity).equals(qty)
      ? toDecimal(line.amount)
      : roundMoney(toDecimal(line.amount).times(m.quantity).div(qty));
    covered.set(line.id, (covered.get(line.id) ?? new Money(0)).plus(part));
    cleared = cleared.plus(m.value);
    priceDiff = priceDiff.plus(part.minus(m.value));
  }
  const office = { officeId: bill.officeId ?? 0 };
  const posting: PostingLine[] = [
    {
      accountId: accrued,
      debit: cleared,
      supplierId: bill.supplierId,
      memo: 'Received not billed',
      ...office,
    },
  ];
  if (!priceDiff.isZero())
    posting.push({
      accountId: variance,
      ...(priceDiff.isNegative() ? { credit: priceDiff.neg() } : { debit: priceDiff }),
      memo: 'Purchase price variance',
      ...office,
    });
  return { posting, covered };
}
