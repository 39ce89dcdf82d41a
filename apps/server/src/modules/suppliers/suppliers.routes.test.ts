import { Permission } from '@fieldline/contracts/common/permissions';
import { DUPLICATE_SUPPLIER_ACCOUNT, type Supplier } from '@fieldline/contracts/suppliers/suppliers.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, unique, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { suppliers } from './suppliers.table';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });

describe('suppliers', () => {
  it('creates with an address, reads, updates with versions and refuses a stale version', async () => {
    const account = unique('ACME');
    const created = await api('POST', '/v1/suppliers', {
      name: ' Acme Supply ',
      accountNumber: account,
      address: { street: '1 Main St', city: 'Denver', state: 'co', postalCode: '80202' },
      phone: '303-555-0100',
    });
    expect(created.statusCode).toBe(201);
    const s: Supplier = created.json();
    expect(s).toMatchObject({
      name: 'Acme Supply',
      accountNumber: account,
      paymentTermsDays: 30,
      isActive: true,
      version: 1,
      address: { street: '1 Main St', city: 'Denver', state: 'CO' },
    });
    expect((await api('GET', `/v1/suppliers/${s.id}`)).json()).toEqual(s);

    const patched = await api('PATCH', `/v1/suppliers/${s.id}`, {
      paymentTermsDays: 45,
      address: { street: '2 Main St', city: 'Denver', state: 'CO' },
      version: 1,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      paymentTermsDays: 45,
      version: 2,
      address: { street: '2 Main St' },
    });
    // The address was updated in place, not duplicated.
    expect(patched.json().address.id).toBe(s.address!.id);
    expect((await api('PATCH', `/v1/suppliers/${s.id}`, { name: 'x', version: 1 })).statusCode).toBe(409);
  });

  it('names every bad field in a 400 and saves nothing', async () => {
    const before = await countRows(t, suppliers);
    const res = await api('POST', '/v1/suppliers', { name: '', email: 'nope', paymentTermsDays: -1 });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email', 'name', 'paymentTermsDays']);
    expect(await countRows(t, suppliers)).toBe(before);
  });

  it('refuses a duplicate account number regardless of case', async () => {
    const account = unique('DUP');
    expect((await api('POST', '/v1/suppliers', { name: 'One', accountNumber: account })).statusCode).toBe(
      201,
    );
    const dup = await api('POST', '/v1/suppliers', { name: 'Two', accountNumber: account.toLowerCase() });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(DUPLICATE_SUPPLIER_ACCOUNT);
  });

  it('searches name and account number with paging, counts, and filters on active', async () => {
    const tag = unique('Zephyr').replace(/-/g, '');
    for (const n of ['Alpha', 'Beta', 'Gamma']) {
      await api('POST', '/v1/suppliers', { name: `${tag} ${n}`, accountNumber: unique('ZZ') });
    }
    const byAccount = (
      await api('POST', '/v1/suppliers', { name: 'Zulu Other', accountNumber: `${tag}-ACC` })
    ).json();
    await api('PATCH', `/v1/suppliers/${byAccount.id}`, { isActive: false });

    const page = await api('GET', `/v1/suppliers/search?query=${tag}&limit=2`);
    expect(page.json().count_filtered).toBe(4);
    expect(page.json().data.map((r: { name: string }) => r.name)).toEqual([`${tag} Alpha`, `${tag} Beta`]);
    const active = await api('GET', `/v1/suppliers/search?query=${tag.toLowerCase()}&isActive=true`);
    expect(active.json().count_filtered).toBe(3);
    expect((await api('GET', `/v1/suppliers/search/count?query=${tag}`)).json()).toEqual({ count: 4 });
    const list = (await api('GET', '/v1/suppliers?isActive=false')).json();
    expect(list.some((r: { id: number }) => r.id === byAccount.id)).toBe(true);
  });

  it('needs the Suppliers permission: read to look, full to change', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Suppliers, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect((await api('GET', '/v1/suppliers/search', undefined, reader.token)).statusCode).toBe(200);
    expect((await api('POST', '/v1/suppliers', { name: 'No' }, reader.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/suppliers', undefined, none.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/suppliers', undefined, '')).statusCode).toBe(401);
  });
});
