import type { AccessLevelValue } from '@fieldline/contracts/common/permissions';
import type { Role, User } from '@fieldline/contracts/identity/identity.contract';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { TestApp } from './harness';

let seq = 0;
/** A name no other record of this test file has. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++seq}`;

export const PASSWORD = 'correct-horse-battery';

type Grant = { id: number; accessLevel: AccessLevelValue };

/** Creates a role through the API (as the given administrator token) and returns it. */
export async function createRole(
  t: TestApp,
  admin: string,
  permissions: Grant[] = [],
  name = unique('Role'),
) {
  const res = await t.as(admin)({ method: 'POST', url: '/v1/roles', payload: { name, permissions } });
  if (res.statusCode !== 201) throw new Error(`role not created: ${res.statusCode} ${res.body}`);
  return res.json() as Role;
}

export interface CreatedUser {
  user: User;
  email: string;
  password: string;
}

/** Creates a user through the API; with `signIn` it also returns the user's bearer token. */
export async function createUser(
  t: TestApp,
  admin: string,
  body: { roleIds?: number[]; officeIds?: number[]; firstName?: string; lastName?: string } = {},
): Promise<CreatedUser> {
  const email = `${unique('user')}@example.test`;
  const res = await t.as(admin)({
    method: 'POST',
    url: '/v1/users',
    payload: { email, firstName: 'Test', lastName: 'User', password: PASSWORD, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`user not created: ${res.statusCode} ${res.body}`);
  return { user: res.json(), email, password: PASSWORD };
}

/** A signed-in user whose only role grants the given permissions (none by default). */
export async function userWith(t: TestApp, admin: string, permissions: Grant[] = []) {
  const role = await createRole(t, admin, permissions);
  const created = await createUser(t, admin, { roleIds: [role.id] });
  const token = await t.login(created.email, created.password);
  return { ...created, role, token };
}

/** Rows in a table, optionally filtered. */
export async function countRows(t: TestApp, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
  return Number(row.n);
}

/** The JSON body's keys, sorted. */
export const keysOf = (o: object) => Object.keys(o).sort();

/** Creates a customer through the API (without its first location unless asked) and returns it. */
export async function createCustomer(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = {},
): Promise<{ id: number; name: string; accountNumber: string } & Record<string, any>> {
  const res = await t.as(token)({
    method: 'POST',
    url: '/v1/customers',
    payload: { name: unique('Customer'), accountNumber: unique('ACC'), createLocation: false, ...body },
  });
  if (res.statusCode !== 201) throw new Error(`customer not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Creates a location of the customer through the API and returns it. */
export async function createLocation(
  t: TestApp,
  token: string,
  customerId: number,
  body: Record<string, unknown> = {},
): Promise<{ id: number; name: string; customerId: number } & Record<string, any>> {
  const res = await t.as(token)({
    method: 'POST',
    url: '/v1/locations',
    payload: { customerId, name: unique('Location'), ...body },
  });
  if (res.statusCode !== 201) throw new Error(`location not created: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** Creates a contact through the API and returns it. */
export async function createContact(
  t: TestApp,
  token: string,
  body: Record<string, unknown> = {},
): Promise<{ id: number; uid: string; firstName: string; email: string | null } & Record<string, any>> {
  const res = await t.as(token)({
    method: 'POST',
    url: '/v1/contacts',
    payload: { firstName: unique('First'), lastName: 'Contact', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`contact not created: ${res.statusCode} ${res.body}`);
  return res.json();
}
