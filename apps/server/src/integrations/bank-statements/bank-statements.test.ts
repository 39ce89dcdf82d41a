import { describe, expect, it } from 'vitest';
import {
  importKeys,
  parseAmount,
  parseCamt053,
  parseCsvStatement,
  parseOfx,
  parseStatementFile,
  previewCsv,
  StatementFormatError,
  toIsoDate,
} from '.';

// OFX 1.02 as banks send it: an SGML header, leaf tags never closed.
const OFX_SGML = `OFXHEADER:100
DATA:OFXSGML
VERSION:102
SECURITY:NONE
ENCODING:USASCII

<OFX>
<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20261130120000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>
<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000248<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>20261101<DTEND>20261130
<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20261105120000.000[-7:MST]<TRNAMT>1,250.00<FITID>2026110501<NAME>Acme Property Mgmt<MEMO>Invoice INV-000412
<STMTTRN><TRNTYPE>CHECK<DTPOSTED>20261106<TRNAMT>-312.45<FITID>2026110602<CHECKNUM>1043<NAME>Ferguson Supply &amp; Co
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20261107<TRNAMT>-18.00<FITID>2026110703<NAME>Bank fee
</BANKTRANLIST>
<LEDGERBAL><BALAMT>10432.17<DTASOF>20261130</LEDGERBAL>
<AVAILBAL><BALAMT>10400.00<DTASOF>20261130</AVAILBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

// OFX 2 is XML: every element closed.
const OFX_XML = `<?xml version="1.0" encoding="UTF-8"?><?OFX OFXHEADER="200" VERSION="220"?>
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD</CURDEF>
<BANKACCTFROM><ACCTID>9876</ACCTID></BANKACCTFROM><BANKTRANLIST>
<STMTTRN><TRNTYPE>DEP</TRNTYPE><DTPOSTED>20261102</DTPOSTED><TRNAMT>500</TRNAMT><FITID>A1</FITID><NAME>Deposit</NAME></STMTTRN>
<STMTTRN><TRNTYPE>POS</TRNTYPE><DTPOSTED>20261103</DTPOSTED><TRNAMT>-42.5</TRNAMT><FITID>A2</FITID><NAME>Shell</NAME><MEMO>Fuel</MEMO></STMTTRN>
</BANKTRANLIST><LEDGERBAL><BALAMT>457.50</BALAMT><DTASOF>20261130</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

const CAMT = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
 <BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-30T18:00:00</CreDtTm></GrpHdr>
  <Stmt><Id>S1</Id>
   <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
   <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>
   <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1810.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-30</Dt></Dt></Bal>
   <Ntry><NtryRef>7</NtryRef><Amt Ccy="EUR">1000.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
    <BookgDt><Dt>2026-11-04</Dt></BookgDt><AcctSvcrRef>BANKREF-1</AcctSvcrRef>
    <NtryDtls><TxDtls><Refs><EndToEndId>E2E-77</EndToEndId></Refs>
     <RltdPties><Dbtr><Pty><Nm>Greenway Apartments</Nm></Pty></Dbtr></RltdPties>
     <RmtInf><Ustrd>INV-000418</Ustrd><Ustrd>and INV-000419</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
   <Ntry><Amt Ccy="EUR">190.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
    <BookgDt><DtTm>2026-11-09T10:15:00</DtTm></BookgDt><AcctSvcrRef>BANKREF-2</AcctSvcrRef>
    <NtryDtls><TxDtls><RltdPties><Cdtr><Nm>Stadtwerke</Nm></Cdtr></RltdPties></TxDtls></NtryDtls></Ntry>
   <Ntry><Amt Ccy="EUR">55.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>PDNG</Cd></Sts><BookgDt><Dt>2026-11-30</Dt></BookgDt></Ntry>
  </Stmt></BkToCstmrStmt></Document>`;

describe('bank statement files', () => {
  it('reads OFX 1 (SGML) and OFX 2 (XML)', () => {
    const s = parseOfx(OFX_SGML);
    expect(s).toMatchObject({
      format: 'ofx',
      account: '000123456789',
      currency: 'USD',
      closingBalance: { amount: '10432.17', date: '2026-11-30' },
    });
    expect(s.lines).toEqual([
      {
        bankId: '2026110501',
        date: '2026-11-05',
        amount: '1250.00',
        payee: 'Acme Property Mgmt',
        memo: 'Invoice INV-000412',
        reference: null,
      },
      {
        bankId: '2026110602',
        date: '2026-11-06',
        amount: '-312.45',
        payee: 'Ferguson Supply & Co',
        memo: '',
        reference: '1043',
      },
      {
        bankId: '2026110703',
        date: '2026-11-07',
        amount: '-18.00',
        payee: 'Bank fee',
        memo: '',
        reference: null,
      },
    ]);
    const x = parseStatementFile(OFX_XML);
    expect(x.lines.map((l) => [l.date, l.amount, l.payee, l.memo])).toEqual([
      ['2026-11-02', '500.00', 'Deposit', ''],
      ['2026-11-03', '-42.50', 'Shell', 'Fuel'],
    ]);
    expect(x.closingBalance).toEqual({ amount: '457.50', date: '2026-11-30' });
  });

  it('reads CAMT.053: booked entries signed by their indicator, counterparty, remittance, closing balance', () => {
    const s = parseStatementFile(CAMT);
    expect(s).toMatchObject({
      format: 'camt053',
      account: 'DE89370400440532013000',
      currency: 'EUR',
      closingBalance: { amount: '1810.50', date: '2026-11-30' },
    });
    expect(s.lines).toEqual([
      {
        bankId: 'BANKREF-1',
        date: '2026-11-04',
        amount: '1000.50',
        payee: 'Greenway Apartments',
        memo: 'INV-000418 and INV-000419',
        reference: 'E2E-77',
      },
      {
        bankId: 'BANKREF-2',
        date: '2026-11-09',
        amount: '-190.00',
        payee: 'Stadtwerke',
        memo: '',
        reference: null,
      },
    ]);
  });

  it('reads CSV by a layout: one amount column or debit and credit, any date order, decimal commas', () => {
    const us = `Date,Description,Amount,Check\n11/05/2026,ACME PROPERTY,"1,250.00",\n11/06/2026,FERGUSON,(312.45),1043\n`;
    expect(previewCsv(us).columns).toEqual(['Date', 'Description', 'Amount', 'Check']);
    const a = parseCsvStatement(us, {
      hasHeader: true,
      dateColumn: 'date',
      dateOrder: 'MDY',
      amountColumn: 'Amount',
      payeeColumn: 'Description',
      referenceColumn: 'Check',
    });
    expect(a.lines.map((l) => [l.date, l.amount, l.payee, l.reference])).toEqual([
      ['2026-11-05', '1250.00', 'ACME PROPERTY', null],
      ['2026-11-06', '-312.45', 'FERGUSON', '1043'],
    ]);
    const eu = `05.11.2026;Miete;;1.250,00\n06.11.2026;Strom;312,45;\n`;
    const b = parseCsvStatement(eu, {
      hasHeader: false,
      dateColumn: '1',
      dateOrder: 'DMY',
      payeeColumn: '2',
      debitColumn: '3',
      creditColumn: '4',
      decimalComma: true,
    });
    expect(b.lines.map((l) => [l.date, l.amount])).toEqual([
      ['2026-11-05', '1250.00'],
      ['2026-11-06', '-312.45'],
    ]);
    const bad = () =>
      parseCsvStatement('Date,Amount\n31/02/2026,5\n', {
        hasHeader: true,
        dateColumn: 'Date',
        dateOrder: 'DMY',
        amountColumn: 'Amount',
      });
    expect(bad).toThrow(new StatementFormatError('Row 2: "31/02/2026" is not a date.', 2));
    expect(() =>
      parseCsvStatement('Date,Amount\n', {
        hasHeader: true,
        dateColumn: 'Posted',
        dateOrder: 'YMD',
        amountColumn: 'Amount',
      }),
    ).toThrow('The file has no column named "Posted".');
  });

  it('keys lines so a re-import adds nothing, yet two identical purchases on one day are both kept', () => {
    const line = {
      bankId: null,
      date: '2026-11-07',
      amount: '-4.50',
      payee: 'Coffee',
      memo: '',
      reference: null,
    };
    const first = importKeys([line, { ...line }, { ...line, amount: '-5.00' }]);
    expect(new Set(first).size).toBe(3);
    // The same file again, or a later file overlapping it, gives the same keys.
    expect(importKeys([line, { ...line }, { ...line, amount: '-5.00' }])).toEqual(first);
    // A bank that reuses its ids on another day: the date is part of the key.
    const reused = importKeys([
      { ...line, bankId: '0001' },
      { ...line, bankId: '0001', date: '2026-11-08' },
    ]);
    expect(reused[0]).not.toBe(reused[1]);
  });

  it('reads amounts as banks write them, and refuses what is not a date or a statement', () => {
    expect(
      ['1,234.56', '-1234.5', '(12.00)', '$ 3', '12.00-', '+7', '.5', 'USD 10'].map((a) => parseAmount(a)),
    ).toEqual(['1234.56', '-1234.50', '-12.00', '3.00', '-12.00', '7.00', '0.50', '10.00']);
    expect(parseAmount('1.234,56', true)).toBe('1234.56');
    expect(parseAmount('abc')).toBeNull();
    expect(toIsoDate('2026-02-29', 'YMD')).toBeNull();
    expect(toIsoDate('5/11/26', 'DMY')).toBe('2026-11-05');
    expect(() => parseStatementFile('hello')).toThrow(StatementFormatError);
    expect(() => parseCamt053('<Document><BkToCstmrStmt></BkToCstmrStmt></Document>')).toThrow(
      'This is not a CAMT.053 statement',
    );
  });
});
