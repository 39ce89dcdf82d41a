import {
  BID_MESSAGES,
  type BidContact,
  type createBidContactBodySchema,
  type updateBidContactBodySchema,
} from '@fieldline/contracts/bids/bids.contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { conflict, fieldError, notFound, ruleViolation } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getContactRefs } from '../contacts';
import { bidRecord, editableBid } from './bids.service';
import { bidContacts } from './bids.table';

type Params = { id: number; cid: number };
type Row = typeof bidContacts.$inferSelect;

async function toContacts(db: Db, rows: Row[]): Promise<BidContact[]> {
  const refs = await getContactRefs(
    db,
    rows.map((r) => r.contactId),
  );
  return rows.map((r) => {
    const c = refs.get(r.contactId);
    return {
      id: r.id,
      bidId: r.bidId,
      contact: { id: r.contactId, displayName: c?.displayName ?? '', email: c?.email ?? null },
      role: r.role,
      isPrimary: r.isPrimary,
    };
  });
}

/** The bid's contacts, primary first (also used by the bid → job conversion). */
export async function listBidContacts(db: Db, bidId: number): Promise<BidContact[]> {
  await bidRecord(db, bidId);
  const rows = await db
    .select()
    .from(bidContacts)
    .where(eq(bidContacts.bidId, bidId))
    .orderBy(asc(bidContacts.id));
  const list = await toContacts(db, rows);
  return list.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

async function contactRow(db: Db, bidId: number, cid: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(bidContacts)
    .where(and(eq(bidContacts.bidId, bidId), eq(bidContacts.id, cid)));
  if (!row) throw notFound('bid contact');
  return row;
}

export async function getBidContact(db: Db, bidId: number, cid: number): Promise<BidContact> {
  await bidRecord(db, bidId);
  return (await toContacts(db, [await contactRow(db, bidId, cid)]))[0];
}

/** One primary contact per bid: making one primary clears the others. */
async function clearPrimary(db: Db, bidId: number, keepId: number) {
  await db
    .update(bidContacts)
    .set({ isPrimary: false })
    .where(and(eq(bidContacts.bidId, bidId), ne(bidContacts.id, keepId)));
}

export async function addBidContact(
  ctx: RouteContext<z.output<typeof createBidContactBodySchema>, unknown, { id: number }>,
): Promise<BidContact> {
  const { db, body, params, user } = ctx;
  const bid = await editableBid(db, params.id);
  const contact = (await getContactRefs(db, [body.contactId])).get(body.contactId);
  if (!contact) throw fieldError('contactId', 'Unknown contact.');
  if (contact.customerId !== bid.customerId) throw ruleViolation(BID_MESSAGES.contactNotOfCustomer);
  const [clash] = await db
    .select({ id: bidContacts.id })
    .from(bidContacts)
    .where(and(eq(bidContacts.bidId, bid.id), eq(bidContacts.contactId, body.contactId)));
  if (clash) throw conflict(BID_MESSAGES.duplicateContact, 'DUPLICATE_CONTACT');
  const [row] = await db
    .insert(bidContacts)
    .values({
      bidId: bid.id,
      contactId: body.contactId,
      role: body.role ?? '',
      isPrimary: body.isPrimary ?? false,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  if (row.isPrimary) await clearPrimary(db, bid.id, row.id);
  await ctx.audit({ entity: 'bidContact', entityId: row.id, action: 'create', after: body });
  return getBidContact(db, bid.id, row.id);
}

export async function updateBidContact(
  ctx: RouteContext<z.output<typeof updateBidContactBodySchema>, unknown, Params>,
): Promise<BidContact> {
  const { db, body, params, user } = ctx;
  await editableBid(db, params.id);
  const before = await contactRow(db, params.id, params.cid);
  if (Object.keys(body).length > 0)
    await db
      .update(bidContacts)
      .set({ ...body, modifiedBy: user.id })
      .where(eq(bidContacts.id, before.id));
  if (body.isPrimary) await clearPrimary(db, params.id, before.id);
  await ctx.audit({ entity: 'bidContact', entityId: before.id, action: 'update', before, after: body });
  return getBidContact(db, params.id, before.id);
}

export async function removeBidContact(ctx: RouteContext<unknown, unknown, Params>): Promise<void> {
  const { db, params } = ctx;
  await editableBid(db, params.id);
  const before = await contactRow(db, params.id, params.cid);
  await db.delete(bidContacts).where(eq(bidContacts.id, before.id));
  await ctx.audit({ entity: 'bidContact', entityId: before.id, action: 'delete', before });
}
