import type { ProfitByJobResult, ProfitRow } from '@fieldline/contracts/jobs/job-reports.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { renderApp } from '../../../../test/utils';
import { JobProfitPage } from './JobProfitPage';

const row = (jobId: number, over: Partial<ProfitRow> = {}): ProfitRow => ({
  jobId,
  jobNumber: `J-00000${jobId}`,
  name: `Job ${jobId}`,
  status: 'Completed',
  customer: { id: 3, name: 'Maple Foods' },
  office: { id: 1, name: 'Denver' },
  createdDate: '2026-11-01T15:00:00.000Z',
  completedDate: '2026-11-03T15:00:00.000Z',
  revenue: '1234.50',
  itemsCost: '400.00',
  labour: '300.25',
  expenses: '34.25',
  profit: '500.00',
  margin: '0.4050',
  ...over,
});

const result: ProfitByJobResult = {
  data: [row(1), row(2, { revenue: '0.00', profit: '-20.00', margin: '0.0000', itemsCost: '20.00' })],
  count_filtered: 2,
  totals: {
    revenue: '1234.50',
    itemsCost: '420.00',
    labour: '300.25',
    expenses: '34.25',
    profit: '480.00',
    margin: '0.3888',
  },
};

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url.startsWith('/v1/jobs/reports/profitByJob')) return { body: result };
    if (req.url === '/v1/cache/offices')
      return {
        body: [
          { id: 1, name: 'Denver' },
          { id: 2, name: 'Colorado Springs' },
        ],
      };
    if (req.url === '/v1/jobs/statuses') return { body: [] };
    return undefined;
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());

const reportCalls = () =>
  server.requests
    .filter((r) => r.url.startsWith('/v1/jobs/reports/profitByJob'))
    .map((r) => new URL(r.url, 'http://x').searchParams);

describe('JobProfitPage', () => {
  it('shows the rows with money, margins and the totals', async () => {
    renderApp(<JobProfitPage />);
    const first = await screen.findByTestId('profit-row-1');
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'J-000001',
      'Job 1Maple Foods',
      'Completed',
      '11/03/2026',
      '$1,234.50',
      '$400.00',
      '$300.25',
      '$34.25',
      '$500.00',
      '40.50 %',
    ]);
    expect(within(screen.getByTestId('profit-row-2')).getAllByRole('cell').at(-1)?.textContent).toBe(
      '0.00 %',
    );
    const totals = screen.getByTestId('profit-totals');
    expect(totals.textContent).toContain('Total (2 jobs)');
    expect(totals.textContent).toContain('$480.00');
    expect(totals.textContent).toContain('38.88 %');
    const call = reportCalls()[0];
    expect([call.get('dateField'), call.get('offset'), call.get('limit')]).toEqual(['completed', '0', '50']);
  });

  it('sends the office and status filters and puts them on the spreadsheet link', async () => {
    renderApp(<JobProfitPage />);
    await screen.findByTestId('profit-row-1');
    const input = (label: string) =>
      screen.queryAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    fireEvent.click(input('Office'));
    fireEvent.click(await screen.findByRole('option', { name: 'Colorado Springs' }));
    fireEvent.click(input('Status'));
    fireEvent.click(await screen.findByRole('option', { name: 'Any closed status' }));
    await waitFor(() => {
      const last = reportCalls().at(-1)!;
      expect([last.get('officeId'), last.get('status')]).toEqual(['2', 'closed']);
    });
    const link = screen.getByRole('link', { name: 'Export to Excel' });
    expect(link.getAttribute('href')).toBe(
      '/v1/jobs/reports/profitExcel?dateField=completed&officeId=2&status=closed',
    );
  });
});
