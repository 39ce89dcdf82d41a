import { describe, expect, it } from 'vitest';
import {
  addRow,
  type CodeListShape,
  deleteRow,
  editRow,
  moveRow,
  pendingBatch,
  rowsFromServer,
  validateRows,
  visibleRows,
} from './code-rows';

const shape: CodeListShape = {
  codeField: 'code',
  descriptionField: 'description',
  columns: [
    { field: 'code', label: 'Code', kind: 'text', required: true, maxLength: 5 },
    { field: 'description', label: 'Description', kind: 'text' },
    {
      field: 'prevailingWageRate',
      label: 'Rate',
      kind: 'decimal',
      scale: 4,
      required: true,
      max: '999.9999',
    },
    { field: 'sort', label: 'Sort', kind: 'sort' },
  ],
};
const loaded = () =>
  rowsFromServer(
    [
      { id: 1, code: 'B', description: '', prevailingWageRate: '10.5000', sort: 1, version: 1 },
      { id: 2, code: 'A', description: '', prevailingWageRate: '20.0000', sort: 1, version: 1 },
      { id: 3, code: 'C', description: '', prevailingWageRate: '30.0000', sort: 0, version: 1 },
    ],
    shape,
  );
const codes = (rows: ReturnType<typeof loaded>) => visibleRows(rows).map((r) => r.values.code);

describe('code rows', () => {
  it('load in the spec order with the update action', () => {
    const rows = loaded();
    expect(codes(rows)).toEqual(['C', 'A', 'B']);
    expect(rows.every((r) => r.action === 'update')).toBe(true);
    expect(pendingBatch(rows, shape)).toEqual([]);
  });

  it('renumber sort from 0 after a move, leaving rows marked for delete out', () => {
    let rows = deleteRow(loaded(), 'id-2');
    rows = addRow(rows, shape);
    const added = rows.at(-1)?.key as string;
    rows = moveRow(rows, added, 'id-3');
    expect(visibleRows(rows).map((r) => [r.key, r.values.sort])).toEqual([
      [added, 0],
      ['id-3', 1],
      ['id-1', 2],
    ]);
    expect(rows.find((r) => r.key === 'id-2')?.action).toBe('delete');
  });

  it('send a rate written differently but equal as no change, and a changed one as a string', () => {
    let rows = editRow(loaded(), 'id-1', 'prevailingWageRate', '10.5');
    expect(pendingBatch(rows, shape)).toEqual([]);
    rows = editRow(rows, 'id-1', 'prevailingWageRate', '10.75');
    expect(pendingBatch(rows, shape)).toEqual([
      { action: 'update', id: 1, version: 1, prevailingWageRate: '10.75' },
    ]);
  });

  it('flag blank required fields, long text, bad numbers and a rate over the maximum', () => {
    let rows = addRow(loaded(), shape);
    const key = rows.at(-1)?.key as string;
    expect(validateRows(rows, shape)).toEqual({
      [key]: { code: 'Required', prevailingWageRate: 'Required' },
    });
    rows = editRow(rows, key, 'code', 'TOOLONG');
    rows = editRow(rows, key, 'prevailingWageRate', '1000');
    rows = editRow(rows, 'id-1', 'sort', 1.5);
    expect(validateRows(rows, shape)).toEqual({
      [key]: { code: 'At most 5 characters', prevailingWageRate: 'Must be at most 999.9999' },
      'id-1': { sort: 'Sort must be a whole number' },
    });
    // An optional sort may be blank on a new row: the server numbers it.
    rows = editRow(editRow(rows, key, 'sort', null), 'id-1', 'sort', 4);
    rows = editRow(editRow(rows, key, 'code', 'OK'), key, 'prevailingWageRate', '5');
    expect(validateRows(rows, shape)).toEqual({});
    expect(pendingBatch(rows, shape)).toContainEqual({
      action: 'new',
      id: 0,
      code: 'OK',
      description: '',
      prevailingWageRate: '5',
    });
  });
});
