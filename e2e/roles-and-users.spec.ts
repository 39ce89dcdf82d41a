import { expect, test } from '@playwright/test';
import { signIn, signOut, unique } from './helpers';

test('an administrator creates a role and a user; that user is refused what the role does not allow', async ({
  page,
}) => {
  const roleName = unique('Service Coordinator');
  const email = `coordinator.${Date.now().toString(36)}@example.com`;
  const password = 'coordinator-pass-1';
  await signIn(page);

  // A role that may read users and nothing else.
  await page.goto('/admin/roles');
  await page
    .getByRole('link', { name: 'New role' })
    .or(page.getByRole('button', { name: 'New role' }))
    .click();
  await page.getByRole('textbox', { name: 'Name' }).fill(roleName);
  await page.getByRole('textbox', { name: 'Description' }).fill('Reads the user list.');
  await page.getByRole('radiogroup', { name: 'Users and API tokens' }).getByText('Read').click();
  await page
    .getByRole('button', { name: 'Create role' })
    .or(page.getByRole('button', { name: 'Save' }))
    .first()
    .click();
  await expect(page.getByText('Role saved')).toBeVisible();

  // A user with that role.
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'New user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Casey');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Rivers');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByLabel('Password', { exact: false }).first().fill('short');
  await dialog.getByRole('combobox', { name: 'Roles' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await dialog.getByRole('combobox', { name: 'Roles' }).press('Escape');
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog.getByText('Password must be at least 12 characters.')).toBeVisible();
  await dialog.getByLabel('Password', { exact: false }).first().fill(password);
  await dialog.getByRole('button', { name: 'Create user' }).click();
  await expect(dialog).toBeHidden();
  // The new user's page opens, with the role.
  await expect(page.getByRole('heading', { name: 'Casey Rivers' })).toBeVisible();
  await expect(page.getByText(roleName).first()).toBeVisible();
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'Search users' }).fill('Casey');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText(roleName);

  await signOut(page);
  await signIn(page, email, password);

  // Reading users is allowed, creating them is not offered.
  await page.goto('/admin/users');
  await expect(page.getByRole('table', { name: 'Users' })).toContainText('Alex Morgan');
  await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
  // Roles are not in the role at all: the screen says so instead of showing data.
  await page.goto('/admin/roles');
  await expect(page.getByText('No access')).toBeVisible();
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByTestId('navbar')).not.toContainText('Settings');
});
