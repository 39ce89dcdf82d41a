import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

const TECHNICIAN = { email: 'jordan.lee@example.com', password: 'fieldline-demo', name: 'Jordan Lee' };

interface Named {
  id: number;
  name: string;
}
type Job = { id: number; jobNumber: string; name: string };

/** As the administrator: a job at a new site with a visit of the technician today at `utc` (early morning in Denver). */
async function visitToday(page: Page, date: string, utc: string, techId: number, title: string) {
  const customer = await createCustomer(page, unique('Day Customer'));
  const location = await apiPost<Named>(page, '/locations', {
    customerId: customer.id,
    name: 'Rooftop units',
    address: { street: '1550 Wynkoop St', city: 'Denver', state: 'CO', postalCode: '80202' },
  });
  const [office] = await apiGet<Named[]>(page, '/cache/offices');
  const types = await apiGet<(Named & { type: string })[]>(page, '/cache/jobtypes');
  const job = await apiPost<Job>(page, '/jobs', {
    customerId: customer.id,
    locationId: location.id,
    jobTypeId: types.find((t) => t.type === 'SVC')!.id,
    officeId: office.id,
    name: unique(title),
  });
  await apiPost(page, `/jobs/${job.id}/calendarEvents`, {
    title: 'Visit',
    startTime: `${date}T${utc}:00Z`,
    endTime: `${date}T${utc.slice(0, 2)}:59:00Z`,
    employeeId: techId,
    override: true,
  });
  const contact = await apiPost<Named>(page, '/contacts', {
    firstName: 'Pat',
    lastName: 'Rivera',
    cellPhone: '303-555-0142',
    customerId: customer.id,
  });
  await apiPost(page, `/jobs/${job.id}/contacts`, { contactId: contact.id, isPrimary: true });
  return job;
}

/**
 * Issue 18 item 4: on a 390 px phone the technician sees today's visits in order, starts and ends work, adds a
 * note and captures a drawn signoff; the office sees the time and the signoff on the job.
 */
test('a technician works through a visit on My day; the job shows the time and the signoff', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const employees = await apiGet<(Named & { email: string })[]>(page, '/cache/employees');
  const techId = employees.find((e) => e.email === TECHNICIAN.email)!.id;
  const { date, timezone } = await apiGet<{ date: string; timezone: string }>(
    page,
    `/technician-day?userId=${techId}`,
  );
  // Created later but earlier in the day: the list goes by time, not by creation.
  const second = await visitToday(page, date, '12:30', techId, 'Rooftop unit check');
  const first = await visitToday(page, date, '12:00', techId, 'Boiler start-up');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const tech = await phone.newPage();
  await signIn(tech, TECHNICIAN.email, TECHNICIAN.password);
  // The technician's home page leads to their day.
  await tech.getByRole('link', { name: 'Open my day' }).click();
  await expect(tech).toHaveURL(/\/my-day$/);
  await expect(tech.getByRole('heading', { name: 'My day' })).toBeVisible();
  const cards = tech.getByTestId('visit-card');
  await expect(cards.filter({ hasText: first.jobNumber })).toBeVisible();
  const texts = await cards.allInnerTexts();
  const at = (n: string) => texts.findIndex((t) => t.includes(n));
  expect(at(first.jobNumber)).toBeGreaterThanOrEqual(0);
  expect(at(first.jobNumber)).toBeLessThan(at(second.jobNumber));
  // Times are the company's clock (Denver in the demo), whatever the phone's own zone.
  const clock = (utc: string) =>
    new Date(`${date}T${utc}:00Z`).toLocaleTimeString('en-US', {
      timeZone: timezone,
      hour: 'numeric',
      minute: '2-digit',
    });
  await expect(cards.filter({ hasText: first.jobNumber })).toContainText(
    `${clock('12:00')} - ${clock('12:59')}`,
  );

  // Open the first visit: site, maps link, contact with a tel: link.
  const card = cards.filter({ hasText: first.jobNumber });
  await card.getByRole('button', { name: new RegExp(first.jobNumber) }).click();
  const panel = card.getByRole('region');
  await expect(panel.getByText('1550 Wynkoop St, Denver, CO 80202')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Open in maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps\/search/,
  );
  await expect(panel.getByRole('link', { name: /303-555-0142/ })).toHaveAttribute('href', 'tel:3035550142');

  // Start work: the timer runs; end work: done.
  await panel.getByRole('button', { name: 'Start work' }).click();
  await expect(card.getByText('Working', { exact: true })).toBeVisible();
  await expect(panel.getByText(/Working since \d+:\d\d [AP]M/)).toBeVisible();
  await expect(panel.getByTestId('work-timer')).toHaveText(/0:00:0[1-9]/);
  await tech.screenshot({ path: '/tmp/my-day-working.png', fullPage: true });
  await panel.getByRole('button', { name: 'End work' }).click();
  await expect(card.getByText('Done', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Start work' })).toBeVisible();

  // A note.
  await panel.getByLabel('New note').fill('Replaced the ignitor; gate code 4411');
  await panel.getByRole('button', { name: 'Add note' }).click();
  await expect(panel.getByTestId('visit-notes')).toContainText(
    'Jordan Lee: Replaced the ignitor; gate code 4411',
  );

  // The customer's signoff, drawn with the mouse.
  await panel.getByRole('button', { name: 'Signoff' }).click();
  const dialog = tech.getByRole('dialog', { name: new RegExp(`Customer signoff · ${first.jobNumber}`) });
  await expect(dialog.getByLabel('Customer name')).toHaveValue('Pat Rivera');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Ask the customer to sign in the box.');
  const pad = dialog.getByTestId('signature-canvas');
  const box = (await pad.boundingBox())!;
  await tech.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await tech.mouse.down();
  for (let i = 1; i <= 14; i++)
    await tech.mouse.move(box.x + 20 + i * 20, box.y + box.height * (0.6 - 0.35 * Math.sin(i / 2)), {
      steps: 2,
    });
  await tech.mouse.up();
  await tech.screenshot({ path: '/tmp/my-day-signoff.png' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Signed (1)')).toBeVisible();

  // Nothing wider than the phone.
  const width = await tech.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await tech.screenshot({ path: '/tmp/my-day.png', fullPage: true });
  await phone.close();

  // The office sees the same time and signoff on the job.
  await page.goto(`/page/6081/${first.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(first.jobNumber) })).toBeVisible();
  await page.getByRole('tab', { name: 'Time' }).click();
  await expect(page.getByRole('row', { name: /Work on site/ })).toContainText(TECHNICIAN.name);
  await page.getByRole('tab', { name: 'Signoffs' }).click();
  const signRow = page.getByRole('row', { name: /Pat Rivera/ });
  await expect(signRow).toContainText('Yes');
  await page.screenshot({ path: '/tmp/my-day-job-signoffs.png', fullPage: true });
});
