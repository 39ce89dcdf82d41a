import { sql } from 'drizzle-orm';
import {
  autoMatch,
  confirmBest,
  DEMO_STATEMENTS_KEY,
  demoStatementOfx,
  importStatementText,
} from '../modules/banking';
import { settings } from '../modules/system';
import type { Db } from '../platform/db/database';
import { rowsOf } from '../platform/db/rows';

const monthStart = (today: string, back: number) => {
  const d = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 10);
};
const dayBefore = (date: string) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * Three months of the operating account's bank statement (made from the demo's books as the bank would
 * report them, with service fees and a few items outstanding), imported and matched the way a bookkeeper
 * would: a rule books the monthly service fee to Bank Fees, suggestions at 75 or more are confirmed
 * automatically, and what is left waits in the inbox. The demo statement download is switched on.
 */
export async function seedBankStatements(
  db: Db,
  today = new Date().toISOString().slice(0, 10),
): Promise<void> {
  await db.insert(settings).values({ key: DEMO_STATEMENTS_KEY, value: true }).onConflictDoNothing();
  const [bank] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from bank_accounts where name = 'Operating Checking'`),
  );
  const [fees] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from gl_accounts where code = '6800'`),
  );
  const [admin] = rowsOf<{ id: number }>(await db.execute(sql`select id from users order by id limit 1`));
  if (!bank || !fees || !admin) return;
  // One statement a month, as the bank sends them.
  for (const back of [3, 2, 1]) {
    const from = monthStart(today, back);
    const to = dayBefore(monthStart(today, back - 1));
    const content = await demoStatementOfx(db, bank.id, from, to, { outstanding: true });
    await importStatementText(
      db,
      bank.id,
      { fileName: `operating-${from.slice(0, 7)}.ofx`, content },
      admin.id,
    );
  }
  await db.execute(sql`insert into bank_rules (bank_account_id, payee_contains, account_id, memo, created_by)
    values (${bank.id}, 'SERVICE FEE', ${fees.id}, 'Monthly account fee', ${admin.id})`);
  await db.execute(sql`insert into bank_account_settings (bank_account_id, auto_confirm_score)
    values (${bank.id}, 75) on conflict do nothing`);
  await autoMatch(db, bank.id, admin.id);
  const feeLines = rowsOf<{ id: number }>(
    await db.execute(sql`select id from bank_transactions where bank_account_id = ${bank.id}
      and status = 'Unmatched' and payee = 'MONTHLY SERVICE FEE' order by txn_date`),
  );
  for (const f of feeLines) await confirmBest(db, f.id, admin.id);
}
