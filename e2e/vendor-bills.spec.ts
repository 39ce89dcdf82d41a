import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost } from './locations-api';

type Named = { id: number; name: string };

async function pickAccount(page: Page, field: ReturnType<Page['getByRole']>, code: string) {
  await field.click();
  await field.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
}

/** Two tax schedules (State + City, and County), a supplier and a pending bill, made through the API. */
async function setUp(page: Page) {
  const tag = Date.now().toString(36);
  const authority = (name: string, rate: string) =>
    apiPost<Named>(page, '/taxauthorities', { name: `${name} ${tag}`, rate });
  const [state, city, county] = [
    await authority('State', '6.25'),
    await authority('City', '1.5'),
    await authority('County', '2'),
  ];
  const stateCity = await apiPost<Named>(page, '/taxschedules', {
    name: `Metro ${tag}`,
    authorityIds: [state.id, city.id],
  });
  const rural = await apiPost<Named>(page, '/taxschedules', {
    name: `Rural ${tag}`,
    authorityIds: [county.id],
  });
  const supplier = await apiPost<Named>(page, '/suppliers', {
    name: unique('Bill Supplier'),
    paymentTermsDays: 30,
  });
  const bill = await apiPost<{ id: number; billNumber: string }>(page, '/vendorbills', {
    supplierId: supplier.id,
    reference: `INV-${tag}`,
    billDate: '2026-10-01',
    taxScheduleId: stateCity.id,
    items: [
      { description: 'Copper fittings', quantity: 10, unitCost: '2.50' },
      { description: 'Crane hire', quantity: 1, unitCost: '75' },
    ],
  });
  return { state, city, county, stateCity, rural, supplier, bill };
}

test("change a bill's tax schedule and see the lines cleared", async ({ page }) => {
  await signIn(page);
  const s = await setUp(page);

  await page.goto(`/page/6336/${s.bill.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(s.bill.billNumber) })).toBeVisible();
  await expect(page.getByText('Pending Approval', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tax schedule' })).toHaveValue(s.stateCity.name);

  const stateInput = page.getByRole('textbox', { name: `${s.state.name} tax amount` });
  const cityInput = page.getByRole('textbox', { name: `${s.city.name} tax amount` });
  await stateInput.fill('6.25');
  await stateInput.press('Tab');
  await expect(page.getByText('Tax total $6.25')).toBeVisible();
  await cityInput.fill('1.50');
  await cityInput.press('Tab');
  await expect(page.getByText('Tax total $7.75')).toBeVisible();
  await expect(stateInput).toHaveValue('6.25');
  await expect(cityInput).toHaveValue('1.50');
  await page.screenshot({ path: '.tmp/shots/vendor-bill-taxes.png', fullPage: true });

  // Choosing another schedule deletes the bill's tax lines first, then saves the schedule.
  await page.getByRole('combobox', { name: 'Tax schedule' }).click();
  await page.getByRole('option', { name: s.rural.name, exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Tax schedule' })).toHaveValue(s.rural.name);
  const countyInput = page.getByRole('textbox', { name: `${s.county.name} tax amount` });
  await expect(countyInput).toBeVisible();
  await expect(countyInput).toHaveValue('');
  await expect(stateInput).toHaveCount(0);
  await expect(cityInput).toHaveCount(0);
  await expect(page.getByText('Tax total $0.00')).toBeVisible();
  expect(await apiGet<unknown[]>(page, `/vendorbills/${s.bill.id}/tax`)).toEqual([]);
  await page.screenshot({ path: '.tmp/shots/vendor-bill-schedule-changed.png', fullPage: true });

  // Once approved the panel is read-only and says why.
  await countyInput.fill('2');
  await countyInput.press('Tab');
  await expect(page.getByText('Tax total $2.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  await expect(page.getByText('Taxes can only be edited while the bill is Pending Approval.')).toBeVisible();
  await expect(countyInput).toHaveAttribute('readonly', '');
  await expect(page.getByRole('combobox', { name: 'Tax schedule' })).toBeDisabled();
  await page.screenshot({ path: '.tmp/shots/vendor-bill-approved.png', fullPage: true });
});

test('create a bill from the vendor bills list', async ({ page }) => {
  await signIn(page);
  const supplier = await apiPost<Named>(page, '/suppliers', {
    name: unique('List Supplier'),
    paymentTermsDays: 10,
  });
  await page.goto('/vendor-bills');
  await expect(page.getByRole('heading', { name: 'Vendor bills' })).toBeVisible();
  await page.getByRole('button', { name: 'New Bill' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bill' });
  await dialog.getByRole('combobox', { name: 'Supplier' }).fill(supplier.name);
  await page.getByRole('option', { name: supplier.name }).click();
  await dialog.getByLabel('Supplier reference').fill('SUP-4411');
  await dialog.getByLabel('Line 1 description').fill('Boiler service parts');
  await dialog.getByLabel('Line 1 quantity').fill('3');
  await dialog.getByLabel('Line 1 unit cost').fill('12.50');
  await pickAccount(page, dialog.getByRole('combobox', { name: 'Line 1 GL account' }), '6900');
  await expect(dialog.getByRole('combobox', { name: 'Line 1 GL account' })).toHaveValue(
    '6900 · Miscellaneous Expense',
  );
  await page.screenshot({ path: '.tmp/shots/vendor-bill-new.png', fullPage: true });
  await dialog.getByRole('button', { name: 'Create bill' }).click();
  await expect(page).toHaveURL(/\/page\/6336\/\d+$/);
  await expect(page.getByRole('heading', { name: /BILL-\d+/ })).toContainText('Pending Approval');
  await expect(
    page.getByRole('table', { name: 'Bill items' }).getByText('Boiler service parts'),
  ).toBeVisible();
  await expect(page.getByText('$37.50').first()).toBeVisible();
  const items = page.getByRole('table', { name: 'Bill items' });
  const line = items.getByRole('row', { name: /Boiler service parts/ });
  await expect(line).toContainText('6900 · Miscellaneous Expense');

  // While the bill is pending a line's account can be changed in place.
  await items.getByRole('button', { name: 'Edit Boiler service parts' }).click();
  await expect(items.getByRole('combobox', { name: 'GL account' })).toHaveValue(
    '6900 · Miscellaneous Expense',
  );
  await pickAccount(page, items.getByRole('combobox', { name: 'GL account' }), '4000');
  await items.getByRole('button', { name: 'Save line' }).click();
  await expect(line).toContainText('4000 · Service Revenue');
  await page.screenshot({ path: '.tmp/shots/vendor-bill-line-account.png', fullPage: true });

  await page.goto('/vendor-bills');
  await expect(page.getByRole('table', { name: 'Vendor bills' }).getByText('SUP-4411').first()).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/vendor-bills-list.png', fullPage: true });
});
