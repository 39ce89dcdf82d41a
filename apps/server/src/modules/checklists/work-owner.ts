import type { WorkOwnerKind } from '@fieldline/contracts/checklists/checklists.contract';
import type { Db } from '../../platform/db/database';
import { fieldError, notFound, ruleViolation } from '../../platform/errors';
import { equipmentSummaries } from '../equipment';
import { type LineItemOwnerInfo, lineItemOwner } from '../line-items';

/*
 * Bids and jobs own tasks and checklists; contracts own tasks. Their existence, customer and lock come from the line-item
 * owner registry each of them fills from its index.ts, so this module reads neither's tables.
 */

const NAMES: Record<WorkOwnerKind, string> = { Bid: 'bid', Job: 'job', Contract: 'contract' };
export const LOCKED_OWNER_MESSAGE: Record<WorkOwnerKind, string> = {
  Bid: 'This bid is closed (declined or converted): its tasks and checklists cannot be changed.',
  Job: 'This job is locked: its tasks and checklists cannot be changed.',
  Contract: 'This contract has ended (expired or cancelled): its tasks cannot be changed.',
};

/** The owner's facts, or 404 when no such record exists. */
export async function loadOwner(db: Db, kind: WorkOwnerKind, ownerId: number): Promise<LineItemOwnerInfo> {
  const owner = await lineItemOwner(kind)?.load(db, ownerId);
  if (!owner) throw notFound(NAMES[kind]);
  return owner;
}

/** The owner, refusing (422) a locked one: for writes. */
export async function writableOwner(db: Db, kind: WorkOwnerKind, ownerId: number) {
  const owner = await loadOwner(db, kind, ownerId);
  if (owner.locked) throw ruleViolation(LOCKED_OWNER_MESSAGE[kind]);
  return owner;
}

/** Equipment named on a task or checklist must exist (400) and be the owner's customer's (422). */
export async function checkEquipment(
  db: Db,
  customerId: number,
  equipmentIds: (number | null | undefined)[],
  field: string,
  notOfCustomer: string,
) {
  const ids = [...new Set(equipmentIds.filter((v): v is number => typeof v === 'number'))];
  if (ids.length === 0) return;
  const found = await equipmentSummaries(db, ids);
  if (found.size !== ids.length) throw fieldError(field, 'Unknown equipment.');
  if ([...found.values()].some((e) => e.customerId !== customerId)) throw ruleViolation(notOfCustomer);
}

/** Name and serial of equipment by id (one query, through the equipment module). */
export async function equipmentRefs(db: Db, ids: (number | null)[]) {
  const found = await equipmentSummaries(
    db,
    ids.filter((v): v is number => v !== null),
  );
  return new Map(
    [...found.values()].map((e) => [e.id, { id: e.id, name: e.name, serialNumber: e.serialNumber }]),
  );
}
