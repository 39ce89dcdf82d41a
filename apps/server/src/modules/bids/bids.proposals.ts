import type {
  createProposalBodySchema,
  createProposalSentBodySchema,
  Proposal,
  ProposalSent,
  updateProposalBodySchema,
  updateProposalSentBodySchema,
} from '@fieldline/contracts/bids/bids.contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getCollection } from '../line-items';
import { bidRecord, editableBid } from './bids.service';
import { bidProposalSent, bidProposals } from './bids.table';

type P = { id: number };
type PP = { id: number; pid: number };
type PS = { id: number; pid: number; sid: number };

const sentOut = (r: typeof bidProposalSent.$inferSelect): ProposalSent => ({
  id: r.id,
  proposalId: r.proposalId,
  sentTo: r.sentTo,
  method: r.method,
  sentDate: toIso(r.sentDate),
  viewedDate: r.viewedDate ? toIso(r.viewedDate) : null,
  note: r.note,
  createdBy: r.createdBy,
});

async function toProposals(db: Db, rows: (typeof bidProposals.$inferSelect)[]): Promise<Proposal[]> {
  const sent = rows.length
    ? await db
        .select()
        .from(bidProposalSent)
        .where(
          inArray(
            bidProposalSent.proposalId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(bidProposalSent.sentDate), asc(bidProposalSent.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    bidId: r.bidId,
    name: r.name,
    introduction: r.introduction,
    terms: r.terms,
    total: r.total,
    status: r.status as Proposal['status'],
    sent: sent.filter((s) => s.proposalId === r.id).map(sentOut),
    ...auditOut(r),
  }));
}

/** The bid's collection total now (a snapshot for the proposal). */
async function bidTotal(db: Db, bidId: number, userId: number | null): Promise<string> {
  const collection = await getCollection(db, 'Bid', bidId, userId);
  return collection.totals.total;
}

async function proposalRow(db: Db, bidId: number, pid: number) {
  const [row] = await db
    .select()
    .from(bidProposals)
    .where(and(eq(bidProposals.bidId, bidId), eq(bidProposals.id, pid)));
  if (!row) throw notFound('proposal');
  return row;
}

export async function listProposals(db: Db, bidId: number): Promise<Proposal[]> {
  await bidRecord(db, bidId);
  const rows = await db
    .select()
    .from(bidProposals)
    .where(eq(bidProposals.bidId, bidId))
    .orderBy(asc(bidProposals.id));
  return toProposals(db, rows);
}

export async function getProposal(db: Db, bidId: number, pid: number): Promise<Proposal> {
  await bidRecord(db, bidId);
  return (await toProposals(db, [await proposalRow(db, bidId, pid)]))[0];
}

export async function createProposal(
  ctx: RouteContext<z.output<typeof createProposalBodySchema>, unknown, P>,
): Promise<Proposal> {
  const { db, body, params, user } = ctx;
  const bid = await editableBid(db, params.id);
  const [row] = await db
    .insert(bidProposals)
    .values({
      bidId: bid.id,
      ...body,
      total: await bidTotal(db, bid.id, user.id),
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await ctx.audit({ entity: 'bidProposal', entityId: row.id, action: 'create', after: body });
  return getProposal(db, bid.id, row.id);
}

export async function updateProposal(
  ctx: RouteContext<z.output<typeof updateProposalBodySchema>, unknown, PP>,
): Promise<Proposal> {
  const { db, body, params, user } = ctx;
  await editableBid(db, params.id);
  const before = await proposalRow(db, params.id, params.pid);
  const { version, refreshTotal, ...rest } = body;
  const values: Partial<typeof bidProposals.$inferInsert> = { ...rest };
  if (refreshTotal) values.total = await bidTotal(db, params.id, user.id);
  await updateVersioned(db, bidProposals, before.id, version, values, user.id, 'proposal');
  await ctx.audit({ entity: 'bidProposal', entityId: before.id, action: 'update', before, after: values });
  return getProposal(db, params.id, before.id);
}

async function sentRow(db: Db, pid: number, sid: number) {
  const [row] = await db
    .select()
    .from(bidProposalSent)
    .where(and(eq(bidProposalSent.proposalId, pid), eq(bidProposalSent.id, sid)));
  if (!row) throw notFound('sent record');
  return row;
}

/** Records that the proposal went out; a draft proposal becomes Sent. */
export async function recordSent(
  ctx: RouteContext<z.output<typeof createProposalSentBodySchema>, unknown, PP>,
): Promise<ProposalSent> {
  const { db, body, params, user } = ctx;
  await editableBid(db, params.id);
  const proposal = await proposalRow(db, params.id, params.pid);
  const [row] = await db
    .insert(bidProposalSent)
    .values({
      proposalId: proposal.id,
      sentTo: body.sentTo,
      method: body.method,
      ...(body.sentDate ? { sentDate: body.sentDate } : {}),
      note: body.note ?? '',
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  if (proposal.status === 'Draft')
    await db
      .update(bidProposals)
      .set({ status: 'Sent', version: sql`${bidProposals.version} + 1`, modifiedBy: user.id })
      .where(eq(bidProposals.id, proposal.id));
  await ctx.audit({ entity: 'bidProposalSent', entityId: row.id, action: 'create', after: body });
  return sentOut(row);
}

export async function updateSent(
  ctx: RouteContext<z.output<typeof updateProposalSentBodySchema>, unknown, PS>,
): Promise<ProposalSent> {
  const { db, body, params, user } = ctx;
  await editableBid(db, params.id);
  await proposalRow(db, params.id, params.pid);
  const before = await sentRow(db, params.pid, params.sid);
  const [row] = await db
    .update(bidProposalSent)
    .set({ ...body, modifiedBy: user.id, version: sql`${bidProposalSent.version} + 1` })
    .where(eq(bidProposalSent.id, before.id))
    .returning();
  await ctx.audit({ entity: 'bidProposalSent', entityId: row.id, action: 'update', before, after: body });
  return sentOut(row);
}

/**
 * Records a proposal e-mailed from its PDF (reports/documents): a sent record to the recipients, and a
 * draft proposal becomes Sent. Unlike recordSent it works on any bid: sending a copy changes no figures.
 */
export async function recordProposalEmailed(
  db: Db,
  bidId: number,
  pid: number,
  sentTo: string,
  userId: number,
  note = '',
): Promise<void> {
  const proposal = await proposalRow(db, bidId, pid);
  await db.insert(bidProposalSent).values({
    proposalId: proposal.id,
    sentTo,
    method: 'Email',
    note,
    createdBy: userId,
    modifiedBy: userId,
  });
  if (proposal.status === 'Draft')
    await db
      .update(bidProposals)
      .set({ status: 'Sent', version: sql`${bidProposals.version} + 1`, modifiedBy: userId })
      .where(eq(bidProposals.id, proposal.id));
}
