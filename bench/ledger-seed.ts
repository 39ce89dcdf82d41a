import fs from 'node:fs';
import pg from 'pg';

/**
 * Bulk journal entries for the ledger bench, written the way the rule allows: every INSERT statement on
 * journal_lines holds whole entries, so the statement trigger of migration 0013 checks each entry's balance,
 * refuses closed periods and adds the lines to gl_period_balances exactly as for a posting through the API.
 * No trigger is switched off (session_replication_role stays as it is): the load pays the rule's price.
 *
 * Entries are drawn from a seeded generator, so every run writes the same postings. Amounts are whole
 * cents held in integers (exact; no floating-point money), formatted as decimals for PostgreSQL and hledger.
 */

export interface LedgerAccount {
  id: number;
  /** hledger account name, e.g. "Asset:1000 Cash - Operating". */
  journalName: string;
}

export interface SeedPlan {
  companyId: number;
  accounts: LedgerAccount[];
  officeIds: number[];
  /** Every day the entries may fall on (ISO dates), with its calendar period id. */
  days: { date: string; periodId: number }[];
}

/** Mulberry32: small, fast and good enough to spread bench rows. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cents = (c: number) => {
  const s = String(c).padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

const LINES_PER_STATEMENT = 50_000;

interface Batch {
  entry: { id: number[]; date: string[]; period: number[]; total: string[] };
  line: {
    entry: number[];
    number: number[];
    account: number[];
    period: number[];
    date: string[];
    office: number[];
    debit: string[];
    credit: string[];
  };
  journal: string[];
}

const newBatch = (): Batch => ({
  entry: { id: [], date: [], period: [], total: [] },
  line: { entry: [], number: [], account: [], period: [], date: [], office: [], debit: [], credit: [] },
  journal: [],
});

/**
 * Writes entries of 2 to 6 lines until `lines` more lines are stored, in statements of about 50,000 lines.
 * With `journalFile`, the same postings are appended to it as an hledger journal (streamed, batch by batch).
 * Returns the lines actually written (whole entries, so a few more than asked).
 */
export async function seedJournal(
  url: string,
  plan: SeedPlan,
  lines: number,
  opts: { seed: number; journalFile?: string; log: (line: string) => void },
): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out = opts.journalFile ? fs.createWriteStream(opts.journalFile, { flags: 'a' }) : undefined;
  const next = random(opts.seed);
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  let written = 0;
  let lastLog = performance.now();
  const started = performance.now();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('set synchronous_commit = off');
    const { rows } = await client.query('select coalesce(max(id), 0)::int as id from journal_entries');
    let entryId: number = rows[0].id;
    while (written < lines) {
      const b = newBatch();
      let batchLines = 0;
      while (batchLines < LINES_PER_STATEMENT && written + batchLines < lines) {
        entryId += 1;
        const day = pick(plan.days);
        const office = pick(plan.officeIds);
        const count = 2 + Math.floor(next() * 5);
        // One side holds count-1 lines of random amounts, the other a single line of their total; which
        // side is which varies per entry.
        const amounts = Array.from({ length: count - 1 }, () => 100 + Math.floor(next() * 500_000));
        const total = amounts.reduce((s, a) => s + a, 0);
        amounts.push(total);
        const manyAreDebits = next() < 0.5;
        b.entry.id.push(entryId);
        b.entry.date.push(day.date);
        b.entry.period.push(day.periodId);
        b.entry.total.push(cents(total));
        b.journal.push(`${day.date} * Entry ${entryId}\n`);
        for (let i = 0; i < count; i++) {
          const account = pick(plan.accounts);
          const isDebit = i < count - 1 ? manyAreDebits : !manyAreDebits;
          const amount = cents(amounts[i]);
          b.line.entry.push(entryId);
          b.line.number.push(i + 1);
          b.line.account.push(account.id);
          b.line.period.push(day.periodId);
          b.line.date.push(day.date);
          b.line.office.push(office);
          b.line.debit.push(isDebit ? amount : '0');
          b.line.credit.push(isDebit ? '0' : amount);
          b.journal.push(`    ${account.journalName}  ${isDebit ? '' : '-'}${amount}\n`);
        }
        b.journal.push('\n');
        batchLines += count;
      }
      await insertBatch(client, plan.companyId, b);
      if (out && !out.write(b.journal.join(''))) {
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      written += batchLines;
      if (performance.now() - lastLog > 15_000) {
        lastLog = performance.now();
        const s = (lastLog - started) / 1000;
        opts.log(
          `    ${written.toLocaleString('en-US')} lines, ${s.toFixed(0)} s (${Math.round(written / s).toLocaleString('en-US')} lines/s)`,
        );
      }
    }
    // Postings made through the app afterwards take ids after the bench's.
    await client.query(
      `select setval(pg_get_serial_sequence('journal_entries', 'id'), (select max(id) from journal_entries))`,
    );
  } finally {
    await client.end();
    if (out) await new Promise<void>((resolve) => out.end(() => resolve()));
  }
  return written;
}

/** One transaction per batch: the entries, then all their lines in one statement (the trigger's unit). */
async function insertBatch(client: pg.Client, companyId: number, b: Batch) {
  await client.query('begin');
  try {
    await client.query(
      `insert into journal_entries (id, company_id, entry_date, period_id, source_type, memo, total)
       select id, $1::int, d, p, 'Manual', 'Bench entry', t
         from unnest($2::int[], $3::date[], $4::int[], $5::numeric[]) as x(id, d, p, t)`,
      [companyId, b.entry.id, b.entry.date, b.entry.period, b.entry.total],
    );
    await client.query(
      `insert into journal_lines (entry_id, line_number, account_id, period_id, entry_date, office_id, debit, credit, source_type)
       select e, n, a, p, d, o, dr, cr, 'Manual'
         from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::date[], $6::int[], $7::numeric[], $8::numeric[])
           as x(e, n, a, p, d, o, dr, cr)`,
      [
        b.line.entry,
        b.line.number,
        b.line.account,
        b.line.period,
        b.line.date,
        b.line.office,
        b.line.debit,
        b.line.credit,
      ],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
}
