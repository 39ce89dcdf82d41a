import { Permission } from '@fieldline/contracts/common/permissions';
import { INVOICE_RULES } from '@fieldline/contracts/invoices/invoices.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createCustomer, createUser, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { INVOICE_MESSAGES, recordInvoicePayment } from './invoices.posting';

let t: TestApp;
let admin: string;
let customerId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customerId = (await createCustomer(t, admin)).id;
});
afterAll(() => t.close());

const api = (token = admin) => t.as(token);
async function invoice(customer = customerId, price = '400') {
  const res = await api()({
    method: 'POST',
    url: '/v1/invoices',
    payload: {
      customerId: customer,
      invoiceDate: '2026-05-01',
      lines: [{ description: 'Maintenance visit', quantity: 1, unitPrice: price, isTaxable: false }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; invoiceNumber: string };
}

describe('contacts', () => {
  it('adds, lists and removes contacts', async () => {
    const inv = await invoice();
    const c = await createContact(t, admin, { customerId, email: 'ap@example.test' });
    const add = await api()({
      method: 'POST',
      url: `/v1/invoices/${inv.id}/contacts`,
      payload: { contactId: c.id },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json()).toEqual([expect.objectContaining({ contactId: c.id, email: 'ap@example.test' })]);
    const list = await api()({ method: 'GET', url: `/v1/invoices/${inv.id}/contacts` });
    expect(list.json()).toHaveLength(1);
    const bad = await api()({
      method: 'POST',
      url: `/v1/invoices/${inv.id}/contacts`,
      payload: { contactId: 999999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('contactId');
    const del = await api()({ method: 'DELETE', url: `/v1/invoices/${inv.id}/contacts/${c.id}` });
    expect(del.statusCode).toBe(204);
    expect(
      (await api()({ method: 'DELETE', url: `/v1/invoices/${inv.id}/contacts/${c.id}` })).statusCode,
    ).toBe(404);
    expect((await api()({ method: 'GET', url: '/v1/invoices/999999/contacts' })).statusCode).toBe(404);
  });
});

describe('employees and commission', () => {
  it('adds employees with a commission percent of the subtotal, updates and removes them', async () => {
    const inv = await invoice(customerId, '1234.50');
    const rep = await createUser(t, admin, { firstName: 'Dana', lastName: 'Rep' });
    const add = await api()({
      method: 'POST',
      url: `/v1/invoices/${inv.id}/employees`,
      payload: { employeeId: rep.user.id, commissionPct: '5' },
    });
    expect(add.statusCode, add.body).toBe(201);
    // 5 % of 1234.50 = 61.725 → 61.72 (half-to-even).
    expect(add.json()).toMatchObject({
      employeeName: 'Dana Rep',
      commissionPct: '5',
      commissionAmount: '61.72',
    });
    const dup = await api()({
      method: 'POST',
      url: `/v1/invoices/${inv.id}/employees`,
      payload: { employeeId: rep.user.id },
    });
    expect(dup.statusCode).toBe(409);
    const eid = add.json().id;
    const patched = await api()({
      method: 'PATCH',
      url: `/v1/invoices/${inv.id}/employees/${eid}`,
      payload: { commissionPct: '10', role: 'Tech' },
    });
    expect(patched.json()).toMatchObject({ role: 'Tech', commissionAmount: '123.45' });
    const update = await api()({
      method: 'POST',
      url: '/v1/invoices/commission/update',
      payload: { invoiceId: inv.id, employees: [{ employeeId: rep.user.id, commissionAmount: '100' }] },
    });
    expect(update.json()).toMatchObject({ totalCommission: '100.00', subTotal: '1234.50' });
    const recomputed = await api()({ method: 'POST', url: `/v1/invoices/${inv.id}/employees/commissions` });
    expect(recomputed.json().totalCommission).toBe('123.45');
    const got = await api()({ method: 'GET', url: `/v1/invoices/${inv.id}/commission` });
    expect(got.json().employees).toHaveLength(1);
    const notOn = await api()({
      method: 'POST',
      url: '/v1/invoices/commission/update',
      payload: { invoiceId: inv.id, employees: [{ employeeId: 999999, isPaid: true }] },
    });
    expect(notOn.statusCode).toBe(400);
    expect(notOn.json().errors[0].field).toBe('employees[0].employeeId');
    const badPct = await api()({
      method: 'POST',
      url: `/v1/invoices/${inv.id}/employees`,
      payload: { employeeId: 'x', commissionPct: 'lots' },
    });
    expect(
      badPct
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['commissionPct', 'employeeId']);
    expect(
      (await api()({ method: 'DELETE', url: `/v1/invoices/${inv.id}/employees/${eid}` })).statusCode,
    ).toBe(204);
    expect((await api()({ method: 'GET', url: `/v1/invoices/${inv.id}/employees` })).json()).toEqual([]);
    expect(
      (
        await api()({
          method: 'PATCH',
          url: `/v1/invoices/${inv.id}/employees/${eid}`,
          payload: { isPaid: true },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('invoice groups', () => {
  it('creates, updates, removes, queries and deletes groups', async () => {
    const [a, b, c] = [await invoice(), await invoice(), await invoice()];
    const res = await api()({
      method: 'POST',
      url: '/v1/invoices/groups',
      payload: { name: 'May maintenance', customerId, invoiceIds: [a.id, b.id] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const g = res.json();
    expect(g).toMatchObject({ total: '800.00', balance: '800.00', isVoid: false });
    const upd = await api()({
      method: 'PATCH',
      url: `/v1/invoices/groups/${g.id}`,
      payload: { name: 'May visits', invoiceIds: [c.id] },
    });
    expect(upd.json()).toMatchObject({ name: 'May visits', total: '1200.00' });
    const removed = await api()({
      method: 'POST',
      url: `/v1/invoices/groups/${g.id}/removeInvoice`,
      payload: { invoiceId: c.id },
    });
    expect(removed.json().invoices.map((i: any) => i.id)).toEqual([a.id, b.id]);
    const q = await api()({ method: 'GET', url: `/v1/invoices/groups?customerId=${customerId}` });
    expect(q.json().map((x: any) => x.id)).toContain(g.id);
    const other = await invoice((await createCustomer(t, admin)).id);
    const wrong = await api()({
      method: 'PATCH',
      url: `/v1/invoices/groups/${g.id}`,
      payload: { invoiceIds: [other.id] },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(INVOICE_RULES.groupCustomer);
    const second = await api()({
      method: 'POST',
      url: '/v1/invoices/groups',
      payload: { name: 'Again', customerId, invoiceIds: [a.id] },
    });
    expect(second.json().message).toBe(INVOICE_RULES.invoiceInOtherGroup);
    expect((await api()({ method: 'DELETE', url: `/v1/invoices/groups/${g.id}` })).statusCode).toBe(204);
    expect((await api()({ method: 'DELETE', url: `/v1/invoices/groups/${g.id}` })).statusCode).toBe(404);
    const bad = await api()({ method: 'POST', url: '/v1/invoices/groups', payload: { name: '' } });
    expect(
      bad
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['customerId', 'name']);
  });

  it('voids every invoice of a group in one transaction', async () => {
    const [a, b] = [await invoice(), await invoice()];
    const g = (
      await api()({
        method: 'POST',
        url: '/v1/invoices/groups',
        payload: { name: 'G', customerId, invoiceIds: [a.id, b.id] },
      })
    ).json();
    // A payment on b refuses the whole void: a stays open too.
    await t.database.db.transaction((tx) => recordInvoicePayment(tx as any, b.id, '10', null));
    const refused = await api()({
      method: 'PATCH',
      url: `/v1/invoices/groups/${g.id}/void`,
      payload: { reason: 'Dup' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(INVOICE_MESSAGES.voidHasPayments);
    expect((await api()({ method: 'GET', url: `/v1/invoices/${a.id}` })).json().status).toBe('Open');
    await t.database.db.transaction((tx) => recordInvoicePayment(tx as any, b.id, '-10', null));
    const ok = await api()({
      method: 'PATCH',
      url: `/v1/invoices/groups/${g.id}/void`,
      payload: { reason: 'Dup' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().isVoid).toBe(true);
    expect(ok.json().invoices.map((i: any) => i.status)).toEqual(['Void', 'Void']);
    const again = await api()({
      method: 'PATCH',
      url: `/v1/invoices/groups/${g.id}/void`,
      payload: { reason: 'x' },
    });
    expect(again.json().message).toBe(INVOICE_RULES.groupVoid);
  });

  it('needs the Invoices permission', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Invoices, accessLevel: 1 }]);
    expect((await api(reader.token)({ method: 'GET', url: '/v1/invoices/groups' })).statusCode).toBe(200);
    const w = await api(reader.token)({
      method: 'POST',
      url: '/v1/invoices/groups',
      payload: { name: 'X', customerId },
    });
    expect(w.statusCode).toBe(403);
    const none = await userWith(t, admin);
    expect((await api(none.token)({ method: 'GET', url: '/v1/invoices/1/contacts' })).statusCode).toBe(403);
  });
});
