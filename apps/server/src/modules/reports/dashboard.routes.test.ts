import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import type { Dashboard } from '@fieldline/contracts/reports/dashboard.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, unique, userWith } from '../../../test/factories';
import { statusId } from '../../../test/factories-job-summary';
import { seedItem, seedSupplier, seedWarehouse } from '../../../test/factories-stock';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { inventoryAllocations, inventoryOnHand } from '../inventory/inventory.table';
import { invoices } from '../invoices/invoices.table';
import { companies } from '../organization/organization.table';
import { vendorBills } from '../vendor-bills/vendor-bills.table';
import { itemWarehouses } from '../warehouses/warehouses.table';

let t: TestApp;
let admin: string;
let tech: Awaited<ReturnType<typeof userWith>>;
let accounting: Awaited<ReturnType<typeof userWith>>;
let stockClerk: Awaited<ReturnType<typeof userWith>>;
let today: string;
/** The test database's own documents and stock, before this file adds its rows. */
let base: Dashboard;
const plus = (a: string | undefined, b: string) => moneyString(toDecimal(a ?? '0').plus(b));

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** A time on a company day: the company is at UTC-7 all year (no daylight saving) in this file. */
const at = (date: string, time: string) => `${date}T${time}:00-07:00`;

const get = async (token: string, url = '/v1/dashboard'): Promise<Dashboard> => {
  const res = await t.as(token)({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const countOf = async (url: string) => {
  const res = await t.as(admin)({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count_filtered as number;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const db = t.database.db;
  // A fixed offset makes the day's edges exact whenever the test runs.
  await db.update(companies).set({ timezone: 'Etc/GMT+7' });
  base = await get(admin);
  today = base.today;

  tech = await userWith(t, admin, [
    { id: Permission.Jobs, accessLevel: 1 },
    { id: Permission.Timesheets, accessLevel: 2 },
  ]);
  accounting = await userWith(t, admin, [
    { id: Permission.Jobs, accessLevel: 1 },
    { id: Permission.Invoices, accessLevel: 2 },
    { id: Permission.VendorBills, accessLevel: 2 },
  ]);
  stockClerk = await userWith(t, admin, [{ id: Permission.Inventory, accessLevel: 1 }]);

  const techId = tech.user.id as number;
  const first = await seedJob(t, admin, { scheduledStart: at(today, '09:00'), assignedResourceId: techId });
  const site = { customerId: first.customerId, locationId: first.locationId };
  // Late evening locally is already tomorrow in UTC: still today's.
  await seedJob(t, admin, { ...site, scheduledStart: at(today, '23:30') });
  await seedJob(t, admin, { ...site, scheduledStart: at(today, '00:00'), assignedResourceId: techId });
  // Not today: yesterday late, tomorrow at midnight, and no schedule.
  await seedJob(t, admin, {
    ...site,
    scheduledStart: at(addDays(today, -1), '23:59'),
    assignedResourceId: techId,
  });
  await seedJob(t, admin, { ...site, scheduledStart: at(addDays(today, 1), '00:00') });
  await seedJob(t, admin, { ...site, scheduledStart: null });
  // A completed job nobody was assigned to is not waiting for anyone.
  await seedJob(t, admin, { ...site, statusId: await statusId(t, 'Completed') });

  const customer = await createCustomer(t, admin);
  const invoice = (dueDate: string, balance: string, status = 'Open') => ({
    invoiceNumber: unique('INV'),
    customerId: customer.id,
    invoiceDate: addDays(today, -60),
    dueDate,
    total: '500.00',
    amountPaid: '0',
    balance,
    status,
  });
  await db.insert(invoices).values([
    invoice(addDays(today, -30), '120.10'),
    invoice(addDays(today, -1), '0.15'),
    invoice(today, '99.00'), // due today: not overdue yet
    invoice(addDays(today, -5), '0', 'Paid'),
    invoice(addDays(today, -5), '40.00', 'Void'),
  ]);

  const supplier = await seedSupplier(t);
  const bill = (statusName: string, amountDue: string) => ({
    billNumber: unique('B'),
    supplierId: supplier.id,
    billDate: today,
    dueDate: addDays(today, 30),
    amountDue,
    balance: amountDue,
    statusName,
  });
  await db
    .insert(vendorBills)
    .values([bill('Pending Approval', '75.50'), bill('Pending Approval', '24.55'), bill('', '999.00')]);

  const warehouse = await seedWarehouse(t);
  const bin = warehouse.bins[0].id;
  const [low, allocatedAway, fine, empty, inactive, noMinimum] = await Promise.all(
    [true, true, true, true, false, true].map((isActive) => seedItem(t, { isActive })),
  );
  await db.insert(itemWarehouses).values([
    { itemId: low.id, warehouseId: warehouse.id, minQuantity: '5' },
    { itemId: allocatedAway.id, warehouseId: warehouse.id, minQuantity: '5' },
    { itemId: fine.id, warehouseId: warehouse.id, minQuantity: '5' },
    { itemId: empty.id, warehouseId: warehouse.id, minQuantity: '1' },
    { itemId: inactive.id, warehouseId: warehouse.id, minQuantity: '5' },
    { itemId: noMinimum.id, warehouseId: warehouse.id, maxQuantity: '50' },
  ]);
  await db.insert(inventoryOnHand).values([
    { itemId: low.id, warehouseId: warehouse.id, binId: bin, quantity: '4.9999' },
    { itemId: allocatedAway.id, warehouseId: warehouse.id, binId: bin, quantity: '8' },
    { itemId: fine.id, warehouseId: warehouse.id, binId: bin, quantity: '5' },
    { itemId: inactive.id, warehouseId: warehouse.id, binId: bin, quantity: '1' },
  ]);
  await db.insert(inventoryAllocations).values({
    itemId: allocatedAway.id,
    warehouseId: warehouse.id,
    quantity: '4',
    sourceKind: 'Job',
    sourceId: 1,
    sourceLineId: 1,
  });
});
afterAll(() => t.close());

describe('GET /v1/dashboard', () => {
  it("answers an administrator every section: today's jobs of everyone, unassigned, overdue, bills, low stock", async () => {
    const d = await get(admin);
    expect(d.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(d.todaysJobs).toEqual({ scope: 'all', count: (base.todaysJobs?.count ?? 0) + 3 });
    // Open and nobody assigned: the 23:30 job, tomorrow's, the unscheduled one (not the completed one).
    expect(d.unassignedJobs).toEqual({ count: (base.unassignedJobs?.count ?? 0) + 3 });
    expect(d.overdueInvoices).toEqual({
      count: (base.overdueInvoices?.count ?? 0) + 2,
      amount: plus(base.overdueInvoices?.amount, '120.25'),
    });
    expect(d.billsToApprove).toEqual({
      count: (base.billsToApprove?.count ?? 0) + 2,
      amount: plus(base.billsToApprove?.amount, '100.05'),
    });
    // Below the minimum: 4.9999 < 5, 8 − 4 allocated < 5, nothing on hand < 1; not the inactive item.
    expect(d.lowStock).toEqual({ count: (base.lowStock?.count ?? 0) + 3 });
  });

  it('each number is the count of the list its link opens', async () => {
    const d = await get(admin);
    expect(await countOf(`/v1/jobs/search?scheduledDate=${today}&limit=1`)).toBe(d.todaysJobs?.count);
    expect(await countOf('/v1/jobs/search?status=open&assignedTo=none&limit=1')).toBe(
      d.unassignedJobs?.count,
    );
    expect(await countOf(`/v1/invoices/search?status=Open&dueBefore=${today}&limit=1`)).toBe(
      d.overdueInvoices?.count,
    );
    expect(await countOf('/v1/vendorbills/search?status=Pending%20Approval&limit=1')).toBe(
      d.billsToApprove?.count,
    );
    expect(await countOf('/v1/inventory/search?belowMinimum=true&onlyInStock=false&limit=1')).toBe(
      d.lowStock?.count,
    );
  });

  it('shows a technician only their own jobs today and nothing they may not read', async () => {
    const d = await get(tech.token);
    expect(d.userId).toBe(tech.user.id);
    expect(d.todaysJobs).toEqual({ scope: 'mine', count: 2 });
    expect(Object.keys(d).sort()).toEqual(['today', 'todaysJobs', 'userId']);
    expect(await countOf(`/v1/jobs/search?scheduledDate=${today}&assignedTo=${tech.user.id}&limit=1`)).toBe(
      2,
    );
  });

  it('shows accounting overdue invoices and bills to approve, and no low-stock section without inventory', async () => {
    const d = await get(accounting.token);
    expect(d.overdueInvoices).toEqual({
      count: (base.overdueInvoices?.count ?? 0) + 2,
      amount: plus(base.overdueInvoices?.amount, '120.25'),
    });
    expect(d.billsToApprove).toEqual({
      count: (base.billsToApprove?.count ?? 0) + 2,
      amount: plus(base.billsToApprove?.amount, '100.05'),
    });
    expect(d.todaysJobs).toEqual({ scope: 'mine', count: 0 });
    expect(d.unassignedJobs).toBeUndefined();
    expect(d.lowStock).toBeUndefined();
  });

  it('shows a stock clerk low stock only; a user with no permissions gets an empty dashboard', async () => {
    const clerk = await get(stockClerk.token);
    expect(Object.keys(clerk).sort()).toEqual(['lowStock', 'today', 'userId']);
    expect(clerk.lowStock).toEqual({ count: (base.lowStock?.count ?? 0) + 3 });
    const nobody = await userWith(t, admin, []);
    expect(Object.keys(await get(nobody.token)).sort()).toEqual(['today', 'userId']);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/dashboard' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a bad list filter with 400 naming the field', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/v1/jobs/search?assignedTo=someone' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json().errors)).toContain('assignedTo');
    const bad = await t.as(admin)({ method: 'GET', url: '/v1/jobs/search?scheduledDate=2026-02-30' });
    expect(bad.statusCode).toBe(400);
  });
});
