import { describe, expect, it } from 'vitest';
import { collection } from './fixtures';
import {
  addRow,
  type GroupsApi,
  moveRow,
  removeRow,
  renameRow,
  rowsFromGroups,
  saveRows,
  setFlag,
} from './group-rows';
import { addErrors, editBody, parseEdit } from './line-items.edit';

const base = () => {
  const c = collection();
  const extra = { ...c.groups[0], id: 11, name: 'Labor', displayOrder: 2, first: false };
  return rowsFromGroups([c.groups[0], extra, c.groups[1]]);
};
const view = (rows: ReturnType<typeof base>) =>
  rows.filter((r) => r.action !== 'delete').map((r) => `${r.name || '?'}:${r.displayOrder}:${r.action}`);

function recorder() {
  const calls: string[] = [];
  let next = 50;
  const api: GroupsApi = {
    create: async (b) => {
      calls.push(`POST ${b.name}`);
      next += 1;
      return { id: next };
    },
    update: async (id, b) => void calls.push(`PATCH ${id} ${b.name}`),
    sort: async (id, n) => void calls.push(`SORT ${id} ${n}`),
    remove: async (id) => void calls.push(`DELETE ${id}`),
  };
  return { calls, api };
}

describe('collection group rows', () => {
  it('adds a new row (id 0) at 9999 before the NA group until it is moved', () => {
    let rows = addRow(base());
    expect(view(rows)).toEqual(['Parts:1:none', 'Labor:2:none', '?:9999:new', 'Not Applicable:9999:none']);
    const key = rows[2].key;
    expect(rows[2].id).toBe(0);
    rows = moveRow(rows, key, 'up');
    expect(view(rows)).toEqual(['Parts:1:none', '?:2:new', 'Labor:3:update', 'Not Applicable:9999:none']);
  });

  it('removes a new row outright and hides a saved one for delete, renumbering from 1', () => {
    let rows = addRow(base());
    rows = removeRow(rows, rows[2].key);
    expect(view(rows)).toEqual(['Parts:1:none', 'Labor:2:none', 'Not Applicable:9999:none']);
    rows = removeRow(rows, rows[0].key);
    expect(view(rows)).toEqual(['Labor:1:none', 'Not Applicable:9999:none']);
    expect(rows.find((r) => r.id === 10)?.action).toBe('delete');
    // The NA group cannot be removed.
    expect(removeRow(rows, rows[2].key)).toBe(rows);
  });

  it('clears dependants with their parent flag', () => {
    const rows = setFlag(base(), 'g10', 'showDetail', false);
    expect(rows[0]).toMatchObject({
      showItemName: false,
      showPrice: false,
      showSubtotal: true,
      action: 'update',
    });
  });

  it('saves pending actions, skipping blank names and marking them', async () => {
    let rows = addRow(base());
    rows = renameRow(rows, rows[2].key, 'Permits');
    rows = addRow(rows);
    rows = renameRow(rows, 'g11', 'Labour');
    rows = removeRow(rows, 'g10');
    const { calls, api } = recorder();
    const marked = await saveRows(rows, api);
    expect(calls).toEqual(['DELETE 10', 'PATCH 11 Labour', 'POST Permits', 'SORT 11 1']);
    expect(marked.filter((r) => r.nameError).map((r) => r.id)).toEqual([0]);
  });
});

describe('line edits', () => {
  it('validates numbers and builds one-field bodies', () => {
    const l = collection().items[0];
    expect(parseEdit('cost', 'abc')).toBeNull();
    expect(parseEdit('cost', '-1')).toBe('-1');
    expect(parseEdit('quantity', '-1')).toBeNull();
    expect(parseEdit('discountPct', '-0.5')).toBeNull();
    expect(editBody(l, 'quantity', '2')).toBeNull();
    expect(editBody(l, 'quantity', '3')).toEqual({ quantity: '3' });
    expect(editBody(l, 'description', null)).toBeNull();
    expect(editBody(l, 'description', l.description)).toBeNull();
    expect(addErrors(0, '1')).toEqual({ item: 'Choose an item' });
    expect(addErrors(5, '-1')).toEqual({ quantity: 'Enter a quantity of at least 0' });
    expect(addErrors(5, '0')).toEqual({});
  });
});
