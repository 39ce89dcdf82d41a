import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/db/rows';

// The test template is the demo database (test/global-setup.ts): its bank statement was imported as it loaded.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo bank statement', () => {
  it('holds three months of the operating account, most of it matched, the fees booked by the rule', async () => {
    const [n] = rowsOf<{ total: number; matched: number; fees: number; fee_entries: number; months: number }>(
      await t.database.db.execute(sql`select count(*)::int as total,
          count(*) filter (where t.status = 'Matched')::int as matched,
          count(*) filter (where t.payee = 'MONTHLY SERVICE FEE')::int as fees,
          (select count(*) from journal_entries where source_type = 'BankEntry')::int as fee_entries,
          count(distinct to_char(t.txn_date, 'YYYY-MM'))::int as months
        from bank_transactions t join bank_accounts b on b.id = t.bank_account_id and b.name = 'Operating Checking'`),
    );
    expect(n.months).toBe(3);
    expect(n.total).toBeGreaterThan(30);
    expect(n.matched / n.total).toBeGreaterThan(0.6);
    expect(n.fees).toBe(3);
    expect(n.fee_entries).toBe(3);
    const [l] = rowsOf<{ d: string; c: string }>(
      await t.database.db.execute(sql`select sum(debit) as d, sum(credit) as c from journal_lines`),
    );
    expect(l.d).toBe(l.c);
    // Every match balances: the bank side equals its ledger lines.
    const bad = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select m.id from bank_matches m
        where (select sum(t.amount) from bank_match_transactions x join bank_transactions t on t.id = x.bank_transaction_id
               where x.match_id = m.id)
          <> (select sum(jl.debit - jl.credit) from bank_match_lines y join journal_lines jl on jl.id = y.journal_line_id
               where y.match_id = m.id)`),
    );
    expect(bad).toEqual([]);
  });
});
