import {
  CONTRACT_FEE_MESSAGES,
  type ContractFee,
  type contractFeesBodySchema,
  type deleteFeesQuerySchema,
  MAX_CONTRACT_FEES,
} from '@fieldline/contracts/contract-visits/contract-fees.contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { fieldError } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { items, itemTypes } from '../items/items.table';
import { contractOf } from './contract-visits.service';
import { contractFees } from './contract-visits.table';

type Ctx<B, Q> = RouteContext<B, Q, { id: number }>;

/** GET contracts/{id}/fees: in their order. */
export async function listFees(db: Db, contractId: number): Promise<ContractFee[]> {
  await contractOf(db, contractId);
  const rows = await db
    .select({ f: contractFees, itemName: items.name })
    .from(contractFees)
    .innerJoin(items, eq(items.id, contractFees.itemId))
    .where(eq(contractFees.contractId, contractId))
    .orderBy(asc(contractFees.sort), asc(contractFees.id));
  return rows.map(({ f, itemName }) => ({
    id: f.id,
    name: f.name,
    item: { id: f.itemId, name: itemName },
    amount: f.amount,
    sort: f.sort,
  }));
}

/** Every fee's item exists and is not stocked (a fee line allocates nothing). */
async function checkFeeItems(db: Db, itemIds: number[]) {
  const unique = [...new Set(itemIds)];
  const found = await db
    .select({ id: items.id, isStocked: itemTypes.isStocked })
    .from(items)
    .innerJoin(itemTypes, eq(itemTypes.id, items.typeId))
    .where(inArray(items.id, unique));
  const byId = new Map(found.map((r) => [r.id, r]));
  itemIds.forEach((id, i) => {
    const item = byId.get(id);
    if (!item) throw fieldError(`fees[${i}].itemId`, CONTRACT_FEE_MESSAGES.unknownItem);
    if (item.isStocked) throw fieldError(`fees[${i}].itemId`, CONTRACT_FEE_MESSAGES.stockedItem);
  });
}

/** Fees of the contract among `ids`; a 400 naming the field when any is not. */
async function ownFees(db: Db, contractId: number, ids: number[], field: string) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(contractFees)
    .where(and(eq(contractFees.contractId, contractId), inArray(contractFees.id, ids)))
    .for('update');
  if (rows.length !== new Set(ids).size) throw fieldError(field, CONTRACT_FEE_MESSAGES.unknownFee);
  return rows;
}

/**
 * PATCH contracts/{id}/fees: the fees given are added (no id) or changed (id), in the order given after
 * those already there; fees not named stay. Applies to visit jobs generated from now on.
 */
export async function saveFees(ctx: Ctx<z.output<typeof contractFeesBodySchema>, unknown>) {
  const { db, body, params, user } = ctx;
  await contractOf(db, params.id);
  await checkFeeItems(
    db,
    body.fees.map((f) => f.itemId),
  );
  const existing = await ownFees(
    db,
    params.id,
    body.fees.flatMap((f) => (f.id ? [f.id] : [])),
    'fees',
  );
  const [{ count, top }] = await db
    .select({
      count: sql<number>`count(*)::int`,
      top: sql<number>`coalesce(max(${contractFees.sort}), 0)::int`,
    })
    .from(contractFees)
    .where(eq(contractFees.contractId, params.id));
  const added = body.fees.filter((f) => !f.id).length;
  if (count + added > MAX_CONTRACT_FEES) throw fieldError('fees', CONTRACT_FEE_MESSAGES.tooMany);
  let sort = top;
  for (const f of body.fees) {
    sort += 1;
    const values = { name: f.name, itemId: f.itemId, amount: f.amount, sort, modifiedBy: user.id };
    if (f.id) {
      await db
        .update(contractFees)
        .set({ ...values, modifiedDate: sql`now()`, version: sql`${contractFees.version} + 1` })
        .where(eq(contractFees.id, f.id));
    } else {
      await db.insert(contractFees).values({ ...values, contractId: params.id, createdBy: user.id });
    }
  }
  await ctx.audit({
    entity: 'contract',
    entityId: params.id,
    action: 'update',
    before: { fees: existing.map((f) => ({ id: f.id, name: f.name, itemId: f.itemId, amount: f.amount })) },
    after: { fees: body.fees },
  });
  return listFees(db, params.id);
}

/** DELETE contracts/{id}/deletefees?ids=…: jobs already generated keep their fee lines. */
export async function deleteFees(ctx: Ctx<unknown, z.output<typeof deleteFeesQuerySchema>>) {
  const { db, params, query } = ctx;
  await contractOf(db, params.id);
  const doomed = await ownFees(db, params.id, query.ids, 'ids');
  await db.delete(contractFees).where(inArray(contractFees.id, query.ids));
  await ctx.audit({
    entity: 'contract',
    entityId: params.id,
    action: 'update',
    before: { fees: doomed.map((f) => ({ id: f.id, name: f.name, amount: f.amount })) },
    after: { fees: [] },
  });
  return { deleted: doomed.length };
}
