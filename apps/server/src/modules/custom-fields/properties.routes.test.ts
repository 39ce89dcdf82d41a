import { DATE_RANGE_MESSAGE } from '@fieldline/contracts/common/dates';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  type CustomField,
  CustomFieldType,
  CustomFieldMessages as M,
  type Property,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createCustomer, unique, userWith } from '../../../test/factories';
import { seedCustomerSite, seedEquipment } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { customFieldProperties } from './custom-fields.table';
import { requiredMessage } from './properties.service';

let t: TestApp;
let admin: string;
let customerId: number;
const f: Record<string, CustomField> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customerId = (await createCustomer(t, admin)).id;
  const make = async (key: string, body: Record<string, unknown>) => {
    const res = await api('POST', '/v1/customer-fields', { name: unique(key), ...body });
    if (res.statusCode !== 201) throw new Error(res.body);
    f[key] = res.json();
  };
  await make('text', { type: CustomFieldType.Text, fieldValues: [{ min: 3, max: 8 }] });
  await make('long', { type: CustomFieldType.LongText });
  await make('number', { type: CustomFieldType.Number, fieldValues: [{ min: 0, max: 100 }] });
  await make('decimal', { type: CustomFieldType.Decimal, fieldValues: [{ min: '0.5', max: '10' }] });
  await make('date', { type: CustomFieldType.Date });
  await make('bit', { type: CustomFieldType.YesNo });
  await make('list', { type: CustomFieldType.List, fieldValues: [{ value: 'Red' }, { value: 'Blue' }] });
  await make('emails', { type: CustomFieldType.EmailList });
  await make('required', { type: CustomFieldType.Text, isRequired: true });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
function api(method: Method, url: string, payload?: unknown, token = admin) {
  return t.as(token)({ method, url, payload: payload as object });
}
const url = () => `/v1/customers/${customerId}/properties`;
const of = (list: Property[], field: CustomField) => list.find((p) => p.field.id === field.id);

describe('record values', () => {
  it('sets a value of every type, one or several at a time, and reads them back', async () => {
    expect((await api('GET', url())).json()).toEqual([]);
    const one = await api('PATCH', url(), { field: { id: f.text.id }, value: 'Lobby' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual([
      {
        id: expect.any(Number),
        bitValue: null,
        dateValue: null,
        decimalValue: null,
        numberValue: null,
        value: 'Lobby',
        field: { id: f.text.id },
        fieldValue: null,
      },
    ]);
    const blue = f.list.fieldValues[1].id;
    const many = await api('PATCH', url(), [
      { field: { id: f.long.id }, value: 'Line one\nLine two' },
      { field: { id: f.number.id }, numberValue: '42' },
      { field: { id: f.decimal.id }, decimalValue: 2.34567 },
      { field: { id: f.date.id }, dateValue: '2026-03-15' },
      { field: { id: f.bit.id }, bitValue: false },
      { field: { id: f.list.id }, fieldValue: { id: blue } },
      { field: { id: f.emails.id }, value: ' a@example.com ,b@example.org;; ' },
    ]);
    expect(many.statusCode, many.body).toBe(200);
    const list = (await api('GET', url())).json() as Property[];
    expect(list).toHaveLength(8);
    expect(of(list, f.long)?.value).toBe('Line one\nLine two');
    expect(of(list, f.number)?.numberValue).toBe(42);
    expect(of(list, f.decimal)?.decimalValue).toBe('2.3457');
    expect(of(list, f.date)?.dateValue).toBe('2026-03-15');
    expect(of(list, f.bit)?.bitValue).toBe(false);
    expect(of(list, f.list)?.fieldValue).toEqual({ id: blue });
    expect(of(list, f.emails)?.value).toBe('a@example.com; b@example.org');

    // Upsert: the same row, a new version.
    const before = of(list, f.text)?.id;
    const again = (await api('PATCH', url(), { field: { id: f.text.id }, value: 'Basement' })).json();
    expect(of(again, f.text)).toMatchObject({ id: before, value: 'Basement' });
    const [row] = await t.database.db
      .select()
      .from(customFieldProperties)
      .where(eq(customFieldProperties.id, before as number));
    expect(row).toMatchObject({ version: 2, entityKind: 'customer', recordId: customerId });
  });

  it('refuses values against the type and limits with the spec messages, saving nothing', async () => {
    const other = (
      await api('POST', '/v1/equipment-fields', { name: 'x', type: CustomFieldType.Text })
    ).json();
    const archived = (
      await api('POST', '/v1/customer-fields', { name: unique('Old'), type: CustomFieldType.Text })
    ).json();
    await api('PATCH', `/v1/customer-fields/${archived.id}`, { isArchived: true });
    const before = await countRows(t, customFieldProperties);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ field: { id: f.text.id }, value: 'ab' }, '[0].value', M.minLength(3)],
      [{ field: { id: f.text.id }, value: 'abcdefghi' }, '[0].value', M.maxLength(8)],
      [{ field: { id: f.number.id }, numberValue: 'abc' }, '[0].numberValue', M.numeric],
      [{ field: { id: f.number.id }, numberValue: 12.5 }, '[0].numberValue', M.wholeNumber],
      [{ field: { id: f.number.id }, numberValue: -1 }, '[0].numberValue', M.minValue(0)],
      [{ field: { id: f.number.id }, numberValue: 101 }, '[0].numberValue', M.maxValue(100)],
      [{ field: { id: f.decimal.id }, decimalValue: '0.1' }, '[0].decimalValue', M.minValue('0.5')],
      [{ field: { id: f.decimal.id }, decimalValue: '1e3' }, '[0].decimalValue', M.numeric],
      [{ field: { id: f.date.id }, dateValue: '2026-02-30' }, '[0].dateValue', M.date],
      [{ field: { id: f.date.id }, dateValue: '1899-12-31' }, '[0].dateValue', DATE_RANGE_MESSAGE],
      [{ field: { id: f.emails.id }, value: 'a@example.com; nope' }, '[0].value', M.emailList],
      [{ field: { id: f.list.id }, fieldValue: { id: 987654 } }, '[0].fieldValue.id', M.listValue],
      [
        { field: { id: f.text.id }, numberValue: 5 },
        '[0].numberValue',
        'A Text field keeps its value in value.',
      ],
      [{ field: { id: 987654 }, value: 'x' }, '[0].field.id', 'Unknown field.'],
      [{ field: { id: other.id }, value: 'x' }, '[0].field.id', 'Unknown field.'],
      [{ field: { id: archived.id }, value: 'x' }, '[0].field.id', 'This field is archived.'],
    ];
    for (const [body, name, message] of cases) {
      const res = await api('PATCH', url(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors, JSON.stringify(body)).toEqual([{ field: name, message }]);
    }
    // One bad entry refuses the whole list, naming each bad one.
    const mixed = await api('PATCH', url(), [
      { field: { id: f.long.id }, value: 'changed' },
      { field: { id: f.number.id }, numberValue: 'x' },
      { field: { id: f.bit.id }, bitValue: 'yes' },
      { field: { id: f.long.id }, value: 'twice' },
      {},
    ]);
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().errors.map((e: { field: string }) => e.field)).toEqual(['[2].bitValue', '[4].field']);
    const twice = await api('PATCH', url(), [
      { field: { id: f.long.id }, value: 'changed' },
      { field: { id: f.long.id }, value: 'twice' },
    ]);
    expect(twice.json().errors).toEqual([{ field: '[1].field.id', message: 'This field is listed twice.' }]);
    expect((await api('PATCH', url(), [])).statusCode).toBe(400);
    expect(await countRows(t, customFieldProperties)).toBe(before);
  });

  it('clears a value with null or empty text; a required field cannot be cleared', async () => {
    await api('PATCH', url(), [
      { field: { id: f.long.id }, value: 'to clear' },
      { field: { id: f.required.id }, value: 'must stay' },
    ]);
    const cleared = await api('PATCH', url(), { field: { id: f.long.id }, value: '' });
    expect(of(cleared.json(), f.long)).toBeUndefined();
    const refused = await api('PATCH', url(), { field: { id: f.required.id }, value: null });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(requiredMessage(f.required.name));
    expect(of((await api('GET', url())).json(), f.required)?.value).toBe('must stay');
  });

  it('hides values of archived fields', async () => {
    const field = (await api('POST', '/v1/customer-fields', { name: unique('Hide'), type: 6 })).json();
    await api('PATCH', url(), { field: { id: field.id }, bitValue: true });
    expect(of((await api('GET', url())).json(), field)).toBeDefined();
    await api('PATCH', `/v1/customer-fields/${field.id}`, { isArchived: true });
    expect(of((await api('GET', url())).json(), field)).toBeUndefined();
  });

  it('answers 404 for an unknown customer or equipment; opportunity ids are not checked yet', async () => {
    expect((await api('GET', '/v1/customers/987654/properties')).statusCode).toBe(404);
    const res = await api('PATCH', '/v1/customers/987654/properties', {
      field: { id: f.text.id },
      value: 'abc',
    });
    expect(res.statusCode).toBe(404);
    const equipmentField = (await api('POST', '/v1/equipment-fields', { name: 'Serial', type: 1 })).json();
    const site = await seedCustomerSite(t, admin);
    const unit = await seedEquipment(t, { customerId: site.customer.id, locationId: site.location.id });
    const set = await api('PATCH', `/v1/equipment/${unit.id}/properties`, {
      field: { id: equipmentField.id },
      value: 'S-1',
    });
    expect(set.statusCode).toBe(200);
    expect((await api('GET', `/v1/equipment/${unit.id}/properties`)).json()).toHaveLength(1);
    expect((await api('GET', '/v1/equipment/987654/properties')).statusCode).toBe(404);
    expect((await api('GET', '/v1/opportunities/77/properties')).json()).toEqual([]);
    // Record ids are still validated.
    expect((await api('GET', '/v1/opportunities/0/properties')).statusCode).toBe(400);
  });
});

describe('permissions', () => {
  it('needs sign-in, the entity permission to read and write values, Settings to define fields', async () => {
    const anonymous = await api('GET', '/v1/customer-fields', undefined, '');
    expect(anonymous.statusCode).toBe(401);
    const nobody = (await userWith(t, admin, [])).token;
    const reader = (await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 1 }])).token;
    const writer = (await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 2 }])).token;
    const settings = (await userWith(t, admin, [{ id: Permission.Settings, accessLevel: 2 }])).token;
    const body = { field: { id: f.long.id }, value: 'by writer' };
    const definition = { name: unique('Perm'), type: 1 };

    for (const path of [
      '/v1/customer-fields',
      '/v1/customer-field-groups',
      '/v1/customer-field-types',
      '/v1/customer-requiredfields',
      url(),
    ]) {
      expect((await api('GET', path, undefined, nobody)).statusCode, path).toBe(403);
      expect((await api('GET', path, undefined, reader)).statusCode, path).toBe(200);
    }
    expect((await api('GET', '/v1/equipment-fields', undefined, reader)).statusCode).toBe(403);
    expect((await api('PATCH', url(), body, reader)).statusCode).toBe(403);
    expect((await api('PATCH', url(), body, writer)).statusCode).toBe(200);
    expect((await api('POST', '/v1/customer-fields', definition, writer)).statusCode).toBe(403);
    expect((await api('POST', '/v1/customer-field-groups', { name: 'x' }, writer)).statusCode).toBe(403);
    expect((await api('PATCH', '/v1/customer-requiredfields', [], writer)).statusCode).toBe(403);
    expect((await api('PATCH', '/v1/customer-field-groups/sort-order', [1], writer)).statusCode).toBe(403);
    expect((await api('DELETE', `/v1/customer-fields/${f.long.id}`, undefined, writer)).statusCode).toBe(403);
    expect((await api('POST', '/v1/customer-fields', definition, settings)).statusCode).toBe(201);
    expect((await api('GET', '/v1/cache/opportunitiescustomfield', undefined, reader)).statusCode).toBe(403);
  });
});
