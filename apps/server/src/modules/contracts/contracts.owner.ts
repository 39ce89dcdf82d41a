import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import type { LineItemOwner } from '../line-items';
import { contractStatuses, contracts } from './contracts.table';

/**
 * A contract's priced items are the shared line-item table: their total is what one billing period (or, for
 * per-visit billing, one visit) invoices. Expired and cancelled contracts are locked.
 */
export const contractLineItemOwner: LineItemOwner = {
  base: 'contracts',
  permissionId: Permission.Contracts,
  async load(db, ownerId) {
    const [row] = await db
      .select({
        customerId: contracts.customerId,
        officeId: contracts.officeId,
        locationId: contracts.locationId,
        statusType: contractStatuses.statusType,
      })
      .from(contracts)
      .innerJoin(contractStatuses, eq(contractStatuses.id, contracts.statusId))
      .where(eq(contracts.id, ownerId));
    if (!row) return null;
    return {
      customerId: row.customerId,
      officeId: row.officeId,
      // No location yet: no equipment can match, lines without equipment are fine.
      locationId: row.locationId ?? 0,
      locked: row.statusType === 'Expired' || row.statusType === 'Cancelled',
    };
  },
};
