import { Permission } from '@fieldline/contracts/common/permissions';
import {
  APPROVE_NO_AMOUNT,
  BILL_NOT_PENDING,
  type Bill,
  PAY_TOO_MUCH,
  UNAPPROVE_HAS_PAYMENTS,
  UNAPPROVE_NOT_APPROVED,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { glAccounts, journalEntries, journalLines } from '../ledger/ledger.table';
import { vendorBills } from './vendor-bills.table';
import { type BillFixture, billFixture, newBill } from './vendor-bills.test-helpers';

let t: TestApp;
let admin: string;
let f: BillFixture;
let roleAccount: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  f = await billFixture(t);
  const rows = await t.database.db
    .select({ id: glAccounts.id, role: glAccounts.systemRole })
    .from(glAccounts)
    .where(sql`${glAccounts.systemRole} is not null`);
  roleAccount = Object.fromEntries(rows.map((r) => [r.role, r.id]));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const api = (method: Method, url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const bill = (extra = {}) => newBill(t, admin, f, extra);
const approve = (id: number) => api('PATCH', `/v1/vendorbills/${id}`, { statusName: '' });

/** Debits minus credits per account of the entries a bill posted (its approval, reversals, payments). */
async function netByAccount(billId: number) {
  const rows = await t.database.db
    .select({
      accountId: journalLines.accountId,
      net: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})::text`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.sourceId, billId),
        inArray(journalLines.sourceType, ['VendorBill', 'VendorBillVoid', 'BillPayment']),
      ),
    )
    .groupBy(journalLines.accountId);
  return Object.fromEntries(rows.map((r) => [r.accountId, Number(r.net).toFixed(2)]));
}

describe('create and get', () => {
  it('creates a bill Pending Approval with the due date from the supplier terms and default accounts', async () => {
    const b = await bill();
    expect(b.statusName).toBe('Pending Approval');
    expect(b.billNumber).toBe(`BILL-${String(b.id).padStart(6, '0')}`);
    expect(b.dueDate).toBe('2026-10-16');
    expect(b.subTotal).toBe('100.00');
    expect(b.taxAmount).toBe('0.00');
    expect(b.amountDue).toBe('100.00');
    expect(b.balance).toBe('100.00');
    expect(b.currencyTotal).toBe('100.00');
    expect(b.currencyAbbr).toMatch(/^[A-Z]{3}$/);
    expect(b.isAltCurrency).toBe(false);
    // A stocked line with no account of its own: received not billed (its receipt posts the inventory).
    expect(b.items.map((i) => [i.description, i.amount, i.glAccountId])).toEqual([
      [f.stocked.name, '25.00', roleAccount.AccruedPayables],
      ['Crane hire', '75.00', roleAccount.Expense],
    ]);
    expect(b.taxSchedule?.id).toBe(f.stateCity.id);
    expect(b.taxSchedule?.authorities.map((a) => a.rate)).toEqual(['6.25', '1.5']);
    const got = await api('GET', `/v1/vendorbills/${b.id}`);
    expect(got.statusCode).toBe(200);
    for (const key of [
      'id',
      'statusName',
      'type',
      'isAltCurrency',
      'amountDue',
      'amountPaid',
      'balance',
      'taxAmount',
      'subTotal',
      'currencyBalance',
      'currencyPaid',
      'currencySubtotal',
      'currencyTax',
      'currencyTotal',
      'currencyAbbr',
      'taxSchedule',
    ])
      expect(got.json()).toHaveProperty(key);
    expect((await api('GET', `/v1/vendorbills/${b.id}?fields=id,statusName`)).json()).toEqual({
      id: b.id,
      statusName: 'Pending Approval',
    });
  });

  it('keeps a due date sent and treats schedule 0 as none', async () => {
    const b = await bill({ dueDate: '2026-12-01', taxScheduleId: 0 });
    expect(b.dueDate).toBe('2026-12-01');
    expect(b.taxSchedule).toBeNull();
  });

  it('creates a bill from a purchase order with its lines', async () => {
    const po = await api('POST', '/v1/purchaseorders', {
      supplierId: f.supplier.id,
      officeId: f.office.id,
      orderDate: '2026-09-20',
      items: [{ itemId: f.stocked.id, quantity: 4, unitCost: '3' }],
    });
    expect(po.statusCode).toBe(201);
    const b = await bill({ purchaseOrderId: po.json().id, items: [] });
    expect(b.purchaseOrderId).toBe(po.json().id);
    expect(b.items.map((i) => [i.itemId, i.quantity, i.amount])).toEqual([[f.stocked.id, '4.0000', '12.00']]);
  });

  it('answers 400 naming every bad field and saves nothing', async () => {
    const before = await countRows(t, vendorBills);
    const res = await api('POST', '/v1/vendorbills', {
      billDate: '2026-13-01',
      items: [{ quantity: 0, unitCost: 'x' }],
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['supplierId', 'billDate', 'items[0].quantity', 'items[0].unitCost']),
    );
    const unknown = await api('POST', '/v1/vendorbills', {
      supplierId: 999999,
      billDate: '2026-10-01',
      items: [{ itemId: 999999, quantity: 1, unitCost: 1 }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.map((e: { field: string }) => e.field)).toEqual(['supplierId']);
    const badItem = await api('POST', '/v1/vendorbills', {
      supplierId: f.supplier.id,
      billDate: '2026-10-01',
      taxScheduleId: 999999,
      items: [{ itemId: 999999, quantity: 1, unitCost: 1 }],
    });
    expect(badItem.statusCode).toBe(400);
    expect(await countRows(t, vendorBills)).toBe(before);
  });

  it('answers 404 for an unknown bill and 403 without the permission', async () => {
    expect((await api('GET', '/v1/vendorbills/999999')).statusCode).toBe(404);
    expect((await api('PATCH', '/v1/vendorbills/999999', { memo: 'x' })).statusCode).toBe(404);
    expect((await api('GET', '/v1/vendorbills/999999/items')).statusCode).toBe(404);
    const b = await bill();
    const nobody = await userWith(t, admin);
    const reader = await userWith(t, admin, [{ id: Permission.VendorBills, accessLevel: 1 }]);
    for (const [m, url] of [
      ['GET', `/v1/vendorbills/${b.id}`],
      ['GET', '/v1/vendorbills/search'],
      ['GET', '/v1/vendorbills/reports/aging'],
      ['GET', `/v1/vendorbills/${b.id}/tax`],
      ['GET', `/v1/vendorbills/${b.id}/items`],
    ] as const)
      expect((await api(m, url, undefined, nobody.token)).statusCode).toBe(403);
    expect((await api('GET', `/v1/vendorbills/${b.id}`, undefined, reader.token)).statusCode).toBe(200);
    for (const [m, url, body] of [
      ['POST', '/v1/vendorbills', { supplierId: f.supplier.id, billDate: '2026-10-01' }],
      ['PATCH', `/v1/vendorbills/${b.id}`, { memo: 'x' }],
      ['GET', `/v1/vendorbills/${b.id}/unapprove`, undefined],
      ['POST', `/v1/vendorbills/${b.id}/split`, { items: [{ id: b.items[0].id }] }],
      ['POST', `/v1/vendorbills/${b.id}/payments`, { amount: 1, date: '2026-10-02' }],
      ['PATCH', `/v1/vendorbills/${b.id}/items/${b.items[0].id}`, { quantity: 2 }],
      ['DELETE', `/v1/vendorbills/${b.id}/tax`, undefined],
    ] as const)
      expect((await api(m, url, body, reader.token)).statusCode).toBe(403);
    expect((await api('GET', `/v1/vendorbills/${b.id}`)).json().memo).toBe('');
  });
});

describe('approval and posting', () => {
  it('approving posts AP = items + tax, debits each line account and SalesTaxPaid', async () => {
    const b = await bill();
    const [state, city] = f.stateCity.authorities;
    for (const [a, amount] of [
      [state, '6.25'],
      [city, '1.50'],
    ] as const)
      expect(
        (
          await api('POST', `/v1/vendorbills/${b.id}/tax`, {
            billId: b.id,
            taxAmount: amount,
            taxAuthority: { id: a.id },
          })
        ).statusCode,
      ).toBe(201);
    const res = await approve(b.id);
    expect(res.statusCode).toBe(200);
    const approved = res.json() as Bill;
    expect(approved.statusName).toBe('');
    expect(approved.amountDue).toBe('107.75');
    expect(approved.journalEntryId).toBeGreaterThan(0);
    const net = await netByAccount(b.id);
    expect(net[roleAccount.AP]).toBe('-107.75');
    expect(net[roleAccount.AccruedPayables]).toBe('25.00');
    expect(net[roleAccount.Expense]).toBe('75.00');
    expect(net[roleAccount.SalesTaxPaid]).toBe('7.75');
    const [apLine] = await t.database.db
      .select()
      .from(journalLines)
      .where(
        and(
          eq(journalLines.sourceId, b.id),
          eq(journalLines.sourceType, 'VendorBill'),
          eq(journalLines.accountId, roleAccount.AP),
        ),
      );
    expect(apLine.supplierId).toBe(f.supplier.id);
    expect(apLine.sourceType).toBe('VendorBill');

    // Once approved, lines are locked and approving again is refused.
    const item = await api('PATCH', `/v1/vendorbills/${b.id}/items/${b.items[0].id}`, { quantity: 2 });
    expect(item.statusCode).toBe(422);
    expect(item.json().message).toBe(BILL_NOT_PENDING);
    expect((await approve(b.id)).statusCode).toBe(200);
    const bad = await api('PATCH', `/v1/vendorbills/${b.id}`, { statusName: 'Paid in Full' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('A bill cannot move from Approved to Paid in Full.');
  });

  it('unapprove reverses the posting and returns the bill to Pending Approval', async () => {
    const b = await bill();
    await approve(b.id);
    const res = await api('GET', `/v1/vendorbills/${b.id}/unapprove`);
    expect(res.statusCode).toBe(200);
    expect(res.json().statusName).toBe('Pending Approval');
    expect(res.json().journalEntryId).toBeNull();
    const net = await netByAccount(b.id);
    expect(Object.values(net).every((v) => v === '0.00')).toBe(true);
    const [entry] = await t.database.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceId, b.id), eq(journalEntries.sourceType, 'VendorBill')));
    expect(entry.reversedByEntryId).toBeGreaterThan(0);
    const again = await api('GET', `/v1/vendorbills/${b.id}/unapprove`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(UNAPPROVE_NOT_APPROVED);
    // Approve again after editing: a new entry.
    expect(
      (await api('PATCH', `/v1/vendorbills/${b.id}/items/${b.items[0].id}`, { quantity: 2 })).statusCode,
    ).toBe(200);
    expect((await approve(b.id)).json().amountDue).toBe('80.00');
    expect((await netByAccount(b.id))[roleAccount.AP]).toBe('-80.00');
  });

  it('refuses to approve a bill without an amount', async () => {
    const b = await bill({ items: [] });
    const res = await approve(b.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(APPROVE_NO_AMOUNT);
  });

  it('payments reduce the balance, reach Paid in Full and block unapproval', async () => {
    const b = await bill();
    expect(
      (await api('POST', `/v1/vendorbills/${b.id}/payments`, { amount: 10, date: '2026-10-05' })).statusCode,
    ).toBe(422);
    await approve(b.id);
    const part = await api('POST', `/v1/vendorbills/${b.id}/payments`, { amount: '40', date: '2026-10-05' });
    expect(part.statusCode).toBe(201);
    expect(part.json()).toMatchObject({
      amountPaid: '40.00',
      balance: '60.00',
      statusName: '',
      currencyPaid: '40.00',
    });
    const un = await api('GET', `/v1/vendorbills/${b.id}/unapprove`);
    expect(un.statusCode).toBe(422);
    expect(un.json().message).toBe(UNAPPROVE_HAS_PAYMENTS);
    const over = await api('POST', `/v1/vendorbills/${b.id}/payments`, {
      amount: '60.01',
      date: '2026-10-06',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(PAY_TOO_MUCH);
    const rest = await api('POST', `/v1/vendorbills/${b.id}/payments`, { amount: '60', date: '2026-10-06' });
    expect(rest.json()).toMatchObject({ statusName: 'Paid in Full', balance: '0.00' });
    const net = await netByAccount(b.id);
    expect(net[roleAccount.AP]).toBe('0.00');
    expect(net[roleAccount.Cash]).toBe('-100.00');
    const bad = await api('POST', `/v1/vendorbills/${b.id}/payments`, { amount: 0, date: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['amount', 'date']);
  });
});

describe('header changes', () => {
  it('changes memo, reference and dates; the bill date only while pending', async () => {
    const b = await bill();
    const res = await api('PATCH', `/v1/vendorbills/${b.id}`, {
      memo: 'Checked by Dana',
      reference: 'INV-900',
      billDate: '2026-10-03',
      dueDate: '2026-11-03',
      version: b.version,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      memo: 'Checked by Dana',
      reference: 'INV-900',
      billDate: '2026-10-03',
      dueDate: '2026-11-03',
    });
    const early = await api('PATCH', `/v1/vendorbills/${b.id}`, { dueDate: '2026-10-01' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors[0].field).toBe('dueDate');
    const bad = await api('PATCH', `/v1/vendorbills/${b.id}`, { billDate: '2026-02-30', taxScheduleId: -1 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['billDate', 'taxScheduleId']);
    await approve(b.id);
    const late = await api('PATCH', `/v1/vendorbills/${b.id}`, { billDate: '2026-10-04' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(BILL_NOT_PENDING);
    expect((await api('PATCH', `/v1/vendorbills/${b.id}`, { memo: 'Approved by Lee' })).json().memo).toBe(
      'Approved by Lee',
    );
  });
});

describe('payments are idempotent', () => {
  it('a repeated payment POST with one Idempotency-Key writes once', async () => {
    const b = await bill();
    await approve(b.id);
    const send = () =>
      t.as(admin)({
        method: 'POST',
        url: `/v1/vendorbills/${b.id}/payments`,
        payload: { amount: '30', date: '2026-10-05' },
        headers: { 'idempotency-key': `pay-${b.id}` },
      });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect((await api('GET', `/v1/vendorbills/${b.id}`)).json()).toMatchObject({
      amountPaid: '30.00',
      balance: '70.00',
    });
  });
});
