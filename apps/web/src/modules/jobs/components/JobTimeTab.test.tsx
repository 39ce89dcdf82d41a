import { Permission } from '@fieldline/contracts/common/permissions';
import type { Timesheet } from '@fieldline/contracts/jobs/job-work.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { JobTimeTab } from './JobTimeTab';

const row = (id: number, over: Partial<Timesheet> = {}): Timesheet => ({
  id,
  jobId: 7,
  employee: { id: 5, displayName: 'Tess Tech' },
  hours: '2.00',
  description: `Work ${id}`,
  note: '',
  startTime: null,
  endTime: null,
  workDate: '2026-11-20',
  timeType: { id: 1, name: 'Regular' },
  billedTime: '2.00',
  costRate: '0.0000',
  item: null,
  createdDate: '2026-11-20T00:00:00.000Z',
  modifiedDate: '2026-11-20T00:00:00.000Z',
  version: 1,
  ...over,
});

let server: FakeApiServer;
let patchReply: { status: number; body: unknown };
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/jobs/7/timesheets' && req.method === 'GET') return { body: [row(1), row(2)] };
    if (req.url === '/v1/timetypes')
      return { body: [{ id: 1, name: 'Regular', isBillable: true, costRate: '0.0000' }] };
    if (req.url === '/v1/jobs/7/timesheets' && req.method === 'PATCH') return patchReply;
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  patchReply = { status: 200, body: [row(2, { hours: '3.00' })] };
});
afterEach(() => server.settle());

const full = makeUser({ permissions: [{ id: Permission.Jobs, accessLevel: 2 }] });

describe('job time tab', { timeout: 30_000 }, () => {
  it('lists the time with totals', async () => {
    renderApp(<JobTimeTab jobId={7} canEdit />, { user: full });
    expect(await screen.findByText('Work 1')).toBeTruthy();
    // Hours and billed time both total 4.00, shown as H:mm.
    expect(screen.getAllByText('4:00', { selector: 'th' })).toHaveLength(2);
  });

  it('saves only the changed rows together and shows a refused field in its cell', async () => {
    patchReply = {
      status: 400,
      body: {
        message: 'The request has invalid fields.',
        code: 'VALIDATION_FAILED',
        errors: [{ field: '[0].hours', message: 'Must be 0 or more' }],
      },
    };
    renderApp(<JobTimeTab jobId={7} canEdit />, { user: full });
    await screen.findByText('Work 1');
    fireEvent.click(screen.getByRole('button', { name: 'Edit several' }));
    fireEvent.change(screen.getByLabelText('Hours of row 2'), { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save all' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual([
      {
        id: 2,
        version: 1,
        workDate: '2026-11-20',
        timeTypeId: 1,
        hours: '-3',
        billedTime: '2.00',
        description: 'Work 2',
      },
    ]);
    expect(await screen.findByText('Must be 0 or more')).toBeTruthy();
    // Still editing: nothing was saved.
    expect(screen.getByRole('button', { name: 'Save all' })).toBeTruthy();
  });

  it('offers no editing without full access', async () => {
    renderApp(<JobTimeTab jobId={7} canEdit={false} />, { user: full });
    await screen.findByText('Work 1');
    expect(screen.queryByRole('button', { name: 'Add time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit several' })).toBeNull();
  });
});
