import { expect, type Page } from '@playwright/test';

/** API calls for test setup, made with the signed-in page's session cookie. */
export async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/v1${path}`, { data, headers: { 'X-Requested-With': 'fieldline' } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(`/v1${path}`);
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export async function createCustomer(page: Page, name: string): Promise<{ id: number; name: string }> {
  return apiPost(page, '/customers', {
    name,
    accountNumber: `E2E-${Date.now().toString(36).toUpperCase()}`,
    createLocation: false,
  });
}
