import {
  type NotificationLog,
  SUBSCRIBE_ALL_CONFIRM,
  type Subscription,
  UNSUBSCRIBE_ALL_CONFIRM,
} from '@fieldline/contracts/notifications/notifications.contract';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApiServer, type Handler, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { NotificationsRow } from './NotificationsRow';

const sub = (id: number, name: string, extra: Partial<Subscription> = {}): Subscription => ({
  id,
  name,
  description: null,
  isSubscribed: false,
  canOptOut: true,
  ...extra,
});

function logs(from: number, count: number): NotificationLog[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i + 1,
    contactId: 3,
    contactName: 'Dana Reyes',
    notificationName: 'Appointment reminders',
    method: 'E-mail',
    recipient: 'dana@example.com',
    subject: `Reminder ${from + i + 1}`,
    status: 'sent',
    sentDate: '2026-11-20T15:00:00.000Z',
  }));
}

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi();
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
  cleanNotifications();
});

const subscriptionGets = (base: string) =>
  server.requests.filter(
    (r) => r.method === 'GET' && r.url.startsWith(`${base}?`) && r.url.includes('logs=false'),
  );
const logGets = (base: string) =>
  server.requests.filter(
    (r) => r.method === 'GET' && r.url.startsWith(`${base}?`) && r.url.includes('logs=true'),
  );
const shownErrors = () =>
  notificationsStore
    .getState()
    .notifications.filter((n) => n.color === 'red')
    .map((n) => n.message);

describe('NotificationsRow for a contact', () => {
  const base = '/v1/contacts/3/notifications';
  const handler =
    (change: Handler): Handler =>
    (req) => {
      if (req.url.startsWith(`${base}?`) && req.url.includes('logs=false')) {
        // The reload after a failure answers slowly, so the revert is seen before it lands.
        const delay = subscriptionGets(base).length > 1 ? 1000 : 0;
        return { body: [sub(1, 'Appointment reminders'), sub(2, 'Invoices', { isSubscribed: true })], delay };
      }
      if (req.url.startsWith(`${base}?`)) return { body: [] };
      return change(req);
    };

  it('flips the checkbox at once and puts it back, reloading the list, when the change fails', async () => {
    server.setHandler(
      handler((req) =>
        req.url === `${base}/1/subscribe`
          ? { ...apiError(500, 'The subscription could not be changed.'), delay: 150 }
          : undefined,
      ),
    );
    renderApp(<NotificationsRow kind="contact" id={3} />);
    const box = (await screen.findByRole('checkbox', { name: 'Appointment reminders' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(subscriptionGets(base)).toHaveLength(1);

    fireEvent.click(box);
    // Optimistic: ticked before the server has answered.
    expect(
      (screen.getByRole('checkbox', { name: 'Appointment reminders' }) as HTMLInputElement).checked,
    ).toBe(true);

    await waitFor(() => expect(shownErrors()).toEqual(['The subscription could not be changed.']));
    // Reverted at once, while the reload is still on its way.
    await waitFor(
      () =>
        expect(
          (screen.getByRole('checkbox', { name: 'Appointment reminders' }) as HTMLInputElement).checked,
        ).toBe(false),
      { timeout: 400 },
    );
    expect(server.requests.some((r) => r.method === 'GET' && r.url === `${base}/1/subscribe`)).toBe(true);
    await waitFor(() => expect(subscriptionGets(base)).toHaveLength(2));
  });

  it('unsubscribes with DELETE and keeps the box clear on success', async () => {
    server.setHandler(
      handler((req) =>
        req.method === 'DELETE' && req.url === `${base}/2/unsubscribe`
          ? { body: sub(2, 'Invoices', { isSubscribed: false }) }
          : undefined,
      ),
    );
    renderApp(<NotificationsRow kind="contact" id={3} />);
    const box = (await screen.findByRole('checkbox', { name: 'Invoices' })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(server.requests.some((r) => r.method === 'DELETE')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect((screen.getByRole('checkbox', { name: 'Invoices' }) as HTMLInputElement).checked).toBe(false);
    expect(shownErrors()).toEqual([]);
  });
});

describe('NotificationsRow for a customer', () => {
  const base = '/v1/customers/9/notifications';
  let subscribed = 1;
  beforeEach(() => {
    subscribed = 1;
    server.setHandler((req) => {
      if (req.url.startsWith(`${base}?`) && req.url.includes('logs=false')) {
        return { body: [sub(4, 'Service reminders', { subscribed, unsubscribed: 3 - subscribed })] };
      }
      if (req.url.startsWith(`${base}?`)) return { body: [] };
      if (req.method === 'GET' && req.url === `${base}/4/subscribe`) {
        subscribed = 3;
        return { body: sub(4, 'Service reminders', { isSubscribed: true }) };
      }
      return undefined;
    });
  });

  it('subscribes all contacts only after the exact confirmation, then shows the new counts', async () => {
    renderApp(<NotificationsRow kind="customer" id={9} />);
    const counts = await screen.findByTestId('subscription-counts-4');
    expect(counts.textContent).toBe('1 subscribed · 2 unsubscribed');

    fireEvent.click(screen.getByRole('button', { name: 'Subscribe all contacts to Service reminders' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(SUBSCRIBE_ALL_CONFIRM)).toBeTruthy();
    expect(SUBSCRIBE_ALL_CONFIRM).toBe(
      'This will Subscribe any currently Unsubscribed contact, even if they have chosen to unsibscribe themselves. Are you sure you wish to do this?',
    );
    expect(server.requests.some((r) => r.url.endsWith('/subscribe'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() =>
      expect(screen.getByTestId('subscription-counts-4').textContent).toBe('3 subscribed · 0 unsubscribed'),
    );
    expect(server.requests.filter((r) => r.url === `${base}/4/subscribe`)).toHaveLength(1);
  });

  it('asks before unsubscribing all and does nothing on Cancel', async () => {
    renderApp(<NotificationsRow kind="customer" id={9} />);
    await screen.findByTestId('subscription-counts-4');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe all contacts from Service reminders' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(UNSUBSCRIBE_ALL_CONFIRM)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });
});

describe('notification log panel', () => {
  const base = '/v1/contacts/5/notifications';

  it('is at least 200 px high and loads pages of 10 on scrolling until a page is shorter', async () => {
    server.setHandler((req) => {
      if (!req.url.startsWith(`${base}?`)) return undefined;
      if (req.url.includes('logs=false')) return { body: [] };
      const offset = Number(new URL(req.url, server.origin).searchParams.get('offset'));
      return { body: offset < 20 ? logs(offset, 10) : logs(offset, 3) };
    });
    renderApp(<NotificationsRow kind="contact" id={5} />);
    const panel = screen.getByTestId('notification-log');
    expect(panel.style.minHeight).toBe('200px');
    await screen.findByText('Reminder 10');
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Contact', 'Notification', 'Method', 'Recipient', 'Status']);
    expect(logGets(base).map((r) => new URL(r.url, server.origin).searchParams.get('limit'))).toEqual(['10']);

    fireEvent.scroll(panel);
    await screen.findByText('Reminder 20');
    fireEvent.scroll(panel);
    await screen.findByText('Reminder 23');
    expect(logGets(base).map((r) => new URL(r.url, server.origin).searchParams.get('offset'))).toEqual([
      '0',
      '10',
      '20',
    ]);

    // The short page was the last: scrolling again asks for nothing.
    fireEvent.scroll(panel);
    await new Promise((r) => setTimeout(r, 100));
    expect(logGets(base)).toHaveLength(3);
    expect(within(panel).getAllByRole('row')).toHaveLength(24);
  });
});
