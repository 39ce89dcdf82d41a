import type { ContactRow } from '@fieldline/contracts/contacts/contacts.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createCustomer, createLocation, unique } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { contacts } from './contacts.table';

let t: TestApp;
let admin: string;
let tag: string;
let acme: { id: number; name: string };
let other: { id: number; name: string };
let site: number;
let ann: ContactRow & { id: number };
let bob: { id: number };
let cyd: { id: number };
let dee: { id: number };

const search = async (params: string, url = '/v1/contacts/search') => {
  const res = await t.as(admin)({ method: 'GET', url: `${url}?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: ContactRow[]; count_filtered: number };
};
const idsOf = (r: { data: { id: number }[] }) => r.data.map((c) => c.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  tag = unique('Srch').replace(/-/g, '');
  acme = await createCustomer(t, admin);
  other = await createCustomer(t, admin);
  site = (await createLocation(t, admin, acme.id)).id;
  ann = (await createContact(t, admin, {
    firstName: 'Ann',
    lastName: `${tag} Able`,
    email: `ann@${tag}.example`,
    customerId: acme.id,
    locationId: site,
  })) as any;
  bob = await createContact(t, admin, { firstName: 'Bob', lastName: `${tag} Baker`, customerId: acme.id });
  cyd = await createContact(t, admin, { firstName: 'Cyd', lastName: `${tag} Cole`, customerId: other.id });
  dee = await createContact(t, admin, {
    firstName: 'Dee',
    lastName: `${tag} Dunn`,
    email: 'dee@elsewhere.example',
  });
  await t.as(admin)({ method: 'POST', url: `/v1/contacts/${cyd.id}/location/${site}` });
  await t.as(admin)({
    method: 'PATCH',
    url: `/v1/contacts/${cyd.id}/location/${site}/receiveSignoffs`,
    payload: { receiveSignoffs: true },
  });
  await t.as(admin)({ method: 'DELETE', url: `/v1/contacts/${dee.id}` });
});
afterAll(() => t.close());

describe('contact search', () => {
  it('finds contacts by first name, last name or e-mail, ignoring case, in name order', async () => {
    const all = await search(`query=${tag.toLowerCase()}`);
    expect(all.count_filtered).toBe(4);
    expect(idsOf(all)).toEqual([ann.id, bob.id, cyd.id, dee.id]);
    expect(all.data[0]).toEqual({
      id: ann.id,
      firstName: 'Ann',
      lastName: `${tag} Able`,
      displayName: `Ann ${tag} Able`,
      title: null,
      workPhone: null,
      cellPhone: null,
      email: `ann@${tag}.example`,
      isActive: true,
      isEmailValid: true,
      isPrimaryContact: false,
      customer: { id: acme.id, name: acme.name },
      receiveSignoffs: false,
      isCustomerContact: true,
      isLocationContact: true,
    });
    expect(all.data[3]).toMatchObject({ customer: null, isCustomerContact: false, isLocationContact: false });
    expect(idsOf(await search(`query=${encodeURIComponent(`Ann ${tag}`)}`))).toEqual([ann.id]);
    expect(idsOf(await search('query=DEE@ELSEWHERE'))).toEqual([dee.id]);
  });

  it('filters by active, customer (filterCompanyId or customerId) and excluded ids', async () => {
    expect(idsOf(await search(`query=${tag}&isActive=true`))).toEqual([ann.id, bob.id, cyd.id]);
    expect(idsOf(await search(`query=${tag}&isActive=false`))).toEqual([dee.id]);
    expect(idsOf(await search(`filterCompanyId=${acme.id}`))).toEqual([ann.id, bob.id]);
    expect(idsOf(await search(`customerId=${other.id}`))).toEqual([cyd.id]);
    expect(idsOf(await search(`query=${tag}&excludeId=${bob.id}`))).toEqual([ann.id, cyd.id, dee.id]);
    expect(idsOf(await search(`query=${tag}&excludeId=${bob.id}&excludeId=${ann.id}`))).toEqual([
      cyd.id,
      dee.id,
    ]);
    expect(idsOf(await search(`filterCompanyId=${acme.id}&excludeId=${ann.id}`))).toEqual([bob.id]);
  });

  it('lists a location’s contacts with that link’s signoff flag', async () => {
    const linked = await search(`locationId=${site}`);
    expect(idsOf(linked)).toEqual([ann.id, cyd.id]);
    expect(linked.data.map((c) => [c.isLocationContact, c.receiveSignoffs])).toEqual([
      [true, false],
      [true, true],
    ]);
    expect(idsOf(await search(`locationId=${site}&filterCompanyId=${acme.id}`))).toEqual([ann.id]);
  });

  it('matches the start of any word of the names and the e-mail address, not the inside of a word', async () => {
    expect(idsOf(await search(`query=${tag}+ab`))).toEqual([ann.id]);
    expect(idsOf(await search(`query=${tag}+bl`))).toEqual([]);
    // E-mail words: "ann", the tag and "example"; "dee", "elsewhere" and "example".
    expect(idsOf(await search(`query=exam+${tag}`))).toEqual([ann.id, dee.id]);
    expect(idsOf(await search(`query=${tag}+else`))).toEqual([dee.id]);
    expect(idsOf(await search(`query=${tag}+lsewhere`))).toEqual([]);
    expect(idsOf(await search(`query=${encodeURIComponent(`ann@${tag}.EXAMPLE`)}`))).toEqual([ann.id]);
    expect(idsOf(await search(`query=${encodeURIComponent(`${tag.slice(0, 6)} c`)}`))).toEqual([cyd.id]);
  });

  it('combines the query with the filters', async () => {
    expect(idsOf(await search(`query=${tag}&locationId=${site}`))).toEqual([ann.id, cyd.id]);
    expect(idsOf(await search(`query=${tag}+c&locationId=${site}`))).toEqual([cyd.id]);
    expect(idsOf(await search(`query=${tag}&customerId=${acme.id}&excludeId=${ann.id}`))).toEqual([bob.id]);
    expect(idsOf(await search(`query=${tag}&isActive=true&filterCompanyId=${other.id}`))).toEqual([cyd.id]);
    expect(idsOf(await search(`query=${tag}&email=${encodeURIComponent('DEE@elsewhere.example')}`))).toEqual([
      dee.id,
    ]);
    expect((await search(`query=${tag}+else&isActive=true`)).count_filtered).toBe(0);
    const linked = await search(`query=${tag}&locationId=${site}&fields=id,receiveSignoffs`);
    expect(linked.data).toEqual([
      { id: ann.id, receiveSignoffs: false },
      { id: cyd.id, receiveSignoffs: true },
    ]);
  });

  it('keeps the search in step when a contact is renamed, gets a new e-mail or is deleted', async () => {
    const mark = unique('Keep').replace(/-/g, '');
    const made = await createContact(t, admin, {
      firstName: 'Gail',
      lastName: `${mark} Forde`,
      email: 'gail@first.example',
    });
    expect(idsOf(await search(`query=${mark}+forde+gail+first`))).toEqual([made.id]);
    const patched = await t.as(admin)({
      method: 'PATCH',
      url: `/v1/contacts/${made.id}`,
      payload: { lastName: `${mark} Fairley`, email: 'gail@second.example' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(idsOf(await search(`query=${mark}+forde`))).toEqual([]);
    expect(idsOf(await search(`query=${mark}+first`))).toEqual([]);
    expect(idsOf(await search(`query=${mark}+fair+second`))).toEqual([made.id]);
    const { rows } = await t.database.executeSql(
      `select (select array_agg(prefix order by prefix) from contact_search_prefixes p where p.id = c.id) as kept,
              (select array_agg(x order by x)
                 from unnest(search_prefixes(c.first_name || ' ' || c.last_name || ' ' || coalesce(c.email, ''))) x) as made
         from contacts c where c.id = $1`,
      [made.id],
    );
    expect(rows[0].kept).toEqual(rows[0].made);
    // DELETE deactivates: still found, as inactive; removing the row removes its prefixes.
    await t.as(admin)({ method: 'DELETE', url: `/v1/contacts/${made.id}` });
    expect(idsOf(await search(`query=${mark}&isActive=false`))).toEqual([made.id]);
    await t.database.executeSql('delete from contacts where id = $1', [made.id]);
    expect(idsOf(await search(`query=${mark}`))).toEqual([]);
    const gone = await t.database.executeSql(
      'select count(*)::int as n from contact_search_prefixes where id = $1',
      [made.id],
    );
    expect(gone.rows[0].n).toBe(0);
  });

  it('follows the active flag both ways through the prefix rows, which carry it', async () => {
    const setActive = (isActive: boolean) =>
      t.as(admin)({ method: 'PATCH', url: `/v1/contacts/${bob.id}`, payload: { isActive } });
    expect((await setActive(false)).statusCode).toBe(200);
    expect(idsOf(await search(`query=${tag}&isActive=true`))).toEqual([ann.id, cyd.id]);
    const { rows } = await t.database.executeSql(
      'select count(*)::int as n from contact_search_prefixes where id = $1 and is_active',
      [bob.id],
    );
    expect(rows[0].n).toBe(0);
    expect((await setActive(true)).statusCode).toBe(200);
    expect(idsOf(await search(`query=${tag}&isActive=true`))).toEqual([ann.id, bob.id, cyd.id]);
  });

  it('answers only the fields asked for, reading the customer and links only when asked', async () => {
    const lean = await search(`query=${tag}&isActive=true&fields=id,displayName,email&limit=1`);
    expect(lean).toEqual({
      data: [{ id: ann.id, displayName: `Ann ${tag} Able`, email: `ann@${tag}.example` }],
      count_filtered: 3,
    });
    const linked = await search(`query=${tag}&locationId=${site}&fields=id,customer,receiveSignoffs`);
    expect(linked.data).toEqual([
      { id: ann.id, customer: { id: acme.id, name: acme.name }, receiveSignoffs: false },
      { id: cyd.id, customer: { id: other.id, name: other.name }, receiveSignoffs: true },
    ]);
  });

  it('matches a whole e-mail address exactly, ignoring case', async () => {
    expect(idsOf(await search(`email=${encodeURIComponent(`ANN@${tag}.example`)}`))).toEqual([ann.id]);
    expect((await search(`email=ann@${tag}`)).count_filtered).toBe(0);
  });

  it('pages (50 by default), projects fields, and finds nothing for a query without letters or digits', async () => {
    const many = unique('Many').replace(/-/g, '');
    await t.database.db.insert(contacts).values(
      Array.from({ length: 55 }, (_, i) => ({
        firstName: 'P',
        lastName: `${many} ${String(i).padStart(2, '0')}`,
      })),
    );
    const first = await search(`query=${many}`);
    expect(first.count_filtered).toBe(55);
    expect(first.data).toHaveLength(50);
    const page = await search(`query=${many}&offset=53&limit=100&fields=id,lastName,customer.name`);
    expect(page.data).toEqual([
      { id: expect.any(Number), lastName: `${many} 53`, customer: null },
      { id: expect.any(Number), lastName: `${many} 54`, customer: null },
    ]);
    expect((await search('query=%25_%25')).count_filtered).toBe(0);
  });

  it('counts up to 1,000 (1,001 past it) and still pages in order beyond', async () => {
    const many = unique('Lots').replace(/-/g, '');
    const lastNames = Array.from({ length: 1200 }, (_, i) => `${many} ${String(i).padStart(4, '0')}`);
    // Inserted out of order, so the order of the answer is the sort's, not the heap's.
    await t.database.db
      .insert(contacts)
      .values([...lastNames].reverse().map((lastName) => ({ firstName: 'Q', lastName })));
    const first = await search(`query=${many}&limit=100`);
    expect(first.count_filtered).toBe(1001);
    expect(first.data.map((c) => c.lastName)).toEqual(lastNames.slice(0, 100));
    const late = await search(`query=${many}&offset=1150&limit=100`);
    expect(late.count_filtered).toBe(1001);
    expect(late.data.map((c) => c.lastName)).toEqual(lastNames.slice(1150));
  });

  it('answers the same on the FS_API path', async () => {
    for (const params of [
      `query=${tag}&isActive=true&limit=100`,
      `filterCompanyId=${acme.id}&fields=id,customer.id`,
    ]) {
      expect(await search(params, '/FS_API/v1/contacts/search')).toEqual(await search(params));
    }
  });

  it('refuses bad parameters naming them', async () => {
    const res = await t.as(admin)({
      method: 'GET',
      url: '/v1/contacts/search?limit=0&excludeId=abc&filterCompanyId=0&isActive=yes',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['excludeId', 'filterCompanyId', 'isActive', 'limit']);
  });
});
