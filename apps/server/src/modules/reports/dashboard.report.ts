// Reports may read across modules (ARCHITECTURE section 2). The home page's counts: one statement per
// section, each answered by an index; the job and low-stock counts call the same filters the jobs and
// inventory lists use, so a number on the home page is the count of the list its link opens.
import { moneyString } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import { jobSearchQuerySchema } from '@fieldline/contracts/jobs/jobs.contract';
import type { Dashboard } from '@fieldline/contracts/reports/dashboard.contract';
import { BillStatus } from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { AccessMap } from '../../platform/auth/permission-resolver';
import type { Db } from '../../platform/db/database';
import { searchInventory } from '../inventory';
import { invoices } from '../invoices/invoices.table';
import { countJobs } from '../jobs';
import { companyToday } from '../organization';
import { vendorBills } from '../vendor-bills/vendor-bills.table';

const amount = (v: string | null) => moneyString(v ?? '0');

/** The sections `access` may read, for user `userId`; the others are left out. */
export async function dashboard(db: Db, userId: number, access: AccessMap): Promise<Dashboard> {
  const level = (id: number) => access.get(id) ?? 0;
  const today = await companyToday(db);
  const jobs = level(Permission.Jobs);
  const scope = jobs >= 2 ? 'all' : 'mine';
  const [todaysJobs, unassignedJobs, overdueInvoices, billsToApprove, lowStock] = await Promise.all([
    jobs >= 1
      ? countJobs(
          db,
          jobSearchQuerySchema.parse({
            scheduledDate: today,
            assignedTo: scope === 'mine' ? userId : undefined,
          }),
        ).then((r) => ({ scope, count: r.count }) as const)
      : undefined,
    jobs >= 2 ? countJobs(db, jobSearchQuerySchema.parse({ status: 'open', assignedTo: 'none' })) : undefined,
    level(Permission.Invoices) >= 1 ? overdue(db, today) : undefined,
    level(Permission.VendorBills) >= 1 ? pendingBills(db) : undefined,
    level(Permission.Inventory) >= 1
      ? searchInventory(db, { belowMinimum: true, offset: 0, limit: 1 }).then((r) => ({
          count: r.count_filtered,
        }))
      : undefined,
  ]);
  return { today, userId, todaysJobs, unassignedJobs, overdueInvoices, billsToApprove, lowStock };
}

/** Open invoices due before today (the partial index on due date of open invoices). */
async function overdue(db: Db, today: string) {
  const [row] = await db
    .select({ n: count(), total: sql<string | null>`sum(${invoices.balance})::text` })
    .from(invoices)
    .where(and(eq(invoices.status, 'Open'), lt(invoices.dueDate, today)));
  return { count: Number(row.n), amount: amount(row.total) };
}

/** Bills waiting for approval (the partial index on pending bills), with what they will owe. */
async function pendingBills(db: Db) {
  const [row] = await db
    .select({ n: count(), total: sql<string | null>`sum(${vendorBills.amountDue})::text` })
    .from(vendorBills)
    .where(eq(vendorBills.statusName, BillStatus.PendingApproval));
  return { count: Number(row.n), amount: amount(row.total) };
}
