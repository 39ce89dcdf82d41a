import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';

const DUPLICATE = 'This account number is already used by another customer.';

/** Creates a customer through the list page's form; its page opens. */
async function createCustomer(page: Page, name: string, accountNumber: string) {
  await page.goto('/customers');
  await page.getByRole('button', { name: 'New customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Account number' }).fill(accountNumber);
  await dialog.getByRole('button', { name: 'Create customer' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveURL(/\/page\/6073\/\d+$/);
}

test('add a contact through Add New Contact and see a duplicate account number refused', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  const name = unique('Juniper Dental');
  const account = `E2E-${stamp}`;
  await signIn(page);
  await createCustomer(page, name, account);

  // A contact of this customer: "Existing customer" starts on it, and the row appears.
  await page.getByRole('tab', { name: /Contacts/ }).click();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveValue(`${name} (${account})`);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Dana');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Whitfield');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByText('Contact Added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('Dana Whitfield');
  // The notification closes by itself (4 s): gone, so the next one is the second add's own.
  await expect(page.getByText('Contact Added', { exact: true })).toBeHidden();

  // A contact with a new customer: the used account number is refused 250 ms after typing.
  await page.getByRole('button', { name: 'New', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await dialog.getByText('New customer').click();
  const newName = `${name} Annex`;
  await dialog.getByRole('textbox', { name: 'Customer name' }).fill(newName);
  await dialog.getByRole('textbox', { name: 'Account number' }).fill(account.toLowerCase());
  await expect(dialog.getByText(DUPLICATE)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Morgan');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Reyes');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(DUPLICATE)).toBeVisible();

  // Fixed: the contact is added with its new customer.
  const newAccount = `${account}-2`;
  await dialog.getByRole('textbox', { name: 'Account number' }).fill(newAccount);
  await expect(dialog.getByText(DUPLICATE)).toBeHidden();
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByText('Contact Added', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // The row appears in the new customer's contacts.
  await page.goto('/customers');
  await page.getByRole('textbox', { name: 'Search customers' }).fill(newAccount);
  await page.getByRole('link', { name: newName }).click();
  await expect(page.getByRole('heading', { name: newName })).toBeVisible();
  await page.getByRole('tab', { name: /Contacts/ }).click();
  await expect(page.getByRole('table', { name: 'Contacts' })).toContainText('Morgan Reyes');
});

test('link a contact to a location and toggle receive-signoffs', async ({ page }) => {
  const name = unique('Cedar Point Offices');
  const account = `E2E-L-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page);
  await createCustomer(page, name, account);

  await page.getByRole('tab', { name: /Contacts/ }).click();
  await page.getByRole('button', { name: 'New', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Contact' });
  await expect(dialog.getByRole('combobox', { name: 'Customer' })).toHaveValue(`${name} (${account})`);
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill('Signoff');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByText('Contact Added', { exact: true })).toBeVisible();

  // A second location made through the Locations tab, then its page.
  await page.getByRole('tab', { name: /Locations/ }).click();
  await page.getByRole('button', { name: 'New location' }).click();
  const locDialog = page.getByRole('dialog', { name: 'New location' });
  await locDialog.getByRole('textbox', { name: 'Location name' }).fill('Warehouse');
  await locDialog.getByRole('button', { name: 'Create location' }).click();
  await expect(locDialog).toBeHidden();
  const link = page.getByRole('table', { name: 'Locations' }).getByRole('link', { name: 'Warehouse' });
  await page.goto((await link.getAttribute('href')) ?? '');
  await expect(page).toHaveURL(/\/page\/6041\/\d+$/);
  await page.getByRole('tab', { name: /Contacts/ }).click();

  const signoffs = page.getByRole('checkbox', { name: 'Receive signoffs: Robin Signoff' });
  await expect(signoffs).toBeDisabled();
  await expect(signoffs).not.toBeChecked();

  await page.getByRole('button', { name: 'Link Robin Signoff to this location' }).click();
  await expect(signoffs).toBeEnabled();
  await signoffs.check();
  await expect(signoffs).toBeChecked();

  // Saved: a reload shows the link and the flag.
  await page.reload();
  await page.getByRole('tab', { name: /Contacts/ }).click();
  await expect(page.getByRole('button', { name: 'Unlink Robin Signoff from this location' })).toBeVisible();
  await expect(signoffs).toBeChecked();

  // Unlinking removes the signoff status and disables the box.
  await page.getByRole('button', { name: 'Unlink Robin Signoff from this location' }).click();
  await expect(signoffs).not.toBeChecked();
  await expect(signoffs).toBeDisabled();
  await page.reload();
  await page.getByRole('tab', { name: /Contacts/ }).click();
  await expect(page.getByRole('button', { name: 'Link Robin Signoff to this location' })).toBeVisible();
  await expect(signoffs).not.toBeChecked();
  await expect(signoffs).toBeDisabled();

  // Linking again starts without signoffs.
  await page.getByRole('button', { name: 'Link Robin Signoff to this location' }).click();
  await expect(signoffs).toBeEnabled();
  await expect(signoffs).not.toBeChecked();
});
