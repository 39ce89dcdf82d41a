import { expect, type Page, test } from '@playwright/test';
import { signIn, signOut } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;
const TECH = 'jordan.lee@example.com';
const PAYROLL = 'tom.becker@example.com';
const PASSWORD = 'fieldline-demo';

async function openTimecards(page: Page) {
  await page.getByRole('link', { name: 'Timecards' }).first().click();
  await expect(page.getByRole('heading', { name: 'Timecards' })).toBeVisible();
  return page.getByRole('table', { name: 'Timecards' });
}

async function addTime(page: Page, hours: string, kind: string) {
  await page.getByRole('button', { name: 'Add my time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add time' });
  await dialog.getByRole('textbox', { name: 'Hours' }).fill(hours);
  await dialog.getByRole('combobox', { name: 'Kind of non-job time' }).click();
  await page.getByRole('option', { name: kind }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`${kind} time from the e2e test`);
  await dialog.getByRole('button', { name: 'Save time' }).click();
  return dialog;
}

// A technician enters time in his week; a payroll supervisor reviews the week and approves it in one pass;
// the technician's next entry in the approved week is refused until it is unapproved.
test('technician enters his week, supervisor approves it, then an edit is refused', async ({ page }) => {
  await signIn(page, TECH, PASSWORD);
  let table = await openTimecards(page);
  // A technician sees only his own row, without approval buttons.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Jordan Lee');
  await expect(page.getByRole('button', { name: 'Approve selected', exact: true })).toHaveCount(0);
  const before = await table.getByRole('row').nth(1).getByRole('cell').nth(8).innerText();
  const dialog = await addTime(page, '1.5', 'Shop');
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').nth(1).getByRole('cell').nth(8)).not.toHaveText(before);
  await table.getByRole('button', { name: 'Jordan Lee' }).click();
  const drawer = page.getByRole('dialog', { name: /Jordan Lee/ });
  await expect(drawer.getByRole('table', { name: 'Entries' })).toContainText('Shop time from the e2e test');
  await page.screenshot({ path: `${SHOTS}/timecards-technician.png`, fullPage: true });
  await page.keyboard.press('Escape');
  await signOut(page);

  // The supervisor: every employee's week, warnings, approve Jordan's.
  await signIn(page, PAYROLL, PASSWORD);
  table = await openTimecards(page);
  await expect(table).toContainText('Sam Ortiz');
  await expect(table).toContainText('Kim Nguyen');
  const samRow = table.getByRole('row', { name: /Sam Ortiz/ });
  await expect(samRow).toContainText(/\d warnings?/);
  const jordanRow = table.getByRole('row', { name: /Jordan Lee/ });
  await jordanRow.getByRole('checkbox').check();
  await page.screenshot({ path: `${SHOTS}/timecards-review.png`, fullPage: true });
  await page.getByRole('button', { name: 'Approve selected', exact: true }).click();
  await expect(page.getByText('1 timecard approved.')).toBeVisible();
  await expect(jordanRow).toContainText('Approved');
  await signOut(page);

  // The technician's edit of the approved week is refused with the rule's message.
  await signIn(page, TECH, PASSWORD);
  table = await openTimecards(page);
  await expect(table.getByRole('row').nth(1)).toContainText('Approved');
  const refused = await addTime(page, '1', 'Shop');
  await expect(refused.getByRole('alert')).toContainText(
    'is approved and locked: unapprove the timecard before changing it.',
  );
  await page.screenshot({ path: `${SHOTS}/timecards-locked.png`, fullPage: true });
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await signOut(page);

  // Unapproved again, so a rerun on the same database starts from a pending week.
  await signIn(page, PAYROLL, PASSWORD);
  table = await openTimecards(page);
  await table
    .getByRole('row', { name: /Jordan Lee/ })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: 'Unapprove selected' }).click();
  await expect(page.getByText('1 timecard unapproved.')).toBeVisible();
});
