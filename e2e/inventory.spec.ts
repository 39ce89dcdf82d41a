import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiGet } from './locations-api';

interface Bin {
  id: number;
  name: string;
  isActive: boolean;
}
interface Warehouse {
  id: number;
  name: string;
  bins: Bin[];
}
interface ItemInventory {
  onHand: string;
  warehouses: { id: number; onHand: string; bins: { id: number; name: string; onHand: string }[] }[];
}

/**
 * Adjust stock of an item into a chosen bin with the warehouse and bin picker on the inventory page,
 * and see the item's on hand change there (and in the bin, through the API).
 */
test('adjust stock into a bin with the picker and see on hand change on the inventory page', async ({
  page,
}) => {
  await signIn(page);
  const warehouses = await apiGet<Warehouse[]>(page, '/warehouses?isVan=false&active=true');
  const warehouse = warehouses.find((w) => w.bins.filter((b) => b.isActive).length > 1) ?? warehouses[0];
  const bin = warehouse.bins.filter((b) => b.isActive).at(-1)!;
  // A demo item already stocked in that warehouse (the inventory search, newest demo data).
  const stock = await apiGet<{ data: { itemId: number; itemCode: string }[] }>(
    page,
    `/inventory/search?warehouseId=${warehouse.id}&onlyInStock=true&limit=1`,
  );
  const item = { id: stock.data[0].itemId, itemCode: stock.data[0].itemCode };
  const before = await apiGet<ItemInventory>(
    page,
    `/inventory/items/${item.id}?warehouseIds=${warehouse.id}`,
  );
  const warehouseBefore = Number(before.warehouses[0]?.onHand ?? 0);
  const binBefore = Number(before.warehouses[0]?.bins.find((b) => b.id === bin.id)?.onHand ?? 0);

  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory' })).toBeVisible();
  await page.getByLabel('Only in stock').uncheck();
  await page.getByPlaceholder('Code or name').fill(item.itemCode);
  const row = page.getByTestId(`stock-${item.id}-${warehouse.id}`);
  if (warehouseBefore > 0)
    await expect(row.getByRole('cell').nth(3)).toHaveText(warehouseBefore.toLocaleString('en-US'));

  await page.getByRole('button', { name: 'Adjust stock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
  await dialog.getByLabel('Item').fill(item.itemCode);
  await page.getByRole('option', { name: new RegExp(item.itemCode) }).click();
  await dialog.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: warehouse.name, exact: true }).click();
  // The picker starts on the item's default bin; choose another one.
  await dialog.getByRole('combobox', { name: 'Bin' }).click();
  await page.getByRole('option', { name: bin.name, exact: true }).click();
  await dialog.getByLabel('Quantity').fill('7');
  await dialog.getByLabel('Unit cost').fill('3.25');
  await dialog.getByLabel('Reason').fill('Cycle count');
  await page.screenshot({ path: 'test-results/inventory-adjust-dialog.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(row.getByRole('cell').nth(3)).toHaveText((warehouseBefore + 7).toLocaleString('en-US'));
  await page.screenshot({ path: 'test-results/inventory-page.png', fullPage: true });
  const after = await apiGet<ItemInventory>(page, `/inventory/items/${item.id}?warehouseIds=${warehouse.id}`);
  expect(Number(after.warehouses[0].bins.find((b) => b.id === bin.id)?.onHand)).toBe(binBefore + 7);

  // Taking more than the bin holds is refused with the rule's message, and on hand stays.
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  await dialog.getByLabel('Item').fill(item.itemCode);
  await page.getByRole('option', { name: new RegExp(item.itemCode) }).click();
  await dialog.getByRole('combobox', { name: 'Warehouse' }).click();
  await page.getByRole('option', { name: warehouse.name, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Bin' }).click();
  await page.getByRole('option', { name: bin.name, exact: true }).click();
  await dialog.getByLabel('Quantity').fill(String(-(binBefore + 8)));
  await dialog.getByLabel('Reason').fill('Too many');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Not enough stock');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText((warehouseBefore + 7).toLocaleString('en-US'));

  // The item page shows the same stock per warehouse and bin (ItemInventoryPanel).
  await page.goto(`/page/6314/${item.id}`);
  await page.getByRole('tab', { name: 'Inventory' }).click();
  const panel = page.getByTestId('item-inventory');
  await expect(panel.getByTestId(`bin-${bin.id}`).getByRole('cell').nth(1)).toHaveText(
    (binBefore + 7).toLocaleString('en-US'),
  );
  await page.screenshot({ path: 'test-results/item-inventory-panel.png', fullPage: true });
});

test('the warehouses page lists warehouses with bins and adds a bin', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/warehouses');
  await expect(page.getByRole('heading', { name: 'Warehouses' })).toBeVisible();
  await page.getByText('Denver Main Warehouse').first().click();
  const name = `Z-${Date.now().toString(36)}`;
  await page.getByLabel('New bin name').fill(name);
  await page.getByRole('button', { name: 'Add bin' }).click();
  await expect(page.getByLabel(`Bin ${name} name`)).toHaveValue(name);
  await page.screenshot({ path: 'test-results/warehouses-page.png', fullPage: true });
});
