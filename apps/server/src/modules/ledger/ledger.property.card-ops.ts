import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';
import type { Db } from '../../platform/db/database';
import { saveTestCard } from '../cards/cards.test-helpers';
import { addDays } from '../invoices';
import { addPayment, refundCardPayment } from '../payments';

/**
 * Stored card payments (issue 20) in the ledger property test: a payment charged to a customer's credit,
 * debit or declining test card, with or without the reward-pay surcharge, applied to nothing (the customer's
 * credit) or to one open invoice; and the full refund of one, through the services the routes call.
 */

export type CardOp =
  | { k: 'cardPayment'; c: number; card: number; surcharge: number; cents: number; i: number; day: number }
  | { k: 'refundCard'; p: number; day: number };

export const cardOpArb: fc.Arbitrary<CardOp> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      k: fc.constant('cardPayment' as const),
      c: fc.nat({ max: 5 }),
      card: fc.nat({ max: 2 }),
      surcharge: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 })),
      cents: fc.integer({ min: 40, max: 2_000_000 }),
      i: fc.nat({ max: 50 }),
      day: fc.nat({ max: 320 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      k: fc.constant('refundCard' as const),
      p: fc.nat({ max: 50 }),
      day: fc.nat({ max: 360 }),
    }),
  },
);

const KINDS = new Set(['cardPayment', 'refundCard']);
export const isCardOp = (op: { k: string }): op is CardOp => KINDS.has(op.k);

/** Each fixture customer's test cards: Visa credit, Visa debit, and one declined when charged. */
export type CardFixture = Map<number, number[]>;
const TEST_NUMBERS = ['4242424242424242', '4000056655665556', '4000000000009995'];

export async function cardFixture(t: TestApp, admin: string, customers: number[]): Promise<CardFixture> {
  const cards: CardFixture = new Map();
  for (const customerId of customers) {
    const ids: number[] = [];
    for (const number of TEST_NUMBERS) ids.push(await saveTestCard(t, admin, customerId, number));
    cards.set(customerId, ids);
  }
  return cards;
}

async function setSurcharge(db: Db, basisPoints: number) {
  const on = basisPoints > 0;
  const percent = moneyString(toDecimal(basisPoints).dividedBy(100));
  await db.execute(
    sql`insert into settings (key, value) values
          ('rewardPay_Enabled', ${JSON.stringify(on)}::jsonb),
          ('rewardPay_SurchargePercent', ${JSON.stringify(percent)}::jsonb)
        on conflict (key) do update set value = excluded.value`,
  );
}

export async function runCardOp(
  db: Db,
  fx: { userId: number; customers: number[]; bankAccountId: number; cards: CardFixture },
  s: { invoices: { id: number; customerId: number }[]; cardPayments: number[] },
  op: CardOp,
): Promise<'done' | 'refused' | 'skipped'> {
  const date = addDays('2026-01-01', op.day);
  if (op.k === 'refundCard') {
    if (!s.cardPayments.length) return 'skipped';
    await refundCardPayment(db, s.cardPayments[op.p % s.cardPayments.length], fx.userId, date);
    return 'done';
  }
  const customerId = fx.customers[op.c % fx.customers.length];
  const tokenId = (fx.cards.get(customerId) ?? [])[op.card];
  const amount = moneyString(toDecimal(op.cents).dividedBy(100));
  const mine = s.invoices.filter((v) => v.customerId === customerId);
  const invoice = op.i % 2 === 0 && mine.length ? mine[op.i % mine.length] : null;
  await setSurcharge(db, op.surcharge);
  const id = await addPayment(
    db,
    {
      customerId,
      paymentDate: date,
      amount,
      paymentMethodId: 0,
      paymentTokenId: tokenId,
      bankAccountId: fx.bankAccountId,
      // The whole invoice balance when it is less than the payment; the rules refuse more than it owes.
      applications: invoice ? [{ invoiceId: invoice.id, amount }] : [],
    },
    fx.userId,
  );
  s.cardPayments.push(id);
  return 'done';
}

/**
 * Merchant Fees holds every card payment's fee (a refund's reversal takes it out and its CardRefund entry
 * puts it back: the gateway keeps it); Card Surcharges the surcharges of the payments not refunded.
 */
export async function cardsTieOut(tx: Db) {
  const [row] = (
    await tx.execute(
      sql`select
            (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l
               join gl_accounts a on a.id = l.account_id where a.system_role = 'MerchantFees')::numeric(18, 2)::text as fees,
            (select coalesce(sum(gateway_fee), 0) from payments where gateway_ref is not null)::numeric(18, 2)::text as charged_fees,
            (select coalesce(sum(l.credit - l.debit), 0) from journal_lines l
               join gl_accounts a on a.id = l.account_id where a.system_role = 'CardSurcharges')::numeric(18, 2)::text as surcharges,
            (select coalesce(sum(surcharge), 0) from payments
               where gateway_ref is not null and status = 'Applied')::numeric(18, 2)::text as kept_surcharges`,
    )
  ).rows as { fees: string; charged_fees: string; surcharges: string; kept_surcharges: string }[];
  expect({ fees: row.fees, surcharges: row.surcharges }).toEqual({
    fees: row.charged_fees,
    surcharges: row.kept_surcharges,
  });
}
