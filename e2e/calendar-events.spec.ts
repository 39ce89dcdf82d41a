import { expect, type Page, test } from '@playwright/test';
import { signIn, unique } from './helpers';

const SHOTS = `${process.cwd()}/.tmp/shots`;
const DISPATCHER = 'kim.nguyen@example.com';
const PASSWORD = 'fieldline-demo';

/** MM/DD/YYYY of the day `days` after this week's Monday (the browser runs in UTC). */
function weekDay(days: number): string {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + days);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

// A dispatcher makes a weekly meeting with a technician, sees it in two weeks, moves one occurrence to
// 11:00 and finds the other occurrences unchanged.
test('dispatcher creates a weekly meeting and changes one occurrence', async ({ page }) => {
  const title = unique('Crew huddle');
  const tuesday = weekDay(8); // next week's Tuesday
  const tuesdayAfter = weekDay(15);
  await signIn(page, DISPATCHER, PASSWORD);
  await page.getByRole('link', { name: 'Calendar' }).first().click();
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page.getByText(`Week of ${weekDay(7)}`)).toBeVisible();

  await page.getByRole('button', { name: `New event on ${tuesday}` }).click();
  const dialog = page.getByRole('dialog', { name: 'New event' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Attendees' }).click();
  await page.getByRole('option', { name: 'Jordan Lee' }).click();
  await dialog.getByRole('textbox', { name: 'Location' }).click(); // closes the attendee list
  await choose(page, dialog, 'Repeat', 'Weekly');
  await choose(page, dialog, 'Repeat ends', 'After a number of times');
  await expect(dialog.getByRole('checkbox', { name: 'Tue' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Times' }).fill('4');
  await page.screenshot({ path: `${SHOTS}/calendar-new-event.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Save event' }).click();
  await expect(dialog).toBeHidden();

  const first = page.getByRole('button', { name: `${title}, ${tuesday} 9:00 AM – 10:00 AM` });
  await expect(first).toBeVisible();
  await expect(page.getByRole('group', { name: new RegExp(`Tuesday ${tuesday}`) })).toContainText(
    'Jordan Lee',
  );

  // The week after: the next occurrence, then only that one moved to 11:00.
  await page.getByRole('button', { name: 'Next week' }).click();
  const second = page.getByRole('button', { name: `${title}, ${tuesdayAfter} 9:00 AM – 10:00 AM` });
  await expect(second).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/calendar-week.png`, fullPage: true });
  await second.click();
  const ask = page.getByRole('dialog', { name: 'Edit a recurring event' });
  await ask.getByRole('button', { name: 'This occurrence' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit this occurrence' });
  await edit.getByLabel('Starts time').fill('11:00');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(edit).toBeHidden();
  await expect(
    page.getByRole('button', { name: `${title}, ${tuesdayAfter} 11:00 AM – 12:00 PM` }),
  ).toBeVisible();
  await expect(second).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/calendar-occurrence-moved.png`, fullPage: true });

  // The other occurrences keep 9:00.
  await page.getByRole('button', { name: 'Previous week' }).click();
  await expect(first).toBeVisible();
  await page.getByRole('button', { name: 'Next week' }).click();
  await page.getByRole('button', { name: 'Next week' }).click();
  const third = page.getByRole('button', { name: `${title}, ${weekDay(22)} 9:00 AM – 10:00 AM` });
  await expect(third).toBeVisible();

  // Only Sam's events (and the dispatcher's own): the huddle is Jordan's, so it goes.
  await page.getByRole('combobox', { name: 'People' }).click();
  await page.getByRole('option', { name: 'Sam Ortiz' }).click();
  await page.keyboard.press('Escape');
  await expect(third).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/calendar-people.png`, fullPage: true });
});
