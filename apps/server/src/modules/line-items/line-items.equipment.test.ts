import { Permission } from '@fieldline/contracts/common/permissions';
import {
  equipmentNotAtLocationMessage,
  type LineItem,
  type LineItemCollection,
} from '@fieldline/contracts/line-items/line-items.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedBid, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { lineItems } from './line-items.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH';
const api = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const collection = async (base: string): Promise<LineItemCollection> =>
  (await api('GET', `${base}/items`)).json();
const fields = (res: { json(): { errors?: { field: string }[] } }) => res.json().errors?.map((e) => e.field);

describe("a line's equipment (spec 2 §3 Job item: equipment)", () => {
  it("lists the active equipment at the owner's location as choices, by name, with what lines name", async () => {
    const job = await seedJob(t, admin);
    const site = { customerId: job.customerId, locationId: job.locationId };
    const other = await createLocation(t, admin, job.customerId);
    const b = await seedEquipment(t, site, { name: 'B rooftop unit', serialNumber: 'SN-B' });
    const a = await seedEquipment(t, site, { name: 'A boiler', serialNumber: null });
    const retired = await seedEquipment(t, site, { name: 'C retired', isActive: false });
    await seedEquipment(t, { customerId: job.customerId, locationId: other.id }, { name: 'Elsewhere' });
    const base = `/v1/jobs/${job.id}`;
    expect((await collection(base)).equipmentChoices).toEqual([
      { id: a.id, name: 'A boiler', serialNumber: null },
      { id: b.id, name: 'B rooftop unit', serialNumber: 'SN-B' },
    ]);
    // A line naming a unit since retired keeps it among the choices so its name shows.
    const item = await seedItem(t);
    const line: LineItem = (await api('POST', `${base}/items`, { itemId: item.id, quantity: 1 })).json();
    await t.database.db.update(lineItems).set({ equipmentId: retired.id }).where(eq(lineItems.id, line.id));
    const c = await collection(base);
    expect(c.equipmentChoices.map((e) => e.name)).toEqual(['A boiler', 'B rooftop unit', 'C retired']);
    expect(c.items[0].equipmentId).toBe(retired.id);
  });

  it("sets and clears a line's equipment on bids and jobs, refusing equipment at another location (422)", async () => {
    const item = await seedItem(t);
    for (const owner of [await seedBid(t, admin), await seedJob(t, admin)]) {
      const kind = 'bidNumber' in owner ? 'bid' : 'job';
      const base = `/v1/${kind}s/${owner.id}/items`;
      const here = await seedEquipment(t, { customerId: owner.customerId, locationId: owner.locationId });
      const away = await createLocation(t, admin, owner.customerId);
      const there = await seedEquipment(t, { customerId: owner.customerId, locationId: away.id });
      const line: LineItem = (await api('POST', base, { itemId: item.id, quantity: 1 })).json();

      const set = await api('PATCH', `${base}/${line.id}/equipment`, { equipmentId: here.id });
      expect(set.statusCode).toBe(200);
      expect(set.json().equipmentId).toBe(here.id);

      const refused = await api('PATCH', `${base}/${line.id}/equipment`, { equipmentId: there.id });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(equipmentNotAtLocationMessage(kind));
      expect((await api('GET', `${base}/${line.id}`)).json().equipmentId).toBe(here.id);

      const added = await api('POST', base, { itemId: item.id, quantity: 1, equipmentId: there.id });
      expect(added.statusCode).toBe(422);
      expect(added.json().message).toBe(equipmentNotAtLocationMessage(kind));

      const cleared = await api('PATCH', `${base}/${line.id}/equipment`, { equipmentId: null });
      expect(cleared.json().equipmentId).toBeNull();
    }
  });

  it('answers 400 naming the field, 404 for unknown ids and 403 without the permission', async () => {
    const job = await seedJob(t, admin);
    const base = `/v1/jobs/${job.id}/items`;
    const item = await seedItem(t);
    const line: LineItem = (await api('POST', base, { itemId: item.id, quantity: 1 })).json();
    const url = `${base}/${line.id}/equipment`;
    expect(fields(await api('PATCH', url, { equipmentId: 'x' }))).toEqual(['equipmentId']);
    expect(fields(await api('PATCH', url, {}))).toEqual(['equipmentId']);
    expect(fields(await api('PATCH', url, { equipmentId: 999999 }))).toEqual(['equipmentId']);
    expect((await api('PATCH', `${base}/999999/equipment`, { equipmentId: null })).statusCode).toBe(404);
    expect(
      (await api('PATCH', `/v1/jobs/999999/items/${line.id}/equipment`, { equipmentId: null })).statusCode,
    ).toBe(404);
    const reader = await userWith(t, admin, [{ id: Permission.Jobs, accessLevel: 1 }]);
    expect((await api('PATCH', url, { equipmentId: null }, reader.token)).statusCode).toBe(403);
  });
});
