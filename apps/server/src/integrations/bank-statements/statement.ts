import { createHash } from 'node:crypto';

/**
 * A bank statement as read from a file (issue 21 item 1): OFX/QFX, CAMT.053 or CSV. Amounts are decimal
 * strings, signed from the account holder's side (money in is positive); dates are YYYY-MM-DD.
 */
export interface StatementLine {
  /** The bank's own id for the transaction (OFX FITID, CAMT AcctSvcrRef), when it gives one. */
  bankId: string | null;
  date: string;
  amount: string;
  payee: string;
  memo: string;
  /** A check number or the bank's reference for matching, when there is one. */
  reference: string | null;
}

export interface ParsedStatement {
  format: 'ofx' | 'camt053' | 'csv';
  /** The account as the bank names it (OFX ACCTID, CAMT IBAN or other id). */
  account: string | null;
  currency: string | null;
  /** The closing (ledger) balance the bank states, when the file has one. */
  closingBalance: { amount: string; date: string } | null;
  lines: StatementLine[];
}

/** A file the parser could not read; `line` is the 1-based line or row when known. */
export class StatementFormatError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
    this.name = 'StatementFormatError';
  }
}

/**
 * "1,234.56", "-1234.5", "(12.00)", "$ 3.00", "12.00-", "1.234,56" (with a decimal comma) as a plain decimal
 * string ("1234.56", "-12.00"), or null when it is not an amount.
 */
export function parseAmount(raw: string, decimalComma = false): string | null {
  let s = raw.trim().replace(/[\s$€£¥]|[A-Z]{3}/g, '');
  if (!s) return null;
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.endsWith('-')) {
    negative = !negative;
    s = s.slice(0, -1);
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) s = s.slice(1);
  s = decimalComma ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(s)) return null;
  const [whole, frac = ''] = s.split('.');
  const cents = `${whole || '0'}.${frac.padEnd(2, '0')}`.replace(/^0+(?=\d)/, '');
  return negative && /[1-9]/.test(cents) ? `-${cents}` : cents;
}

/**
 * The key that makes re-importing a statement create nothing new: the bank's id when it gives one, else a
 * hash of the line's content with its occurrence among identical lines of the same file, so two genuinely
 * identical purchases on one day are both kept while the same file (or an overlapping one) adds nothing.
 * A bank that reuses ids across days is caught by keying the id with the date.
 */
export function importKeys(lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    if (l.bankId) return `id:${l.date}:${l.bankId}`;
    const content = [
      l.date,
      l.amount,
      l.payee.trim().toLowerCase(),
      l.memo.trim().toLowerCase(),
      l.reference ?? '',
    ].join('\u001f');
    const hash = createHash('sha256').update(content).digest('base64url').slice(0, 32);
    const n = seen.get(hash) ?? 0;
    seen.set(hash, n + 1);
    return `h:${hash}:${n}`;
  });
}
