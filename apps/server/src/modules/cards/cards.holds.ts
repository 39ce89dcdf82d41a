import {
  type CardHold,
  cardLabel,
  cardSurcharge,
  cardTotal,
  HOLD_DAYS,
  HOLD_MESSAGES,
  type HoldSubject,
  type placeHoldBodySchema,
  type processPreauthBodySchema,
} from '@fieldline/contracts/cards/cards.contract';
import { moneyString, roundMoney, toDecimal } from '@fieldline/contracts/common/money';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { toCents } from '../../integrations/card-gateway';
import type { Db } from '../../platform/db/database';
import { notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { bidRecord, bids } from '../bids';
import { getCustomerRefs } from '../customers';
import { invoices } from '../invoices';
import { jobs } from '../jobs';
import { companyToday } from '../organization';
import { addPayment, customerMoney, getPayment } from '../payments';
import { getSettings } from '../system';
import { currencyCode } from './cards.payments';
import { cardGateway } from './cards.runtime';
import { cardHolds, paymentTokens } from './cards.table';
import { expiredOn, FUNDING_TYPE, gatewayCustomer, gatewayRefusal, tokenOf } from './cards.tokens';

type HoldRow = typeof cardHolds.$inferSelect;

const expiry = (from = new Date()) => new Date(from.getTime() + HOLD_DAYS * 86_400_000).toISOString();

async function toHolds(db: Db, rows: HoldRow[]): Promise<CardHold[]> {
  if (!rows.length) return [];
  const cards = await db
    .select({ id: paymentTokens.id, cardBrand: paymentTokens.cardBrand, lastFour: paymentTokens.lastFour })
    .from(paymentTokens)
    .where(inArray(paymentTokens.id, [...new Set(rows.map((r) => r.paymentTokenId))]));
  const cardOf = new Map(cards.map((c) => [c.id, cardLabel(c)]));
  const names = await getCustomerRefs(db, [...new Set(rows.map((r) => r.customerId))]);
  const labels = await subjectLabels(db, rows);
  return rows.map((r) => ({
    id: r.id,
    subjectKind: r.subjectKind as HoldSubject,
    subjectId: r.subjectId,
    subjectLabel: labels.get(`${r.subjectKind}:${r.subjectId}`) ?? String(r.subjectId),
    customerId: r.customerId,
    customerName: names.get(r.customerId)?.name ?? '',
    paymentTokenId: r.paymentTokenId,
    card: cardOf.get(r.paymentTokenId) ?? '',
    amount: r.amount,
    heldTotal: r.heldTotal,
    status: r.status as CardHold['status'],
    expiresAt: new Date(r.expiresAt).toISOString(),
    reauthorizations: r.reauthorizations,
    problem: r.problem,
    paymentId: r.paymentId,
    note: r.note,
    createdDate: new Date(r.createdDate).toISOString(),
  }));
}

/** "Invoice INV-000253", "Job J-1042", "Bid B-0042": what each hold is for, by number. */
async function subjectLabels(db: Db, rows: HoldRow[]) {
  const ids = (kind: HoldSubject) => [
    ...new Set(rows.filter((r) => r.subjectKind === kind).map((r) => r.subjectId)),
  ];
  const [inv, job, bid] = await Promise.all([
    ids('Invoice').length
      ? db
          .select({ id: invoices.id, n: invoices.invoiceNumber })
          .from(invoices)
          .where(inArray(invoices.id, ids('Invoice')))
      : [],
    ids('Job').length
      ? db
          .select({ id: jobs.id, n: jobs.jobNumber })
          .from(jobs)
          .where(inArray(jobs.id, ids('Job')))
      : [],
    ids('PendingJob').length
      ? db
          .select({ id: bids.id, n: bids.bidNumber })
          .from(bids)
          .where(inArray(bids.id, ids('PendingJob')))
      : [],
  ]);
  return new Map<string, string>([
    ...inv.map((r) => [`Invoice:${r.id}`, `Invoice ${r.n}`] as const),
    ...job.map((r) => [`Job:${r.id}`, `Job ${r.n}`] as const),
    ...bid.map((r) => [`PendingJob:${r.id}`, `Bid ${r.n}`] as const),
  ]);
}

/** The customer of what a hold is for; a void invoice takes no hold. */
async function subjectCustomer(db: Db, kind: HoldSubject, id: number): Promise<number> {
  if (kind === 'PendingJob') return (await bidRecord(db, id)).customerId;
  if (kind === 'Job') {
    const [job] = await db.select({ customerId: jobs.customerId }).from(jobs).where(eq(jobs.id, id));
    if (!job) throw notFound('job');
    return job.customerId;
  }
  const [inv] = await db
    .select({ customerId: invoices.customerId, status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id));
  if (!inv) throw notFound('invoice');
  if (inv.status === 'Void') throw ruleViolation('A void invoice takes no hold.');
  return inv.customerId;
}

export async function listHolds(db: Db, kind: HoldSubject, id: number) {
  const rows = await db
    .select()
    .from(cardHolds)
    .where(and(eq(cardHolds.subjectKind, kind), eq(cardHolds.subjectId, id)))
    .orderBy(desc(cardHolds.id));
  return toHolds(db, rows);
}

/** Holds still held, soonest to lapse first (GET invoices/pendingtransactions). */
export async function pendingHolds(db: Db) {
  const rows = await db
    .select()
    .from(cardHolds)
    .where(eq(cardHolds.status, 'Held'))
    .orderBy(asc(cardHolds.expiresAt))
    .limit(500);
  return toHolds(db, rows);
}

/** A hold on one of the customer's unexpired stored cards: the amount and, with reward pay, its surcharge. */
async function holdOnCard(db: Db, customerId: number, tokenId: number, amount: string) {
  const token = await tokenOf(db, customerId, tokenId);
  if (expiredOn(await companyToday(db))(token))
    throw ruleViolation('The card has expired; choose another card or add a new one.');
  const gateway = cardGateway();
  if (token.gatewayKind !== gateway.kind)
    throw ruleViolation('The card was saved with another card gateway; add it again to charge it.');
  const surcharge = cardSurcharge(amount, await getSettings(db), FUNDING_TYPE[token.funding] ?? '');
  return { token, gateway, heldTotal: cardTotal(amount, surcharge) };
}

type PlaceCtx = RouteContext<z.output<typeof placeHoldBodySchema>, unknown, unknown>;

/** POST pre-auth/{kind}/{id}: the row first (its id keys the gateway call), then the hold at the gateway. */
export async function placeHold(ctx: PlaceCtx, kind: HoldSubject, subjectId: number): Promise<CardHold> {
  const { db, body, user } = ctx;
  const customerId = await subjectCustomer(db, kind, subjectId);
  const amount = moneyString(body.amount);
  if (toDecimal(amount).lessThan('0.50')) throw ruleViolation('A card hold must be at least 0.50.');
  const { token, gateway, heldTotal } = await holdOnCard(db, customerId, body.paymentTokenId, amount);
  const [row] = await db
    .insert(cardHolds)
    .values({
      subjectKind: kind,
      subjectId,
      customerId,
      paymentTokenId: token.id,
      gatewayKind: gateway.kind,
      gatewayRef: '',
      amount,
      heldTotal,
      expiresAt: expiry(),
      note: body.note ?? '',
      createdBy: user.id,
    })
    .returning();
  let ref: string;
  try {
    const hold = await gateway.charge({
      customerRef: await gatewayCustomer(db, customerId),
      paymentMethodRef: token.token,
      amountCents: toCents(heldTotal),
      currency: await currencyCode(db, (await customerMoney(db, customerId)).currencyId),
      capture: false,
      description: `Fieldline hold ${row.id} for ${kind} ${subjectId}`,
      idempotencyKey: `fieldline-hold-${ctx.operationKey ?? `h${row.id}`}`,
    });
    ref = hold.id;
  } catch (err) {
    throw gatewayRefusal(err, 'The card gateway could not be reached; nothing was held. Please try again.');
  }
  ctx.afterRollback(() => void gateway.cancel(ref).catch(() => {}));
  const [after] = await db
    .update(cardHolds)
    .set({ gatewayRef: ref })
    .where(eq(cardHolds.id, row.id))
    .returning();
  await ctx.audit({
    entity: 'cardHold',
    entityId: row.id,
    action: 'create',
    after: { kind, subjectId, amount },
  });
  return (await toHolds(db, [after]))[0];
}

async function heldRow(db: Db, id: number): Promise<HoldRow> {
  const [row] = await db.select().from(cardHolds).where(eq(cardHolds.id, id)).for('update');
  if (!row) throw notFound('hold');
  if (row.status !== 'Held') throw ruleViolation(HOLD_MESSAGES.notHeld);
  return row;
}

/** DELETE pre-auth/{id}: released at the gateway last, so a refusal there leaves the hold as it was. */
export async function releaseHold(ctx: RouteContext<unknown, unknown, { id: number }>): Promise<CardHold> {
  const { db, params } = ctx;
  const row = await heldRow(db, params.id);
  const [after] = await db
    .update(cardHolds)
    .set({ status: 'Released' })
    .where(eq(cardHolds.id, row.id))
    .returning();
  await ctx.audit({ entity: 'cardHold', entityId: row.id, action: 'release' });
  try {
    await cardGateway().cancel(row.gatewayRef);
  } catch (err) {
    throw gatewayRefusal(err, 'The card gateway could not be reached; the hold is still held.');
  }
  return (await toHolds(db, [after]))[0];
}

type CaptureCtx = RouteContext<z.output<typeof processPreauthBodySchema>, unknown, { id: number }>;

/**
 * POST invoices/{id}/process-preauth: captures a hold made for the invoice, its job or its bid, as a stored
 * card payment applied to the invoice (through the payments module, like any card payment). By default the
 * smaller of the hold and what the invoice owes; the rest of the hold is released by the gateway.
 */
export async function processPreauth(ctx: CaptureCtx) {
  const { db, body, params, user } = ctx;
  const hold = await heldRow(db, body.preAuthId);
  const [inv] = await db.select().from(invoices).where(eq(invoices.id, params.id));
  if (!inv) throw notFound('invoice');
  const forIt =
    (hold.subjectKind === 'Invoice' && hold.subjectId === inv.id) ||
    (hold.subjectKind === 'Job' && hold.subjectId === inv.jobId) ||
    (hold.subjectKind === 'PendingJob' && hold.subjectId === inv.bidId);
  if (!forIt || hold.customerId !== inv.customerId) throw ruleViolation(HOLD_MESSAGES.notForInvoice);
  if (inv.status === 'Void' || toDecimal(inv.balance).lessThanOrEqualTo(0))
    throw ruleViolation(HOLD_MESSAGES.nothingOwed);
  const { rate } = await customerMoney(db, inv.customerId);
  // The invoice owes home currency; the card is charged in the customer's.
  const owed = roundMoney(toDecimal(inv.balance).times(rate));
  const amount = moneyString(body.amount ?? (owed.lessThan(hold.amount) ? owed : hold.amount));
  const { heldTotal } = await holdOnCard(db, hold.customerId, hold.paymentTokenId, amount);
  if (toDecimal(heldTotal).greaterThan(hold.heldTotal))
    throw ruleViolation(HOLD_MESSAGES.overHold(hold.heldTotal));
  const applied = roundMoney(toDecimal(amount).dividedBy(rate));
  const paymentId = await addPayment(
    db,
    {
      customerId: inv.customerId,
      paymentDate: body.paymentDate ?? (await companyToday(db)),
      amount,
      paymentMethodId: 0,
      paymentTokenId: hold.paymentTokenId,
      holdRef: hold.gatewayRef,
      bankAccountId: body.bankAccountId,
      reference: `Hold ${hold.id}`,
      applications: [
        { invoiceId: inv.id, amount: moneyString(applied.greaterThan(inv.balance) ? inv.balance : applied) },
      ],
      onRollback: ctx.afterRollback,
      operationKey: ctx.operationKey,
    },
    user.id,
  );
  await db.update(cardHolds).set({ status: 'Captured', paymentId }).where(eq(cardHolds.id, hold.id));
  await ctx.audit({
    entity: 'cardHold',
    entityId: hold.id,
    action: 'capture',
    after: { invoiceId: inv.id, amount },
  });
  return getPayment(db, paymentId);
}

/**
 * Holds that lapse within a day are held again for the same amount and the old hold released; when the
 * gateway refuses (the card expired, funds gone), the hold keeps its expiry and says why, for the office to
 * act on (pending transactions list it). Answers how many were renewed and how many could not be.
 */
export async function reauthorizeDue(db: Db, now = new Date()) {
  const soon = new Date(now.getTime() + 86_400_000).toISOString();
  const due = await db
    .select({ hold: cardHolds, token: paymentTokens.token })
    .from(cardHolds)
    .innerJoin(paymentTokens, eq(paymentTokens.id, cardHolds.paymentTokenId))
    .where(and(eq(cardHolds.status, 'Held'), sql`${cardHolds.expiresAt} < ${soon}`));
  const gateway = cardGateway();
  let renewed = 0;
  let failed = 0;
  for (const { hold, token } of due) {
    try {
      const again = await gateway.charge({
        customerRef: await gatewayCustomer(db, hold.customerId),
        paymentMethodRef: token,
        amountCents: toCents(hold.heldTotal),
        currency: await currencyCode(db, (await customerMoney(db, hold.customerId)).currencyId),
        capture: false,
        description: `Fieldline hold ${hold.id} (renewed)`,
        idempotencyKey: `fieldline-hold-${hold.id}-${hold.reauthorizations + 1}`,
      });
      await db
        .update(cardHolds)
        .set({
          gatewayRef: again.id,
          expiresAt: expiry(now),
          reauthorizations: hold.reauthorizations + 1,
          problem: null,
        })
        .where(and(eq(cardHolds.id, hold.id), eq(cardHolds.status, 'Held')));
      await gateway.cancel(hold.gatewayRef).catch(() => {});
      renewed++;
    } catch (err) {
      const problem = `Could not be renewed: ${(err as Error).message}`;
      await db.update(cardHolds).set({ problem }).where(eq(cardHolds.id, hold.id));
      failed++;
    }
  }
  return { renewed, failed };
}
