import type { CalendarEvent } from '@fieldline/contracts/events/events.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { unique } from '../../../test/factories';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../../test/harness';
import { users } from '../identity/identity.table';

/**
 * The events API tests' shared set-up: one app per test file (started by useEventsApp), the demo users
 * they act as, and small request helpers. The bindings are live: read them inside tests.
 */
export let t: TestApp;
export let admin: string;
export let dispatcher: string;
export let tech: string;
export let sales: string;
export let jordanId: number;
export let samId: number;

export function useEventsApp(): void {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    dispatcher = await t.login('kim.nguyen@example.com', DEMO_PASSWORD);
    tech = await t.login('jordan.lee@example.com', DEMO_PASSWORD);
    sales = await t.login('marcus.bell@example.com', DEMO_PASSWORD);
    const db = t.database.db;
    [{ id: jordanId }] = await db.select().from(users).where(eq(users.email, 'jordan.lee@example.com'));
    [{ id: samId }] = await db.select().from(users).where(eq(users.email, 'sam.ortiz@example.com'));
  });
  afterAll(() => t.close());
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export function api(method: Method, url: string, payload?: unknown, token = dispatcher) {
  return t.as(token)({ method, url, payload: payload as object });
}
export const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  res.json().errors?.map((e) => e.field);

export async function newEvent(values: Record<string, unknown>, token = dispatcher): Promise<CalendarEvent> {
  const res = await api('POST', '/v1/events', { title: unique('Event'), ...values }, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
export async function search(q: string): Promise<{ data: CalendarEvent[]; count_filtered: number }> {
  const res = await api('GET', `/v1/events/search?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
export const starts = (r: { data: CalendarEvent[] }) => r.data.map((e) => e.startTime);
