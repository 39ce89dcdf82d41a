import { BID_MESSAGES, type Bid } from '@fieldline/contracts/bids/bids.contract';
import { Permission } from '@fieldline/contracts/common/permissions';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, textDocument } from '../../../test/documents-helpers';
import { countRows, createContact, createLocation, unique, userWith } from '../../../test/factories';
import { seedCustomerSite, seedEquipment, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { offices } from '../organization';
import { bids } from './bids.table';
import { getBidForConversion, markBidConverted } from './index';

let t: TestApp;
let admin: string;
let officeId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  [{ id: officeId }] = await t.database.db.select().from(offices).orderBy(asc(offices.id)).limit(1);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, token = admin) =>
  t.as(token)({ method, url, payload: payload as object });
const fields = (res: { json(): any }) =>
  (res.json().errors ?? []).map((e: { field: string }) => e.field).sort();

async function newBid(values: Record<string, unknown> = {}) {
  const site = await seedCustomerSite(t, admin);
  const res = await api('POST', '/v1/bids', {
    customerId: site.customer.id,
    locationId: site.location.id,
    officeId,
    name: unique('Rooftop unit replacement'),
    ...values,
  });
  expect(res.statusCode).toBe(201);
  return { bid: res.json() as Bid, ...site };
}

describe('bids', () => {
  it('creates with a generated number, reads, updates and searches', async () => {
    const { bid, customer, location } = await newBid({ projectName: 'North wing', poNumber: 'PO-9' });
    expect(bid.bidNumber).toBe(`B-${String(bid.id).padStart(6, '0')}`);
    expect(bid).toMatchObject({
      status: 'Open',
      customer: { id: customer.id, name: customer.name },
      customerLocation: { id: location.id },
      office: { id: officeId },
      projectName: 'North wing',
      version: 1,
    });
    expect((await api('GET', `/v1/bids/${bid.id}`)).json()).toEqual(bid);

    const patched = await api('PATCH', `/v1/bids/${bid.id}`, { description: 'Two units', version: 1 });
    expect(patched.json()).toMatchObject({ description: 'Two units', version: 2 });
    expect((await api('PATCH', `/v1/bids/${bid.id}`, { name: 'x', version: 1 })).statusCode).toBe(409);

    const byCustomer = await api('GET', `/v1/bids/search?query=${encodeURIComponent(customer.name)}`);
    expect(byCustomer.json()).toMatchObject({ count_filtered: 1, data: [{ id: bid.id }] });
    const byNumber = await api('GET', `/v1/bids/search?query=${bid.bidNumber}`);
    expect(byNumber.json().data.map((r: { id: number }) => r.id)).toContain(bid.id);
    expect(
      (await api('GET', `/v1/bids/search/count?query=North%20wing&customerId=${customer.id}`)).json(),
    ).toEqual({ count: 1 });
    const list = await api('GET', `/v1/bids?customerId=${customer.id}&status=Open`);
    expect(list.json()).toHaveLength(1);
    expect((await api('GET', `/v1/bids?locationId=${location.id}&status=Sent`)).json()).toEqual([]);
  });

  it('names every bad field in a 400, refuses a location of another customer and unknown ids', async () => {
    const before = await countRows(t, bids);
    const bad = await api('POST', '/v1/bids', { customerId: 'x', name: '', bidDate: '2100-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['bidDate', 'customerId', 'locationId', 'name', 'officeId']);

    const a = await seedCustomerSite(t, admin);
    const b = await seedCustomerSite(t, admin);
    const wrong = await api('POST', '/v1/bids', {
      customerId: a.customer.id,
      locationId: b.location.id,
      officeId,
      name: 'Wrong site',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(BID_MESSAGES.locationNotOfCustomer);
    const unknown = await api('POST', '/v1/bids', {
      customerId: a.customer.id,
      locationId: a.location.id,
      officeId: 999999,
      jobTypeId: 999999,
      name: 'x',
    });
    expect(unknown.statusCode).toBe(400);
    expect(fields(unknown)).toEqual(['officeId']);
    expect(await countRows(t, bids)).toBe(before);
    expect((await api('GET', '/v1/bids/999999')).statusCode).toBe(404);
    expect((await api('PATCH', '/v1/bids/999999', { name: 'x' })).statusCode).toBe(404);
    expect((await api('PATCH', '/v1/bids/1', { customerId: 3 })).statusCode).toBe(400);
  });

  it('moves through Open → Sent → Accepted, refuses other moves and Converted by PATCH', async () => {
    const { bid } = await newBid();
    const move = (status: string) => api('PATCH', `/v1/bids/${bid.id}`, { status });
    const skip = await move('Accepted');
    expect(skip.statusCode).toBe(422);
    expect(skip.json().message).toBe(BID_MESSAGES.transition('Open', 'Accepted'));
    expect((await move('Sent')).json().status).toBe('Sent');
    expect((await move('Converted')).json().message).toBe(BID_MESSAGES.convertOnlyByConversion);
    const accepted = (await move('Accepted')).json();
    expect(accepted).toMatchObject({ status: 'Accepted' });
    expect(accepted.acceptedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the conversion what it needs and locks a converted bid', async () => {
    const { bid } = await newBid();
    const facts = await getBidForConversion(t.database.db, bid.id);
    expect(facts).toMatchObject({ id: bid.id, status: 'Open', officeId, name: bid.name });
    const ctx = { user: { id: 1 }, audit: async () => {} };
    await expect(markBidConverted(t.database.db, ctx, bid.id, 1)).rejects.toThrow(BID_MESSAGES.notAccepted);

    await api('PATCH', `/v1/bids/${bid.id}`, { status: 'Sent' });
    await api('PATCH', `/v1/bids/${bid.id}`, { status: 'Accepted' });
    const job = await seedJob(t, admin);
    await markBidConverted(t.database.db, ctx, bid.id, job.id);
    const after = (await api('GET', `/v1/bids/${bid.id}`)).json();
    expect(after).toMatchObject({ status: 'Converted', convertedJobId: job.id, version: 4 });
    const locked = await api('PATCH', `/v1/bids/${bid.id}`, { name: 'Changed' });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().message).toBe(BID_MESSAGES.converted);
  });

  it('keeps contacts of the bid’s customer with one primary', async () => {
    const { bid, customer } = await newBid();
    const c1 = await createContact(t, admin, { customerId: customer.id });
    const c2 = await createContact(t, admin, { customerId: customer.id });
    const stranger = await createContact(t, admin);
    const base = `/v1/bids/${bid.id}/contacts`;
    const first = await api('POST', base, { contactId: c1.id, role: 'Owner', isPrimary: true });
    expect(first.statusCode).toBe(201);
    const second = (await api('POST', base, { contactId: c2.id, isPrimary: true })).json();
    const list = (await api('GET', base)).json();
    expect(
      list.map((c: { contact: { id: number }; isPrimary: boolean }) => [c.contact.id, c.isPrimary]),
    ).toEqual([
      [c2.id, true],
      [c1.id, false],
    ]);
    expect((await api('POST', base, { contactId: c1.id })).statusCode).toBe(409);
    const foreign = await api('POST', base, { contactId: stranger.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(BID_MESSAGES.contactNotOfCustomer);
    expect(fields(await api('POST', base, { contactId: 0 }))).toEqual(['contactId']);
    expect((await api('PATCH', `${base}/${second.id}`, { role: 'Manager' })).json().role).toBe('Manager');
    expect((await api('PATCH', `${base}/999999`, { role: 'x' })).statusCode).toBe(404);
    expect((await api('DELETE', `${base}/${second.id}`)).statusCode).toBe(204);
    expect((await api('GET', `${base}/${second.id}`)).statusCode).toBe(404);
    expect((await api('GET', '/v1/bids/999999/contacts')).statusCode).toBe(404);
  });

  it('lists the equipment at the bid’s customer and at its location', async () => {
    const { bid, customer, location } = await newBid();
    const other = await createLocation(t, admin, customer.id);
    const here = await seedEquipment(t, { customerId: customer.id, locationId: location.id });
    const there = await seedEquipment(t, { customerId: customer.id, locationId: other.id });
    await seedEquipment(t, { customerId: customer.id, locationId: location.id }, { isActive: false });
    const all = (await api('GET', `/v1/bids/${bid.id}/customer/equipment`)).json();
    expect(all.map((e: { id: number }) => e.id).sort()).toEqual([here.id, there.id].sort());
    const atLocation = (await api('GET', `/v1/bids/${bid.id}/equipment`)).json();
    expect(atLocation).toEqual([expect.objectContaining({ id: here.id, locationName: location.name })]);
    expect((await api('GET', '/v1/bids/999999/equipment')).statusCode).toBe(404);
  });

  it('is a document source named "Pending Job - name"', async () => {
    const { bid } = await newBid();
    const doc = await createDocument(t, admin, textDocument({ bids: [{ id: bid.id }] }));
    expect(doc.bids).toEqual([{ id: bid.id, displayName: `Pending Job - ${bid.name}` }]);
  });

  it('needs the Bids permission: read to look, full to change', async () => {
    const { bid } = await newBid();
    const reader = await userWith(t, admin, [{ id: Permission.Bids, accessLevel: 1 }]);
    const none = await userWith(t, admin, []);
    expect((await api('GET', `/v1/bids/${bid.id}`, undefined, reader.token)).statusCode).toBe(200);
    expect((await api('PATCH', `/v1/bids/${bid.id}`, { name: 'No' }, reader.token)).statusCode).toBe(403);
    expect(
      (await api('POST', `/v1/bids/${bid.id}/contacts`, { contactId: 1 }, reader.token)).statusCode,
    ).toBe(403);
    expect((await api('GET', '/v1/bids/search', undefined, none.token)).statusCode).toBe(403);
    expect((await api('GET', `/v1/bids/sourcing/${bid.id}`, undefined, none.token)).statusCode).toBe(403);
    expect((await api('GET', '/v1/bids', undefined, '')).statusCode).toBe(401);
    const [row] = await t.database.db.select().from(bids).where(eq(bids.id, bid.id));
    expect(row.name).toBe(bid.name);
  });
});
