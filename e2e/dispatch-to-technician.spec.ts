import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './helpers';
import { apiGet } from './locations-api';

const PASSWORD = 'fieldline-demo';
const DISPATCHER = 'kim.nguyen@example.com';
const TECHNICIAN = 'jordan.lee@example.com';
// The board's geometry (dispatch components): 28 px per 30 minutes from 6:00, in the company's time zone.
const xOf = (hour: number) => (hour - 6) * 2 * 28;

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not visible');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, left: b.x };
}

/** A real pointer drag: dnd-kit listens to pointer events. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

/**
 * Issue 18 end to end: the dispatcher puts an unassigned job on a technician's board today; the
 * technician finds it on the phone's My day, starts and ends work, and the time is on the job.
 */
test('a job dispatched today reaches the technician’s phone, who works it', async ({ page, browser }) => {
  await signIn(page, DISPATCHER, PASSWORD);
  const employees = await apiGet<{ id: number; email: string }[]>(page, '/cache/employees');
  const jordanId = employees.find((e) => e.email === TECHNICIAN)!.id;
  // The company's today, as the technician's page counts it.
  const { date } = await apiGet<{ date: string }>(page, `/technician-day?userId=${jordanId}`);

  await page.goto(`/dispatch?from=${date}&to=${date}`);
  const lane = page.getByTestId('lane');
  const job = lane.locator('[data-testid^="lane-job-"]').first();
  await expect(job).toBeVisible();
  const jobNumber = (await job.getAttribute('data-job')) ?? '';
  const jobId = Number((await job.getAttribute('data-testid'))?.replace('lane-job-', ''));
  const rowId = await page
    .locator('[data-testid^="tech-"]', { hasText: 'Jordan Lee' })
    .first()
    .getAttribute('data-testid');
  const row = page.getByTestId(`cell-${rowId?.slice(5)}-${date}`);
  // 5 PM: after the demo's visits of the day.
  const cell = await box(row);
  await drag(page, await box(job), { x: cell.left + xOf(17) + 6, y: cell.y });
  await expect(row.locator(`[data-job="${jobNumber}"]`)).toContainText('5:00 PM - 7:00 PM');
  await expect(lane.locator(`[data-job="${jobNumber}"]`)).toHaveCount(0);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const tech = await phone.newPage();
  await signIn(tech, TECHNICIAN, PASSWORD);
  await tech.goto('/my-day');
  const card = tech.getByTestId('visit-card').filter({ hasText: jobNumber });
  await expect(card).toBeVisible();
  // In time order: the dispatched 5 PM visit is the day's last.
  const texts = await tech.getByTestId('visit-card').allInnerTexts();
  expect(texts.at(-1)).toContain(jobNumber);
  expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await card.getByRole('button', { name: new RegExp(jobNumber) }).click();
  const panel = card.getByRole('region');
  await panel.getByRole('button', { name: 'Start work' }).click();
  await expect(card.getByText('Working', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'End work' }).click();
  await expect(card.getByText('Done', { exact: true })).toBeVisible();

  // The office sees the technician's time on the job the dispatcher scheduled.
  const times = await apiGet<unknown[]>(page, `/jobs/${jobId}/timesheets`);
  expect(times).toHaveLength(1);
  await phone.close();
});
