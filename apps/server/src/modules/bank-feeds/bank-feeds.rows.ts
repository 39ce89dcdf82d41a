import { isDateInRange } from '@fieldline/contracts/common/dates';
import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import { sql } from 'drizzle-orm';
import type { BankAccount, BankTransaction } from '../../integrations/bank-feed';
import type { Db } from '../../platform/db/database';
import { bankFeedAccounts } from './bank-feeds.table';

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
export const CHUNK = 2000;
/** bank_transactions.amount and the balances are numeric(18,2). */
const AMOUNT_LIMIT = toDecimal('1e16');

export const importKeyOf = (transactionId: string) => `feed:${transactionId}`;

/** The accounts as the provider has them now: balances refreshed, new ones added, links kept. */
export async function saveAccounts(tx: Db, itemId: number, accounts: BankAccount[]) {
  for (let i = 0; i < accounts.length; i += CHUNK) {
    const rows = accounts.slice(i, i + CHUNK).map((a) => ({
      itemId,
      providerAccountId: a.accountId,
      name: text(a.name, 200) || a.accountId,
      officialName: a.officialName === null ? null : text(a.officialName, 200),
      mask: a.mask === null ? null : text(a.mask, 20),
      type: text(a.type, 50),
      subtype: a.subtype === null ? null : text(a.subtype, 50),
      currentBalance: balance(a.currentBalance),
      availableBalance: balance(a.availableBalance),
      currency: a.currency === null ? null : text(a.currency, 10),
    }));
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    await tx
      .insert(bankFeedAccounts)
      .values(rows)
      .onConflictDoUpdate({
        target: [bankFeedAccounts.itemId, bankFeedAccounts.providerAccountId],
        set: {
          name: excluded('name'),
          officialName: excluded('official_name'),
          mask: excluded('mask'),
          type: excluded('type'),
          subtype: excluded('subtype'),
          currentBalance: excluded('current_balance'),
          availableBalance: excluded('available_balance'),
          currency: excluded('currency'),
          lastSeen: sql`now()`,
        },
      });
  }
}

/** The bank transaction a posted feed transaction makes, or the problem that keeps it out. */
export function rowOf(t: BankTransaction, bankAccountId: number) {
  if (!isDateInRange(t.date)) return { problem: `The date ${t.date} is not a date the books take.` };
  let amount: string;
  try {
    amount = moneyString(t.amount);
    if (toDecimal(amount).abs().greaterThanOrEqualTo(AMOUNT_LIMIT)) throw new Error('too large');
  } catch {
    return { problem: `The amount ${t.amount.slice(0, 40)} is not an amount the books take.` };
  }
  const merchant = t.merchantName ? text(t.merchantName, 500) : '';
  const name = text(t.name, 2000);
  return {
    row: {
      bankAccountId,
      source: 'Feed',
      importKey: importKeyOf(t.transactionId),
      txnDate: t.date,
      amount,
      payee: merchant || name.slice(0, 500),
      memo: merchant && name !== merchant ? name : '',
      reference: t.checkNumber ? text(t.checkNumber, 100) : null,
      bankId: text(t.transactionId, 255),
    },
  };
}
export type NewRow = NonNullable<ReturnType<typeof rowOf>['row']>;

/** Text PostgreSQL keeps: no NUL, no lone surrogate, at most `max` characters. */
export function text(value: string, max: number): string {
  return value
    .replaceAll('\u0000', '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')
    .trim()
    .slice(0, max);
}

/** A balance the column takes (rounded half to even), or null. */
function balance(value: string | null): string | null {
  if (value === null) return null;
  try {
    const rounded = moneyString(value);
    return toDecimal(rounded).abs().lessThan(AMOUNT_LIMIT) ? rounded : null;
  } catch {
    return null;
  }
}
