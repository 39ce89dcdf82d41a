import { Permission } from '@fieldline/contracts/common/permissions';
import { JobTypeMessages } from '@fieldline/contracts/jobs/job-setup.contract';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unique, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { markupTypes } from '../items/items.table';
import { offices } from '../organization';

let t: TestApp;
let admin: string;
let office: { id: number; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  [office] = await t.database.db
    .select({ id: offices.id, companyId: offices.companyId })
    .from(offices)
    .orderBy(asc(offices.id))
    .limit(1);
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token = admin,
) => t.as(token)({ method, url, payload: payload as object });

const code = () => unique('T').replace(/-/g, '').slice(0, 20);

describe('job reference lists', () => {
  it('lists statuses with their type, status types, workflow types, urgencies and the cache lookups', async () => {
    const statuses = (await api('GET', '/v1/jobs/statuses')).json();
    expect(statuses.map((s: { statusText: string }) => s.statusText)).toEqual([
      'New',
      'Scheduled',
      'Dispatched',
      'In Progress',
      'Waiting on Parts',
      'Completed',
      'Cancelled',
    ]);
    expect(statuses[5].statusType).toMatchObject({ name: 'Complete', isClosed: true, isComplete: true });
    const types = (await api('GET', '/v1/jobs/statuses/types')).json();
    expect(types.map((s: { name: string }) => s.name)).toEqual([
      'Open',
      'In Progress',
      'On Hold',
      'Complete',
      'Cancelled',
    ]);
    const workflows = (await api('GET', '/v1/jobs/statuses/workflowtypes')).json();
    expect(workflows.map((w: { name: string }) => w.name).sort()).toEqual(['Install', 'Project', 'Service']);
    const urgencies = (await api('GET', '/v1/jobs/urgencies')).json();
    expect(urgencies.map((u: { name: string }) => u.name)).toEqual(['Low', 'Normal', 'High', 'Emergency']);
    expect((await api('GET', '/v1/cache/joburgencies')).json()).toHaveLength(4);
    expect((await api('GET', '/v1/cache/jobstatus')).json()[0]).toMatchObject({ name: 'New' });
    expect((await api('GET', '/v1/cache/jobtypes')).json().map((r: { type: string }) => r.type)).toContain(
      'SVC',
    );
  });
});

describe('job types', () => {
  it('creates, reads, updates with versions, refuses a duplicate code and deletes an unused type', async () => {
    const c = code();
    const created = await api('POST', '/v1/jobs/types', {
      type: c,
      name: 'Inspection',
      description: 'Yearly',
    });
    expect(created.statusCode).toBe(201);
    const type = created.json();
    expect(type).toMatchObject({
      type: c,
      name: 'Inspection',
      isActive: true,
      excludedOfficeIds: [],
      version: 1,
    });
    expect((await api('GET', `/v1/jobs/types/${type.id}`)).json()).toEqual(type);
    const dup = await api('POST', '/v1/jobs/types', { type: c.toLowerCase(), name: 'Again' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(JobTypeMessages.duplicateType);
    const patched = await api('PATCH', `/v1/jobs/types/${type.id}`, { name: 'Inspection visit', version: 1 });
    expect(patched.json()).toMatchObject({ name: 'Inspection visit', version: 2 });
    expect((await api('PATCH', `/v1/jobs/types/${type.id}`, { name: 'x', version: 1 })).statusCode).toBe(409);
    const bad = await api('POST', '/v1/jobs/types', { type: '', name: '' });
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['name', 'type']);
    expect((await api('DELETE', `/v1/jobs/types/${type.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/jobs/types/${type.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a type jobs use, searches by office exclusion', async () => {
    const type = (await api('POST', '/v1/jobs/types', { type: code(), name: 'Used' })).json();
    await seedJob(t, admin, { jobTypeId: type.id });
    const del = await api('DELETE', `/v1/jobs/types/${type.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().message).toBe(JobTypeMessages.inUse);

    const [other] = await t.database.db
      .insert(offices)
      .values({ name: unique('Office'), companyId: office.companyId })
      .returning();
    const put = await api('PUT', `/v1/jobs/types/${type.id}/office-exclusions`, { officeIds: [other.id] });
    expect(put.json()).toEqual({ officeIds: [other.id], offices: [{ id: other.id, name: other.name }] });
    const inOther = await api('GET', `/v1/jobs/types/search?query=${type.type}&officeId=${other.id}`);
    expect(inOther.json().count_filtered).toBe(0);
    const inFirst = await api('GET', `/v1/jobs/types/search?query=${type.type}&officeId=${office.id}`);
    expect(inFirst.json().data.map((r: { id: number }) => r.id)).toEqual([type.id]);
    expect((await api('GET', `/v1/jobs/types/search/count?query=${type.type}`)).json()).toEqual({ count: 1 });
    const unknown = await api('PUT', `/v1/jobs/types/${type.id}/office-exclusions`, { officeIds: [999999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('officeIds[0]');
    expect((await api('GET', '/v1/jobs/types/999999/office-exclusions')).statusCode).toBe(404);
  });

  it('keeps the default item, tech statuses, item markups and contract fees of a type', async () => {
    const type = (await api('POST', '/v1/jobs/types', { type: code(), name: 'Parts' })).json();
    const item = await seedItem(t);
    const set = await api('PUT', `/v1/jobs/types/${type.id}/default-item`, { itemId: item.id });
    expect(set.json()).toEqual({
      item: { id: item.id, name: item.name, description: item.description ?? '' },
    });
    expect((await api('PUT', `/v1/jobs/types/${type.id}/default-item`, { itemId: 999999 })).statusCode).toBe(
      400,
    );
    expect((await api('PUT', `/v1/jobs/types/${type.id}/default-item`, { itemId: null })).json()).toEqual({
      item: null,
    });

    const s1 = (await api('POST', `/v1/jobs/types/${type.id}/techStatuses`, { name: 'En Route' })).json();
    const s2 = (await api('POST', `/v1/jobs/types/${type.id}/techStatuses`, { name: 'On Site' })).json();
    expect([s1.sort, s2.sort]).toEqual([1, 2]);
    await api('PATCH', `/v1/jobs/types/${type.id}/techStatuses/${s2.id}`, { sort: 0 });
    expect(
      (await api('GET', `/v1/jobs/types/${type.id}/techStatuses`))
        .json()
        .map((s: { name: string }) => s.name),
    ).toEqual(['On Site', 'En Route']);
    expect((await api('DELETE', `/v1/jobs/types/${type.id}/techStatuses/${s1.id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/jobs/types/${type.id}/techStatuses/${s1.id}`)).statusCode).toBe(404);

    const fee = await api('POST', `/v1/jobs/types/${type.id}/contractfees`, {
      name: 'Trip charge',
      amount: 49.5,
    });
    expect(fee.statusCode).toBe(201);
    expect(fee.json()).toMatchObject({ name: 'Trip charge', amount: '49.50', item: null });
    const feeBad = await api('POST', `/v1/jobs/types/${type.id}/contractfees`, { name: '', amount: 'abc' });
    expect(
      feeBad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'name']);
    const precise = await api('PATCH', `/v1/jobs/types/${type.id}/contractfees/${fee.json().id}`, {
      amount: '60.125',
    });
    expect(precise.json().errors).toEqual([{ field: 'amount', message: 'At most 2 decimal places.' }]);
    const feeUpd = await api('PATCH', `/v1/jobs/types/${type.id}/contractfees/${fee.json().id}`, {
      amount: '60.12',
      itemId: item.id,
    });
    expect(feeUpd.json()).toMatchObject({ amount: '60.12', item: { id: item.id } });

    const [markup] = await t.database.db
      .insert(markupTypes)
      .values({ name: unique('Markup') })
      .returning();
    const m = await api('POST', `/v1/jobs/types/${type.id}/itemMarkups`, {
      itemCategoryId: null,
      markupTypeId: markup.id,
    });
    expect(m.json()).toMatchObject({
      itemCategoryId: null,
      markupType: { id: markup.id, name: markup.name },
    });
    const unknownMarkup = await api('POST', `/v1/jobs/types/${type.id}/itemMarkups`, {
      itemCategoryId: null,
      markupTypeId: 999999,
    });
    expect(unknownMarkup.json().errors[0].field).toBe('markupTypeId');
    expect((await api('GET', `/v1/jobs/types/${type.id}/itemMarkups`)).json()).toHaveLength(1);
    expect((await api('DELETE', `/v1/jobs/types/${type.id}/itemMarkups/${m.json().id}`)).statusCode).toBe(
      204,
    );
  });

  it('needs the Jobs permission to change types', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    expect((await api('GET', '/v1/jobs/types', undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', '/v1/jobs/types', { type: code(), name: 'x' }, reader.token)).statusCode).toBe(
      403,
    );
    const none = await userWith(t, admin, []);
    expect((await api('GET', '/v1/jobs/statuses', undefined, none.token)).statusCode).toBe(403);
  });

  it('offers only active types in the cache lookup', async () => {
    const type = (await api('POST', '/v1/jobs/types', { type: code(), name: 'Old', isActive: false })).json();
    const cache = (await api('GET', '/v1/cache/jobtypes')).json();
    expect(cache.some((r: { id: number }) => r.id === type.id)).toBe(false);
    const all = (await api('GET', '/v1/jobs/types')).json();
    expect(all.some((r: { id: number }) => r.id === type.id)).toBe(true);
  });
});
