import { expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'fieldline-demo' };

export async function signIn(page: Page, email = ADMIN.email, password = ADMIN.password) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();
}

export async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

/** A name no earlier run used, so tests can run against a reused database. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}`;
}
