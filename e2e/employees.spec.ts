import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;

// An office user finds a technician, gives them a raise from a date and puts them on another team.
test('find an employee, edit a rate with an effective date, add to a team', async ({ page }) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Employees' }).first().click();
  await expect(page.getByRole('heading', { name: 'Employees' })).toBeVisible();
  const list = page.getByRole('table', { name: 'Employees' });
  await expect(list).toContainText('Jordan Lee');

  // Filters: technicians only, then a search.
  await page.getByRole('combobox', { name: 'Kind' }).click();
  await page.getByRole('option', { name: 'Technicians' }).click();
  await expect(list.getByRole('row')).toHaveCount(3);
  await expect(list).not.toContainText('Dana Whitfield');
  await page.getByRole('textbox', { name: 'Search employees' }).fill('ortiz');
  await expect(list.getByRole('row')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/employees.png`, fullPage: true });
  await list.getByRole('link', { name: 'Sam Ortiz' }).click();

  await expect(page.getByRole('heading', { name: /Sam Ortiz/ })).toBeVisible();
  await expect(page.getByText('Employee T-2002')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Employee number' })).toHaveValue('T-2002');
  await page.screenshot({ path: `${SHOTS}/employee-details.png`, fullPage: true });

  // A raise from 03/01/2027: a new base-rate row.
  await page.getByRole('tab', { name: 'Pay rates' }).click();
  const rates = page.getByRole('table', { name: 'Pay rates' });
  const before = await rates.getByRole('row').count();
  await page.getByRole('button', { name: 'Add rate' }).click();
  const n = before; // header row + existing rows: the new row's number is the old count
  await page.getByRole('textbox', { name: `Rate ${n}`, exact: true }).fill('36.25');
  await page.getByRole('textbox', { name: `Effective date of rate ${n}` }).fill('03/01/2027');
  await page.getByRole('textbox', { name: `Effective date of rate ${n}` }).blur();
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByText('Pay rates saved.')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Pay rates' }).click();
  // Saved and read back in order: the base rates by date (2025, 2026, the new 2027 one), then per time type.
  await expect(page.getByRole('textbox', { name: 'Rate 3', exact: true })).toHaveValue('36.2500');
  await expect(page.getByRole('textbox', { name: 'Effective date of rate 3' })).toHaveValue('03/01/2027');
  await page.screenshot({ path: `${SHOTS}/employee-rates.png`, fullPage: true });

  // A duplicate date for the same time type is refused with the rule's message.
  await page.getByRole('button', { name: 'Add rate' }).click();
  await page.getByRole('textbox', { name: `Rate ${n + 1}`, exact: true }).fill('40');
  await page.getByRole('textbox', { name: `Effective date of rate ${n + 1}` }).fill('03/01/2027');
  await page.getByRole('textbox', { name: `Effective date of rate ${n + 1}` }).blur();
  await page.getByRole('button', { name: 'Save rates' }).click();
  await expect(page.getByRole('alert')).toContainText('This time type already has a rate from this date.');
  await page.reload();

  // Add to the Denver Service team.
  await page.getByRole('tab', { name: 'Teams' }).click();
  const teams = page.getByRole('table', { name: 'Teams of the employee' });
  await expect(teams).toContainText('Springs Service');
  await expect(teams).not.toContainText('Denver Service');
  await page.getByRole('combobox', { name: 'Teams' }).click();
  await page.getByRole('option', { name: 'Denver Service' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save teams' }).click();
  await expect(page.getByText('Teams saved.')).toBeVisible();
  await expect(teams).toContainText('Denver Service');
  // The page's summary lists the teams by name.
  await expect(page.getByText('Denver Service, Installations, Springs Service')).toBeVisible();

  // Alerts and company cards are there too.
  await page.getByRole('tab', { name: 'Alerts' }).click();
  await expect(page.getByRole('table', { name: 'Alerts' })).toContainText(
    'Colorado plumbing licence expires',
  );
  await page.getByRole('tab', { name: 'Company cards' }).click();
  await expect(page.getByRole('table', { name: 'Company cards' })).toContainText('•••• 0932');
  await page.screenshot({ path: `${SHOTS}/employee-cards.png`, fullPage: true });

  // The team filter on the list finds them now.
  await page.getByRole('link', { name: 'Employees' }).first().click();
  await page.getByRole('combobox', { name: 'Team' }).click();
  await page.getByRole('option', { name: 'Denver Service' }).click();
  await expect(page.getByRole('table', { name: 'Employees' })).toContainText('Sam Ortiz');
});
