import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;

// Without Plaid keys the server runs the offline bank feed: a bookkeeper connects its demo bank, links the
// demo checking account to Business Savings, syncs it, reads the sync history and disconnects the bank.
test('bank feeds: connect the offline bank, link its account, refresh, sync history, disconnect', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/accounting/bank-feeds');
  await expect(page.getByRole('heading', { name: 'Bank feeds' })).toBeVisible();
  const items = page.getByRole('table', { name: 'Bank feeds' });
  await expect(items).toContainText('No bank connected yet');

  await page.getByRole('button', { name: 'Connect a bank' }).click();
  await expect(page.getByRole('status')).toContainText('offline demo bank feed');
  const item = items.getByRole('row').filter({ hasText: 'Demo Bank (offline)' });
  await expect(item).toContainText('Connected');

  const accounts = page.getByRole('table', { name: 'Bank feed accounts' });
  const account = accounts.getByRole('row').filter({ hasText: 'Demo Checking' });
  await expect(account).toContainText('••0000');
  await expect(account).toContainText('$3,291.73');
  await account.getByRole('combobox', { name: 'Link to' }).click();
  await page.getByRole('option', { name: 'Business Savings' }).click();
  await expect(page.getByRole('status')).toContainText('Demo Checking is linked to Business Savings');
  await expect(account.getByRole('combobox', { name: 'Link to' })).toHaveValue('Business Savings');
  await expect(account.getByRole('button', { name: 'Unlink' })).toBeVisible();

  await item.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('status')).toContainText('Demo Bank (offline) synced');

  await item.getByRole('button', { name: 'Sync history' }).click();
  const history = page.getByRole('dialog', { name: /Sync history/ });
  const syncs = history.getByRole('table', { name: 'Sync history' });
  const trigger = (name: string) =>
    syncs.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(trigger('Link')).toContainText('OK');
  // The Refresh's sync; linking the account queues another one, which may have run by now.
  await expect(trigger('Manual').first()).toContainText('OK');
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);

  await page.screenshot({ path: `${SHOTS}/bank-feeds.png`, fullPage: true });

  await item.getByRole('button', { name: 'Disconnect' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disconnect bank' });
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(item).toContainText('Disconnected');
  await expect(item.getByRole('button', { name: 'Refresh' })).toHaveCount(0);
  await expect(page.getByRole('status')).toContainText('Demo Bank (offline) is disconnected');
});
