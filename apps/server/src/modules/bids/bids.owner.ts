import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import type { LineItemOwner } from '../line-items';
import { bids } from './bids.table';

/** Bids own a line-item collection; converted and declined bids are locked. */
export const bidLineItemOwner: LineItemOwner = {
  base: 'bids',
  permissionId: Permission.Bids,
  async load(db, ownerId) {
    const [row] = await db
      .select({
        customerId: bids.customerId,
        officeId: bids.officeId,
        locationId: bids.locationId,
        status: bids.status,
      })
      .from(bids)
      .where(eq(bids.id, ownerId));
    if (!row) return null;
    return {
      customerId: row.customerId,
      officeId: row.officeId,
      locationId: row.locationId,
      locked: row.status === 'Converted' || row.status === 'Declined',
    };
  },
};
