import type { ItemSummary } from '@fieldline/contracts/items/items.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { ItemTypeahead } from './ItemTypeahead';
import { SUMMARY_FIELDS } from './items-search';

const summary = (id: number): ItemSummary => ({
  id,
  itemCode: `CAP-${id}`,
  name: `Capacitor ${id}`,
  description: `Run capacitor number ${id}`,
  cost: '10.0000',
  materialCost: '10.0000',
  price: '0.0000',
  quantityStep: '1',
  quantityDecimals: 0,
  typeId: 1,
  isStocked: true,
  isEquipment: false,
  isActive: true,
  categoryId: 3,
  manufacturerId: 4,
});

let server: FakeApiServer;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url.startsWith('/v1/items/search?')) {
      const limit = Number(new URL(req.url, 'http://x').searchParams.get('limit'));
      // More matches exist than the typeahead asks for: the server pages, the widget shows the page.
      return { body: { data: Array.from({ length: limit }, (_, i) => summary(i + 1)), count_filtered: 57 } };
    }
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});
afterEach(() => server.settle());

function Harness(props: { categoryId?: number; manufacturerId?: number }) {
  const [value, setValue] = useState<ItemSummary | null>(null);
  return (
    <>
      <ItemTypeahead label="Item" value={value} onChange={setValue} {...props} />
      <output data-testid="picked">{value ? `${value.id}:${value.itemCode}` : 'none'}</output>
    </>
  );
}

const searches = () => server.requests.filter((r) => r.url.startsWith('/v1/items/search'));

describe('ItemTypeahead', () => {
  it('does not search below 2 characters', async () => {
    renderApp(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Item' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'c' } });
    await new Promise((r) => setTimeout(r, 600));
    expect(searches()).toHaveLength(0);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('searches active items with the summary fields and shows 20 suggestions; picking one hands back its summary', async () => {
    renderApp(<Harness categoryId={3} manufacturerId={4} />);
    const input = screen.getByRole('textbox', { name: 'Item' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'ca' } });
    fireEvent.change(input, { target: { value: 'cap' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(20));
    // One call after the pause, for the whole text typed.
    expect(searches()).toHaveLength(1);
    const params = new URL(searches()[0].url, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      query: 'cap',
      isActive: 'true',
      fields: SUMMARY_FIELDS,
      limit: '20',
      category: '3',
      ManufacturerId: '4',
    });
    fireEvent.click(screen.getByRole('option', { name: /Capacitor 7\b/ }));
    expect(screen.getByTestId('picked').textContent).toBe('7:CAP-7');
    expect(input).toHaveProperty('value', 'Capacitor 7');
    // Typing again clears the pick but keeps the text.
    fireEvent.change(input, { target: { value: 'Capacitor 7x' } });
    expect(screen.getByTestId('picked').textContent).toBe('none');
    expect(input).toHaveProperty('value', 'Capacitor 7x');
  });
});
