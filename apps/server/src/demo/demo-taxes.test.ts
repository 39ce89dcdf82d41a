import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

// The test template is the demo database (test/global-setup.ts).
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const rows = async <T>(q: ReturnType<typeof sql>) => (await t.database.db.execute(q)).rows as T[];

describe('demo tax schedules', () => {
  it("taxes every demo location by its city's schedule, government sites exempt", async () => {
    const byCity = await rows<{ city: string; government: boolean; schedule: string | null; n: number }>(sql`
      select a.city, coalesce(ct.name = 'Government', false) as government, s.name as schedule, count(*)::int as n
        from locations l
        join customers c on c.id = l.customer_id
        left join customer_types ct on ct.id = c.type_id
        left join addresses a on a.id = l.address_id
        left join tax_schedules s on s.id = l.tax_schedule_id
       group by 1, 2, 3 order by 1, 2, 3`);
    expect(byCity.length).toBeGreaterThan(6);
    for (const r of byCity)
      expect(r.schedule, `${r.city}${r.government ? ' (government)' : ''}`).toBe(
        r.government ? 'Tax Exempt' : `${r.city}, CO`,
      );
    const cities = new Set(byCity.filter((r) => !r.government).map((r) => r.city));
    expect(cities).toEqual(
      new Set(['Denver', 'Aurora', 'Lakewood', 'Boulder', 'Colorado Springs', 'Fort Collins']),
    );
  });

  it('lists a schedule per demo city with its combined rate', async () => {
    const res = await t.as(admin)({ method: 'GET', url: '/v1/taxschedules/search?limit=100' });
    const rates = Object.fromEntries(res.json().map((s: { name: string; rate: string }) => [s.name, s.rate]));
    expect(rates).toMatchObject({
      'Denver, CO': '8.81',
      'Colorado Springs, CO': '8.2',
      'Aurora, CO': '8',
      'Lakewood, CO': '7.5',
      'Boulder, CO': '8.845',
      'Fort Collins, CO': '7.55',
      'Tax Exempt': '0',
    });
  });

  it("invoices a demo job with its location's schedule", async () => {
    const [job] = await rows<{ id: number; schedule: string }>(sql`
      select j.id, s.name as schedule
        from jobs j
        join locations l on l.id = j.location_id
        join tax_schedules s on s.id = l.tax_schedule_id
       where j.invoice_status = 0 and s.name <> 'Tax Exempt'
         and exists (select 1 from line_items li join line_item_collections c on c.id = li.collection_id
                      where c.owner_kind = 'Job' and c.owner_id = j.id and li.is_taxable)
       order by j.id limit 1`);
    expect(job).toBeDefined();
    const res = await t.as(admin)({ method: 'POST', url: `/v1/invoices/fromJob/${job.id}`, payload: {} });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json();
    expect(inv.taxSchedule.name).toBe(job.schedule);
    expect(inv.taxes.length).toBeGreaterThan(0);
    expect(inv.taxAmount).not.toBe('0.00');
  });
});
