import { CONTROL_OWNERS } from '@fieldline/contracts/ledger/ledger.constants';
import { CONTROL_OWNER_WORDS } from '@fieldline/contracts/ledger/ledger.control';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createCustomer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { billFixture, newBill } from '../vendor-bills/vendor-bills.test-helpers';
import { accountForRole, openPeriodFor } from './ledger.posting';
import { glAccounts, glControlOwners, glPeriodBalances, journalEntries } from './ledger.table';

let t: TestApp;
let admin: string;
let ar: number;
let cash: number;
let revenue: number;
let expense: number;

const AR_RULE =
  'Account 1100 Accounts Receivable is the receivables control account; only invoices, payments, credits and deposits post to it.';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const db = t.database.db;
  [ar, cash, revenue, expense] = await Promise.all(
    (['AR', 'Cash', 'Revenue', 'Expense'] as const).map((r) => accountForRole(db, r)),
  );
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.as(admin)({ method, url, payload: payload as object });
const post = (lines: object[], entryDate = '2033-04-10') =>
  call('POST', '/v1/generalledger/transaction', { entryDate, memo: 'Control test', lines });
const entries = () => countRows(t, journalEntries);

describe('control accounts', () => {
  it('marks the AR, AP, Inventory and received-not-billed role accounts with their kind', async () => {
    const rows = await t.database.db
      .select({ role: glAccounts.systemRole, kind: glAccounts.controlKind })
      .from(glAccounts)
      .where(sql`${glAccounts.controlKind} is not null`);
    for (const role of ['AR', 'AP', 'Inventory', 'AccruedPayables'])
      expect(rows.filter((r) => r.role === role)).toEqual([{ role, kind: role }]);
    expect(rows.every((r) => r.kind === r.role)).toBe(true);
  });

  it('keeps gl_control_owners in step with CONTROL_OWNERS', async () => {
    const rows = await t.database.db.select().from(glControlOwners);
    const table = rows.map((r) => `${r.controlKind}:${r.sourceType}`).sort();
    const constant = Object.entries(CONTROL_OWNERS)
      .flatMap(([kind, types]) => types.map((s) => `${kind}:${s}`))
      .sort();
    expect(table).toEqual(constant);
  });

  it('refuses a manual entry line on the receivables account (422 naming the line) and writes nothing', async () => {
    const before = await entries();
    const res = await post([
      { accountId: cash, debit: '50' },
      { accountId: ar, credit: '50' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: AR_RULE,
      errors: [{ field: 'lines[1].accountId', message: AR_RULE }],
    });
    expect(await entries()).toBe(before);
  });

  it('refuses adjustment lines on a control account and unknown accounts with 400', async () => {
    const e = (
      await post([
        { accountId: expense, debit: '20' },
        { accountId: cash, credit: '20' },
      ])
    ).json();
    const before = await entries();
    const res = await call('POST', '/v1/generalledger/adjustglentry', {
      entryId: e.id,
      date: '2033-04-11',
      lines: [
        { accountId: expense, debit: '20' },
        { accountId: ar, credit: '20' },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'lines[1].accountId', message: AR_RULE }]);
    const unknown = await call('POST', '/v1/generalledger/adjustglentry', {
      entryId: e.id,
      date: '2033-04-11',
      lines: [
        { accountId: 98765432, debit: '20' },
        { accountId: cash, credit: '20' },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'lines[0].accountId', message: 'No GL account has the id 98765432.' },
    ]);
    expect(await entries()).toBe(before);
  });

  it('lets the chart flag any account as a control account; a role account keeps its kind', async () => {
    const [group] = await t.database.db
      .execute(sql`select id from gl_account_groups where account_type = 2 limit 1`)
      .then((r) => r.rows as { id: number }[]);
    const created = await call('POST', '/v1/chartofaccounts', {
      code: '2060',
      name: 'Subcontractor Payables',
      groupID: group.id,
      controlKind: 'AP',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().controlKind).toBe('AP');
    const before = await entries();
    const res = await post([
      { accountId: expense, debit: '5' },
      { accountId: created.json().id, credit: '5' },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `Account 2060 Subcontractor Payables is the payables control account; only ${CONTROL_OWNER_WORDS.AP} post to it.`,
    );
    expect(await entries()).toBe(before);
    const cleared = await call('PATCH', `/v1/chartofaccounts/${created.json().id}`, { controlKind: null });
    expect(cleared.json().controlKind).toBeNull();

    const arAccount = (await call('GET', `/v1/chartofaccounts/${ar}`)).json();
    expect(arAccount.controlKind).toBe('AR');
    const refused = await call('PATCH', `/v1/chartofaccounts/${ar}`, { controlKind: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      {
        field: 'controlKind',
        message: 'The account holding the AR role is always the receivables control account.',
      },
    ]);
    expect((await call('GET', `/v1/chartofaccounts/${ar}`)).json()).toMatchObject({
      controlKind: 'AR',
      version: arAccount.version,
    });
  });

  it('the database refuses a raw manual line on the receivables account', async () => {
    const db = t.database.db;
    const period = await openPeriodFor(
      db,
      (await db.select().from(glAccounts).where(eq(glAccounts.id, ar)))[0].companyId,
      '2033-04-12',
    );
    const before = await entries();
    const raw = db.transaction(async (tx) => {
      const res =
        await tx.execute(sql`insert into journal_entries (company_id, entry_date, period_id, source_type, total)
        select company_id, '2033-04-12', ${period.id}, 'Manual', 10 from gl_accounts where id = ${ar} returning id`);
      const entryId = (res.rows[0] as { id: number }).id;
      await tx.execute(sql`insert into journal_lines
        (entry_id, line_number, account_id, period_id, entry_date, debit, credit, source_type) values
        (${entryId}, 1, ${cash}, ${period.id}, '2033-04-12', 10, 0, 'Manual'),
        (${entryId}, 2, ${ar}, ${period.id}, '2033-04-12', 0, 10, 'Manual')`);
    });
    const err = await raw.then(
      () => ({ constraint: 'stored' }),
      (e: { cause?: object }) => (e.cause ?? e) as { constraint?: string; message?: string },
    );
    expect(err).toMatchObject({
      constraint: 'control_account_owner',
      message:
        'Account 1100 Accounts Receivable is the receivables control account; Manual entries cannot post to it.',
    });
    expect(await entries()).toBe(before);
  });

  it('refuses an entry that would push a period balance past what the column holds', async () => {
    const db = t.database.db;
    const [acct] = await db.select().from(glAccounts).where(eq(glAccounts.id, expense));
    const period = await openPeriodFor(db, acct.companyId, '2033-05-15');
    await db.insert(glPeriodBalances).values({
      accountId: expense,
      periodId: period.id,
      officeId: 0,
      divisionId: 0,
      departmentId: 0,
      debit: '9999999999999999.00',
      credit: '0',
    });
    const before = await entries();
    const res = await post(
      [
        { accountId: expense, debit: '1.00' },
        { accountId: cash, credit: '1.00' },
      ],
      '2033-05-15',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `The entry would take the May 2033 total of account ${acct.code} ${acct.name} past 9,999,999,999,999,999.99, the most the ledger holds for one account and month.`,
    );
    expect(await entries()).toBe(before);
    const fits = await post(
      [
        { accountId: expense, debit: '0.99' },
        { accountId: cash, credit: '0.99' },
      ],
      '2033-05-15',
    );
    expect(fits.statusCode).toBe(201);
  });
});

describe('document entries are reversed only through their documents', () => {
  it('refuses reversing or adjusting an invoice entry, naming the invoice', async () => {
    const customer = await createCustomer(t, admin);
    const inv = await call('POST', '/v1/invoices', {
      customerId: customer.id,
      invoiceDate: '2033-04-02',
      lines: [{ description: 'Tune-up', quantity: '1', unitPrice: '90', isTaxable: false }],
    });
    expect(inv.statusCode, inv.body).toBe(201);
    const { journalEntryId: entryId, invoiceNumber } = (
      await call('GET', `/v1/invoices/${inv.json().id}`)
    ).json();
    const message = `Journal entry ${entryId} belongs to invoice ${invoiceNumber}. Void the invoice on its page instead.`;
    const before = await entries();
    const rev = await call('POST', '/v1/generalledger/reverseglentry', { entryId });
    expect(rev.statusCode).toBe(422);
    expect(rev.json()).toMatchObject({ message, errors: [{ field: 'entryId', message }] });
    const adj = await call('POST', '/v1/generalledger/adjustglentry', {
      entryId,
      date: '2033-04-03',
      lines: [
        { accountId: ar, debit: '80' },
        { accountId: revenue, credit: '80' },
      ],
    });
    expect(adj.statusCode).toBe(422);
    expect(adj.json().message).toBe(message);
    expect(await entries()).toBe(before);
    const [orig] = await t.database.db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
    expect(orig.reversedByEntryId).toBeNull();
  });

  it('refuses reversing a vendor bill entry, naming the bill and saying to unapprove it', async () => {
    const f = await billFixture(t);
    const bill = await newBill(t, admin, f, { reference: 'B-123', taxScheduleId: null });
    const approved = (await call('PATCH', `/v1/vendorbills/${bill.id}`, { statusName: '' })).json();
    const before = await entries();
    const rev = await call('POST', '/v1/generalledger/reverseglentry', { entryId: approved.journalEntryId });
    expect(rev.statusCode).toBe(422);
    expect(rev.json().message).toBe(
      `Journal entry ${approved.journalEntryId} belongs to vendor bill ${bill.billNumber} (B-123). Unapprove the bill on its page instead.`,
    );
    expect(await entries()).toBe(before);
  });

  it('refuses a reversal or adjustment dated before the entry, naming both dates', async () => {
    const e = (
      await post(
        [
          { accountId: expense, debit: '30' },
          { accountId: cash, credit: '30' },
        ],
        '2033-02-01',
      )
    ).json();
    const before = await entries();
    const rev = await call('POST', '/v1/generalledger/reverseglentry', { entryId: e.id, date: '2033-01-03' });
    expect(rev.statusCode).toBe(422);
    expect(rev.json()).toMatchObject({
      message: "The reversal date 2033-01-03 is before the entry's date 2033-02-01.",
      errors: [{ field: 'date' }],
    });
    const adj = await call('POST', '/v1/generalledger/adjustglentry', {
      entryId: e.id,
      date: '2033-01-31',
      lines: [
        { accountId: expense, debit: '25' },
        { accountId: cash, credit: '25' },
      ],
    });
    expect(adj.json().message).toBe("The adjustment date 2033-01-31 is before the entry's date 2033-02-01.");
    expect(await entries()).toBe(before);
    const sameDay = await call('POST', '/v1/generalledger/reverseglentry', {
      entryId: e.id,
      date: '2033-02-01',
    });
    expect(sameDay.statusCode).toBe(201);
  });
});
