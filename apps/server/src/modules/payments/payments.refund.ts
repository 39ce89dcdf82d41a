import { CARD_PAYMENT_MESSAGES } from '@fieldline/contracts/cards/cards.contract';
import { moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import { accountForRole, postEntry } from '../ledger';
import { cardCharger } from './payments.cards';
import { customerMoney, getBankAccount, getPayment } from './payments.read';
import { voidWholePayment } from './payments.service';
import { payments } from './payments.table';

/**
 * Refunds a stored card payment in full (POST payments/{id}/refund): in the books it is voided (its entry
 * reversed, taken off its invoices, its overpayment credit voided), then the fee the gateway keeps on a
 * refund is moved from the bank to Merchant Fees (a CardRefund entry), then the card is refunded the amount
 * and the surcharge. The gateway is called last, so a refusal there leaves nothing changed.
 */
export async function refundCardPayment(
  db: Db,
  paymentId: number,
  userId: number | null,
  date: string,
  /** false: the card was already refunded at the gateway (the reconciliation settles it in the books). */
  atGateway = true,
) {
  const [p] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!p) throw notFound('payment');
  if (!p.gatewayRef) throw ruleViolation(CARD_PAYMENT_MESSAGES.notCardPayment);
  if (p.status === 'Refunded') throw ruleViolation(CARD_PAYMENT_MESSAGES.alreadyRefunded);
  const voided = await voidWholePayment(db, paymentId, userId, date, true);
  const refundDate = voided.voidPostedOn ?? date;
  const fee = roundMoney(toDecimal(p.gatewayFee).dividedBy(p.currencyRate));
  let refundEntryId: number | null = null;
  if (fee.greaterThan(0)) {
    const bank = await getBankAccount(db, p.bankAccountId);
    const customer = await customerMoney(db, p.customerId);
    const entry = await postEntry(db, {
      entryDate: refundDate,
      sourceType: 'CardRefund',
      sourceId: p.id,
      memo: `Fee kept by the card gateway on the refund of payment ${p.id} from ${customer.name}`,
      reference: p.cardLabel,
      userId,
      lines: [
        { accountId: await accountForRole(db, 'MerchantFees'), debit: fee, officeId: bank.officeId },
        { accountId: bank.glAccountId, credit: fee, officeId: bank.officeId },
      ],
    });
    refundEntryId = entry?.id ?? null;
  }
  await db
    .update(payments)
    .set({
      status: 'Refunded',
      refundedDate: refundDate,
      refundEntryId,
      version: sql`${payments.version} + 1`,
    })
    .where(eq(payments.id, paymentId));
  const customer = await customerMoney(db, p.customerId);
  if (atGateway)
    await cardCharger().refund(
      p.gatewayRef,
      moneyString(toDecimal(p.amount).plus(p.surcharge)),
      customer.currencyId,
      `fieldline-refund-${p.id}`,
    );
  return {
    ...(await getPayment(db, paymentId)),
    voidPostedOn: voided.voidPostedOn,
    voidNotice: voided.voidNotice,
  };
}
