import { expect, test } from '@playwright/test';
import { centre, drag, xOf } from './drag';
import { signIn } from './helpers';
import { apiGet } from './locations-api';

const PASSWORD = 'fieldline-demo';
const DISPATCHER = 'kim.nguyen@example.com';
const TECHNICIAN = 'jordan.lee@example.com';

/**
 * Issue 18 end to end, today: the dispatcher drags an unassigned job onto Jordan at 10:00, moves it to 14:00
 * and is refused an overlapping drop; Jordan, on a 390 px phone, finds it on today's list, starts and ends
 * it and captures the customer's signoff; the office sees the time and the signoff on the job.
 */
test('a job dispatched today reaches the technician’s phone, who works it and gets it signed', async ({
  page,
  browser,
}) => {
  await signIn(page, DISPATCHER, PASSWORD);
  const employees = await apiGet<{ id: number; email: string }[]>(page, '/cache/employees');
  const jordanId = employees.find((e) => e.email === TECHNICIAN)!.id;
  // The company's today, as the technician's page counts it.
  const { date } = await apiGet<{ date: string }>(page, `/technician-day?userId=${jordanId}`);
  // Jordan's demo visits of today go back to the lane first, so 10:00 and 14:00 are free.
  const today = await apiGet<{ visits: { id: number; userId: number }[] }>(
    page,
    `/dispatch/board?from=${date}&to=${date}`,
  );
  for (const v of today.visits.filter((x) => x.userId === jordanId)) {
    const res = await page.request.delete(`/v1/dispatch/visits/${v.id}`, {
      headers: { 'X-Requested-With': 'fetch' },
    });
    expect(res.status()).toBe(204);
  }

  await page.goto(`/dispatch?from=${date}&to=${date}`);
  const lane = page.getByTestId('lane');
  const laneJobs = lane.locator('[data-testid^="lane-job-"]');
  const job = laneJobs.first();
  await expect(job).toBeVisible();
  const jobNumber = (await job.getAttribute('data-job')) ?? '';
  const jobId = Number((await job.getAttribute('data-testid'))?.replace('lane-job-', ''));
  const rowId = await page
    .locator('[data-testid^="tech-"]', { hasText: 'Jordan Lee' })
    .first()
    .getAttribute('data-testid');
  const row = page.getByTestId(`cell-${rowId?.slice(5)}-${date}`);
  const card = row.locator(`[data-job="${jobNumber}"]`);

  // Onto Jordan at 10:00, then moved to 14:00 (grabbed near its left edge).
  // A drop the board's own refresh disturbed (the card moved as the drag started) is made again.
  let cell = await centre(row);
  await expect(async () => {
    if ((await card.count()) === 0) {
      cell = await centre(row);
      await drag(page, await centre(lane.locator(`[data-job="${jobNumber}"]`)), {
        x: cell.left + xOf(10) + 6,
        y: cell.y,
      });
    }
    await expect(card).toContainText('10:00 AM - 12:00 PM', { timeout: 4000 });
  }).toPass({ timeout: 30_000 });
  const grabbed = await card.boundingBox();
  cell = await centre(row);
  await drag(
    page,
    { x: grabbed!.x + 12, y: grabbed!.y + grabbed!.height / 2 },
    { x: cell.left + xOf(14) + 12, y: cell.y },
  );
  await expect(card).toContainText('2:00 PM - 4:00 PM');

  // Another job dropped at 15:00 overlaps it: refused with the server's message, and left in the lane.
  const other = laneJobs.first();
  const otherNumber = (await other.getAttribute('data-job')) ?? '';
  cell = await centre(row);
  await drag(page, await centre(other), { x: cell.left + xOf(15) + 6, y: cell.y });
  const refusal = page.getByRole('dialog', { name: 'Double booking' });
  await expect(refusal).toContainText(`Jordan Lee is already booked`);
  await expect(refusal).toContainText(`2:00 PM - 4:00 PM (Job ${jobNumber}`);
  await refusal.getByRole('button', { name: 'Cancel' }).click();
  await expect(lane.locator(`[data-job="${otherNumber}"]`)).toHaveCount(1);

  // Jordan's phone.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const tech = await phone.newPage();
  await signIn(tech, TECHNICIAN, PASSWORD);
  await tech.goto('/my-day');
  const visit = tech.getByTestId('visit-card').filter({ hasText: jobNumber });
  await expect(visit).toBeVisible();
  await visit.getByRole('button', { name: new RegExp(jobNumber) }).click();
  const panel = visit.getByRole('region');
  await panel.getByRole('button', { name: 'Start work' }).click();
  await expect(visit.getByText('Working', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'End work' }).click();
  await expect(visit.getByText('Done', { exact: true })).toBeVisible();

  // The customer signs on the phone.
  await panel.getByRole('button', { name: 'Signoff' }).click();
  const dialog = tech.getByRole('dialog', { name: new RegExp(`Customer signoff · ${jobNumber}`) });
  await dialog.getByLabel('Customer name').fill('Alex Morgan');
  const pad = await dialog.getByTestId('signature-canvas').boundingBox();
  await tech.mouse.move(pad!.x + 20, pad!.y + pad!.height * 0.7);
  await tech.mouse.down();
  for (let i = 1; i <= 12; i++)
    await tech.mouse.move(pad!.x + 20 + i * 20, pad!.y + pad!.height * (0.6 - 0.3 * Math.sin(i / 2)), {
      steps: 2,
    });
  await tech.mouse.up();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByText('Signed (1)')).toBeVisible();
  expect(await tech.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // The office sees Jordan's time and the signoff on the job the dispatcher scheduled.
  expect(await apiGet<unknown[]>(page, `/jobs/${jobId}/timesheets`)).toHaveLength(1);
  const signoffs = await apiGet<{ name?: string }[] | { data: { name?: string }[] }>(
    page,
    `/jobs/${jobId}/signoffs`,
  );
  expect(JSON.stringify(signoffs)).toContain('Alex Morgan');
});
