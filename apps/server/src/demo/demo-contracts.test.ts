import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const one = async <T>(q: ReturnType<typeof sql>) => {
  const r = await t.database.db.execute(q);
  return (((r as { rows?: unknown[] }).rows ?? r) as T[])[0];
};

describe('demo contracts', () => {
  it('has about 60 agreements with upcoming visits as jobs and billed periods, and 20 rentals without overlaps', async () => {
    const counts = await one<Record<string, number>>(sql`
      select
        count(*) filter (where not t.is_rental)::int as agreements,
        count(*) filter (where not t.is_rental and s.status_type = 'Active')::int as active,
        count(*) filter (where t.is_rental)::int as rentals,
        count(distinct c.billing_schedule) filter (where not t.is_rental)::int as schedules,
        (select count(*) from contract_visits v where v.job_id is not null)::int as "visitJobs",
        (select count(*) from contract_billings)::int as billed,
        (select count(*) from asset_schedules a join asset_schedules b on a.asset_id = b.asset_id and a.id < b.id
           and daterange(a.start_date, a.end_date, '[]') && daterange(b.start_date, b.end_date, '[]'))::int as overlaps,
        (select count(distinct status) from asset_schedules)::int as "scheduleStatuses"
      from contracts c join contract_types t on t.id = c.type_id join contract_statuses s on s.id = c.status_id`);
    expect(counts).toMatchObject({ agreements: 60, active: 55, rentals: 20, schedules: 3, overlaps: 0 });
    expect(counts.scheduleStatuses).toBe(3);
    expect(counts.visitJobs).toBeGreaterThan(10);
    expect(counts.billed).toBeGreaterThan(100);

    // The list answers them, and an agreement's invoices are there to open.
    const list = (await t.as(admin)({ method: 'GET', url: '/v1/contracts?limit=5' })).json();
    expect(list.count_filtered ?? list.total ?? list.data.length).toBeGreaterThan(0);
    const billedOne = await one<{ id: number }>(sql`select contract_id as id from contract_billings limit 1`);
    const invoices = (
      await t.as(admin)({ method: 'GET', url: `/v1/contracts/${billedOne.id}/invoices` })
    ).json();
    expect(invoices.length).toBeGreaterThan(0);

    // Autopay has paid what was billed three weeks ago or more; the latest invoices are open.
    const paid = await one<{ paid: number; open: number }>(sql`
      select count(*) filter (where i.balance = 0)::int as paid, count(*) filter (where i.balance > 0)::int as open
      from contract_billings b join invoices i on i.id = b.invoice_id`);
    expect(paid.paid).toBeGreaterThan(50);
    expect(paid.open).toBeGreaterThan(0);

    // Deferred agreements' billing sits in Deferred Revenue until their visits are done.
    const deferred = await one<{ n: string }>(sql`select coalesce(sum(l.credit - l.debit), 0)::text as n
      from journal_lines l join gl_accounts a on a.id = l.account_id where a.system_role = 'DeferredRevenue'`);
    expect(Number(deferred.n)).toBeGreaterThan(0);
  });
});
