import { Permission } from '@fieldline/contracts/common/permissions';
import { type Job, JobMessages } from '@fieldline/contracts/jobs/jobs.contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countRows,
  createCustomer,
  createLocation,
  createUser,
  unique,
  userWith,
} from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedCustomerSite } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { lineItemCollections, lineItems } from '../line-items';
import { offices } from '../organization';
import { jobStatuses, jobs, jobTypeOfficeExclusions, jobTypes, jobUrgencies } from './jobs.table';

let t: TestApp;
let admin: string;
let officeId: number;
let svcId: number;
const statusIds: Record<string, number> = {};
const urgencyIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const db = t.database.db;
  [{ id: officeId }] = await db.select({ id: offices.id }).from(offices).orderBy(asc(offices.id)).limit(1);
  [{ id: svcId }] = await db.select({ id: jobTypes.id }).from(jobTypes).where(eq(jobTypes.type, 'SVC'));
  for (const s of await db.select().from(jobStatuses)) statusIds[s.statusText] = s.id;
  for (const u of await db.select().from(jobUrgencies)) urgencyIds[u.name] = u.id;
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

async function newJob(extra: Record<string, unknown> = {}) {
  const site = await seedCustomerSite(t, admin);
  const res = await api('POST', '/v1/jobs', {
    customerId: site.customer.id,
    locationId: site.location.id,
    jobTypeId: svcId,
    officeId,
    name: unique('Boiler repair'),
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`job not created: ${res.statusCode} ${res.body}`);
  return { job: res.json() as Job, site };
}

describe('jobs', () => {
  it('creates a job with a generated number and the first Open status, reads it in the spec shape', async () => {
    const { job, site } = await newJob({ urgencyId: urgencyIds.High, poNumber: 'PO-77' });
    expect(job.jobNumber).toBe(`J-${String(job.id).padStart(6, '0')}`);
    expect(job).toMatchObject({
      jobType: { id: svcId, type: 'SVC', name: 'Service Call' },
      status: 'New',
      jobStatus: { id: statusIds.New, statusText: 'New', statusType: { name: 'Open' } },
      invoiceStatus: 0,
      invoiceAmount: '0.00',
      poNumber: 'PO-77',
      urgency: { id: urgencyIds.High, name: 'High' },
      customer: {
        id: site.customer.id,
        name: site.customer.name,
        accountNumber: site.customer.accountNumber,
      },
      customerLocation: { id: site.location.id, name: site.location.name },
      office: { id: officeId },
      salesPerson: null,
      version: 1,
    });
    expect(Object.keys(job.office).sort()).toEqual(
      ['address1', 'address2', 'city', 'id', 'name', 'phoneNumber', 'postalCode', 'state'].sort(),
    );
    const read = await api('GET', `/v1/jobs/${job.id}`);
    expect(read.json()).toEqual({ ...job, canRecordWork: true });
    expect((await api('GET', `/v1/jobs/${job.id}?fields=id,jobNumber,customer.name`)).json()).toEqual({
      id: job.id,
      jobNumber: job.jobNumber,
      customer: { name: site.customer.name },
    });
  });

  it('adds the job type default item as the first line', async () => {
    const item = await seedItem(t);
    const [type] = await t.database.db
      .insert(jobTypes)
      .values({ type: unique('DI').slice(0, 20), name: 'With default', defaultItemId: item.id })
      .returning();
    const { job } = await newJob({ jobTypeId: type.id });
    const lines = await t.database.db
      .select({ itemId: lineItems.itemId, quantity: lineItems.quantity })
      .from(lineItems)
      .innerJoin(lineItemCollections, eq(lineItemCollections.id, lineItems.collectionId))
      .where(and(eq(lineItemCollections.ownerKind, 'Job'), eq(lineItemCollections.ownerId, job.id)));
    expect(lines.map((l) => l.itemId)).toEqual([item.id]);
  });

  it('names every bad field in a 400 and saves nothing', async () => {
    const before = await countRows(t, jobs);
    const res = await api('POST', '/v1/jobs', { customerId: 'x', name: '', scheduledStart: 'tomorrow' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    for (const f of ['customerId', 'locationId', 'jobTypeId', 'officeId', 'name', 'scheduledStart'])
      expect(fields).toContain(f);
    expect(await countRows(t, jobs)).toBe(before);
    const site = await seedCustomerSite(t, admin);
    const unknownType = await api('POST', '/v1/jobs', {
      customerId: site.customer.id,
      locationId: site.location.id,
      jobTypeId: 999999,
      officeId,
      name: 'x',
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().errors[0].field).toBe('jobTypeId');
  });

  it('refuses a location of another customer and a job type excluded for the office (422)', async () => {
    const site = await seedCustomerSite(t, admin);
    const other = await createCustomer(t, admin);
    const otherLocation = await createLocation(t, admin, other.id);
    const wrong = await api('POST', '/v1/jobs', {
      customerId: site.customer.id,
      locationId: otherLocation.id,
      jobTypeId: svcId,
      officeId,
      name: 'x',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(JobMessages.locationNotOfCustomer);

    const [type] = await t.database.db
      .insert(jobTypes)
      .values({ type: unique('EX').slice(0, 20), name: 'Excluded here' })
      .returning();
    await t.database.db.insert(jobTypeOfficeExclusions).values({ jobTypeId: type.id, officeId });
    const excluded = await api('POST', '/v1/jobs', {
      customerId: site.customer.id,
      locationId: site.location.id,
      jobTypeId: type.id,
      officeId,
      name: 'x',
    });
    expect(excluded.statusCode).toBe(422);
    expect(excluded.json().message).toBe(JobMessages.typeExcludedForOffice);
  });

  it('updates with versions: 409 on a stale version, 404 for an unknown job', async () => {
    const { job } = await newJob();
    const res = await api('PATCH', `/v1/jobs/${job.id}`, {
      urgencyId: urgencyIds.Emergency,
      projectName: 'Tower B',
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ urgency: { name: 'Emergency' }, projectName: 'Tower B', version: 2 });
    expect((await api('PATCH', `/v1/jobs/${job.id}`, { name: 'Stale', version: 1 })).statusCode).toBe(409);
    expect((await api('GET', '/v1/jobs/999999')).statusCode).toBe(404);
    expect((await api('PATCH', '/v1/jobs/999999', { name: 'x' })).statusCode).toBe(404);
  });

  it('needs a reason to cancel, stamps completedDate on completion and clears it on reopening', async () => {
    const { job } = await newJob();
    const cancel = await api('PATCH', `/v1/jobs/${job.id}`, { statusId: statusIds.Cancelled });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().message).toBe(JobMessages.cancelNeedsReason);
    const done = await api('PATCH', `/v1/jobs/${job.id}`, { statusId: statusIds.Completed });
    expect(done.json()).toMatchObject({ status: 'Completed' });
    expect(Date.now() - Date.parse(done.json().completedDate)).toBeLessThan(60_000);
    const reopened = await api('PATCH', `/v1/jobs/${job.id}`, { statusId: statusIds['In Progress'] });
    expect(reopened.json()).toMatchObject({ status: 'In Progress', completedDate: null });
    const cancelled = await api('PATCH', `/v1/jobs/${job.id}`, {
      statusId: statusIds.Cancelled,
      statusReason: 'Customer sold the building',
    });
    expect(cancelled.json()).toMatchObject({
      status: 'Cancelled',
      statusReason: 'Customer sold the building',
    });
  });

  it('sets No Charge by hand but leaves invoiced states to invoicing; checks people and schedule', async () => {
    const { job } = await newJob();
    expect((await api('PATCH', `/v1/jobs/${job.id}`, { invoiceStatus: 3 })).json().invoiceStatus).toBe(3);
    expect((await api('PATCH', `/v1/jobs/${job.id}`, { invoiceStatus: 2 })).statusCode).toBe(422);
    expect((await api('PATCH', `/v1/jobs/${job.id}`, { invoiceStatus: 7 })).statusCode).toBe(400);
    const tech = await createUser(t, admin, { firstName: 'Tess', lastName: 'Tech' });
    const assigned = await api('PATCH', `/v1/jobs/${job.id}`, { assignedResourceId: tech.user.id });
    expect(assigned.json().assignedResource).toEqual({
      id: tech.user.id,
      displayName: 'Tess Tech',
      email: tech.email,
    });
    const unknownUser = await api('PATCH', `/v1/jobs/${job.id}`, { salesPersonId: 999999 });
    expect(unknownUser.statusCode).toBe(400);
    expect(unknownUser.json().errors[0].field).toBe('salesPersonId');
    const backwards = await api('PATCH', `/v1/jobs/${job.id}`, {
      scheduledStart: '2026-11-20T10:00:00Z',
      scheduledEnd: '2026-11-20T09:00:00Z',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors[0].field).toBe('scheduledEnd');
  });

  it('searches by number, name and customer with filters, and counts', async () => {
    const tag = unique('Zed').replace(/-/g, '');
    const customer = await createCustomer(t, admin, { name: `${tag} Holdings` });
    const location = await createLocation(t, admin, customer.id);
    const make = (name: string) =>
      api('POST', '/v1/jobs', {
        customerId: customer.id,
        locationId: location.id,
        jobTypeId: svcId,
        officeId,
        name,
      });
    const a = (await make(`${tag} chiller`)).json();
    const b = (await make('Rooftop unit')).json();
    const byCustomer = await api('GET', `/v1/jobs/search?query=${tag}&searchBy=customer`);
    expect(byCustomer.json().count_filtered).toBe(2);
    expect(byCustomer.json().data.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    const byName = await api('GET', `/v1/jobs/search?query=${tag}&searchBy=name`);
    expect(byName.json().data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const byId = await api('GET', `/v1/jobs/search?query=${b.jobNumber}&searchBy=id`);
    expect(byId.json().data[0]).toMatchObject({
      id: b.id,
      jobNumber: b.jobNumber,
      status: 'New',
      customer: { id: customer.id, name: customer.name },
      customerLocation: { id: location.id, name: location.name },
    });
    await api('PATCH', `/v1/jobs/${a.id}`, { statusId: statusIds.Completed });
    const open = await api('GET', `/v1/jobs/search?customerId=${customer.id}&status=open`);
    expect(open.json().data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const completed = await api(
      'GET',
      `/v1/jobs/search?locationId=${location.id}&status=${statusIds.Completed}`,
    );
    expect(completed.json().data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await api('GET', `/v1/jobs/search/count?query=${tag}`)).json()).toEqual({ count: 2 });
    expect((await api('GET', '/v1/jobs/search?searchBy=everything')).statusCode).toBe(400);
    const list = await api('GET', `/v1/jobs?customerId=${customer.id}`);
    expect(list.json()).toHaveLength(2);
  });

  it('needs the Jobs permission: read to look, full to change', async () => {
    const { job, site } = await newJob();
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect((await api('GET', `/v1/jobs/${job.id}`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('PATCH', `/v1/jobs/${job.id}`, { name: 'x' }, reader.token)).statusCode).toBe(403);
    const create = {
      customerId: site.customer.id,
      locationId: site.location.id,
      jobTypeId: svcId,
      officeId,
      name: 'x',
    };
    expect((await api('POST', '/v1/jobs', create, reader.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/jobs/search', undefined, none.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/jobs/settings', undefined, none.token)).statusCode).toBe(403);
  });

  it('answers the job settings from the organization settings', async () => {
    const res = await api('GET', '/v1/jobs/settings');
    expect(res.json()).toEqual({
      UsesDiscounts: false,
      summary: {
        internal: {
          ShowInvoiceInfo: true,
          Items: true,
          Equipment: true,
          Tasks: true,
          Time: true,
          Recommendations: true,
          Expenses: true,
          Signoffs: true,
          Checklists: true,
        },
        customer: {
          ShowInvoiceInfo: true,
          Items: true,
          Equipment: true,
          Tasks: true,
          Time: false,
          Recommendations: true,
          Expenses: false,
          Signoffs: true,
          Checklists: true,
        },
      },
    });
    await api('PATCH', '/v1/settings', { JobSummaryTimeCustomer: true, UsesDiscounts: true });
    const after = (await api('GET', '/v1/jobs/settings')).json();
    expect(after.UsesDiscounts).toBe(true);
    expect(after.summary.customer.Time).toBe(true);
    await api('PATCH', '/v1/settings', { JobSummaryTimeCustomer: false, UsesDiscounts: false });
  });
});
