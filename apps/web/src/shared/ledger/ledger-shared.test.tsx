import type { AccountLookupRow, GlAccount } from '@fieldline/contracts/ledger/ledger.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { GlAccountSelect } from './GlAccountSelect';
import { CHART_CACHE_KEY, loadChartOfAccounts } from './useChartOfAccounts';

const row = (id: number, code: string, name: string): AccountLookupRow => ({
  key: `1_${id}_0_0_0`,
  accountId: id,
  code,
  name,
  displayCode: `${code}-00-00-000`,
  displayName: name,
  chartOfAccountType: 1,
  systemRole: null,
  controlKind: null,
  isActive: true,
  isInventory: false,
});
const account = (id: number, code: string, name: string): GlAccount => ({
  id,
  code,
  name,
  groupID: 1,
  groupName: 'Current Assets',
  chartOfAccountType: 1,
  coaCodeFormat: '',
  coaNameFormat: '',
  COGS: false,
  isActive: true,
  isInventory: false,
  systemRole: null,
  controlKind: null,
  offices: [],
  divisions: [],
  departments: [],
  description: null,
  accountCode: `1_${id}_0_0_0`,
  displayCode: `${code}-00-00-000`,
  displayName: name,
});

let checksum = 'aaa';
let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/chartofaccounts/checksum') return { body: { checksum } };
    if (req.url === '/v1/chartofaccounts/lookup') return { body: [row(1, '1000', `Cash ${checksum}`)] };
    if (req.url.startsWith('/v1/chartofaccounts/search?'))
      return { body: { data: [account(1, '1000', 'Cash'), account(2, '6100', 'Rent')], count_filtered: 2 } };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  localStorage.clear();
});
afterEach(() => server.settle());

describe('the chart of accounts cache', () => {
  it('loads the lookup once per checksum and reloads when the checksum changes', async () => {
    checksum = 'aaa';
    expect((await loadChartOfAccounts()).map((a) => a.name)).toEqual(['Cash aaa']);
    expect(JSON.parse(localStorage.getItem(CHART_CACHE_KEY) ?? '{}').checksum).toBe('aaa');
    expect((await loadChartOfAccounts()).map((a) => a.name)).toEqual(['Cash aaa']);
    expect(server.requests.map((r) => r.url)).toEqual([
      '/v1/chartofaccounts/checksum',
      '/v1/chartofaccounts/lookup',
      '/v1/chartofaccounts/checksum',
    ]);
    checksum = 'bbb';
    expect((await loadChartOfAccounts()).map((a) => a.name)).toEqual(['Cash bbb']);
    expect(server.requests.filter((r) => r.url.endsWith('/lookup'))).toHaveLength(2);
  });
});

function Harness() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <GlAccountSelect
        label="Account"
        value={value}
        onChange={setValue}
        excludeRoles={['AR', 'AP']}
        isInventory={false}
      />
      <output data-testid="picked">{value ?? 'none'}</output>
    </>
  );
}

describe('GlAccountSelect', () => {
  it('asks the server for 50 non-inventory accounts without AR and AP, and hands back the pick', async () => {
    renderApp(<Harness />);
    fireEvent.click(screen.getByPlaceholderText('Search accounts by code or name'));
    fireEvent.click(await screen.findByRole('option', { name: '6100 · Rent' }));
    await waitFor(() => expect(screen.getByTestId('picked').textContent).toBe('2'));
    const url = new URL(server.requests.find((r) => r.url.includes('/search?'))?.url ?? '', 'http://x');
    expect(url.searchParams.get('limit')).toBe('50');
    expect(url.searchParams.get('isInventory')).toBe('false');
    expect(url.searchParams.get('isActive')).toBe('true');
    expect(url.searchParams.getAll('excludeRoles')).toEqual(['AR', 'AP']);
  });
});
