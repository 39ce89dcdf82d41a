import { REFERENCE_CODES_HAVE_ERRORS } from '@fieldline/contracts/reference-codes/reference-codes.contract';
import { cleanNotifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, type RecordedRequest, startFakeApi } from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import type { CodeListShape } from './code-rows';
import { ReferenceCodeTable } from './ReferenceCodeTable';

const shape: CodeListShape = {
  codeField: 'payCode',
  descriptionField: 'payCodeDescription',
  columns: [
    { field: 'payCode', label: 'Pay code', kind: 'text', required: true, maxLength: 50 },
    { field: 'payCodeDescription', label: 'Description', kind: 'text', maxLength: 200 },
    { field: 'sort', label: 'Sort', kind: 'sort' },
    { field: 'isActive', label: 'Active', kind: 'boolean' },
  ],
};

const code = (id: number, payCode: string, sort: number, payCodeDescription = '') => ({
  id,
  payCode,
  payCodeDescription,
  sort,
  isActive: true,
  version: 3,
});

let server: FakeApiServer;
let stored: ReturnType<typeof code>[];
let batchReply: { status: number; body: unknown } | undefined;

beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.method === 'GET' && req.url.startsWith('/v1/employees/payrollcodes/search')) {
      return { body: { data: stored, count_filtered: stored.length } };
    }
    if (req.method === 'POST' && req.url === '/v1/employees/payrollcodes/batch') {
      return batchReply ?? { body: { saved: [], deleted: [] } };
    }
    return undefined;
  });
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
  // Notifications live in a global store: start every test without the last one's.
  cleanNotifications();
  batchReply = undefined;
  // Deliberately out of order: the table shows the spec's order (sort, then code, then description).
  stored = [code(1, 'OT', 1), code(2, 'REG', 0), code(3, 'DT', 1, 'b'), code(4, 'dt', 1, 'a')];
});

const render = (readOnly = false) =>
  renderApp(
    <ReferenceCodeTable
      path="/employees/payrollcodes"
      title="Payroll codes"
      itemLabel="payroll code"
      shape={shape}
      readOnly={readOnly}
    />,
  );
const rows = () => screen.queryAllByTestId('code-row');
const codes = () => rows().map((r) => (within(r).getAllByRole('textbox')[0] as HTMLInputElement).value);
const sorts = () => rows().map((r) => (within(r).getAllByRole('textbox')[2] as HTMLInputElement).value);
const batches = () =>
  server.requests.filter((r: RecordedRequest) => r.method === 'POST' && r.url.endsWith('/batch'));
const gets = () => server.requests.filter((r) => r.method === 'GET');
const loaded = async () => waitFor(() => expect(rows()).toHaveLength(4));
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const save = () => fireEvent.click(saveButton());

// Mantine inputs render slowly under the test environment on a shared machine.
describe('ReferenceCodeTable', { timeout: 30_000 }, () => {
  it('shows the rows by sort, then code, then description, and Save waits for a change', async () => {
    render();
    await loaded();
    expect(codes()).toEqual(['REG', 'dt', 'DT', 'OT']);
    expect(sorts()).toEqual(['0', '1', '1', '1']);
    expect(saveButton().disabled).toBe(true);
  });

  it('marks required fields on add and blocks Save with the exact message while any field is in error', async () => {
    render();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add payroll code' }));
    expect(rows()).toHaveLength(5);
    const added = rows()[4];
    expect(added.dataset.action).toBe('new');
    expect(within(added).getByText('Required')).toBeTruthy();
    // A new row's sort follows the largest shown.
    expect(sorts()[4]).toBe('2');
    save();
    expect(await screen.findByText(REFERENCE_CODES_HAVE_ERRORS)).toBeTruthy();
    expect(batches()).toHaveLength(0);

    fireEvent.change(within(added).getByLabelText('Pay code of new row'), { target: { value: 'HOL' } });
    expect(within(added).queryByText('Required')).toBeNull();
    fireEvent.change(within(added).getByLabelText('Description of HOL'), {
      target: { value: 'x'.repeat(201) },
    });
    expect(within(added).getByText('At most 200 characters')).toBeTruthy();
    fireEvent.change(within(added).getByLabelText('Description of HOL'), { target: { value: 'Holiday' } });
    save();
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(batches()[0].body).toEqual([
      { action: 'new', id: 0, payCode: 'HOL', payCodeDescription: 'Holiday', sort: 2, isActive: true },
    ]);
  });

  it('removes a deleted new row, hides a deleted saved row and sends it as a delete', async () => {
    render();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Add payroll code' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete new row' }));
    expect(rows()).toHaveLength(4);
    expect(saveButton().disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Delete OT' }));
    expect(codes()).toEqual(['REG', 'dt', 'DT']);
    // Editing a saved row sends only the changed field, with the version read.
    fireEvent.click(screen.getByLabelText('Active of REG'));
    save();
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(batches()[0].body).toEqual([
      { action: 'update', id: 2, version: 3, isActive: false },
      { action: 'delete', id: 1, version: 3 },
    ]);
    expect(await screen.findByText('Payroll codes saved')).toBeTruthy();
  });

  it('shows the error and reloads the list from the server after a failed save', async () => {
    render();
    await loaded();
    fireEvent.change(screen.getByLabelText('Pay code of OT'), { target: { value: 'REG' } });
    batchReply = {
      status: 409,
      body: { message: 'A payroll code with the pay code "REG" already exists.', code: 'DUPLICATE' },
    };
    stored = [...stored, code(9, 'VAC', 5)];
    const before = gets().length;
    save();
    expect(await screen.findByText('A payroll code with the pay code "REG" already exists.')).toBeTruthy();
    await waitFor(() => expect(codes()).toEqual(['REG', 'dt', 'DT', 'OT', 'VAC']), { timeout: 4000 });
    expect(gets().length).toBe(before + 1);
    expect(saveButton().disabled).toBe(true);
  });

  it('refuses a blank sort on a saved row', async () => {
    render();
    await loaded();
    const sort = screen.getByLabelText('Sort of OT');
    fireEvent.change(sort, { target: { value: '' } });
    expect(within(rows()[3]).getByText('Required')).toBeTruthy();
    save();
    expect(await screen.findByText(REFERENCE_CODES_HAVE_ERRORS)).toBeTruthy();
    expect(batches()).toHaveLength(0);
  });

  it('shows no add, save or delete without full access', async () => {
    render(true);
    await loaded();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});

describe('reordering with the keyboard', { timeout: 30_000 }, () => {
  it('moves a row down with Space and the arrow keys and renumbers sort from 0', async () => {
    render();
    await loaded();
    // happy-dom lays nothing out: give each row the box a browser would, one under the other.
    const restore = layOutRows();
    try {
      const handle = screen.getByRole('button', { name: 'Drag to reorder REG' });
      handle.focus();
      fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
      await new Promise((r) => setTimeout(r, 50));
      fireEvent.keyDown(document, { code: 'ArrowDown', key: 'ArrowDown' });
      await new Promise((r) => setTimeout(r, 50));
      fireEvent.keyDown(document, { code: 'Space', key: ' ' });
      await waitFor(() => expect(codes()).toEqual(['dt', 'REG', 'DT', 'OT']));
    } finally {
      restore();
    }
    expect(sorts()).toEqual(['0', '1', '2', '3']);
    save();
    await waitFor(() => expect(batches()).toHaveLength(1));
    expect(batches()[0].body).toEqual([
      { action: 'update', id: 4, version: 3, sort: 0 },
      { action: 'update', id: 2, version: 3, sort: 1 },
      { action: 'update', id: 3, version: 3, sort: 2 },
      { action: 'update', id: 1, version: 3, sort: 3 },
    ]);
  });
});

function layOutRows(): () => void {
  const original = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const row = this.closest('[data-testid="code-row"]');
    const index = row ? rows().indexOf(row as HTMLElement) : -1;
    const top = index < 0 ? 0 : 40 + index * 40;
    const height = index < 0 ? 0 : 40;
    return { x: 0, y: top, top, left: 0, width: 600, height, right: 600, bottom: top + height, toJSON() {} };
  };
  return () => {
    Element.prototype.getBoundingClientRect = original;
  };
}
