import type { Db } from '../../platform/db/database';
import type { OwnAccess } from '../../platform/http/route';

export type LineItemOwnerKind = 'Bid' | 'Job' | 'Contract' | 'Invoice';

/** What the line-item model needs to know of the record that owns a collection. */
export interface LineItemOwnerInfo {
  customerId: number;
  officeId: number;
  /** The customer location the work is at: a line's equipment must be there. */
  locationId: number;
  /** A locked owner (converted bid, invoiced job ...) refuses changes to its lines. */
  locked: boolean;
}

/**
 * Each module owning line items (bids, jobs, later contracts and invoices) registers its kind from
 * its index.ts, so this module never reads another module's tables.
 */
export interface LineItemOwner {
  /** The owner's facts, or null when no such record exists (the routes answer 404). */
  load(db: Db, ownerId: number): Promise<LineItemOwnerInfo | null>;
  /** Permission (catalogue id) the owner's line-item routes declare. */
  permissionId: number;
  /** The path segment the routes are mounted under: /v1/{base}/{id}/items. */
  base: string;
  /**
   * A narrower way to record work (line notes, checklists) on the owner's own records without full
   * access: jobs let a technician work on the jobs assigned to them.
   */
  ownWork?: OwnAccess;
}

const owners = new Map<LineItemOwnerKind, LineItemOwner>();

export function registerLineItemOwner(kind: LineItemOwnerKind, owner: LineItemOwner): void {
  owners.set(kind, owner);
}

export function lineItemOwner(kind: LineItemOwnerKind): LineItemOwner | undefined {
  return owners.get(kind);
}

export function lineItemOwnerKinds(): LineItemOwnerKind[] {
  return [...owners.keys()];
}
