import { CARD_PAYMENT_MESSAGES } from '@fieldline/contracts/cards/cards.contract';
import { Money, moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import {
  ECHECK_METHOD,
  echeckProblem,
  STORED_CARD_METHOD,
} from '@fieldline/contracts/payments/payments.contract';
import type { Decimal } from 'decimal.js';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound, ruleViolation } from '../../platform/errors';
import { recordInvoicePayment, refreshInvoiceCommissions } from '../invoices';
import { invoices } from '../invoices/invoices.table';
import {
  accountForRole,
  assertNotBefore,
  type PostingDate,
  postEntry,
  reverseDocumentEntry,
} from '../ledger';
import { type CardCharge, chargeStoredCard, MIN_CARD_PAYMENT } from './payments.cards';
import { DEPOSIT_LATER_CARD, returnDeposit } from './payments.deposit-later';
import { customerMoney, getBankAccount, getPayment, paymentTypeId } from './payments.read';
import { customerCredits, paymentApplications, paymentMethods, payments } from './payments.table';

export interface PaymentInput {
  customerId: number;
  paymentDate: string;
  /** In the customer's (and the bank account's) currency. */
  amount: string;
  paymentMethodId: number;
  bankAccountId: number;
  reference?: string;
  note?: string;
  checkName?: string | null;
  checkNumber?: string | null;
  routingNumber?: string | null;
  accountNumber?: string | null;
  /** Home-currency amounts applied to the customer's open invoices. */
  applications: { invoiceId: number; amount: string }[];
  paymentType?: 'Payment' | 'Deposit';
  /** Method 0: the customer's stored card to charge. */
  paymentTokenId?: number | null;
  /** Method 0: capture this hold on the card (a pre-authorisation) rather than charge it anew. */
  holdRef?: string | null;
  /** The request's rollback hook: a card charged for a payment that is then not kept is refunded. */
  onRollback?: (fn: () => void) => void;
  /** The request's operation key (route context): a retried request charges the card once. */
  operationKey?: string | null;
  /**
   * Deposited later (a payment upload): the entry debits Undeposited Funds instead of the bank's GL account;
   * the bank account is where it will be deposited (markPaymentsDeposited). Not with a stored card.
   */
  depositLater?: boolean;
}

/** The rules of a payment's method: a stored card needs a card; a check / e-check needs its four fields. */
export async function checkMethod(db: Db, input: PaymentInput): Promise<void> {
  if (input.depositLater && input.paymentMethodId === STORED_CARD_METHOD)
    throw ruleViolation(DEPOSIT_LATER_CARD);
  if (input.paymentMethodId === STORED_CARD_METHOD) {
    if (!input.paymentTokenId) throw ruleViolation(CARD_PAYMENT_MESSAGES.selectCard);
    if (toDecimal(input.amount).lessThan(MIN_CARD_PAYMENT))
      throw ruleViolation(`A card payment must be at least ${MIN_CARD_PAYMENT}.`);
  }
  const [method] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, input.paymentMethodId));
  if (!method?.isActive) throw ruleViolation('The payment method does not exist or is inactive.');
  if (input.paymentMethodId === ECHECK_METHOD) {
    const problem = echeckProblem({
      name: input.checkName,
      number: input.checkNumber,
      routing: input.routingNumber,
      account: input.accountNumber,
    });
    if (problem) throw ruleViolation(problem);
  }
}

/**
 * Records money received: debit the bank account's GL account, credit receivables, all at the system
 * (home-currency) amount. Applications reduce invoices; whatever is left sits in receivables as a credit
 * balance and becomes an Overpayment customer credit.
 */
export async function addPayment(db: Db, input: PaymentInput, userId: number): Promise<number> {
  const customer = await customerMoney(db, input.customerId);
  await checkMethod(db, input);
  const bank = await getBankAccount(db, input.bankAccountId).catch(() => {
    throw ruleViolation('The bank account does not exist.');
  });
  if (!bank.isActive) throw ruleViolation('The bank account is inactive.');
  const bankCurrency = bank.currency?.id ?? null;
  if (customer.currencyId && bankCurrency && bankCurrency !== customer.currencyId)
    throw ruleViolation("The bank account is not in the customer's currency.");

  const amount = roundMoney(input.amount);
  const system = roundMoney(amount.dividedBy(customer.rate));
  const applications = mergeApplications(input.applications);
  const applied = applications.reduce((s, a) => s.plus(a.amount), new Money(0));
  if (applied.greaterThan(system))
    throw ruleViolation(
      `The amounts applied (${moneyString(applied)}) are more than the payment (${moneyString(system)}).`,
    );
  await checkInvoices(db, input.customerId, applications, { what: 'payment', date: input.paymentDate });

  const isEcheck = input.paymentMethodId === ECHECK_METHOD;
  const [payment] = await db
    .insert(payments)
    .values({
      customerId: input.customerId,
      paymentTypeId: await paymentTypeId(db, input.paymentType ?? 'Payment'),
      paymentMethodId: input.paymentMethodId,
      bankAccountId: input.bankAccountId,
      paymentDate: input.paymentDate,
      amount: moneyString(amount),
      currencyRate: customer.rate,
      reference: input.reference ?? '',
      note: input.note ?? '',
      checkName: isEcheck ? (input.checkName?.trim() ?? null) : null,
      checkNumber: isEcheck ? (input.checkNumber?.trim() ?? null) : input.checkNumber?.trim() || null,
      routingNumber: isEcheck ? (input.routingNumber?.trim() ?? null) : null,
      // Never the whole bank account number.
      accountLast4: isEcheck ? (input.accountNumber?.trim().slice(-4) ?? null) : null,
      createdBy: userId,
      modifiedBy: userId,
      depositLater: input.depositLater ?? false,
    })
    .returning({ id: payments.id });
  // The card is charged last of all the checks, and refunded if anything after it fails.
  const card =
    input.paymentMethodId === STORED_CARD_METHOD
      ? await chargeStoredCard(
          db,
          {
            ...input,
            id: payment.id,
            currencyId: customer.currencyId,
            tokenId: input.paymentTokenId as number,
          },
          customer.name,
        )
      : null;
  try {
    await postPayment(
      db,
      input,
      { id: payment.id, name: customer.name, system, rate: customer.rate, bank, card },
      userId,
    );
    await applyPayment(db, input, payment.id, { system, applied, applications, rate: customer.rate }, userId);
  } catch (err) {
    await card?.undo();
    throw err;
  }
  if (card) input.onRollback?.(() => void card.undo());
  return payment.id;
}

type Bank = Awaited<ReturnType<typeof getBankAccount>>;

/**
 * The payment's entry: the bank account against receivables at the system amount. A card payment also
 * credits its surcharge to Card Surcharges and moves the gateway's fee from the bank to Merchant Fees.
 */
async function postPayment(
  db: Db,
  input: PaymentInput,
  p: { id: number; name: string; system: Decimal; rate: string; bank: Bank; card: CardCharge | null },
  userId: number,
) {
  const { bank, card } = p;
  const office = bank.officeId;
  const inHome = (v: string) => roundMoney(toDecimal(v).dividedBy(p.rate));
  const surcharge = inHome(card?.surcharge ?? '0');
  const fee = inHome(card?.fee ?? '0');
  const cash = input.depositLater ? await accountForRole(db, 'UndepositedFunds') : bank.glAccountId;
  const entry = await postEntry(db, {
    entryDate: input.paymentDate,
    sourceType: 'Payment',
    sourceId: p.id,
    memo: `Payment from ${p.name}${input.reference ? ` (${input.reference})` : ''}${card ? ` by ${card.label}` : ''}`,
    reference: input.reference || input.checkNumber || null,
    userId,
    lines: [
      { accountId: cash, debit: p.system.plus(surcharge).minus(fee), officeId: office },
      ...(fee.greaterThan(0)
        ? [{ accountId: await accountForRole(db, 'MerchantFees'), debit: fee, officeId: office }]
        : []),
      {
        accountId: await accountForRole(db, 'AR'),
        credit: p.system,
        customerId: input.customerId,
        officeId: office,
      },
      ...(surcharge.greaterThan(0)
        ? [{ accountId: await accountForRole(db, 'CardSurcharges'), credit: surcharge, officeId: office }]
        : []),
    ],
  });
  await db
    .update(payments)
    .set({
      journalEntryId: entry?.id ?? null,
      ...(card
        ? {
            paymentTokenId: input.paymentTokenId,
            cardLabel: card.label,
            gatewayRef: card.ref,
            surcharge: card.surcharge,
            gatewayFee: card.fee,
          }
        : {}),
    })
    .where(eq(payments.id, p.id));
}

/** Applications reduce invoices; what is left over becomes an Overpayment credit. */
async function applyPayment(
  db: Db,
  input: PaymentInput,
  paymentId: number,
  m: {
    system: Decimal;
    applied: Decimal;
    applications: { invoiceId: number; amount: Decimal }[];
    rate: string;
  },
  userId: number,
) {
  const { applications } = m;
  if (applications.length) {
    await db.insert(paymentApplications).values(
      applications.map((a) => ({
        invoiceId: a.invoiceId,
        paymentId,
        amount: moneyString(a.amount),
        appliedDate: input.paymentDate,
        createdBy: userId,
        modifiedBy: userId,
      })),
    );
    for (const a of applications) await recordInvoicePayment(db, a.invoiceId, moneyString(a.amount), userId);
  }
  const left = m.system.minus(m.applied);
  if (left.greaterThan(0)) {
    const creditAmount = roundMoney(left.times(m.rate));
    await db.insert(customerCredits).values({
      customerId: input.customerId,
      source: 'Overpayment',
      paymentId,
      creditDate: input.paymentDate,
      amount: moneyString(creditAmount),
      systemAmount: moneyString(left),
      currencyRate: m.rate,
      balance: moneyString(left),
      memo: `Overpayment of payment ${paymentId}`,
      createdBy: userId,
      modifiedBy: userId,
    });
  }
}

function mergeApplications(list: { invoiceId: number; amount: string }[]) {
  const by = new Map<number, InstanceType<typeof Money>>();
  for (const a of list) by.set(a.invoiceId, (by.get(a.invoiceId) ?? new Money(0)).plus(roundMoney(a.amount)));
  return [...by].map(([invoiceId, amount]) => ({ invoiceId, amount }));
}

/** Each invoice must be the customer's, open, and owe at least the amount applied. */
export async function checkInvoices(
  db: Db,
  customerId: number,
  applications: { invoiceId: number; amount: InstanceType<typeof Money> }[],
  /** The payment's or application's date: never before an invoice it pays. */
  dated?: { what: 'payment' | 'application'; date: string },
): Promise<void> {
  if (applications.length === 0) return;
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.invoiceNumber,
      customerId: invoices.customerId,
      status: invoices.status,
      balance: invoices.balance,
      invoiceDate: invoices.invoiceDate,
    })
    .from(invoices)
    .where(
      inArray(
        invoices.id,
        applications.map((a) => a.invoiceId),
      ),
    )
    .for('update');
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const [i, a] of applications.entries()) {
    const inv = byId.get(a.invoiceId);
    if (!inv)
      throw badRequest('The request has invalid fields.', [
        { field: `applications[${i}].invoiceId`, message: 'The invoice was not found.' },
      ]);
    if (inv.customerId !== customerId)
      throw ruleViolation(`Invoice ${inv.number} belongs to another customer.`);
    if (inv.status === 'Void') throw ruleViolation(`Invoice ${inv.number} is void.`);
    if (dated) assertNotBefore(dated.what, dated.date, `invoice ${inv.number}`, inv.invoiceDate);
    if (a.amount.greaterThan(inv.balance))
      throw ruleViolation(
        `The amount applied to invoice ${inv.number} (${moneyString(a.amount)}) is more than its balance (${moneyString(inv.balance)}).`,
      );
  }
}

/** Voids a payment from one of its invoices: the payment must have been applied to that invoice. */
export async function voidPayment(
  db: Db,
  invoiceId: number,
  paymentId: number,
  userId: number,
  date?: string,
) {
  const [onInvoice] = await db
    .select({ id: paymentApplications.id })
    .from(paymentApplications)
    .where(and(eq(paymentApplications.paymentId, paymentId), eq(paymentApplications.invoiceId, invoiceId)))
    .limit(1);
  if (!onInvoice) throw notFound('payment on this invoice');
  return voidWholePayment(db, paymentId, userId, date);
}

/**
 * Voids a payment as a whole, applied or on account: reverses its entry (PaymentVoid, dated `date`, default
 * the payment's date, never before it; in a closed period on the first open day after), takes its amounts
 * off the invoices and voids the credit its overpayment became. Refused once that credit has been applied to
 * an invoice: the money it moved would be left unpaid for.
 */
export async function voidWholePayment(
  db: Db,
  paymentId: number,
  /** null: the reconciliation job settling a refund made at the gateway. */
  userId: number | null,
  date?: string,
  /** The refund of a card payment voids it in the books first (payments.refund.ts). */
  asRefund = false,
) {
  const [p] = await db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!p) throw notFound('payment');
  if (p.status === 'Void') throw ruleViolation('The payment is already void.');
  if (p.status === 'Refunded') throw ruleViolation(CARD_PAYMENT_MESSAGES.alreadyRefunded);
  if (p.gatewayRef && !asRefund)
    throw ruleViolation('A card payment is given back by refunding it to the card, not by voiding it.');
  const voidDate = date ?? p.paymentDate;
  assertNotBefore('void', voidDate, `payment ${p.id}`, p.paymentDate);
  const apps = await db
    .select()
    .from(paymentApplications)
    .where(and(eq(paymentApplications.paymentId, paymentId), eq(paymentApplications.isVoid, false)));
  const [credit] = await db
    .select()
    .from(customerCredits)
    .where(eq(customerCredits.paymentId, paymentId))
    .for('update');
  if (credit && toDecimal(credit.amountApplied).greaterThan(0))
    throw ruleViolation(
      `The payment's overpayment credit ${credit.id} has already been applied to invoices; remove those applications first.`,
    );
  const voidEntry = p.journalEntryId
    ? await reverseDocumentEntry(db, p.journalEntryId, {
        userId,
        sourceType: 'PaymentVoid',
        sourceId: p.id,
        date: voidDate,
        memo: `Void of payment ${p.id}`,
      })
    : null;
  const returned = voidEntry && p.depositEntryId ? await returnDeposit(db, p, voidEntry, userId) : null;
  for (const a of apps)
    await recordInvoicePayment(db, a.invoiceId, moneyString(toDecimal(a.amount).negated()), userId);
  if (apps.length)
    await markApplicationsVoid(
      db,
      and(eq(paymentApplications.paymentId, paymentId), eq(paymentApplications.isVoid, false)),
      userId,
    );
  if (credit)
    await db
      .update(customerCredits)
      .set({
        status: 'Void',
        balance: '0',
        modifiedBy: userId,
        modifiedDate: sql`now()`,
        version: sql`${customerCredits.version} + 1`,
      })
      .where(eq(customerCredits.id, credit.id));
  await db
    .update(payments)
    .set({
      status: 'Void',
      voidEntryId: voidEntry?.entryId ?? null,
      returnEntryId: returned,
      voidedDate: sql`now()`,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${payments.version} + 1`,
    })
    .where(eq(payments.id, paymentId));
  // Commission earned on these payments is taken back, on the void's date, now their applications are void.
  for (const invoiceId of new Set(apps.map((a) => a.invoiceId)))
    await refreshInvoiceCommissions(db, invoiceId, userId);
  const posting: PostingDate | null = voidEntry?.posting ?? null;
  return {
    ...(await getPayment(db, paymentId)),
    voidPostedOn: posting?.postedOn ?? null,
    voidNotice: posting?.notice ?? null,
  };
}

/** Applications are never deleted: an undone one stays, marked void, as the record of what happened. */
export async function markApplicationsVoid(
  db: Db,
  where: SQL | undefined,
  userId: number | null,
): Promise<void> {
  await db
    .update(paymentApplications)
    .set({
      isVoid: true,
      modifiedBy: userId,
      modifiedDate: sql`now()`,
      version: sql`${paymentApplications.version} + 1`,
    })
    .where(where);
}
