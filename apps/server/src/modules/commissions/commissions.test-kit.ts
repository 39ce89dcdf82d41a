import { expect } from 'vitest';
import { createCustomer, createUser, unique } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { employees } from '../employees';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** Calls as the given token (the admin's by default). */
export const caller =
  (t: TestApp, token: string) =>
  (method: Method, url: string, payload?: unknown, as = token) =>
    t.as(as)({ method, url, payload: payload as object });

/** A new salesperson employee linked to a new user: rules of one test never meet another's. */
export async function salesperson(t: TestApp, admin: string, name = 'Rep') {
  const { user } = await createUser(t, admin, { firstName: 'Sal', lastName: name });
  const [e] = await t.database.db
    .insert(employees)
    .values({ number: unique('S'), firstName: 'Sal', lastName: name, userId: user.id, isSalesperson: true })
    .returning({ id: employees.id });
  return { employeeId: e.id, userId: user.id as number };
}

export async function customer(t: TestApp, admin: string) {
  return (await createCustomer(t, admin)).id;
}

/** An untaxed invoice of `price` with one line costing `cost`, with the salesperson on it (201 expected). */
export async function invoiceFor(
  t: TestApp,
  admin: string,
  o: { customerId: number; userId: number; price: string; cost?: string; date: string },
) {
  const api = caller(t, admin);
  const res = await api('POST', '/v1/invoices', {
    customerId: o.customerId,
    invoiceDate: o.date,
    lines: [
      {
        description: 'Furnace install',
        quantity: 1,
        unitPrice: o.price,
        unitCost: o.cost ?? '0',
        isTaxable: false,
      },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().id as number;
  const add = await api('POST', `/v1/invoices/${id}/employees`, { employeeId: o.userId });
  expect(add.statusCode, add.body).toBe(201);
  return id;
}

export async function commissionOf(t: TestApp, admin: string, invoiceId: number, userId: number) {
  const res = await caller(t, admin)('GET', `/v1/invoices/${invoiceId}/commission`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().employees.find((e: { employeeId: number }) => e.employeeId === userId);
}
