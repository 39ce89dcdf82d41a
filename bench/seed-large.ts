import pg from 'pg';
import {
  BUSINESS_PREFIXES,
  CITIES,
  COMMERCIAL_SUFFIXES,
  FIRST_NAMES,
  INDUSTRIAL_SUFFIXES,
  LAST_NAMES,
  PROPERTY_SUFFIXES,
} from '../apps/server/src/demo/demo-customers-data';

/**
 * Bulk rows for the search bench, generated inside PostgreSQL with generate_series: one statement per
 * table, no rows travel over the wire. Names come from the demo word lists, picked by a hash of the
 * row number, so 2-, 3- and 5-character fragments hit realistic shares of the rows and every run is
 * the same. Secondary indexes are dropped for the load and rebuilt afterwards from their saved
 * definitions (an index built once is far faster than one grown row by row). The search prefix tables'
 * triggers are off for the load; the tables are then refilled in one INSERT ... SELECT per half of
 * each table (two connections, one per core) and their primary keys built afterwards.
 */

export interface SeedCounts {
  customers: number;
  contacts: number;
}

const TABLES = ['addresses', 'customers', 'locations', 'contacts'] as const;

/** The search prefix tables, filled from their base tables as the triggers of migration 0009 would. */
const PREFIXES = [
  {
    table: 'customer_search_prefixes',
    base: 'customers',
    trigger: 'customers_search_prefixes',
    key: 'prefix, name, id',
    fill: `insert into customer_search_prefixes (prefix, name, id, is_active)
           select p, c.name, c.id, c.is_active from customers c, unnest(search_prefixes(c.name || ' ' || c.account_number)) p
            where c.id between $1 and $2`,
  },
  {
    table: 'contact_search_prefixes',
    base: 'contacts',
    trigger: 'contacts_search_prefixes',
    key: 'prefix, last_name, first_name, id',
    fill: `insert into contact_search_prefixes (prefix, last_name, first_name, id, is_active)
           select p, c.last_name, c.first_name, c.id, c.is_active
             from contacts c, unnest(search_prefixes(c.first_name || ' ' || c.last_name || ' ' || coalesce(c.email, ''))) p
            where c.id between $1 and $2`,
  },
] as const;

/** Non-negative hash of the row number and a salt, so each column picks its word independently. */
const h = (salt: number) => `(hashint4(g * 31 + ${salt}) & 2147483647)`;
const pick = (param: string, salt: number) =>
  `(${param}::text[])[1 + ${h(salt)} % cardinality(${param}::text[])]`;

export async function seedLarge(url: string, counts: SeedCounts, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  const second = new pg.Client({ connectionString: url });
  await Promise.all([client.connect(), second.connect()]);
  const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`;
  const timed = async (label: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const res = await client.query(text, values);
    log(`  ${label.padEnd(34)} ${seconds(started)}`);
    return res;
  };
  try {
    // Bulk-load settings for these sessions only. The rows are consistent by construction, so the
    // foreign-key triggers are skipped where the role may do so (a superuser); otherwise they run.
    // The bench database cuts slow statements (a search); index builds here take longer.
    for (const c of [client, second]) {
      await c.query('set statement_timeout = 0');
      await c.query("set maintenance_work_mem = '512MB'");
      await c.query('set synchronous_commit = off');
    }
    await client.query('set session_replication_role = replica').catch(() => {
      log('  (not a superuser: foreign keys are checked row by row, which is slower)');
    });
    // The prefix tables are refilled whole below, so their triggers stay off during the load.
    for (const p of PREFIXES) await client.query(`alter table ${p.base} disable trigger ${p.trigger}`);

    const { rows: indexRows } = await client.query(
      `select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename = any($1)
          and indexname not in (select conname from pg_constraint)`,
      [TABLES],
    );
    for (const r of indexRows) await client.query(`drop index "${r.indexname}"`);

    const base = async (table: string) =>
      Number((await client.query(`select coalesce(max(id), 0) as n from ${table}`)).rows[0].n);
    const ref = async (table: string, name: string) =>
      Number((await client.query(`select id from ${table} where name = $1`, [name])).rows[0].id);
    const addressBase = await base('addresses');
    const customerBase = await base('customers');
    const locationBase = await base('locations');
    const contactBase = await base('contacts');
    const residential = await ref('customer_types', 'Residential');
    const commercial = await ref('customer_types', 'Commercial');
    const active = await ref('customer_statuses', 'Active');
    const usd = Number(
      (await client.query("select id from currencies where abbreviation = 'USD'")).rows[0].id,
    );
    const n = counts.customers;

    // street \t city \t zip \t area code: keeps each street in its own city and ZIP.
    const places = CITIES.flatMap((c) =>
      c.streets.map((s, i) => `${s}\t${c.name}\t${c.zips[i % c.zips.length]}\t${c.areaCodes[0]}`),
    );
    await timed(
      `addresses (${(2 * n).toLocaleString('en-US')})`,
      `insert into addresses (id, street, city, state, postal_code, country, is_verified, is_confirmed)
       select $2::int + g, (100 + ${h(1)} % 15900)::text || ' ' || split_part(p, E'\\t', 1),
              split_part(p, E'\\t', 2), 'CO', split_part(p, E'\\t', 3), 'US', false, true
         from generate_series(1, $3::int) g, lateral (select ${pick('$1', 2)} as p) x`,
      [places, addressBase, 2 * n],
    );

    // About 55% homes ('Jennifer Alvarez'), the rest businesses ('Front Range Dental Group'); 5% inactive.
    const suffixes = [...COMMERCIAL_SUFFIXES, ...INDUSTRIAL_SUFFIXES, ...PROPERTY_SUFFIXES];
    await timed(
      `customers (${n.toLocaleString('en-US')})`,
      `insert into customers (id, name, account_number, status_id, type_id, currency_id, billing_address_id, phone, email, is_active)
       select $5::int + g, x.name, 'C-' || (1000000 + g), $7::int, x.type_id, $9::int, $6::int + g,
              '303-555-01' || lpad((${h(3)} % 100)::text, 2, '0'),
              lower(regexp_replace(x.name, '[^A-Za-z]', '', 'g')) || '@example.com',
              ${h(15)} % 100 >= 5
         from generate_series(1, $10::int) g,
         lateral (
           select case when ${h(4)} % 100 < 55
                  then ${pick('$1', 5)} || ' ' || ${pick('$2', 6)}
                  else ${pick('$3', 7)} || ' ' || ${pick('$4', 8)} end as name,
                  case when ${h(4)} % 100 < 55 then $8::int else $11::int end as type_id
         ) x`,
      [
        FIRST_NAMES,
        LAST_NAMES,
        BUSINESS_PREFIXES,
        suffixes,
        customerBase,
        addressBase,
        active,
        residential,
        usd,
        n,
        commercial,
      ],
    );

    await timed(
      `locations (${n.toLocaleString('en-US')})`,
      `insert into locations (id, customer_id, name, address_id)
       select $1::int + (c.id - $2::int), c.id,
              case when c.type_id = $4::int then a.street else c.name end, a.id
         from customers c
         join addresses a on a.id = $3::int + $5::int + (c.id - $2::int)
        where c.id > $2::int`,
      [locationBase, customerBase, addressBase, residential, n],
    );

    // The first contact of each customer is its primary one; the rest spread over the customers; 5% inactive.
    await timed(
      `contacts (${counts.contacts.toLocaleString('en-US')})`,
      `insert into contacts (id, customer_id, first_name, last_name, title, work_phone, cell_phone, email, is_primary_contact, is_active)
       select $3::int + g, $4::int + 1 + (g - 1) % $5::int, x.first, x.last, null,
              '303-555-01' || lpad((${h(9)} % 100)::text, 2, '0'),
              '720-555-01' || lpad((${h(10)} % 100)::text, 2, '0'),
              lower(x.first || '.' || regexp_replace(x.last, '[^A-Za-z]', '', 'g')) || (${h(11)} % 1000)
                || case when ${h(12)} % 2 = 0 then '@example.com' else '@example.net' end,
              g <= $5::int, ${h(16)} % 100 >= 5
         from generate_series(1, $6::int) g,
         lateral (select ${pick('$1', 13)} as first, ${pick('$2', 14)} as last) x`,
      [FIRST_NAMES, LAST_NAMES, contactBase, customerBase, n, counts.contacts],
    );

    for (const table of TABLES) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    }
    for (const r of indexRows) await timed(`index ${r.indexname}`, r.indexdef);

    // The search prefixes of every customer and contact (the demo rows too), generated in halves of each
    // table on two connections, then each table's primary key built once.
    for (const p of PREFIXES) {
      await client.query(`alter table ${p.table} drop constraint ${p.table}_pkey`);
      await client.query(`truncate ${p.table}`);
    }
    const started = performance.now();
    const parts: { label: string; text: string; values: number[] }[] = [];
    for (const p of PREFIXES) {
      const max = await base(p.base);
      const half = Math.floor(max / 2);
      parts.push({ label: `${p.base} prefixes, first half`, text: p.fill, values: [0, half] });
      parts.push({ label: `${p.base} prefixes, second half`, text: p.fill, values: [half + 1, max] });
    }
    await Promise.all(
      [client, second].map(async (c) => {
        for (let part = parts.shift(); part; part = parts.shift()) {
          const partStarted = performance.now();
          await c.query(part.text, part.values);
          log(`  ${part.label.padEnd(34)} ${seconds(partStarted)}`);
        }
      }),
    );
    log(`  ${'prefixes (two connections), all'.padEnd(34)} ${seconds(started)}`);
    for (const p of PREFIXES) {
      await timed(
        `primary key of ${p.base} prefixes`,
        `alter table ${p.table} add constraint ${p.table}_pkey primary key (${p.key}) include (is_active)`,
      );
      await client.query(`alter table ${p.base} enable trigger ${p.trigger}`);
    }
    // As autovacuum would in production: statistics, and the visibility map the index-only walks of
    // the search read (a never-vacuumed bulk load sends every index-only scan to the heap).
    await timed(
      'vacuum analyze',
      `vacuum analyze ${[...TABLES, ...PREFIXES.map((p) => p.table)].join(', ')}`,
    );
    // Once more for the prefix tables: right after the load the first pass left pages not all-visible
    // (about one walked row in ten still went to the heap); a second pass only visits those pages.
    await timed('vacuum prefixes again', `vacuum ${PREFIXES.map((p) => p.table).join(', ')}`);
  } finally {
    await Promise.all([client.end(), second.end()]);
  }
}
