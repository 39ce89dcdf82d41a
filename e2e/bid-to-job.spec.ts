import fs from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { ADMIN, signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

interface Named {
  id: number;
  name: string;
}
interface Collection {
  groups: { id: number; name: string }[];
  items: { id: number; description: string; group: { id: number } }[];
  totals: { subtotal: string; total: string; cost: string; price: string };
}

async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

const money = (v: string) => Number(v).toLocaleString('en-US', { minimumFractionDigits: 2 });

/**
 * Issue 6's whole workflow as a person does it: build a bid with two groups and five items, move an
 * item across the group edge, change the group flags, check the totals on screen, convert the bid to a
 * job, add time and a signoff, open the job summary as the customer type with two sections hidden and
 * download the signoff PDF.
 */
test('bid to job: groups, items, totals, conversion, time, signoff, summary and PDF', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const customer = await createCustomer(page, unique('Workflow Customer'));
  await apiPost(page, '/locations', { customerId: customer.id, name: 'Plant 2' });
  const found = await apiGet<{ data: { id: number; name: string; quantityStep: string }[] }>(
    page,
    '/items/search?query=filter&isActive=true&limit=100',
  );
  // Five whole-unit items with distinct names.
  const items = found.data
    .filter((i, n, all) => Number(i.quantityStep) === 1 && all.findIndex((x) => x.name === i.name) === n)
    .slice(0, 5);
  expect(items).toHaveLength(5);

  // The bid, from the bids list.
  await page.goto('/bids');
  await page.getByRole('button', { name: 'New bid' }).click();
  const newBid = page.getByRole('dialog', { name: 'New bid' });
  await newBid.getByLabel('Customer').fill(customer.name.slice(0, 14));
  await page.getByRole('option', { name: new RegExp(customer.name) }).click();
  await expect(newBid.getByLabel('Location')).toHaveValue(/Plant 2/);
  await choose(page, newBid.getByLabel('Job type'), 'INST · Installation');
  const bidName = unique('Boiler room retrofit');
  await newBid.getByLabel('Bid name').fill(bidName);
  await newBid.getByRole('button', { name: 'Create bid' }).click();
  await expect(page).toHaveURL(/\/page\/6085\/\d+$/);
  const bidId = Number(page.url().split('/').pop());
  const base = `/bids/${bidId}/items`;

  // Two groups through Edit Groups.
  await page.getByRole('tab', { name: 'Items' }).click();
  await page.getByRole('button', { name: 'Edit Groups' }).click();
  const groups = page.getByRole('dialog', { name: 'Edit Groups' });
  for (const name of ['Equipment', 'Labor']) {
    await groups.getByRole('button', { name: 'Add group' }).click();
    await groups.getByLabel('Group name').and(page.locator('[value=""]')).first().fill(name);
  }
  await groups.getByRole('button', { name: 'Save' }).click();
  await expect(groups).toBeHidden();
  await expect
    .poll(async () => (await apiGet<Collection>(page, base)).groups.map((g) => g.name))
    .toEqual(expect.arrayContaining(['Equipment', 'Labor']));

  // Five items through the add-item row: three in Equipment, two in Labor.
  const addRow = page.getByTestId('add-item-row');
  const table = page.getByRole('table', { name: 'Line items' });
  for (const [n, item] of items.entries()) {
    await addRow.getByLabel('Add item').fill(item.name);
    await page.getByRole('option').filter({ hasText: item.name }).first().click();
    await addRow.getByLabel('Quantity').fill(String(n + 1));
    await choose(page, addRow.getByLabel('Group'), n < 3 ? 'Equipment' : 'Labor');
    await addRow.getByRole('button', { name: 'Add' }).click();
    await expect(table.getByLabel(`Quantity of ${item.name}`)).toBeVisible();
  }
  const layout = async () => {
    const c = await apiGet<Collection>(page, base);
    return Object.fromEntries(
      c.groups.map((g) => [g.name, c.items.filter((i) => i.group.id === g.id).length]),
    );
  };
  await expect.poll(layout).toMatchObject({ Equipment: 3, Labor: 2 });

  // The last line of Equipment moves down across the edge into Labor.
  await table.getByLabel(`Move ${items[2].name} down`).click();
  await expect.poll(layout).toMatchObject({ Equipment: 2, Labor: 3 });

  // Group flags: clearing Subtotal on Labor clears and disables Tax and total.
  await page.getByRole('button', { name: 'Edit Groups' }).click();
  await groups.getByLabel('Subtotal (Labor)').uncheck();
  await expect(groups.getByLabel('Tax and total (Labor)')).toBeDisabled();
  await expect(groups.getByLabel('Tax and total (Labor)')).not.toBeChecked();
  await groups.getByRole('button', { name: 'Save' }).click();
  await expect(groups).toBeHidden();

  // The totals on screen are the server's.
  const collection = await apiGet<Collection>(page, base);
  const totals = page.getByRole('group', { name: 'Collection totals' });
  await expect(totals.locator('[data-total="Subtotal"]')).toContainText(money(collection.totals.subtotal));
  await expect(totals.locator('[data-total="Cost"]')).toContainText(money(collection.totals.cost));
  await expect(totals.locator('[data-total="Total"]')).toContainText(money(collection.totals.total));
  await page.screenshot({ path: '/tmp/workflow-bid.png', fullPage: true });

  // Sent, accepted, converted: the job page opens.
  await page.getByRole('button', { name: 'Mark Sent' }).click();
  await expect(page.getByTestId('bid-status')).toHaveText('Sent');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('bid-status')).toHaveText('Accepted');
  await page.getByRole('button', { name: 'Convert to Job' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Convert to Job' }).click();
  await expect(page).toHaveURL(/\/page\/6081\/\d+$/, { timeout: 15_000 });
  const jobId = Number(page.url().split('/').pop());
  const job = await apiGet<{ jobNumber: string; name: string }>(page, `/jobs/${jobId}`);
  await expect(page.getByRole('heading', { name: new RegExp(job.jobNumber) })).toBeVisible();
  const jobLines = await apiGet<Collection>(page, `/jobs/${jobId}/items`);
  expect(jobLines.items).toHaveLength(5);
  expect(jobLines.totals.subtotal).toBe(collection.totals.subtotal);

  // Time on the job.
  const employees = await apiGet<(Named & { email: string })[]>(page, '/cache/employees');
  const me = employees.find((e) => e.email === ADMIN.email) as Named;
  await page.getByRole('tab', { name: 'Time' }).click();
  await page.getByRole('button', { name: 'Add time' }).click();
  const time = page.getByRole('dialog', { name: 'Add time' });
  await choose(page, time.getByLabel('Employee'), me.name);
  await choose(page, time.getByLabel('Time type'), 'Regular');
  await time.getByLabel('Start time').fill('07:30');
  await time.getByLabel('End time').fill('11:00');
  await expect(time.getByLabel('Hours')).toHaveValue('3.50');
  await time.getByLabel('Description').fill('Set new boiler and piped supply');
  await time.getByRole('button', { name: 'Save' }).click();
  await expect(time).toBeHidden();
  await expect(page.getByRole('row', { name: /Set new boiler and piped supply/ })).toContainText('3:30');

  // A signoff with a drawn signature.
  await page.getByRole('tab', { name: 'Signoffs' }).click();
  await page.getByRole('button', { name: 'New signoff' }).click();
  const signoff = page.getByRole('dialog', { name: 'New signoff' });
  await signoff.getByLabel('Name').fill('Robin Plant');
  await signoff.getByLabel('E-mail').fill('robin@example.com');
  const pad = signoff.getByTestId('signature-pad');
  const box = (await pad.boundingBox()) as { x: number; y: number; width: number; height: number };
  await page.mouse.move(box.x + 20, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(box.x + 20 + i * 25, box.y + box.height * (0.6 - 0.3 * Math.cos(i)));
  }
  await page.mouse.up();
  await signoff.getByRole('button', { name: 'Save signoff' }).click();
  await expect(signoff).toBeHidden();
  await expect(page.getByRole('row', { name: /Robin Plant/ })).toContainText('robin@example.com');

  // The summary as the customer sees it, with two more sections hidden.
  await page.getByRole('tab', { name: 'Summary' }).click();
  const summary = page.getByTestId('job-summary');
  await expect(summary.getByTestId('summary-section-time')).toBeVisible();
  await summary.getByRole('button', { name: 'Configure' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Summary type' }), 'Customer');
  await expect(summary.getByText('Customer summary')).toBeVisible();
  await expect(summary.getByTestId('summary-section-time')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Tasks' }).uncheck();
  await page.getByRole('checkbox', { name: 'Recommendations' }).uncheck();
  await expect(summary.getByTestId('summary-section-tasks')).toHaveCount(0);
  await expect(summary.getByTestId('summary-section-recommendations')).toHaveCount(0);
  await expect(summary.getByTestId('summary-section-items')).toBeVisible();
  await expect(summary.getByTestId('summary-section-signoffs')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.screenshot({ path: '/tmp/workflow-summary.png', fullPage: true });

  const download = page.waitForEvent('download');
  await summary.getByRole('link', { name: 'Download signoff Robin Plant (PDF)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(new RegExp(`^signoff-${job.jobNumber}-\\d+\\.pdf$`));
  expect(
    fs
      .readFileSync(await file.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The header search finds the new job by its number.
  await page.getByTestId('global-search').fill(job.jobNumber);
  await expect(page.getByRole('option', { name: new RegExp(job.jobNumber) }).first()).toBeVisible();
});
