import { autoMatch, importStatementText, suggestionsFor } from '../apps/server/src/modules/banking';
import { ensureCalendarFor } from '../apps/server/src/modules/ledger';
import { ms, prepareInProcess } from './lib';

/**
 * Bank (issue 21 item 8): 100,000 open documents on a bank account's GL account (customer payments, bill
 * payments and journal entries over a year) and a 100,000-line OFX statement of them as the bank reports
 * them (a day to three later, the party's name as payee, check numbers on a third), with 5 % of the bank lines
 * having no document and 5 % of the documents not on the statement. Timed: the import and the automatic
 * matching (one set-based statement), beside a bare join of the two sides on amount. Scored against the
 * answer key: the share of matchable lines confirmed to their own document, and wrong confirmations.
 * Targets: import + matching under 30 s; at least 95 % matched correctly; no wrong automatic match.
 */
const DB_NAME = 'fieldline_bench_bank';
const N = Number(process.env.BENCH_BANK_LINES ?? 100_000);
const START = '2031-01-01';
const SCORE = 75;
const TARGET_MS = 30_000;
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
type Exec = (q: string, p?: unknown[]) => Promise<{ rows: any[] }>;

/** The documents, in two statements: entries, then their bank and counter lines (balanced per entry). */
async function seedBooks(exec: Exec, bankGl: number, otherGl: number): Promise<void> {
  await exec(
    `create temp table docs as
       select g as i, ($1::date + (g * 7919 % 360))::date as d,
              -- Amounts from a small range so the same amount recurs: 10.00 to 5,000.00.
              ((1000 + (g::bigint * 104729 % 499000)) / 100.0)::numeric(18, 2)
                * case when g % 3 = 0 then -1 else 1 end as amount,
              (select id from customers order by id offset (g % 40) limit 1) as customer_id
         from generate_series(1, $2::int) g`,
    [START, N],
  );
  await exec(
    `insert into journal_entries (company_id, entry_date, period_id, source_type, source_id, memo, reference, total)
     select (select id from companies order by id limit 1), d.d,
            (select p.id from calendar_periods p where d.d between p.start_date and p.end_date order by p.id limit 1),
            'Manual', d.i, 'Bench document ' || d.i, case when d.i % 3 = 1 then 'CHK' || d.i end, abs(d.amount)
       from docs d order by d.i`,
  );
  await exec(
    `insert into journal_lines (entry_id, line_number, account_id, period_id, entry_date, debit, credit, customer_id)
     select e.id, n, case when n = 1 then $1::int else $2::int end, e.period_id, e.entry_date,
            case when (n = 1) = (d.amount > 0) then abs(d.amount) else 0 end,
            case when (n = 1) = (d.amount > 0) then 0 else abs(d.amount) end,
            case when n = 2 and d.i % 2 = 0 then d.customer_id end
       from journal_entries e join docs d on d.i = e.source_id and e.memo = 'Bench document ' || d.i,
            generate_series(1, 2) n`,
    [bankGl, otherGl],
  );
  await exec('analyze journal_entries; analyze journal_lines');
}

/** The statement: every document but 1 in 20, a day to three later, plus 1 in 20 lines of no document. */
async function statement(exec: Exec): Promise<string> {
  const { rows } = await exec(
    `select d.i, to_char(d.d + (d.i % 4), 'YYYYMMDD') as day, d.amount::text as amount,
            case when d.i % 2 = 0 then upper(c.name) else 'BENCH DOCUMENT ' || d.i end as payee,
            case when d.i % 3 = 1 then 'CHK' || d.i end as ref
       from docs d left join customers c on c.id = d.customer_id
      where d.i % 20 <> 7 order by d.i`,
  );
  const lines = rows.map(
    (r) =>
      `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${r.day}<TRNAMT>${r.amount}<FITID>K${r.i}${r.ref ? `<CHECKNUM>${r.ref}` : ''}<NAME>${r.payee}`,
  );
  for (let k = 0; k < N / 20; k++)
    lines.push(
      `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>2031060${1 + (k % 9)}<TRNAMT>-${(k % 900) + 1}.37<FITID>X${k}<NAME>NO DOCUMENT ${k}`,
    );
  return `OFXHEADER:100\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST>\n${lines.join('\n')}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
}

export async function runBankBench(): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    console.log('bank bench: skipped (needs DATABASE_URL, a PostgreSQL server)');
    return;
  }
  const { database, close } = await prepareInProcess(base, DB_NAME);
  const exec = database.executeSql as unknown as Exec;
  try {
    const db = database.db;
    const { rows: company } = await exec('select id from companies order by id limit 1');
    for (const d of ['2031-01-15', '2032-01-15']) await ensureCalendarFor(db, company[0].id, d);
    const { rows: gl } = await exec(
      `insert into gl_accounts (company_id, code, name, account_type, group_id)
       select company_id, '1090', 'Bench Bank', account_type, group_id from gl_accounts where code = '1000' returning id`,
    );
    const { rows: other } = await exec(`select id from gl_accounts where code = '6900'`);
    const { rows: bank } = await exec(
      `insert into bank_accounts (name, account_number, account_type, gl_account_id) values ('Bench Bank', '0001', 2, $1) returning id`,
      [gl[0].id],
    );
    let t0 = performance.now();
    await seedBooks(exec, gl[0].id, other[0].id);
    const ofx = await statement(exec);
    console.log(
      `\nbank: seeded ${N.toLocaleString('en-US')} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s; statement ${(ofx.length / 1e6).toFixed(1)} MB`,
    );
    const { rows: admin } = await exec('select id from users order by id limit 1');
    await exec('insert into bank_account_settings (bank_account_id, auto_confirm_score) values ($1, $2)', [
      bank[0].id,
      SCORE,
    ]);

    t0 = performance.now();
    const imported = await db.transaction((tx) =>
      importStatementText(tx as never, bank[0].id, { fileName: 'bench.ofx', content: ofx }, admin[0].id),
    );
    const importMs = performance.now() - t0;
    await exec('analyze bank_transactions');
    t0 = performance.now();
    const matched = await db.transaction((tx) => autoMatch(tx as never, bank[0].id, admin[0].id));
    const matchMs = performance.now() - t0;
    t0 = performance.now();
    await exec(
      `select count(*) from bank_transactions t join journal_lines jl on jl.account_id = $1 and (jl.debit - jl.credit) = t.amount
        where t.bank_account_id = $2`,
      [gl[0].id, bank[0].id],
    );
    const bareMs = performance.now() - t0;

    const { rows: score } = await exec(
      `select count(*) filter (where t.bank_id = 'K' || e.source_id)::int as right,
              count(*) filter (where t.bank_id <> 'K' || e.source_id)::int as wrong
         from bank_match_transactions mt join bank_transactions t on t.id = mt.bank_transaction_id
         join bank_match_lines ml on ml.match_id = mt.match_id
         join journal_lines jl on jl.id = ml.journal_line_id join journal_entries e on e.id = jl.entry_id
        where t.bank_account_id = $1`,
      [bank[0].id],
    );
    const matchable = N - N / 20;
    const { rows: left } = await exec(
      `select id, bank_id from bank_transactions where bank_account_id = $1 and status = 'Unmatched' and bank_id like 'K%' limit 2000`,
      [bank[0].id],
    );
    t0 = performance.now();
    const sugg = await suggestionsFor(
      db,
      bank[0].id,
      left.map((r) => r.id),
      1,
    );
    const suggestMs = performance.now() - t0;
    const { rows: lineDocs } = await exec(
      `select jl.id, e.source_id from journal_lines jl join journal_entries e on e.id = jl.entry_id where jl.account_id = $1`,
      [gl[0].id],
    );
    const docOf = new Map(lineDocs.map((r) => [Number(r.id), r.source_id]));
    const topRight = left.filter((r) => {
      const top = sugg.get(r.id)?.[0];
      return top?.lines.length === 1 && `K${docOf.get(top.lines[0].journalLineId)}` === r.bank_id;
    }).length;
    const total = importMs + matchMs;
    const share = (score[0].right / matchable) * 100;
    console.log(
      `bank: statement of ${imported.lines.toLocaleString('en-US')} lines (${imported.added.toLocaleString('en-US')} added)`,
    );
    console.log(
      `  import: ${ms(importMs)} ms; automatic matching at ${SCORE}: ${ms(matchMs)} ms (${matched.confirmed.toLocaleString('en-US')} confirmed)`,
    );
    console.log(
      `  import + matching: ${ms(total)} ms   target < ${TARGET_MS} ms: ${pass(total < TARGET_MS)}`,
    );
    console.log(`  baseline, a bare join of bank lines and ledger lines on amount: ${ms(bareMs)} ms`);
    console.log(
      `  matched correctly: ${score[0].right.toLocaleString('en-US')} of ${matchable.toLocaleString('en-US')} matchable (${share.toFixed(1)} %)   target >= 95 %: ${pass(share >= 95)}`,
    );
    console.log(`  wrong automatic matches: ${score[0].wrong}   target 0: ${pass(score[0].wrong === 0)}`);
    console.log(
      `  left for a person: top suggestion right for ${topRight} of ${left.length} sampled (${ms(suggestMs)} ms for their suggestions)`,
    );
  } finally {
    await close();
  }
}
