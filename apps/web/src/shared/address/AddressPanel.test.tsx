import {
  VERIFY_DELAY_MS,
  VERIFY_FAILED_MESSAGE,
  type VerifyAddressResult,
} from '@fieldline/contracts/addresses/addresses.contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeApiServer, type Reply, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { AddressPanel } from './AddressPanel';
import { type AddressValue, emptyAddress } from './address-model';

const STATES = [
  { id: 6, abbr: 'CO', name: 'Colorado' },
  { id: 44, abbr: 'TX', name: 'Texas' },
];
const ROOFTOP_RESULT: VerifyAddressResult = {
  verified: true,
  LocationType: 'ROOFTOP',
  Coordinates: { lat: 39.7525, lng: -104.9995 },
  Components: [],
  formattedAddress: '1600 Blake St, Denver, CO 80202, USA',
  recommended: {
    street: '1600 Blake St',
    city: 'Denver',
    state: 'CO',
    postalCode: '80202-1234',
    country: 'US',
  },
};
const APPROXIMATE_RESULT: VerifyAddressResult = {
  verified: false,
  LocationType: 'APPROXIMATE',
  Coordinates: { lat: 39.7, lng: -104.9 },
  Components: [],
  formattedAddress: 'Denver, CO, USA',
  recommended: null,
};

let server: FakeApiServer;
let verifyReply: Reply;
const verifyCalls = () => server.requests.filter((r) => r.url === '/v1/address/verify');

beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/address/stateList') return { body: STATES };
    if (req.url === '/v1/address/verify') return verifyReply;
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  verifyReply = { body: APPROXIMATE_RESULT };
});
afterEach(async () => {
  vi.useRealTimers();
  await server.settle();
});

let current: AddressValue;
function Harness({ initial }: { initial: AddressValue }) {
  const [value, setValue] = useState(initial);
  current = value;
  return <AddressPanel label="Site address" value={value} onChange={setValue} />;
}

const panel = () => screen.getByRole('group', { name: 'Site address' });
const type = (label: string, value: string) =>
  fireEvent.change(within(panel()).getByLabelText(label), { target: { value } });
const status = () => within(panel()).getByTestId('address-status').textContent;

const denver: AddressValue = { ...emptyAddress(), city: 'Denver', state: 'CO' };

/** Types a street and lets the verification delay pass on fake timers, then goes back to real ones. */
async function typeStreetAndWait(street: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  type('Street', street);
  act(() => {
    vi.advanceTimersByTime(VERIFY_DELAY_MS);
  });
  vi.useRealTimers();
}

describe('AddressPanel verification flow', () => {
  it('starts neither verified nor confirmed', () => {
    renderApp(<Harness initial={emptyAddress()} />);
    // A blank address shows no status at all.
    expect(within(panel()).queryByTestId('address-status')).toBeNull();
    type('Street', '1600 Blake St');
    expect(status()).toBe('Not verified');
    expect(current.isVerified).toBe(false);
    expect(current.isConfirmed).toBe(false);
  });

  it('editing a verification field resets both flags; additional info does not', () => {
    const verified: AddressValue = {
      ...denver,
      street: '1600 Blake St',
      postalCode: '80202',
      isVerified: true,
      isConfirmed: true,
      latitude: '39.75',
      longitude: '-104.99',
    };
    renderApp(<Harness initial={verified} />);
    expect(status()).toBe('Verified');

    type('Additional info', 'Suite 200');
    expect(current).toMatchObject({
      isVerified: true,
      isConfirmed: true,
      additionalAddressInfo: 'Suite 200',
    });

    type('City', 'Boulder');
    expect(current).toMatchObject({ isVerified: false, isConfirmed: false, latitude: null, longitude: null });
    expect(status()).toBe('Not verified');
  });

  it('verifies only after 1 second without typing', async () => {
    renderApp(<Harness initial={denver} />);
    await waitFor(() => expect(server.requests.some((r) => r.url === '/v1/address/stateList')).toBe(true));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

    type('Street', '1600 Bla');
    act(() => {
      vi.advanceTimersByTime(VERIFY_DELAY_MS - 1);
    });
    type('Street', '1600 Blake St');
    act(() => {
      vi.advanceTimersByTime(VERIFY_DELAY_MS - 1);
    });
    // Each keystroke restarted the delay, so no call has started yet.
    expect(status()).toBe('Not verified');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(status()).toBe('Verifying…');
    vi.useRealTimers();
    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    expect(verifyCalls()[0]?.body).toMatchObject({
      street: '1600 Blake St',
      city: 'Denver',
      state: 'CO',
      country: 'US',
    });
    await screen.findByText(VERIFY_FAILED_MESSAGE);
  });

  it('does not verify until a street and a city with state or a postal code are filled', async () => {
    renderApp(<Harness initial={emptyAddress()} />);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    type('Street', '1600 Blake St');
    type('City', 'Denver');
    act(() => {
      vi.advanceTimersByTime(VERIFY_DELAY_MS * 3);
    });
    expect(status()).toBe('Not verified');

    type('Postal code', '80202');
    act(() => {
      vi.advanceTimersByTime(VERIFY_DELAY_MS);
    });
    expect(status()).toBe('Verifying…');
    vi.useRealTimers();
    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    expect(verifyCalls()[0]?.body).toMatchObject({
      street: '1600 Blake St',
      city: 'Denver',
      state: null,
      postalCode: '80202',
    });
  });

  it('rooftop precision: choosing the recommended address verifies, confirms, replaces fields and keeps coordinates', async () => {
    verifyReply = { body: ROOFTOP_RESULT };
    renderApp(<Harness initial={denver} />);
    await typeStreetAndWait('1600 blake street');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1600 Blake St')).toBeTruthy();
    expect(within(dialog).getByText('1600 blake street')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Use recommended address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(current).toMatchObject({
      street: '1600 Blake St',
      city: 'Denver',
      state: 'CO',
      postalCode: '80202-1234',
      isVerified: true,
      isConfirmed: true,
      latitude: '39.7525',
      longitude: '-104.9995',
      formattedAddress: '1600 Blake St, Denver, CO 80202, USA',
    });
    expect(status()).toBe('Verified');
  });

  it('rooftop precision: choosing the entered address confirms only and keeps what was typed', async () => {
    verifyReply = { body: ROOFTOP_RESULT };
    renderApp(<Harness initial={denver} />);
    await typeStreetAndWait('1600 blake street');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use entered address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(current).toMatchObject({ street: '1600 blake street', isVerified: false, isConfirmed: true });
    expect(status()).toBe('Confirmed');
  });

  it('without rooftop precision says exactly why, and Confirm confirms without verifying', async () => {
    renderApp(<Harness initial={denver} />);
    await typeStreetAndWait('1 Nowhere Rd');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(VERIFY_FAILED_MESSAGE)).toBeTruthy();
    expect(VERIFY_FAILED_MESSAGE).toBe(
      'Unable to verify address. If the address entered is correct, click confirm.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel', 'Confirm']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(current).toMatchObject({ street: '1 Nowhere Rd', isVerified: false, isConfirmed: true });
    expect(status()).toBe('Confirmed');
  });

  it('Cancel leaves the address unconfirmed', async () => {
    renderApp(<Harness initial={denver} />);
    await typeStreetAndWait('1 Nowhere Rd');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(current).toMatchObject({ isVerified: false, isConfirmed: false });
    expect(status()).toBe('Not verified');
  });

  it('a failing verify call (no geocoder) is treated as unverifiable', async () => {
    verifyReply = apiError(502, 'The geocoder did not answer.');
    renderApp(<Harness initial={denver} />);
    await typeStreetAndWait('1600 Blake St');
    expect(await screen.findByText(VERIFY_FAILED_MESSAGE)).toBeTruthy();
  });
});

describe('AddressPanel display-only', () => {
  it('shows the formatted lines and the status, with no inputs', () => {
    renderApp(
      <AddressPanel
        label="Billing address"
        readOnly
        value={{
          ...denver,
          street: '1600 Blake St',
          additionalAddressInfo: 'Suite 200',
          postalCode: '80202-1234',
          isConfirmed: true,
        }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Billing address' });
    expect(within(group).queryAllByRole('textbox')).toHaveLength(0);
    expect(within(group).getByText('1600 Blake St')).toBeTruthy();
    expect(within(group).getByText('Suite 200')).toBeTruthy();
    expect(within(group).getByText('Denver, CO 80202-1234')).toBeTruthy();
    expect(within(group).getByTestId('address-status').textContent).toBe('Confirmed');
  });
});
