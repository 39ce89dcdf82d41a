import {
  equipmentPropertySchema,
  lineItemCollectionSchema,
  lineItemGroupSchema,
  lineItemSchema,
} from '@fieldline/contracts/line-items/line-items.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedItem } from '../../../test/factories-stock';
import { seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('line-item routes in the OpenAPI document', () => {
  it('declare their response shapes', async () => {
    const res = await t.as(null)({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    const schemaOf = (path: string, method: string, status: string) =>
      paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;

    const collection = schemaOf('/v1/jobs/{id}/items', 'get', '200');
    expect(collection?.properties).toHaveProperty('items');
    expect(collection?.properties).toHaveProperty('totals');
    expect(schemaOf('/v1/bids/{id}/items', 'post', '201')?.properties).toHaveProperty('equipmentProperties');
    expect(schemaOf('/v1/jobs/{id}/items/{itemId}', 'patch', '200')?.properties).toHaveProperty('item');
    expect(schemaOf('/v1/jobs/{id}/item-groups/{gid}', 'get', '200')?.properties).toHaveProperty(
      'showDetail',
    );
    expect(schemaOf('/v1/jobs/{id}/items/{itemId}/equipmentproperties', 'get', '200')?.type).toBe('array');
  });

  it('match what the routes answer', async () => {
    const base = `/v1/jobs/${(await seedJob(t, admin)).id}`;
    const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.as(admin)({ method, url, payload });
    const item = await seedItem(t, { cost: '10.0000', price: '15.0000' });
    const added = await api('POST', `${base}/items`, { itemId: item.id, quantity: '2' });
    expect(added.statusCode).toBe(201);
    const line = lineItemSchema.parse(added.json());
    const prop = await api('POST', `${base}/items/${line.id}/equipmentproperties`, { serialNumber: 'SN-1' });
    expect(prop.statusCode).toBe(201);
    equipmentPropertySchema.parse(prop.json());
    const c = lineItemCollectionSchema.parse((await api('GET', `${base}/items`)).json());
    expect(c.items[0].equipmentProperties).toHaveLength(1);
    z.array(lineItemGroupSchema).parse((await api('GET', `${base}/item-groups`)).json());
  });
});
