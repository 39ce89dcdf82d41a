import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

const DEMO_PASSWORD = 'fieldline-demo';
const search = (page: Page) => page.getByTestId('global-search');

/** The number on a dashboard card and the card itself. */
async function card(page: Page, key: string) {
  const el = page.getByTestId(`dashboard-${key}`);
  await expect(el).toBeVisible();
  const count = Number((await el.getByTestId('count').innerText()).replace(/,/g, ''));
  return { el, count };
}

/** The list a card opened shows the card's number as its total. */
async function expectListTotal(page: Page, count: number, empty: string) {
  if (count === 0) await expect(page.getByText(empty)).toBeVisible();
  else await expect(page.getByText(new RegExp(`of ${count.toLocaleString('en-US')}$`))).toBeVisible();
}

test('"/" opens the search and Enter opens the chosen customer in the same tab', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(search(page)).toBeFocused();
  // The slash opened the search; it was not typed into it.
  await expect(search(page)).toHaveValue('');
  await page.keyboard.type('Denver Public Library');
  await expect(page.getByRole('option', { name: /^Denver Public Library/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/page\/6073\/\d+$/);
  await expect(page.getByRole('heading', { name: /Denver Public Library/ }).first()).toBeVisible();
  expect(context.pages()).toHaveLength(1);
  await expect(search(page)).not.toBeFocused();
});

test('Ctrl+K opens the search from anywhere; "/" typed in a field stays in the field', async ({ page }) => {
  await signIn(page);
  await page.goto('/jobs');
  const jobSearch = page.getByLabel('Search jobs');
  await jobSearch.click();
  await page.keyboard.type('a/b');
  await expect(jobSearch).toHaveValue('a/b');
  await expect(search(page)).not.toBeFocused();
  await page.keyboard.press('Control+K');
  await expect(search(page)).toBeFocused();
  await page.keyboard.type('users');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('the first Tab stop is "Skip to content", which moves focus to the page', async ({ page }) => {
  await signIn(page);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main-content')).toBeFocused();
  await expect(page).toHaveURL(/\/customers$/);
});

test("the home page shows the administrator's counts; a number opens the list it counts", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/');
  for (const key of ['todays-jobs', 'unassigned-jobs', 'bills-to-approve', 'low-stock'])
    await card(page, key);
  await page.screenshot({ path: '.tmp/shots/dashboard-admin.png', fullPage: true });

  const overdue = await card(page, 'overdue-invoices');
  expect(overdue.count).toBeGreaterThan(0);
  await overdue.el.click();
  await expect(page).toHaveURL(/\/invoices\?status=Open&dueBefore=\d{4}-\d{2}-\d{2}$/);
  await expectListTotal(page, overdue.count, 'No invoices found.');

  await page.goto('/');
  const low = await card(page, 'low-stock');
  await low.el.click();
  await expect(page).toHaveURL(/\/inventory\?belowMinimum=1$/);
  await expect(page.getByLabel('Below minimum')).toBeChecked();
  await expectListTotal(page, low.count, 'No stock found.');

  await page.goto('/');
  const today = await card(page, 'todays-jobs');
  await today.el.click();
  await expect(page).toHaveURL(/\/jobs\?scheduled=\d{4}-\d{2}-\d{2}&status=any$/);
  await expectListTotal(page, today.count, 'No jobs found.');
});

test('a technician sees their own jobs today; accounting sees invoices and bills, not stock', async ({
  page,
}) => {
  await signIn(page, 'jordan.lee@example.com', DEMO_PASSWORD);
  const mine = await card(page, 'todays-jobs');
  await expect(mine.el).toContainText('Your jobs today');
  await expect(page.getByTestId('dashboard-overdue-invoices')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-low-stock')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/shots/dashboard-technician.png', fullPage: true });
  await mine.el.click();
  await expect(page).toHaveURL(/\/jobs\?scheduled=\d{4}-\d{2}-\d{2}&status=any&assigned=me$/);
  await expectListTotal(page, mine.count, 'No jobs found.');

  await page.goto('/');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await signIn(page, 'priya.raman@example.com', DEMO_PASSWORD);
  const bills = await card(page, 'bills-to-approve');
  await card(page, 'overdue-invoices');
  await expect(page.getByTestId('dashboard-low-stock')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-unassigned-jobs')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/shots/dashboard-accounting.png', fullPage: true });
  await bills.el.click();
  await expect(page).toHaveURL(/\/vendor-bills\?status=Pending%20Approval$/);
  await expectListTotal(page, bills.count, 'No vendor bills found.');
});
