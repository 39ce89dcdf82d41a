import type {
  CommissionEarnOn,
  CommissionEvent,
} from '@fieldline/contracts/commissions/commissions.contract';
import { Money, moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import type { Decimal } from 'decimal.js';

/** A change to what the invoice has been paid or credited, in the order it happened. */
export interface Movement {
  date: string;
  /** Payment (a payment or an overpayment credit applied) or Credit (a credit memo applied). */
  kind: 'Payment' | 'Credit';
  amount: string;
  /** The application was undone (a payment's void, a credit unapplied) on this date. */
  undoneOn: string | null;
}

export interface ScheduleInput {
  /** The whole commission once fully earned. */
  full: Decimal;
  earnOn: CommissionEarnOn;
  invoiceDate: string;
  invoiceTotal: string;
  movements: Movement[];
  voidDate: string | null;
}

export interface ScheduledEntry {
  entryDate: string;
  event: CommissionEvent;
  amount: string;
}

interface Step {
  date: string;
  event: CommissionEvent;
  /** Change to the share counted: paid (earn on payment) or credited (earn on invoice). */
  delta: Decimal;
}

/**
 * The dated commission entries of one person on one invoice. Each step's amount is the difference between
 * the rounded commission after it and before it (half-to-even cents), so the entries always add up to the
 * rounded commission of the invoice's current state, never a cent adrift.
 * - earned on invoice: the whole commission on the invoice date; a credit memo applied takes back its share
 *   of the invoice total (given back if the credit is unapplied);
 * - earned on payment: each payment earns its share of the invoice total; a payment's void takes it back;
 *   a credit memo is not a payment, so its share is never earned;
 * - a void takes back whatever is left on the void's date.
 */
export function scheduleCommission(input: ScheduleInput): ScheduledEntry[] {
  const total = toDecimal(input.invoiceTotal);
  const onInvoice = input.earnOn === 'Invoice';
  const figure = (counted: Decimal) => {
    const share = counted.dividedBy(total);
    return roundMoney(input.full.times(onInvoice ? new Money(1).minus(share) : share));
  };

  const kind = onInvoice ? 'Credit' : 'Payment';
  const steps: Step[] = [];
  for (const m of input.movements) {
    if (m.kind !== kind) continue;
    const amount = toDecimal(m.amount);
    steps.push({ date: m.date, event: m.kind, delta: amount });
    if (m.undoneOn)
      steps.push({
        date: m.undoneOn < m.date ? m.date : m.undoneOn,
        event: m.kind === 'Payment' ? 'PaymentVoid' : 'Credit',
        delta: amount.negated(),
      });
  }
  // Stable: same-day steps keep the order they were recorded in.
  steps.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

  const entries: ScheduledEntry[] = [];
  let counted = new Money(0);
  // A zero invoice has nothing to pay or credit: it is earned in full when posted.
  let net: Decimal = onInvoice || total.lte(0) ? roundMoney(input.full) : new Money(0);
  if (!net.isZero())
    entries.push({ entryDate: input.invoiceDate, event: 'Invoice', amount: moneyString(net) });
  if (total.gt(0))
    for (const s of steps) {
      counted = counted.plus(s.delta);
      const next = figure(counted);
      const change = next.minus(net);
      if (!change.isZero()) entries.push({ entryDate: s.date, event: s.event, amount: moneyString(change) });
      net = next;
    }
  if (input.voidDate && !net.isZero())
    entries.push({ entryDate: input.voidDate, event: 'Void', amount: moneyString(net.negated()) });
  return entries;
}
