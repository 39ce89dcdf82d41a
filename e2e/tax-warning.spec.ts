import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = '.tmp/shots';
const NO_TAX = 'The location has no tax schedule: no sales tax will be charged.';

/**
 * A location outside every built-in jurisdiction gets no tax schedule; its invoice and its bid say that no
 * sales tax will be charged, and the invoice is posted all the same.
 */
test('see the no-tax-schedule warning on an invoice and a bid whose location has no schedule', async ({
  page,
}) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Tax Warning Customer'));
  const location = await apiPost<{ id: number; taxSchedule: unknown }>(page, '/locations', {
    customerId: customer.id,
    name: 'Cheyenne depot',
    address: { street: '1 Depot Rd', city: 'Cheyenne', state: 'WY', postalCode: '82001', country: 'US' },
  });
  expect(location.taxSchedule).toBeNull();
  const invoice = await apiPost<{ id: number; warnings: { code: string }[] }>(page, '/invoices', {
    customerId: customer.id,
    locationId: location.id,
    invoiceDate: new Date().toISOString().slice(0, 10),
    lines: [{ description: 'Service call', quantity: 1, unitPrice: '100.00', isTaxable: true }],
  });
  expect(invoice.warnings.map((w) => w.code)).toEqual(['NO_TAX_SCHEDULE']);

  await page.goto(`/invoices/${invoice.id}`);
  await expect(page.getByTestId('invoice-status')).toHaveText('Open');
  await expect(page.getByTestId('document-warning')).toHaveText(NO_TAX);
  await expect(page.getByTestId('invoice-total')).toHaveText('$100.00');
  await page.screenshot({ path: `${SHOTS}/invoice-no-tax-warning.png`, fullPage: true });

  const offices = await apiGet<{ id: number }[]>(page, '/cache/offices');
  const bid = await apiPost<{ id: number }>(page, '/bids', {
    customerId: customer.id,
    locationId: location.id,
    officeId: offices[0].id,
    name: unique('Depot heaters'),
  });
  await page.goto(`/page/6085/${bid.id}`);
  await expect(page.getByTestId('document-warning')).toHaveText(NO_TAX);
  await page.screenshot({ path: `${SHOTS}/bid-no-tax-warning.png`, fullPage: true });
});

test('the New Invoice modal warns until a tax schedule is chosen', async ({ page }) => {
  await signIn(page);
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'New invoice' });
  const warning = dialog.getByTestId('document-warning');
  await expect(warning).toHaveText(
    'No tax schedule is chosen: no sales tax will be charged on this invoice.',
  );
  await page.screenshot({ path: `${SHOTS}/new-invoice-no-tax-warning.png` });
  await page.getByRole('combobox', { name: 'Tax schedule' }).click();
  await page.getByRole('option', { name: 'Denver, CO' }).click();
  await expect(warning).toHaveCount(0);
});
