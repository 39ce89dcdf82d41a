import { SUBSCRIBE_ALL_CONFIRM } from '@fieldline/contracts/notifications/notifications.contract';
import { expect, test } from '@playwright/test';
import { signIn, unique } from './helpers';
import { apiGet, apiPost, createCustomer } from './locations-api';

interface Subscription {
  id: number;
  name: string;
  isSubscribed: boolean;
  subscribed?: number;
  unsubscribed?: number;
  canOptOut?: boolean;
}

test('subscribe all contacts through the confirmation', async ({ page }) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Notify Co'));
  const stamp = Date.now().toString(36);
  const contacts = [];
  for (const first of ['Robin', 'Casey']) {
    contacts.push(
      await apiPost<{ id: number }>(page, '/contacts', {
        firstName: first,
        lastName: 'Notify',
        email: `${first.toLowerCase()}.${stamp}@example.com`,
        customerId: customer.id,
      }),
    );
  }
  const before = await apiGet<Subscription[]>(page, `/customers/${customer.id}/notifications?logs=false`);
  const target = before[0] as Subscription;
  expect(target).toMatchObject({ subscribed: 0, unsubscribed: 2 });

  await page.goto(`/page/6073/${customer.id}`);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const counts = page.getByTestId(`subscription-counts-${target.id}`);
  await expect(counts).toHaveText('0 subscribed · 2 unsubscribed');
  await expect(page.getByTestId('notification-log')).toBeVisible();

  await page.getByRole('button', { name: `Subscribe all contacts to ${target.name}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: SUBSCRIBE_ALL_CONFIRM });
  await expect(confirm.getByText(SUBSCRIBE_ALL_CONFIRM, { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'OK' }).click();
  await expect(counts).toHaveText('2 subscribed · 0 unsubscribed');
  await page.screenshot({ path: test.info().outputPath('customer-notifications.png'), fullPage: true });

  for (const contact of contacts) {
    const subs = await apiGet<Subscription[]>(page, `/contacts/${contact.id}/notifications?logs=false`);
    expect(subs.find((s) => s.id === target.id)?.isSubscribed).toBe(true);
  }
});

test('a contact changes their own preferences through the public link without signing in', async ({
  page,
  browser,
}) => {
  await signIn(page);
  const customer = await createCustomer(page, unique('Link Co'));
  const email = `link.${Date.now().toString(36)}@example.com`;
  const contact = await apiPost<{ id: number; uid: string }>(page, '/contacts', {
    firstName: 'Jamie',
    lastName: 'Link',
    email,
    customerId: customer.id,
  });
  const subs = await apiGet<Subscription[]>(
    page,
    `/contacts/${contact.id}/notifications?logs=false&includeCanOptOut=true`,
  );
  const optional = subs.find((s) => s.canOptOut) as Subscription;
  const locked = subs.find((s) => s.canOptOut === false) as Subscription;

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/notifications/${contact.uid}`);
  await expect(publicPage.getByRole('heading', { name: 'Notification preferences' })).toBeVisible();
  await publicPage.getByLabel('E-mail address').fill('someone.else@example.com');
  await publicPage.getByRole('button', { name: 'Show my preferences' }).click();
  await expect(publicPage.getByRole('alert')).toContainText(
    'This link is not valid for this e-mail address.',
  );

  await publicPage.getByLabel('E-mail address').fill(email);
  await publicPage.getByRole('button', { name: 'Show my preferences' }).click();
  await expect(publicPage.getByRole('heading', { name: 'Hi Jamie,' })).toBeVisible();
  await expect(publicPage.getByRole('switch', { name: locked.name })).toBeDisabled();
  const toggle = publicPage.getByRole('switch', { name: optional.name });
  await expect(toggle).not.toBeChecked();
  await publicPage.getByTestId(`preference-${optional.id}`).locator('label').last().click();
  await expect(toggle).toBeChecked();
  await expect(publicPage.getByTestId(`preference-${optional.id}`).getByText('Saved')).toBeVisible();
  await publicPage.screenshot({ path: test.info().outputPath('public-preferences.png'), fullPage: true });
  await visitor.close();

  const after = await apiGet<Subscription[]>(page, `/contacts/${contact.id}/notifications?logs=false`);
  expect(after.find((s) => s.id === optional.id)?.isSubscribed).toBe(true);
});
