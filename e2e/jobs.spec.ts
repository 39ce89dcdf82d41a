import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiPost, createCustomer } from './locations-api';

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * A person creates a job from the jobs list, opens it, moves it to Scheduled with High urgency, adds a
 * calendar event and sees all of it on the job page.
 */
test('create a job from the list, change its status and urgency, add a calendar event', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Jobs Customer'));
  await apiPost(page, '/locations', { customerId: customer.id, name: 'North plant' });
  await apiPost(page, '/contacts', {
    customerId: customer.id,
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@example.test',
  });
  const jobName = unique('Replace boiler pump');

  await page.goto('/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job' });
  await dialog.getByLabel('Customer').fill(customer.name.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(customer.name) }).click();
  // The customer's only location is chosen for the user.
  await expect(dialog.getByLabel('Location')).toHaveValue(/North plant/);
  await choose(page, dialog.getByLabel('Job type'), 'SVC · Service Call');
  await choose(page, dialog.getByLabel('Urgency'), 'Normal');
  await dialog.getByLabel('Job name').fill(jobName);
  await page.screenshot({ path: '/tmp/jobs-new-job.png' });
  await dialog.getByRole('button', { name: 'Create job' }).click();

  await expect(page).toHaveURL(/\/page\/6081\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(jobName) })).toBeVisible();
  await expect(page.getByTestId('job-status')).toHaveText('New');
  await expect(page.getByTestId('job-urgency')).toHaveText('Normal');
  await expect(page.getByText('Not Invoiced')).toBeVisible();

  const general = page.getByRole('form', { name: 'General' });
  await choose(page, general.getByLabel('Status', { exact: true }), 'Scheduled');
  await choose(page, general.getByLabel('Urgency'), 'High');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('job-status')).toHaveText('Scheduled');
  await expect(page.getByTestId('job-urgency')).toHaveText('High');

  // Cancelling needs a reason: the form asks for one before it saves.
  await choose(page, general.getByLabel('Status', { exact: true }), 'Cancelled');
  await general.getByRole('button', { name: 'Save' }).click();
  await expect(general.getByLabel('Status reason')).toHaveAttribute('required', '');
  await expect(page.getByTestId('job-status')).toHaveText('Scheduled');
  await general.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByTestId('job-status')).toHaveText('Scheduled');

  await page.getByRole('tab', { name: 'Contacts' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Contact' }), 'Dana Whitfield (dana@example.test)');
  await page.getByLabel('Role', { exact: true }).fill('Facilities manager');
  await page.getByRole('button', { name: 'Add contact' }).click();
  const contactRow = page.getByRole('row', { name: /Dana Whitfield/ });
  await expect(contactRow).toContainText('Facilities manager');
  await expect(contactRow.getByRole('checkbox')).toBeChecked();

  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.getByRole('button', { name: 'Add event' }).click();
  const event = page.getByRole('dialog', { name: 'Add calendar event' });
  await event.getByLabel('Title').fill('Site survey');
  await event.getByLabel('Start date').fill('11/24/2026');
  await event.getByLabel('Start time').fill('09:00');
  await event.getByLabel('End date').fill('11/24/2026');
  await event.getByLabel('End time').fill('11:30');
  await event.getByRole('button', { name: 'Save' }).click();
  await expect(event).toBeHidden();
  const row = page.getByRole('row', { name: /Site survey/ });
  await expect(row).toContainText('11/24/2026 9:00 AM');
  await expect(row).toContainText('11/24/2026 11:30 AM');
  await page.screenshot({ path: '/tmp/jobs-job-page.png', fullPage: true });

  // The list finds it by customer, with its new status.
  await page.goto('/jobs');
  await page.getByLabel('Search jobs').fill(customer.name);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  const listed = page.getByRole('row', { name: new RegExp(jobName) });
  await expect(listed).toContainText('Scheduled');
  await expect(listed).toContainText('High');
  await page.screenshot({ path: '/tmp/jobs-list.png', fullPage: true });
});

test('job types administration: add a tech status and exclude an office', async ({ page }) => {
  await signIn(page);
  const code = `T${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  await page.goto('/admin/job-types');
  await page.getByRole('button', { name: 'New job type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New job type' });
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByLabel('Name').fill('Inspection');
  await dialog.getByRole('button', { name: 'Create job type' }).click();
  const editor = page.getByRole('dialog', { name: 'Job type' });
  await editor.getByRole('tab', { name: 'Tech statuses' }).click();
  await editor.getByLabel('New status').fill('On Site');
  await editor.getByRole('button', { name: 'Add' }).click();
  await expect(editor.getByRole('cell', { name: 'On Site', exact: true })).toBeVisible();
  await editor.getByRole('tab', { name: 'Office exclusions' }).click();
  await editor.getByRole('checkbox').first().check();
  await editor.getByRole('button', { name: 'Save exclusions' }).click();
  await expect(editor.getByRole('button', { name: 'Save exclusions' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/jobs-types-editor.png' });
  await editor.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('Inspection');
  await page.screenshot({ path: '/tmp/jobs-types.png', fullPage: true });
});
