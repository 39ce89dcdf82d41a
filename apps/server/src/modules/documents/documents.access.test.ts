import { Permission } from '@fieldline/contracts/common/permissions';
import type { DocumentRecord } from '@fieldline/contracts/documents/documents.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, textDocument } from '../../../test/documents-helpers';
import { countRows, createContact, createCustomer, createLocation, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { documentAccessLog, documents } from './documents.table';

let t: TestApp;
let admin: string;
let customer: { id: number; name: string; accountNumber: string };
let other: { id: number };
let north: { id: number; name: string };
let south: { id: number; name: string };
let ann: { id: number };
let onCustomer: DocumentRecord;
let onNorth: DocumentRecord;
let onAnn: DocumentRecord;
let link: DocumentRecord;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customer = await createCustomer(t, admin, { name: 'Harbor Clinic', accountNumber: 'HARB-1' });
  other = await createCustomer(t, admin);
  north = await createLocation(t, admin, customer.id, { name: 'North', address: { street: '1 Pier Rd' } });
  south = await createLocation(t, admin, customer.id, { name: 'South' });
  ann = await createContact(t, admin, { customerId: customer.id, firstName: 'Ann', lastName: 'Lee' });
  await t.as(admin)({ method: 'POST', url: `/v1/contacts/${ann.id}/location/${north.id}`, payload: {} });
  onCustomer = await createDocument(t, admin, textDocument({ customers: [{ id: customer.id }] }));
  onNorth = await createDocument(
    t,
    admin,
    textDocument(
      { locations: [{ id: north.id }] },
      { file: { name: 'n.txt', type: 'txt', body: 'data:;base64,TnJ0aA==' } },
    ),
  );
  onAnn = await createDocument(
    t,
    admin,
    textDocument({ contacts: [{ id: ann.id }], customers: [{ id: customer.id }] }),
  );
  link = await createDocument(t, admin, {
    documentType: 3,
    name: 'Portal',
    url: 'https://example.com/p',
    description: 'Customer portal',
    customers: [{ id: other.id }],
  });
});
afterAll(() => t.close());

const as = (token: string | null) => ({
  get: (url: string, headers: Record<string, string> = {}) => t.as(token)({ method: 'GET', url, headers }),
  post: (url: string, payload: unknown) => t.as(token)({ method: 'POST', url, payload: payload as object }),
});
const ids = (res: { json(): { data: { id: number }[] } }) => res.json().data.map((d) => d.id);

describe('GET /v1/documents/{id}/logaccess', () => {
  it('logs the access and sends the file as an attachment that is never rendered', async () => {
    const before = await countRows(t, documentAccessLog, eq(documentAccessLog.documentId, onNorth.id));
    const res = await as(admin).get(`/v1/documents/${onNorth.id}/logaccess`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('Nrth');
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="n.txt"; filename*=UTF-8''n.txt`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = await t.database.db
      .select()
      .from(documentAccessLog)
      .where(eq(documentAccessLog.documentId, onNorth.id));
    expect(rows.length).toBe(before + 1);
    const me = (await as(admin).get('/v1/users/current')).json();
    expect(rows.at(-1)).toMatchObject({ userId: me.id, ipAddress: '127.0.0.1' });
  });

  it('answers a link as { url } and logs it too', async () => {
    const res = await as(admin).get(`/v1/documents/${link.id}/logaccess`);
    expect(res.json()).toEqual({ url: 'https://example.com/p' });
    expect(await countRows(t, documentAccessLog, eq(documentAccessLog.documentId, link.id))).toBe(1);
  });

  it('answers 404 without logging when the document or its file is missing', async () => {
    expect((await as(admin).get('/v1/documents/999999/logaccess')).statusCode).toBe(404);
    const doc = await createDocument(t, admin, textDocument({ customers: [{ id: other.id }] }));
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    await t.app.platform.files.remove(row.storageKey as string);
    expect((await as(admin).get(`/v1/documents/${doc.id}/logaccess`)).statusCode).toBe(404);
    expect(await countRows(t, documentAccessLog, eq(documentAccessLog.documentId, doc.id))).toBe(0);
  });

  it('needs the same-site header with the session cookie, and takes no fields projection', async () => {
    const url = `/v1/documents/${onNorth.id}/logaccess`;
    const cookie = { cookie: `fl_session=${admin}` };
    expect((await as(null).get(url, cookie)).statusCode).toBe(403);
    expect((await as(null).get(url, { ...cookie, 'x-requested-with': 'fieldline' })).statusCode).toBe(200);
    expect((await as(admin).get(`${url}?fields=id`)).statusCode).toBe(400);
  });
});

describe('POST /v1/documents/search', () => {
  it('filters by record kind to lists of ids, newest first, with paging', async () => {
    const own = await as(admin).post('/v1/documents/search', { filter: { Customer: [customer.id] } });
    expect(own.json().count_filtered).toBe(2);
    expect(ids(own)).toEqual([onAnn.id, onCustomer.id]);
    const all = await as(admin).post('/v1/documents/search', {
      filter: { Customer: [customer.id], Location: [north.id, south.id], Contact: [ann.id] },
      limit: 2,
    });
    expect([all.json().count_filtered, ids(all)]).toEqual([3, [onAnn.id, onNorth.id]]);
    const next = await as(admin).post('/v1/documents/search', {
      filter: { Customer: [customer.id], Location: [north.id] },
      offset: 2,
    });
    expect(ids(next)).toEqual([onCustomer.id]);
    const none = await as(admin).post('/v1/documents/search', { filter: { Location: [] } });
    expect(none.json()).toEqual({ data: [], count_filtered: 0 });
  });

  it('answers only the count with countOnly', async () => {
    const res = await as(admin).post('/v1/documents/search', {
      filter: { Location: [north.id] },
      countOnly: true,
    });
    expect(res.json()).toEqual({ count_filtered: 1 });
  });

  it('refuses bad filters naming them', async () => {
    const res = await as(admin).post('/v1/documents/search', {
      filter: { Customer: ['x'] },
      countOnly: 'yes',
      limit: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['countOnly', 'filter.Customer[0]', 'limit']);
  });
});

describe('GET /v1/documents/related', () => {
  it('gives a customer with its locations and contacts, and their display names', async () => {
    const res = await as(admin).get(`/v1/documents/related?kind=Customer&id=${customer.id}`);
    expect(res.json()).toEqual({
      entity: {
        kind: 'Customer',
        id: customer.id,
        displayName: 'Customer - Harbor Clinic HARB-1',
        visibleToTechDefault: false,
      },
      related: [
        {
          kind: 'Location',
          id: north.id,
          displayName: 'Location - North, 1 Pier Rd',
          visibleToTechDefault: true,
        },
        { kind: 'Location', id: south.id, displayName: 'Location - South', visibleToTechDefault: true },
        { kind: 'Contact', id: ann.id, displayName: 'Contact - Ann Lee', visibleToTechDefault: false },
      ],
    });
  });

  it('gives a location with its customer and linked contacts, a contact with its customer and locations', async () => {
    const loc = (await as(admin).get(`/v1/documents/related?kind=Location&id=${north.id}`)).json();
    expect(loc.entity.displayName).toBe('Location - North, 1 Pier Rd');
    expect(loc.related.map((r: { kind: string; id: number }) => [r.kind, r.id])).toEqual([
      ['Customer', customer.id],
      ['Contact', ann.id],
    ]);
    const con = (await as(admin).get(`/v1/documents/related?kind=Contact&id=${ann.id}`)).json();
    expect(con.related.map((r: { displayName: string }) => r.displayName)).toEqual([
      'Customer - Harbor Clinic HARB-1',
      'Location - North, 1 Pier Rd',
    ]);
  });

  it('answers 404 for an unknown record, 422 for a kind not built yet and 400 for bad input', async () => {
    expect((await as(admin).get('/v1/documents/related?kind=Customer&id=999999')).statusCode).toBe(404);
    const contract = await as(admin).get('/v1/documents/related?kind=Opportunity&id=1');
    expect(contract.statusCode).toBe(422);
    const bad = await as(admin).get('/v1/documents/related?kind=Planet&id=x');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['id', 'kind']);
  });
});

describe('permissions (Documents 1017: read 1, write 2)', () => {
  const calls = (id: number) =>
    [
      ['POST', '/v1/documents', 2],
      ['POST', '/v1/documents/search', 1],
      ['GET', `/v1/documents/related?kind=Customer&id=${customer.id}`, 1],
      ['GET', `/v1/documents/${id}`, 1],
      ['PATCH', `/v1/documents/${id}`, 2],
      ['DELETE', `/v1/documents/${id}`, 2],
      ['GET', `/v1/documents/${id}/logaccess`, 1],
    ] as const;

  it('refuses anonymous callers, users without the permission, and writes at read level', async () => {
    const none = await userWith(t, admin, [{ id: Permission.Customers, accessLevel: 2 }]);
    const reader = await userWith(t, admin, [{ id: Permission.Documents, accessLevel: 1 }]);
    const before = await countRows(t, documents);
    for (const [method, url, level] of calls(onCustomer.id)) {
      const payload = method === 'GET' || method === 'DELETE' ? undefined : {};
      const call = (token: string | null) => t.as(token)({ method, url, payload });
      expect((await call(null)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(none.token)).statusCode, `${method} ${url}`).toBe(403);
      const asReader = (await call(reader.token)).statusCode;
      if (level === 2) expect(asReader, `${method} ${url}`).toBe(403);
      else expect(asReader, `${method} ${url}`).not.toBe(403);
    }
    expect(await countRows(t, documents)).toBe(before);
    expect((await t.as(admin)({ method: 'GET', url: `/v1/documents/${onCustomer.id}` })).statusCode).toBe(
      200,
    );
  });
});
