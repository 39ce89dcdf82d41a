import { inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { companyToday } from '../organization';
import { recordedGatewayRefs, refundCardPayment } from '../payments';
import { cardGateway } from './cards.runtime';
import { cardHolds } from './cards.table';

/** Longer than any request takes: a charge younger than this may still be on its way into the books. */
export const RECONCILE_GRACE_SECONDS = 600;
/** How far back the gateway is asked (a lost answer is found on the next runs well within this). */
const LOOK_BACK_SECONDS = 2 * 86_400;

/**
 * Settles charges whose outcome Fieldline never learned: the gateway's answer was lost (a timeout, a dropped
 * connection, a crash before the commit) and the client did not retry. Every charge and hold Fieldline makes
 * carries its operation key; one the books do not know after the grace period is given back: a hold is
 * released, a charge refunded in full (what is not refunded yet). The gateway is the record of what moved.
 * A recorded payment refunded in full at the gateway but not in the books (a refund whose answer was lost) is
 * refunded in the books. Answers what it found and did; a failure leaves the rest for the next run.
 */
export async function reconcileCharges(db: Db, now = new Date()) {
  const gateway = cardGateway();
  const nowS = Math.floor(now.getTime() / 1000);
  const settled = (await gateway.recentCharges(nowS - LOOK_BACK_SECONDS)).filter(
    (c) => c.operation?.startsWith('fieldline-') && c.created <= nowS - RECONCILE_GRACE_SECONDS,
  );
  const refs = settled.map((c) => c.id);
  const paid = await recordedGatewayRefs(db, refs);
  const held = new Set(
    refs.length
      ? (
          await db
            .select({ ref: cardHolds.gatewayRef })
            .from(cardHolds)
            .where(inArray(cardHolds.gatewayRef, refs))
        ).map((h) => h.ref)
      : [],
  );
  let refunded = 0;
  let released = 0;
  let booked = 0;
  for (const c of settled) {
    const payment = paid.get(c.id);
    // Refunded in full at the gateway (a refund whose answer was lost) but not in the books: book it.
    if (payment?.status === 'Applied' && c.capturedCents > 0 && c.refundedCents >= c.capturedCents) {
      const today = await companyToday(db);
      await db.transaction((tx) => refundCardPayment(tx as unknown as Db, payment.id, null, today, false));
      booked++;
      continue;
    }
    if (payment || held.has(c.id)) continue;
    if (c.status === 'requires_capture') {
      await gateway.cancel(c.id);
      released++;
    } else if (c.status === 'succeeded' && c.capturedCents > c.refundedCents) {
      await gateway.refund(c.id, c.capturedCents - c.refundedCents, `fieldline-reconcile-${c.id}`);
      refunded++;
    }
  }
  return { checked: settled.length, refunded, released, booked };
}
