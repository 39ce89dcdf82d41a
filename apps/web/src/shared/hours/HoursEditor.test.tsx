import type { HoursOfOperation } from '@fieldline/contracts/locations/locations.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { HoursEditor } from './HoursEditor';
import { HoursModal } from './HoursModal';
import { CLOSE_TIME_OPTIONS, formatTime12, OPEN_TIME_OPTIONS } from './hours-model';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

let server: FakeApiServer;
let nextId = 100;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    const body = req.body as Omit<HoursOfOperation, 'id'>;
    if (req.method === 'POST' && req.url === '/v1/locations/hoursOfOperation') {
      return { status: 201, body: { id: nextId++, ...body } };
    }
    const patch = req.url.match(/^\/v1\/locations\/hoursOfOperation\/(\d+)$/);
    if (req.method === 'PATCH' && patch) return { body: { id: Number(patch[1]), ...body } };
    return undefined;
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
});

const row = (day: string) => screen.getByTestId(`hours-row-${day}`);
const openSwitch = (day: string) => within(row(day)).getByLabelText(`${day} open`) as HTMLInputElement;
// Mantine also labels the dropdown list with the input's name; the input is the one to use.
const input = (day: string, label: string) =>
  within(row(day))
    .getAllByLabelText(`${day} ${label}`)
    .find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const opensAt = (day: string) => input(day, 'opens at');
const closesAt = (day: string) => input(day, 'closes at');

/** Opens a row's time list and clicks the option with that label. */
async function pick(day: string, which: 'opens at' | 'closes at', label: string) {
  fireEvent.click(input(day, which));
  const list = within(row(day))
    .getAllByLabelText(`${day} ${which}`)
    .find((el) => el.tagName !== 'INPUT') as HTMLElement;
  fireEvent.click(within(list).getByText(label));
}

describe('time lists', () => {
  it('run in 30-minute steps with 12-hour labels: open from 6:00 AM, close from 4:00 PM, 48 each', () => {
    expect(OPEN_TIME_OPTIONS[0]).toEqual({ value: '06:00', label: '6:00 AM' });
    expect(OPEN_TIME_OPTIONS[1]).toEqual({ value: '06:30', label: '6:30 AM' });
    expect(CLOSE_TIME_OPTIONS[0]).toEqual({ value: '16:00', label: '4:00 PM' });
    expect(OPEN_TIME_OPTIONS).toHaveLength(48);
    expect(CLOSE_TIME_OPTIONS).toHaveLength(48);
    // After 11:30 PM the lists wrap to the early hours.
    const lastEvening = OPEN_TIME_OPTIONS.findIndex((o) => o.value === '23:30');
    expect(OPEN_TIME_OPTIONS[lastEvening + 1]).toEqual({ value: '00:00', label: '12:00 AM' });
    expect(OPEN_TIME_OPTIONS.at(-1)).toEqual({ value: '05:30', label: '5:30 AM' });
    expect(formatTime12('12:30')).toBe('12:30 PM');
  });
});

// Fourteen 48-entry time lists stay mounted under the test environment, so renders are slow here.
describe('HoursEditor', { timeout: 30_000 }, () => {
  it('shows Monday to Sunday, all open, from 6:00 AM to 4:00 PM by default', async () => {
    renderApp(<HoursEditor locationId={5} hours={[]} />);
    const names = screen.getAllByTestId(/^hours-row-/).map((r) => r.getAttribute('data-testid'));
    expect(names).toEqual(DAYS.map((d) => `hours-row-${d}`));
    for (const day of DAYS) {
      expect(openSwitch(day).checked).toBe(true);
      expect(opensAt(day).value).toBe('6:00 AM');
      expect(closesAt(day).value).toBe('4:00 PM');
    }
    fireEvent.click(opensAt('Monday'));
    const options = await screen.findAllByRole('option');
    expect(options[0]?.textContent).toBe('6:00 AM');
  });

  it('the close list starts at 4:00 PM', async () => {
    renderApp(<HoursEditor locationId={5} hours={[]} />);
    fireEvent.click(closesAt('Friday'));
    const options = await screen.findAllByRole('option');
    expect(options[0]?.textContent).toBe('4:00 PM');
    expect(options[1]?.textContent).toBe('4:30 PM');
  });

  it('creates days without an id and updates changed days with one, in 24-hour HH:mm', async () => {
    const stored: HoursOfOperation[] = [
      { id: 11, locationId: 5, day: 1, openTime: '07:00', closeTime: '17:00', isClosed: false },
      { id: 12, locationId: 5, day: 2, openTime: '07:00', closeTime: '17:00', isClosed: false },
    ];
    renderApp(<HoursEditor locationId={5} hours={stored} />);
    expect(opensAt('Monday').value).toBe('7:00 AM');

    await pick('Tuesday', 'opens at', '8:30 AM');
    await pick('Tuesday', 'closes at', '6:30 PM');
    fireEvent.click(openSwitch('Sunday'));
    expect(openSwitch('Sunday').checked).toBe(false);
    expect(opensAt('Sunday').disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await screen.findByText('Hours saved', undefined, { timeout: 5000 });

    const calls = server.requests.map((r) => ({ method: r.method, url: r.url, body: r.body }));
    // Monday is unchanged: no call. Tuesday has an id: PATCH. Wednesday to Sunday are new: POST.
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        url: '/v1/locations/hoursOfOperation/12',
        body: { locationId: 5, day: 2, isClosed: false, openTime: '08:30', closeTime: '18:30' },
      },
    ]);
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => (c.body as { day: number }).day)).toEqual([3, 4, 5, 6, 7]);
    expect(posts[0]?.body).toEqual({
      locationId: 5,
      day: 3,
      isClosed: false,
      openTime: '06:00',
      closeTime: '16:00',
    });
    expect(posts[4]?.body).toEqual({
      locationId: 5,
      day: 7,
      isClosed: true,
      openTime: null,
      closeTime: null,
    });

    // Saved days now carry ids: saving again only sends what changes next.
    server.requests.length = 0;
    await pick('Wednesday', 'closes at', '5:00 PM');
    fireEvent.click(screen.getByRole('button', { name: 'Save hours' }));
    await waitFor(() => expect(server.requests).toHaveLength(1));
    expect(server.requests[0]).toMatchObject({ method: 'PATCH', url: '/v1/locations/hoursOfOperation/100' });
  });

  it('refuses a close time that is not after the open time', async () => {
    renderApp(<HoursEditor locationId={5} hours={[]} />);
    await pick('Monday', 'closes at', '5:30 AM');
    expect(screen.getByText('The close time must be after the open time.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save hours' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('HoursModal', () => {
  const hours: HoursOfOperation[] = [
    { id: 1, locationId: 5, day: 1, openTime: '06:00', closeTime: '16:00', isClosed: false },
    { id: 3, locationId: 5, day: 3, openTime: '08:30', closeTime: '17:30', isClosed: false },
    { id: 7, locationId: 5, day: 7, openTime: null, closeTime: null, isClosed: true },
  ];

  it('lists the seven days in 12-hour time, closed days as Closed, with today highlighted', () => {
    // 2026-11-18 is a Wednesday.
    renderApp(<HoursModal opened onClose={() => {}} hours={hours} today={new Date(2026, 10, 18, 9)} />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Hours of operation')).toBeTruthy();
    const rows = within(dialog).getAllByTestId(/^hours-day-/);
    expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(DAYS.map((d) => `hours-day-${d}`));
    expect(within(dialog).getByTestId('hours-day-Monday').textContent).toContain('6:00 AM – 4:00 PM');
    expect(within(dialog).getByTestId('hours-day-Sunday').textContent).toContain('Closed');
    expect(within(dialog).getByTestId('hours-day-Tuesday').textContent).toContain('Not set');

    const today = within(dialog).getByTestId('hours-day-Wednesday');
    expect(today.getAttribute('aria-current')).toBe('date');
    expect(today.textContent).toContain('Today');
    expect(today.textContent).toContain('8:30 AM – 5:30 PM');
    expect(rows.filter((r) => r.getAttribute('aria-current'))).toHaveLength(1);
  });
});
