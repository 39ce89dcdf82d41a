import type { Figures, IncomeStatement } from '@fieldline/contracts/reports/financial.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { renderApp } from '../../../../test/utils';
import { IncomeStatementPage } from './IncomeStatementPage';

const figs = (total: string, withBudget: boolean): Figures => ({
  amounts: [total],
  total,
  ...(withBudget
    ? { budget: ['1000.00'], budgetTotal: '1000.00', variance: ['234.50'], varianceTotal: '234.50' }
    : {}),
});

function statement(withBudget: boolean): IncomeStatement {
  const zero = figs('0.00', withBudget);
  return {
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    companyId: 1,
    officeIds: [],
    format: 'detail',
    columns: [{ key: 'total', label: 'Total', startDate: '2026-01-01', endDate: '2026-12-31' }],
    series: withBudget ? ['Actual', 'Budget'] : ['Actual'],
    budget: withBudget ? { id: 4, description: 'Plan 2026', financialYear: 2026, locked: false } : null,
    sections: [
      {
        key: 'revenue',
        title: 'Revenue',
        ...figs('1234.50', withBudget),
        groups: [
          {
            groupId: 1,
            name: 'Revenue',
            ...figs('1234.50', withBudget),
            accounts: [{ id: 9, code: '4000', name: 'Service Revenue', ...figs('1234.50', withBudget) }],
          },
        ],
      },
    ],
    grossProfit: figs('1234.50', withBudget),
    operatingIncome: figs('1234.50', withBudget),
    netIncome: { ...zero, total: '1234.50', amounts: ['1234.50'] },
  };
}

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url.startsWith('/v1/generalledger/reports/incomestatement')) {
      const q = new URL(req.url, 'http://x').searchParams;
      return { body: statement(q.get('series') === 'Budget') };
    }
    if (req.url === '/v1/cache/offices') return { body: [{ id: 1, name: 'Denver' }] };
    return undefined;
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());

const calls = () =>
  server.requests
    .filter((r) => r.url.startsWith('/v1/generalledger/reports/incomestatement'))
    .map((r) => new URL(r.url, 'http://x').searchParams);

describe('IncomeStatementPage', () => {
  it('shows the statement, then the budget and variance with Show Budget', async () => {
    renderApp(<IncomeStatementPage />);
    const table = await screen.findByTestId('report-table');
    await waitFor(() => expect(within(table).getAllByText('$1,234.50').length).toBeGreaterThan(0));
    const first = calls()[0];
    expect([first.get('columns'), first.get('format'), first.get('series')]).toEqual(['12', 'detail', null]);
    expect(first.get('startDate')).toMatch(/^\d{4}-01-01$/);

    fireEvent.click(screen.getByLabelText('Show Budget'));
    await waitFor(() => expect(screen.getByTestId('budget-note').textContent).toContain('Budget: Plan 2026'));
    expect(calls().at(-1)?.get('series')).toBe('Budget');
    const t = screen.getByTestId('report-table');
    expect(within(t).getByRole('columnheader', { name: 'Total Budget' })).toBeTruthy();
    const row = within(t).getByText('4000 Service Revenue').closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4000 Service Revenue', '$1,234.50', '$1,000.00', '$234.50']);
    const xlsx = screen.getByRole('link', { name: 'Export XLSX' });
    expect(xlsx.getAttribute('href')).toMatch(
      /^\/v1\/generalledger\/reports\/incomestatement\/export\?type=xlsx&startDate=.*&series=Budget$/,
    );
  });
});
