import {
  type CustomField,
  CustomFieldMessages as M,
  type Property,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { cleanNotifications, notificationsStore } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  type FakeApiServer,
  type RecordedRequest,
  startFakeApi,
} from '../../../test/fake-api-server';
import { renderApp } from '../../../test/utils';
import { CustomFieldPanel } from './CustomFieldPanel';

const audit = { createdDate: '', createdBy: null, modifiedDate: '', modifiedBy: null, version: 1 };
const group = (id: number, name: string, displayOrder: number, displayColumns = 2) => ({
  id,
  name,
  color: '#1c7ed6',
  displayColumns,
  displayOrder,
});
const limits = (min: string | null, max: string | null) => [
  { id: 900, min, max, value: null, color: null, displayOrder: 1, isArchived: false },
];
function field(id: number, name: string, type: number, extra: Partial<CustomField> = {}): CustomField {
  return {
    id,
    name,
    description: null,
    displayOrder: id,
    type,
    color: null,
    isArchived: false,
    isRequired: false,
    group: null,
    fieldValues: [],
    ...audit,
    ...extra,
  };
}
const access = group(1, 'Site access', 2);
const prefs = group(2, 'Preferences', 1, 3);
const FIELDS: CustomField[] = [
  field(1, 'Gate code', 1, { group: access, fieldValues: limits('4', '8') }),
  field(2, 'Rooftop units', 3, { group: access, fieldValues: limits('0', '50') }),
  field(3, 'Filter size', 4, { group: prefs, fieldValues: limits('8', '30') }),
  field(4, 'Key box', 6, { group: prefs, displayOrder: 0 }),
  field(5, 'Access hours', 7, {
    group: prefs,
    fieldValues: [
      {
        id: 51,
        min: null,
        max: null,
        value: 'Business hours',
        color: '#2f9e44',
        displayOrder: 1,
        isArchived: false,
      },
      { id: 52, min: null, max: null, value: '24/7', color: '#1c7ed6', displayOrder: 2, isArchived: false },
    ],
  }),
  field(6, 'Invoice copies to', 8),
  field(7, 'Renewal', 5),
];
const prop = (fieldId: number, extra: Partial<Property>): Property => ({
  id: 100 + fieldId,
  bitValue: null,
  dateValue: null,
  decimalValue: null,
  numberValue: null,
  value: null,
  field: { id: fieldId },
  fieldValue: null,
  ...extra,
});

let server: FakeApiServer;
let stored: Property[];
let failPatch = false;
beforeAll(async () => {
  server = await startFakeApi();
});
afterAll(() => server.close());
afterEach(() => server.settle());
beforeEach(() => {
  server.requests.length = 0;
  cleanNotifications();
  failPatch = false;
  stored = [prop(1, { value: 'A100' }), prop(2, { numberValue: 4 })];
  server.setHandler((req) => {
    if (req.method === 'GET' && req.url.startsWith('/v1/customer-fields?')) return { body: FIELDS };
    if (req.method === 'GET' && req.url === '/v1/customers/5/properties') return { body: stored };
    if (req.method === 'PATCH' && req.url === '/v1/customers/5/properties') {
      if (failPatch) return apiError(500, 'Something went wrong on the server.');
      const input = req.body as Property;
      stored = [...stored.filter((p) => p.field.id !== input.field.id), prop(input.field.id, input)];
      return { body: stored };
    }
    return undefined;
  });
});

const patches = () => server.requests.filter((r: RecordedRequest) => r.method === 'PATCH').map((r) => r.body);
const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const errors = () =>
  notificationsStore
    .getState()
    .notifications.filter((n) => n.color === 'red')
    .map((n) => n.message);

async function edit(name: string, text: string) {
  const box = input(name);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}
async function acknowledge(message: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Alert' });
  expect(within(dialog).getByText(message)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alert' })).toBeNull());
}

async function renderPanel(canEdit = true) {
  renderApp(<CustomFieldPanel entityKind="customer" recordId={5} canEdit={canEdit} />);
  await screen.findByRole('textbox', { name: 'Gate code' });
}

describe('CustomFieldPanel', () => {
  it('fetches definitions (limit 200, not archived) and values, and lays groups out in display order', async () => {
    await renderPanel();
    const gets = server.requests.filter((r) => r.method === 'GET').map((r) => r.url);
    expect(gets).toContain('/v1/customer-fields?limit=200&isArchived=false');
    expect(gets).toContain('/v1/customers/5/properties');
    const groups = screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['Preferences', 'Site access', 'Other fields']);
    const prefsGroup = screen.getByRole('group', { name: 'Preferences' });
    const labels = Array.from(prefsGroup.querySelectorAll('label')).map((l) => l.textContent);
    expect(labels).toEqual(['Key box', 'Filter size', 'Access hours']);
    expect(input('Gate code').value).toBe('A100');
    expect(input('Rooftop units').value).toBe('4');
  });

  it('alerts below the minimum length and puts the saved value back, saving nothing', async () => {
    await renderPanel();
    await edit('Gate code', 'ab');
    await acknowledge(M.minLength(4));
    expect(input('Gate code').value).toBe('A100');
    expect(patches()).toEqual([]);
  });

  it('truncates over the maximum length, says so and saves the truncated text', async () => {
    await renderPanel();
    await edit('Gate code', 'ABCDEFGHIJ');
    await acknowledge(M.maxLength(8));
    await waitFor(() => expect(patches()).toEqual([{ field: { id: 1 }, value: 'ABCDEFGH' }]));
    expect(input('Gate code').value).toBe('ABCDEFGH');
  });

  it('refuses non-numeric numbers and clamps to min and max with their messages', async () => {
    await renderPanel();
    await edit('Rooftop units', 'twelve');
    await acknowledge(M.numeric);
    expect(input('Rooftop units').value).toBe('4');
    await edit('Rooftop units', '75');
    await acknowledge(M.maxValue(50));
    await waitFor(() => expect(patches()).toEqual([{ field: { id: 2 }, numberValue: 50 }]));
    await edit('Filter size', '2.5');
    await acknowledge(M.minValue(8));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]).toEqual({ field: { id: 3 }, decimalValue: '8' });
    expect(input('Filter size').value).toBe('8');
  });

  it('says "there was an error updating the field" and reverts when the save fails', async () => {
    await renderPanel();
    failPatch = true;
    await edit('Gate code', 'B200');
    await waitFor(() => expect(errors()).toEqual([M.updateFailed]));
    await waitFor(() => expect(input('Gate code').value).toBe('A100'));

    const toggle = screen.getByRole('switch', { name: 'Key box' }) as HTMLInputElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(errors()).toHaveLength(2));
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('flags the group of an invalid e-mail list without saving, and saves once corrected', async () => {
    await renderPanel();
    await edit('Invoice copies to', 'ap@example.com; not-an-address');
    const other = screen.getByRole('group', { name: 'Other fields' });
    await waitFor(() => expect(other.getAttribute('aria-invalid')).toBe('true'));
    expect(within(other).getByText(M.emailList)).toBeTruthy();
    expect(patches()).toEqual([]);
    await edit('Invoice copies to', 'ap@example.com, ar@example.com');
    await waitFor(() => expect(other.getAttribute('aria-invalid')).toBeNull());
    await waitFor(() =>
      expect(patches()).toEqual([{ field: { id: 6 }, value: 'ap@example.com; ar@example.com' }]),
    );
  });

  it('saves switches and list choices on change', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('switch', { name: 'Key box' }));
    await waitFor(() => expect(patches()).toEqual([{ field: { id: 4 }, bitValue: true }]));
    fireEvent.click(
      screen.getAllByLabelText('Access hours').find((el) => el.tagName === 'INPUT') as HTMLElement,
    );
    fireEvent.click(await screen.findByRole('option', { name: '24/7' }));
    await waitFor(() => expect(patches()[1]).toEqual({ field: { id: 5 }, fieldValue: { id: 52 } }));
  });

  it('is read-only without edit rights', async () => {
    await renderPanel(false);
    expect(input('Gate code').readOnly).toBe(true);
    expect((screen.getByRole('switch', { name: 'Key box' }) as HTMLInputElement).disabled).toBe(true);
    await edit('Gate code', 'x');
    expect(patches()).toEqual([]);
  });
});
