import {
  type changePriorityBodySchema,
  type createContractBodySchema,
  CONTRACT_MESSAGES as M,
  type updateContractBodySchema,
} from '@fieldline/contracts/contracts/contracts.contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { rowExists } from '../../platform/db/exists';
import { updateVersioned } from '../../platform/db/versioned';
import { fieldError } from '../../platform/errors';
import type { RouteContext } from '../../platform/http/route';
import { customers } from '../customers';
import { locations } from '../locations/locations.table';
import { offices } from '../organization';
import { getContract } from './contracts.read';
import { contractStatuses, contracts, contractTypes } from './contracts.table';

type CreateBody = z.output<typeof createContractBodySchema>;
type UpdateBody = z.output<typeof updateContractBodySchema>;

export async function checkRefs(db: Db, b: Partial<CreateBody>, customerId: number | undefined) {
  if (!(await rowExists(db, customers, b.customerId))) throw fieldError('customerId', M.unknownCustomer);
  if (!(await rowExists(db, offices, b.officeId))) throw fieldError('officeId', M.unknownOffice);
  if (!(await rowExists(db, contractTypes, b.typeId))) throw fieldError('typeId', M.unknownType);
  if (!(await rowExists(db, contractStatuses, b.statusId))) throw fieldError('statusId', M.unknownStatus);
  if (b.locationId != null) {
    const [loc] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, b.locationId), eq(locations.customerId, customerId ?? -1)));
    if (!loc) throw fieldError('locationId', M.unknownLocation);
  }
}

async function firstStatus(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: contractStatuses.id })
    .from(contractStatuses)
    .where(eq(contractStatuses.isActive, true))
    .orderBy(asc(contractStatuses.sortOrder), asc(contractStatuses.id))
    .limit(1);
  return row.id;
}

const str = (v: string | number | undefined) => (v === undefined ? undefined : String(v));

/** POST contracts: numbered C-000123 from its id, Draft unless a status is given. */
export async function createContract(ctx: RouteContext<CreateBody, unknown, unknown>) {
  const { db, body, user } = ctx;
  if (body.endDate < body.startDate) throw fieldError('endDate', M.endBeforeStart);
  await checkRefs(db, body, body.customerId);
  const [row] = await db
    .insert(contracts)
    .values({
      ...body,
      renewalPercent: str(body.renewalPercent),
      statusId: body.statusId ?? (await firstStatus(db)),
      contractNumber: sql`'C-' || lpad(currval(pg_get_serial_sequence('contracts', 'id'))::text, 6, '0')`,
      createdBy: user.id,
      modifiedBy: user.id,
    })
    .returning({ id: contracts.id });
  await ctx.audit({ entity: 'contract', entityId: row.id, action: 'create', after: body });
  return getContract(db, row.id);
}

export async function updateContract(ctx: RouteContext<UpdateBody, unknown, { id: number }>) {
  const { db, body, params, user } = ctx;
  const before = await getContract(db, params.id);
  const start = body.startDate ?? before.startDate;
  const end = body.endDate ?? before.endDate;
  if (end < start) throw fieldError('endDate', M.endBeforeStart);
  await checkRefs(db, body, body.customerId ?? before.customer.id);
  const { version, renewalPercent, ...rest } = body;
  await updateVersioned(
    db,
    contracts,
    params.id,
    version,
    { ...rest, ...(renewalPercent !== undefined ? { renewalPercent: String(renewalPercent) } : {}) },
    user.id,
    'contract',
  );
  const after = { ...rest, ...(renewalPercent !== undefined ? { renewalPercent } : {}) };
  await ctx.audit({
    entity: 'contract',
    entityId: params.id,
    action: 'update',
    before: valuesBefore(before, after),
    after,
  });
  return getContract(db, params.id);
}

/**
 * The contract's values before an update, for the fields the update names, as the body names them: a
 * reference id (customerId) is read from the answer's reference object (customer.id), so the history says
 * "from 3 to 5" rather than only "to 5".
 */
function valuesBefore(before: object, after: Record<string, unknown>): Record<string, unknown> {
  const was = before as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(after).map((key) => {
      const ref = key.endsWith('Id') ? was[key.slice(0, -2)] : undefined;
      return [
        key,
        ref && typeof ref === 'object' && 'id' in ref ? (ref as { id: unknown }).id : (was[key] ?? null),
      ];
    }),
  );
}

export async function changePriority(
  ctx: RouteContext<z.output<typeof changePriorityBodySchema>, unknown, unknown>,
) {
  const { db, body, user } = ctx;
  const before = await getContract(db, body.id);
  await updateVersioned(db, contracts, body.id, undefined, { priority: body.priority }, user.id, 'contract');
  await ctx.audit({
    entity: 'contract',
    entityId: body.id,
    action: 'update',
    before: { priority: before.priority },
    after: body,
  });
  return getContract(db, body.id);
}

/** What keeps the contract from running as an active agreement; empty when nothing does. */
export async function validateContract(db: Db, id: number) {
  const c = await getContract(db, id);
  const problems: string[] = [];
  if (c.endDate < c.startDate) problems.push(M.endBeforeStart);
  if (!c.location) problems.push('Choose the location the contract covers.');
  if (c.status.statusType === 'Cancelled' || c.status.statusType === 'Expired')
    problems.push(`The contract is ${c.status.name.toLowerCase()}.`);
  if (!c.isActive) problems.push('The contract is inactive.');
  return { isValid: problems.length === 0, problems };
}

export const listTypes = (db: Db) => db.select().from(contractTypes).orderBy(asc(contractTypes.name));
export const listStatuses = (db: Db) =>
  db
    .select({
      id: contractStatuses.id,
      name: contractStatuses.name,
      statusType: contractStatuses.statusType,
      isActive: contractStatuses.isActive,
    })
    .from(contractStatuses)
    .orderBy(asc(contractStatuses.sortOrder));
