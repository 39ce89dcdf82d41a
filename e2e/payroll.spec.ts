import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;
const HEADERS = { 'X-Requested-With': 'fieldline' };

async function api<T>(
  page: Page,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await page.request.fetch(`/v1${url}`, { method, data, headers: HEADERS });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBe(true);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}

/**
 * A payroll clerk opens a weekly pay period whose technician time is not approved: the period says so and
 * Approve is refused with the rule's message. Once the time is approved (through the time approval call,
 * over the API), the period is approved, its CSV downloaded and its labour-cost entry opened.
 */
test('approve a pay period, export it to CSV and see its journal entry', async ({ page }) => {
  await signIn(page);
  // Setup over the API: a weekly calendar in 2032 (a Sunday start) and 9 hours of Jordan's time on a job.
  const name = unique('Weekly crew');
  await api(page, 'POST', '/payrollcalendar', {
    name,
    frequency: 'weekly',
    startDate: '2032-02-01',
    periods: 2,
  });
  const jordan = (
    await api<{ data: { id: number; userId: number }[] }>(page, 'GET', '/employees/search?query=T-2001')
  ).data[0];
  const job = (await api<{ data: { id: number }[] }>(page, 'GET', '/jobs/search?limit=1')).data[0];
  const types = await api<{ id: number; name: string }[]>(page, 'GET', '/timetypes').catch(() => []);
  const timeTypeId = types.find((t) => t.name === 'Regular')?.id ?? 1;
  await api(page, 'POST', `/jobs/${job.id}/timesheets`, {
    employeeId: jordan.userId,
    timeTypeId,
    workDate: '2032-02-02',
    hours: '9',
  });

  await page.getByRole('link', { name: 'Payroll' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payroll' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Payroll calendar' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  const list = page.getByRole('table', { name: 'Pay periods' });
  await expect(list.getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: `${SHOTS}/payroll.png`, fullPage: true });
  await list.getByRole('link', { name: '02/01/2032 - 02/07/2032' }).click();

  await expect(page.getByRole('heading', { name: /Pay period 02\/01\/2032/ })).toBeVisible();
  await expect(page.getByText('1 time entry is not approved')).toBeVisible();
  // An open period's pay date moves a day.
  const payDate = page.getByRole('textbox', { name: 'Pay date' });
  await expect(payDate).toHaveValue('02/12/2032');
  await payDate.fill('02/13/2032');
  await payDate.blur();
  await expect(page.getByText('Pay date saved.')).toBeVisible();
  const byEmployee = page.getByRole('table', { name: 'Pay by employee' });
  await expect(byEmployee).toContainText('Jordan Lee');
  await expect(byEmployee.getByRole('row').filter({ hasText: 'Jordan Lee' })).toContainText('9.00');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByText('The pay period has 1 time entry not approved yet: approve the time first.'),
  ).toBeVisible();

  // The supervisor approves Jordan's time of the period (spec 1 §7.10: the employee and the period's dates).
  const timeApproval = await page.request.post(`/v1/employees/timesheets/${jordan.id}/approve`, {
    data: { from: '2032-02-01', to: '2032-02-07' },
    headers: HEADERS,
  });
  expect(timeApproval.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('1 time entry is not approved')).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Pay period approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unapprove' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pay-period.png`, fullPage: true });

  // Export to CSV: a download named by the period.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('payroll-2032-02-01-to-2032-02-07.csv');
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString();
  expect(text).toContain('Employee Number,Employee Name,Pay Code,Pay Type,Hours,Rate,Amount,Prevailing Wage');
  expect(text).toContain('T-2001,Jordan Lee,REG,Regular,9.00');

  // The labour-cost journal entry: wages expense and accrued payroll.
  await page.getByRole('link', { name: /Entry #\d+/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText('Wages and Salaries');
  await expect(drawer).toContainText('Accrued Payroll');
  await page.screenshot({ path: `${SHOTS}/payroll-entry.png`, fullPage: true });
});
