import { eq } from 'drizzle-orm';
import { users } from '../modules/identity';
import { chunksOf, createBatch, renderChunk } from '../modules/statements';
import type { Db } from '../platform/db/database';
import { DEMO_EMAIL } from './demo-identity';

/**
 * A statement batch already run, dated yesterday (so today's day lock leaves every customer free for a new
 * batch): every customer with open invoices or credits, three months of activity, printed. Rendered here,
 * without the queue: the demo loads before the app and its workers exist.
 */
export async function seedStatements(db: Db): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  const yesterday = new Date(Date.now() - 86400000).toISOString().slice(0, 10);
  const batchId = await createBatch(
    db,
    null,
    { deliveryMethod: 'print', months: 3, openInvoices: true, credits: true },
    { userId: admin?.id ?? null, statementDate: yesterday },
  );
  for (const chunk of await chunksOf(db, batchId)) await renderChunk(db, chunk);
}
