import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type Bill,
  TAX_NO_ACCOUNT,
  TAX_NOT_PENDING,
} from '@fieldline/contracts/vendor-bills/vendor-bills.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { VendorBillPage } from './VendorBillPage';

const audit = {
  createdDate: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  modifiedBy: null,
  version: 2,
};
const metro = {
  id: 5,
  name: 'Metro',
  authorities: [
    { id: 51, name: 'State', rate: '6.25' },
    { id: 52, name: 'City', rate: '1.5' },
  ],
};
const rural = { id: 6, name: 'Rural', authorities: [{ id: 61, name: 'County', rate: '2' }] };

const bill = (over: Partial<Bill> = {}): Bill => ({
  id: 70,
  statusName: 'Pending Approval',
  type: 'Bill',
  isAltCurrency: false,
  amountDue: '107.75',
  amountPaid: '0.00',
  balance: '107.75',
  taxAmount: '7.75',
  subTotal: '100.00',
  currencyBalance: '107.75',
  currencyPaid: '0.00',
  currencySubtotal: '100.00',
  currencyTax: '7.75',
  currencyTotal: '107.75',
  currencyAbbr: 'USD',
  taxSchedule: metro,
  billNumber: 'BILL-000070',
  reference: 'INV-5521',
  supplier: { id: 3, name: 'Mile High Fasteners', accountNumber: 'MHF-1' },
  purchaseOrderId: null,
  officeId: 1,
  splitFromBillId: null,
  billDate: '2026-10-01',
  dueDate: '2026-10-31',
  memo: '',
  journalEntryId: null,
  salesTaxPaidConfigured: true,
  items: [
    {
      id: 1,
      billId: 70,
      itemId: null,
      item: null,
      description: 'Crane hire',
      quantity: '1.0000',
      unitCost: '100.0000',
      amount: '100.00',
      glAccountId: 9,
      displayOrder: 1,
    },
  ],
  taxes: [
    { id: 81, billId: 70, taxAuthority: { id: 51, name: 'State' }, taxAmount: '6.25' },
    { id: 82, billId: 70, taxAuthority: { id: 52, name: 'City' }, taxAmount: '1.50' },
  ],
  ...audit,
  ...over,
});

const account = (accountId: number, code: string, name: string) => ({
  key: `1_${accountId}_0_0_0`,
  accountId,
  code,
  name,
  displayCode: code,
  displayName: name,
  chartOfAccountType: 6,
  systemRole: null,
  isActive: true,
  isInventory: false,
});
const chart = [account(9, '6100', 'Job Materials'), account(12, '6900', 'Miscellaneous Expense')];

let server: FakeApiServer;
let current: Bill;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.method === 'GET' && req.url === '/v1/vendorbills/70') return { body: current };
    if (req.url === '/v1/cache/taxschedules') return { body: [metro, rural] };
    if (req.url.startsWith('/v1/documents')) return { body: { data: [], count_filtered: 0 } };
    if (req.url === '/v1/chartofaccounts/checksum') return { body: { checksum: 'c1' } };
    if (req.url === '/v1/chartofaccounts/lookup') return { body: chart };
    if (req.url.startsWith('/v1/chartofaccounts/search'))
      return { body: { data: chart.map((a) => ({ ...a, id: a.accountId })), count_filtered: 2 } };
    if (req.method === 'PATCH' && req.url === '/v1/vendorbills/70/items/1') return { body: current.items[0] };
    if (req.method === 'DELETE' && req.url === '/v1/vendorbills/70/tax') {
      current = { ...current, taxes: [], taxAmount: '0.00' };
      return { status: 204 };
    }
    if (req.method === 'PATCH' && req.url === '/v1/vendorbills/70') {
      current = { ...current, taxSchedule: rural };
      return { body: current };
    }
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  current = bill();
});
afterEach(() => server.settle());

const full = makeUser({ permissions: [{ id: Permission.VendorBills, accessLevel: 2 }] });
const taxInput = (name: string) =>
  screen.getByRole('textbox', { name: `${name} tax amount` }) as HTMLInputElement;

describe('vendor bill page and Bill tax panel', { timeout: 30_000 }, () => {
  it('shows one amount per authority and changes the schedule by deleting the tax lines first', async () => {
    renderApp(<VendorBillPage id={70} />, { user: full });
    expect(await screen.findByText('BILL-000070', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText('Pending Approval')).toBeTruthy();
    expect(taxInput('State').value).toBe('6.25');
    expect(taxInput('City').value).toBe('1.50');
    expect(taxInput('State').readOnly).toBe(false);

    fireEvent.click(screen.getByRole('combobox', { name: 'Tax schedule' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Rural' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'County tax amount' })).toBeTruthy());
    expect(taxInput('County').value).toBe('');
    expect(screen.queryByRole('textbox', { name: 'State tax amount' })).toBeNull();
    const writes = server.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);
    expect(writes).toEqual(['DELETE /v1/vendorbills/70/tax', 'PATCH /v1/vendorbills/70']);
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ taxScheduleId: 6 });
  });

  it('shows a blank status as Approved, with the taxes read-only and why', async () => {
    current = bill({ statusName: '' });
    renderApp(<VendorBillPage id={70} />, { user: full });
    expect(await screen.findByText('Approved', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByText(TAX_NOT_PENDING)).toBeTruthy();
    expect(taxInput('State').readOnly).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Tax schedule' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Unapprove' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record Payment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('keeps taxes read-only while pending when no sales-tax-paid account is configured', async () => {
    current = bill({ salesTaxPaidConfigured: false });
    renderApp(<VendorBillPage id={70} />, { user: full });
    expect(await screen.findByText(TAX_NO_ACCOUNT, undefined, { timeout: 8000 })).toBeTruthy();
    expect(taxInput('City').readOnly).toBe(true);
  });

  it('shows Paid in Full, and a schedule id of 0 as no schedule', async () => {
    current = bill({
      statusName: 'Paid in Full',
      taxSchedule: { id: 0, name: '', authorities: [] },
      taxes: [],
    });
    renderApp(<VendorBillPage id={70} />, { user: full });
    const header = await screen.findByRole('heading', { name: /BILL-000070/ }, { timeout: 8000 });
    expect(within(header).getByText('Paid in Full')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Tax schedule' }) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('textbox', { name: /tax amount/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unapprove' })).toBeNull();
  });

  it("shows each line's GL account and changes it while the bill is pending", async () => {
    renderApp(<VendorBillPage id={70} />, { user: full });
    const items = await screen.findByRole('table', { name: 'Bill items' }, { timeout: 8000 });
    expect(await within(items).findByText('6100 · Job Materials')).toBeTruthy();

    fireEvent.click(within(items).getByRole('button', { name: 'Edit Crane hire' }));
    const picker = within(items).getByRole('combobox', { name: 'GL account' }) as HTMLInputElement;
    expect(picker.value).toBe('6100 · Job Materials');
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: '6900 · Miscellaneous Expense' }));
    fireEvent.click(within(items).getByRole('button', { name: 'Save line' }));
    await waitFor(() => expect(server.requests.some((r) => r.method === 'PATCH')).toBe(true));
    expect(server.requests.find((r) => r.method === 'PATCH')?.body).toMatchObject({ glAccountId: 12 });
  });
});
