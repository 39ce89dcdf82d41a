import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { customerSearchPrefixes, customers } from './customers.table';

let t: TestApp;
let admin: string;
// A marker no seeded or demo customer has, so every search below sees only these rows.
const tag = `zq${Date.now().toString(36)}`;
const made: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const rows: [string, string, Record<string, unknown>][] = [
    ['Alpine Heating', `${tag}-100`, {}],
    ['Boulder Plumbing', `${tag}-200`, { isActive: false }],
    [`Cedar ${tag} Roofing`, 'CR-1', {}],
    [`Delta Air`, `${tag}`, {}],
    [`Echo 50%_off ${tag}`, 'EO-1', {}],
  ];
  for (const [name, accountNumber, extra] of rows) {
    const res = await get('POST', '/v1/customers', {
      name,
      accountNumber,
      createLocation: false,
      billingAddress: { city: 'Denver', state: 'CO' },
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    made[name] = res.json().id;
    if (extra.isActive === false) await get('PATCH', `/v1/customers/${made[name]}`, { isActive: false });
  }
});
afterAll(() => t.close());

function get(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.as(admin)({ method, url, payload: payload as object });
}
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((r) => r.name);

describe('GET /v1/customers/search', () => {
  it('matches name or account number, exact account number first, then by name', async () => {
    const res = await get('GET', `/v1/customers/search?query=${tag.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().count_filtered).toBe(5);
    expect(names(res)).toEqual([
      'Delta Air',
      'Alpine Heating',
      'Boulder Plumbing',
      `Cedar ${tag} Roofing`,
      `Echo 50%_off ${tag}`,
    ]);
    expect(res.json().data[0]).toEqual({
      id: made['Delta Air'],
      name: 'Delta Air',
      accountNumber: tag,
      status: 'Active',
      type: null,
      city: 'Denver',
      state: 'CO',
      phone: null,
      isActive: true,
    });
  });

  it('pages around the exact match and keeps the count of all matches', async () => {
    const q = `/v1/customers/search?query=${tag}`;
    const pages = [];
    for (const offset of [0, 2, 4]) pages.push(...names(await get('GET', `${q}&offset=${offset}&limit=2`)));
    expect(pages).toEqual(names(await get('GET', q)));
    const first = await get('GET', `${q}&limit=1`);
    expect(names(first)).toEqual(['Delta Air']);
    expect(first.json().count_filtered).toBe(5);
    expect((await get('GET', `${q}&offset=10`)).json()).toEqual({ data: [], count_filtered: 5 });
  });

  it('filters by active flag, status and exact account number (any case)', async () => {
    const inactive = await get('GET', `/v1/customers/search?query=${tag}&isActive=false`);
    expect(names(inactive)).toEqual(['Boulder Plumbing']);
    const active = await get('GET', `/v1/customers/search?query=${tag}&isActive=true`);
    expect(active.json().count_filtered).toBe(4);
    const exact = await get('GET', `/v1/customers/search?accountNumber=${tag.toUpperCase()}-100`);
    expect(names(exact)).toEqual(['Alpine Heating']);
    const none = await get('GET', `/v1/customers/search?accountNumber=${tag}-1`);
    expect(none.json()).toEqual({ data: [], count_filtered: 0 });
  });

  it('follows the active flag both ways through the prefix rows, which carry it', async () => {
    const id = made['Alpine Heating'];
    const activeNames = async () =>
      names(await get('GET', `/v1/customers/search?query=${tag}&isActive=true`));
    await get('PATCH', `/v1/customers/${id}`, { isActive: false });
    expect(await activeNames()).not.toContain('Alpine Heating');
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customerSearchPrefixes)
      .where(and(eq(customerSearchPrefixes.id, id), eq(customerSearchPrefixes.isActive, true)));
    expect(row.n).toBe(0);
    await get('PATCH', `/v1/customers/${id}`, { isActive: true });
    expect(await activeNames()).toContain('Alpine Heating');
  });

  it('answers only the fields asked for, with or without the joined ones', async () => {
    const lean = await get('GET', `/v1/customers/search?query=${tag}&fields=id,name,accountNumber&limit=1`);
    expect(lean.json()).toEqual({
      data: [{ id: made['Delta Air'], name: 'Delta Air', accountNumber: tag }],
      count_filtered: 5,
    });
    const place = await get('GET', `/v1/customers/search?query=${tag}&fields=name,state,status&limit=1`);
    expect(place.json().data).toEqual([{ name: 'Delta Air', state: 'CO', status: 'Active' }]);
  });

  it('reads punctuation as a break between words; a query without letters or digits finds nothing', async () => {
    expect(names(await get('GET', '/v1/customers/search?query=50%25_off'))).toEqual([`Echo 50%_off ${tag}`]);
    expect((await get('GET', `/v1/customers/search?query=${tag}%25`)).json().count_filtered).toBe(5);
    expect((await get('GET', '/v1/customers/search?query=%25_-')).json()).toEqual({
      data: [],
      count_filtered: 0,
    });
  });

  it('matches the start of any word of the name or account number, not the inside of a word', async () => {
    const search = async (query: string) =>
      names(await get('GET', `/v1/customers/search?query=${encodeURIComponent(query)}&limit=100`));
    // Every query word must begin a word of the name or of the account number (here `tag` and `roo`).
    expect(await search(`roo ${tag}`)).toEqual([`Cedar ${tag} Roofing`]);
    expect(await search(`${tag} R`)).toEqual([`Cedar ${tag} Roofing`]);
    expect(await search(`oofing ${tag}`)).toEqual([]);
    // Account-number words: `${tag}-100` is "tag" and "100"; "CR-1" and "EO-1" end in "1".
    expect(await search(`${tag}-1`)).toEqual([
      'Alpine Heating',
      `Cedar ${tag} Roofing`,
      `Echo 50%_off ${tag}`,
    ]);
    expect(await search(`${tag}-10`)).toEqual(['Alpine Heating']);
    expect(await search(`${tag.slice(0, 5)} cr-1`)).toEqual([`Cedar ${tag} Roofing`]);
    expect(await search(`${tag}-200 boulder plum`)).toEqual(['Boulder Plumbing']);
    expect(await search(`${tag}-2000`)).toEqual([]);
  });

  it('combines the query with the filters', async () => {
    const q = `/v1/customers/search?query=${tag}`;
    expect(names(await get('GET', `${q}&isActive=false`))).toEqual(['Boulder Plumbing']);
    const statuses = (await get('GET', '/v1/customers/statuses')).json() as { id: number; name: string }[];
    const status = statuses.find((x) => x.name === 'Active')!;
    const withStatus = (await get('GET', `${q}&statusId=${status.id}&isActive=true&limit=100`)).json();
    expect(withStatus.count_filtered).toBe(4);
    expect(withStatus.data.every((r: { status: string }) => r.status === status.name)).toBe(true);
    expect(names(await get('GET', `${q}-100&accountNumber=${tag}-100`))).toEqual(['Alpine Heating']);
    expect(names(await get('GET', `${q}&accountNumber=${tag}-100&isActive=false`))).toEqual([]);
    // The exact account number still comes first only when it passes the filters.
    expect(names(await get('GET', `${q}&isActive=true&limit=2`))).toEqual(['Delta Air', 'Alpine Heating']);
    expect(names(await get('GET', `${q}&isActive=false&limit=2`))).toEqual(['Boulder Plumbing']);
  });

  it('projects the rows on fields and keeps count_filtered', async () => {
    const res = await get('GET', `/v1/customers/search?query=${tag}&fields=id,name,accountNumber&limit=100`);
    expect(res.json().count_filtered).toBe(5);
    for (const row of res.json().data)
      expect(Object.keys(row).sort()).toEqual(['accountNumber', 'id', 'name']);
  });

  it('answers the list and the FS_API search exactly like the search', async () => {
    const q = `query=${tag}&fields=id,name,accountNumber&offset=1&limit=3`;
    const main = await get('GET', `/v1/customers/search?${q}`);
    const legacy = await get('GET', `/FS_API/v1/customers/search?${q}`);
    const list = await get('GET', `/v1/customers?${q}`);
    expect(legacy.statusCode).toBe(200);
    expect(legacy.body).toBe(main.body);
    expect(list.body).toBe(main.body);
    expect(main.json().data).toHaveLength(3);
  });

  it('counts with the same filters', async () => {
    expect((await get('GET', `/v1/customers/search/count?query=${tag}`)).json()).toEqual({ count: 5 });
    expect((await get('GET', `/v1/customers/search/count?query=${tag}&isActive=false`)).json()).toEqual({
      count: 1,
    });
  });

  it('refuses bad paging and filters naming them', async () => {
    const res = await get('GET', '/v1/customers/search?limit=0&offset=-1&isActive=maybe&statusId=x');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCodes.VALIDATION);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['isActive', 'limit', 'offset', 'statusId']);
    const legacy = await get('GET', '/FS_API/v1/customers/search?limit=0');
    expect(legacy.statusCode).toBe(400);
  });
});

describe('GET /v1/customers/search with many matches', () => {
  it('counts up to 1,000 (1,001 past it), search/count exactly, and pages in name order', async () => {
    const many = `wk${Date.now().toString(36)}`;
    const names = Array.from({ length: 1200 }, (_, i) => `${many} ${String(i).padStart(4, '0')}`);
    // Inserted out of order, so the order of the answer is the sort's, not the heap's.
    await t.database.db
      .insert(customers)
      .values([...names].reverse().map((name, i) => ({ name, accountNumber: `${many}-${i}` })));
    const first = (await get('GET', `/v1/customers/search?query=${many}&limit=100`)).json();
    expect(first.count_filtered).toBe(1001);
    expect(first.data.map((r: { name: string }) => r.name)).toEqual(names.slice(0, 100));
    const late = (await get('GET', `/v1/customers/search?query=${many}&offset=1150&limit=100`)).json();
    expect(late.count_filtered).toBe(1001);
    expect(late.data.map((r: { name: string }) => r.name)).toEqual(names.slice(1150));
    expect((await get('GET', `/v1/customers/search/count?query=${many}`)).json()).toEqual({ count: 1200 });
  });
});

describe('word-prefix search kept in step with the customers', () => {
  const search = async (query: string) =>
    (await get('GET', `/v1/customers/search?query=${encodeURIComponent(query)}&limit=100`)).json() as {
      data: { id: number; name: string }[];
      count_filtered: number;
    };
  const ids = async (query: string) => (await search(query)).data.map((r) => r.id);
  /** The prefix rows the trigger keeps for a customer, and those its name and account number make now. */
  async function prefixesOf(id: number) {
    const { rows } = await t.database.executeSql(
      `select (select coalesce(array_agg(prefix order by prefix), '{}') from customer_search_prefixes p
                where p.id = c.id and p.name = c.name) as kept,
              (select coalesce(array_agg(x order by x), '{}') from unnest(search_prefixes(c.name || ' ' || c.account_number)) x) as made,
              (select count(*)::int from customer_search_prefixes p where p.id = c.id) as all_rows
         from customers c where c.id = $1`,
      [id],
    );
    return rows[0] as { kept: string[]; made: string[]; all_rows: number } | undefined;
  }

  it('finds a customer under its new name and account number, and no longer under the old', async () => {
    const mark = `kq${Date.now().toString(36)}`;
    const created = await get('POST', '/v1/customers', {
      name: `Quartz ${mark} Works`,
      accountNumber: `${mark}-A7`,
      createLocation: false,
    });
    const id = created.json().id as number;
    expect(await ids(`quartz ${mark}`)).toEqual([id]);
    expect(await ids(`${mark}-a7`)).toEqual([id]);

    const renamed = await get('PATCH', `/v1/customers/${id}`, {
      name: `Granite ${mark} Works`,
      accountNumber: `${mark}-B8`,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await ids(`quartz ${mark}`)).toEqual([]);
    expect(await ids(`${mark}-a7`)).toEqual([]);
    expect(await ids(`gran ${mark}`)).toEqual([id]);
    expect(await ids(`${mark}-b`)).toEqual([id]);
    const after = await prefixesOf(id);
    expect(after?.kept).toEqual(after?.made);
    expect(after?.all_rows).toBe(after?.made.length);

    // Other changes leave the rows alone; a write outside the API (SQL) is followed too.
    await get('PATCH', `/v1/customers/${id}`, { phone: '303-555-0100' });
    expect((await prefixesOf(id))?.kept).toEqual(after?.made);
    await t.database.executeSql(`update customers set name = $1 where id = $2`, [`Basalt ${mark}`, id]);
    expect(await ids(`gran ${mark}`)).toEqual([]);
    expect(await ids(`basalt ${mark}`)).toEqual([id]);
    const sqlRenamed = await prefixesOf(id);
    expect(sqlRenamed?.kept).toEqual(sqlRenamed?.made);

    await t.database.executeSql('delete from customers where id = $1', [id]);
    expect(await ids(mark)).toEqual([]);
    const { rows } = await t.database.executeSql(
      'select count(*)::int as n from customer_search_prefixes where id = $1',
      [id],
    );
    expect(rows[0].n).toBe(0);
  });

  it('finds words longer than the stored prefixes (20 characters) by their whole length', async () => {
    const mark = `lq${Date.now().toString(36)}`;
    const long = await get('POST', '/v1/customers', {
      name: `Supercalifragilisticexpialidocious Chimney ${mark}`,
      accountNumber: `${mark}-1`,
      createLocation: false,
    });
    const id = long.json().id as number;
    expect(await ids(`supercalifragilisticexpiali ${mark}`)).toEqual([id]);
    expect(await ids('supercalifragilisticexpialidocious')).toContain(id);
    // The first 20 characters match; the rest do not.
    expect(await ids(`supercalifragilisticexpialx ${mark}`)).toEqual([]);
    expect(await ids(`supercalifragilisticexpialx`)).toEqual([]);
    expect((await search(`supercalifragilisticexpialx`)).count_filtered).toBe(0);
  });

  it('finds one-letter words and one-letter queries', async () => {
    const mark = `oq${Date.now().toString(36)}`;
    const made = await get('POST', '/v1/customers', {
      name: `J Q ${mark} Public`,
      accountNumber: `${mark}-Z`,
      createLocation: false,
    });
    const id = made.json().id as number;
    expect(await ids(`j q ${mark}`)).toEqual([id]);
    expect(await ids(`${mark} z`)).toEqual([id]);
    const one = await search('q');
    expect(one.data.map((r) => r.id)).toContain(id);
  });
});

describe('routes under /v1/customers', () => {
  it('does not take static paths for customer ids', async () => {
    const paths = [
      '/v1/customers/alerts',
      '/v1/customers/statuses',
      '/v1/customers/types',
      '/v1/customers/search',
    ];
    const alerts = await get('GET', `/v1/customers/alerts?customerId=${made['Delta Air']}`);
    expect(alerts.statusCode).toBe(200);
    expect(alerts.json()).toEqual([]);
    for (const p of paths.slice(1)) expect((await get('GET', p)).statusCode, p).toBe(200);
    // Without its customerId the alert list is bad input, not "customer 'alerts' not found".
    const bare = await get('GET', paths[0]);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors[0].field).toBe('customerId');
  });
});
