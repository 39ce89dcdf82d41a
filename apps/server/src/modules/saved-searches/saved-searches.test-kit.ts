import { Permission } from '@fieldline/contracts/common/permissions';
import {
  CUSTOMER_SEARCH_PAGE,
  CUSTOMER_SEARCH_TYPE,
  type SavedReport,
} from '@fieldline/contracts/saved-searches/saved-searches.contract';
import { afterAll, beforeAll, expect } from 'vitest';
import { unique, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';

// Shared set-up of the saved-search API tests (exported bindings are live: filled in beforeAll).

type TestUser = Awaited<ReturnType<typeof userWith>>;
export let t: TestApp;
export let admin: string;
/** Users with Saved searches read access; `sharer` also holds 390 at full, `reader390` at read. */
export let alice: TestUser;
export let bob: TestUser;
export let sharer: TestUser;
export let reader390: TestUser;
/** Customers but no Saved searches. */
export let nobody: TestUser;
export let standard: SavedReport;

export const PAGE = CUSTOMER_SEARCH_PAGE;
export const REPORTS = `/v1/savedsearches/reports?searchType=${CUSTOMER_SEARCH_TYPE}&page=${PAGE}`;
const saved = { id: Permission.SavedSearches, accessLevel: 1 as const };

export function setupSavedSearchApp() {
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    alice = await userWith(t, admin, [saved]);
    bob = await userWith(t, admin, [saved]);
    sharer = await userWith(t, admin, [saved, { id: Permission.SavedReportsGlobal, accessLevel: 2 }]);
    reader390 = await userWith(t, admin, [saved, { id: Permission.SavedReportsGlobal, accessLevel: 1 }]);
    nobody = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 2 }]);
    standard = (await reports(alice.token)).find((r) => r.isFieldlineReport)!;
  });
  afterAll(() => t.close());
}

export function api(token: string | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) {
  return t.as(token)({ method, url, payload: payload as object });
}
export async function reports(token: string): Promise<SavedReport[]> {
  const res = await api(token, 'GET', REPORTS);
  expect(res.statusCode).toBe(200);
  return res.json();
}
export const selectedOf = async (token: string) => (await reports(token)).filter((r) => r.isSelected);
export const fieldsOf = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();

export const criteria = (query: string) => JSON.stringify([{ id: 'query', value: query }]);
export async function save(token: string | null, body: Record<string, unknown>) {
  return api(token, 'POST', '/v1/savedsearches/save', {
    PageNumber: PAGE,
    searchCriteria: '[]',
    isSelected: true,
    resultsUrl: '/customers',
    ...body,
  });
}
export async function newReport(token: string, name = unique('Report'), body: Record<string, unknown> = {}) {
  const res = await save(token, { name, ...body });
  expect(res.statusCode).toBe(200);
  return res.json() as SavedReport;
}
