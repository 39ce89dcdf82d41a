import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

async function choose(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

/**
 * A person creates a bid from the bids list, adds tasks from a template, fills in a checklist, marks the
 * bid sent and accepted, and sees Convert to Job become available.
 */
test('create a bid, add template tasks, fill a checklist, accept it and see Convert enabled', async ({
  page,
}) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Bids Customer'));
  await apiPost(page, '/locations', { customerId: customer.id, name: 'Main office' });
  const template = await apiPost<{ id: number; name: string }>(page, '/tasktemplates', {
    name: unique('Spring tune-up'),
    items: [{ task: 'Check refrigerant charge' }, { task: 'Replace filters' }],
  });
  const definition = await apiPost<{ id: number; name: string }>(page, '/checklistdefinitions', {
    name: unique('RTU inspection'),
    title: 'Rooftop unit inspection',
    questions: [
      { text: 'Curb and flashing sound', kind: 'check' },
      { text: 'Supply air temperature (°F)', kind: 'number' },
      { text: 'Remarks', kind: 'text' },
    ],
  });
  await apiPost(page, '/contacts', { customerId: customer.id, firstName: 'Dana', lastName: 'Facilities' });
  const bidName = unique('Replace rooftop unit');

  await page.goto('/bids');
  await expect(page.getByRole('heading', { name: 'Bids' })).toBeVisible();
  await page.getByRole('button', { name: 'New bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'New bid' });
  await dialog.getByLabel('Customer').fill(customer.name.slice(0, 12));
  await page.getByRole('option', { name: new RegExp(customer.name) }).click();
  await expect(dialog.getByLabel('Location')).toHaveValue(/Main office/);
  await choose(page, dialog.getByLabel('Job type'), 'INST · Installation');
  await dialog.getByLabel('Bid name').fill(bidName);
  await page.screenshot({ path: '/tmp/bids-new-bid.png' });
  await dialog.getByRole('button', { name: 'Create bid' }).click();

  await expect(page).toHaveURL(/\/page\/6085\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(bidName) })).toBeVisible();
  await expect(page.getByTestId('bid-status')).toHaveText('Open');
  await expect(page.getByRole('button', { name: 'Convert to Job' })).toBeDisabled();

  // Tasks: one typed in, then the template's two.
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByLabel('New task').fill('Survey crane access');
  await page.getByRole('button', { name: 'Add task' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Task template' }), `${template.name} (2)`);
  await page.getByRole('button', { name: 'Add template tasks' }).click();
  const tasks = page.getByRole('table', { name: 'Tasks' });
  await expect(tasks.getByRole('row')).toHaveCount(4);
  await expect(tasks.getByRole('row').nth(3)).toContainText('Replace filters');
  await tasks.getByLabel('Done: Survey crane access').click();
  await expect(tasks.getByLabel('Done: Survey crane access')).toBeChecked();
  await page.screenshot({ path: '/tmp/bids-tasks.png', fullPage: true });

  // Checklist: add it, answer all three questions, save.
  await page.getByRole('tab', { name: 'Checklists' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Checklist', exact: true }), definition.name);
  await page.getByRole('button', { name: 'Add checklist' }).click();
  await page.getByLabel('Curb and flashing sound').check();
  await page.getByLabel('Supply air temperature (°F)').fill('55');
  await page.getByLabel('Remarks').fill('Unit is 22 years old');
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('3 / 3 answered')).toBeVisible();
  await page.screenshot({ path: '/tmp/bids-checklist.png', fullPage: true });

  // Sent, then accepted: Convert to Job becomes available.
  await page.getByRole('button', { name: 'Mark Sent' }).click();
  await expect(page.getByTestId('bid-status')).toHaveText('Sent');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('bid-status')).toHaveText('Accepted');
  await expect(page.getByRole('button', { name: 'Convert to Job' })).toBeEnabled();
  await page.screenshot({ path: '/tmp/bids-accepted.png', fullPage: true });

  // A proposal, recorded as sent; the office's sourcing warehouses.
  await page.getByRole('tab', { name: 'Proposals' }).click();
  await page.getByRole('button', { name: 'New proposal' }).click();
  const proposal = page.getByRole('dialog', { name: 'New proposal' });
  await proposal.getByLabel('Name').fill('Option A: new 10-ton unit');
  await proposal.getByLabel('Introduction').fill('Thank you for the opportunity to quote this work.');
  await proposal.getByRole('button', { name: 'Create proposal' }).click();
  await page.getByRole('button', { name: 'Record sent' }).click();
  const sent = page.getByRole('dialog', { name: /Record sent/ });
  await sent.getByLabel('Sent to').fill('facilities@example.test');
  await sent.getByRole('button', { name: 'Record sent' }).click();
  await expect(page.getByRole('table', { name: /Sent records/ })).toContainText('facilities@example.test');
  await page.screenshot({ path: '/tmp/bids-proposals.png', fullPage: true });
  await page.getByRole('tab', { name: 'Sourcing' }).click();
  await expect(page.getByRole('table', { name: 'Sourcing warehouses' })).toBeVisible();
  const [item] = (await apiGet<{ data: { itemCode: string }[] }>(page, '/items/search?isActive=true&limit=1'))
    .data;
  await page.getByLabel('Item to source').fill(item.itemCode);
  await page.getByRole('option').first().click();
  await expect(page.getByRole('table', { name: 'Quick source' }).getByRole('row').nth(1)).toBeVisible();
  await page.screenshot({ path: '/tmp/bids-sourcing.png', fullPage: true });

  // The customer's contact on the bid; the equipment tab.
  await page.getByRole('tab', { name: 'Contacts' }).click();
  await choose(page, page.getByRole('combobox', { name: 'Contact' }), /Dana Facilities/);
  await page.getByLabel('Role').fill('Facilities manager');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByRole('table', { name: 'Bid contacts' })).toContainText('Facilities manager');
  await expect(page.getByLabel('Primary contact Dana Facilities')).toBeChecked();
  await page.screenshot({ path: '/tmp/bids-contacts.png' });
  await page.getByRole('tab', { name: 'Equipment' }).click();
  await expect(page.getByText('No equipment recorded here.')).toBeVisible();

  // The list finds it by customer name with its status.
  await page.goto('/bids');
  await page.getByLabel('Search bids').fill(customer.name);
  const results = page.getByRole('table', { name: 'Bids' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByRole('row', { name: new RegExp(bidName) })).toContainText('Accepted');
  await page.screenshot({ path: '/tmp/bids-list.png' });

  // Converting opens the new job; the bid is then Converted and links to it.
  await results.getByRole('link', { name: /^B-/ }).click();
  await page.getByRole('button', { name: 'Convert to Job' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Convert to Job' }).click();
  await expect(page).toHaveURL(/\/page\/6081\/\d+$/);
  await expect(page.getByRole('heading', { name: new RegExp(bidName) })).toBeVisible();
  // The header's buttons arrive with the access check and push the tabs down: click once they are there.
  await expect(page.getByRole('button', { name: 'Create Invoice' })).toBeVisible();
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await expect(page.getByRole('table', { name: 'Tasks' }).getByRole('row')).toHaveCount(4);
  await page.screenshot({ path: '/tmp/bids-converted-job.png' });
});

/** An administrator defines a checklist and a task template from the admin pages. */
test('define a checklist and a task template', async ({ page }) => {
  await signIn(page);
  const name = unique('Boiler start-up');
  await page.goto('/admin/checklists');
  await page.getByRole('button', { name: 'New checklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'New checklist' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Title').fill('Boiler start-up checklist');
  await dialog.getByRole('textbox', { name: 'Question 1' }).fill('Flue clear');
  await dialog.getByRole('button', { name: 'Add question' }).click();
  await dialog.getByRole('textbox', { name: 'Question 2' }).fill('Gas pressure (in. w.c.)');
  await choose(page, dialog.getByRole('combobox', { name: 'Answer kind 2' }), 'Number');
  await page.screenshot({ path: '/tmp/bids-admin-checklist.png' });
  await dialog.getByRole('button', { name: 'Save checklist' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(
    '2 · Flue clear, Gas pressure',
  );

  await page.goto('/admin/task-templates');
  await page.getByRole('button', { name: 'New task template' }).click();
  const tpl = page.getByRole('dialog', { name: 'New task template' });
  await tpl.getByLabel('Name').fill(name);
  await tpl.getByRole('textbox', { name: 'Task 1' }).fill('Bleed radiators');
  await tpl.getByRole('button', { name: 'Add task' }).click();
  await tpl.getByRole('textbox', { name: 'Task 2' }).fill('Check expansion tank');
  await tpl.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('2 · Bleed radiators');
  await page.screenshot({ path: '/tmp/bids-admin-templates.png' });
});
