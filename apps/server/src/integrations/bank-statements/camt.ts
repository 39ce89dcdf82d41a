import { XMLParser } from 'fast-xml-parser';
import { type ParsedStatement, parseAmount, StatementFormatError, type StatementLine } from './statement';

type Node = Record<string, unknown>;
const list = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const obj = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const text = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object') return text((v as Node)['#text']);
  return String(v).trim();
};
const at = (v: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((n, key) => (Array.isArray(n) ? n[0] : obj(n))[key as never] ?? undefined, v);

/**
 * ISO 20022 CAMT.053 (bank-to-customer statement), any version from 001.02: each booked entry (Ntry) with its
 * amount and credit/debit indicator, booking date, the bank's reference, the counterparty's name and the
 * remittance text; the statement's closing booked balance (CLBD). Pending entries are left out.
 */
export function parseCamt053(xml: string): ParsedStatement {
  let doc: Node;
  try {
    doc = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(xml);
  } catch (err) {
    throw new StatementFormatError(`The CAMT file is not well-formed XML: ${(err as Error).message}`);
  }
  const statements = list(obj(at(doc, 'Document.BkToCstmrStmt')).Stmt as Node | Node[] | undefined);
  if (!statements.length)
    throw new StatementFormatError('This is not a CAMT.053 statement (no BkToCstmrStmt/Stmt).');
  const first = statements[0];
  const lines: StatementLine[] = [];
  let closing: ParsedStatement['closingBalance'] = null;
  for (const stmt of statements) {
    for (const [i, n] of list(obj(stmt).Ntry as Node | Node[]).entries()) {
      const status = text(at(n, 'Sts.Cd')) || text(at(n, 'Sts'));
      if (status && status !== 'BOOK') continue;
      const raw = parseAmount(text(at(n, 'Amt')));
      const date = (
        text(at(n, 'BookgDt.Dt')) ||
        text(at(n, 'BookgDt.DtTm')) ||
        text(at(n, 'ValDt.Dt'))
      ).slice(0, 10);
      if (raw === null || !/^\d{4}-\d{2}-\d{2}$/.test(date))
        throw new StatementFormatError(`Entry ${i + 1} has no valid amount or booking date.`);
      const debit = text(at(n, 'CdtDbtInd')) === 'DBIT';
      const tx = obj(at(n, 'NtryDtls.TxDtls'));
      const party = debit ? 'Cdtr' : 'Dbtr';
      const payee = text(at(tx, `RltdPties.${party}.Nm`)) || text(at(tx, `RltdPties.${party}.Pty.Nm`));
      const remittance = list(at(tx, 'RmtInf.Ustrd') as unknown)
        .map(text)
        .join(' ');
      lines.push({
        bankId: text(at(n, 'AcctSvcrRef')) || text(at(tx, 'Refs.AcctSvcrRef')) || null,
        date,
        amount: debit && raw !== '0.00' ? `-${raw.replace(/^-/, '')}` : raw.replace(/^-/, ''),
        payee,
        memo: remittance || text(at(n, 'AddtlNtryInf')),
        reference:
          text(at(tx, 'Refs.ChqNb')) || text(at(tx, 'Refs.EndToEndId')) || text(at(n, 'NtryRef')) || null,
      });
    }
    for (const b of list(obj(stmt).Bal as Node | Node[]))
      if (text(at(b, 'Tp.CdOrPrtry.Cd')) === 'CLBD') {
        const amount = parseAmount(text(at(b, 'Amt')));
        const date = (text(at(b, 'Dt.Dt')) || text(at(b, 'Dt.DtTm'))).slice(0, 10);
        if (amount !== null && date)
          closing = { amount: text(at(b, 'CdtDbtInd')) === 'DBIT' ? `-${amount}` : amount, date };
      }
  }
  return {
    format: 'camt053',
    account: text(at(first, 'Acct.Id.IBAN')) || text(at(first, 'Acct.Id.Othr.Id')) || null,
    currency:
      text(at(first, 'Acct.Ccy')) || (obj(at(first, 'Ntry.Amt'))['@_Ccy'] as string | undefined) || null,
    closingBalance: closing,
    lines,
  };
}
