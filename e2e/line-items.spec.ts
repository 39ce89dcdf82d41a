import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

interface Named {
  id: number;
  name: string;
}
interface Collection {
  groups: { id: number; name: string }[];
  items: {
    id: number;
    description: string;
    group: { id: number };
    item: { name: string; isStocked: boolean };
    warehouseId: number | null;
  }[];
  totals: { subtotal: string; total: string; cost: string };
  sourcing: {
    defaultWarehouseId: number | null;
    warehouses: { id: number; name: string; isVan: boolean; canSourceFrom: boolean }[];
  };
}

const layout = (c: Collection) =>
  c.groups.map((g) => `${g.name}:${c.items.filter((i) => i.group.id === g.id).map((i) => i.description)}`);

async function patch(page: Page, path: string, data: unknown) {
  const res = await page.request.patch(`/v1${path}`, { data, headers: { 'X-Requested-With': 'fieldline' } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
}

/**
 * The line-item table on a bid: lines added through the API and the add-item row, inline edits with
 * has-error marking, a move across a group edge, the Edit Groups flags and the totals on screen.
 */
test('line-item table: edit, move across a group edge, group flags and totals', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Line Items Customer'));
  const location = await apiPost<Named>(page, '/locations', { customerId: customer.id, name: 'Main site' });
  const [office] = await apiGet<Named[]>(page, '/cache/offices');
  const bid = await apiPost<Named>(page, '/bids', {
    customerId: customer.id,
    locationId: location.id,
    officeId: office.id,
    name: unique('Rooftop unit replacement'),
  });
  // Equipment installed at the bid's location, for the line's equipment select.
  const serial = unique('RT');
  const unit = await apiPost<Named>(page, '/equipment', {
    customerId: customer.id,
    locationId: location.id,
    name: 'Rooftop unit 1',
    serialNumber: serial,
  });
  await apiPost(page, '/equipment', { customerId: customer.id, locationId: location.id, name: 'Boiler 2' });
  const found = await apiGet<{ data: { id: number; name: string; quantityStep: string }[] }>(
    page,
    '/items/search?query=filter&isActive=true&limit=100',
  );
  // Whole-unit items with distinct names (several makers share a name).
  const whole = found.data.filter(
    (i, n, all) => Number(i.quantityStep) === 1 && all.findIndex((x) => x.name === i.name) === n,
  );
  expect(whole.length).toBeGreaterThan(3);
  const base = `/bids/${bid.id}/items`;
  const add = (i: number, groupName: string, description: string, quantity = 2) =>
    apiPost(page, base, { itemId: whole[i].id, quantity, groupName, description });
  await add(0, 'Equipment', 'Unit A');
  await add(1, 'Equipment', 'Unit B');
  await add(2, 'Labor', 'Crane lift', 1);

  await page.goto(`/page/6085/${bid.id}`);
  await page.getByRole('tab', { name: 'Items' }).click();
  const table = page.getByRole('table', { name: 'Line items' });
  await expect(table.getByRole('row')).toHaveCount(1 + 3 + 3); // header, 3 group rows, 3 lines

  // The add-item row: refused without an item; then an item through the typeahead.
  const addRow = page.getByTestId('add-item-row');
  await addRow.getByRole('button', { name: 'Add' }).click();
  await expect(addRow.getByText('Choose an item')).toBeVisible();
  await addRow.getByLabel('Add item').fill(whole[3].name);
  await page.getByRole('option').filter({ hasText: whole[3].name }).first().click();
  await addRow.getByLabel('Quantity').fill('3');
  await addRow.getByRole('button', { name: 'Add' }).click();
  await expect(table.getByRole('row')).toHaveCount(1 + 3 + 4);

  // An invalid cost is marked and not sent; a valid quantity is sent alone.
  const cost = table.getByLabel(`Cost of ${whole[0].name}`);
  await cost.fill('abc');
  await cost.press('Enter');
  await expect(cost).toHaveAttribute('aria-invalid', 'true');
  const quantity = table.getByLabel(`Quantity of ${whole[0].name}`);
  const sent = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().includes(`${base}/`));
  await quantity.fill('4');
  await quantity.press('Enter');
  expect((await sent).postDataJSON()).toEqual({ quantity: '4' });

  // Unit B is the last line of Equipment: down moves it to the top of Labor.
  await table.getByLabel(`Move ${whole[1].name} down`).click();
  await expect
    .poll(async () => layout(await apiGet<Collection>(page, base)).slice(0, 2))
    .toEqual(['Equipment:Unit A', 'Labor:Unit B,Crane lift']);
  await expect(table.getByLabel(`Move ${whole[0].name} up`)).toBeDisabled();

  // Group flags: clearing Subtotal clears and disables Tax and total; the header shows no subtotal.
  await page.getByRole('button', { name: 'Edit Groups' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Groups' });
  await dialog.getByLabel('Subtotal (Labor)').uncheck();
  await expect(dialog.getByLabel('Tax and total (Labor)')).toBeDisabled();
  await expect(dialog.getByLabel('Tax and total (Labor)')).not.toBeChecked();
  await dialog.getByLabel('Show detail (Equipment)').uncheck();
  await expect(dialog.getByLabel('Price (Equipment)')).toBeDisabled();
  await dialog.screenshot({ path: '/tmp/line-items-groups.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const collection = await apiGet<Collection>(page, base);
  const labor = collection.groups.find((g) => g.name === 'Labor') as Named;
  await expect(page.getByTestId(`group-totals-${labor.id}`)).toHaveText('');
  await expect(page.getByText('Detail hidden on documents')).toBeVisible();

  // The totals on screen are the server's.
  const totals = page.getByRole('group', { name: 'Collection totals' });
  const money = (v: string) => Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 });
  await expect(totals.locator('[data-total="Subtotal"]')).toContainText(money(collection.totals.subtotal));
  await expect(totals.locator('[data-total="Cost"]')).toContainText(money(collection.totals.cost));

  // Stocked lines allocate from the office default warehouse; choosing another is one PATCH.
  const stocked = collection.items.find((i) => i.item.isStocked);
  if (!stocked) throw new Error('no stocked line');
  expect(stocked.warehouseId).not.toBeNull();
  expect(stocked.warehouseId).toBe(collection.sourcing.defaultWarehouseId);
  const other = collection.sourcing.warehouses.find(
    (w) => w.canSourceFrom && !w.isVan && w.id !== stocked.warehouseId,
  );
  if (!other) throw new Error('no other sourcing warehouse');
  const warehouse = table.locator(`input[aria-label="Warehouse of ${stocked.item.name}"]`);
  await warehouse.click();
  await expect(page.getByRole('option', { name: other.name, exact: true })).toBeVisible();
  await page.screenshot({ path: '/tmp/line-items-warehouse-open.png' });
  const moved = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith(`${base}/${stocked.id}`),
  );
  await page.getByRole('option', { name: other.name, exact: true }).click();
  expect((await moved).postDataJSON()).toEqual({ warehouseId: other.id });
  await expect(warehouse).toHaveValue(other.name);
  await page.getByTestId('line-item-table').screenshot({ path: '/tmp/line-items-warehouse.png' });

  // The equipment a line is for: the location's units as "name · serial"; choosing one is one PATCH.
  const unitA = collection.items.find((i) => i.description === 'Unit A');
  if (!unitA) throw new Error('no Unit A line');
  const equipment = table.getByRole('combobox', { name: `Equipment of ${unitA.item.name}` });
  await expect(equipment).toHaveAttribute('placeholder', 'No equipment');
  await equipment.click();
  const choice = page.getByRole('option', { name: `Rooftop unit 1 · ${serial}` });
  await expect(page.getByRole('option', { name: 'Boiler 2', exact: true })).toBeVisible();
  const linked = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith(`${base}/${unitA.id}/equipment`),
  );
  await choice.click();
  expect((await linked).postDataJSON()).toEqual({ equipmentId: unit.id });
  await expect(equipment).toHaveValue(`Rooftop unit 1 · ${serial}`);
  await expect
    .poll(async () => (await apiGet<{ equipmentId: number | null }>(page, `${base}/${unitA.id}`)).equipmentId)
    .toBe(unit.id);
  // The table fits its container: no sideways scrolling at this width.
  const outer = await page.getByTestId('line-item-table').boundingBox();
  const inner = await table.boundingBox();
  expect(inner && outer && inner.width <= outer.width + 1).toBe(true);

  // The note counter.
  await table.getByLabel(`Note for ${whole[2].name}`).click();
  await page.getByLabel('Note', { exact: true }).fill('Crane booked for 7 am');
  await expect(page.getByTestId('note-counter')).toHaveText('21 / 2000');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect
    .poll(async () => (await apiGet<{ note: string }>(page, `${base}/${collection.items[2].id}`)).note)
    .toBe('Crane booked for 7 am');
  await page.getByTestId('line-item-table').screenshot({ path: '/tmp/line-items.png' });

  // A locked collection is flagged and read-only.
  await patch(page, base, { isLocked: true });
  await page.reload();
  await page.getByRole('tab', { name: 'Items' }).click();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByTestId('add-item-row')).toHaveCount(0);
  await expect(table.getByLabel(`Equipment of ${unitA.item.name}`)).toHaveText(`Rooftop unit 1 · ${serial}`);
  await page.getByTestId('line-item-table').screenshot({ path: '/tmp/line-items-locked.png' });
});
