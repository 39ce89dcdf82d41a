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
 * definitions (a GIN index built once is far faster than one grown row by row).
 */

export interface SeedCounts {
  customers: number;
  contacts: number;
}

const TABLES = ['addresses', 'customers', 'locations', 'contacts'] as const;

/** Non-negative hash of the row number and a salt, so each column picks its word independently. */
const h = (salt: number) => `(hashint4(g * 31 + ${salt}) & 2147483647)`;
const pick = (param: string, salt: number) =>
  `(${param}::text[])[1 + ${h(salt)} % cardinality(${param}::text[])]`;

export async function seedLarge(url: string, counts: SeedCounts, log: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const timed = async (label: string, text: string, values: unknown[] = []) => {
    const started = performance.now();
    const res = await client.query(text, values);
    log(`  ${label.padEnd(34)} ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s`);
    return res;
  };
  try {
    // Bulk-load settings for this session only. The rows are consistent by construction, so the
    // foreign-key triggers are skipped where the role may do so (a superuser); otherwise they run.
    // The bench database cuts slow statements (a search); index builds here take longer.
    await client.query('set statement_timeout = 0');
    await client.query("set maintenance_work_mem = '512MB'");
    await client.query('set synchronous_commit = off');
    await client.query('set session_replication_role = replica').catch(() => {
      log('  (not a superuser: foreign keys are checked row by row, which is slower)');
    });

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

    // About 55% homes ('Jennifer Alvarez'), the rest businesses ('Front Range Dental Group').
    const suffixes = [...COMMERCIAL_SUFFIXES, ...INDUSTRIAL_SUFFIXES, ...PROPERTY_SUFFIXES];
    await timed(
      `customers (${n.toLocaleString('en-US')})`,
      `insert into customers (id, name, account_number, status_id, type_id, currency_id, billing_address_id, phone, email)
       select $5::int + g, x.name, 'C-' || (1000000 + g), $7::int, x.type_id, $9::int, $6::int + g,
              '303-555-01' || lpad((${h(3)} % 100)::text, 2, '0'),
              lower(regexp_replace(x.name, '[^A-Za-z]', '', 'g')) || '@example.com'
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

    // The first contact of each customer is its primary one; the rest spread over the customers.
    await timed(
      `contacts (${counts.contacts.toLocaleString('en-US')})`,
      `insert into contacts (id, customer_id, first_name, last_name, title, work_phone, cell_phone, email, is_primary_contact)
       select $3::int + g, $4::int + 1 + (g - 1) % $5::int, x.first, x.last, null,
              '303-555-01' || lpad((${h(9)} % 100)::text, 2, '0'),
              '720-555-01' || lpad((${h(10)} % 100)::text, 2, '0'),
              lower(x.first || '.' || regexp_replace(x.last, '[^A-Za-z]', '', 'g')) || (${h(11)} % 1000)
                || case when ${h(12)} % 2 = 0 then '@example.com' else '@example.net' end,
              g <= $5::int
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
    // As autovacuum would in production: statistics, and the visibility map the index-only walks of
    // the search read (a never-vacuumed bulk load sends every index-only scan to the heap).
    await timed('vacuum analyze', `vacuum analyze ${TABLES.join(', ')}`);
  } finally {
    await client.end();
  }
}
