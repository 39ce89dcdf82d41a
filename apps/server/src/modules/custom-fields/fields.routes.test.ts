import { ErrorCodes } from '@fieldline/contracts/common/errors';
import {
  type CustomField,
  type CustomFieldGroup,
  CustomFieldType,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createCustomer, unique } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { customFieldGroups, customFields, customFieldValues } from './custom-fields.table';
import { FIELD_HAS_VALUES, TYPE_LOCKED, UNKNOWN_GROUP } from './fields.service';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function api(method: Method, url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const fieldsOf = (res: { json(): any }) =>
  res
    .json()
    .errors.map((e: { field: string }) => e.field)
    .sort();

async function group(prefix: string, body: Record<string, unknown> = {}): Promise<CustomFieldGroup> {
  const res = await api('POST', `/v1/${prefix}-field-groups`, { name: unique('Group'), ...body });
  expect(res.statusCode).toBe(201);
  return res.json();
}
async function field(prefix: string, body: Record<string, unknown>): Promise<CustomField> {
  const res = await api('POST', `/v1/${prefix}-fields`, { name: unique('Field'), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('field types', () => {
  it('lists the eight types with the column each keeps its value in', async () => {
    for (const prefix of ['customer', 'equipment', 'opportunity']) {
      const res = await api('GET', `/v1/${prefix}-field-types`);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((x: { id: number; column: string }) => [x.id, x.column])).toEqual([
        [1, 'value'],
        [2, 'value'],
        [3, 'numberValue'],
        [4, 'decimalValue'],
        [5, 'dateValue'],
        [6, 'bitValue'],
        [7, 'fieldValue'],
        [8, 'value'],
      ]);
    }
  });
});

describe('field groups', () => {
  it('creates, reads, updates with versions and deletes a group, leaving its fields ungrouped', async () => {
    const g = await group('equipment', { name: ' Warranty ', color: '#1c7ed6', displayColumns: 3 });
    expect(g).toMatchObject({
      name: 'Warranty',
      color: '#1c7ed6',
      displayColumns: 3,
      fieldCount: 0,
      version: 1,
    });
    const f = await field('equipment', { type: CustomFieldType.Date, group: { id: g.id } });
    expect(f.group).toEqual({
      id: g.id,
      name: 'Warranty',
      color: '#1c7ed6',
      displayColumns: 3,
      displayOrder: g.displayOrder,
    });
    expect((await api('GET', `/v1/equipment-field-groups/${g.id}`)).json().fieldCount).toBe(1);

    const patched = await api('PATCH', `/v1/equipment-field-groups/${g.id}`, {
      displayColumns: 1,
      version: 1,
    });
    expect(patched.json()).toMatchObject({ displayColumns: 1, name: 'Warranty', version: 2 });
    const stale = await api('PATCH', `/v1/equipment-field-groups/${g.id}`, { name: 'x', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe(ErrorCodes.STALE_VERSION);

    expect((await api('DELETE', `/v1/equipment-field-groups/${g.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/equipment-field-groups/${g.id}`)).statusCode).toBe(404);
    expect((await api('GET', `/v1/equipment-fields/${f.id}`)).json().group).toBeNull();
    const log = (await api('GET', `/v1/audit-log/search?entity=customFieldGroup&entityId=${g.id}`)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'update', 'create']);
  });

  it('refuses bad group input naming the fields, saving nothing', async () => {
    const before = await countRows(t, customFieldGroups);
    const bad = await api('POST', '/v1/customer-field-groups', { name: '', color: 'red', displayColumns: 9 });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['color', 'displayColumns', 'name']);
    expect(await countRows(t, customFieldGroups)).toBe(before);
  });

  it('keeps kinds apart: a customer group is not an equipment group', async () => {
    const g = await group('customer');
    expect((await api('GET', `/v1/equipment-field-groups/${g.id}`)).statusCode).toBe(404);
    const res = await api('POST', '/v1/equipment-fields', { name: 'x', type: 1, group: { id: g.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'group.id', message: UNKNOWN_GROUP }]);
  });

  it('renumbers the groups in the order sent, the others following', async () => {
    const [a, b, c] = [await group('opportunity'), await group('opportunity'), await group('opportunity')];
    const others = (await api('GET', '/v1/opportunity-field-groups')).json() as CustomFieldGroup[];
    const res = await api('PATCH', '/v1/opportunity-field-groups/sort-order', { ids: [c.id, a.id] });
    expect(res.statusCode).toBe(200);
    const order = res.json() as CustomFieldGroup[];
    expect(order.slice(0, 2).map((g) => g.id)).toEqual([c.id, a.id]);
    expect(order.map((g) => g.displayOrder)).toEqual(order.map((_, i) => i + 1));
    expect(order.map((g) => g.id).indexOf(b.id)).toBeGreaterThan(1);
    expect(order).toHaveLength(others.length);

    // A bare list works too.
    const bare = await api('PATCH', '/v1/opportunity-field-groups/sort-order', [b.id]);
    expect(bare.json()[0].id).toBe(b.id);
    const log = (
      await api('GET', '/v1/audit-log/search?entity=customFieldGroup&entityId=opportunity')
    ).json();
    expect(log.data[0].action).toBe('sort');

    const unknown = await api('PATCH', '/v1/opportunity-field-groups/sort-order', { ids: [a.id, 987654] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'ids[1]', message: 'Unknown group.' }]);
    const twice = await api('PATCH', '/v1/opportunity-field-groups/sort-order', { ids: [a.id, a.id] });
    expect(fieldsOf(twice)).toEqual(['ids']);
    const empty = await api('PATCH', '/v1/opportunity-field-groups/sort-order', { ids: [] });
    expect(empty.statusCode).toBe(400);
    const after = (await api('GET', '/v1/opportunity-field-groups')).json() as CustomFieldGroup[];
    expect(after[0].id).toBe(b.id);
  });
});

describe('fields', () => {
  it('creates fields of every type and lists them by group order, then field order, ungrouped last', async () => {
    const g1 = await group('equipment', { name: 'First' });
    const g2 = await group('equipment', { name: 'Second' });
    await api('PATCH', '/v1/equipment-field-groups/sort-order', { ids: [g2.id, g1.id] });
    const loose = await field('equipment', { type: CustomFieldType.YesNo });
    const text = await field('equipment', {
      type: CustomFieldType.Text,
      group: { id: g1.id },
      fieldValues: [{ min: 2, max: '10' }],
      color: '#ff0000',
      description: 'Model as on the plate',
    });
    const list = await field('equipment', {
      type: CustomFieldType.List,
      group: { id: g2.id },
      displayOrder: 5,
      fieldValues: [
        { value: 'Gas', color: '#fa5252' },
        { value: 'Electric', color: '#228be6', displayOrder: 0 },
      ],
    });
    const decimal = await field('equipment', {
      type: CustomFieldType.Decimal,
      group: { id: g2.id },
      displayOrder: 1,
      fieldValues: [{ min: '-1.5', max: 99.25 }],
    });
    expect(text.fieldValues).toEqual([
      {
        id: expect.any(Number),
        min: '2',
        max: '10',
        value: null,
        color: null,
        displayOrder: 1,
        isArchived: false,
      },
    ]);
    expect(list.fieldValues.map((v) => [v.value, v.color])).toEqual([
      ['Electric', '#228be6'],
      ['Gas', '#fa5252'],
    ]);
    expect(decimal.fieldValues[0]).toMatchObject({ min: '-1.5', max: '99.25' });

    const ids = (await api('GET', '/v1/equipment-fields')).json().map((f: CustomField) => f.id);
    const mine = ids.filter((id: number) => [loose.id, text.id, list.id, decimal.id].includes(id));
    expect(mine).toEqual([decimal.id, list.id, text.id, loose.id]);
    const projected = await api('GET', `/v1/equipment-fields?fields=id,name&groupId=${g2.id}`);
    expect(projected.json()).toEqual([
      { id: decimal.id, name: decimal.name },
      { id: list.id, name: list.name },
    ]);
    const log = (await api('GET', `/v1/audit-log/search?entity=customField&entityId=${list.id}`)).json();
    expect(log.data[0].changes.fieldValues.to).toBe('Electric #228be6, Gas #fa5252');
  });

  it('refuses bad input naming every field, saving nothing', async () => {
    const before = await countRows(t, customFields);
    const bad = await api('POST', '/v1/customer-fields', {
      name: ' ',
      type: 99,
      color: 'blue',
      group: { id: 0 },
      displayOrder: -1,
      fieldValues: [{ min: 'ten', color: '#12' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual([
      'color',
      'displayOrder',
      'fieldValues[0].color',
      'fieldValues[0].min',
      'group.id',
      'name',
      'type',
    ]);
    const rules: [Record<string, unknown>, string[]][] = [
      [{ type: CustomFieldType.List }, ['fieldValues']],
      [
        { type: CustomFieldType.List, fieldValues: [{ value: 'A' }, { value: ' a ' }, { value: '' }] },
        ['fieldValues[1].value', 'fieldValues[2].value'],
      ],
      [{ type: CustomFieldType.Text, fieldValues: [{ min: 5, max: 2 }] }, ['fieldValues[0].max']],
      [
        { type: CustomFieldType.Text, fieldValues: [{ min: -1, max: 2.5 }] },
        ['fieldValues[0].max', 'fieldValues[0].min'],
      ],
      [{ type: CustomFieldType.Number, fieldValues: [{ min: 1 }, { max: 2 }] }, ['fieldValues']],
      [{ type: CustomFieldType.Date, fieldValues: [{ value: 'x' }] }, ['fieldValues']],
      [{ type: CustomFieldType.Text, group: { id: 987654 } }, ['group.id']],
    ];
    for (const [body, expected] of rules) {
      const res = await api('POST', '/v1/customer-fields', { name: 'x', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(body)).toEqual(expected);
    }
    expect(await countRows(t, customFields)).toBe(before);
  });

  it('archives, filters by isArchived, and keeps kinds apart', async () => {
    const f = await field('opportunity', { type: CustomFieldType.Text });
    const archived = await api('PATCH', `/v1/opportunity-fields/${f.id}`, { isArchived: true, version: 1 });
    expect(archived.json()).toMatchObject({ isArchived: true, version: 2 });
    const active = (await api('GET', '/v1/opportunity-fields')).json().map((x: CustomField) => x.id);
    expect(active).not.toContain(f.id);
    const old = (await api('GET', '/v1/opportunity-fields?isArchived=true'))
      .json()
      .map((x: CustomField) => x.id);
    expect(old).toContain(f.id);
    expect((await api('GET', `/v1/opportunity-fields/${f.id}`)).json().isArchived).toBe(true);
    expect((await api('GET', `/v1/customer-fields/${f.id}`)).statusCode).toBe(404);
    expect((await api('PATCH', `/v1/customer-fields/${f.id}`, { name: 'x' })).statusCode).toBe(404);
    const log = (await api('GET', `/v1/audit-log/search?entity=customField&entityId=${f.id}`)).json();
    expect(log.data[0]).toMatchObject({
      action: 'archive',
      changes: { isArchived: { from: false, to: true } },
    });
    const bad = await api('GET', '/v1/opportunity-fields?isArchived=maybe&limit=0');
    expect(fieldsOf(bad)).toEqual(['isArchived', 'limit']);
  });

  it('replaces list values: keeps and edits by id, adds new, archives chosen ones and deletes the rest', async () => {
    const f = await field('customer', {
      type: CustomFieldType.List,
      fieldValues: [{ value: 'Bronze' }, { value: 'Silver' }, { value: 'Gold' }],
    });
    const [bronze, silver, gold] = f.fieldValues;
    const customer = await createCustomer(t, admin);
    const set = await api('PATCH', `/v1/customers/${customer.id}/properties`, {
      field: { id: f.id },
      fieldValue: { id: silver.id },
    });
    expect(set.statusCode).toBe(200);
    const res = await api('PATCH', `/v1/customer-fields/${f.id}`, {
      fieldValues: [{ id: gold.id, value: 'Gold+', color: '#fab005' }, { value: 'Platinum' }],
    });
    expect(res.statusCode).toBe(200);
    const values = (res.json() as CustomField).fieldValues;
    expect(values.map((v) => [v.value, v.displayOrder, v.isArchived])).toEqual([
      ['Gold+', 1, false],
      ['Silver', 2, true],
      ['Platinum', 2, false],
    ]);
    expect(values.find((v) => v.id === bronze.id)).toBeUndefined();
    expect(await countRows(t, customFieldValues, eq(customFieldValues.id, bronze.id))).toBe(0);
    // An archived choice cannot be chosen again; it comes back when sent with its id.
    const again = await api('PATCH', `/v1/customers/${customer.id}/properties`, {
      field: { id: f.id },
      fieldValue: { id: silver.id },
    });
    expect(again.statusCode).toBe(400);
    const back = await api('PATCH', `/v1/customer-fields/${f.id}`, {
      fieldValues: [...values.map(({ id, value }) => ({ id, value }))],
    });
    expect(back.json().fieldValues.every((v: { isArchived: boolean }) => !v.isArchived)).toBe(true);
    const foreign = await api('PATCH', `/v1/customer-fields/${f.id}`, {
      fieldValues: [{ id: 987654, value: 'x' }],
    });
    expect(foreign.json().errors).toEqual([{ field: 'fieldValues[0].id', message: 'Unknown value.' }]);
  });

  it('locks the type once records have values, deletes only fields without values', async () => {
    const f = await field('customer', { type: CustomFieldType.Text });
    const customer = await createCustomer(t, admin);
    const retyped = await api('PATCH', `/v1/customer-fields/${f.id}`, { type: CustomFieldType.Number });
    expect(retyped.json().type).toBe(CustomFieldType.Number);
    await api('PATCH', `/v1/customers/${customer.id}/properties`, { field: { id: f.id }, numberValue: 4 });
    const locked = await api('PATCH', `/v1/customer-fields/${f.id}`, { type: CustomFieldType.Text });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe(TYPE_LOCKED);
    const toList = await api('PATCH', `/v1/customer-fields/${f.id}`, { name: 'Renamed', fieldValues: [] });
    expect(toList.statusCode).toBe(200);

    const refused = await api('DELETE', `/v1/customer-fields/${f.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(FIELD_HAS_VALUES);
    await api('PATCH', `/v1/customers/${customer.id}/properties`, { field: { id: f.id }, numberValue: null });
    expect((await api('DELETE', `/v1/customer-fields/${f.id}`)).statusCode).toBe(204);
    expect((await api('GET', `/v1/customer-fields/${f.id}`)).statusCode).toBe(404);
    const log = (await api('GET', `/v1/audit-log/search?entity=customField&entityId=${f.id}`)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'update',
      'create',
    ]);
  });

  it('reads and sets required fields', async () => {
    const a = await field('equipment', { type: CustomFieldType.Text });
    const b = await field('equipment', { type: CustomFieldType.Text, isRequired: true });
    const list = (await api('GET', '/v1/equipment-requiredfields')).json();
    expect(list).toContainEqual({ fieldId: a.id, name: a.name, isRequired: false });
    expect(list).toContainEqual({ fieldId: b.id, name: b.name, isRequired: true });
    const res = await api('PATCH', '/v1/equipment-requiredfields', [
      { fieldId: a.id, isRequired: true },
      { fieldId: b.id, isRequired: false },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ fieldId: a.id, name: a.name, isRequired: true });
    expect(res.json()).toContainEqual({ fieldId: b.id, name: b.name, isRequired: false });
    const single = await api('PATCH', '/v1/equipment-requiredfields', { fieldId: b.id, isRequired: true });
    expect(single.json()).toContainEqual({ fieldId: b.id, name: b.name, isRequired: true });
    expect((await api('GET', `/v1/equipment-fields/${a.id}`)).json()).toMatchObject({
      isRequired: true,
      version: 2,
    });
    const log = (await api('GET', `/v1/audit-log/search?entity=customField&entityId=${a.id}`)).json();
    expect(log.data[0].changes).toEqual({ isRequired: { from: false, to: true } });

    const bad = await api('PATCH', '/v1/equipment-requiredfields', [
      { fieldId: a.id, isRequired: false },
      { fieldId: 987654, isRequired: true },
      { fieldId: 'x' },
    ]);
    expect(fieldsOf(bad)).toEqual(['[2].fieldId', '[2].isRequired']);
    const unknown = await api('PATCH', '/v1/equipment-requiredfields', [
      { fieldId: a.id, isRequired: false },
      { fieldId: 987654, isRequired: true },
    ]);
    expect(unknown.json().errors).toEqual([{ field: '[1].fieldId', message: 'Unknown field.' }]);
    expect((await api('GET', `/v1/equipment-fields/${a.id}`)).json().isRequired).toBe(true);
  });

  it('answers at most 200 fields that are not archived by default, and honours limit and offset', async () => {
    const rows = Array.from({ length: 205 }, (_, i) => ({
      entityKind: 'opportunity',
      name: `Bulk ${String(i).padStart(3, '0')}`,
      typeId: CustomFieldType.Text,
      displayOrder: 1000 + i,
    }));
    await t.database.db.insert(customFields).values(rows);
    const all = await api('GET', '/v1/opportunity-fields');
    expect(all.json()).toHaveLength(200);
    expect(all.json().every((f: CustomField) => !f.isArchived)).toBe(true);
    expect((await api('GET', '/v1/opportunity-fields?limit=1000')).json().length).toBeGreaterThanOrEqual(205);
    const page = await api('GET', '/v1/opportunity-fields?limit=2&offset=1&fields=id');
    expect(page.json()).toEqual(
      all
        .json()
        .slice(1, 3)
        .map((f: CustomField) => ({ id: f.id })),
    );
    const lookup = await api('GET', '/v1/cache/opportunitiescustomfield');
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json().length).toBeGreaterThanOrEqual(205);
    expect(lookup.json()[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      type: expect.any(Number),
    });
  });
});
