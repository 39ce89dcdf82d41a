import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { Db } from '../../platform/db/database';
import { accountForRole, defaultCompanyId, openPeriodFor, postEntry, reverseEntry } from './ledger.posting';
import { calendarPeriods, glPeriodBalances, journalLines } from './ledger.table';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.close());

/** The database's own message (drizzle wraps it in a 'Failed query' error). */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: { message: string; cause?: { message?: string } }) => e.cause?.message ?? e.message,
  );

const rows = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows as T[];

describe('the ledger in the database', () => {
  it('posts a balanced entry and keeps the period balances in the same transaction', async () => {
    const cash = await accountForRole(db, 'Cash');
    const revenue = await accountForRole(db, 'Revenue');
    const entry = await postEntry(db, {
      entryDate: '2031-03-15',
      sourceType: 'Manual',
      userId: null,
      lines: [
        { accountId: cash, debit: '100.005' },
        { accountId: revenue, credit: '100.00' },
      ],
    });
    expect(entry?.id).toBeGreaterThan(0);
    const [bal] = await rows<{ debit: string }>(
      sql`select b.debit from ${glPeriodBalances} b join ${calendarPeriods} p on p.id = b.period_id where b.account_id = ${cash} and p.start_date = '2031-03-01'`,
    );
    // 100.005 rounds half-to-even to 100.00.
    expect(bal.debit).toBe('100.00');
  });

  it('refuses an unbalanced entry in code and in the database', async () => {
    const cash = await accountForRole(db, 'Cash');
    const revenue = await accountForRole(db, 'Revenue');
    await expect(
      postEntry(db, {
        entryDate: '2031-03-15',
        sourceType: 'Manual',
        userId: null,
        lines: [
          { accountId: cash, debit: '10' },
          { accountId: revenue, credit: '9.99' },
        ],
      }),
    ).rejects.toThrow('does not balance');
    const period = await openPeriodFor(db, await defaultCompanyId(db), '2031-03-15');
    const [e] = await rows<{ id: number }>(
      sql`insert into journal_entries (company_id, entry_date, period_id, source_type) values (${await defaultCompanyId(db)}, '2031-03-15', ${period.id}, 'Manual') returning id`,
    );
    expect(
      await failure(
        db.execute(
          sql`insert into journal_lines (entry_id, line_number, account_id, period_id, entry_date, debit) values (${e.id}, 1, ${cash}, ${period.id}, '2031-03-15', 5)`,
        ),
      ),
    ).toMatch(/does not balance/);
  });

  it('refuses to change or delete posted lines, and postings to a closed period', async () => {
    const [line] = await db.select().from(journalLines).limit(1);
    expect(
      await failure(db.execute(sql`update journal_lines set debit = debit + 1 where id = ${line.id}`)),
    ).toMatch(/cannot be changed/);
    expect(await failure(db.execute(sql`delete from journal_lines where id = ${line.id}`))).toMatch(
      /cannot be changed/,
    );
    await db.execute(sql`update journal_lines set memo = 'memo only' where id = ${line.id}`);
    const period = await openPeriodFor(db, await defaultCompanyId(db), '2031-04-10');
    await db.execute(sql`update calendar_periods set is_closed = true where id = ${period.id}`);
    const cash = await accountForRole(db, 'Cash');
    const revenue = await accountForRole(db, 'Revenue');
    await expect(
      postEntry(db, {
        entryDate: '2031-04-10',
        sourceType: 'Manual',
        userId: null,
        lines: [
          { accountId: cash, debit: '1' },
          { accountId: revenue, credit: '1' },
        ],
      }),
    ).rejects.toThrow('April 2031 is closed');
  });

  it('reverses an entry once', async () => {
    const cash = await accountForRole(db, 'Cash');
    const revenue = await accountForRole(db, 'Revenue');
    const e = await postEntry(db, {
      entryDate: '2031-05-02',
      sourceType: 'Manual',
      userId: null,
      lines: [
        { accountId: cash, debit: '7.50' },
        { accountId: revenue, credit: '7.50' },
      ],
    });
    const rev = await reverseEntry(db, e!.id, { userId: null });
    expect(rev.id).toBeGreaterThan(e!.id);
    await expect(reverseEntry(db, e!.id, { userId: null })).rejects.toThrow('already been reversed');
    const [sum] = await rows<{ d: string; c: string }>(
      sql`select sum(debit) d, sum(credit) c from journal_lines`,
    );
    expect(sum.d).toBe(sum.c);
  });

  it('leaves no unbalanced entry by any path: later one-sided lines, cross-entry balancing, moved lines', async () => {
    const cash = await accountForRole(db, 'Cash');
    const revenue = await accountForRole(db, 'Revenue');
    const company = await defaultCompanyId(db);
    const period = await openPeriodFor(db, company, '2031-06-10');
    const newEntry = async () =>
      (
        await rows<{ id: number }>(
          sql`insert into journal_entries (company_id, entry_date, period_id, source_type) values (${company}, '2031-06-10', ${period.id}, 'Manual') returning id`,
        )
      )[0].id;
    const line = (entry: number, n: number, account: number, debit: string, credit: string) =>
      sql`(${entry}, ${n}, ${account}, ${period.id}, '2031-06-10', ${debit}, ${credit})`;
    const insert = (...values: ReturnType<typeof sql>[]) =>
      db.execute(
        sql`insert into journal_lines (entry_id, line_number, account_id, period_id, entry_date, debit, credit) values ${sql.join(values, sql`, `)}`,
      );

    // A balanced entry, then one more one-sided line in a later statement.
    const a = await newEntry();
    await insert(line(a, 1, cash, '3', '0'), line(a, 2, revenue, '0', '3'));
    expect(await failure(insert(line(a, 3, cash, '1', '0')))).toMatch(/does not balance/);
    // Two one-sided entries whose lines balance only when added together.
    const b = await newEntry();
    const c = await newEntry();
    expect(await failure(insert(line(b, 1, cash, '4', '0'), line(c, 1, revenue, '0', '4')))).toMatch(
      /does not balance/,
    );
    // Moving a line to another entry, or changing its amount, is refused.
    expect(
      await failure(
        db.execute(sql`update journal_lines set entry_id = ${b} where entry_id = ${a} and line_number = 1`),
      ),
    ).toMatch(/cannot be changed/);
    expect(
      await failure(
        db.execute(
          sql`update journal_lines set credit = 0, debit = 3 where entry_id = ${a} and line_number = 2`,
        ),
      ),
    ).toMatch(/cannot be changed/);
    // Zero-amount lines are allowed only while the entry still balances.
    await insert(line(b, 1, cash, '0', '0'));

    const unbalanced = await rows<{ entry_id: number }>(
      sql`select entry_id from journal_lines group by entry_id having sum(debit) <> sum(credit)`,
    );
    expect(unbalanced).toEqual([]);
    const [totals] = await rows<{ d: string; c: string }>(
      sql`select sum(debit) d, sum(credit) c from gl_period_balances`,
    );
    expect(totals.d).toBe(totals.c);
  });
});
