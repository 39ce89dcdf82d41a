import type { Budget, BudgetAccount, BudgetEntry } from '@fieldline/contracts/budgets/budgets.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { BudgetPage } from './BudgetPage';

const budget = (over: Partial<Budget> = {}): Budget => ({
  id: 5,
  financialYear: 2026,
  description: 'Plan',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  companyID: 1,
  companyName: 'Summit',
  accountFormat: '{code} {name}',
  officeID: null,
  officeName: null,
  budgetType: 1,
  targetPct: '0.0000',
  locked: false,
  offices: [
    { id: 2, name: 'Colorado Springs' },
    { id: 1, name: 'Denver' },
  ],
  createdDate: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  modifiedBy: null,
  version: 1,
  ...over,
});
const accounts: BudgetAccount[] = [
  {
    id: 40,
    code: '4000',
    name: 'Service Revenue',
    label: '4000 Service Revenue',
    accountType: 4,
    isActive: true,
  },
];
const entry = (officeID: number, periodNumber: number, amount: string): BudgetEntry => ({
  id: officeID * 100 + periodNumber,
  amount,
  basisAmount: '0.00',
  periodClosed: false,
  budgetEntriesID: 5,
  accountID: 40,
  officeID,
  divisionID: 0,
  departmentID: 0,
  accountingPeriodID: null,
  periodNumber,
});

let server: FakeApiServer;
let current: Budget;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/budget/5') return { body: current };
    if (req.url === '/v1/budget/5/accounts') return { body: accounts };
    if (req.url === '/v1/budget/5/entries') return { body: [entry(1, 1, '100.00'), entry(2, 1, '50.00')] };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  current = budget();
});
afterEach(() => server.settle());

const full = makeUser({ permissions: [{ id: Permission.Budgets, accessLevel: 2 }] });
const open = () => renderApp(<BudgetPage />, { user: full, route: '/budgets/5', path: '/budgets/:id' });

describe('budget page', { timeout: 30_000 }, () => {
  it('shows a tab per office plus All; cells become inputs only after Edit', async () => {
    open();
    expect(await screen.findByRole('tab', { name: 'Colorado Springs' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Denver' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'All' })).toBeTruthy();
    expect(screen.queryByLabelText('4000 Service Revenue Jan 2026')).toBeNull();
    expect(screen.getAllByText('$50.00').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(((await screen.findByLabelText('4000 Service Revenue Jan 2026')) as HTMLInputElement).value).toBe(
      '50.00',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByText('$150.00').length).toBeGreaterThan(0));
    // The All tab adds the offices up and is never editable.
    expect(screen.queryByLabelText('4000 Service Revenue Jan 2026')).toBeNull();
  });

  it('a locked budget shows the indicator and hides the edit controls', async () => {
    current = budget({ locked: true });
    open();
    expect(await screen.findByText('Locked', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import from spreadsheet' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Export to spreadsheet' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
  });

  it('a single office has no All tab; no offices shows "No Offices Found"', async () => {
    current = budget({ offices: [{ id: 1, name: 'Denver' }] });
    const view = open();
    expect(await screen.findByRole('tab', { name: 'Denver' }, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'All' })).toBeNull();
    view.unmount();
    current = budget({ offices: [] });
    open();
    expect(await screen.findByText('No Offices Found', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
