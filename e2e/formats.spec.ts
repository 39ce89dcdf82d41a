import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = '.tmp/shots';

interface Named {
  id: number;
  name: string;
}

/**
 * One way to show things (issue 15 item 7): money with its symbol and en-US grouping, unit prices to their
 * scale, the gross-profit percent of an empty collection as a dash, refused values explained in words beside
 * their fields, and date ranges as MM/DD/YYYY - MM/DD/YYYY.
 */
test('values show one way, and refused values say why', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Formats Customer'));
  const location = await apiPost<Named>(page, '/locations', { customerId: customer.id, name: 'Main site' });
  const [office] = await apiGet<Named[]>(page, '/cache/offices');
  const bid = await apiPost<Named>(page, '/bids', {
    customerId: customer.id,
    locationId: location.id,
    officeId: office.id,
    name: unique('Formats bid'),
  });

  // An empty collection: the API keeps 100 for the gross-profit percent; the screen shows a dash.
  await page.goto(`/page/6085/${bid.id}`);
  await page.getByRole('tab', { name: 'Items' }).click();
  const totals = page.getByRole('group', { name: 'Collection totals' });
  await expect(totals.locator('[data-total="Gross profit %"]')).toContainText('—');
  await expect(totals.locator('[data-total="Subtotal"]')).toContainText('$0.00');

  // A line whose price has 4 places: the unit price shows them, the amounts 2 places with the symbol.
  const found = await apiGet<{ data: { id: number; name: string; quantityStep: string }[] }>(
    page,
    '/items/search?query=filter&isActive=true&limit=100',
  );
  const item = found.data.find((i) => Number(i.quantityStep) === 1);
  expect(item).toBeTruthy();
  const line = await apiPost<{ id: number }>(page, `/bids/${bid.id}/items`, {
    itemId: item!.id,
    quantity: 1000,
    groupName: 'Parts',
    description: 'Filters for the year',
  });
  const base = `/v1/bids/${bid.id}/items/${line.id}`;
  const patched = await page.request.patch(base, {
    data: { price: '1.2345' },
    headers: { 'X-Requested-With': 'fieldline' },
  });
  expect(patched.ok(), await patched.text()).toBe(true);
  await page.reload();
  await page.getByRole('tab', { name: 'Items' }).click();
  const table = page.getByRole('table', { name: 'Line items' });
  await expect(table.getByLabel(`Price of ${item!.name}`)).toHaveValue('1.2345');
  await expect(totals.locator('[data-total="Subtotal"]')).toContainText('$1,234.50');
  await expect(totals.locator('[data-total="Gross profit %"]')).not.toContainText('—');

  // Letters in a line price: the cell says why under itself and nothing is sent.
  let patches = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().includes(`/bids/${bid.id}/items/`)) patches += 1;
  });
  const price = table.getByLabel(`Price of ${item!.name}`);
  await price.fill('abc');
  await price.press('Enter');
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(table.getByText('Enter a number.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/formats-line-price-error.png`, fullPage: true });
  expect(patches).toBe(0);
  await price.press('Escape');
  await expect(table.getByText('Enter a number.')).toBeHidden();

  // An invoice date that is not a date stays in the field with the reason, instead of being cleared.
  await page.goto('/invoices');
  await page.getByRole('button', { name: 'New Invoice' }).click();
  const dialog = page.getByRole('dialog');
  const invoiceDate = dialog.getByRole('textbox', { name: 'Invoice date' });
  await invoiceDate.fill('13/45/2026');
  await invoiceDate.press('Tab');
  await expect(dialog.getByText('Enter a date as MM/DD/YYYY.')).toBeVisible();
  await expect(invoiceDate).toHaveValue('13/45/2026');
  // Letters in a new line's unit price are explained too.
  const unitPrice = dialog.getByLabel('Line 1 unit price');
  await unitPrice.fill('ten');
  await expect(dialog.getByText('Enter a number.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/formats-invoice-errors.png` });
  // A real date replaces the message.
  await invoiceDate.fill('03/05/2026');
  await invoiceDate.press('Tab');
  await expect(dialog.getByText('Enter a date as MM/DD/YYYY.')).toBeHidden();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A date range reads MM/DD/YYYY - MM/DD/YYYY.
  await page.goto('/admin/audit-log');
  const range = page.getByRole('textbox', { name: /date|period|range/i }).first();
  await range.click();
  await page.getByRole('button', { name: 'This Year', exact: true }).click();
  const year = new Date().getUTCFullYear();
  await expect(range).toHaveValue(`01/01/${year} - 12/31/${year}`);
});
