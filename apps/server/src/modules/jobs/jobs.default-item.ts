import type { Db } from '../../platform/db/database';
import { addLine } from '../line-items';

/** A new job of a type with a default item starts with that item as its first line (quantity 1). */
export async function addDefaultItemLine(
  db: Db,
  userId: number,
  jobId: number,
  itemId: number,
): Promise<void> {
  await addLine({ db, userId }, 'Job', jobId, { itemId, quantity: '1' } as Parameters<typeof addLine>[3]);
}
