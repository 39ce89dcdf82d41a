import type {
  createProposalBodySchema,
  createProposalSentBodySchema,
  ProposalSent,
  updateProposalBodySchema,
  updateProposalSentBodySchema,
} from '@fieldline/contracts/bids/bids.contract';
import type {
  ContractProposal,
  ContractProposalSentRow,
} from '@fieldline/contracts/contracts/contract-proposals.contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { auditOut, toIso } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { getCollection } from '../line-items';
import { getContract } from './contracts.read';
import { contractProposalSent, contractProposals } from './contracts.table';

type Ctx<B, P> = RouteContext<B, unknown, P>;
type PP = { id: number; pid: number };
type Sent = typeof contractProposalSent.$inferSelect;

const sentOut = (r: Sent): ProposalSent => ({
  id: r.id,
  proposalId: r.proposalId,
  sentTo: r.sentTo,
  method: r.method,
  sentDate: toIso(r.sentDate),
  viewedDate: r.viewedDate ? toIso(r.viewedDate) : null,
  note: r.note,
  createdBy: r.createdBy,
});

async function withSent(
  db: Db,
  rows: (typeof contractProposals.$inferSelect)[],
): Promise<ContractProposal[]> {
  const ids = rows.map((r) => r.id);
  const sent = ids.length
    ? await db
        .select()
        .from(contractProposalSent)
        .where(inArray(contractProposalSent.proposalId, ids))
        .orderBy(asc(contractProposalSent.sentDate), asc(contractProposalSent.id))
    : [];
  return rows.map((r) => ({
    id: r.id,
    contractId: r.contractId,
    name: r.name,
    introduction: r.introduction,
    terms: r.terms,
    total: r.total,
    status: r.status as ContractProposal['status'],
    sent: sent.filter((s) => s.proposalId === r.id).map(sentOut),
    ...auditOut(r),
  }));
}

/** What the contract bills each period now (a snapshot for the proposal). */
const periodTotal = async (db: Db, contractId: number, userId: number | null) =>
  (await getCollection(db, 'Contract', contractId, userId)).totals.total;

/** The contract's proposal (404 for an unknown contract, then for an unknown proposal). */
export async function contractProposal(db: Db, contractId: number, pid: number) {
  await getContract(db, contractId);
  const [row] = await db
    .select()
    .from(contractProposals)
    .where(and(eq(contractProposals.contractId, contractId), eq(contractProposals.id, pid)));
  if (!row) throw notFound('proposal');
  return row;
}

export async function listContractProposals(db: Db, contractId: number) {
  await getContract(db, contractId);
  const rows = await db
    .select()
    .from(contractProposals)
    .where(eq(contractProposals.contractId, contractId))
    .orderBy(asc(contractProposals.id));
  return withSent(db, rows);
}

export const getContractProposal = async (db: Db, contractId: number, pid: number) =>
  (await withSent(db, [await contractProposal(db, contractId, pid)]))[0];

export async function createContractProposal(
  ctx: Ctx<z.output<typeof createProposalBodySchema>, { id: number }>,
) {
  const { db, body, params, user } = ctx;
  await getContract(db, params.id);
  const [row] = await db
    .insert(contractProposals)
    .values({
      contractId: params.id,
      ...body,
      total: await periodTotal(db, params.id, user.id),
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning();
  await ctx.audit({ entity: 'contractProposal', entityId: row.id, action: 'create', after: body });
  return getContractProposal(db, params.id, row.id);
}

export async function updateContractProposal(ctx: Ctx<z.output<typeof updateProposalBodySchema>, PP>) {
  const { db, body, params, user } = ctx;
  const before = await contractProposal(db, params.id, params.pid);
  const { version, refreshTotal, ...rest } = body;
  const values: Partial<typeof contractProposals.$inferInsert> = { ...rest };
  if (refreshTotal) values.total = await periodTotal(db, params.id, user.id);
  await updateVersioned(db, contractProposals, before.id, version, values, user.id, 'proposal');
  await ctx.audit({
    entity: 'contractProposal',
    entityId: before.id,
    action: 'update',
    before,
    after: values,
  });
  return getContractProposal(db, params.id, before.id);
}

/** A sent record; a draft proposal becomes Sent. Used by the Record sent button and by e-mailing the PDF. */
export async function addSentRecord(
  db: Db,
  proposal: { id: number; status: string },
  sent: { sentTo: string; method: string; sentDate?: string; note?: string },
  userId: number,
): Promise<Sent> {
  const [row] = await db
    .insert(contractProposalSent)
    .values({
      proposalId: proposal.id,
      sentTo: sent.sentTo,
      method: sent.method,
      ...(sent.sentDate ? { sentDate: sent.sentDate } : {}),
      note: sent.note ?? '',
      createdBy: userId,
      modifiedBy: userId,
    })
    .returning();
  if (proposal.status === 'Draft')
    await db
      .update(contractProposals)
      .set({ status: 'Sent', version: sql`${contractProposals.version} + 1`, modifiedBy: userId })
      .where(eq(contractProposals.id, proposal.id));
  return row;
}

export async function recordContractProposalSent(
  ctx: Ctx<z.output<typeof createProposalSentBodySchema>, PP>,
): Promise<ProposalSent> {
  const proposal = await contractProposal(ctx.db, ctx.params.id, ctx.params.pid);
  const row = await addSentRecord(ctx.db, proposal, ctx.body, ctx.user.id);
  await ctx.audit({ entity: 'contractProposalSent', entityId: row.id, action: 'create', after: ctx.body });
  return sentOut(row);
}

export async function updateContractProposalSent(
  ctx: Ctx<z.output<typeof updateProposalSentBodySchema>, PP & { sid: number }>,
): Promise<ProposalSent> {
  const { db, body, params, user } = ctx;
  await contractProposal(db, params.id, params.pid);
  const [before] = await db
    .select()
    .from(contractProposalSent)
    .where(and(eq(contractProposalSent.proposalId, params.pid), eq(contractProposalSent.id, params.sid)));
  if (!before) throw notFound('sent record');
  const [row] = await db
    .update(contractProposalSent)
    .set({ ...body, modifiedBy: user.id, version: sql`${contractProposalSent.version} + 1` })
    .where(eq(contractProposalSent.id, before.id))
    .returning();
  await ctx.audit({
    entity: 'contractProposalSent',
    entityId: row.id,
    action: 'update',
    before,
    after: body,
  });
  return sentOut(row);
}

/** Every sent record of the contract's proposals, newest first. */
export async function contractProposalsSent(db: Db, contractId: number): Promise<ContractProposalSentRow[]> {
  await getContract(db, contractId);
  const rows = await db
    .select({ s: contractProposalSent, proposalName: contractProposals.name })
    .from(contractProposalSent)
    .innerJoin(contractProposals, eq(contractProposals.id, contractProposalSent.proposalId))
    .where(eq(contractProposals.contractId, contractId))
    .orderBy(desc(contractProposalSent.sentDate), desc(contractProposalSent.id));
  return rows.map((r) => ({ ...sentOut(r.s), proposalName: r.proposalName }));
}
