import { expect, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiGet, apiPost } from './locations-api';

interface Named {
  id: number;
  name: string;
}

/**
 * Issue 14: receive a purchase order on screen, then see the inventory account on the trial balance and the
 * inventory valuation report agree (the receipt posted Dr Inventory / Cr Received Not Billed), both before
 * and after the receipt moved them by its value.
 */
test('receive a purchase order and see the inventory account and the valuation report agree', async ({
  page,
}) => {
  await signIn(page);
  const offices = await apiGet<Named[]>(page, '/cache/offices');
  const warehouses = await apiGet<{ id: number; name: string; bins: Named[] }[]>(
    page,
    `/warehouses?officeId=${offices[0].id}&isVan=false&active=true`,
  );
  const suppliers = await apiGet<Named[]>(page, '/suppliers?isActive=true');
  const [bought] = await apiGet<{ itemId: number; itemCode: string }[]>(
    page,
    '/purchaseorders/queryitems?status=Received&purchaseOrderType=Stock%20Order&limit=1',
  );
  const statuses = await apiGet<Named[]>(page, '/cache/postatuses');
  const po = await apiPost<{ id: number; poNumber: string }>(page, '/purchaseorders', {
    supplierId: suppliers[0].id,
    officeId: offices[0].id,
    warehouseId: warehouses[0].id,
    orderDate: '2026-11-20',
    items: [{ itemId: bought.itemId, quantity: 4, unitCost: '12.3456' }],
  });
  const ordered = await page.request.patch(`/v1/purchaseorders/${po.id}`, {
    data: { statusId: statuses.find((s) => s.name === 'Ordered')!.id },
    headers: { 'X-Requested-With': 'fieldline' },
  });
  expect(ordered.ok()).toBe(true);

  const inventoryOnTrialBalance = async () => {
    await page.goto('/reports/trial-balance');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Inventory', exact: true }) });
    await expect(row).toHaveCount(1);
    return (await row.getByRole('cell').nth(3).innerText()).trim();
  };
  const valuationTotal = async () => {
    await page.goto('/reports/inventory-valuation');
    const total = page.getByTestId('valuation-total');
    await expect(total).toBeVisible();
    return (await total.innerText()).replace('Total value', '').trim();
  };
  const amount = (s: string) => Number(s.replace(/[$,]/g, ''));

  const ledgerBefore = await inventoryOnTrialBalance();
  expect(amount(await valuationTotal())).toBe(amount(ledgerBefore));

  await page.goto(`/page/6083/${po.id}`);
  await page.getByRole('button', { name: 'Receive', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Receive ${po.poNumber}` });
  await expect(dialog.getByLabel(`Receive quantity of ${bought.itemCode}`)).toHaveValue('4');
  await dialog.getByRole('button', { name: 'Receive', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading').getByText('Received', { exact: true })).toBeVisible();

  // 4 x 12.3456 = 49.3824, posted as 49.38.
  const ledgerAfter = await inventoryOnTrialBalance();
  await page.screenshot({ path: 'test-results/inventory-ledger-trial-balance.png', fullPage: true });
  expect(amount(ledgerAfter) - amount(ledgerBefore)).toBeCloseTo(49.38, 2);
  const reportAfter = await valuationTotal();
  await expect(
    page.getByRole('table', { name: 'Inventory valuation' }).getByText(bought.itemCode),
  ).toBeVisible();
  // The top of the report (it lists every stocked item of the demo, a long page).
  await page.screenshot({ path: 'test-results/inventory-valuation.png' });
  expect(amount(reportAfter)).toBe(amount(ledgerAfter));
});
