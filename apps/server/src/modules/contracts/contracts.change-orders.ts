import { addIsoDays, addMonths, daysBetween } from '@fieldline/contracts/common/dates';
import {
  type addChangeOrderBodySchema,
  CHANGE_ORDER_FIELDS,
  type ContractChangeOrder,
  CONTRACT_MESSAGES as M,
} from '@fieldline/contracts/contracts/contracts.contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError, notFound } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { users } from '../identity';
import { getContract } from './contracts.read';
import { checkRefs } from './contracts.service';
import { type ContractChange, contractChangeOrders, contracts } from './contracts.table';

type Body = z.output<typeof addChangeOrderBodySchema>;

/** Numeric columns come back as text ('5.0000'): a percent compares as a number. */
const same = (field: string, a: unknown, b: unknown) =>
  field === 'renewalPercent' ? Number(a) === Number(b) : a === b;

/** Whole months from the start to the day after the end (a part month of 15 days or more counts). */
export function termOf(start: string, endInclusive: string): number {
  const end = addIsoDays(endInclusive, 1);
  let months =
    (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 +
    Number(end.slice(5, 7)) -
    Number(start.slice(5, 7));
  if (addMonths(start, months) > end) months -= 1;
  if (daysBetween(addMonths(start, months), end) >= 15) months += 1;
  return Math.min(600, Math.max(1, months));
}

/**
 * PATCH contracts/{id}/addChangeOrder: amends the contract's terms (version checked, like a PATCH) and keeps the
 * amendment in its history with what each changed field was and became, who entered it and when. An amendment
 * that changes no field (say, the prices changed on the Items tab) is kept as well.
 */
export async function addChangeOrder(ctx: RouteContext<Body, unknown, { id: number }>) {
  const { db, body, params, user } = ctx;
  const [row] = await db.select().from(contracts).where(eq(contracts.id, params.id)).for('update');
  if (!row) throw notFound('contract');
  const { description, effectiveDate, version, ...terms } = body;
  if (effectiveDate < row.startDate) throw fieldError('effectiveDate', M.effectiveBeforeStart);
  const end = terms.endDate ?? row.endDate;
  if (end < row.startDate) throw fieldError('endDate', M.endBeforeStart);
  await checkRefs(db, terms, row.customerId);
  // A new end date without a term: the term follows it, so the contract does not say 12 months for 18.
  if (terms.endDate && terms.termMonths === undefined)
    terms.termMonths = termOf(row.startDate, terms.endDate);
  const changes: ContractChange[] = [];
  const values: Record<string, unknown> = {};
  for (const field of CHANGE_ORDER_FIELDS) {
    const to = terms[field];
    if (to === undefined) continue;
    const from = row[field];
    if (same(field, from, to)) continue;
    changes.push({ field, from, to });
    values[field] = field === 'renewalPercent' ? String(to) : to;
  }
  if (changes.length) await updateVersioned(db, contracts, params.id, version, values, user.id, 'contract');
  const [co] = await db
    .insert(contractChangeOrders)
    .values({
      contractId: params.id,
      sequence: sql`(select coalesce(max(${contractChangeOrders.sequence}), 0) + 1 from ${contractChangeOrders}
        where ${contractChangeOrders.contractId} = ${params.id})`,
      effectiveDate,
      description,
      changes,
      createdBy: user.id,
    })
    .returning({ id: contractChangeOrders.id, sequence: contractChangeOrders.sequence });
  await ctx.audit({
    entity: 'contract',
    entityId: params.id,
    action: 'change order',
    after: { sequence: co.sequence, effectiveDate, description, changes },
  });
  return getContract(db, params.id);
}

/** The contract's change orders, oldest first. */
export async function listChangeOrders(db: Db, contractId: number): Promise<ContractChangeOrder[]> {
  const [c] = await db.select({ id: contracts.id }).from(contracts).where(eq(contracts.id, contractId));
  if (!c) throw notFound('contract');
  const rows = await db
    .select({
      id: contractChangeOrders.id,
      sequence: contractChangeOrders.sequence,
      effectiveDate: contractChangeOrders.effectiveDate,
      description: contractChangeOrders.description,
      changes: contractChangeOrders.changes,
      createdDate: contractChangeOrders.createdDate,
      createdBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(contractChangeOrders)
    .leftJoin(users, eq(users.id, contractChangeOrders.createdBy))
    .where(eq(contractChangeOrders.contractId, contractId))
    .orderBy(asc(contractChangeOrders.sequence));
  return rows.map((r) => ({ ...r, createdDate: new Date(r.createdDate).toISOString() }));
}
