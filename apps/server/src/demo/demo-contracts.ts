import { addIsoDays } from '@fieldline/contracts/common/dates';
import { sql } from 'drizzle-orm';
import { runBilling } from '../modules/contract-billing';
import { appendOwnerLines } from '../modules/line-items';
import { companyToday } from '../modules/organization';
import { addPayment } from '../modules/payments';
import type { Db } from '../platform/db/database';

/** ACH / Bank Transfer (the payment methods' fixed ids). */
const ACH = 3;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? result) as T[];

/** Per billing period: what the agreement's one line invoices. */
const PLAN_PRICES = { Monthly: '24.00', Quarterly: '69.00', Annual: '249.00' } as const;

/** Day, week and month rates per rental group (demo-assets.ts names them). */
const RENTAL_RATES: Record<string, [string, string, string]> = {
  'Mini excavators 3.5 t': ['325.00', '1150.00', '3300.00'],
  'Scissor lifts 26 ft': ['150.00', '525.00', '1300.00'],
  'Generators 20 kW': ['120.00', '420.00', '1150.00'],
  'Spot coolers 5 ton': ['95.00', '350.00', '950.00'],
};

/**
 * About 60 maintenance agreements (monthly, quarterly and annual plans started over the past year, a few still
 * drafts, a quarter deferring revenue) with one priced line each, and 20 equipment rentals of the demo's rental
 * assets (returned, out now and reserved), then the billing run up to today through the contract-billing
 * module: every due period invoiced and posted as the daily job would have. Visits come after
 * (demo-contract-visits.ts). Runs after the assets and the accounting (chart, periods).
 */
export async function seedContracts(db: Db): Promise<void> {
  const today = await companyToday(db);
  await seedAgreements(db, today);
  await seedRentals(db, today);
  await runBilling(db, today, null);
  await collectAutopay(db, today);
}

/**
 * Agreement customers pay by ACH autopay five days after each invoice: what was billed three weeks ago or more is
 * paid, through the payments module like any payment; the latest invoices stay open.
 */
async function collectAutopay(db: Db, today: string) {
  // Into Operating Checking; customers billed in another currency (the CAD ones) pay by other means.
  const due = rowsOf<{ id: number; customerId: number; balance: string; paidOn: string; bankId: number }>(
    await db.execute(sql`
      select i.id, i.customer_id as "customerId", i.balance::text as balance, (i.invoice_date + 5)::text as "paidOn",
        ba.id as "bankId"
      from contract_billings b join invoices i on i.id = b.invoice_id join customers c on c.id = i.customer_id
      join bank_accounts ba on ba.name = 'Operating Checking'
      where i.status <> 'Void' and i.balance > 0 and i.invoice_date <= ${today}::date - 20
        and (c.currency_id is null or c.currency_id = ba.currency_id)
      order by i.invoice_date, i.id`),
  );
  const [ctx] = rowsOf<{ userId: number }>(await db.execute(sql`select min(id) as "userId" from users`));
  for (const inv of due)
    await addPayment(
      db,
      {
        customerId: inv.customerId,
        paymentDate: inv.paidOn,
        amount: inv.balance,
        paymentMethodId: ACH,
        bankAccountId: inv.bankId,
        reference: 'ACH autopay',
        applications: [{ invoiceId: inv.id, amount: inv.balance }],
      },
      ctx.userId,
    );
}

async function seedAgreements(db: Db, today: string) {
  // Monthly plans started up to 5 months ago, the others up to 11: a year of history without hundreds of invoices.
  const made = rowsOf<{ id: number; schedule: keyof typeof PLAN_PRICES }>(
    await db.execute(sql`
      with picked as (
        select c.id as customer_id, c.name, l.id as location_id, row_number() over (order by c.id) as n
        from customers c
        cross join lateral (select id from locations where customer_id = c.id order by id limit 1) l
        order by c.id limit 60
      ), planned as (
        select p.*, nextval(pg_get_serial_sequence('contracts', 'id'))::int as id,
          (array['Monthly', 'Quarterly', 'Annual'])[1 + p.n % 3] as schedule,
          (date_trunc('month', ${today}::date)
            - make_interval(months => (case when p.n % 3 = 0 then (p.n * 7) % 6 else (p.n * 7) % 12 end)::int))::date as start
        from picked p
      )
      insert into contracts (id, contract_number, name, description, customer_id, location_id, office_id, type_id,
        status_id, priority, start_date, end_date, term_months, renewal_kind, renewal_percent, billing_schedule,
        revenue_recognition)
      select id, 'C-' || lpad(id::text, 6, '0'),
        case schedule when 'Monthly' then 'Comfort Club monthly plan' when 'Quarterly' then 'Quarterly PM agreement'
          else 'Annual tune-up plan' end,
        'Preventive maintenance of the heating and cooling equipment at ' || name,
        customer_id, location_id,
        (select id from offices order by id offset (n % greatest(1, (select count(*) from offices))::int) limit 1),
        (select id from contract_types where name = 'Maintenance agreement'),
        (select id from contract_statuses where status_type = case when n % 11 = 0 then 'Draft' else 'Active' end
         order by sort_order limit 1),
        (n % 3)::int, start, (start + interval '12 months' - interval '1 day')::date, 12,
        case when n % 2 = 0 then 'Automatic' else 'Manual' end, case when n % 2 = 0 then 3 else 0 end,
        schedule, case when n % 4 = 0 then 'Deferred' else 'Immediate' end
      from planned
      returning id, billing_schedule as schedule`),
  );
  if (made.length === 0) return;
  const plan = JSON.stringify(made.map((m) => ({ id: m.id, price: PLAN_PRICES[m.schedule], s: m.schedule })));
  await appendOwnerLines(
    db,
    'Contract',
    sql`select p.id as owner_id, i.id as item_id,
        'Maintenance plan: ' || lower(p.s) || ' service and priority scheduling' as description,
        1::numeric as quantity, p.price as price, false as is_taxable, 1 as sort
      from jsonb_to_recordset(${plan}::jsonb) as p(id int, price numeric, s text)
      join items i on i.item_code = 'SVC-TUNE-AC'`,
    null,
  );
}

/**
 * Twenty rentals, one unit each: every rentable asset once (some returned, some out today), then two units
 * booked again after all of that. Never two overlapping bookings of one asset (the database refuses them).
 */
async function seedRentals(db: Db, today: string) {
  const units = rowsOf<{ id: number; groupId: number; group: string }>(
    await db.execute(sql`
      select a.id, a.group_id as "groupId", g.name as "group" from assets a join asset_groups g on g.id = a.group_id
      where a.is_rentable order by a.id`),
  );
  if (units.length === 0) return;
  const customers = rowsOf<{ id: number; locationId: number }>(
    await db.execute(sql`
      select c.id, (select min(id) from locations l where l.customer_id = c.id) as "locationId" from customers c
      where exists (select 1 from locations l where l.customer_id = c.id) order by c.id desc limit 20`),
  );
  const rentals = Array.from({ length: 20 }, (_, i) => {
    const unit = units[i % units.length];
    const again = i >= units.length;
    // Returned, returned, out, out, out; the second bookings start after every first one has ended.
    const start = addIsoDays(today, again ? 40 + i : [-40, -25, -12, -8, -3][i % 5]);
    const days = again ? 10 : [14, 7, 30, 45, 21][i % 5];
    const end = addIsoDays(start, days - 1);
    const basis = days >= 28 ? 'Month' : days >= 7 ? 'Week' : 'Day';
    const rates = RENTAL_RATES[unit.group] ?? ['100.00', '350.00', '1000.00'];
    const rate = rates[basis === 'Day' ? 0 : basis === 'Week' ? 1 : 2];
    const status = start > today ? 'Reserved' : end < today ? 'Returned' : 'Out';
    const customer = customers[i % customers.length];
    return { unit, start, end, basis, rate, status, customer };
  });
  const rows = JSON.stringify(
    rentals.map((r) => ({
      customer: r.customer.id,
      location: r.customer.locationId,
      asset: r.unit.id,
      grp: r.unit.groupId,
      name: r.unit.group,
      start: r.start,
      end: r.end,
      basis: r.basis,
      rate: r.rate,
      status: r.status,
    })),
  );
  await db.execute(sql`
    with src as (
      select r.*, nextval(pg_get_serial_sequence('contracts', 'id'))::int as contract_id
      from jsonb_to_recordset(${rows}::jsonb) as r(customer int, location int, asset int, grp int, name text,
        start date, "end" date, basis text, rate numeric, status text)
    ), c as (
      insert into contracts (id, contract_number, name, customer_id, location_id, office_id, type_id, status_id,
        start_date, end_date, term_months, billing_schedule)
      select contract_id, 'C-' || lpad(contract_id::text, 6, '0'), 'Rental: ' || name, customer, location,
        (select min(id) from offices), (select id from contract_types where name = 'Equipment rental'),
        (select id from contract_statuses where status_type = 'Active' order by sort_order limit 1),
        start, "end", greatest(1, ceil(("end" - start + 1) / 30.0))::int, 'Monthly'
      from src returning id
    ), t as (
      insert into rental_terms (contract_id, number, group_id, description, quantity, start_date, end_date,
        rate_basis, rate)
      select contract_id, 'C-' || lpad(contract_id::text, 6, '0') || '-1', grp, name, 1, start, "end", basis, rate
      from src where exists (select 1 from c where c.id = src.contract_id)
      returning id, contract_id
    )
    insert into asset_schedules (contract_id, term_id, group_id, asset_id, start_date, end_date, status)
    select src.contract_id, t.id, src.grp, src.asset, src.start, src."end", src.status
    from src join t on t.contract_id = src.contract_id`);
}
