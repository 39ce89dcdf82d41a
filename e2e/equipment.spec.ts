import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

/**
 * A person opens a location, creates equipment there, opens it, records a metric reading and adds a
 * recommendation, and sees both on screen.
 */
test('create equipment at a location, record a reading and add a recommendation', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Equipment Test Co'));
  const location = await apiPost<{ id: number; name: string }>(page, '/locations', {
    customerId: customer.id,
    name: unique('Plant'),
  });
  const name = unique('Rooftop unit');

  await page.goto(`/page/6041/${location.id}`);
  await expect(page.getByTestId('location-header')).toBeVisible();
  await page.getByRole('tab', { name: 'Equipment' }).click();
  await expect(page.getByText('No equipment yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New equipment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New equipment' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Serial number').fill('RTU-7781');
  await dialog.getByLabel('Model number').fill('XR-15');
  await dialog.getByRole('button', { name: 'Create equipment' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('table', { name: 'Equipment' });
  const link = list.getByRole('link', { name });
  await expect(link).toBeVisible();
  await expect(list.getByText('RTU-7781')).toBeVisible();
  await page.screenshot({ path: '/tmp/equipment-location-tab.png' });

  // The saved record is at this location of this customer.
  const [saved] = await apiGet<{ id: number; customerId: number }[]>(
    page,
    `/equipment/query?locationId=${location.id}`,
  );
  expect(saved.customerId).toBe(customer.id);

  await page.goto((await link.getAttribute('href')) as string);
  const header = page.getByTestId('equipment-header');
  await expect(header.getByRole('heading', { name })).toBeVisible();
  await expect(header.getByText('RTU-7781')).toBeVisible();
  await expect(header.getByRole('link', { name: customer.name })).toBeVisible();
  await expect(header.getByRole('link', { name: location.name })).toBeVisible();

  // Metrics: add one, record a reading, see it as the last reading and in the history.
  await page.getByLabel('New metric').fill('Run hours');
  await page.getByLabel('Unit').fill('h');
  await page.getByRole('button', { name: 'Add metric' }).click();
  const metrics = page.getByRole('table', { name: 'Metrics' });
  const row = metrics.getByRole('row', { name: /Run hours/ });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Record reading' }).click();
  const reading = page.getByRole('dialog', { name: 'Record reading — Run hours' });
  await reading.getByLabel('Reading (h)').fill('1350.5');
  await reading.getByLabel('Note').fill('Spring PM visit');
  await reading.getByRole('button', { name: 'Save reading' }).click();
  await expect(reading).toBeHidden();
  await expect(row.getByText('1350.5 h')).toBeVisible();
  const history = page.getByRole('table', { name: 'Readings of Run hours' });
  await expect(history.getByText('Spring PM visit')).toBeVisible();
  await header.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/equipment-header.png' });
  await history.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/equipment-metrics.png' });

  // Recommendations: add one (status Open by default), see it listed.
  await page.getByRole('tab', { name: 'Recommendations' }).click();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Repair' }).click();
  await page.getByRole('textbox', { name: 'Recommendation' }).fill('Replace the worn blower belt');
  await page.getByRole('button', { name: 'Add recommendation' }).click();
  const recs = page.getByRole('table', { name: 'Recommendations' });
  const rec = recs.getByRole('row', { name: /Replace the worn blower belt/ });
  await expect(rec).toBeVisible();
  await expect(rec.getByText('Repair')).toBeVisible();
  await expect(rec.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
  await rec.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/equipment-recommendations.png' });

  // The other tabs open: linked items with the item typeahead, and the (still empty) job history.
  await page.getByRole('tab', { name: 'Linked items' }).click();
  const linkedPanel = page.getByRole('tabpanel', { name: 'Linked items' });
  await expect(linkedPanel.getByText('No linked items yet.')).toBeVisible();
  await linkedPanel.getByRole('textbox', { name: 'Link an item' }).fill('capacitor 45/5');
  await page.getByRole('option', { name: /CAP-TIT-45X5-440/ }).click();
  await linkedPanel.getByLabel('Quantity').fill('2');
  await linkedPanel.getByRole('button', { name: 'Link item' }).click();
  const linkedRow = linkedPanel.getByRole('row', { name: /CAP-TIT-45X5-440/ });
  await expect(linkedRow.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  // An item override, then a changed price.
  await page.getByRole('tab', { name: 'Item overrides' }).click();
  const overridePanel = page.getByRole('tabpanel', { name: 'Item overrides' });
  await overridePanel.getByRole('textbox', { name: 'Item' }).fill('capacitor 45/5');
  await page.getByRole('option', { name: /CAP-TIT-45X5-440/ }).click();
  await overridePanel.getByLabel('Price').fill('12.50');
  await overridePanel.getByRole('button', { name: 'Add override' }).click();
  const overrideRow = overridePanel.getByRole('row', { name: /CAP-TIT-45X5-440/ });
  await expect(overrideRow.getByText('$12.50')).toBeVisible();
  await overrideRow.getByRole('button', { name: /Edit override/ }).click();
  const editDialog = page.getByRole('dialog', { name: /Override of CAP-TIT-45X5-440/ });
  await editDialog.getByLabel('Price').fill('11');
  await editDialog.getByRole('button', { name: 'Save override' }).click();
  await expect(editDialog).toBeHidden();
  await expect(overrideRow.getByText('$11.00')).toBeVisible();
  await overrideRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/equipment-overrides.png' });
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await expect(page.getByText('No jobs have worked on this equipment yet.')).toBeVisible();
  await page.screenshot({ path: '/tmp/equipment-jobs.png' });

  // Both are stored.
  const stored = await apiGet<{ description: string; status: { name: string } }[]>(
    page,
    `/equipmentRecommendations?equipmentId=${saved.id}`,
  );
  expect(stored.map((r) => [r.description, r.status.name])).toEqual([
    ['Replace the worn blower belt', 'Open'],
  ]);
  const [metric] = await apiGet<{ lastReading: string }[]>(page, `/equipment/${saved.id}/metrics`);
  expect(metric.lastReading).toBe('1350.5000');

  // The equipment list (left navigation) finds it by serial number.
  await page.getByRole('link', { name: 'Equipment', exact: true }).click();
  await page.getByLabel('Search equipment').fill('RTU-7781');
  const table = page.getByRole('table', { name: 'Equipment' });
  // The header row and the one match once the search has applied.
  await expect(table.getByRole('row')).toHaveCount(2);
  const found = table.getByRole('row', { name: new RegExp(name) });
  await expect(found).toBeVisible();
  await expect(found.getByRole('link', { name: location.name })).toBeVisible();
  await page.screenshot({ path: '/tmp/equipment-list.png' });

  // The customer page's Equipment tab lists it with its location.
  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('tab', { name: 'Equipment' }).click();
  const atCustomer = page.getByRole('table', { name: 'Equipment' });
  await expect(atCustomer.getByRole('link', { name })).toBeVisible();
  await expect(atCustomer.getByRole('link', { name: location.name })).toBeVisible();
  await atCustomer.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/equipment-customer-tab.png' });
});
