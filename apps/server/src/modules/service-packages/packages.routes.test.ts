import { Permission } from '@fieldline/contracts/common/permissions';
import {
  applyPricingEdit,
  type ServicePackage,
  type ServicePackageRow,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { createTestApp, type TestApp } from '../../../test/harness';
import { servicePackageOptionItems, servicePackageOptions, servicePackages } from './service-packages.table';

let t: TestApp;
let admin: string;
const SP = '/v1/servicepackage';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

function api(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fieldsOf = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();

async function createPackage(body: Record<string, unknown>): Promise<ServicePackage> {
  const res = await api('POST', SP, body);
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('service packages', () => {
  it('creates with a Base option, adds options and items, reads them back sorted', async () => {
    const item = await seedItem(t, { quantityStep: '0.5', quantityDecimals: 1 });
    const [type] = (await api('GET', `${SP}/types/search`)).json().data;
    const pkg = await createPackage({ name: unique('Tune-up'), typeID: type.id, associatedItems: [item.id] });
    expect(pkg.options.map((o) => [o.name, o.isBase])).toEqual([['Base', true]]);
    expect(pkg).toMatchObject({ typeId: type.id, typeID: type.id, isActive: true });
    expect(pkg.associatedItems).toEqual([
      { id: item.id, name: item.name, itemCode: item.itemCode, description: item.description },
    ]);

    const withPremium: ServicePackage = (
      await api('POST', `${SP}/${pkg.id}/options`, { name: 'Premium' })
    ).json();
    const premium = withPremium.options[1];
    expect(premium).toMatchObject({ name: 'Premium', sort: 1, isBase: false });
    const upd = await api('PATCH', `${SP}/options/${premium.id}`, {
      name: 'Premium',
      directions: '  Check filters  ',
      additionalSpecs: ' 2 hours ',
    });
    expect(upd.json().options[1]).toMatchObject({ directions: 'Check filters', additionalSpecs: '2 hours' });

    const added = await api('POST', `${SP}/options/${premium.id}/items`, {
      itemId: item.id,
      quantity: '1.5',
      markupPercent: 20,
      discount: '0',
    });
    expect(added.statusCode).toBe(201);
    const row = (added.json() as ServicePackage).options[1].items[0];
    expect(row).toMatchObject({
      quantity: '1.5000',
      markupPercent: '20.0000',
      overridePrice: null,
      marginPercent: null,
      item: { id: item.id, quantityScale: { step: '0.5', decimals: 1 }, cost: '10.0000' },
    });

    // Editing the price clears markup and margin.
    const priced = await api('PATCH', `${SP}/optionitems/${row.id}`, { quantity: 2, overridePrice: '99.5' });
    expect(priced.json().options[1].items[0]).toMatchObject({
      quantity: '2.0000',
      overridePrice: '99.5000',
      markupPercent: null,
      marginPercent: null,
    });
    const got: ServicePackage = (await api('GET', `${SP}/${pkg.id}`)).json();
    expect(got.options.map((o) => o.name)).toEqual(['Base', 'Premium']);

    const removed = await api('DELETE', `${SP}/optionitems/${row.id}`);
    expect(removed.json().options[1].items).toEqual([]);
    const noOption = await api('DELETE', `${SP}/options/${premium.id}`);
    expect(noOption.json().options.map((o: { name: string }) => o.name)).toEqual(['Base']);
    expect((await api('DELETE', `${SP}/options/${premium.id}`)).json().message).toBe(
      'Service Package Option Data Not Found',
    );
  });

  it('refuses bad input naming every field and saves nothing', async () => {
    const item = await seedItem(t);
    const pkg = await createPackage({ name: unique('Checks') });
    const base = pkg.options[0];
    const before = await Promise.all([
      countRows(t, servicePackages),
      countRows(t, servicePackageOptions),
      countRows(t, servicePackageOptionItems),
    ]);
    const bad = await api('POST', SP, { name: '  ', typeID: 'x', associatedItems: [0] });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['associatedItems[0]', 'name', 'typeID']);
    expect(fieldsOf(await api('PATCH', `${SP}/${pkg.id}`, { name: '' }))).toEqual(['name']);
    expect(fieldsOf(await api('POST', `${SP}/${pkg.id}/options`, { name: ' ' }))).toEqual(['name']);
    expect(fieldsOf(await api('PATCH', `${SP}/options/${base.id}`, { directions: 'x' }))).toEqual(['name']);
    const badItem = await api('POST', `${SP}/options/${base.id}/items`, {
      itemId: 0,
      quantity: -1,
      discount: '-2',
      overridePrice: 'abc',
    });
    expect(fieldsOf(badItem)).toEqual(['discount', 'itemId', 'overridePrice', 'quantity']);
    // The one-pricing rule: every pricing field given is named.
    const two = await api('POST', `${SP}/options/${base.id}/items`, {
      itemId: item.id,
      quantity: 1,
      overridePrice: 5,
      marginPercent: 10,
    });
    expect(two.statusCode).toBe(400);
    expect(fieldsOf(two)).toEqual(['marginPercent', 'overridePrice']);
    const offScale = await api('POST', `${SP}/options/${base.id}/items`, {
      itemId: item.id,
      quantity: '1.5',
    });
    expect(fieldsOf(offScale)).toEqual(['quantity']);
    expect(fieldsOf(await api('POST', `${SP}/${pkg.id}/linkitem/0`))).toEqual(['linkedId']);
    expect(fieldsOf(await api('POST', `${SP}/${pkg.id}/linkequipment/0`))).toEqual(['linkedId']);
    expect(
      await Promise.all([
        countRows(t, servicePackages),
        countRows(t, servicePackageOptions),
        countRows(t, servicePackageOptionItems),
      ]),
    ).toEqual(before);
    const missing = await api('GET', `${SP}/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Service Package Data Not Found');
  });

  it('sorts active first, then name, then id descending, and filters by searchType', async () => {
    const tag = unique('Sortpk');
    const item = await seedItem(t);
    const b1 = await createPackage({ name: `${tag} B` });
    const a = await createPackage({ name: `${tag} a`, associatedItems: [item.id] });
    const b2 = await createPackage({ name: `${tag} b` });
    const off = await createPackage({ name: `${tag} A`, associatedEquipment: [77] });
    await api('PATCH', `${SP}/${off.id}`, { isActive: false });
    const all = (await api('GET', `${SP}/search?name=${tag}`)).json();
    expect(all.data.map((r: ServicePackageRow) => r.id)).toEqual([a.id, b2.id, b1.id, off.id]);
    expect(all.count_filtered).toBe(4);
    const generic = (await api('GET', `${SP}/search?searchType=2&name=${tag}`)).json();
    expect(generic.data.map((r: ServicePackageRow) => r.id)).toEqual([b2.id, b1.id]);
    expect(generic.data.every((r: ServicePackageRow) => r.isGeneric)).toBe(true);
    const forItem = (await api('GET', `${SP}/search?searchType=4&itemId=${item.id}`)).json();
    expect(forItem.data.map((r: ServicePackageRow) => [r.id, r.isGeneric])).toEqual([[a.id, false]]);
    const legacy = await api('GET', `/FS_API${SP}/search?searchType=4&equipmentId=77&fields=id,name`);
    expect(legacy.json().data).toEqual([{ id: off.id, name: `${tag} A` }]);
    expect(fieldsOf(await api('GET', `${SP}/search?searchType=4`))).toEqual(['itemId']);
    expect(fieldsOf(await api('GET', `${SP}/search?searchType=3`))).toEqual(['searchType']);
    const paged = (await api('GET', `${SP}/search?name=${tag}&offset=1&limit=2`)).json();
    expect(paged.data.map((r: ServicePackageRow) => r.id)).toEqual([b2.id, b1.id]);
  });

  it('links and unlinks items and equipment; an inactive package only takes its active flag', async () => {
    const item = await seedItem(t);
    const pkg = await createPackage({ name: unique('Links') });
    expect((await api('POST', `${SP}/${pkg.id}/linkitem/${item.id}`)).json().associatedItems).toHaveLength(1);
    expect((await api('POST', `${SP}/${pkg.id}/linkequipment/5`)).json().associatedEquipment[0].id).toBe(5);
    expect((await api('POST', `${SP}/${pkg.id}/unlinkitem/${item.id}`)).json().associatedItems).toEqual([]);
    expect((await api('POST', `${SP}/${pkg.id}/unlinkequipment/5`)).json().associatedEquipment).toEqual([]);

    await api('PATCH', `${SP}/${pkg.id}`, { isActive: false });
    expect((await api('POST', `${SP}/${pkg.id}/options`, { name: 'Extra' })).statusCode).toBe(422);
    expect((await api('PATCH', `${SP}/${pkg.id}`, { name: 'Renamed' })).statusCode).toBe(422);
    const back = await api('PATCH', `${SP}/${pkg.id}`, { isActive: true });
    expect(back.json().isActive).toBe(true);
    expect((await api('DELETE', `${SP}/${pkg.id}`)).statusCode).toBe(204);
    expect((await api('GET', `${SP}/${pkg.id}`)).statusCode).toBe(404);
  });

  it('needs the Service packages permission: read to look, full to change', async () => {
    const pkg = await createPackage({ name: unique('Perm') });
    const reader = (await userWith(t, admin, [{ id: Permission.ServicePackages, accessLevel: 1 }])).token;
    const other = (await userWith(t, admin, [{ id: Permission.Payroll, accessLevel: 2 }])).token;
    expect((await api('GET', `${SP}/${pkg.id}`, undefined, reader)).statusCode).toBe(200);
    expect((await api('GET', `/FS_API${SP}/search`, undefined, reader)).statusCode).toBe(200);
    expect((await api('GET', `${SP}/search`, undefined, other)).statusCode).toBe(403);
    expect((await api('GET', `${SP}/${pkg.id}`, undefined, other)).statusCode).toBe(403);
    expect((await api('POST', SP, { name: 'x' }, reader)).statusCode).toBe(403);
    expect((await api('PATCH', `${SP}/${pkg.id}`, { name: 'x' }, reader)).statusCode).toBe(403);
    expect((await api('POST', `${SP}/${pkg.id}/options`, { name: 'x' }, reader)).statusCode).toBe(403);
    expect((await api('DELETE', `${SP}/${pkg.id}`, undefined, reader)).statusCode).toBe(403);
  });
});

describe('pricing rule', () => {
  it('editing one of price, markup and margin clears the other two', () => {
    const start = { overridePrice: '5', markupPercent: null, marginPercent: null };
    expect(applyPricingEdit(start, 'marginPercent', '12')).toEqual({
      overridePrice: null,
      markupPercent: null,
      marginPercent: '12',
    });
    expect(applyPricingEdit(start, 'markupPercent', '')).toEqual(start);
    expect(applyPricingEdit(start, 'overridePrice', null)).toEqual({ ...start, overridePrice: null });
  });
});
