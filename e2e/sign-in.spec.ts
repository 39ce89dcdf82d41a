import { expect, test } from '@playwright/test';
import { ADMIN, signIn, signOut } from './helpers';

test('a wrong password is refused and the demo administrator signs in and out', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Fadmin%2Fusers/);
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The e-mail address or password is incorrect.')).toBeVisible();

  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back on the page that was asked for, inside the shell.
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('Dana Whitfield');
  await expect(page.getByTestId('navbar')).toContainText('Administration');

  await signOut(page);
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/login/);
});

test('the shell shows the signed-in user and the global search finds a screen', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText('Alex Morgan').first()).toBeVisible();
  await page.getByTestId('global-search').fill('roles');
  await page.getByRole('option', { name: /Roles/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/roles$/);
  await expect(page.getByRole('heading', { name: 'Roles' })).toBeVisible();
});
