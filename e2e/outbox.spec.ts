import { HELD_NO_SERVER } from '@fieldline/contracts/mail/mail.contract';
import { expect, test } from '@playwright/test';
import { ADMIN, signIn } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;

// Without a mail server (the offline default) the outbox shows exactly what would have been sent.
test('a test e-mail waits in the outbox, readable with its PDF', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  await expect(page.getByText('No mail server is configured', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByText(`Test message queued to ${ADMIN.email}`)).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Outbox' })
    .getByRole('row')
    .filter({ hasText: 'Fieldline test message' })
    .first();
  await expect(row).toContainText(ADMIN.email);
  // The worker holds it: no server to send to.
  await expect(row).toContainText('Held');
  await expect(row).toContainText(HELD_NO_SERVER);

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Sent' }).click();
  await expect(page.getByText('No messages match')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Held' }).click();
  await expect(row).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/outbox.png`, fullPage: true });

  await row.getByRole('link', { name: 'Fieldline test message' }).click();
  await expect(page.getByRole('heading', { name: /Fieldline test message/ })).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Not sent' })).toContainText(HELD_NO_SERVER);
  await expect(page.getByText(ADMIN.email).first()).toBeVisible();
  const body = page.frameLocator('iframe[title="Message body"]');
  await expect(body.getByText('This message checks the mail set-up of Fieldline.')).toBeVisible();
  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page.getByText(/went to the outbox only/)).toBeVisible();
  await page.getByRole('tab', { name: 'Message' }).click();
  await page.screenshot({ path: `${SHOTS}/outbox-message.png`, fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'fieldline-test.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('fieldline-test.pdf');
  const bytes = await (await file.createReadStream()).toArray();
  expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');

  // Sent again: still no server, so held again, now after two attempts.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table', { name: 'History' })).toContainText(/Sent again by/);
  await expect(page.getByRole('table', { name: 'History' }).getByText('Held')).toHaveCount(2);
});
