import { CONTROL_OWNER_WORDS } from '@fieldline/contracts/ledger/ledger.control';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createCustomer } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { invoices } from '../invoices/invoices.table';
import { bankAccounts } from '../payments/payments.table';
import { vendorBillItems, vendorBills } from '../vendor-bills/vendor-bills.table';
import { billFixture, newBill } from '../vendor-bills/vendor-bills.test-helpers';
import { PICKED } from './ledger.control';
import { accountForRole } from './ledger.posting';
import { glAccounts, journalEntries } from './ledger.table';

/** Each document path that names a GL account refuses a control account (422 naming the field) and an
 * unknown account (400 naming the field), and writes nothing. */

let t: TestApp;
let admin: string;
let ar: number;
let ap: number;
let inventory: number;
let cash: number;
let rent: number;

const rule = (code: string, name: string, words: string, kind: keyof typeof CONTROL_OWNER_WORDS) =>
  `Account ${code} ${name} is the ${words} control account; only ${CONTROL_OWNER_WORDS[kind]} post to it.`;
const AR_RULE = rule('1100', 'Accounts Receivable', 'receivables', 'AR');
const AP_RULE = rule('2000', 'Accounts Payable', 'payables', 'AP');
const INV_RULE = rule('1200', 'Inventory', 'inventory', 'Inventory');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const db = t.database.db;
  [ar, ap, inventory, cash] = await Promise.all(
    (['AR', 'AP', 'Inventory', 'Cash'] as const).map((r) => accountForRole(db, r)),
  );
  [{ id: rent }] = await db.select().from(glAccounts).where(eq(glAccounts.code, '6000'));
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.as(admin)({ method, url, payload: payload as object });
const entries = () => countRows(t, journalEntries);

function expectRefused(res: { statusCode: number; json(): any }, field: string, message: string) {
  expect(res.statusCode, JSON.stringify(res.json())).toBe(422);
  expect(res.json()).toMatchObject({ message, errors: [{ field, message }] });
}

describe('invoice lines', () => {
  it("refuses a control account as a line's revenue account and an unknown one", async () => {
    const customer = await createCustomer(t, admin);
    const body = (revenueAccountId: number) => ({
      customerId: customer.id,
      invoiceDate: '2033-06-01',
      lines: [
        { description: 'Tune-up', quantity: '1', unitPrice: '90', isTaxable: false },
        { description: 'Filter', quantity: '1', unitPrice: '10', isTaxable: false, revenueAccountId },
      ],
    });
    const [invBefore, jeBefore] = [await countRows(t, invoices), await entries()];
    expectRefused(
      await call('POST', '/v1/invoices', body(ar)),
      'lines[1].revenueAccountId',
      `${AR_RULE} ${PICKED}`,
    );
    expectRefused(
      await call('POST', '/v1/invoices', body(inventory)),
      'lines[1].revenueAccountId',
      `${INV_RULE} ${PICKED}`,
    );
    const unknown = await call('POST', '/v1/invoices', body(87654321));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'lines[1].revenueAccountId', message: 'No GL account has the id 87654321.' },
    ]);
    expect([await countRows(t, invoices), await entries()]).toEqual([invBefore, jeBefore]);
  });
});

describe('vendor bills', () => {
  it("refuses a control account as a bill line's account, on create and on a line update", async () => {
    const f = await billFixture(t);
    const [billsBefore, linesBefore] = [await countRows(t, vendorBills), await countRows(t, vendorBillItems)];
    const res = await call('POST', '/v1/vendorbills', {
      supplierId: f.supplier.id,
      billDate: '2033-06-01',
      items: [
        { itemId: f.service.id, quantity: 1, unitCost: '75', glAccountId: rent },
        { itemId: f.service.id, quantity: 1, unitCost: '5', glAccountId: ap },
      ],
    });
    expectRefused(res, 'items[1].glAccountId', `${AP_RULE} ${PICKED}`);
    expect([await countRows(t, vendorBills), await countRows(t, vendorBillItems)]).toEqual([
      billsBefore,
      linesBefore,
    ]);

    const bill = await newBill(t, admin, f, { taxScheduleId: null });
    const line = bill.items[1];
    const upd = await call('PATCH', `/v1/vendorbills/${bill.id}/items/${line.id}`, {
      glAccountId: inventory,
    });
    expectRefused(upd, 'glAccountId', `${INV_RULE} ${PICKED}`);
    const [saved] = await t.database.db.select().from(vendorBillItems).where(eq(vendorBillItems.id, line.id));
    expect(saved.glAccountId).toBe(line.glAccountId);
  });

  it('pays a bill only from a cash or bank account', async () => {
    const f = await billFixture(t);
    const bill = await newBill(t, admin, f, { taxScheduleId: null });
    expect((await call('PATCH', `/v1/vendorbills/${bill.id}`, { statusName: '' })).statusCode).toBe(200);
    const before = await entries();
    const pay = (bankAccountGlAccountId: number) =>
      call('POST', `/v1/vendorbills/${bill.id}/payments`, {
        amount: '10',
        date: '2033-06-02',
        bankAccountGlAccountId,
      });
    expectRefused(await pay(ar), 'bankAccountGlAccountId', AR_RULE);
    expectRefused(
      await pay(rent),
      'bankAccountGlAccountId',
      "Account 6000 Rent is not a cash or bank account: a bank account's GL account must be an Asset account that is not a control account.",
    );
    const unknown = await pay(76543210);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'bankAccountGlAccountId', message: 'No GL account has the id 76543210.' },
    ]);
    expect(await entries()).toBe(before);
    const [row] = await t.database.db.select().from(vendorBills).where(eq(vendorBills.id, bill.id));
    expect(row.amountPaid).toBe('0.00');
    expect((await pay(cash)).statusCode).toBe(201);
  });
});

describe('bank accounts', () => {
  it("requires the bank account's GL account to be a cash or bank account", async () => {
    const before = await countRows(t, bankAccounts);
    const body = (glAccountId: number) => ({ name: 'Payroll Checking', accountType: 1, glAccountId });
    expectRefused(await call('POST', '/v1/bankaccounts', body(ar)), 'glAccountId', AR_RULE);
    expectRefused(
      await call('POST', '/v1/bankaccounts', body(rent)),
      'glAccountId',
      "Account 6000 Rent is not a cash or bank account: a bank account's GL account must be an Asset account that is not a control account.",
    );
    const unknown = await call('POST', '/v1/bankaccounts', body(65432109));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'glAccountId', message: 'No GL account has the id 65432109.' },
    ]);
    expect(await countRows(t, bankAccounts)).toBe(before);

    const [bank] = await t.database.db.select().from(bankAccounts).limit(1);
    expectRefused(
      await call('PATCH', `/v1/bankaccounts/${bank.id}`, { glAccountId: inventory }),
      'glAccountId',
      INV_RULE,
    );
    const [after] = await t.database.db.select().from(bankAccounts).where(eq(bankAccounts.id, bank.id));
    expect(after.glAccountId).toBe(bank.glAccountId);
  });
});
