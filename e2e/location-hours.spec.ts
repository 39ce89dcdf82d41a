import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test('edit hours of operation and see them in the read-only modal', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Hours Test Co'));
  const location = await apiPost<{ id: number }>(page, '/locations', {
    customerId: customer.id,
    name: unique('Warehouse'),
  });

  await page.goto(`/page/6041/${location.id}`);
  await expect(page.getByTestId('location-header')).toBeVisible();
  await page.getByRole('tab', { name: 'Hours of operation' }).click();

  // Monday to Sunday, all open, 6:00 AM to 4:00 PM until changed.
  const editor = page.getByTestId('hours-editor');
  for (const day of DAYS) {
    const row = editor.getByTestId(`hours-row-${day}`);
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await expect(row.getByLabel(`${day} opens at`)).toHaveValue('6:00 AM');
    await expect(row.getByLabel(`${day} closes at`)).toHaveValue('4:00 PM');
  }

  const monday = editor.getByTestId('hours-row-Monday');
  await monday.getByLabel('Monday opens at').click();
  await page.getByRole('option', { name: '7:30 AM', exact: true }).click();
  await monday.getByLabel('Monday closes at').click();
  await page.getByRole('option', { name: '5:30 PM', exact: true }).click();
  await editor.getByRole('switch', { name: 'Sunday open' }).uncheck();
  await expect(editor.getByTestId('hours-row-Sunday').getByText('Closed', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Save hours' }).click();
  await expect(page.getByText('Hours saved')).toBeVisible();

  // Stored in 24-hour time.
  const saved = await apiGet<{
    hoursOfOperation: Array<{
      day: number;
      openTime: string | null;
      isClosed: boolean;
      closeTime: string | null;
    }>;
  }>(page, `/locations/${location.id}`);
  expect(saved.hoursOfOperation).toHaveLength(7);
  expect(saved.hoursOfOperation.find((h) => h.day === 1)).toMatchObject({
    openTime: '07:30',
    closeTime: '17:30',
    isClosed: false,
  });
  expect(saved.hoursOfOperation.find((h) => h.day === 7)).toMatchObject({ isClosed: true });

  // After a reload the read-only modal shows them, today highlighted.
  await page.reload();
  await page.getByRole('button', { name: 'Hours', exact: true }).click();
  const modal = page.getByRole('dialog', { name: /Hours of operation/ });
  await expect(modal.getByTestId('hours-day-Monday')).toContainText('7:30 AM – 5:30 PM');
  await expect(modal.getByTestId('hours-day-Tuesday')).toContainText('6:00 AM – 4:00 PM');
  await expect(modal.getByTestId('hours-day-Sunday')).toContainText('Closed');
  const today = DAYS[(new Date().getUTCDay() + 6) % 7] as string;
  const todayRow = modal.getByTestId(`hours-day-${today}`);
  await expect(todayRow).toHaveAttribute('aria-current', 'date');
  await expect(todayRow).toContainText('Today');
  await expect(modal.locator('[aria-current="date"]')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('hours-modal.png') });
});
