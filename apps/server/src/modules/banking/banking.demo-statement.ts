import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { rowsOf } from '../../platform/db/rows';
import { notFound } from '../../platform/errors';
import { partySql } from './banking.candidates';

/**
 * A bank statement (OFX) of an account's book entries as its bank would report them, for demo installs:
 * each entry a day or two later (checks clear late), the day's customer payments deposited together when
 * there are 2 to 6, the $15.00 service fee on the statement's last day, and (for the demo's history) about one line in
 * twelve left outstanding. docs/banking.md, "Demo statements".
 */

interface BookRow {
  id: string;
  entry_date: string;
  amount: string;
  source_type: string;
  reference: string | null;
  memo: string | null;
  party: string | null;
}

interface StatementLine {
  fitId: string;
  date: string;
  amount: string;
  name: string;
  check?: string | null;
  memo?: string | null;
}

export const DEMO_STATEMENTS_KEY = 'DemoStatements';
export const SERVICE_FEE = '-15.00';

const addDays = (date: string, days: number, cap: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  const out = d.toISOString().slice(0, 10);
  return out > cap ? cap : out;
};
const ofxDate = (d: string) => d.replaceAll('-', '');
const esc = (s: string) => s.replace(/[<>&]/g, ' ').slice(0, 64);

export async function demoStatementLines(
  db: Db,
  bankAccountId: number,
  from: string,
  to: string,
  opts: { outstanding: boolean },
): Promise<{ lines: StatementLine[]; opening: string; accountNumber: string }> {
  const [bank] = rowsOf<{ gl: number; number: string }>(
    await db.execute(
      sql`select gl_account_id as gl, account_number as number from bank_accounts where id = ${bankAccountId}`,
    ),
  );
  if (!bank) throw notFound('bank account');
  const book = rowsOf<BookRow>(
    await db.execute(sql`select jl.id, jl.entry_date::text as entry_date, (jl.debit - jl.credit) as amount,
        je.source_type, je.reference, je.memo, ${partySql(sql`jl.entry_id`)} as party
      from journal_lines jl join journal_entries je on je.id = jl.entry_id
      where jl.account_id = ${bank.gl} and jl.entry_date between ${from} and ${to}
        and je.reversed_by_entry_id is null and je.reverses_entry_id is null
      order by jl.entry_date, jl.id`),
  );
  const [{ opening }] = rowsOf<{ opening: string }>(
    await db.execute(sql`select coalesce(sum(debit - credit), 0) as opening from journal_lines
      where account_id = ${bank.gl} and entry_date < ${from}`),
  );
  const kept = book.filter(
    (b) => !(opts.outstanding && Number(b.id) % 12 === 5) && !toDecimal(b.amount).isZero(),
  );
  const deposits = new Map<string, BookRow[]>();
  for (const b of kept)
    if (b.source_type === 'Payment' && toDecimal(b.amount).greaterThan(0))
      deposits.set(b.entry_date, [...(deposits.get(b.entry_date) ?? []), b]);
  const grouped = new Set(
    [...deposits.values()].filter((d) => d.length >= 2 && d.length <= 6).flatMap((d) => d.map((b) => b.id)),
  );
  const lines: StatementLine[] = kept
    .filter((b) => !grouped.has(b.id))
    .map((b) => ({
      fitId: `DEMO-${b.id}`,
      date: addDays(b.entry_date, Number(b.id) % 3, to),
      amount: moneyString(b.amount),
      name: (b.party ?? b.memo ?? 'Bank transaction').toUpperCase(),
      check: b.source_type === 'BillPayment' ? b.reference : null,
      memo: b.source_type === 'Payment' && b.reference ? `Check ${b.reference}` : b.memo,
    }));
  for (const [date, day] of deposits)
    if (day.some((b) => grouped.has(b.id)))
      lines.push({
        fitId: `DEMO-DEP-${date}`,
        date: addDays(date, 1, to),
        amount: moneyString(day.reduce((s, b) => s.plus(b.amount), toDecimal(0))),
        name: 'COUNTER DEPOSIT',
        memo: `Deposit of ${day.length} checks`,
      });
  lines.push({ fitId: `DEMO-FEE-${to}`, date: to, amount: SERVICE_FEE, name: 'MONTHLY SERVICE FEE' });
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.fitId.localeCompare(b.fitId));
  return { lines, opening: moneyString(opening), accountNumber: bank.number };
}

/** The statement as an OFX 1 (SGML) file, as banks' "download to Quicken" gives it. */
export async function demoStatementOfx(
  db: Db,
  bankAccountId: number,
  from: string,
  to: string,
  opts = { outstanding: false },
): Promise<string> {
  const { lines, opening, accountNumber } = await demoStatementLines(db, bankAccountId, from, to, opts);
  const closing = lines.reduce((s, l) => s.plus(l.amount), toDecimal(opening));
  const rows = lines.map(
    (l) =>
      `<STMTTRN><TRNTYPE>${l.amount.startsWith('-') ? (l.check ? 'CHECK' : 'DEBIT') : 'CREDIT'}<DTPOSTED>${ofxDate(l.date)}` +
      `<TRNAMT>${l.amount}<FITID>${l.fitId}${l.check ? `<CHECKNUM>${esc(l.check)}` : ''}<NAME>${esc(l.name)}` +
      `${l.memo ? `<MEMO>${esc(l.memo)}` : ''}</STMTTRN>`,
  );
  return [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD',
    `<BANKACCTFROM><BANKID>102000021<ACCTID>${accountNumber}<ACCTTYPE>CHECKING</BANKACCTFROM>`,
    `<BANKTRANLIST><DTSTART>${ofxDate(from)}<DTEND>${ofxDate(to)}`,
    ...rows,
    '</BANKTRANLIST>',
    `<LEDGERBAL><BALAMT>${moneyString(closing)}<DTASOF>${ofxDate(to)}</LEDGERBAL>`,
    '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    '',
  ].join('\n');
}
