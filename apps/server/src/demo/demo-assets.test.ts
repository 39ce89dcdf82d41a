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

describe('demo assets', () => {
  it('has the fleet and rental equipment, with posted depreciation that ties to the ledger', async () => {
    const page = (await t.as(admin)({ method: 'GET', url: '/v1/assets/search?limit=100' })).json();
    expect(page.count_filtered).toBe(28);
    expect(page.data.filter((a: { isRentable: boolean }) => a.isRentable)).toHaveLength(18);
    const posted = await one<{ n: string }>(
      sql`select coalesce(sum(amount), 0)::text as n from asset_depreciation_periods where posted_at is not null`,
    );
    const ledger = await one<{ n: string }>(sql`select coalesce(sum(l.credit - l.debit), 0)::text as n
      from journal_lines l join gl_accounts a on a.id = l.account_id where a.system_role = 'AccumulatedDepreciation'`);
    expect(Number(posted.n)).toBeGreaterThan(10_000);
    expect(ledger.n).toBe(posted.n);
    // Bought on the equipment loan: Fixed Assets holds the register's cost.
    const fixed = await one<{ ledger: string; register: string }>(sql`select
      (select coalesce(sum(l.debit - l.credit), 0) from journal_lines l join gl_accounts a on a.id = l.account_id
        where a.system_role = 'FixedAssets')::numeric(18, 2)::text as ledger,
      (select sum(cost) from assets)::numeric(18, 2)::text as register`);
    expect(fixed.ledger).toBe(fixed.register);
  });
});
