import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const SHOTS = `${process.cwd()}/.tmp/shots`;

/** A new customer and a contract of the given type for it next year (by the API: the test is about the page). */
async function newContract(
  page: Page,
  name: string,
  type: 'Maintenance agreement' | 'Equipment rental',
  body: Record<string, unknown> = {},
) {
  const customer = await createCustomer(page, unique(`${name} Customer`));
  const [office] = await apiGet<{ id: number }[]>(page, '/cache/offices');
  const types = await apiGet<{ id: number; name: string }[]>(page, '/contracts/types');
  const year = new Date().getFullYear() + 1;
  const contract = await apiPost<{ id: number; contractNumber: string }>(page, '/contracts', {
    name: unique(name),
    customerId: customer.id,
    officeId: office.id,
    typeId: types.find((t) => t.name === type)!.id,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    billingSchedule: 'Annual',
    ...body,
  });
  return { contract, year };
}

// The office manager writes up a quarterly maintenance agreement for a demo customer, activates it, extends
// it by a change order and opens its visits.
test('contracts: create a quarterly agreement, activate it, amend it by a change order, see its visits tab', async ({
  page,
}) => {
  await signIn(page);
  await page.getByTestId('navbar').getByRole('link', { name: 'Contracts' }).click();
  await expect(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
  const name = unique('Rooftop units PM');
  await page.getByRole('button', { name: 'New contract' }).click();
  const dialog = page.getByRole('dialog', { name: 'New contract' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Customer' }).fill('Aspen');
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Office' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Maintenance agreement' }).click();
  await dialog.getByRole('textbox', { name: 'Start date' }).fill('01/01/2027');
  await dialog.getByRole('textbox', { name: 'End date' }).fill('12/31/2027');
  await dialog.getByRole('combobox', { name: 'Billing' }).click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await dialog.getByRole('button', { name: 'Create contract' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: new RegExp(`^C-\\d{6} · ${name}$`) })).toBeVisible();
  await expect(page.getByText('Quarterly', { exact: true })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  // A change order extends the term; the history shows what changed.
  await page.getByRole('button', { name: 'Add change order' }).click();
  const co = page.getByRole('dialog', { name: 'Add change order' });
  await co.getByRole('button', { name: 'Add change order' }).click();
  await expect(co.getByText('Required')).toHaveCount(2);
  await co
    .getByRole('textbox', { name: 'What changes' })
    .fill("Extended six months at the customer's request");
  await co.getByRole('textbox', { name: 'Effective date' }).fill('07/01/2027');
  await co.getByRole('textbox', { name: 'End date' }).fill('06/30/2028');
  await co.getByRole('textbox', { name: 'PO number' }).click();
  await co.getByRole('button', { name: 'Add change order' }).click();
  await expect(co).toBeHidden();
  const history = page.getByLabel('Change orders');
  await expect(history).toContainText('Change order 1 · effective 07/01/2027');
  await expect(history).toContainText('End date: 12/31/2027 → 06/30/2028');
  await expect(page.getByText('01/01/2027 – 06/30/2028')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/contract-page.png`, fullPage: true });
  await page.getByRole('tab', { name: /Documents/ }).click();
  await expect(page.getByText('No documents.')).toBeVisible();
  await page.getByRole('tab', { name: 'Visits' }).click();
  await expect(page.getByRole('button', { name: /Generate visits/ })).toBeVisible();
  await page.getByRole('link', { name: 'Contracts' }).first().click();
  await expect(page.getByRole('table', { name: 'Contracts' })).toContainText(name);
});

// A quarterly agreement that started in January: its priced item added on the Items tab, activated, and
// "Bill now" invoices every quarter begun so far, each invoice opening from the Billing tab.
test('contracts: price an agreement, bill it now and open an invoice', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Billing Customer'));
  const [office] = await apiGet<{ id: number }[]>(page, '/cache/offices');
  const types = await apiGet<{ id: number; name: string }[]>(page, '/contracts/types');
  // The company's today (the demo company is in Denver): billing runs on its date.
  const date = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Denver' });
  const year = date.slice(0, 4);
  const contract = await apiPost<{ id: number; contractNumber: string }>(page, '/contracts', {
    name: unique('Boiler care'),
    customerId: customer.id,
    officeId: office.id,
    typeId: types.find((t) => t.name === 'Maintenance agreement')!.id,
    startDate: `${year}-01-01`,
    endDate: `${year}-12-31`,
    billingSchedule: 'Quarterly',
  });
  const found = await apiGet<{ data: { name: string }[] }>(
    page,
    '/items/search?query=tune&isActive=true&limit=5',
  );
  const itemName = found.data[0].name;

  await page.goto(`/page/8316/${contract.id}`);
  await page.getByRole('tab', { name: 'Items' }).click();
  await expect(page.getByText('What each quarterly billing period invoices.')).toBeVisible();
  const addRow = page.getByTestId('add-item-row');
  await addRow.getByLabel('Add item').fill(itemName);
  await page.getByRole('option').filter({ hasText: itemName }).first().click();
  await addRow.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('table', { name: 'Line items' })).toContainText(itemName);

  // Draft: nothing is billed until the contract is Active.
  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByRole('button', { name: 'Bill now' })).toBeDisabled();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  await page.getByRole('button', { name: 'Bill now' }).click();
  const quarters = Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1;
  const table = page.getByRole('table', { name: 'Contract invoices' });
  await expect(table.getByRole('row')).toHaveCount(1 + quarters);
  await expect(page.getByText(new RegExp(`${quarters} invoices? for`))).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText(`01/01/${year} – 03/31/${year}`);
  await page.screenshot({ path: `${SHOTS}/contract-billing.png`, fullPage: true });
  // Running again bills nothing new.
  await page.getByRole('button', { name: 'Bill now' }).click();
  await expect(page.getByText('Nothing new to invoice.')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + quarters);
  await table.getByRole('link', { name: /^INV-/ }).first().click();
  await expect(page.getByRole('heading', { name: /INV-\d{6}/ })).toBeVisible();
  await expect(page.getByText(`${contract.contractNumber}: 01/01/${year} to 03/31/${year}`)).toBeVisible();
});

// The office adds a trip charge to an agreement: each visit job made from then on carries it.
test('contracts: add, change and delete a per-visit fee', async ({ page }) => {
  await signIn(page);
  const { contract } = await newContract(page, 'Fee agreement', 'Maintenance agreement');

  await page.goto(`/page/8316/${contract.id}`);
  await page.getByRole('tab', { name: 'Fees' }).click();
  await expect(page.getByText('No fees: visit jobs carry')).toBeVisible();
  await page.getByRole('button', { name: 'Add fee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add fee' });
  await dialog.getByLabel('Fee').fill('Trip charge');
  await dialog.getByLabel('Amount per visit').fill('49');
  await dialog.getByRole('button', { name: 'Save fee' }).click();
  await expect(dialog.getByText('Choose the item the fee bills as')).toBeVisible();
  await dialog.getByLabel('Bills as item').fill('Trip Charge');
  await page.getByRole('option').filter({ hasText: 'Trip Charge' }).first().click();
  await dialog.getByRole('button', { name: 'Save fee' }).click();
  const table = page.getByRole('table', { name: 'Contract fees' });
  await expect(table.getByRole('row').nth(1)).toContainText('Trip charge');
  await expect(table.getByRole('row').nth(1)).toContainText('$49.00');
  await page.screenshot({ path: `${SHOTS}/contract-fees.png`, fullPage: true });

  await page.getByRole('button', { name: 'Edit Trip charge' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit fee' });
  await edit.getByLabel('Amount per visit').fill('55.50');
  await edit.getByRole('button', { name: 'Save fee' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('$55.50');
  await page.getByRole('button', { name: 'Delete Trip charge' }).click();
  await page.getByRole('dialog', { name: 'Delete fee' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No fees: visit jobs carry')).toBeVisible();
  // Each change is in the contract's history; no equipment is covered until the visits tab says so.
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('table', { name: 'Contract history' });
  await expect(history.getByRole('row')).toHaveCount(1 + 4); // created, fee added, changed, deleted
  await expect(history.getByRole('row').nth(1)).toContainText('Trip charge 55.50');
  await page.screenshot({ path: `${SHOTS}/contract-history.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Equipment' }).click();
  await expect(page.getByText('No equipment is covered yet.')).toBeVisible();
});

// Sales offers an agreement: a proposal with its text, e-mailed as a PDF, which records the sending.
test('contracts: write a proposal, open its PDF and e-mail it', async ({ page }) => {
  await signIn(page);
  const { contract } = await newContract(page, 'Offered plan', 'Maintenance agreement');

  await page.goto(`/page/8316/${contract.id}`);
  await page.getByRole('tab', { name: 'Proposals' }).click();
  await page.getByRole('button', { name: 'New proposal' }).click();
  const form = page.getByRole('dialog', { name: 'New proposal' });
  await form.getByLabel('Name').fill('Comfort plan');
  await form.getByLabel('Introduction').fill('Two visits a year keep your system running.');
  await form.getByRole('button', { name: 'Create proposal' }).click();
  const card = page.getByLabel('Proposal Comfort plan');
  await expect(card).toContainText('Draft');
  const [proposal] = await apiGet<{ id: number }[]>(page, `/contracts/${contract.id}/proposals`);
  const res = await page.request.get(`/contracts/${contract.id}/proposals/${proposal.id}.pdf`);
  expect(res.headers()['content-type']).toBe('application/pdf');

  await card.getByRole('button', { name: 'E-mail' }).click();
  const dialog = page.getByRole('dialog', { name: `E-mail Proposal Comfort plan` });
  await expect(dialog.getByTestId('email-attachment')).toHaveText(
    `agreement-${contract.contractNumber}-${proposal.id}.pdf`,
  );
  await dialog.getByLabel('To').fill('owner@customer.example');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Sent');
  await expect(page.getByRole('table', { name: 'Sent records of Comfort plan' })).toContainText(
    'owner@customer.example',
  );
  await page.screenshot({ path: `${SHOTS}/contract-proposals.png`, fullPage: true });
});

// The rental desk rents two scissor lifts for a month, lets Fieldline pick the units, then swaps one out.
test('contracts: rent two lifts, auto-assign the units and substitute one', async ({ page }) => {
  await signIn(page);
  const { contract, year } = await newContract(page, 'Lift rental', 'Equipment rental', {
    startDate: `${new Date().getFullYear() + 1}-03-01`,
    endDate: `${new Date().getFullYear() + 1}-05-31`,
    billingSchedule: 'Monthly',
  });

  await page.goto(`/page/8316/${contract.id}`);
  await page.getByRole('tab', { name: 'Rentals' }).click();
  await expect(page.getByText('Nothing rented yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add rental' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add rental' });
  await dialog.getByRole('textbox', { name: 'From' }).fill(`03/10/${year}`);
  await dialog.getByRole('textbox', { name: 'To' }).fill(`04/09/${year}`);
  // The date picker's popover covers the fields beside it until another field takes the focus.
  await dialog.getByRole('textbox', { name: 'Units' }).click();
  await dialog.getByRole('textbox', { name: 'Units' }).fill('2');
  await dialog.getByRole('textbox', { name: 'Rate', exact: true }).fill('350');
  await dialog.getByRole('combobox', { name: 'Asset group' }).click();
  await page.getByRole('option', { name: /^Scissor lifts 26 ft \(\d+ of 4 free\)$/ }).click();
  await dialog.getByRole('combobox', { name: 'Rate per' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await dialog.getByRole('button', { name: 'Add rental' }).click();
  await expect(dialog).toBeHidden();
  const terms = page.getByRole('table', { name: 'Rental terms' });
  await expect(terms).toContainText('Scissor lifts 26 ft');
  await expect(terms).toContainText(`03/10/${year} – 04/09/${year}`);
  await expect(terms).toContainText('2 unassigned');
  await expect(terms).toContainText('$350.00 weekly');

  await page.getByRole('button', { name: 'Auto-assign assets' }).click();
  const schedule = page.getByRole('table', { name: 'Asset schedule' });
  await expect(schedule.getByText(/Scissor lift 26 ft #\d/)).toHaveCount(2);
  await expect(terms).not.toContainText('unassigned');

  await schedule.getByRole('button', { name: 'Substitute' }).first().click();
  const swap = page.getByRole('dialog', { name: 'Substitute asset' });
  await swap.getByRole('combobox', { name: 'Asset' }).click();
  await page
    .getByRole('option', { name: /Scissor lift 26 ft #\d$/ })
    .first()
    .click();
  await swap.getByRole('textbox', { name: 'Reason' }).fill('Battery fault');
  await swap.getByRole('textbox', { name: 'From' }).fill(`03/20/${year}`);
  await swap.getByText(/^Scissor lifts 26 ft, /).click();
  await swap.getByRole('button', { name: 'Substitute' }).click();
  await expect(swap).toBeHidden();
  await expect(schedule.getByRole('row')).toHaveCount(4);
  await expect(schedule).toContainText(`03/10/${year} – 03/19/${year}`);
  await expect(page.getByText(/Battery fault/)).toBeVisible();

  // A unit already out on these dates cannot be booked again: the server refuses, the dialog says why.
  await schedule.getByRole('button', { name: 'Substitute' }).nth(1).click();
  await swap.getByRole('combobox', { name: 'Asset' }).click();
  await page
    .getByRole('option', { name: /\(booked C-\d+/ })
    .first()
    .click();
  await swap.getByRole('button', { name: 'Substitute' }).click();
  await expect(swap.getByText(/is already booked on C-\d+ from/)).toBeVisible();
  await swap.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('combobox', { name: 'Asset group' }).click();
  await page.getByRole('option', { name: 'Scissor lifts 26 ft' }).click();
  const grid = page.getByRole('table', { name: 'Availability' });
  await expect(grid.getByLabel(new RegExp(`${year}-03-12 booked on C-`))).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/contract-rentals.png`, fullPage: true });
});
