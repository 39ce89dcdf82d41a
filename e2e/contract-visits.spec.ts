import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

/**
 * A person sets up a quarterly maintenance agreement's visit schedule with two pieces of equipment, generates
 * its visits, sees them on the month calendar as jobs and opens one.
 *
 * The contract itself: POST /v1/contracts once the contracts module is merged; until then it is written
 * straight to the e2e database (PostgreSQL runs only: DATABASE_URL and E2E_DB, as the e2e server uses).
 */
async function createContract(page: Page, customerId: number, locationId: number): Promise<number> {
  const headers = { 'X-Requested-With': 'fieldline' };
  const types = await (await page.request.get('/v1/contracts/types', { headers })).json();
  const offices = await (await page.request.get('/v1/offices', { headers })).json();
  const statuses = await (await page.request.get('/v1/contracts/statuses', { headers })).json();
  const api = await page.request.post('/v1/contracts', {
    data: {
      name: unique('Agreement'),
      customerId,
      locationId,
      officeId: offices[0]?.id,
      typeId: types.find?.((t: { isRental: boolean }) => !t.isRental)?.id,
      statusId: statuses.find?.((t: { statusType: string }) => t.statusType === 'Active')?.id,
      startDate: '2027-01-01',
      endDate: '2027-12-31',
    },
    headers: { 'X-Requested-With': 'fieldline' },
  });
  if (api.ok()) return (await api.json()).id;
  test.skip(
    !process.env.DATABASE_URL,
    'the contracts API is not here yet and there is no database to write to',
  );
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${process.env.E2E_DB ?? 'fieldline_e2e'}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `insert into contracts (contract_number, name, customer_id, location_id, office_id, type_id, status_id, start_date, end_date)
       values ($1, $2, $3, $4, (select id from offices order by id limit 1),
               (select id from contract_types where name = 'Maintenance agreement'),
               (select id from contract_statuses where name = 'Active'), '2027-01-01', '2027-12-31')
       returning id`,
      [unique('C'), unique('Agreement'), customerId, locationId],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

test('a quarterly agreement with two pieces of equipment: schedule, generate, see the visits as jobs', async ({
  page,
}) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Agreement Co'));
  const location = await apiPost<{ id: number }>(page, '/locations', {
    customerId: customer.id,
    name: unique('Plant'),
  });
  for (const name of ['Rooftop unit 1', 'Boiler 2'])
    await apiPost(page, '/equipment', { customerId: customer.id, locationId: location.id, name });
  const contractId = await createContract(page, customer.id, location.id);

  await page.goto(`/contracts/${contractId}/visits?customerId=${customer.id}&month=2027-01`);
  const form = page.getByRole('form', { name: 'Visit schedule' });
  await expect(page.getByText('No visit schedule yet')).toBeVisible();
  await form.getByRole('combobox', { name: 'Frequency' }).click();
  await page.getByRole('option', { name: 'Quarterly' }).click();
  await form.getByRole('combobox', { name: 'Visit day' }).click();
  await page.getByRole('option', { name: 'Day of the month', exact: true }).click();
  await form.getByRole('textbox', { name: 'Day of the month' }).fill('15');
  await form.getByRole('combobox', { name: 'Job type' }).click();
  await page.getByRole('option', { name: 'Preventive Maintenance' }).click();
  await form.getByRole('textbox', { name: 'Make jobs this many days ahead' }).fill('730');
  await form.getByRole('combobox', { name: 'Equipment covered' }).click();
  await page.getByRole('option', { name: 'Rooftop unit 1' }).click();
  await page.getByRole('option', { name: 'Boiler 2' }).click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Visit description').fill('Quarterly inspection');
  await form.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('No visit schedule yet')).toBeHidden();

  await page.getByRole('button', { name: 'Generate visits now' }).click();
  await expect(page.getByText('4 new visits, 4 new jobs.')).toBeVisible();
  const january = page.getByRole('grid', { name: 'Visits in January 2027' });
  const day = january.getByRole('gridcell', { name: '2027-01-15' });
  const link = day.getByRole('link', { name: /^J-\d+$/ });
  await expect(link).toBeVisible();
  await page.screenshot({ path: '/tmp/contract-visits-tab.png', fullPage: true });
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(
    page
      .getByRole('grid', { name: 'Visits in April 2027' })
      .getByRole('gridcell', { name: '2027-04-15' })
      .getByRole('link'),
  ).toBeVisible();

  // The jobs are real jobs with both pieces of equipment; the link opens one.
  const visits = await apiGet<{ job: { id: number } | null }[]>(page, `/contracts/${contractId}/visits`);
  expect(visits).toHaveLength(4);
  const equipment = await apiGet<unknown[]>(page, `/jobs/${visits[0].job?.id}/equipment`);
  expect(equipment).toHaveLength(2);
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  await page.getByRole('button', { name: 'Previous month' }).click();
  const jobNumber = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByText(jobNumber).first()).toBeVisible();
});
