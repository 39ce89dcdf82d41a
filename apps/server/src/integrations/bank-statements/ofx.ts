import { type ParsedStatement, parseAmount, StatementFormatError, type StatementLine } from './statement';

/**
 * OFX and QFX (Quicken's OFX), version 1 (SGML: leaf tags are not closed) and version 2 (XML). Only what a
 * bank statement needs: the account, currency, each STMTTRN and the ledger balance. The SGML form cannot be
 * read by an XML parser, so elements are read by tag name, tolerating both forms.
 */
export function parseOfx(text: string): ParsedStatement {
  const body = text.slice(text.search(/<OFX>/i));
  if (!/<OFX>/i.test(body))
    throw new StatementFormatError('This is not an OFX or QFX file (no <OFX> element).');
  const blocks = [
    ...body.matchAll(/<STMTTRN>([\s\S]*?)(?:<\/STMTTRN>|(?=<STMTTRN>)|(?=<\/BANKTRANLIST>))/gi),
  ];
  const lines: StatementLine[] = blocks.map((m, i) => {
    const b = m[1];
    const date = ofxDate(leaf(b, 'DTPOSTED'));
    const amount = parseAmount(leaf(b, 'TRNAMT') ?? '');
    if (!date || amount === null)
      throw new StatementFormatError(`Transaction ${i + 1} has no valid DTPOSTED or TRNAMT.`);
    const name = leaf(b, 'NAME') ?? leaf(b, 'PAYEE') ?? '';
    return {
      bankId: leaf(b, 'FITID'),
      date,
      amount,
      payee: decode(name),
      memo: decode(leaf(b, 'MEMO') ?? ''),
      reference: leaf(b, 'CHECKNUM') ?? leaf(b, 'REFNUM'),
    };
  });
  const ledger = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|(?=<AVAILBAL>)|(?=<\/STMTRS>))/i.exec(body)?.[1];
  const balAmount = ledger ? parseAmount(leaf(ledger, 'BALAMT') ?? '') : null;
  const balDate = ledger ? ofxDate(leaf(ledger, 'DTASOF')) : null;
  return {
    format: 'ofx',
    account: leaf(body, 'ACCTID'),
    currency: leaf(body, 'CURDEF'),
    closingBalance: balAmount !== null && balDate ? { amount: balAmount, date: balDate } : null,
    lines,
  };
}

/** A leaf element's text: `<TAG>value` up to the next tag (SGML) or `</TAG>` (XML). */
function leaf(block: string, tag: string): string | null {
  const m = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  const v = m?.[1].trim();
  return v ? v : null;
}

/** OFX dates: YYYYMMDD, optionally followed by a time and a zone ("20261105120000.000[-5:EST]"). */
function ofxDate(v: string | null): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(v ?? '');
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'");
