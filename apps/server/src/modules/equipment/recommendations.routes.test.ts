import { Permission } from '@fieldline/contracts/common/permissions';
import { RECOMMENDATION_MESSAGES as M } from '@fieldline/contracts/equipment/recommendations.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedBid, seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { listRecommendations } from '.';
import { recommendationTypes } from './equipment.table';

let t: TestApp;
let admin: string;
let types: { id: number; typeName: string }[];
let statuses: { id: number; name: string }[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  types = (await api('GET', '/v1/equipmentRecommendations/recommendationtypes')).json();
  statuses = (await api('GET', '/v1/equipmentRecommendations/statuses')).json();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const fieldsOf = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();
const typeId = (name: string) => types.find((x) => x.typeName === name)!.id;
const statusId = (name: string) => statuses.find((x) => x.name === name)!.id;

async function site() {
  const s = await seedCustomerSite(t, admin);
  const unit = await seedEquipment(t, { customerId: s.customer.id, locationId: s.location.id });
  return { customerId: s.customer.id, locationId: s.location.id, unit };
}

describe('recommendation reference lists', () => {
  it('lists the seeded types and statuses in order', () => {
    expect(types.map((x) => x.typeName)).toEqual(['Repair', 'Replace', 'Safety', 'Upgrade']);
    expect(statuses.map((x) => x.name)).toEqual(['Open', 'Quoted', 'Sold', 'Declined']);
  });
});

describe('recommendations', () => {
  it('creates as Open, reads, updates the status, queries, and soft-deletes', async () => {
    const { unit } = await site();
    const res = await api('POST', '/v1/equipmentRecommendations', {
      equipmentId: unit.id,
      typeId: typeId('Repair'),
      description: 'Replace the worn belt',
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r).toMatchObject({
      equipment: { id: unit.id, name: unit.name, serialNumber: unit.serialNumber },
      status: { name: 'Open' },
      recommendationType: { typeName: 'Repair' },
      description: 'Replace the worn belt',
      urgencyId: null,
      createdBy: { id: expect.any(Number) },
      deletedOn: null,
    });
    expect((await api('GET', `/v1/equipmentRecommendations/${r.id}`)).json()).toEqual(r);

    const sold = await api('PATCH', `/v1/equipmentRecommendations/${r.id}`, {
      statusId: statusId('Sold'),
      version: 1,
    });
    expect(sold.json()).toMatchObject({ status: { name: 'Sold' }, version: 2 });
    expect(
      (await api('PATCH', `/v1/equipmentRecommendations/${r.id}`, { description: 'x', version: 1 }))
        .statusCode,
    ).toBe(409);
    const bySold = (
      await api('GET', `/v1/equipmentRecommendations?equipmentId=${unit.id}&statusId=${statusId('Sold')}`)
    ).json();
    expect(bySold.map((x: { id: number }) => x.id)).toEqual([r.id]);

    expect((await api('DELETE', `/v1/equipmentRecommendations/${r.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/equipmentRecommendations?equipmentId=${unit.id}`)).json()).toEqual([]);
    const withDeleted = (
      await api('GET', `/v1/equipmentRecommendations?equipmentId=${unit.id}&includeDeleted=true`)
    ).json();
    expect(withDeleted[0]).toMatchObject({
      id: r.id,
      deletedBy: { id: expect.any(Number) },
      deletedOn: expect.any(String),
    });
    const again = await api('PATCH', `/v1/equipmentRecommendations/${r.id}`, { description: 'y' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(M.deleted);
  });

  it('names bad fields (400), refuses unknown references (400) and retired types (422), 404s unknown ids', async () => {
    const { unit } = await site();
    const bad = await api('POST', '/v1/equipmentRecommendations', { equipmentId: 'x', description: '' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['description', 'equipmentId', 'typeId']);
    const unknown = await api('POST', '/v1/equipmentRecommendations', {
      equipmentId: unit.id,
      typeId: 99999,
      statusId: 99999,
      description: 'd',
    });
    expect(fieldsOf(unknown)).toEqual(['statusId', 'typeId']);
    const noUrgency = await api('POST', '/v1/equipmentRecommendations', {
      equipmentId: unit.id,
      typeId: typeId('Safety'),
      urgencyId: 99999,
      description: 'd',
    });
    expect(noUrgency.statusCode).toBe(400);
    expect(fieldsOf(noUrgency)).toEqual(['urgencyId']);
    const noEquipment = await api('POST', '/v1/equipmentRecommendations', {
      equipmentId: 99999999,
      typeId: typeId('Safety'),
      description: 'd',
    });
    expect(fieldsOf(noEquipment)).toEqual(['equipmentId']);

    const [retired] = await t.database.db
      .insert(recommendationTypes)
      .values({ typeName: `Retired ${Date.now()}`, isActive: false })
      .returning();
    const refused = await api('POST', '/v1/equipmentRecommendations', {
      equipmentId: unit.id,
      typeId: retired.id,
      description: 'd',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.inactiveType);
    await t.database.db.delete(recommendationTypes).where(eq(recommendationTypes.id, retired.id));

    expect((await api('GET', '/v1/equipmentRecommendations/99999999')).statusCode).toBe(404);
    expect((await api('DELETE', '/v1/equipmentRecommendations/99999999')).statusCode).toBe(404);
    expect(
      (await api('POST', '/v1/equipmentRecommendations/99999999/linktopendingjob', { bidId: 1 })).statusCode,
    ).toBe(404);
  });

  it('links to a pending job of the same customer: sets the bid and status Quoted', async () => {
    const s = await site();
    const r = (
      await api('POST', '/v1/equipmentRecommendations', {
        equipmentId: s.unit.id,
        typeId: typeId('Upgrade'),
        description: 'High-efficiency motor',
      })
    ).json();
    const bid = await seedBid(t, admin, { customerId: s.customerId, locationId: s.locationId });
    const linked = await api('POST', `/v1/equipmentRecommendations/${r.id}/linktopendingjob`, {
      bidId: bid.id,
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ bidId: bid.id, status: { name: 'Quoted' } });
    expect((await api('GET', `/v1/equipmentRecommendations?bidId=${bid.id}`)).json()).toHaveLength(1);

    const missing = await api('POST', `/v1/equipmentRecommendations/${r.id}/linktopendingjob`, {
      bidId: 99999999,
    });
    expect(missing.statusCode).toBe(404);
    const otherBid = await seedBid(t, admin);
    const foreign = await api('POST', `/v1/equipmentRecommendations/${r.id}/linktopendingjob`, {
      bidId: otherBid.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(M.bidOfOtherCustomer);
    expect(fieldsOf(await api('POST', `/v1/equipmentRecommendations/${r.id}/linktopendingjob`, {}))).toEqual([
      'bidId',
    ]);
  });
});

describe('job recommendations', () => {
  it('creates on a job (takes its id), lists by job, 404s unknown jobs, refuses another customer (422)', async () => {
    const s = await site();
    const job = await seedJob(t, admin, { customerId: s.customerId, locationId: s.locationId });
    const res = await api('POST', `/v1/jobs/${job.id}/recommendations`, {
      equipmentId: s.unit.id,
      typeId: typeId('Safety'),
      description: 'Missing disconnect label',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ jobId: job.id, status: { name: 'Open' } });
    const list = (await api('GET', `/v1/jobs/${job.id}/recommendations`)).json();
    expect(list.map((x: { id: number }) => x.id)).toEqual([res.json().id]);
    expect((await listRecommendations(t.database.db, { jobId: job.id })).map((x) => x.id)).toEqual([
      res.json().id,
    ]);

    expect((await api('GET', '/v1/jobs/99999999/recommendations')).statusCode).toBe(404);
    const noJob = await api('POST', '/v1/jobs/99999999/recommendations', {
      equipmentId: s.unit.id,
      typeId: typeId('Safety'),
      description: 'd',
    });
    expect(noJob.statusCode).toBe(404);
    const other = await site();
    const foreign = await api('POST', `/v1/jobs/${job.id}/recommendations`, {
      equipmentId: other.unit.id,
      typeId: typeId('Safety'),
      description: 'd',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(M.jobOfOtherCustomer);
  });

  it('needs Equipment for recommendations and Jobs for a job’s recommendations', async () => {
    const s = await site();
    const job = await seedJob(t, admin, { customerId: s.customerId, locationId: s.locationId });
    const reader = await userWith(t, admin, [{ id: Permission.Equipment, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect(
      (await api('GET', `/v1/equipmentRecommendations?equipmentId=${s.unit.id}`, undefined, reader.token))
        .statusCode,
    ).toBe(200);
    const body = { equipmentId: s.unit.id, typeId: typeId('Repair'), description: 'd' };
    expect((await api('POST', '/v1/equipmentRecommendations', body, reader.token)).statusCode).toBe(403);
    expect(
      (await api('GET', '/v1/equipmentRecommendations/statuses', undefined, none.token)).statusCode,
    ).toBe(403);
    expect((await api('GET', `/v1/jobs/${job.id}/recommendations`, undefined, reader.token)).statusCode).toBe(
      403,
    );
    expect((await api('POST', `/v1/jobs/${job.id}/recommendations`, body, none.token)).statusCode).toBe(403);
  });
});
