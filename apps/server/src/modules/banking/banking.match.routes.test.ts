import { Permission } from '@fieldline/contracts/common/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rowsOf } from '../../platform/db/rows';
import {
  caller,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
} from '../payments/payments.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const ofx = (rows: string[]) => `OFXHEADER:100
<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>4321</BANKACCTFROM><BANKTRANLIST>
${rows.join('\n')}
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;
const row = (id: string, date: string, amount: string, name: string, check = '') =>
  `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${id}<NAME>${name}${check ? `<CHECKNUM>${check}` : ''}`;

/** A customer payment into savings, through the API. */
async function pay(amount: string, date: string, checkNumber?: string) {
  const res = await api('POST', '/v1/invoices/addpayment', {
    customerId: f.usd.id,
    paymentDate: date,
    paymentMethodId: 1,
    bankAccountId: f.savings,
    amount,
    reference: checkNumber,
    applications: [],
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function importRows(rows: string[]) {
  const res = await api('POST', `/v1/bankaccounts/${f.savings}/statements`, {
    fileName: 'oct.ofx',
    content: ofx(rows),
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function txnId(bankId: string): Promise<number> {
  const [r] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from bank_transactions where bank_id = ${bankId}`),
  );
  return r.id;
}

async function ledgerBalanced() {
  const [r] = rowsOf<{ d: string; c: string }>(
    await t.database.db.execute(sql`select sum(debit) as d, sum(credit) as c from journal_lines`),
  );
  expect(r.d).toBe(r.c);
}

describe('matching bank transactions', () => {
  it('suggests single lines and deposit groups, confirms them once, and matches nothing twice', async () => {
    await pay('250.00', '2026-10-05', '1043');
    await pay('100.00', '2026-10-07');
    await pay('200.00', '2026-10-07');
    await importRows([
      row('A1', '20261006', '250.00', 'ACME HEATING', '1043'),
      row('A2', '20261008', '300.00', 'DEPOSIT'),
      row('A3', '20261015', '-12.50', 'MONTHLY SERVICE FEE'),
      row('A4', '20261020', '-500.00', 'ONLINE TRANSFER'),
    ]);
    const inbox = (await api('GET', `/v1/bankingtransactions/inbox?bankAccountId=${f.savings}`)).json();
    const a1 = inbox.data.find((d: { transaction: { bankId: string } }) => d.transaction.bankId === 'A1');
    // Amount 50, a day apart 22, the check number 15 (the payee does not name the customer).
    expect(a1.suggestions[0]).toMatchObject({ kind: 'Line', score: 87 });
    expect(a1.suggestions[0].lines[0]).toMatchObject({
      amount: '250.00',
      sourceType: 'Payment',
      reference: '1043',
    });
    const a2 = inbox.data.find((d: { transaction: { bankId: string } }) => d.transaction.bankId === 'A2');
    expect(a2.suggestions[0].kind).toBe('Group');
    expect(a2.suggestions[0].lines.map((l: { amount: string }) => l.amount).sort()).toEqual([
      '100.00',
      '200.00',
    ]);

    const id1 = await txnId('A1');
    const first = await api('POST', `/v1/bankingtransactions/${id1}/confirm`);
    expect(first.statusCode, first.body).toBe(201);
    const again = await api('POST', `/v1/bankingtransactions/${id1}/confirm`);
    expect(again.statusCode).toBe(422);
    expect((await api('GET', `/v1/bankingtransactions/${id1}`)).json().status).toBe('Matched');
    const group = await api('POST', `/v1/bankingtransactions/${await txnId('A2')}/confirm`);
    expect(group.statusCode, group.body).toBe(201);
    const matched = (await api('GET', `/v1/bankingtransactions/${await txnId('A2')}/match`)).json();
    expect(matched.lines).toHaveLength(2);

    // The same ledger line cannot be matched to another transaction.
    const line = a1.suggestions[0].lines[0].journalLineId;
    const twice = await api('POST', `/v1/bankingtransactions/${await txnId('A4')}/match`, {
      journalLineIds: [line],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toContain('not an open line of this bank account');
  });

  it('refuses a match whose totals differ, and bad input with 400 naming the field', async () => {
    await pay('40.00', '2026-10-21');
    const [line] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select jl.id from journal_lines jl join journal_entries je on je.id = jl.entry_id
        join bank_accounts ba on ba.gl_account_id = jl.account_id and ba.id = ${f.savings}
        where jl.entry_date = '2026-10-21'`),
    );
    const res = await api('POST', `/v1/bankingtransactions/${await txnId('A4')}/match`, {
      journalLineIds: [Number(line.id)],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'The bank side totals -500.00 but the ledger lines total 40.00; a match needs equal totals.',
    );
    const bad = await api('POST', `/v1/bankingtransactions/${await txnId('A4')}/match`, {
      journalLineIds: ['x'],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().errors)).toContain('journalLineIds');
    expect((await api('GET', '/v1/bankingtransactions/inbox?bankAccountId=2147483648')).statusCode).toBe(400);
  });

  it('a saved rule suggests its account; Add Matching Transaction posts over two GL lines; unmatch reverses it', async () => {
    const rule = await api('POST', '/v1/bankrules', {
      payeeContains: 'service fee',
      accountId: await accountId('6800'),
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const fee = await txnId('A3');
    const sugg = (await api('GET', `/v1/bankingtransactions/${fee}/suggestions`)).json();
    expect(sugg[0]).toMatchObject({ kind: 'Rule', account: '6800 Bank Fees' });
    expect((await api('POST', `/v1/bankingtransactions/${fee}/confirm`)).statusCode).toBe(201);

    const transfer = await txnId('A4');
    const payload = {
      creditAmount: '500.00',
      creditDate: '2026-10-20',
      memo: 'Rent and utilities',
      strDebitAccountAmount: '6000,350.00|6100,100.00',
      bankAccountId: f.savings,
      transactionRate: 1,
      systemAmount: '500.00',
      bankTransactionId: transfer,
    };
    const short = await api('POST', '/v1/bankingtransactions/createWithGL', payload);
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('The GL lines total 450.00 but the system amount is 500.00.');
    const made = await api('POST', '/v1/bankingtransactions/createWithGL', {
      ...payload,
      strDebitAccountAmount: '6000,350.00|6100,150.00',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { entryId } = made.json();
    const lines = rowsOf<{ code: string; debit: string; credit: string }>(
      await t.database.db.execute(sql`select a.code, jl.debit, jl.credit from journal_lines jl
        join gl_accounts a on a.id = jl.account_id where jl.entry_id = ${entryId} order by jl.line_number`),
    );
    expect(lines.map((l) => `${l.code} ${l.debit} ${l.credit}`)).toEqual([
      `${await savingsCode()} 0.00 500.00`,
      '6000 350.00 0.00',
      '6100 150.00 0.00',
    ]);
    // Unmatching undoes the entry it made: reversed, and the bank line is open again.
    expect((await api('DELETE', `/v1/bankingtransactions/${transfer}/match`)).statusCode).toBe(204);
    const [rev] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from journal_entries
        where reverses_entry_id = ${entryId} and source_type = 'BankEntryVoid'`),
    );
    expect(rev.n).toBe(1);
    expect((await api('GET', `/v1/bankingtransactions/${transfer}`)).json().status).toBe('Unmatched');
    expect(
      (
        await api('POST', '/v1/bankingtransactions/createWithGL', {
          ...payload,
          strDebitAccountAmount: '6000,500.00',
        })
      ).statusCode,
    ).toBe(201);
    await ledgerBalanced();
  });

  it('applies a deposit to an invoice as the customer payment', async () => {
    const inv = await openInvoice(t, f.usd.id, '75.00', '2026-10-01');
    await importRows([row('A5', '20261022', '75.00', 'CHECK DEPOSIT')]);
    const res = await api('POST', `/v1/bankingtransactions/${await txnId('A5')}/applytoinvoices`, {
      customerId: f.usd.id,
      paymentMethodId: 1,
      invoices: [{ invoiceId: inv.id, amount: '75.00' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [p] = rowsOf<{ amount: string; date: string }>(
      await t.database.db.execute(
        sql`select amount, payment_date::text as date from payments where id = ${res.json().paymentId}`,
      ),
    );
    expect(p).toEqual({ amount: '75.00', date: '2026-10-22' });
    await ledgerBalanced();
  });

  it('confirms automatically only unambiguous suggestions at the account score', async () => {
    await pay('61.00', '2026-10-24');
    await pay('62.00', '2026-10-24');
    await pay('62.00', '2026-10-24');
    await importRows([row('B1', '20261024', '61.00', 'DEP'), row('B2', '20261024', '62.00', 'DEP')]);
    const none = (
      await api('POST', '/v1/bankingtransactions/automatch', { bankAccountId: f.savings })
    ).json();
    expect(none.confirmed).toBe(0);
    const set = await api('PATCH', `/v1/bankaccounts/${f.savings}/banksettings`, { autoConfirmScore: 70 });
    expect(set.statusCode, set.body).toBe(200);
    const low = await api('PATCH', `/v1/bankaccounts/${f.savings}/banksettings`, { autoConfirmScore: 20 });
    expect(low.statusCode).toBe(400);
    const res = (await api('POST', '/v1/bankingtransactions/automatch', { bankAccountId: f.savings })).json();
    expect(res.confirmed).toBe(1);
    expect((await api('GET', `/v1/bankingtransactions/${await txnId('B1')}`)).json().status).toBe('Matched');
    // Two equal payments on the day: left for a person.
    expect((await api('GET', `/v1/bankingtransactions/${await txnId('B2')}`)).json().status).toBe(
      'Unmatched',
    );
  });

  it('needs the Banking permission', async () => {
    const nobody = (await userWith(t, f.admin, [])).token;
    const reader = (await userWith(t, f.admin, [{ id: Permission.Banking, accessLevel: 1 }])).token;
    expect(
      (await api('GET', `/v1/bankingtransactions/inbox?bankAccountId=${f.savings}`, undefined, {}, nobody))
        .statusCode,
    ).toBe(403);
    expect(
      (await api('GET', `/v1/bankingtransactions/inbox?bankAccountId=${f.savings}`, undefined, {}, reader))
        .statusCode,
    ).toBe(200);
    expect(
      (await api('POST', `/v1/bankingtransactions/${await txnId('B2')}/confirm`, undefined, {}, reader))
        .statusCode,
    ).toBe(403);
    expect(
      (await api('POST', '/v1/bankrules', { payeeContains: 'x', accountId: 1 }, {}, reader)).statusCode,
    ).toBe(403);
  });
});

async function accountId(code: string): Promise<number> {
  const [r] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`select id from gl_accounts where code = ${code}`),
  );
  return r.id;
}
async function savingsCode(): Promise<string> {
  const [r] = rowsOf<{ code: string }>(
    await t.database.db.execute(sql`select a.code from bank_accounts b join gl_accounts a on a.id = b.gl_account_id
      where b.id = ${f.savings}`),
  );
  return r.code;
}
