import { toDecimal } from '@fieldline/contracts/common/money';
import type { Db } from '../../platform/db/database';
import { setAllocation } from '../inventory';
import type { LineRow } from './line-items.repository';

type Kind = 'Bid' | 'Job';
const allocates = (kind: string): kind is Kind => kind === 'Bid' || kind === 'Job';

/**
 * Keeps a stocked line's inventory allocation in step with the line (spec issue 6 §3): the line holds
 * its quantity less what was already issued, in its warehouse. `before` is the line as it was (null
 * for a new line), `after` as it is now (null once deleted); `stocked` tells whether each line's item
 * is a stocked item. Contracts and invoices do not allocate.
 */
export async function syncAllocation(
  db: Db,
  kind: string,
  ownerId: number,
  before: { line: LineRow; stocked: boolean } | null,
  after: { line: LineRow; stocked: boolean } | null,
  userId: number | null,
): Promise<void> {
  if (!allocates(kind)) return;
  const held = (l: LineRow) => {
    const q = toDecimal(l.quantity).minus(toDecimal(l.issuedQuantity));
    return q.gt(0) ? q.toFixed(4) : '0';
  };
  const release =
    before?.stocked &&
    before.line.warehouseId !== null &&
    (!after?.stocked ||
      after.line.warehouseId !== before.line.warehouseId ||
      after.line.itemId !== before.line.itemId);
  if (release && before?.line.warehouseId) {
    await setAllocation(
      db,
      {
        itemId: before.line.itemId,
        warehouseId: before.line.warehouseId,
        sourceKind: kind,
        sourceId: ownerId,
        sourceLineId: before.line.id,
        quantity: '0',
      },
      userId,
    );
  }
  if (after?.stocked && after.line.warehouseId !== null) {
    await setAllocation(
      db,
      {
        itemId: after.line.itemId,
        warehouseId: after.line.warehouseId,
        sourceKind: kind,
        sourceId: ownerId,
        sourceLineId: after.line.id,
        quantity: held(after.line),
      },
      userId,
    );
  }
}
