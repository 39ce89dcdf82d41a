import { Permission } from '@fieldline/contracts/common/permissions';
import type { DayVisit, TechnicianDay } from '@fieldline/contracts/technician-day/technician-day.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { MyDayPage } from './MyDayPage';

const visit = (jobId: number, over: Partial<DayVisit> = {}): DayVisit => ({
  jobId,
  jobNumber: `J-${jobId}`,
  jobName: `Job ${jobId}`,
  statusName: 'Scheduled',
  customerName: 'Harbor Foods',
  startTime: '2026-11-28T15:00:00.000Z',
  endTime: '2026-11-28T16:00:00.000Z',
  site: {
    locationId: 3,
    name: 'Plant',
    address: '1200 Market St, Denver, CO 80202',
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=1200%20Market%20St',
    hours: { openTime: '07:00', closeTime: '17:30', isClosed: false },
  },
  contact: { id: 4, name: 'Pat Rivera', phone: '303-555-0142', email: null },
  tools: [{ toolId: 1, name: 'Vacuum pump', quantity: 1, checkedOut: false }],
  tasks: [{ id: 21, task: 'Replace filter', note: '', selected: false }],
  checklists: [],
  work: { state: 'notStarted', since: null, hours: '0.00', timesheetId: null },
  notes: '',
  signoffCount: 0,
  photoCount: 0,
  ...over,
});

const DAY: TechnicianDay = {
  date: '2026-11-28',
  timezone: 'America/Denver',
  userId: 9,
  technicianName: 'Jordan Lee',
  visits: [
    visit(11),
    visit(12, {
      startTime: '2026-11-28T18:00:00.000Z',
      endTime: '2026-11-28T19:00:00.000Z',
      checklists: [
        {
          id: 31,
          title: 'Boiler check',
          questions: [
            { id: 'q1', text: 'Flue clear', kind: 'check' },
            { id: 'q2', text: 'Gas pressure (in. w.c.)', kind: 'number' },
            { id: 'q3', text: 'Remarks', kind: 'text' },
          ],
          answers: { q3: 'Old note' },
        },
      ],
    }),
  ],
};

let server: FakeApiServer;
let ticked = false;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url.startsWith('/v1/technician-day?') || req.url === '/v1/technician-day') {
      const [first, ...rest] = DAY.visits;
      const tasks = first.tasks.map((t) => ({ ...t, selected: ticked }));
      return { body: { ...DAY, visits: [{ ...first, tasks }, ...rest] } };
    }
    if (req.url === '/v1/technician-day/jobs/11/start')
      return {
        ...apiError(422, 'Work on this job is already running: end it before starting again.'),
        delay: 50,
      };
    if (req.url === '/v1/jobs/12/checklists/31') return { body: {} };
    if (req.url === '/v1/technician-day/jobs/11/tasks/21') {
      ticked = true;
      return { body: { id: 21, selected: true }, delay: 100 };
    }
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => server.settle());

const tech = makeUser({
  permissions: [
    { id: Permission.Jobs, accessLevel: 1 },
    { id: Permission.OwnJobWork, accessLevel: 2 },
  ],
});

describe('My day', { timeout: 30_000 }, () => {
  it('loads the day in one request and lists the visits in order with their details', async () => {
    renderApp(<MyDayPage />, { user: tech });
    const cards = await screen.findAllByTestId('visit-card');
    expect(cards.map((c) => within(c).getAllByText(/^J-1\d ·/)[0].textContent)).toEqual([
      'J-11 · Job 11',
      'J-12 · Job 12',
    ]);
    expect(screen.getByTestId('day-date').textContent).toBe('Saturday, 11/28/2026');
    fireEvent.click(within(cards[0]).getByRole('button', { name: /J-11/ }));
    await waitFor(() => expect(within(cards[0]).getByRole('region')).toBeTruthy());
    expect(
      within(cards[0])
        .getByRole('link', { name: /303-555-0142/ })
        .getAttribute('href'),
    ).toBe('tel:3035550142');
    expect(within(cards[0]).getByText('Hours today: 7:00 AM - 5:30 PM')).toBeTruthy();
    // The company's wall-clock time (Denver, UTC-7), whatever the browser's zone (UTC in the tests).
    expect(within(cards[0]).getByText('8:00 AM - 9:00 AM')).toBeTruthy();
    expect(
      server.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/v1/technician-day')),
    ).toHaveLength(1);
  });

  it('ticks a task at once and shows a refused start as an error, putting the card back', async () => {
    renderApp(<MyDayPage />, { user: tech });
    const [card] = await screen.findAllByTestId('visit-card');
    fireEvent.click(within(card).getByRole('button', { name: /J-11/ }));
    await waitFor(() => expect(within(card).getByRole('region')).toBeTruthy());
    const box = within(card).getByRole('checkbox', { name: 'Replace filter' }) as HTMLInputElement;
    fireEvent.click(box);
    // Checked before the server answers (it waits 100 ms), and still after the refresh.
    await waitFor(() => expect(box.checked).toBe(true), { timeout: 90 });
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === '/v1/technician-day/jobs/11/tasks/21')?.body).toEqual({
        selected: true,
      }),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Start work' }));
    expect(await within(card).findByText('Working')).toBeTruthy();
    expect(
      await screen.findByText('Work on this job is already running: end it before starting again.'),
    ).toBeTruthy();
    await waitFor(() => expect(within(card).queryByText('Working')).toBeNull());
  });

  it('answers number and text questions of a checklist, saving each once when the field is left', async () => {
    renderApp(<MyDayPage />, { user: tech });
    const cards = await screen.findAllByTestId('visit-card');
    fireEvent.click(within(cards[1]).getByRole('button', { name: /J-12/ }));
    const pressure = (await within(cards[1]).findByLabelText('Gas pressure (in. w.c.)')) as HTMLInputElement;
    fireEvent.change(pressure, { target: { value: '3.5' } });
    fireEvent.blur(pressure);
    const remarks = within(cards[1]).getByLabelText('Remarks') as HTMLInputElement;
    expect(remarks.value).toBe('Old note');
    fireEvent.change(remarks, { target: { value: 'Cleaned burner' } });
    fireEvent.blur(remarks);
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === '/v1/jobs/12/checklists/31').map((r) => r.body)).toEqual(
        [{ answers: { q2: 3.5 } }, { answers: { q3: 'Cleaned burner' } }],
      ),
    );
  });
});
