import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { unique } from '../../../test/factories';
import { seedCustomerSite, seedEquipment } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { contractStatuses, contracts, contractTypes } from '../contracts/contracts.table';
import { jobTypes } from '../jobs/jobs.table';
import { offices } from '../organization/organization.table';

/**
 * The visit tests' set-up: one app per file, contracts written straight to the contracts table (the
 * contracts module is built beside this one), and small request helpers. Bindings are live.
 */
export let t: TestApp;
export let admin: string;
export let svcTypeId: number;

export function useVisitsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    [{ id: svcTypeId }] = await t.database.db.select().from(jobTypes).where(eq(jobTypes.type, 'SVC'));
  });
  afterAll(() => t.close());
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export function api(method: Method, url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
export const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  res.json().errors?.map((e) => e.field);

/** An office in the given time zone (a new one), for the daylight-saving tests. */
export async function officeIn(timezone: string): Promise<number> {
  const [first] = await t.database.db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  const [row] = await t.database.db
    .insert(offices)
    .values({ companyId: first.companyId, name: unique('Office'), timezone })
    .returning();
  return row.id;
}

export interface SeededContract {
  id: number;
  customerId: number;
  locationId: number;
  equipmentIds: number[];
}

/** An Active maintenance agreement at a new customer site, with two pieces of its equipment. */
export async function seedContract(
  values: Partial<typeof contracts.$inferInsert> & { status?: string } = {},
): Promise<SeededContract> {
  const db = t.database.db;
  const site = await seedCustomerSite(t, admin);
  const [type] = await db.select().from(contractTypes).where(eq(contractTypes.name, 'Maintenance agreement'));
  const [status] = await db
    .select()
    .from(contractStatuses)
    .where(eq(contractStatuses.name, values.status ?? 'Active'));
  const [office] = await db.select().from(offices).orderBy(asc(offices.id)).limit(1);
  const { status: _s, ...rest } = values;
  const [row] = await db
    .insert(contracts)
    .values({
      contractNumber: unique('C'),
      name: unique('Agreement'),
      customerId: site.customer.id,
      locationId: site.location.id,
      officeId: office.id,
      typeId: type.id,
      statusId: status.id,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      ...rest,
    })
    .returning();
  const e1 = await seedEquipment(t, { customerId: site.customer.id, locationId: site.location.id });
  const e2 = await seedEquipment(t, { customerId: site.customer.id, locationId: site.location.id });
  return {
    id: row.id,
    customerId: site.customer.id,
    locationId: site.location.id,
    equipmentIds: [e1.id, e2.id],
  };
}

export async function putSchedule(contractId: number, body: Record<string, unknown>, token = admin) {
  const res = await api(
    'PUT',
    `/v1/contracts/${contractId}/visitSchedule`,
    { jobTypeId: svcTypeId, ...body },
    token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
export async function generate(contractId: number) {
  const res = await api('POST', `/v1/contracts/${contractId}/generateVisits`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { visitsCreated: number; jobsCreated: number };
}
export async function visits(contractId: number, q = '') {
  const res = await api('GET', `/v1/contracts/${contractId}/visits${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as import('@fieldline/contracts/contract-visits/contract-visits.contract').ContractVisit[];
}
