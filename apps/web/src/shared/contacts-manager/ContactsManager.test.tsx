import { Permission } from '@fieldline/contracts/common/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, renderApp } from '../../../test/utils';
import { ContactsManager, type ContactsManagerProps } from './ContactsManager';
import { resolveOptions } from './options';
import { contactRow, type FakeApi, startFakeApi } from './test-api';

let fake: FakeApi;
beforeAll(async () => {
  fake = await startFakeApi();
  // The app's client calls the relative '/v1'; pointing the document at the fake server makes it the API.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${fake.origin}/`);
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.own = [contactRow(1), contactRow(2)];
  fake.linked = [];
});

const writer = makeUser({ permissions: [{ id: Permission.Contacts, accessLevel: 2 }] });
const reader = makeUser({ permissions: [{ id: Permission.Contacts, accessLevel: 1 }] });

async function show(props: ContactsManagerProps, user = writer) {
  renderApp(<ContactsManager {...props} />, { user });
  await screen.findByText('First1 Last1', {}, { timeout: 4000 });
}
const button = (name: string) => screen.queryByRole('button', { name });
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('resolveOptions', () => {
  it('defaults canAddContact and canLinkContact to true and the rest to false', () => {
    expect(resolveOptions({ customerId: 1, accessLevel: 2 })).toEqual({
      canAddContact: true,
      canEditContact: false,
      canAddCustomer: false,
      canLinkContact: true,
      canLinkExternalContact: false,
      canLinkLocation: false,
      usesPrimaryFlag: false,
      usesSignoffFlag: false,
    });
  });

  it('ignores the location flags without a location', () => {
    const all = { canLinkLocation: true, usesPrimaryFlag: true, usesSignoffFlag: true };
    const r = resolveOptions({ customerId: 1, options: all, accessLevel: 2 });
    expect([r.canLinkLocation, r.usesPrimaryFlag, r.usesSignoffFlag]).toEqual([false, false, false]);
    const l = resolveOptions({ customerId: 1, locationId: 3, options: all, accessLevel: 2 });
    expect([l.canLinkLocation, l.usesPrimaryFlag, l.usesSignoffFlag]).toEqual([true, true, true]);
  });

  it('turns every change off for a read-only user', () => {
    const r = resolveOptions({ customerId: 1, options: { canEditContact: true }, accessLevel: 1 });
    expect([r.canAddContact, r.canLinkContact, r.canEditContact]).toEqual([false, false, false]);
  });

  it('refuses to be built without a customer or a location', () => {
    expect(() => resolveOptions({ accessLevel: 2 })).toThrow('needs a customerId or a locationId');
  });
});

describe('ContactsManager', () => {
  it('shows New and Link by default, no location columns for a customer', async () => {
    await show({ customerId: 5 });
    expect(button('New')).not.toBeNull();
    expect(button('Link')).not.toBeNull();
    expect(headers()).toEqual(['', 'Name', 'Title', 'Phones', 'E-mail']);
    expect(fake.requests.some((r) => r.path === '/v1/customers/5/contacts')).toBe(true);
  });

  it('hides New and Link when their flags are off, and Delete with neither edit nor link', async () => {
    await show({ customerId: 5, options: { canAddContact: false, canLinkContact: false } });
    expect(button('New')).toBeNull();
    expect(button('Link')).toBeNull();
    expect(button('Delete')).toBeNull();
  });

  it('offers no buttons to a user who may only read contacts', async () => {
    await show({ customerId: 5, options: { canEditContact: true } }, reader);
    expect([button('New'), button('Link'), button('Delete')]).toEqual([null, null, null]);
  });

  it('adds the primary, link and signoff columns only with a location', async () => {
    const options = { canLinkLocation: true, usesPrimaryFlag: true, usesSignoffFlag: true };
    await show({ customerId: 5, options });
    expect(headers()).not.toContain('Signoffs');
  });

  it('with a location: signoffs are disabled for unlinked contacts and follow the link toggle', async () => {
    fake.linked = [contactRow(1, { isLocationContact: true, receiveSignoffs: true })];
    await show({
      customerId: 5,
      locationId: 9,
      options: { canLinkLocation: true, usesPrimaryFlag: true, usesSignoffFlag: true },
    });
    expect(headers()).toEqual(['', 'Name', 'Title', 'Phones', 'E-mail', 'Primary', 'Location', 'Signoffs']);
    const signoffs = (n: number) =>
      screen.getByRole('checkbox', { name: `Receive signoffs: First${n} Last${n}` }) as HTMLInputElement;
    expect([signoffs(1).checked, signoffs(1).disabled]).toEqual([true, false]);
    expect([signoffs(2).checked, signoffs(2).disabled]).toEqual([false, true]);

    // Unlinking unchecks and disables the box at once, and calls DELETE.
    fireEvent.click(screen.getByRole('button', { name: 'Unlink First1 Last1 from this location' }));
    expect([signoffs(1).checked, signoffs(1).disabled]).toEqual([false, true]);
    await waitFor(() =>
      expect(fake.requests.some((r) => r.method === 'DELETE' && r.path === '/v1/contacts/1/location/9')).toBe(
        true,
      ),
    );

    // Linking enables it (unchecked) and calls POST.
    fireEvent.click(screen.getByRole('button', { name: 'Link First2 Last2 to this location' }));
    expect([signoffs(2).checked, signoffs(2).disabled]).toEqual([false, false]);
    await waitFor(() =>
      expect(fake.requests.some((r) => r.method === 'POST' && r.path === '/v1/contacts/2/location/9')).toBe(
        true,
      ),
    );
  });

  it('enables Delete once a row is selected when contacts may be edited', async () => {
    await show({ customerId: 5, options: { canEditContact: true } });
    const del = button('Delete') as HTMLButtonElement;
    expect(del.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select First2 Last2' }));
    expect(del.disabled).toBe(false);
    expect(
      within(screen.getByTestId('contact-row-1')).queryByRole('button', { name: 'Edit First1 Last1' }),
    ).not.toBeNull();
  });

  it('refuses an invalid contact update with the spec message and sends nothing', async () => {
    await show({ customerId: 5, options: { canEditContact: true } });
    fireEvent.click(screen.getByRole('button', { name: 'Edit First1 Last1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: '   ' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Unable to save due to invalid input', {}, { timeout: 4000 });
    expect(within(dialog).getByText('Enter a valid e-mail address.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(fake.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
  });
});
