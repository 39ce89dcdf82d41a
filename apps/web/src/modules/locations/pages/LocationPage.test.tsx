import { Permission } from '@fieldline/contracts/common/permissions';
import type { Location } from '@fieldline/contracts/locations/locations.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { LocationPage } from './LocationPage';

const location: Location = {
  id: 41,
  name: 'North Plant',
  customerId: 7,
  customerName: 'Acme Dairy',
  billingCustomerId: 8,
  billingCustomerName: 'Acme Holdings',
  address: {
    id: 1,
    street: '100 Main St',
    additionalAddressInfo: null,
    city: 'Greeley',
    state: 'CO',
    postalCode: '80631',
    country: 'US',
    isVerified: false,
    isConfirmed: true,
    formattedAddress: null,
    latitude: null,
    longitude: null,
  },
  billingAddress: null,
  taxSchedule: null,
  defaultJobOffice: null,
  technicianNotes: 'Dog on site',
  zone: { id: 2, name: 'North' },
  preferredTechnician: null,
  lastTechnician: null,
  enteredBy: { id: 1, displayName: 'Alex Morgan', email: 'admin@example.com' },
  modifiedByEmployee: null,
  hoursOfOperation: [
    { id: 5, locationId: 41, day: 3, openTime: '09:00', closeTime: '17:00', isClosed: false },
  ],
  isActive: true,
  createdDate: '2026-01-01T00:00:00.000Z',
  createdBy: 1,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  modifiedBy: 1,
  version: 4,
};

// Mantine's autosizing textarea listens for font loading, which happy-dom does not implement.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

let server: FakeApiServer;
let patchReply: { status: number; body: unknown };
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.method === 'GET' && req.url.startsWith('/v1/locations/41/history')) return { body: [] };
    if (req.method === 'GET' && req.url.startsWith('/v1/locations/41')) return { body: location };
    if (req.method === 'PATCH' && req.url === '/v1/locations/41') return patchReply;
    if (req.url.startsWith('/v1/locationZones')) return { body: [{ id: 2, name: 'North', sort: 1 }] };
    if (req.url.startsWith('/v1/cache/employees') || req.url.startsWith('/v1/offices')) return { body: [] };
    if (req.url.startsWith('/v1/address/stateList'))
      return { body: [{ id: 6, abbr: 'CO', name: 'Colorado' }] };
    if (req.url.startsWith('/v1/contacts')) return { body: { data: [], count_filtered: 0 } };
    return { body: [] };
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
});

const editor = makeUser({
  permissions: [
    { id: Permission.Locations, accessLevel: 2 },
    { id: Permission.Contacts, accessLevel: 2 },
  ],
});

describe('LocationPage', () => {
  it('shows the header facts, links the customers, and opens the read-only hours', async () => {
    renderApp(<LocationPage id={41} />, { user: editor });
    const header = await screen.findByTestId('location-header');
    expect(within(header).getByRole('heading', { name: 'North Plant' })).toBeTruthy();
    expect(within(header).getByRole('link', { name: 'Acme Dairy' }).getAttribute('href')).toBe(
      '/page/6073/7',
    );
    expect(within(header).getByRole('link', { name: 'Acme Holdings' }).getAttribute('href')).toBe(
      '/page/6073/8',
    );
    expect(within(header).getByText('North')).toBeTruthy();
    expect(within(header).getByText('Active')).toBeTruthy();
    expect(screen.getByTestId('location-facts').textContent).toContain('Tax scheduleNot set');

    expect((screen.getByRole('tab', { name: 'Jobs' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('tab', { name: 'Equipment' }) as HTMLButtonElement).disabled).toBe(false);
    // Documents is open (this user may not see documents, so its label has no counts).
    expect((screen.getByRole('tab', { name: 'Documents' }) as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(within(header).getByRole('button', { name: 'Hours' }));
    const modal = await screen.findByTestId('hours-modal');
    expect(within(modal).getByTestId('hours-day-Wednesday').textContent).toContain('9:00 AM – 5:00 PM');
    expect(within(modal).getByTestId('hours-day-Monday').textContent).toContain('Not set');
  });

  it('saves only the changed fields with the version, and offers a reload on a 409', async () => {
    patchReply = {
      status: 409,
      body: {
        message: 'This record was changed by someone else. Reload it and try again.',
        code: 'CONFLICT',
      },
    };
    renderApp(<LocationPage id={41} />, { user: editor });
    const form = await screen.findByRole('form', { name: 'Location details' });
    fireEvent.change(within(form).getByLabelText('Technician notes'), {
      target: { value: 'Dog on site; call ahead' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(
      () =>
        expect(within(form).getByRole('alert').textContent).toContain(
          'This record was changed by someone else.',
        ),
      { timeout: 3000 },
    );
    const patch = server.requests.find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ technicianNotes: 'Dog on site; call ahead', version: 4 });
    expect(within(form).getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('is read-only for a user with read access', async () => {
    renderApp(<LocationPage id={41} />, {
      user: makeUser({ permissions: [{ id: Permission.Locations, accessLevel: 1 }] }),
    });
    const form = await screen.findByRole('form', { name: 'Location details' });
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(form).queryAllByLabelText('Street')).toHaveLength(0);
    await waitFor(() => expect(within(form).getByText('100 Main St')).toBeTruthy());
  });
});
