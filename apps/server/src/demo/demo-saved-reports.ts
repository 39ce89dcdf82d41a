import {
  CustomerSearchControl as C,
  CUSTOMER_SEARCH_PAGE,
  CUSTOMER_SEARCH_TYPE,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { eq, inArray } from 'drizzle-orm';
import { customerStatuses, customerTypes } from '../modules/customers';
import { users } from '../modules/identity';
import { savedReports, searchColumns } from '../modules/saved-searches';
import type { Db } from '../platform/db/database';

/**
 * Two saved reports on the customer search page: a global one the office manager shares with
 * everybody (so the demo administrator sees a report they may overwrite with permission 390 but
 * not delete), and a private one of the demo administrator. Nobody has one selected: the page
 * opens on the standard report until a user picks another.
 */
export async function seedSavedReports(db: Db): Promise<void> {
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['admin@example.com', 'dana.whitfield@example.com']));
  const adminId = staff.find((u) => u.email === 'admin@example.com')?.id;
  const managerId = staff.find((u) => u.email === 'dana.whitfield@example.com')?.id;
  if (!adminId || !managerId) return;

  const columns = await db
    .select({ id: searchColumns.id, fieldKey: searchColumns.fieldKey })
    .from(searchColumns)
    .where(eq(searchColumns.searchType, CUSTOMER_SEARCH_TYPE));
  const col = (...keys: string[]) =>
    keys
      .map((k) => columns.find((c) => c.fieldKey === k)?.id)
      .filter((id) => id !== undefined)
      .join(',');
  const [commercial] = await db
    .select({ id: customerTypes.id })
    .from(customerTypes)
    .where(eq(customerTypes.name, 'Commercial'));
  const [prospect] = await db
    .select({ id: customerStatuses.id })
    .from(customerStatuses)
    .where(eq(customerStatuses.name, 'Prospect'));

  const common = {
    searchType: CUSTOMER_SEARCH_TYPE,
    pageNumber: CUSTOMER_SEARCH_PAGE,
    resultsUrl: '/customers',
  };
  await db.insert(savedReports).values({
    ...common,
    name: 'Commercial accounts',
    searchCriteria: JSON.stringify([
      { id: C.typeId, value: commercial?.id ?? null },
      { id: C.activity, value: 'active' },
    ]),
    standardColumnOverride: col('name', 'accountNumber', 'city', 'phone', 'status'),
    isGlobalReport: true,
    employeeId: managerId,
    createdBy: managerId,
    modifiedBy: managerId,
  });
  await db.insert(savedReports).values({
    ...common,
    name: 'Prospects to call',
    searchCriteria: JSON.stringify([
      { id: C.statusId, value: prospect?.id ?? null },
      { id: C.activity, value: 'all' },
    ]),
    standardColumnOverride: col('name', 'phone', 'city', 'state', 'type'),
    employeeId: adminId,
    createdBy: adminId,
    modifiedBy: adminId,
  });
}
