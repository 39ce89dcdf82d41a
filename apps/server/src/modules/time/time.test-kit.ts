import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { employees } from '../employees/employees.table';
import { users } from '../identity/identity.table';
import { jobs, timeTypes } from '../jobs/jobs.table';

/**
 * The time API tests' shared set-up: one app per test file (useTimeApp), the demo people and lookups they
 * use, the weeks they work in and small request helpers. The bindings are live: read them inside tests.
 */
export let t: TestApp;
export let admin: string;
export let tech: string;
export let payroll: string;
export let jordan: { id: number; userId: number };
export let sam: { id: number; userId: number };
export let regular: number;
export let myJob: number;
export let otherJob: number;
export let training: number;

// Past weeks far from the demo's time (Monday 2024-03-04 .. Sunday 2024-03-10, and the next two).
export const MON = '2024-03-04';
export const SUN = '2024-03-10';
export const day = (n: number) => `2024-03-${String(4 + n).padStart(2, '0')}`;
export const at = (d: string, h: number) => `${d}T${String(h).padStart(2, '0')}:00:00Z`;

export function useTimeApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    tech = await t.login('jordan.lee@example.com', DEMO_PASSWORD);
    payroll = await t.login('tom.becker@example.com', DEMO_PASSWORD);
    const db = t.database.db;
    const person = async (email: string) => {
      const [row] = await db
        .select({ id: employees.id, userId: users.id })
        .from(employees)
        .innerJoin(users, eq(users.id, employees.userId))
        .where(eq(users.email, email));
      return row;
    };
    jordan = await person('jordan.lee@example.com');
    sam = await person('sam.ortiz@example.com');
    [{ id: regular }] = await db.select().from(timeTypes).where(eq(timeTypes.name, 'Regular'));
    [{ id: myJob }] = await db.select().from(jobs).where(eq(jobs.assignedResourceId, jordan.userId)).limit(1);
    [{ id: otherJob }] = await db
      .select()
      .from(jobs)
      .where(and(ne(jobs.assignedResourceId, jordan.userId)))
      .limit(1);
    training = (await api('GET', '/v1/nonbillabletypes'))
      .json()
      .find((x: { name: string }) => x.name === 'Training').id;
  });
  afterAll(() => t.close());
}

export function api(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  token = admin,
) {
  return t.as(token)({ method, url, payload: payload as object });
}
export const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  res.json().errors?.map((e) => e.field);
export const LOCKED = /approved and locked: unapprove the timecard before changing it/;
