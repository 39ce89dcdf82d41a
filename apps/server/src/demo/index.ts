import { PERMISSIONS } from '@fieldline/contracts/common/permissions';
import { count } from 'drizzle-orm';
import { hashPassword, rolePermissions, roles, userRoles, users } from '../modules/identity';
import { companies } from '../modules/organization';
import { settings } from '../modules/system';
import type { Db } from '../platform/db/database';
import { seedCustomers } from './demo-customers';
import { seedRoles, seedUsers } from './demo-identity';
import { seedOrganization } from './demo-organization';

export { DEMO_EMAIL, DEMO_PASSWORD } from './demo-identity';

export async function hasData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return Number(row.n) > 0;
}

/** A believable company with two offices and users in several roles. Later modules add their records here. */
export async function loadDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const org = await seedOrganization(tx as Db);
    const roleIds = await seedRoles(tx as Db);
    const officeIds = { denver: org.denver.id, springs: org.springs.id };
    await seedUsers(tx as Db, roleIds, officeIds);
    await seedCustomers(tx as Db, officeIds);
    await tx.insert(settings).values({ key: 'CompanyDisplayName', value: org.company.name });
  });
}

/** Without demo data: one company, one office and the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function createFirstAdministrator(db: Db, email: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as Db;
    await t.insert(companies).values({ name: 'My Company' });
    const [role] = await t
      .insert(roles)
      .values({ name: 'Administrator', description: 'Full access to everything.', isSystem: true })
      .returning();
    await t
      .insert(rolePermissions)
      .values(PERMISSIONS.map((p) => ({ roleId: role.id, permissionId: p.id, accessLevel: 2 })));
    const [user] = await t
      .insert(users)
      .values({
        email,
        firstName: 'System',
        lastName: 'Administrator',
        passwordHash: await hashPassword(password),
      })
      .returning();
    await t.insert(userRoles).values({ userId: user.id, roleId: role.id });
  });
}
