import { CHECKLIST_MESSAGES } from '@fieldline/contracts/checklists/checklists.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { seedBid, seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { bids } from '../bids';
import { checklists } from './checklists.table';
import { getChecklist, listChecklists } from './index';
import { LOCKED_OWNER_MESSAGE } from './work-owner';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const fields = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();

async function newDefinition(extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/v1/checklistdefinitions', {
    name: unique('Rooftop inspection'),
    title: 'Rooftop unit inspection',
    questions: [
      { text: 'Filters replaced', kind: 'check' },
      { text: 'Notes', kind: 'text' },
      { id: 'psi', text: 'Suction pressure (psi)', kind: 'number' },
    ],
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('checklist definitions', () => {
  it('creates with question ids, updates, refuses duplicates and bad input', async () => {
    const def = await newDefinition();
    expect(def.questions.map((q: { id: string }) => q.id)).toEqual(['q1', 'q2', 'psi']);
    expect((await api('GET', `/v1/checklistdefinitions/${def.id}`)).json()).toEqual(def);
    const renamed = await api('PATCH', `/v1/checklistdefinitions/${def.id}`, {
      title: 'RTU check',
      version: 1,
    });
    expect(renamed.json()).toMatchObject({ title: 'RTU check', version: 2 });
    expect(
      (await api('PATCH', `/v1/checklistdefinitions/${def.id}`, { title: 'x', version: 1 })).statusCode,
    ).toBe(409);
    const dup = await api('POST', '/v1/checklistdefinitions', {
      name: def.name,
      title: 'x',
      questions: [{ text: 'a', kind: 'check' }],
    });
    expect(dup.statusCode).toBe(409);
    const bad = await api('POST', '/v1/checklistdefinitions', {
      name: '',
      title: 'x',
      questions: [{ text: '', kind: 'colour' }],
    });
    expect(fields(bad)).toEqual(['name', 'questions[0].kind', 'questions[0].text']);
    const twice = await api('POST', '/v1/checklistdefinitions', {
      name: unique('x'),
      title: 'x',
      questions: [
        { id: 'a', text: 'a', kind: 'check' },
        { id: 'a', text: 'b', kind: 'check' },
      ],
    });
    expect(fields(twice)).toEqual(['questions']);
    expect(
      (await api('GET', '/v1/checklistdefinitions?isActive=true')).json().some((d: any) => d.id === def.id),
    ).toBe(true);
    expect((await api('GET', '/v1/checklistdefinitions/999999')).statusCode).toBe(404);
  });

  it('deletes an unused definition and refuses to delete one in use', async () => {
    const unused = await newDefinition();
    expect((await api('DELETE', `/v1/checklistdefinitions/${unused.id}`)).statusCode).toBe(204);
    const used = await newDefinition();
    const bid = await seedBid(t, admin);
    await api('POST', `/v1/bids/${bid.id}/checklists`, { definitionId: used.id });
    const refused = await api('DELETE', `/v1/checklistdefinitions/${used.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CHECKLIST_MESSAGES.definitionInUse(1));
  });

  it('needs the Checklists permission', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Checklists, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect((await api('GET', '/v1/checklistdefinitions', undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', '/v1/checklistdefinitions', {}, reader.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/checklistdefinitions', undefined, none.token)).statusCode).toBe(403);
    // The picker's lookup lists active definitions for anyone signed in.
    const def = await newDefinition();
    const options = (await api('GET', '/v1/cache/checklistdefinitions', undefined, none.token)).json();
    expect(options).toContainEqual({ id: def.id, name: def.name, title: def.title });
  });
});

describe('checklists on bids and jobs', () => {
  it('fills in a bid checklist, validating answers against the question kinds', async () => {
    const def = await newDefinition();
    const site = await seedCustomerSite(t, admin);
    const bid = await seedBid(t, admin, { customerId: site.customer.id, locationId: site.location.id });
    const unit = await seedEquipment(t, { customerId: site.customer.id, locationId: site.location.id });
    const base = `/v1/bids/${bid.id}/checklists`;
    const created = await api('POST', base, { definitionId: def.id, equipmentId: unit.id });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({
      ownerKind: 'Bid',
      ownerId: bid.id,
      checklistDefinition: { id: def.id, name: def.name },
      equipment: { id: unit.id, name: unit.name },
      answers: {},
      answeredCount: 0,
      questionCount: 3,
    });
    const wrong = await api('PATCH', `${base}/${c.id}`, { answers: { q1: 'yes', psi: 'high', nope: 1 } });
    expect(wrong.statusCode).toBe(400);
    expect(fields(wrong)).toEqual(['answers.nope', 'answers.psi', 'answers.q1']);
    const filled = await api('PATCH', `${base}/${c.id}`, { answers: { q1: true, psi: 62.5 } });
    expect(filled.json()).toMatchObject({ answers: { q1: true, psi: 62.5 }, answeredCount: 2 });
    const merged = await api('PATCH', `${base}/${c.id}`, { answers: { q2: 'Coil dirty', psi: null } });
    expect(merged.json().answers).toEqual({ q1: true, q2: 'Coil dirty', psi: null });

    expect((await api('GET', base)).json().map((x: { id: number }) => x.id)).toEqual([c.id]);
    expect((await listChecklists(t.database.db, 'Bid', bid.id))[0].answers.q2).toBe('Coil dirty');
    expect((await getChecklist(t.database.db, c.id))?.checklistDefinition.questions).toHaveLength(3);
    expect(await getChecklist(t.database.db, 999999)).toBeNull();
    expect((await api('GET', `/v1/jobs/${(await seedJob(t, admin)).id}/checklists/${c.id}`)).statusCode).toBe(
      404,
    );
    expect((await api('DELETE', `${base}/${c.id}`)).statusCode).toBe(204);
    expect(await countRows(t, checklists, eq(checklists.ownerId, bid.id))).toBe(0);
  });

  it('refuses unknown owners, definitions and equipment, foreign equipment and closed bids', async () => {
    const def = await newDefinition();
    const job = await seedJob(t, admin);
    expect((await api('POST', '/v1/jobs/999999/checklists', { definitionId: def.id })).statusCode).toBe(404);
    expect((await api('GET', '/v1/bids/999999/checklists')).statusCode).toBe(404);
    expect(fields(await api('POST', `/v1/jobs/${job.id}/checklists`, { definitionId: 999999 }))).toEqual([
      'definitionId',
    ]);
    expect(fields(await api('POST', `/v1/jobs/${job.id}/checklists`, { definitionId: 'x' }))).toEqual([
      'definitionId',
    ]);
    expect(
      fields(
        await api('POST', `/v1/jobs/${job.id}/checklists`, { definitionId: def.id, equipmentId: 999999 }),
      ),
    ).toEqual(['equipmentId']);
    const elsewhere = await seedCustomerSite(t, admin);
    const foreign = await seedEquipment(t, {
      customerId: elsewhere.customer.id,
      locationId: elsewhere.location.id,
    });
    const refused = await api('POST', `/v1/jobs/${job.id}/checklists`, {
      definitionId: def.id,
      equipmentId: foreign.id,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CHECKLIST_MESSAGES.equipmentNotOfCustomer);
    const ok = await api('POST', `/v1/jobs/${job.id}/checklists`, { definitionId: def.id });
    expect(ok.statusCode).toBe(201);

    await api('PATCH', `/v1/checklistdefinitions/${def.id}`, { isActive: false });
    const inactive = await api('POST', `/v1/jobs/${job.id}/checklists`, { definitionId: def.id });
    expect(inactive.json().message).toBe(CHECKLIST_MESSAGES.inactiveDefinition);

    const bid = await seedBid(t, admin);
    await t.database.db.update(bids).set({ status: 'Declined' }).where(eq(bids.id, bid.id));
    const closed = await api('POST', `/v1/bids/${bid.id}/checklists`, {
      definitionId: (await newDefinition()).id,
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe(LOCKED_OWNER_MESSAGE.Bid);
  });

  it('needs the owner’s permission: Bids for bids, Jobs for jobs', async () => {
    const def = await newDefinition();
    const bid = await seedBid(t, admin);
    const job = await seedJob(t, admin);
    const bidsOnly = await userWith(t, admin, [{ id: Permission.Bids, accessLevel: 2 }]);
    expect(
      (await api('POST', `/v1/bids/${bid.id}/checklists`, { definitionId: def.id }, bidsOnly.token))
        .statusCode,
    ).toBe(201);
    expect((await api('GET', `/v1/jobs/${job.id}/checklists`, undefined, bidsOnly.token)).statusCode).toBe(
      403,
    );
  });
});
