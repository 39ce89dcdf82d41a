import { Permission } from '@fieldline/contracts/common/permissions';
import type { Board } from '@fieldline/contracts/dispatch/dispatch.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { DispatchPage } from './DispatchPage';

const DAY = '2030-03-05';
const card = {
  jobNumber: 'J-000101',
  jobName: 'No heat',
  customer: { id: 3, name: 'Aspen Grove Hotel' },
  address: '1 Main St, Denver, CO 80202',
  zone: { id: 2, name: 'Central' },
  jobType: { id: 1, name: 'Service Call' },
  urgency: { id: 3, name: 'High', color: 'orange' },
  status: 'Scheduled',
};
const board: Board = {
  from: DAY,
  to: DAY,
  timezone: 'America/Denver',
  revision: 7,
  technicians: [
    {
      userId: 11,
      employeeId: 1,
      name: 'Jordan Lee',
      office: { id: 1, name: 'Denver' },
      teams: [],
      zones: [],
    },
    { userId: 12, employeeId: 2, name: 'Sam Ortiz', office: { id: 1, name: 'Denver' }, teams: [], zones: [] },
  ],
  visits: [
    {
      id: 5,
      jobId: 101,
      userId: 11,
      title: 'No heat',
      start: '2030-03-05T17:00:00.000Z',
      end: '2030-03-05T19:00:00.000Z',
      version: 2,
      hours: { openTime: '08:00', closeTime: '17:00', isClosed: false },
    },
  ],
  jobs: [{ ...card, jobId: 101 }],
  busy: [
    {
      userId: 12,
      start: '2030-03-05T15:00:00.000Z',
      end: '2030-03-05T23:00:00.000Z',
      label: 'Time off',
      kind: 'timeOff',
    },
  ],
  unassigned: { data: [{ ...card, jobId: 102, jobNumber: 'J-000102', urgency: null }], count_filtered: 1 },
};

let server: FakeApiServer;
let patchReplies: { status: number; body: unknown }[];
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url.startsWith('/v1/dispatch/board')) return { body: board };
    if (req.url.startsWith('/v1/dispatch/changes')) return { body: { revision: 7, changed: false } };
    if (req.url.startsWith('/v1/cache/')) return { body: [] };
    if (req.url === '/v1/dispatch/visits/5' && req.method === 'PATCH') return patchReplies.shift();
    if (req.url === '/v1/dispatch/visits/5' && req.method === 'DELETE') return { status: 204 };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => server.settle());

const dispatcher = makeUser({ permissions: [{ id: Permission.Events, accessLevel: 2 }] });
const MESSAGE =
  'Sam Ortiz is already booked 03/05/2030 8:00 AM - 4:00 PM (Time off). Choose another time or override the double booking.';

describe('dispatch board page', { timeout: 30_000 }, () => {
  it('shows technicians by office, the visit card with zone and hours, busy time and the lane', async () => {
    renderApp(<DispatchPage />, { user: dispatcher, route: `/?from=${DAY}&to=${DAY}` });
    const visit = await screen.findByTestId('visit-5');
    expect(visit.textContent).toContain('J-000101');
    expect(visit.textContent).toContain('10:00 AM - 12:00 PM · Central');
    expect(visit.textContent).toContain('Open 8:00 AM - 5:00 PM');
    expect(screen.getByTestId('busy-block').textContent).toBe('Time off');
    expect(within(screen.getByTestId('lane')).getByText('J-000102')).toBeTruthy();
    expect(screen.getByText('Denver · No team')).toBeTruthy();
  });

  it('assigns through the card menu; a double booking shows the message and overrides on request', async () => {
    patchReplies = [
      apiError(409, MESSAGE, 'TECHNICIAN_DOUBLE_BOOKED') as { status: number; body: unknown },
      { status: 200, body: {} },
    ];
    renderApp(<DispatchPage />, { user: dispatcher, route: `/?from=${DAY}&to=${DAY}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for J-000101' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Assign to…' }));
    const assign = await screen.findByRole('dialog', { name: 'Assign to' });
    fireEvent.click(within(assign).getByRole('combobox', { name: 'Technician' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sam Ortiz' }));
    fireEvent.click(within(assign).getByRole('button', { name: 'Assign' }));
    const conflict = await screen.findByRole('dialog', { name: 'Double booking' });
    expect(within(conflict).getByTestId('conflict-message').textContent).toBe(MESSAGE);
    fireEvent.click(within(conflict).getByRole('button', { name: 'Override and book anyway' }));
    await waitFor(() => expect(server.requests.filter((r) => r.method === 'PATCH')).toHaveLength(2));
    const [first, second] = server.requests.filter((r) => r.method === 'PATCH');
    expect(first.body).toMatchObject({ userId: 12, version: 2, override: false });
    expect(second.body).toMatchObject({ userId: 12, start: '2030-03-05T17:00:00.000Z', override: true });
  });

  it('unassigns through the card menu', async () => {
    renderApp(<DispatchPage />, { user: dispatcher, route: `/?from=${DAY}&to=${DAY}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for J-000101' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Unassign' }));
    await waitFor(() =>
      expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/v1/dispatch/visits/5')).toBe(
        true,
      ),
    );
  });
});
