import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { EntryDocument } from '../ledger';
import { customerCredits, payments } from './payments.table';

/** Names the payment behind a Payment, PaymentVoid or Deposit entry for the ledger's reverse/adjust refusal. */
export async function describePaymentEntry(db: Db, paymentId: number): Promise<EntryDocument | null> {
  const [p] = await db
    .select({ id: payments.id, reference: payments.reference, date: payments.paymentDate })
    .from(payments)
    .where(eq(payments.id, paymentId));
  if (!p) return null;
  return {
    label: `payment ${p.id}${p.reference ? ` (${p.reference})` : ''} of ${p.date}`,
    action: 'Void the payment on its page instead.',
  };
}

/** Names the customer credit behind a Credit or CreditApplication entry. */
export async function describeCreditEntry(db: Db, creditId: number): Promise<EntryDocument | null> {
  const [c] = await db
    .select({ id: customerCredits.id, date: customerCredits.creditDate })
    .from(customerCredits)
    .where(eq(customerCredits.id, creditId));
  if (!c) return null;
  return {
    label: `customer credit ${c.id} of ${c.date}`,
    action: 'Correct it with a new credit or invoice for the customer instead.',
  };
}
