import { count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { locations } from './locations.table';

/** How many locations (active or not) a customer has: the customer page header shows it. */
export async function locationCountOfCustomer(db: Db, customerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(locations).where(eq(locations.customerId, customerId));
  return Number(row.n);
}
