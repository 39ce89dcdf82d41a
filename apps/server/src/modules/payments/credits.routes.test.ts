import { CONTROL_OWNER_WORDS } from '@fieldline/contracts/ledger/ledger.control';
import {
  creditProblem,
  creditSystemAmount,
  formatDebitAccountAmount,
  parseDebitAccountAmount,
} from '@fieldline/contracts/payments/payments.contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { getInvoiceSummary } from '../invoices';
import { PICKED } from '../ledger/ledger.control';
import { glAccounts, journalLines } from '../ledger/ledger.table';
import { offices } from '../organization/organization.table';
import { splitAccountKey } from './credits.service';
import { customerCredits } from './payments.table';
import {
  caller,
  entryLines,
  openInvoice,
  type PaymentsFixture,
  paymentsFixture,
} from './payments.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const URL = '/AIR_NET/services/Customer.svc/IssueCustomerCreditByAccounts';
const issue = (body: Record<string, unknown>, as?: string) =>
  api(
    'POST',
    URL,
    { customerId: f.usd.id, creditAmount: '150.00', creditDate: '2026-11-12', memo: 'Goodwill', ...body },
    {},
    as,
  );
const d = (res: { json(): any }) => JSON.parse(res.json().d);

describe('strDebitAccountAmount and the credit rules', () => {
  it('parses code,amount pairs separated by a vertical bar', () => {
    expect(parseDebitAccountAmount('6900,100.00|4000,50')).toEqual([
      { accountCode: '6900', amount: '100.00' },
      { accountCode: '4000', amount: '50' },
    ]);
    expect(parseDebitAccountAmount('')).toEqual([]);
    expect(parseDebitAccountAmount('6900')).toEqual([{ accountCode: '6900', amount: '' }]);
    expect(formatDebitAccountAmount([{ accountCode: '1_6900_0_0_0', amount: '1.00' }])).toBe(
      '1_6900_0_0_0,1.00',
    );
    expect(splitAccountKey('1_42_1_2_3')).toMatchObject({
      accountId: 42,
      code: null,
      officeId: 1,
      divisionId: 2,
      departmentId: 3,
    });
    expect(splitAccountKey('6900')).toMatchObject({ accountId: null, code: '6900' });
  });

  it('divides by the active rate with banker’s rounding', () => {
    expect(creditSystemAmount('100', '1.38')).toBe('72.46');
    expect(creditSystemAmount('0.125', '1')).toBe('0.12');
    expect(creditSystemAmount('0.135', '1')).toBe('0.14');
    expect(creditSystemAmount('abc', '1')).toBe('0.00');
    const ok = {
      amount: '10',
      date: '2026-11-12',
      rate: '1',
      lines: [{ accountCode: '6900', amount: '10' }],
    };
    expect(creditProblem(ok)).toBeNull();
    expect(creditProblem({ ...ok, amount: '0' })).toBe('The credit amount must be a number above 0.');
    expect(creditProblem({ ...ok, date: '' })).toBe('The credit date is not a valid date.');
    expect(creditProblem({ ...ok, amount: '0.001' })).toBe('The system amount must be above 0.');
    expect(creditProblem({ ...ok, lines: [{ accountCode: '', amount: '10' }] })).toBe(
      'Line 1 needs an account.',
    );
  });
});

describe('IssueCustomerCreditByAccounts', () => {
  it('issues a credit over two GL lines: debit each account, credit receivables; GET shows it all', async () => {
    const res = await issue({ strDebitAccountAmount: '6900,100.00|4000,50.00' });
    expect(res.statusCode).toBe(200);
    const { creditId } = d(res);
    expect(creditId).toEqual(expect.any(Number));
    const credit = (await api('GET', `/v1/credits/${creditId}`)).json();
    expect(credit).toMatchObject({
      source: 'Issued',
      amount: '150.00',
      systemAmount: '150.00',
      balance: '150.00',
      status: 'Open',
      memo: 'Goodwill',
      customerName: f.usd.name,
    });
    expect(credit.lines.map((l: any) => `${l.accountCode} ${l.amount}`)).toEqual([
      '6900 100.00',
      '4000 50.00',
    ]);
    expect(credit.journalLines.map((l: any) => `${l.accountCode} ${l.debit} ${l.credit}`)).toEqual([
      '6900 100.00 0.00',
      '4000 50.00 0.00',
      '1100 0.00 150.00',
    ]);
    expect(await entryLines(t, credit.journalEntryId)).toContain('1100 0.00 150.00 c');

    // Apply it to an invoice, then see the application on the credit and the invoice.
    const inv = await openInvoice(t, f.usd.id, '90.00');
    const applied = await api('POST', `/v1/invoices/${inv.id}/addcreditpayment`, { creditId, amount: '90' });
    expect(applied.json()).toMatchObject({ balance: '60.00', amountApplied: '90.00' });
    expect(applied.json().applications).toEqual([
      expect.objectContaining({ invoiceId: inv.id, amount: '90.00' }),
    ]);
    expect((await getInvoiceSummary(t.database.db, inv.id)).status).toBe('Paid');
    // The invoice's detail lists the application (the payments module fills invoices' reader).
    expect((await api('GET', `/v1/invoices/${inv.id}`)).json().payments).toEqual([
      expect.objectContaining({ kind: 'Credit', creditId, amount: '90.00' }),
    ]);

    const list = (await api('GET', `/v1/credits/search?customerId=${f.usd.id}&openOnly=true`)).json();
    expect(list.count_filtered).toBe(1);
    expect(list.data[0]).toMatchObject({ id: creditId, balance: '60.00' });
  });

  it('takes the account key of the GL picker and posts to its office, division and department', async () => {
    const [acct] = await t.database.db.select().from(glAccounts).where(eq(glAccounts.code, '6900'));
    const [office] = await t.database.db.select().from(offices).limit(1);
    const key = `${acct.companyId}_${acct.id}_${office.id}_0_0`;
    const res = await issue({ creditAmount: 20, strDebitAccountAmount: `${key},20` });
    const credit = (await api('GET', `/v1/credits/${d(res).creditId}`)).json();
    const [line] = await t.database.db
      .select()
      .from(journalLines)
      .where(and(eq(journalLines.entryId, credit.journalEntryId), eq(journalLines.accountId, acct.id)));
    expect(line).toMatchObject({ debit: '20.00', officeId: office.id, divisionId: 0, departmentId: 0 });
    const missing = await issue({
      creditAmount: 20,
      strDebitAccountAmount: `${acct.companyId}_99999999_0_0_0,20`,
    });
    expect(d(missing)).toEqual({
      ClientMessage: `The account ${acct.companyId}_99999999_0_0_0 was not found.`,
    });
  });

  it('a CAD customer’s lines must total the amount over the active rate', async () => {
    const wrong = await issue({
      customerId: f.cad.id,
      creditAmount: '100',
      strDebitAccountAmount: '6900,100',
    });
    expect(d(wrong)).toEqual({ ClientMessage: 'The GL lines total 100.00 but the system amount is 72.46.' });
    const ok = await issue({
      customerId: f.cad.id,
      creditAmount: '100',
      strDebitAccountAmount: '6900,72.46',
    });
    const credit = (await api('GET', `/v1/credits/${d(ok).creditId}`)).json();
    expect(credit).toMatchObject({ amount: '100.00', systemAmount: '72.46', currencyRate: '1.38000000' });
  });

  it('refuses each rule with ClientMessage (status 200, like the legacy service) and saves nothing', async () => {
    const before = await countRows(t, customerCredits);
    const cases: [Record<string, unknown>, string][] = [
      [{ creditAmount: '0', strDebitAccountAmount: '6900,0' }, 'The credit amount must be a number above 0.'],
      [
        { creditAmount: 'ten', strDebitAccountAmount: '6900,10' },
        'The credit amount must be a number above 0.',
      ],
      [
        { creditDate: '2026-02-30', strDebitAccountAmount: '6900,150' },
        'The credit date is not a valid date.',
      ],
      [{ creditDate: '', strDebitAccountAmount: '6900,150' }, 'The credit date is not a valid date.'],
      [{ strDebitAccountAmount: '' }, 'Add at least one GL account line.'],
      [
        { strDebitAccountAmount: '6900,100|4000,40' },
        'The GL lines total 140.00 but the system amount is 150.00.',
      ],
      [{ strDebitAccountAmount: '6900,150|4000,0' }, 'Line 2 needs an amount above 0.'],
      [{ strDebitAccountAmount: '6900' }, 'Line 1 needs an amount above 0.'],
      [{ strDebitAccountAmount: ',150' }, 'Line 1 needs an account.'],
      [{ strDebitAccountAmount: '9999,150' }, 'The account 9999 was not found.'],
      [
        { strDebitAccountAmount: '1100,150' },
        `Account 1100 Accounts Receivable is the receivables control account; only invoices, payments, credits and deposits post to it. ${PICKED}`,
      ],
      [
        { strDebitAccountAmount: '2000,150' },
        `Account 2000 Accounts Payable is the payables control account; only vendor bills and bill payments post to it. ${PICKED}`,
      ],
      [
        { strDebitAccountAmount: '1200,150' },
        `Account 1200 Inventory is the inventory control account; only ${CONTROL_OWNER_WORDS.Inventory} post to it. ${PICKED}`,
      ],
      [{ customerId: 99999999, strDebitAccountAmount: '6900,150' }, 'The customer was not found.'],
    ];
    for (const [body, message] of cases) {
      const res = await issue(body);
      expect(res.statusCode, message).toBe(200);
      expect(d(res)).toEqual({ ClientMessage: message });
    }
    expect(await countRows(t, customerCredits)).toBe(before);
  });

  it('answers 400 for a malformed payload and 403 without full access; GET 404 and 403', async () => {
    const bad = await api('POST', URL, { customerId: 'x', creditAmount: {}, strDebitAccountAmount: 5 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['creditAmount', 'creditDate', 'customerId', 'strDebitAccountAmount'].sort());
    expect((await issue({ strDebitAccountAmount: '6900,150' }, f.readOnly)).statusCode).toBe(403);
    expect((await api('GET', '/v1/credits/99999999')).statusCode).toBe(404);
    expect((await api('GET', '/v1/credits/search', undefined, {}, f.nobody)).statusCode).toBe(403);
    expect((await api('GET', '/v1/credits/search?limit=0')).statusCode).toBe(400);
  });
});
