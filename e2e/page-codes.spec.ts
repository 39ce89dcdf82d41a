import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

test('a page-code URL opens the record page or says clearly it is not available yet', async ({ page }) => {
  await signIn(page);
  // Contracts have their page now: a missing one says so plainly.
  await page.goto('/page/8316/999999');
  await expect(page.getByText('There is no contract with this id.')).toBeVisible();
  await page.goto('/page/6757/7');
  await expect(page.getByText('Opportunity pages are not available yet.')).toBeVisible();
  await page.goto('/page/1234/1');
  await expect(page.getByText('Unknown page code 1234')).toBeVisible();
});
