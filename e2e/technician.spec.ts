import { expect, type Page, type Response, test } from '@playwright/test';
import { signIn, signOut, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const TECHNICIAN = { email: 'jordan.lee@example.com', password: 'fieldline-demo', name: 'Jordan Lee' };

interface Named {
  id: number;
  name: string;
}

/** As the administrator: a job assigned to the technician, with one priced line. */
async function assignedJob(page: Page) {
  const customer = await createCustomer(page, unique('Tech Customer'));
  const location = await apiPost<Named>(page, '/locations', { customerId: customer.id, name: 'Boiler room' });
  const [office] = await apiGet<Named[]>(page, '/cache/offices');
  const types = await apiGet<(Named & { type: string })[]>(page, '/cache/jobtypes');
  const employees = await apiGet<(Named & { email: string })[]>(page, '/cache/employees');
  const tech = employees.find((e) => e.email === TECHNICIAN.email)!;
  const job = await apiPost<{ id: number; jobNumber: string }>(page, '/jobs', {
    customerId: customer.id,
    locationId: location.id,
    jobTypeId: types.find((t) => t.type === 'SVC')!.id,
    officeId: office.id,
    assignedResourceId: tech.id,
    name: unique('Boiler tune-up'),
  });
  const items = await apiGet<{ data: { id: number; name: string }[] }>(page, '/items/search?limit=1');
  await apiPost(page, `/jobs/${job.id}/items`, { itemId: items.data[0].id, quantity: 2, cost: '37.5' });
  return { job, customer, item: items.data[0] };
}

/**
 * Issue 15 item 9: a technician opens the job assigned to them, records time on it, sees its line items
 * without a cost column or cost totals, and searches from the header without any call answering 403.
 */
test('a technician records time on an assigned job and sees no cost column', async ({ page }) => {
  await signIn(page);
  const { job, customer, item } = await assignedJob(page);
  await signOut(page);

  const refused: string[] = [];
  page.on('response', (res: Response) => {
    if (res.status() === 403) refused.push(`${res.request().method()} ${res.url()}`);
  });
  await signIn(page, TECHNICIAN.email, TECHNICIAN.password);
  await page.goto(`/page/6081/${job.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(job.jobNumber) })).toBeVisible();

  // Line items: prices, no costs.
  await page.getByRole('tab', { name: 'Items' }).click();
  const table = page.getByRole('table', { name: 'Line items' });
  await expect(table.getByRole('row', { name: new RegExp(item.name) })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Cost' })).toHaveCount(0);
  const totals = page.getByRole('group', { name: 'Collection totals' });
  await expect(totals.locator('[data-total="Total"]')).toBeVisible();
  for (const hidden of ['Cost', 'Markup', 'Margin', 'Gross profit', 'Gross profit %'])
    await expect(totals.locator(`[data-total="${hidden}"]`)).toHaveCount(0);
  await expect(page.getByText('37.50')).toHaveCount(0);
  await page.screenshot({ path: '.tmp/shots/technician-items.png', fullPage: true });

  // Time on the assigned job.
  await page.getByRole('tab', { name: 'Time' }).click();
  await page.getByRole('button', { name: 'Add time' }).click();
  const time = page.getByRole('dialog', { name: 'Add time' });
  await time.getByLabel('Employee').click();
  await page.getByRole('option', { name: TECHNICIAN.name, exact: true }).click();
  await time.getByLabel('Time type').click();
  await page.getByRole('option', { name: 'Regular', exact: true }).click();
  await time.getByLabel('Start time').fill('09:00');
  await time.getByLabel('End time').fill('11:15');
  await time.getByLabel('Description').fill('Tuned the boiler burner');
  await time.getByRole('button', { name: 'Save' }).click();
  await expect(time).toBeHidden();
  const row = page.getByRole('row', { name: /Tuned the boiler burner/ });
  await expect(row).toContainText(TECHNICIAN.name);
  await expect(row).toContainText('2:15');
  await page.screenshot({ path: '.tmp/shots/technician-time.png', fullPage: true });

  // The header search runs only the searches a technician may run.
  const search = page.getByTestId('global-search');
  const answered = page.waitForResponse((res) => res.url().includes('/v1/customers/search'));
  await search.fill(customer.name.slice(0, 12));
  await answered;
  await expect(page.getByRole('option', { name: new RegExp(customer.name) }).first()).toBeVisible();
  expect(refused).toEqual([]);
});
