import { expect, type Page, test } from '@playwright/test';
import { ADMIN, signIn, signOut } from './helpers';
import { apiGet, apiPost } from './locations-api';

const ITEMS = 1020;
const ITEM_PAGE_LINK = 28;
const ALTERNATE_ITEM_COST = 181;
/** Costs and margins: without it no cost shows at all (permission 181 then decides the alternates' Cost). */
const COSTS = 1070;
const PASSWORD = 'correct-horse-battery';

/** A role with the given grants and a user holding only it, made through the admin API. */
async function userWithRole(page: Page, label: string, grants: { id: number; accessLevel: 1 | 2 }[]) {
  const stamp = Date.now().toString(36);
  const role = await apiPost<{ id: number }>(page, '/roles', {
    name: `${label} ${stamp}`,
    permissions: grants,
  });
  const email = `${label.toLowerCase().replace(/\W+/g, '-')}-${stamp}@example.test`;
  await apiPost(page, '/users', {
    email,
    firstName: label,
    lastName: 'Tester',
    password: PASSWORD,
    roleIds: [role.id],
  });
  return email;
}

test('find an item with the typeahead and open its page', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/items');
  await expect(page.getByRole('heading', { name: 'Items' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Items' }).getByRole('row')).toHaveCount(51);
  await page.screenshot({ path: 'test-results/items-list.png', fullPage: true });
  const find = page.getByRole('textbox', { name: 'Find an item' });
  // One character does not search.
  await find.fill('c');
  await page.waitForTimeout(500);
  await expect(page.getByRole('option')).toHaveCount(0);
  await find.fill('capacitor 45/5');
  await expect(page.getByRole('option', { name: /CAP-TIT-45X5-440/ })).toBeVisible();
  await page.screenshot({ path: 'test-results/items-typeahead.png' });
  const opened = context.waitForEvent('page');
  await page.getByRole('option', { name: /CAP-TIT-45X5-440/ }).click();
  const itemPage = await opened;
  await itemPage.waitForLoadState();
  expect(itemPage.url()).toMatch(/\/page\/6314\/\d+$/);
  await expect(itemPage.getByRole('heading', { name: 'Dual Run Capacitor 45/5 MFD 440V' })).toBeVisible();
  await expect(itemPage.getByRole('textbox', { name: 'Item code' })).toHaveValue('CAP-TIT-45X5-440');
  await itemPage.screenshot({ path: 'test-results/item-page.png', fullPage: true });
  await itemPage.close();
});

test('open alternates as a user with and without permission 181', async ({ page }) => {
  await signIn(page);
  const found = await apiGet<{ data: { id: number }[] }>(
    page,
    '/items/search?query=CAP-TIT-45X5-440&limit=1',
  );
  const itemId = found.data[0].id;
  const withCost = await userWithRole(page, 'Alt cost', [
    { id: ITEMS, accessLevel: 1 },
    { id: ITEM_PAGE_LINK, accessLevel: 2 },
    { id: ALTERNATE_ITEM_COST, accessLevel: 2 },
    { id: COSTS, accessLevel: 1 },
  ]);
  const withoutCost = await userWithRole(page, 'Alt no cost', [
    { id: ITEMS, accessLevel: 1 },
    { id: ALTERNATE_ITEM_COST, accessLevel: 1 },
    { id: COSTS, accessLevel: 1 },
  ]);
  await signOut(page);

  const openDialog = async () => {
    await page.goto(`/page/6314/${itemId}`);
    await page.getByRole('tab', { name: 'Alternates' }).click();
    await page.getByRole('button', { name: 'Open alternate items dialog' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alternate Items' });
    await expect(dialog.getByRole('cell', { name: 'Genteq', exact: true })).toBeVisible();
    return dialog;
  };

  await signIn(page, withCost, PASSWORD);
  let dialog = await openDialog();
  await expect(dialog.getByRole('columnheader', { name: 'Cost', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Add / })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: /^Replace with / })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/alternates-with-181.png' });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await signOut(page);

  await signIn(page, withoutCost, PASSWORD);
  dialog = await openDialog();
  await expect(dialog.getByRole('columnheader', { name: 'Material cost' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'Cost', exact: true })).toHaveCount(0);
  // Without level 2 of permission 28 item names are plain text, not links to the item page.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Alternates' }).getByRole('link')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/alternates-without-181.png' });
  await signOut(page);
  await signIn(page, ADMIN.email, ADMIN.password);
});
