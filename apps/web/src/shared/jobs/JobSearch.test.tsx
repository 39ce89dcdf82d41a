import type { JobRow } from '@fieldline/contracts/jobs/jobs.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { JobSearch } from './JobSearch';

const row = (id: number, name: string, customer: string): JobRow => ({
  id,
  jobNumber: `J-${1000 + id}`,
  name,
  projectName: '',
  status: 'Scheduled',
  statusType: 'Open',
  invoiceStatus: 0,
  jobType: { id: 1, type: 'SVC', name: 'Service Call' },
  customer: { id: 3, name: customer, accountNumber: 'C-3' },
  customerLocation: { id: 4, name: 'Main plant' },
  office: { id: 1, name: 'Denver' },
  urgency: null,
  scheduledStart: null,
  createdDate: '2026-11-01T00:00:00.000Z',
});

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (!req.url.startsWith('/v1/jobs/search')) return undefined;
    const q = new URL(req.url, 'http://x').searchParams;
    if (q.get('query') === 'zzz') return { body: { data: [], count_filtered: 0 } };
    return {
      body: {
        data: [row(1, 'No cooling', 'Maple Foods'), row(2, 'Boiler PM', 'Maple Foods')],
        count_filtered: 2,
      },
    };
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());

const searchCalls = () =>
  server.requests
    .filter((r) => r.url.startsWith('/v1/jobs/search'))
    .map((r) => new URL(r.url, 'http://x').searchParams);

describe('JobSearch', () => {
  it('searches by customer name after 2 characters and hands the chosen job to onSelect', async () => {
    let chosen: JobRow | null = null;
    renderApp(<JobSearch onSelect={(j) => (chosen = j)} />);
    const modeInput = screen.queryAllByLabelText('Search by').find((el) => el.tagName === 'INPUT')!;
    fireEvent.click(modeInput);
    fireEvent.click(await screen.findByRole('option', { name: 'Customer' }));

    const input = screen.getByLabelText('Find a job');
    fireEvent.change(input, { target: { value: 'm' } });
    expect(screen.getByText('Type at least 2 characters.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 400));
    expect(searchCalls()).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'maple' } });
    const option = await screen.findByRole('option', { name: /J-1002/ });
    const call = searchCalls().at(-1)!;
    expect([call.get('query'), call.get('searchBy'), call.get('limit')]).toEqual(['maple', 'customer', '20']);
    expect(screen.getAllByText('Maple Foods – Main plant')).toHaveLength(2);
    fireEvent.click(option);
    expect(chosen).toMatchObject({ id: 2, name: 'Boiler PM' });
  });

  it('searches by id from one digit, picks with the keyboard and says when nothing matches', async () => {
    let chosen: JobRow | null = null;
    renderApp(<JobSearch onSelect={(j) => (chosen = j)} />);
    const input = screen.getByLabelText('Find a job');
    fireEvent.change(input, { target: { value: '7' } });
    await screen.findByRole('option', { name: /J-1001/ });
    expect(searchCalls().at(-1)!.get('searchBy')).toBe('id');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(chosen).toMatchObject({ id: 2 });

    fireEvent.change(input, { target: { value: 'zzz' } });
    await waitFor(() => expect(screen.getByText('No jobs found.')).toBeTruthy());
  });
});
