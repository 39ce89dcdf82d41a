import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

interface Named {
  id: number;
  name: string;
}

async function newJob(page: Page) {
  const customer = await createCustomer(page, unique('Tools Customer'));
  const location = await apiPost<Named>(page, '/locations', { customerId: customer.id, name: 'Boiler room' });
  const [office] = await apiGet<Named[]>(page, '/cache/offices');
  const types = await apiGet<(Named & { type: string })[]>(page, '/cache/jobtypes');
  return apiPost<{ id: number; jobNumber: string; name: string }>(page, '/jobs', {
    customerId: customer.id,
    locationId: location.id,
    jobTypeId: types.find((t) => t.type === 'SVC')!.id,
    officeId: office.id,
    name: unique('Boiler repipe'),
  });
}

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The office checks a tool out to Jordan Lee against a job from the Tools list; the job cannot be
 * completed while the tool is out (the refusal names it); checked in from the job's Tools tab, the
 * job completes.
 */
test('check a tool out on a job, completion refused until it is checked in', async ({ page }) => {
  await signIn(page);
  const job = await newJob(page);
  const tool = await apiPost<Named & { number: string }>(page, '/tools', {
    number: unique('TL'),
    name: unique('Press tool'),
    category: 'Plumbing',
  });

  await page.getByRole('link', { name: 'Tools', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Tools' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Tools' });
  await expect(list).toContainText('Combustion analyzer');
  await expect(list.getByRole('row', { name: /Combustion analyzer/ })).toContainText('Jordan Lee');
  await page.screenshot({ path: '/tmp/tools-list.png', fullPage: true });

  await page.getByRole('textbox', { name: 'Search tools' }).fill(tool.number);
  await expect(list.getByRole('row')).toHaveCount(2);
  await list.getByRole('button', { name: `Check out ${tool.name}` }).click();
  const out = page.getByRole('dialog', { name: `Check out ${tool.name}` });
  await choose(page, out.getByRole('combobox', { name: 'Technician' }), 'Jordan Lee');
  await out.getByRole('textbox', { name: 'Job (optional)' }).fill(job.jobNumber);
  await out.getByRole('option', { name: new RegExp(job.jobNumber) }).click();
  await expect(out).toContainText(`Job: ${job.jobNumber}`);
  await page.screenshot({ path: '/tmp/tools-check-out.png' });
  await out.getByRole('button', { name: 'Check out' }).click();
  await expect(out).toBeHidden();
  await expect(list.getByRole('row', { name: new RegExp(tool.name) })).toContainText('Checked out');
  await expect(list.getByRole('row', { name: new RegExp(tool.name) })).toContainText('Jordan Lee');

  // A second check-out is not offered; the API refuses it with the holder's name.
  await expect(list.getByRole('button', { name: `Check out ${tool.name}` })).toHaveCount(0);

  // The job: completing it is refused while the tool is out.
  await page.goto(`/page/6081/${job.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(job.jobNumber) })).toBeVisible();
  const general = page.getByRole('form', { name: 'General' });
  await choose(page, general.getByRole('combobox', { name: 'Status', exact: true }), 'Completed');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(general.getByRole('alert')).toContainText(
    `Check in the tools still out on this job before completing it: ${tool.name}.`,
  );
  await page.screenshot({ path: '/tmp/tools-job-refused.png', fullPage: true });

  // Its Tools tab shows the tool out; check it in there.
  await page.getByRole('tab', { name: 'Tools' }).click();
  const outTable = page.getByRole('table', { name: 'Tools out on this job' });
  await expect(outTable).toContainText(tool.name);
  await expect(outTable).toContainText('Jordan Lee');
  await page.screenshot({ path: '/tmp/tools-job-tab.png', fullPage: true });
  await outTable.getByRole('button', { name: `Check in ${tool.name}` }).click();
  const back = page.getByRole('dialog', { name: `Check in ${tool.name}` });
  await back.getByRole('textbox', { name: 'Return notes' }).fill('Jaws cleaned');
  await back.getByRole('button', { name: 'Check in' }).click();
  await expect(back).toBeHidden();
  await expect(outTable).toContainText('No tools are out on this job.');
  await expect(page.getByRole('table', { name: 'Tools returned from this job' })).toContainText(
    'Jaws cleaned',
  );

  // Now the job completes.
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Job saved')).toBeVisible();
  await expect(general.getByRole('alert')).toHaveCount(0);

  // The tool's page keeps the history.
  await page.goto('/tools');
  await page.getByRole('textbox', { name: 'Search tools' }).fill(tool.number);
  await list.getByRole('link', { name: tool.name }).click();
  await expect(page.getByRole('heading', { name: new RegExp(tool.name) })).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('table', { name: 'History' })).toContainText(job.jobNumber);
  await page.screenshot({ path: '/tmp/tools-tool-page.png', fullPage: true });
});

test("a technician's own tools", async ({ page }) => {
  await signIn(page, 'jordan.lee@example.com');
  await page.goto('/tools/mine');
  await expect(page.getByRole('heading', { name: 'My tools' })).toBeVisible();
  const mine = page.getByRole('table', { name: 'Checked out to me' });
  await expect(mine).toContainText('Combustion analyzer');
  await expect(mine).toContainText('Digital manifold gauge set');
  await expect(page.getByRole('table', { name: 'Booked for me' })).toContainText(
    'Refrigerant recovery machine',
  );
  await page.screenshot({ path: '/tmp/tools-mine.png', fullPage: true });
});
