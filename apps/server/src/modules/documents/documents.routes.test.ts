import { ErrorCodes } from '@fieldline/contracts/common/errors';
import { MAX_DOCUMENT_BYTES, RELATED_LIST_KEYS } from '@fieldline/contracts/documents/documents.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDocument, dataUrl, storedFiles, textDocument } from '../../../test/documents-helpers';
import { countRows, createContact, createCustomer, createLocation } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { documentLinks, documents } from './documents.table';

let t: TestApp;
let admin: string;
let customer: { id: number; name: string; accountNumber: string };
let location: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customer = await createCustomer(t, admin);
  location = await createLocation(t, admin, customer.id, { address: { street: '100 Main St' } });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.as(admin)({ method, url, payload: payload as object });
const onCustomer = () => ({ customers: [{ id: customer.id }] });
const fields = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field).sort();

/** Refused with 400 naming exactly these fields, and no row or file was saved. */
async function expectRefused(body: Record<string, unknown>, expected: string[]) {
  const [rows, files] = [await countRows(t, documents), storedFiles(t)];
  const res = await api('POST', '/v1/documents', body);
  expect(res.statusCode, res.body).toBe(400);
  expect(fields(res)).toEqual([...expected].sort());
  expect(await countRows(t, documents)).toBe(rows);
  expect(storedFiles(t)).toEqual(files);
  return res.json();
}

describe('POST /v1/documents', () => {
  it('stores a file through the storage adapter and answers it with display names', async () => {
    const doc = await createDocument(t, admin, {
      ...textDocument({ customers: [{ id: customer.id }], locations: [{ id: location.id }] }),
      visibleToTech: true,
    });
    expect(doc).toMatchObject({
      name: 'agreement.txt',
      fileName: 'agreement.txt',
      description: 'Service agreement',
      visibleToTech: true,
      documentType: 2,
      extension: 'txt',
      sizeBytes: 11,
      version: 1,
      customers: [{ id: customer.id, displayName: `Customer - ${customer.name} ${customer.accountNumber}` }],
      locations: [{ id: location.id, displayName: `Location - ${location.name}, 100 Main St` }],
      contacts: [],
    });
    for (const k of RELATED_LIST_KEYS) expect(Array.isArray(doc[k])).toBe(true);
    expect(doc.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api('GET', `/v1/documents/${doc.id}`)).json()).toEqual(doc);

    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.txt$/);
    expect(await t.app.platform.files.exists(row.storageKey as string)).toBe(true);
    const log = (await api('GET', `/v1/audit-log/search?entity=document&entityId=${doc.id}`)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['create']);
  });

  it('takes the extension in any case; images are type 1 and the type must match the extension', async () => {
    const photo = await createDocument(t, admin, {
      ...onCustomer(),
      description: 'Roof photo',
      documentType: 1,
      name: 'Roof',
      file: { name: 'ROOF.JPG', type: 'JPG', body: dataUrl('jpeg bytes', 'image/jpeg') },
    });
    expect(photo).toMatchObject({ name: 'Roof', fileName: 'ROOF.JPG', documentType: 1, extension: 'jpg' });
    const body = await expectRefused(
      { ...textDocument(onCustomer()), file: { name: 'a.png', type: 'png', body: dataUrl('x') } },
      ['documentType'],
    );
    expect(body.errors[0].message).toBe('A .png file is document type 1 (image).');
  });

  it('keeps only a cleaned base name of a path-traversal file name; the stored key is the server’s', async () => {
    const doc = await createDocument(
      t,
      admin,
      textDocument(onCustomer(), {
        file: { name: '../../etc/passwd.txt', type: 'txt', body: dataUrl('not a password file') },
      }),
    );
    expect([doc.name, doc.fileName]).toEqual(['passwd.txt', 'passwd.txt']);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row.storageKey).not.toContain('passwd');
    expect(storedFiles(t).every((f) => !f.includes('..') && !f.includes('passwd'))).toBe(true);
  });

  it('refuses disallowed extensions and names that do not match their type', async () => {
    const exe = await expectRefused(
      textDocument(onCustomer(), { file: { name: 'evil.exe', type: 'exe', body: dataUrl('MZ') } }),
      ['file.type'],
    );
    expect(exe.errors[0].message).toMatch(
      /^Files of type \.exe cannot be uploaded\. Allowed types: jpg, jpeg,/,
    );
    await expectRefused(
      textDocument(onCustomer(), { file: { name: 'x.html', type: 'html', body: dataUrl('<script>') } }),
      ['file.type'],
    );
    await expectRefused(
      textDocument(onCustomer(), { file: { name: 'x.html', type: 'txt', body: dataUrl('<script>') } }),
      ['file.name'],
    );
  });

  it('refuses content that is not a base64 data URL, empty or over the size limit', async () => {
    const file = (body: string) => textDocument(onCustomer(), { file: { name: 'a.txt', type: 'txt', body } });
    await expectRefused(file('plain text'), ['file.body']);
    await expectRefused(file('data:text/plain;base64,'), ['file.body']);
    const over = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 97);
    const big = await expectRefused(file(dataUrl(over)), ['file.body']);
    expect(big.errors[0].message).toBe('The file is larger than the 20 MB limit.');
  });

  it('answers 413 for a request body over the upload limit, saving nothing', async () => {
    const rows = await countRows(t, documents);
    const res = await api(
      'POST',
      '/v1/documents',
      textDocument(onCustomer(), { file: { name: 'a.txt', type: 'txt', body: 'A'.repeat(30_000_000) } }),
    );
    expect(res.statusCode).toBe(413);
    expect(await countRows(t, documents)).toBe(rows);
  });

  it('names every bad field at once and requires a related record', async () => {
    const body = await expectRefused(
      { description: '  ', documentType: 7, file: { name: '', type: 'txt' } },
      ['description', 'documentType', 'file.name', 'file.body', 'related'],
    );
    expect(body.code).toBe(ErrorCodes.VALIDATION);
    expect(body.errors.find((e: { field: string }) => e.field === 'related').message).toBe(
      'A document must be related to at least one record.',
    );
    await expectRefused({ ...textDocument(onCustomer()), file: undefined }, ['file']);
  });

  it('refuses unknown related records (400) and kinds not built yet (422)', async () => {
    await expectRefused(textDocument({ customers: [{ id: customer.id }, { id: 999999 }] }), [
      'customers[1].id',
    ]);
    await expectRefused(textDocument({ contacts: [{ id: 999999 }] }), ['contacts[0].id']);
    const rows = await countRows(t, documents);
    const res = await api('POST', '/v1/documents', textDocument({ opportunities: [{ id: 1 }] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Documents cannot be linked to opportunities yet: they are not available in this version of Fieldline.',
    );
    expect(await countRows(t, documents)).toBe(rows);
  });

  it('creates links (type 3) with an http(s) URL and a name, and no file', async () => {
    const contact = await createContact(t, admin, {
      customerId: customer.id,
      firstName: 'Ann',
      lastName: 'Lee',
    });
    const link = await createDocument(t, admin, {
      documentType: 3,
      name: 'Warranty portal',
      url: 'https://example.com/warranty',
      description: 'Registration',
      contacts: [{ id: contact.id }, { id: contact.id }],
    });
    expect(link).toMatchObject({
      documentType: 3,
      name: 'Warranty portal',
      fileName: 'https://example.com/warranty',
      extension: null,
      sizeBytes: null,
      contacts: [{ id: contact.id, displayName: 'Contact - Ann Lee' }],
    });
    const base = { documentType: 3, description: 'x', ...onCustomer() };
    await expectRefused({ ...base, name: 'Bad', url: 'javascript:alert(1)' }, ['url']);
    await expectRefused({ ...base, url: 'https://example.com' }, ['name']);
    await expectRefused({ ...base, name: 'No address' }, ['url']);
    await expectRefused({ ...base, name: 'Both', url: 'https://a.example', file: textDocument({}).file }, [
      'file',
    ]);
  });
});

describe('PATCH and DELETE /v1/documents/{id}', () => {
  it('updates the description and technician visibility, versioned when a version is sent', async () => {
    const doc = await createDocument(t, admin, textDocument(onCustomer()));
    const a = await api('PATCH', `/v1/documents/${doc.id}`, { description: ' New text ' });
    expect(a.json()).toMatchObject({ description: 'New text', visibleToTech: false, version: 2 });
    const b = await api('PATCH', `/v1/documents/${doc.id}`, { visibleToTech: true, version: 2 });
    expect(b.json()).toMatchObject({ description: 'New text', visibleToTech: true, version: 3 });
    const stale = await api('PATCH', `/v1/documents/${doc.id}`, { visibleToTech: false, version: 2 });
    expect(stale.statusCode).toBe(409);
    const empty = await api('PATCH', `/v1/documents/${doc.id}`, {});
    expect([empty.statusCode, fields(empty)]).toEqual([400, ['description']]);
    const blank = await api('PATCH', `/v1/documents/${doc.id}`, { description: '  ', visibleToTech: 'yes' });
    expect([blank.statusCode, fields(blank)]).toEqual([400, ['description', 'visibleToTech']]);
    expect((await api('PATCH', '/v1/documents/999999', { description: 'x' })).statusCode).toBe(404);
    const log = (await api('GET', `/v1/audit-log/search?entity=document&entityId=${doc.id}`)).json();
    expect(log.data[0].changes).toEqual({ visibleToTech: { from: false, to: true } });
  });

  it('deletes the row and its links, then the stored file', async () => {
    const doc = await createDocument(t, admin, textDocument(onCustomer()));
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    const key = row.storageKey as string;
    expect(await t.app.platform.files.exists(key)).toBe(true);
    const res = await api('DELETE', `/v1/documents/${doc.id}`);
    expect([res.statusCode, res.body]).toEqual([204, '']);
    expect(await countRows(t, documentLinks, eq(documentLinks.documentId, doc.id))).toBe(0);
    // Removed right after the commit, beside the answer.
    await vi.waitFor(async () => expect(await t.app.platform.files.exists(key)).toBe(false));
    expect((await api('GET', `/v1/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/v1/documents/${doc.id}`)).statusCode).toBe(404);
    const log = (await api('GET', `/v1/audit-log/search?entity=document&entityId=${doc.id}`)).json();
    expect(log.data.map((e: { action: string }) => e.action)).toEqual(['delete', 'create']);
  });

  it('refuses bad ids', async () => {
    const res = await api('GET', '/v1/documents/abc');
    expect([res.statusCode, fields(res)]).toEqual([400, ['id']]);
  });
});
