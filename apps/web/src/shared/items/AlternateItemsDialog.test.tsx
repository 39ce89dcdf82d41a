import { Permission } from '@fieldline/contracts/common/permissions';
import { type AlternateItem, NO_ALTERNATES_FOUND } from '@fieldline/contracts/items/items.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../test/utils';
import { AlternateItemsDialog } from './AlternateItemsDialog';

const detail = (id: number, name: string, cost: string) => ({
  id,
  itemCode: `C-${id}`,
  name,
  description: `${name} description`,
  supplier: { id: 1, name: 'Ferguson' },
  manufacturer: { id: 2, name: 'Genteq' },
  cost,
  materialCost: '8.0000',
  price: '25.5000',
});
const alternates: AlternateItem[] = [
  {
    id: 1,
    sort: 0,
    item: detail(10, 'Titan 45/5', '12.0000'),
    alternateItem: detail(11, 'Genteq 45/5', '13.2500'),
  },
];

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/items/10/alternates') return { body: alternates };
    if (req.url === '/v1/items/20/alternates') return { body: [] };
    if (req.url === '/v1/items/30/alternates') return apiError(500, 'Something went wrong');
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => server.settle());

const costs = { id: Permission.Costs, accessLevel: 1 as const };
const withCost = makeUser({ permissions: [{ id: Permission.AlternateItemCost, accessLevel: 2 }, costs] });
const readCost = makeUser({ permissions: [{ id: Permission.AlternateItemCost, accessLevel: 1 }, costs] });

function open(itemId: number, user = withCost) {
  const onAdd = vi.fn();
  const onReplace = vi.fn();
  const onClose = vi.fn();
  renderApp(
    <AlternateItemsDialog itemId={itemId} opened onClose={onClose} onAdd={onAdd} onReplace={onReplace} />,
    { user },
  );
  return { onAdd, onReplace, onClose };
}

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('AlternateItemsDialog', () => {
  it('shows the cost column at level 2 of permission 181, with add and replace per alternate', async () => {
    const { onAdd, onReplace, onClose } = open(10);
    const table = await screen.findByRole('table', { name: 'Alternate items' });
    expect(headers()).toEqual([
      'Name',
      'Description',
      'Supplier',
      'Manufacturer',
      'Cost',
      'Material cost',
      'Price',
      '',
    ]);
    const row = within(table).getAllByRole('row')[1];
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Genteq 45/5',
      'Genteq 45/5 description',
      'Ferguson',
      'Genteq',
      '$13.25',
      '$8.00',
      '$25.50',
      '',
    ]);
    fireEvent.click(within(row).getByRole('button', { name: 'Add Genteq 45/5' }));
    expect(onAdd).toHaveBeenCalledWith(alternates[0]);
    fireEvent.click(within(row).getByRole('button', { name: 'Replace with Genteq 45/5' }));
    expect(onReplace).toHaveBeenCalledWith(alternates[0]);
    // Close is the dialog's only button besides the row actions (no header close button).
    const dialog = screen.getByRole('dialog');
    const buttons = within(dialog)
      .getAllByRole('button')
      .filter((b) => !b.closest('tbody'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Close']);
    fireEvent.click(buttons[0]);
    expect(onClose).toHaveBeenCalled();
  });

  it('hides the cost column below level 2 of permission 181', async () => {
    open(10, readCost);
    await screen.findByRole('table', { name: 'Alternate items' });
    expect(headers()).not.toContain('Cost');
    expect(screen.queryByText('$13.25')).toBeNull();
    expect(screen.getByText('$8.00')).toBeTruthy();
  });

  it('says "No alternate items found." when there are none', async () => {
    open(20);
    expect(await screen.findByText(NO_ALTERNATES_FOUND)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('only logs a failed fetch', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      open(30);
      await waitFor(() => expect(logged).toHaveBeenCalled());
      expect(logged.mock.calls[0][0]).toBe('Alternate items could not be loaded');
      expect(screen.queryByText(NO_ALTERNATES_FOUND)).toBeNull();
      expect(screen.queryByText('Something went wrong')).toBeNull();
      expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    } finally {
      logged.mockRestore();
    }
  });
});
