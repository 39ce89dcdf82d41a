import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers';

/** The pay codes in the order the table shows them. */
async function shownCodes(page: Page): Promise<string[]> {
  return page
    .getByTestId('code-row')
    .evaluateAll((rows) => rows.map((r) => (r.querySelector('input') as HTMLInputElement).value));
}

/** Drags a row's handle with the mouse onto another row, in small steps as a hand would. */
async function dragRow(page: Page, from: string, onto: string) {
  const handle = page.getByRole('button', { name: `Drag to reorder ${from}` });
  const target = page.getByRole('button', { name: `Drag to reorder ${onto}` });
  const a = await handle.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error('rows not laid out');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 4, { steps: 20 });
  await page.mouse.up();
}

test('drag-reorder payroll codes with the mouse, save, reload and see the new order', async ({ page }) => {
  await signIn(page);
  // Reached from the global search by its keywords.
  await page.getByTestId('global-search').fill('prevailing wage');
  await page
    .getByRole('option', { name: /Reference codes/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/reference-codes/);

  await page.getByRole('tab', { name: 'Prevailing wage codes' }).click();
  await expect(page.getByLabel('Rate of ELEC-JW')).toHaveValue('48.2500');
  await page.screenshot({ path: 'test-results/reference-codes-prevailing-wage.png', fullPage: true });

  await page.getByRole('tab', { name: 'Payroll codes' }).click();
  await expect(page.getByRole('button', { name: 'Drag to reorder REG' })).toBeVisible();
  const before = await shownCodes(page);
  expect(before.slice(0, 3)).toEqual(['REG', 'OT', 'DT']);
  expect(before).toContain('MILE');

  await dragRow(page, 'MILE', 'REG');
  const moved = ['MILE', ...before.filter((c) => c !== 'MILE')];
  await expect.poll(() => shownCodes(page)).toEqual(moved);
  // Dragging renumbered sort from 0 in the order shown.
  await expect(page.getByLabel('Sort of MILE')).toHaveValue('0');
  await expect(page.getByLabel('Sort of REG')).toHaveValue('1');
  await page.screenshot({ path: 'test-results/reference-codes-dragged.png', fullPage: true });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Payroll codes saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Drag to reorder MILE' })).toBeVisible();
  await expect.poll(() => shownCodes(page)).toEqual(moved);

  // A field in error blocks the save with the spec's message.
  await page.getByRole('button', { name: 'Add payroll code' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('There are errors, please correct the errors and try again')).toBeVisible();
  await page.screenshot({ path: 'test-results/reference-codes-errors.png', fullPage: true });
});
