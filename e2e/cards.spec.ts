import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { createCustomer } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;

// An office user stores a customer's card through the offline test gateway: the form's rules in the spec's
// words, a declined test card in the gateway's words, then a good card listed as primary; the card number
// never goes to the API.
test('cards: add a customer card through the test gateway, see declines and the card list', async ({
  page,
}) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Card Customer'));
  const apiBodies: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/')) apiBodies.push(r.postData() ?? '');
  });
  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('tab', { name: 'Cards' }).click();
  await expect(page.getByRole('table', { name: 'Stored cards' })).toContainText('No stored cards.');
  await page.getByRole('button', { name: 'Add credit card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add new credit card' });
  await expect(dialog).toContainText('Test gateway: no money moves');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  for (const message of ['Name of Card is required', 'Invalid card length', 'Invalid date', 'Invalid CVV'])
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Jane Q. Buyer');
  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
  // December of the year the picker opens on is never before this month.
  await dialog.getByRole('button', { name: 'Expiry' }).click();
  await page.getByRole('button', { name: 'Dec', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'CVV' }).fill('123');
  await dialog.getByRole('textbox', { name: 'Friendly name' }).fill('Office Visa');
  await expect(dialog.getByRole('img', { name: 'Card preview' })).toContainText('•••• 0002');
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');

  await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.screenshot({ path: `${SHOTS}/card-modal.png` });
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog).toBeHidden();
  const list = page.getByRole('table', { name: 'Stored cards' });
  await expect(list).toContainText('Visa •••• 4242');
  await expect(list).toContainText('Office Visa');
  await expect(list).toContainText('Primary');
  await expect(list).toContainText(/12\/\d{4}/);
  await page.screenshot({ path: `${SHOTS}/customer-cards.png`, fullPage: true });
  expect(apiBodies.some((b) => b.includes('4242424242424242') || b.includes('4242 4242'))).toBe(false);
});
