import { Permission } from '@fieldline/contracts/common/permissions';
import type { PurchaseOrder } from '@fieldline/contracts/purchasing/purchasing.contract';
import type { Warehouse } from '@fieldline/contracts/warehouses/warehouses.contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeApiServer, startFakeApi } from '../../../../test/fake-api-server';
import { makeUser, renderApp } from '../../../../test/utils';
import { PurchaseOrderPage } from './PurchaseOrderPage';

const audit = {
  createdDate: '2026-01-01T00:00:00.000Z',
  createdBy: null,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  modifiedBy: null,
  version: 3,
};
const item = (id: number, code: string) => ({
  id,
  itemCode: code,
  name: `${code} name`,
  quantityStep: '1',
  quantityDecimals: 0,
  isEquipment: false,
  isStocked: true,
});
const line = (id: number, code: string, quantity: string, received: string) => ({
  id,
  purchaseOrderId: 40,
  itemId: id,
  item: item(id, code),
  description: `${code} description`,
  quantity,
  quantityReceived: received,
  quantityRemaining: (Number(quantity) - Number(received)).toFixed(4),
  unitCost: '2.5000',
  lineTotal: (Number(quantity) * 2.5).toFixed(2),
  jobItemId: null,
  displayOrder: id,
  ...audit,
});
const po = (status: string, isReceivable: boolean): PurchaseOrder => ({
  id: 40,
  poNumber: 'PO-000040',
  supplier: { id: 3, name: 'Mile High Fasteners', accountNumber: 'MHF-1' },
  office: { id: 1, name: 'Denver' },
  warehouse: { id: 1, name: 'Denver Main' },
  department: null,
  status: { id: 2, name: status, isReceivable },
  type: { id: 1, name: 'Stock Order' },
  jobId: null,
  orderDate: '2026-11-02',
  expectedDate: null,
  supplierReference: null,
  notes: null,
  items: [line(1, 'BOLT', '10.0000', '4.0000'), line(2, 'CABLE', '3.0000', '3.0000')],
  total: '32.50',
  totalReceived: '17.50',
  ...audit,
});
const warehouses: Warehouse[] = [
  {
    id: 1,
    name: 'Denver Main',
    officeId: 1,
    officeName: 'Denver',
    isVan: false,
    employeeId: null,
    employeeName: null,
    isActive: true,
    bins: [
      { id: 11, name: 'A-01', sort: 1, isActive: true },
      { id: 12, name: 'A-02', sort: 2, isActive: true },
    ],
    ...audit,
  },
];

let server: FakeApiServer;
let current: PurchaseOrder;
beforeAll(async () => {
  server = await startFakeApi((req) => {
    if (req.url === '/v1/purchaseorders/40') return { body: current };
    if (req.url === '/v1/cache/postatuses')
      return {
        body: ['Open', 'Ordered', 'Partially Received', 'Received', 'Closed', 'Cancelled'].map((name, i) => ({
          id: i + 1,
          name,
        })),
      };
    if (req.url.startsWith('/v1/warehouses?'))
      return { body: warehouses, headers: { 'x-single-bin-inventory': 'false' } };
    if (req.url.startsWith('/v1/documents')) return { body: { data: [], count_filtered: 0 } };
    if (req.method === 'POST' && req.url === '/v1/purchaseorders/40/receive') {
      current = { ...po('Partially Received', true) };
      return { body: { receiptId: 1, movementIds: [9], purchaseOrder: current } };
    }
    return undefined;
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  current = po('Ordered', true);
});
afterEach(() => server.settle());

const full = makeUser({ permissions: [{ id: Permission.PurchaseOrders, accessLevel: 2 }] });
const reader = makeUser({ permissions: [{ id: Permission.PurchaseOrders, accessLevel: 1 }] });

describe('purchase order page', { timeout: 30_000 }, () => {
  it('shows the header, lines with received and remaining, and the moves the status allows', async () => {
    renderApp(<PurchaseOrderPage id={40} />, { user: full });
    expect(await screen.findByText('PO-000040', undefined, { timeout: 8000 })).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Purchase order lines' })).getAllByRole('row');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['BOLT', 'BOLT description', '10', '4', '6', '$2.50', '$25.00']);
    expect(screen.getByRole('button', { name: 'Receive' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close order' })).toBeNull();
    // Lines are fixed once ordered: no add-line row.
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
  });

  it('hides every action from a user with read access', async () => {
    renderApp(<PurchaseOrderPage id={40} />, { user: reader });
    expect(await screen.findByText('PO-000040', undefined, { timeout: 8000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receive' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('receives a quantity no larger than what remains into the chosen bin', async () => {
    renderApp(<PurchaseOrderPage id={40} />, { user: full });
    fireEvent.click(await screen.findByRole('button', { name: 'Receive' }, { timeout: 8000 }));
    const dialog = await screen.findByRole('dialog');
    // Only lines with something remaining are offered, defaulting to what remains.
    const quantity = (await within(dialog).findByLabelText('Receive quantity of BOLT', undefined, {
      timeout: 5000,
    })) as HTMLInputElement;
    expect(quantity.value).toBe('6');
    expect(within(dialog).queryByLabelText('Receive quantity of CABLE')).toBeNull();
    fireEvent.change(quantity, { target: { value: '7' } });
    const receive = within(dialog).getByRole('button', { name: 'Receive' }) as HTMLButtonElement;
    await waitFor(() => expect(within(dialog).getByText('BOLT: more than remains')).toBeTruthy());
    expect(receive.disabled).toBe(true);
    fireEvent.change(quantity, { target: { value: '5' } });
    // The warehouse is the order's; its first bin is chosen by the picker.
    await waitFor(() => expect(receive.disabled).toBe(false));
    fireEvent.click(receive);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = server.requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      warehouseId: 1,
      receivedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      lines: [{ purchaseOrderItemId: 1, binId: 11, quantity: '5' }],
    });
    expect(await screen.findByText('Partially Received')).toBeTruthy();
  });
});
