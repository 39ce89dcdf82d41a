import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;
const DISPATCHER = 'kim.nguyen@example.com';
const PASSWORD = 'fieldline-demo';

/** The number on the "open tasks" badge beside "My tasks" in the menu (0 when there is no badge). */
async function openCount(page: Page): Promise<number> {
  const badge = page.getByTestId('navbar').getByLabel(/open tasks$/);
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.innerText());
}

// The Dispatcher sees her open tasks counted in the menu, adds a to-do for herself, sees the count rise,
// completes it from the list, sees the count fall and finds the task under Done.
test('my tasks: badge count, create a task, complete it', async ({ page }) => {
  await signIn(page, DISPATCHER, PASSWORD);
  const nav = page.getByTestId('navbar');
  // The demo gives Kim two open tasks and one overdue task she follows.
  await expect(nav.getByLabel(/open tasks$/)).toHaveText('3');
  await expect(nav.getByLabel(/overdue tasks$/)).toHaveText('1');
  const before = await openCount(page);

  await nav.getByRole('link', { name: /^My tasks/ }).click();
  await expect(page.getByRole('heading', { name: 'My tasks' })).toBeVisible();
  const table = page.getByRole('table', { name: 'My tasks' });
  await expect(table).toContainText('Follow up on the rooftop unit parts order');

  const title = unique('Call the supplier back');
  await page.getByRole('button', { name: 'New task' }).click();
  const dialog = page.getByRole('dialog', { name: 'New task' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Ask about the compressor ship date.');
  await dialog.getByRole('button', { name: 'Create task' }).click();
  await expect(dialog).toBeHidden();
  await expect(table).toContainText(title);
  await expect(nav.getByLabel(/open tasks$/)).toHaveText(String(before + 1));
  await page.screenshot({ path: `${SHOTS}/my-tasks.png`, fullPage: true });

  // The drawer opens the task (and marks it viewed).
  await table.getByRole('button', { name: title, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: title });
  await expect(drawer.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
  await page.screenshot({ path: `${SHOTS}/my-tasks-drawer.png`, fullPage: true });
  await drawer.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer).toBeHidden();

  await table.getByRole('button', { name: `Complete ${title}` }).click();
  await expect(table).not.toContainText(title);
  await expect(nav.getByLabel(/open tasks$/)).toHaveText(String(before));

  await page.getByRole('tab', { name: 'Done' }).click();
  await expect(table).toContainText(title);
  await expect(table.getByRole('row', { name: new RegExp(title) })).toContainText('Done');
  await page.screenshot({ path: `${SHOTS}/my-tasks-done.png`, fullPage: true });
});

// A technician without the Tasks permission sees the task he is a member of, and no "New task" button.
test('my tasks: a technician sees only his own tasks', async ({ page }) => {
  await signIn(page, 'jordan.lee@example.com', PASSWORD);
  await page
    .getByTestId('navbar')
    .getByRole('link', { name: /^My tasks/ })
    .click();
  const table = page.getByRole('table', { name: 'My tasks' });
  await expect(table).toContainText('Confirm next week on-call schedule with the technicians');
  await expect(table).not.toContainText('Follow up on the rooftop unit parts order');
  await expect(page.getByRole('button', { name: 'New task' })).toHaveCount(0);
});

// The administrator's settings: the demo types and statuses, a new type added.
test('task settings: types and statuses', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/task-settings');
  await expect(page.getByRole('heading', { name: 'Task settings' })).toBeVisible();
  const types = page.getByRole('table', { name: 'Task types' });
  await expect(types).toContainText('Call back');
  await expect(types).toContainText('Paperwork');
  const name = unique('Site visit');
  await page.getByRole('textbox', { name: 'New task type' }).fill(name);
  await page.getByRole('button', { name: 'Add' }).click();
  await expect(types).toContainText(name);
  await page.getByRole('tab', { name: 'Task statuses' }).click();
  const statuses = page.getByRole('table', { name: 'Task statuses' });
  await expect(statuses.getByRole('row', { name: /^Done/ })).toContainText('Done');
  await page.screenshot({ path: `${SHOTS}/task-settings.png`, fullPage: true });
});
