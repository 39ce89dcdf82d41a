import { PERMISSIONS } from '@fieldline/contracts/common/permissions';
import { count } from 'drizzle-orm';
import { hashPassword, rolePermissions, roles, userRoles, users } from '../modules/identity';
import { ensureChart } from '../modules/ledger';
import { companies } from '../modules/organization';
import { registerStockAccounting } from '../modules/stock-accounting';
import { settings } from '../modules/system';
import type { Db } from '../platform/db/database';
import type { FileStorage } from '../platform/files';
import { seedAccounting } from './demo-accounting';
import { seedAssets } from './demo-assets';
import { seedBankStatements } from './demo-bank';
import { seedCommissions } from './demo-commissions';
import { seedContractVisits } from './demo-contract-visits';
import { seedContracts } from './demo-contracts';
import { seedCustomFields } from './demo-custom-fields';
import { seedCustomers } from './demo-customers';
import { seedDispatch } from './demo-dispatch';
import { seedDocuments } from './demo-documents';
import { seedEmployees } from './demo-employees';
import { seedEvents } from './demo-events';
import { seedExpenses } from './demo-expenses';
import { seedRoles, seedUsers } from './demo-identity';
import { seedInventory } from './demo-inventory';
import { assignDemoSuppliers, seedItems } from './demo-items';
import { seedOrganization } from './demo-organization';
import { seedPaySettings } from './demo-pay-settings';
import { seedPaymentUploads } from './demo-payment-uploads';
import { seedBankAccounts } from './demo-payments';
import { seedPayroll } from './demo-payroll';
import { seedPurchasing } from './demo-purchasing';
import { seedReferenceCodes } from './demo-reference-codes';
import { seedSavedReports } from './demo-saved-reports';
import { seedServicePackages } from './demo-service-packages';
import { seedStatements } from './demo-statements';
import { seedTasks } from './demo-tasks';
import { seedTaxes } from './demo-taxes';
import { seedTechnicianDay } from './demo-technician-day';
import { seedTemplates } from './demo-templates';
import { seedTime } from './demo-time';
import { seedTools } from './demo-tools';
import { seedWork } from './demo-work';

export { DEMO_EMAIL, DEMO_PASSWORD } from './demo-identity';

export async function hasData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies);
  return Number(row.n) > 0;
}

/**
 * A believable company with two offices and users in several roles. Later modules add their records here.
 * `files` is where demo documents' files go (without it, the demo documents with files are left out).
 */
export async function loadDemoData(db: Db, files?: FileStorage): Promise<void> {
  // The demo runs before the app is built: its stock movements post to the ledger through this hook.
  registerStockAccounting();
  await db.transaction(async (tx) => {
    const org = await seedOrganization(tx as Db);
    await ensureChart(tx as Db, org.company.id);
    await seedTaxes(tx as Db, org.company.id);
    const roleIds = await seedRoles(tx as Db);
    const officeIds = { denver: org.denver.id, springs: org.springs.id };
    await seedUsers(tx as Db, roleIds, officeIds);
    await seedCustomers(tx as Db, officeIds);
    // After customers: the currencies the bank accounts are kept in.
    await seedBankAccounts(tx as Db);
    await seedDocuments(tx as Db, files);
    await seedCustomFields(tx as Db);
    await seedReferenceCodes(tx as Db);
    await seedTemplates(tx as Db);
    await seedPaySettings(tx as Db, org.company.id);
    await seedSavedReports(tx as Db);
    await seedItems(tx as Db);
    // After the items demo (it stocks the items it finds), before purchasing (POs receive into its bins).
    await seedInventory(tx as Db, officeIds);
    await seedPurchasing(tx as Db, officeIds);
    await assignDemoSuppliers(tx as Db);
    // After the items demo: the packages' options are made of its items.
    await seedServicePackages(tx as Db);
    // After customers, items and users: equipment, bids and jobs with their work. Its own savepoint: field
    // work is the last layer, so a failure there leaves the rest of the demo standing (and is reported).
    await tx
      .transaction((work) => seedWork(work as Db))
      .catch((err: unknown) => console.warn(`Demo field work was not loaded: ${(err as Error).message}`));
    // After users, zones, payroll codes and the time types: the users become employees.
    await seedEmployees(tx as Db, officeIds);
    // After the employees and the jobs' time: two months of time, the older weeks approved.
    await tx
      .transaction((time) => seedTime(time as Db))
      .catch((err: unknown) => console.warn(`Demo time was not loaded: ${(err as Error).message}`));
    // After the employees and their time: event statuses, types, the weekly safety meeting and a time off.
    await tx
      .transaction((cal) => seedEvents(cal as Db))
      .catch((err: unknown) => console.warn(`Demo events were not loaded: ${(err as Error).message}`));
    // After the field work: tools checked out and scheduled on the technicians' jobs. Its own savepoint.
    await tx
      .transaction((work) => seedTools(work as Db, officeIds))
      .catch((err: unknown) => console.warn(`Demo tools were not loaded: ${(err as Error).message}`));
    // After the tools (their visit today): a week of visits on the dispatch board and unassigned jobs.
    await tx
      .transaction((work) => seedDispatch(work as Db))
      .catch((err: unknown) => console.warn(`Demo dispatch was not loaded: ${(err as Error).message}`));
    // A year of invoices, payments, bills, costs and a budget, posted through the accounting services. Its own
    // savepoint too: without it the rest of the demo still loads.
    await tx
      .transaction((books) => seedAccounting(books as Db))
      .catch((err: unknown) => console.warn(`Demo accounting was not loaded: ${(err as Error).message}`));
    // After the accounting: the salesperson's rules and the commissions of the invoices he sold.
    await tx
      .transaction((books) => seedCommissions(books as Db))
      .catch((err: unknown) => console.warn(`Demo commissions were not loaded: ${(err as Error).message}`));
    // After the accounting: a statement batch already run over its invoices and credits.
    await tx
      .transaction((books) => seedStatements(books as Db))
      .catch((err: unknown) => console.warn(`Demo statements were not loaded: ${(err as Error).message}`));
    // After the employees and their time: a bi-weekly payroll calendar, its past periods approved and posted.
    await tx
      .transaction((pay) => seedPayroll(pay as Db))
      .catch((err: unknown) => console.warn(`Demo payroll was not loaded: ${(err as Error).message}`));
    // After employees (their cards) and the accounting (chart, periods): mileage and expenses, some posted.
    await tx
      .transaction((books) => seedExpenses(books as Db))
      .catch((err: unknown) => console.warn(`Demo expenses were not loaded: ${(err as Error).message}`));
    // After the accounting (chart, periods): the fleet and rental equipment with depreciation posted.
    await tx
      .transaction((books) => seedAssets(books as Db))
      .catch((err: unknown) => console.warn(`Demo assets were not loaded: ${(err as Error).message}`));
    // After the assets (rental units) and the accounting (chart, periods): agreements and rentals, billed to date.
    await tx
      .transaction((books) => seedContracts(books as Db))
      .catch((err: unknown) =>
        console.warn(
          `Demo contracts were not loaded: ${(err as Error).message} ${String((err as { cause?: unknown }).cause ?? '')}`,
        ),
      );
    // After the contracts (demo-contracts.ts): visit schedules and visits generated into jobs.
    await tx
      .transaction((work) => seedContractVisits(work as Db))
      .catch((err: unknown) =>
        console.warn(`Demo contract visits were not loaded: ${(err as Error).message}`),
      );
    // After every step that posts to the operating account: its bank statement, imported and matched.
    await tx
      .transaction((books) => seedBankStatements(books as Db))
      .catch((err: unknown) =>
        console.warn(`Demo bank statements were not loaded: ${(err as Error).message}`),
      );
    // After the bank statements (they end last month): a lockbox file deposited today, and one left to correct.
    await tx
      .transaction((books) => seedPaymentUploads(books as Db))
      .catch((err: unknown) =>
        console.warn(`Demo payment uploads were not loaded: ${(err as Error).message}`),
      );
    // After the users: task types, statuses and a few to-dos for the office manager and the Dispatcher.
    await tx
      .transaction((work) => seedTasks(work as Db))
      .catch((err: unknown) => console.warn(`Demo tasks were not loaded: ${(err as Error).message}`));
    // Last, after every step that books visits (tools, dispatch): a site contact on today's technician jobs.
    await tx
      .transaction((work) => seedTechnicianDay(work as Db))
      .catch((err: unknown) =>
        console.warn(`Demo technician's day was not loaded: ${(err as Error).message}`),
      );
    await tx.insert(settings).values({ key: 'CompanyDisplayName', value: org.company.name });
  });
}

/** Without demo data: one company, one office and the first administrator from ADMIN_EMAIL / ADMIN_PASSWORD. */
export async function createFirstAdministrator(db: Db, email: string, password: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as Db;
    const [company] = await t.insert(companies).values({ name: 'My Company' }).returning();
    await ensureChart(t, company.id);
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
