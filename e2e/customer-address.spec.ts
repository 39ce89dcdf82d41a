import { VERIFY_FAILED_MESSAGE } from '@fieldline/contracts/addresses/addresses.contract';
import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet } from './locations-api';

test('create a customer with an address and confirm it when verification fails', async ({ page }) => {
  const name = unique('Blake Street Lofts');
  const accountNumber = `BSL-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);

  await page.goto('/customers');
  await page.getByRole('button', { name: 'New customer' }).click();
  const form = page.getByRole('dialog', { name: 'New customer' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Account number' }).fill(accountNumber);

  const address = form.getByRole('group', { name: 'Billing address' });
  // The street goes in last: verification starts 1 s after the last edit of a complete address.
  await address.getByLabel('State', { exact: true }).click();
  await page.getByRole('option', { name: 'CO – Colorado' }).click();
  await address.getByLabel('City').fill('Denver');
  await address.getByLabel('Postal code').fill('80202-1234');
  await address.getByLabel('Street').fill('1600 Blake St');
  await expect(address.getByTestId('address-status')).toHaveText('Not verified');

  // The test server has no geocoder, so verification fails and the user is asked to confirm.
  const verification = page.getByRole('dialog', { name: 'Address not verified' });
  await expect(verification.getByText(VERIFY_FAILED_MESSAGE, { exact: true })).toBeVisible();
  await verification.getByRole('button', { name: 'Confirm' }).click();
  await expect(verification).toBeHidden();
  await expect(address.getByTestId('address-status')).toHaveText('Confirmed');

  await form.getByRole('button', { name: 'Create customer' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();

  const billing = page.getByRole('group', { name: 'Billing address' });
  await expect(billing).toContainText('1600 Blake St');
  await expect(billing).toContainText('Denver, CO 80202-1234');
  await expect(billing.getByTestId('address-status')).toHaveText('Confirmed');

  // Stored as confirmed and not verified.
  const id = Number(page.url().split('/').pop());
  const customer = await apiGet<{ billingAddress: { isConfirmed: boolean; isVerified: boolean } }>(
    page,
    `/customers/${id}`,
  );
  expect(customer.billingAddress).toMatchObject({ isConfirmed: true, isVerified: false });
});
