import { Permission } from '@fieldline/contracts/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { caller, type PaymentsFixture, paymentsFixture } from '../payments/payments.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const ofx = (rows: string) => `OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>4321</BANKACCTFROM><BANKTRANLIST>
${rows}
</BANKTRANLIST><LEDGERBAL><BALAMT>980.00<DTASOF>20261130</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
const row = (id: string, date: string, amount: string, name: string) =>
  `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${id}<NAME>${name}`;

describe('bank statement imports', () => {
  it('imports an OFX file, skips what is already there, and finds the lines', async () => {
    const first = await api('POST', `/v1/bankaccounts/${f.savings}/statements`, {
      fileName: 'nov-1.ofx',
      content: ofx(
        [row('F1', '20261102', '1000.00', 'Deposit'), row('F2', '20261103', '-20.00', 'Fee')].join('\n'),
      ),
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      format: 'ofx',
      lines: 2,
      added: 2,
      skipped: 0,
      closingBalance: '980.00',
      closingDate: '2026-11-30',
    });
    // A later file overlapping the first: only the new line is added.
    const second = await api('POST', `/v1/bankaccounts/${f.savings}/statements`, {
      fileName: 'nov-2.ofx',
      content: ofx(
        [row('F2', '20261103', '-20.00', 'Fee'), row('F3', '20261110', '-45.10', 'Shell Oil')].join('\n'),
      ),
    });
    expect(second.json()).toMatchObject({ lines: 2, added: 1, skipped: 1 });
    const found = (
      await api('GET', `/v1/bankingtransactions/search?bankAccountId=${f.savings}&query=shell`)
    ).json();
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      date: '2026-11-10',
      amount: '-45.10',
      payee: 'Shell Oil',
      bankId: 'F3',
      source: 'File',
      status: 'Unmatched',
      bankAccount: 'Business Savings',
    });
    const one = await api('GET', `/v1/bankingtransactions/${found.data[0].id}`);
    expect(one.json().id).toBe(found.data[0].id);
    const all = (
      await api(
        'GET',
        `/v1/bankingtransactions/search?bankAccountId=${f.savings}&from=2026-11-01&to=2026-11-30`,
      )
    ).json();
    expect(all.data.map((d: { amount: string }) => d.amount)).toEqual(['-45.10', '-20.00', '1000.00']);
  });

  it('reads a CSV by the layout chosen in the mapping dialog, and offers it again', async () => {
    const csv =
      'Posted,Details,Debit,Credit\n11/04/2026,COFFEE,4.50,\n11/04/2026,COFFEE,4.50,\n11/05/2026,CUSTOMER,,250.00\n';
    const preview = await api('POST', `/v1/bankaccounts/${f.checking}/statements/preview`, { content: csv });
    expect(preview.json()).toMatchObject({
      columns: ['Posted', 'Details', 'Debit', 'Credit'],
      savedLayout: null,
    });
    const layout = {
      hasHeader: true,
      dateColumn: 'Posted',
      dateOrder: 'MDY',
      payeeColumn: 'Details',
      debitColumn: 'Debit',
      creditColumn: 'Credit',
    };
    const res = await api('POST', `/v1/bankaccounts/${f.checking}/statements`, {
      fileName: 'export.csv',
      content: csv,
      csvLayout: layout,
    });
    // Two identical coffees on one day are two purchases; the same file again adds nothing.
    expect(res.json()).toMatchObject({ format: 'csv', lines: 3, added: 3 });
    const again = await api('POST', `/v1/bankaccounts/${f.checking}/statements`, {
      fileName: 'export.csv',
      content: csv,
      csvLayout: layout,
    });
    expect(again.json()).toMatchObject({ added: 0, skipped: 3 });
    const next = await api('POST', `/v1/bankaccounts/${f.checking}/statements/preview`, { content: csv });
    expect(next.json().savedLayout).toEqual(layout);
  });

  it('refuses an unreadable file, a missing account, bad fields and the unauthorised', async () => {
    const bad = await api('POST', `/v1/bankaccounts/${f.checking}/statements`, {
      fileName: 'x.txt',
      content: 'hello',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(
      'The file is neither OFX/QFX nor CAMT.053; for a CSV file choose its columns.',
    );
    const badRow = await api('POST', `/v1/bankaccounts/${f.checking}/statements`, {
      fileName: 'x.csv',
      content: 'Date,Amount\nsoon,5\n',
      csvLayout: { hasHeader: true, dateColumn: 'Date', dateOrder: 'YMD', amountColumn: 'Amount' },
    });
    expect(badRow.json().message).toBe('Row 2: "soon" is not a date.');
    expect(
      (await api('POST', '/v1/bankaccounts/999999/statements', { fileName: 'a', content: 'x' })).statusCode,
    ).toBe(404);
    const fields = await api('POST', `/v1/bankaccounts/${f.checking}/statements`, {
      fileName: '',
      content: '',
    });
    expect(fields.statusCode).toBe(400);
    expect(
      fields
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['content', 'fileName']);
    const reader = (await userWith(t, f.admin, [{ id: Permission.Banking, accessLevel: 1 }])).token;
    expect((await api('GET', '/v1/bankingtransactions/search', undefined, {}, reader)).statusCode).toBe(200);
    // Banking alone lists the bank accounts the statements go to.
    expect((await api('GET', '/v1/bankaccounts', undefined, {}, reader)).statusCode).toBe(200);
    const write = await api(
      'POST',
      `/v1/bankaccounts/${f.checking}/statements`,
      { fileName: 'a', content: 'x' },
      {},
      reader,
    );
    expect(write.statusCode).toBe(403);
  });
});
