import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = '.tmp/shots';

/** A bookkeeper corrects the memos of a posted entry in the journal drawer; amounts stay as posted. */
test('edit the entry memo and a line memo in the journal entry drawer', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Memo Customer'));
  const banks = await apiGet<{ id: number; name: string }[]>(page, '/bankaccounts?bankingAccountTypes=2');
  const payment = await apiPost<{ journalEntryId: number }>(page, '/invoices/addpayment', {
    customerId: customer.id,
    paymentDate: new Date().toISOString().slice(0, 10),
    amount: '42',
    paymentMethodId: 1,
    bankAccountId: banks.find((b) => b.name === 'Operating Checking')?.id,
    applications: [],
  });
  const memo = unique('Check mailed late');

  await page.goto(`/accounting/journal/${payment.journalEntryId}`);
  const drawer = page.getByRole('dialog', { name: `Journal entry ${payment.journalEntryId}` });
  await expect(drawer).toContainText(`Payment from ${customer.name}`);
  await drawer.getByRole('button', { name: 'Edit memos' }).click();
  await drawer.getByLabel('Entry memo').fill(memo);
  await drawer.getByLabel('Memo of line 2').fill('Customer paid ahead');
  await page.screenshot({ path: `${SHOTS}/journal-memo-edit.png` });
  await drawer.getByRole('button', { name: 'Save memos' }).click();

  await expect(drawer.getByRole('button', { name: 'Save memos' })).toBeHidden();
  await expect(drawer.getByText(memo)).toBeVisible();
  const lines = drawer.getByRole('table', { name: 'Entry lines' });
  await expect(lines.getByRole('row').nth(2)).toContainText('Customer paid ahead');
  await expect(lines).toContainText('42.00');
  await page.screenshot({ path: `${SHOTS}/journal-memo-saved.png` });

  // Kept on the server, and found by the transaction search.
  await page.reload();
  await expect(drawer.getByText(memo)).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await page.getByLabel('Search transactions').fill(memo);
  await expect(page.getByRole('table', { name: 'Transactions' })).toContainText(memo);
});
