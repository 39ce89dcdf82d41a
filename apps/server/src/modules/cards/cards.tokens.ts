import {
  type CreditCardToken,
  type createPaymentTokenBodySchema,
  CARD_MESSAGES as M,
  type updatePaymentTokenBodySchema,
} from '@fieldline/contracts/cards/cards.contract';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { CardDeclined } from '../../integrations/card-gateway';
import type { Db } from '../../platform/db/database';
import { AppError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { customerExists, getCustomerRefs } from '../customers';
import { getUserRefs } from '../identity';
import { companyToday } from '../organization';
import { cardGateway } from './cards.runtime';
import { gatewayCustomers, paymentTokens } from './cards.table';

type TokenRow = typeof paymentTokens.$inferSelect;

export const FUNDING_TYPE: Record<string, string> = { credit: 'Credit', debit: 'Debit', prepaid: 'Prepaid' };

/** Expired when the month of its expiry is before this month. */
export const expiredOn = (today: string) => (r: TokenRow) => {
  const [y, m] = today.split('-').map(Number);
  return r.expYear < y || (r.expYear === y && r.expMonth < m);
};

async function toTokens(db: Db, rows: TokenRow[]): Promise<CreditCardToken[]> {
  const people = await getUserRefs(
    db,
    rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])),
  );
  const expired = expiredOn(await companyToday(db));
  return rows.map((r) => ({
    id: r.id,
    token: r.token,
    lastFour: r.lastFour,
    nameOnCard: r.nameOnCard,
    ExpirationDate: `${String(r.expMonth).padStart(2, '0')}/${r.expYear}`,
    cardType: FUNDING_TYPE[r.funding] ?? 'Unknown',
    cardCategory: r.funding === 'debit' ? 'Debit card' : 'Credit card',
    cardBrand: r.cardBrand,
    createdDate: new Date(r.createdDate).toISOString(),
    CreatedBy: r.createdBy ? (people.get(r.createdBy)?.displayName ?? '') : '',
    isExpired: expired(r),
    IsPrimary: r.isPrimary,
    FriendlyName: r.friendlyName,
    IsSingleUse: r.isSingleUse,
  }));
}

async function mustExist(db: Db, customerId: number) {
  if (!(await customerExists(db, customerId))) throw notFound('customer');
}

/** The customer's active cards, primary first; expired ones only when asked (spec 3 §5). */
export async function listTokens(db: Db, customerId: number, includeExpired = false) {
  await mustExist(db, customerId);
  const rows = await db
    .select()
    .from(paymentTokens)
    .where(and(eq(paymentTokens.customerId, customerId), eq(paymentTokens.isActive, true)))
    .orderBy(desc(paymentTokens.isPrimary), asc(paymentTokens.id));
  const all = await toTokens(db, rows);
  return includeExpired ? all : all.filter((t) => !t.isExpired);
}

/** The customer as the gateway knows them, made at the gateway the first time. */
export async function gatewayCustomer(db: Db, customerId: number): Promise<string> {
  const gateway = cardGateway();
  const [known] = await db
    .select({ ref: gatewayCustomers.customerRef })
    .from(gatewayCustomers)
    .where(and(eq(gatewayCustomers.customerId, customerId), eq(gatewayCustomers.gatewayKind, gateway.kind)));
  if (known) return known.ref;
  const name = (await getCustomerRefs(db, [customerId])).get(customerId)?.name ?? '';
  const ref = await gateway.createCustomer({ name, fieldlineId: customerId });
  await db
    .insert(gatewayCustomers)
    .values({ customerId, gatewayKind: gateway.kind, customerRef: ref })
    .onConflictDoNothing();
  return ref;
}

/** A gateway that refused answers 422 with its own words; one that failed, 503 with the spec's message. */
export function gatewayRefusal(err: unknown, fallback: string): AppError {
  if (err instanceof CardDeclined) return ruleViolation(err.message, 'CARD_DECLINED');
  return new AppError(503, 'GATEWAY_UNAVAILABLE', fallback);
}

async function clearPrimary(db: Db, customerId: number, except?: number) {
  await db
    .update(paymentTokens)
    .set({ isPrimary: false })
    .where(
      and(
        eq(paymentTokens.customerId, customerId),
        eq(paymentTokens.isPrimary, true),
        except ? ne(paymentTokens.id, except) : undefined,
      ),
    );
}

/** Saves the card the browser tokenised at the gateway (POST payment-tokens/{customerId}). */
export async function addToken(
  ctx: RouteContext<z.output<typeof createPaymentTokenBodySchema>, unknown, { id: number }>,
) {
  const { db, body, params, user } = ctx;
  await mustExist(db, params.id);
  const gateway = cardGateway();
  let saved: Awaited<ReturnType<typeof gateway.saveCard>>;
  try {
    saved = await gateway.saveCard(await gatewayCustomer(db, params.id), body.token);
  } catch (err) {
    throw gatewayRefusal(err, M.addFailed);
  }
  const primary = body.IsPrimary ?? true;
  if (primary) await clearPrimary(db, params.id);
  const [row] = await db
    .insert(paymentTokens)
    .values({
      customerId: params.id,
      gatewayKind: gateway.kind,
      token: saved.paymentMethodRef,
      lastFour: saved.lastFour,
      nameOnCard: body.nameOnCard,
      expMonth: saved.expMonth,
      expYear: saved.expYear,
      cardBrand: saved.brand,
      funding: saved.funding,
      friendlyName: body.FriendlyName ?? '',
      isPrimary: primary,
      createdBy: user.id,
    })
    .returning();
  await ctx.audit({
    entity: 'paymentToken',
    entityId: row.id,
    action: 'create',
    after: { customerId: params.id, cardBrand: saved.brand, lastFour: saved.lastFour, isPrimary: primary },
  });
  return (await toTokens(db, [row]))[0];
}

export async function tokenOf(db: Db, customerId: number, tokenId: number) {
  const [row] = await db
    .select()
    .from(paymentTokens)
    .where(
      and(
        eq(paymentTokens.id, tokenId),
        eq(paymentTokens.customerId, customerId),
        eq(paymentTokens.isActive, true),
      ),
    );
  if (!row) throw notFound('card', 'CARD_NOT_FOUND');
  return row;
}

/** Renames a card or makes it the primary one (PATCH payment-tokens/{customerId}/token). */
export async function updateToken(
  ctx: RouteContext<z.output<typeof updatePaymentTokenBodySchema>, unknown, { id: number }>,
) {
  const { db, body, params } = ctx;
  const row = await tokenOf(db, params.id, body.id);
  if (body.IsPrimary) await clearPrimary(db, params.id, row.id);
  const [after] = await db
    .update(paymentTokens)
    .set({
      ...(body.FriendlyName !== undefined ? { friendlyName: body.FriendlyName } : {}),
      ...(body.IsPrimary ? { isPrimary: true } : {}),
    })
    .where(eq(paymentTokens.id, row.id))
    .returning();
  await ctx.audit({ entity: 'paymentToken', entityId: row.id, action: 'update', after: body });
  return (await toTokens(db, [after]))[0];
}

/**
 * Removes a card (DELETE payment-tokens/{customerId}/token/{tid}): inactive here, detached at the gateway.
 * A gateway that cannot be reached does not keep the card on the customer's list.
 */
export async function removeToken(ctx: RouteContext<unknown, unknown, { id: number; tid: number }>) {
  const { db, params } = ctx;
  const row = await tokenOf(db, params.id, params.tid);
  await db
    .update(paymentTokens)
    .set({ isActive: false, isPrimary: false })
    .where(eq(paymentTokens.id, row.id));
  await ctx.audit({ entity: 'paymentToken', entityId: row.id, action: 'delete' });
  if (row.gatewayKind === cardGateway().kind) {
    const gateway = cardGateway();
    ctx.afterCommit(() => {
      gateway.removeCard(row.token).catch(() => {});
    });
  }
}
