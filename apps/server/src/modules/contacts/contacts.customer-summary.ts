import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { contacts } from './contacts.table';

/** How many active contacts a customer has: the customer page header shows it. */
export async function contactCountOfCustomer(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contacts)
    .where(and(eq(contacts.customerId, customerId), eq(contacts.isActive, true)));
  return Number(row.n);
}

/** The customer's active primary contact (the lowest id if several are flagged), or null. */
export async function primaryContactOfCustomer(db: Db, customerId: number) {
  const [row] = await db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      workPhone: contacts.workPhone,
      cellPhone: contacts.cellPhone,
    })
    .from(contacts)
    .where(
      and(
        eq(contacts.customerId, customerId),
        eq(contacts.isPrimaryContact, true),
        eq(contacts.isActive, true),
      ),
    )
    .orderBy(asc(contacts.id))
    .limit(1);
  if (!row) return null;
  const { firstName, lastName, ...rest } = row;
  return { ...rest, displayName: [firstName, lastName].filter(Boolean).join(' ') };
}
