import { asc, eq } from 'drizzle-orm';
import { bids } from '../src/modules/bids/bids.table';
import { equipment } from '../src/modules/equipment/equipment.table';
import { jobStatuses, jobs, jobTypes } from '../src/modules/jobs/jobs.table';
import { offices } from '../src/modules/organization/organization.table';
import { createCustomer, createLocation, unique } from './factories';
import type { TestApp } from './harness';

/**
 * Bids, jobs and equipment written straight to their tables (over a customer and location made
 * through the API), so the line-item, equipment, bid and job tests do not depend on each other's
 * routes. Each module's routes have their own tests.
 */
export async function seedCustomerSite(t: TestApp, token: string) {
  const customer = await createCustomer(t, token);
  const location = await createLocation(t, token, customer.id);
  return { customer, location };
}

async function firstOffice(t: TestApp) {
  const [office] = await t.database.db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  return office;
}

export async function seedEquipment(
  t: TestApp,
  site: { customerId: number; locationId: number },
  values: Partial<typeof equipment.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(equipment)
    .values({ name: unique('Unit'), serialNumber: unique('SN'), ...site, ...values })
    .returning();
  return row;
}

/** A job of type SVC in status New at a new customer site (or the one given). */
export async function seedJob(t: TestApp, token: string, values: Partial<typeof jobs.$inferInsert> = {}) {
  const site =
    values.customerId && values.locationId
      ? { customerId: values.customerId, locationId: values.locationId }
      : await seedCustomerSite(t, token).then((s) => ({
          customerId: s.customer.id,
          locationId: s.location.id,
        }));
  const [type] = await t.database.db.select().from(jobTypes).where(eq(jobTypes.type, 'SVC'));
  const [status] = await t.database.db.select().from(jobStatuses).where(eq(jobStatuses.statusText, 'New'));
  const [row] = await t.database.db
    .insert(jobs)
    .values({
      jobNumber: unique('J'),
      name: unique('Job'),
      jobTypeId: type.id,
      statusId: status.id,
      officeId: (await firstOffice(t)).id,
      ...site,
      ...values,
    })
    .returning();
  return row;
}

/** An Open bid at a new customer site (or the one given). */
export async function seedBid(t: TestApp, token: string, values: Partial<typeof bids.$inferInsert> = {}) {
  const site =
    values.customerId && values.locationId
      ? { customerId: values.customerId, locationId: values.locationId }
      : await seedCustomerSite(t, token).then((s) => ({
          customerId: s.customer.id,
          locationId: s.location.id,
        }));
  const [row] = await t.database.db
    .insert(bids)
    .values({
      bidNumber: unique('B'),
      name: unique('Bid'),
      officeId: (await firstOffice(t)).id,
      bidDate: '2026-11-02',
      ...site,
      ...values,
    })
    .returning();
  return row;
}
