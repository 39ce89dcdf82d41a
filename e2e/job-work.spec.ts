import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

interface Named {
  id: number;
  name: string;
}

async function newJob(page: Page, name: string) {
  const customer = await createCustomer(page, unique('Work Customer'));
  const location = await apiPost<Named>(page, '/locations', { customerId: customer.id, name: 'Main plant' });
  const [office] = await apiGet<Named[]>(page, '/cache/offices');
  const types = await apiGet<(Named & { type: string })[]>(page, '/cache/jobtypes');
  const job = await apiPost<{ id: number; jobNumber: string }>(page, '/jobs', {
    customerId: customer.id,
    locationId: location.id,
    jobTypeId: types.find((t) => t.type === 'SVC')!.id,
    officeId: office.id,
    name: unique(name),
  });
  return { customer, location, job };
}

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A person opens a job (made through the API), enters time with a start and an end, takes a customer
 * signoff with a signature drawn on the pad, adds an expense, and sees all three on the job's tabs.
 */
test('add time, a drawn signoff and an expense to a job', async ({ page }) => {
  await signIn(page);
  const employees = await apiGet<(Named & { email: string })[]>(page, '/cache/employees');
  const me = employees.find((e) => e.email === ADMIN.email)!;
  const { job } = await newJob(page, 'Chiller service');

  await page.goto(`/page/6081/${job.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(job.jobNumber) })).toBeVisible();

  // Time: start and end give the hours.
  await page.getByRole('tab', { name: 'Time' }).click();
  await expect(page.getByText('No time has been entered for this job.')).toBeVisible();
  await page.getByRole('button', { name: 'Add time' }).click();
  const time = page.getByRole('dialog', { name: 'Add time' });
  await choose(page, time.getByLabel('Employee'), me.name);
  await choose(page, time.getByLabel('Time type'), 'Regular');
  await time.getByLabel('Start time').fill('08:00');
  await time.getByLabel('End time').fill('10:30');
  await expect(time.getByLabel('Hours')).toHaveValue('2.50');
  await time.getByLabel('Description').fill('Cleaned condenser coils');
  await page.screenshot({ path: '/tmp/job-work-time-dialog.png' });
  await time.getByRole('button', { name: 'Save' }).click();
  await expect(time).toBeHidden();
  const timeRow = page.getByRole('row', { name: /Cleaned condenser coils/ });
  await expect(timeRow).toContainText(me.name);
  await expect(timeRow).toContainText('2:30');
  await expect(timeRow).toContainText('8:00 AM – 10:30 AM');

  // Edit several rows at once: change the billed time and save together.
  await page.getByRole('button', { name: 'Edit several' }).click();
  await page.getByRole('textbox', { name: /^Billed time of row/ }).fill('2');
  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(page.getByRole('button', { name: 'Edit several' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Cleaned condenser coils/ })).toContainText('2:00');
  await page.screenshot({ path: '/tmp/job-work-time.png', fullPage: true });

  // Signoff with a drawn signature.
  await page.getByRole('tab', { name: 'Signoffs' }).click();
  await page.getByRole('button', { name: 'New signoff' }).click();
  const signoff = page.getByRole('dialog', { name: 'New signoff' });
  await signoff.getByLabel('Name').fill('Pat Customer');
  await signoff.getByLabel('E-mail').fill('pat@example.com');
  const pad = signoff.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) {
    await page.mouse.move(box.x + 30 + i * 25, box.y + box.height * (0.7 - 0.4 * Math.sin(i / 2)));
  }
  await page.mouse.up();
  await expect(signoff.getByText('Signed.')).toBeVisible();
  await page.screenshot({ path: '/tmp/job-work-signoff-dialog.png' });
  await signoff.getByRole('button', { name: 'Save signoff' }).click();
  await expect(signoff).toBeHidden();
  const signRow = page.getByRole('row', { name: /Pat Customer/ });
  await expect(signRow).toContainText('pat@example.com');
  await expect(signRow).toContainText('Yes');
  await signRow.getByRole('button', { name: 'View signoff of Pat Customer' }).click();
  const view = page.getByRole('dialog', { name: 'Signoff' });
  await expect(view.getByRole('img', { name: 'Signature of Pat Customer' })).toBeVisible();
  await page.screenshot({ path: '/tmp/job-work-signoff.png' });
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  // Expense.
  await page.getByRole('tab', { name: 'Expenses' }).click();
  await page.getByRole('button', { name: 'Add expense' }).click();
  const expense = page.getByRole('dialog', { name: 'Add expense' });
  await expense.getByLabel('Description').fill('Refrigerant from supply house');
  await expense.getByLabel('Amount').fill('84.5');
  await expense.getByLabel('Vendor').fill('Cool Supply Co');
  await expense.getByRole('button', { name: 'Save' }).click();
  await expect(expense).toBeHidden();
  const expenseRow = page.getByRole('row', { name: /Refrigerant from supply house/ });
  await expect(expenseRow).toContainText('Cool Supply Co');
  await expect(expenseRow).toContainText('84.50');
  await page.screenshot({ path: '/tmp/job-work-expenses.png', fullPage: true });

  // All three are saved: a reload shows them.
  await page.reload();
  await page.getByRole('tab', { name: 'Time' }).click();
  await expect(page.getByRole('row', { name: /Cleaned condenser coils/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Signoffs' }).click();
  await expect(page.getByRole('row', { name: /Pat Customer/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Expenses' }).click();
  await expect(page.getByRole('row', { name: /Refrigerant from supply house/ })).toBeVisible();
});

/**
 * Equipment, inventory and packing slips: a reading is recorded on equipment of the job's location,
 * a stocked line is issued from stock (on hand drops by its quantity) and half of it is shipped.
 */
test('record a reading, issue a stocked line from stock and ship it on a packing slip', async ({ page }) => {
  await signIn(page);
  const { customer, location, job } = await newJob(page, 'Rooftop unit repair');
  const unit = await apiPost<Named>(page, '/equipment', {
    customerId: customer.id,
    locationId: location.id,
    name: 'Rooftop unit 1',
    serialNumber: unique('RTU').replace(' ', '-'),
  });
  await apiPost(page, `/equipment/${unit.id}/metrics`, {
    name: 'Run hours',
    description: 'Compressor hours',
  });
  const stock = await apiGet<{
    data: { itemId: number; itemCode: string; warehouseId: number; available: string; onHand: string }[];
  }>(page, '/inventory/search?onlyInStock=true&limit=200');
  const row = stock.data.find((r) => Number(r.available) >= 4 && Number(r.onHand) >= 4)!;
  await apiPost(page, `/jobs/${job.id}/items`, {
    itemId: row.itemId,
    quantity: 2,
    warehouseId: row.warehouseId,
  });

  await page.goto(`/page/6081/${job.id}`);
  await page.getByRole('tab', { name: 'Equipment' }).click();
  await expect(page.getByText('No equipment on this job.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Equipment at this location' }).click();
  await page.getByRole('option', { name: /^Rooftop unit 1/ }).click();
  await page.getByRole('button', { name: 'Add to job' }).click();
  await expect(page.getByRole('heading', { name: 'Rooftop unit 1' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Reading' }).fill('1520.5');
  await page.getByRole('button', { name: 'Record reading' }).click();
  await expect(page.getByRole('row', { name: /Run hours/ })).toContainText('1520.5');
  await page.screenshot({ path: '/tmp/job-work-equipment.png', fullPage: true });

  // A recommendation found on the job, for the unit worked on.
  await page.getByRole('tab', { name: 'Recommendations' }).click();
  await page.getByRole('combobox', { name: 'Equipment', exact: true }).click();
  await page.getByRole('option', { name: /Rooftop unit 1/ }).click();
  await choose(page, page.getByRole('combobox', { name: 'Type', exact: true }), 'Replace');
  await page
    .getByRole('textbox', { name: 'Recommendation', exact: true })
    .fill('Compressor is near the end of its life');
  await page.getByRole('button', { name: 'Add recommendation' }).click();
  const found = page.getByRole('row', { name: /Compressor is near the end of its life/ });
  await expect(found).toContainText('Rooftop unit 1');
  await expect(found).toContainText('Replace');
  const listed = await apiGet<{ equipment: { id: number }; jobId: number }[]>(
    page,
    `/jobs/${job.id}/recommendations`,
  );
  expect(listed.map((r) => [r.equipment.id, r.jobId])).toEqual([[unit.id, job.id]]);
  await page.screenshot({ path: '/tmp/job-work-recommendations.png', fullPage: true });

  const before = await apiGet<{ onHand: string }>(
    page,
    `/inventory/items/${row.itemId}?type=W&warehouseIds=${row.warehouseId}`,
  );
  await page.getByRole('tab', { name: 'Inventory' }).click();
  const line = page.getByRole('row', { name: new RegExp(row.itemCode) });
  await expect(line).toContainText('2');
  await page.getByRole('button', { name: 'Issue from stock' }).click();
  const issued = page.waitForResponse(
    (r) => r.url().includes('/postProcessingInventory') && r.request().method() === 'POST',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Issue', exact: true }).click();
  const answer = await issued;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByText(/^Issued from stock on/)).toBeVisible();
  await page.screenshot({ path: '/tmp/job-work-inventory.png', fullPage: true });
  const after = await apiGet<{ onHand: string }>(
    page,
    `/inventory/items/${row.itemId}?type=W&warehouseIds=${row.warehouseId}`,
  );
  expect(Number(before.onHand) - Number(after.onHand)).toBe(2);

  await page.getByRole('tab', { name: 'Packing slips' }).click();
  await page.getByLabel(`Quantity of ${row.itemCode} to ship`).fill('1');
  await page.getByRole('textbox', { name: 'Note' }).fill('First box');
  await page.getByRole('button', { name: 'Create packing slip' }).click();
  await expect(page.getByText('First box')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(row.itemCode) }).first()).toContainText('1');
  await page.screenshot({ path: '/tmp/job-work-packing.png', fullPage: true });
});
