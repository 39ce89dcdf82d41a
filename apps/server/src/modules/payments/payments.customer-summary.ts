import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { customerCredits, payments } from './payments.table';

export interface CustomerPaymentSummary {
  /** Σ balance of the customer's Open credits (issued and overpayments), home currency. */
  unappliedCredits: string;
  lastPaymentDate: string | null;
  /** The last payment's system amount (home currency, like every other balance figure). */
  lastPaymentAmount: string | null;
}

/**
 * Unapplied credits and the latest payment that is not void, in one statement (the credits by
 * `customer_credits_customer_idx`, the payment by `payments_customer_idx` newest first).
 */
export async function customerPaymentSummary(db: Db, customerId: number): Promise<CustomerPaymentSummary> {
  const result = await db.execute(sql`
    select (select coalesce(sum(c.balance), 0)::numeric(18, 2)::text
              from ${customerCredits} c
             where c.customer_id = ${customerId} and c.status = 'Open') as "unappliedCredits",
           last.payment_date::text as "lastPaymentDate",
           last.amount::text as "amount",
           last.currency_rate::text as "rate"
      from (select 1) as one
      left join lateral (
        select p.payment_date, p.amount, p.currency_rate
          from ${payments} p
         where p.customer_id = ${customerId} and p.status <> 'Void'
         order by p.payment_date desc, p.id desc
         limit 1) as last on true`);
  const row = result.rows[0] as {
    unappliedCredits: string;
    lastPaymentDate: string | null;
    amount: string | null;
    rate: string | null;
  };
  return {
    unappliedCredits: row.unappliedCredits,
    lastPaymentDate: row.lastPaymentDate,
    // Same conversion as the payment's posting: amount / rate, half-to-even to cents.
    lastPaymentAmount:
      row.amount === null ? null : moneyString(toDecimal(row.amount).dividedBy(row.rate ?? '1')),
  };
}
