import { Permission } from '@fieldline/contracts/common/permissions';
import type { LineItemCollection } from '@fieldline/contracts/line-items/line-items.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../test/utils';
import { collection, line } from './fixtures';
import { LineItemTable } from './LineItemTable';

const detail = (id: number, name: string) => ({
  id,
  itemCode: `C-${id}`,
  name,
  description: name,
  supplier: null,
  manufacturer: null,
  cost: '9.0000',
  materialCost: '0.0000',
  price: '14.0000',
});
const alternates = [
  { id: 1, sort: 0, item: detail(101, 'Item 1'), alternateItem: detail(201, 'Other filter') },
];

let server: FakeApiServer;
let current: LineItemCollection = collection();
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.method === 'GET' && req.url === '/v1/jobs/5/items') return { body: current };
    if (req.method === 'GET' && req.url === '/v1/items/101/alternates') return { body: alternates };
    if (req.method === 'PATCH' || req.method === 'POST' || req.method === 'DELETE') return { body: {} };
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  current = collection();
});
afterEach(() => server.settle());

const full = makeUser({
  permissions: [
    { id: Permission.Jobs, accessLevel: 2 },
    { id: 28, accessLevel: 2 },
    { id: Permission.Costs, accessLevel: 1 },
  ],
});
const writes = () => server.requests.filter((r) => r.method !== 'GET');

async function show(user = full) {
  renderApp(<LineItemTable ownerKind="Job" ownerId={5} />, { user });
  return screen.findByRole('table', { name: 'Line items' });
}

function edit(label: string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
  return input;
}

describe('LineItemTable', () => {
  it('shows the lines under their group headers with the group totals, and no discount column', async () => {
    const table = await show();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Item',
      'Description',
      'Quantity',
      'Cost',
      'Price',
      'Subtotal',
      'Tax',
      'Total',
      '',
    ]);
    expect(within(table).getByText('Parts')).toBeTruthy();
    expect(screen.getByTestId('group-totals-10').textContent).toContain('Subtotal $60.00');
    expect(screen.getByRole('link', { name: 'Item 1' })).toBeTruthy();
    // The first line of the first group cannot move up; the last of the last cannot move down.
    expect((screen.getByLabelText('Move Item 1 up') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Move Item 2 down') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText('Move Item 3 down') as HTMLButtonElement).disabled).toBe(true);
    const totals = screen.getByRole('group', { name: 'Collection totals' });
    expect(within(totals).getByText('$90.00', { selector: '[data-total="Subtotal"] *' })).toBeTruthy();
  });

  it('shows no cost column or cost totals to a user without the Costs permission', async () => {
    // The server leaves the cost fields out of the answer for such a user.
    const c = collection();
    const {
      cost: _c,
      markup: _m,
      margin: _g,
      currencyCost: _cc,
      grossProfit: _p,
      grossProfitPct: _pp,
      ...totals
    } = c.totals;
    current = { ...c, items: c.items.map(({ cost: _, ...line }) => line), totals };
    const technician = makeUser({ permissions: [{ id: Permission.Jobs, accessLevel: 1 }] });
    const table = await show(technician);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Item', 'Description', 'Quantity', 'Price', 'Subtotal', 'Tax', 'Total', '']);
    const footer = screen.getByRole('group', { name: 'Collection totals' });
    const shown = [...footer.querySelectorAll('[data-total]')].map((e) => e.getAttribute('data-total'));
    expect(shown).toEqual(['Price', 'Subtotal', 'Tax', 'Total']);
  });

  it('shows the discount column only when UsesDiscounts is on, and currency variants', async () => {
    current = collection({
      usesDiscounts: true,
      currency: { abbreviation: 'CAD', isAltCurrency: true, rate: '2' },
    });
    const table = await show();
    expect(within(table).getByRole('columnheader', { name: 'Discount %' })).toBeTruthy();
    expect(screen.getAllByText(/^CAD /).length).toBeGreaterThan(0);
  });

  it('refuses invalid edits: has-error and nothing sent', async () => {
    current = collection({ usesDiscounts: true });
    await show();
    edit('Cost of Item 1', 'abc');
    edit('Quantity of Item 1', '-1');
    edit('Quantity of Item 2', 'two');
    edit('Discount % of Item 1', '-3');
    await server.settle();
    expect(writes()).toEqual([]);
    for (const label of [
      'Cost of Item 1',
      'Quantity of Item 1',
      'Quantity of Item 2',
      'Discount % of Item 1',
    ]) {
      expect(screen.getByLabelText(label).getAttribute('aria-invalid'), label).toBe('true');
    }
    // Each refused cell says why in words under itself.
    expect(screen.getAllByText('Enter a number.')).toHaveLength(2);
    expect(screen.getAllByText('Must be 0 or more.')).toHaveLength(2);
    // A negative cost is still a number: accepted.
    edit('Cost of Item 2', '-4');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0].body).toEqual({ cost: '-4' });
  });

  it('sends exactly one changed field, and nothing for an unchanged description', async () => {
    await show();
    edit('Description of Item 1', 'Line 1');
    edit('Price of Item 1', '15.00');
    await server.settle();
    expect(writes()).toEqual([]);
    edit('Quantity of Item 1', '5');
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      url: '/v1/jobs/5/items/1',
      body: { quantity: '5' },
    });
    edit('Description of Item 2', 'Capacitor 45/5');
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1].body).toEqual({ description: 'Capacitor 45/5' });
  });

  it('offers the sourcing warehouses for stocked lines only and sends the one changed field', async () => {
    const labor = line(2, 10, { displayOrder: 2 });
    current = collection({
      items: [
        line(1, 10, { warehouseId: 7 }),
        { ...labor, item: { ...labor.item, isStocked: false } },
        line(3, 99, { warehouseId: 9 }),
      ],
    });
    await show();
    expect(screen.queryByLabelText('Warehouse of Item 2')).toBeNull();
    // A warehouse the office cannot source from still shows on the line that uses it.
    const van = screen.getByRole('combobox', { name: 'Warehouse of Item 3' }) as HTMLInputElement;
    expect(van.value).toBe('Truck 12 (van)');
    const select = screen.getByRole('combobox', { name: 'Warehouse of Item 1' }) as HTMLInputElement;
    expect(select.value).toBe('Main');
    fireEvent.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No warehouse', 'Main', 'Overflow']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Overflow' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      url: '/v1/jobs/5/items/1',
      body: { warehouseId: 8 },
    });
    expect(Object.keys(writes()[0].body as object)).toEqual(['warehouseId']);
    // "No warehouse" releases the van line's allocation.
    fireEvent.click(van);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'No warehouse' }));
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ url: '/v1/jobs/5/items/3', body: { warehouseId: null } });
  });

  it("offers the location's equipment as 'name · serial' and sends one equipment PATCH per change", async () => {
    current = collection({
      items: [line(1, 10), line(2, 10, { displayOrder: 2, equipmentId: 31 }), line(3, 99)],
    });
    await show();
    const none = screen.getByRole('combobox', { name: 'Equipment of Item 1' }) as HTMLInputElement;
    expect(none.value).toBe('');
    expect(none.placeholder).toBe('No equipment');
    const chosen = screen.getByRole('combobox', { name: 'Equipment of Item 2' }) as HTMLInputElement;
    expect(chosen.value).toBe('Rooftop unit 1 · RT-4410');
    fireEvent.click(none);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Boiler 2', 'Rooftop unit 1 · RT-4410']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Boiler 2' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PATCH',
      url: '/v1/jobs/5/items/1/equipment',
      body: { equipmentId: 30 },
    });
    // Clearing takes the equipment off the line.
    const clear = chosen.parentElement?.querySelector('button') as HTMLButtonElement;
    fireEvent.click(clear);
    await waitFor(() => expect(writes()).toHaveLength(2));
    expect(writes()[1]).toMatchObject({ url: '/v1/jobs/5/items/2/equipment', body: { equipmentId: null } });
  });

  it('hides the equipment select when the location has none and the line names none', async () => {
    current = collection({ equipmentChoices: [] });
    await show();
    expect(screen.queryByLabelText('Equipment of Item 1')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Warehouse of Item 1' })).toBeTruthy();
  });

  it('marks the add row fields and sends nothing without an item or with a negative quantity', async () => {
    await show();
    fireEvent.change(screen.getByLabelText('Quantity'), { target: { value: '-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const row = screen.getByTestId('add-item-row');
    expect(row.querySelectorAll('[data-has-error]').length).toBe(2);
    expect(within(row).getByText('Choose an item')).toBeTruthy();
    await server.settle();
    expect(writes()).toEqual([]);
  });

  it('counts the note characters live and saves the note', async () => {
    await show();
    fireEvent.click(screen.getByLabelText('Note for Item 1'));
    const box = await screen.findByLabelText('Note');
    expect(screen.getByTestId('note-counter').textContent).toBe('0 / 2000');
    fireEvent.change(box, { target: { value: 'Bring the ladder' } });
    expect(screen.getByTestId('note-counter').textContent).toBe('16 / 2000');
    expect(box.getAttribute('maxlength')).toBe('2000');
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(writes()[0]).toMatchObject({
        url: '/v1/jobs/5/items/1/notes',
        body: { note: 'Bring the ladder' },
      }),
    );
  });

  it("replaces a line by an alternate, or adds the alternate to the line's group", async () => {
    await show();
    fireEvent.click(screen.getByLabelText('Alternates for Item 1'));
    const dialog = await screen.findByRole('dialog', { name: 'Alternate Items' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Replace with Other filter' }));
    await waitFor(() =>
      expect(writes()[0]).toMatchObject({
        method: 'PATCH',
        url: '/v1/jobs/5/items/1/alternate',
        body: { alternateItemId: 201 },
      }),
    );
    fireEvent.click(screen.getByLabelText('Alternates for Item 1'));
    const again = await screen.findByRole('dialog', { name: 'Alternate Items' });
    fireEvent.click(await within(again).findByRole('button', { name: 'Add Other filter' }));
    await waitFor(() =>
      expect(writes()[1]).toMatchObject({
        method: 'POST',
        url: '/v1/jobs/5/items',
        body: { itemId: 201, quantity: '2.0000', groupId: 10 },
      }),
    );
  });

  it('is read-only with a Locked badge when the collection is locked', async () => {
    current = collection({
      isLocked: true,
      items: [line(1, 10), line(2, 10, { equipmentId: 31 }), line(3, 99)],
    });
    const table = await show();
    expect(screen.getByText('Locked')).toBeTruthy();
    expect(within(table).queryAllByRole('textbox')).toEqual([]);
    expect(within(table).queryAllByRole('combobox')).toEqual([]);
    expect(screen.getByLabelText('Warehouse of Item 1').textContent).toBe('No warehouse');
    expect(screen.getByLabelText('Equipment of Item 2').textContent).toBe('Rooftop unit 1 · RT-4410');
    expect(screen.queryByLabelText('Equipment of Item 1')).toBeNull();
    expect(screen.queryByTestId('add-item-row')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Groups' })).toBeNull();
  });

  it('applies the group flag dependencies in Edit Groups and skips blank names', async () => {
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Groups' });
    const box = (label: string) => within(dialog).getByLabelText(`${label} (Parts)`) as HTMLInputElement;
    fireEvent.click(box('Show detail'));
    for (const l of ['Item name', 'Description', 'Quantity', 'Price']) {
      expect(box(l).checked).toBe(false);
      expect(box(l).disabled).toBe(true);
    }
    expect(box('Subtotal').disabled).toBe(false);
    fireEvent.click(box('Subtotal'));
    expect(box('Tax and total').checked).toBe(false);
    expect(box('Tax and total').disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add group' }));
    const names = within(dialog).getAllByLabelText('Group name') as HTMLInputElement[];
    expect(names.map((n) => n.value)).toEqual(['Parts', '', 'Not Applicable']);
    expect(within(dialog).getByText('9999', { selector: 'td' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(dialog).getByText('Enter a name')).toBeTruthy());
    const sent = writes();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);
    expect(sent.find((r) => r.url === '/v1/jobs/5/item-groups/10')?.body).toMatchObject({
      name: 'Parts',
      showDetail: false,
      showPrice: false,
      showSubtotal: false,
      showTaxAndTotal: false,
    });
  });
});
