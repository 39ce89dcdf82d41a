import { Permission } from '@fieldline/contracts/common/permissions';
import { DUPLICATE_ACCOUNT_NUMBER } from '@fieldline/contracts/customers/customers.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../../test/utils';
import { useAccountNumberCheck } from './account-number-check';
import { ContactsManager } from './ContactsManager';
import { type FakeApi, startFakeApi } from './test-api';

let fake: FakeApi;
beforeAll(async () => {
  fake = await startFakeApi();
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${fake.origin}/`);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.accountNumbers = ['ACME-1'];
  fake.own = [];
});

function Probe() {
  const [value, setValue] = useState('');
  const check = useAccountNumberCheck(value);
  return (
    <>
      <input aria-label="Account number" value={value} onChange={(e) => setValue(e.currentTarget.value)} />
      <output data-testid="state">{check.error ?? (check.checking ? 'checking' : 'ok')}</output>
    </>
  );
}

const checks = () => fake.requests.filter((r) => r.path === '/v1/customers/search');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('account number duplicate check', () => {
  it('asks once, 250 ms after the last keystroke, and marks a used number in error', async () => {
    renderApp(<Probe />);
    const input = screen.getByLabelText('Account number');
    for (const v of ['A', 'AC', 'ACME', 'ACME-', 'ACME-1']) {
      fireEvent.change(input, { target: { value: v } });
      await sleep(60);
    }
    const typed = Date.now();
    await sleep(120);
    expect(checks()).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe(DUPLICATE_ACCOUNT_NUMBER), {
      timeout: 4000,
    });
    expect(checks()).toHaveLength(1);
    expect(checks()[0].query.get('accountNumber')).toBe('ACME-1');
    expect(checks()[0].at - typed).toBeGreaterThanOrEqual(180);
  });

  it('clears the error for a number nobody uses', async () => {
    renderApp(<Probe />);
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: 'ACME-2' } });
    expect(screen.getByTestId('state').textContent).toBe('checking');
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('ok'), { timeout: 4000 });
  });

  it('Add New Contact: a used account number blocks the new customer, and the name is required', async () => {
    const user = makeUser({ permissions: [{ id: Permission.Contacts, accessLevel: 2 }] });
    renderApp(<ContactsManager customerId={5} options={{ canAddCustomer: true }} />, { user });
    fireEvent.click(await screen.findByRole('button', { name: 'New' }));
    fireEvent.click(await screen.findByText('New customer', {}, { timeout: 4000 }));
    fireEvent.change(screen.getByLabelText(/Account number/), { target: { value: 'acme-1' } });
    await screen.findByText(DUPLICATE_ACCOUNT_NUMBER, {}, { timeout: 4000 });
    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Pat' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    await screen.findByText('A customer name is required.', {}, { timeout: 4000 });
    expect(fake.requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
