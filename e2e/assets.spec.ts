import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;

// An office manager adds a new van, gives it a five-year straight-line schedule, posts what is due and
// sees the book value fall by what was posted; the demo fleet is listed with book values.
test('assets: add an asset, schedule its depreciation, post it, see the book value', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('navbar').getByRole('link', { name: 'Assets' }).click();
  await expect(page.getByRole('heading', { name: 'Assets' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Assets' });
  await expect(list).toContainText('Mini excavator 3.5 t #1');
  await page.screenshot({ path: `${SHOTS}/assets-list.png`, fullPage: true });

  const number = unique('VAN');
  await page.getByRole('button', { name: 'New asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'New asset' });
  await dialog.getByRole('textbox', { name: 'Asset number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Transit van 7');
  for (const [label, option] of [
    ['Type', 'Vehicle'],
    ['Status', 'In service'],
  ] as const) {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await dialog.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('textbox', { name: 'In service' }).fill('01/15/2026');
  await dialog.getByRole('textbox', { name: 'Cost' }).fill('12400');
  await dialog.getByRole('button', { name: 'Create asset' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: `${number} · Transit van 7` })).toBeVisible();

  const form = page.getByRole('form', { name: 'New depreciation schedule' });
  await form.getByRole('textbox', { name: 'Life (months)' }).fill('12');
  await form.getByRole('textbox', { name: 'Salvage value' }).fill('400');
  await form.getByRole('button', { name: 'Create schedule' }).click();
  const schedule = page.getByRole('table', { name: 'Depreciation schedule' });
  await expect(schedule).toContainText('01/15/2026 – 01/31/2026');
  await expect(schedule).toContainText('$548.39');
  await expect(schedule.getByRole('row')).toHaveCount(14);

  await page.getByRole('button', { name: 'Post due depreciation' }).click();
  await expect(page.getByText(/^Posted \d+ periods/)).toBeVisible();
  await expect(schedule.getByRole('link', { name: /^Entry \d+/ }).first()).toBeVisible();
  await expect(page.getByText('Book value').locator('..')).not.toContainText('$12,400.00');
  await page.screenshot({ path: `${SHOTS}/asset-page.png`, fullPage: true });
});

// The rental desk makes two units of a stocked item into rental assets, puts one back into stock and hands
// the other to a customer who bought it; each asset page shows where it came from and where it went.
test('assets: make units from stock, put one back into stock, hand one to a customer', async ({ page }) => {
  await signIn(page);
  const stock = await apiGet<{
    data: {
      itemId: number;
      itemCode: string;
      itemName: string;
      isVan: boolean;
      warehouseId: number;
      warehouseName: string;
      onHand: string;
    }[];
  }>(page, '/inventory/search?onlyInStock=true&limit=100');
  // A demo item with a bin holding two or more.
  let row: (typeof stock.data)[number] | undefined;
  let binName = '';
  for (const r of stock.data.filter((x) => Number(x.onHand) >= 2 && !x.isVan)) {
    const inv = await apiGet<{ warehouses: { id: number; bins: { name: string; onHand: string }[] }[] }>(
      page,
      `/inventory/items/${r.itemId}?warehouseIds=${r.warehouseId}`,
    );
    const bin = inv.warehouses[0]?.bins.find((b) => Number(b.onHand) >= 2);
    if (bin) {
      row = r;
      binName = bin.name;
      break;
    }
  }
  expect(row, 'a demo item with 2 or more in one bin').toBeTruthy();
  const base = unique('RU');
  const numbers = [`${base}-1`, `${base}-2`];

  await page.goto('/assets');
  await page.getByRole('button', { name: 'From stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make assets from stock' });
  await dialog.getByLabel('Stocked item').fill(row!.itemCode);
  await page
    .getByRole('option')
    .filter({ has: page.getByText(row!.itemCode, { exact: true }) })
    .click();
  await dialog.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: row!.warehouseName, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Bin' }).click();
  await page.getByRole('option', { name: binName, exact: true }).click();
  for (const [label, option] of [
    ['Type', 'Rental equipment'],
    ['Status', 'In service'],
  ] as const) {
    await dialog.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  // A number already taken is refused next to its row.
  await dialog.getByRole('textbox', { name: 'Asset number 1' }).fill(numbers[0]);
  await dialog.getByRole('button', { name: 'Add a unit' }).click();
  await dialog.getByRole('textbox', { name: 'Asset number 2' }).fill(numbers[0]);
  await dialog.getByRole('button', { name: 'Make assets' }).click();
  await expect(dialog.getByText('Each new asset needs its own number.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Asset number 2' }).fill(numbers[1]);
  await dialog.getByRole('textbox', { name: 'Serial number 2' }).fill('SN-2');
  await page.screenshot({ path: `${SHOTS}/assets-from-stock.png` });
  await dialog.getByRole('button', { name: 'Make assets' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: new RegExp(`^${numbers[0]} · `) })).toBeVisible();
  const moves = page.getByRole('table', { name: 'Stock and customers' });
  await expect(moves).toContainText('Made from stock');

  await page.getByRole('button', { name: 'Put back into stock' }).click();
  const back = page.getByRole('dialog', { name: `Put ${numbers[0]} back into stock` });
  await back.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: row!.warehouseName, exact: true }).click();
  await back.getByRole('button', { name: 'Put into stock' }).click();
  await expect(back).toBeHidden();
  await expect(moves).toContainText('Put back into stock');
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hand to customer' })).toBeHidden();

  const found = await apiGet<{ data: { id: number }[] }>(page, `/assets/search?query=${numbers[1]}`);
  await page.goto(`/page/6055/${found.data[0].id}`);
  await page.getByRole('button', { name: 'Hand to customer' }).click();
  const hand = page.getByRole('dialog', { name: `Hand ${numbers[1]} to a customer` });
  await hand.getByRole('combobox', { name: 'Customer' }).fill('Aspen');
  await page.getByRole('option').first().click();
  await hand.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option').first().click();
  await hand.getByRole('textbox', { name: 'Note' }).fill('Sold at the end of the season.');
  await hand.getByRole('button', { name: 'Hand to customer' }).click();
  await expect(hand).toBeHidden();
  await expect(moves).toContainText('Handed to a customer');
  await expect(moves.getByRole('link', { name: /^equipment \d+/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/asset-handed.png`, fullPage: true });
});
