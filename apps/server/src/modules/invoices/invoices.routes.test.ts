import { Permission } from '@fieldline/contracts/common/permissions';
import { INVOICE_RULES } from '@fieldline/contracts/invoices/invoices.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createLocation, userWith } from '../../../test/factories';
import { seedItem } from '../../../test/factories-stock';
import { seedCustomerSite, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { itemTypes } from '../items/items.table';
import { jobs } from '../jobs/jobs.table';
import { accountForRole } from '../ledger';
import { journalLines } from '../ledger/ledger.table';
import { lineItems } from '../line-items/line-items.table';
import { taxSchedules } from '../taxes/taxes.table';
import { INVOICE_MESSAGES } from './invoices.posting';
import { invoices } from './invoices.table';

let t: TestApp;
let admin: string;
let site: Awaited<ReturnType<typeof seedCustomerSite>>;
let denver: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  site = await seedCustomerSite(t, admin);
  [{ id: denver }] = await t.database.db
    .select()
    .from(taxSchedules)
    .where(eq(taxSchedules.name, 'Denver, CO'));
});
afterAll(() => t.close());

const api = (token = admin) => t.as(token);
const byHand = (over: Record<string, unknown> = {}) => ({
  customerId: site.customer.id,
  locationId: site.location.id,
  invoiceDate: '2026-04-01',
  poNumber: 'PO-7781',
  taxScheduleId: denver,
  lines: [
    { description: 'Diagnostic', quantity: '1', unitPrice: '125', isTaxable: false, groupName: 'Labor' },
    { description: 'Capacitor', quantity: '2', unitPrice: '50', groupName: 'Parts' },
  ],
  ...over,
});

async function post(payload: Record<string, unknown>) {
  const res = await api()({ method: 'POST', url: '/v1/invoices', payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Net debit − credit in cents per account, for the lines of an invoice's entries of a source type. */
async function netByAccount(invoiceId: number, sourceType: string) {
  const rows = await t.database.db.select().from(journalLines).where(eq(journalLines.sourceId, invoiceId));
  const out = new Map<number, number>();
  for (const l of rows.filter((r) => r.sourceType === sourceType))
    out.set(
      l.accountId,
      (out.get(l.accountId) ?? 0) + Math.round(Number(l.debit) * 100 - Number(l.credit) * 100),
    );
  return out;
}

describe('POST /v1/invoices', () => {
  it('creates an invoice with groups and taxes by authority, and posts AR = revenue + tax', async () => {
    const inv = await post(byHand());
    expect(inv).toMatchObject({
      status: 'Open',
      invoiceSource: 'Customer',
      subTotal: '225.00',
      taxAmount: '8.81',
      total: '233.81',
      balance: '233.81',
      amountPaid: '0.00',
      dueDate: '2026-05-01',
      poNumber: 'PO-7781',
      customer: { id: site.customer.id },
      location: { id: site.location.id },
      taxSchedule: { id: denver, name: 'Denver, CO' },
      payments: [],
    });
    expect(inv.groups.map((g: any) => g.name)).toEqual(['Labor', 'Parts']);
    expect(inv.items).toHaveLength(2);
    expect(inv.taxes.map((x: any) => x.amount).sort()).toEqual(['0.10', '1.00', '2.90', '4.81']);
    const net = await netByAccount(inv.id, 'Invoice');
    expect(net.get(await accountForRole(t.database.db, 'AR'))).toBe(23381);
    expect(net.get(await accountForRole(t.database.db, 'Revenue'))).toBe(-22500);
    expect(net.get(await accountForRole(t.database.db, 'SalesTaxPayable'))).toBe(-881);
  });

  it('numbers invoices uniquely', async () => {
    const a = await post(byHand());
    const b = await post(byHand());
    expect(a.invoiceNumber).not.toBe(b.invoiceNumber);
    expect(a.invoiceNumber).toMatch(/^INV-\d{6}$/);
  });

  it('never credits inventory from the invoice entry (a stocked line without an office issues no stock)', async () => {
    const item = await seedItem(t, { cost: '30.0000' });
    const inv = await post(
      byHand({
        taxScheduleId: null,
        lines: [
          { itemId: item.id, description: 'Blower motor', quantity: '1', unitPrice: '90', unitCost: '30' },
        ],
      }),
    );
    expect(inv.items[0].isStocked).toBe(true);
    expect(inv.cost).toBe('30.00');
    const net = await netByAccount(inv.id, 'Invoice');
    // Cost is relieved by a stock movement (docs/accounting/inventory.md); with no office there is no
    // warehouse to issue from, so this invoice posts no cost at all.
    expect(net.get(await accountForRole(t.database.db, 'COGS'))).toBeUndefined();
    expect(net.get(await accountForRole(t.database.db, 'Inventory'))).toBeUndefined();
  });

  it('refuses bad input with the fields named and saves nothing', async () => {
    const before = await countRows(t, invoices);
    const res = await api()({
      method: 'POST',
      url: '/v1/invoices',
      payload: { customerId: 'x', invoiceDate: '2026-13-01', lines: [{ description: '', quantity: 'a' }] },
    });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: any) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['customerId', 'invoiceDate', 'lines[0].description', 'lines[0].quantity']),
    );
    const other = await createLocation(t, admin, (await seedCustomerSite(t, admin)).customer.id);
    for (const [payload, field] of [
      [byHand({ taxScheduleId: 999999 }), 'taxScheduleId'],
      [byHand({ locationId: other.id }), 'locationId'],
      [byHand({ customerId: 999999, locationId: null }), 'customerId'],
    ] as const) {
      const r = await api()({ method: 'POST', url: '/v1/invoices', payload });
      expect(r.statusCode, r.body).toBe(400);
      expect(r.json().errors[0].field).toBe(field);
    }
    expect(await countRows(t, invoices)).toBe(before);
  });

  it('needs the Invoices permission', async () => {
    const reader = await userWith(t, admin, [{ id: Permission.Invoices, accessLevel: 1 }]);
    const none = await userWith(t, admin);
    expect(
      (await api(reader.token)({ method: 'POST', url: '/v1/invoices', payload: byHand() })).statusCode,
    ).toBe(403);
    expect((await api(none.token)({ method: 'GET', url: '/v1/invoices/search' })).statusCode).toBe(403);
    expect((await api(reader.token)({ method: 'GET', url: '/v1/invoices/search' })).statusCode).toBe(200);
  });
});

describe('reads', () => {
  it('GET /{id}, items, item-groups and 404s', async () => {
    const inv = await post(byHand());
    const got = await api()({ method: 'GET', url: `/v1/invoices/${inv.id}` });
    expect(got.json().total).toBe('233.81');
    const items = await api()({ method: 'GET', url: `/v1/invoices/${inv.id}/items` });
    expect(items.json().map((i: any) => i.subtotal)).toEqual(['125.00', '100.00']);
    expect(items.json()[1].tax).toBe('8.81');
    const groups = await api()({ method: 'GET', url: `/v1/invoices/${inv.id}/item-groups` });
    expect(groups.json()).toHaveLength(2);
    for (const url of ['/v1/invoices/999999', '/v1/invoices/999999/items', '/v1/invoices/999999/item-groups'])
      expect((await api()({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('searches by number, PO, customer name, status, customer and dates', async () => {
    const inv = await post(byHand({ poNumber: 'PO-SEARCH-42', invoiceDate: '2026-02-02' }));
    const q = async (qs: string) => (await api()({ method: 'GET', url: `/v1/invoices/search?${qs}` })).json();
    expect((await q('query=PO-SEARCH-42')).data.map((r: any) => r.id)).toEqual([inv.id]);
    expect((await q(`query=${inv.invoiceNumber}`)).data[0].id).toBe(inv.id);
    const byName = await q(`query=${encodeURIComponent(site.customer.name)}`);
    expect(byName.count_filtered).toBeGreaterThanOrEqual(1);
    const ranged = await q(
      `customerId=${site.customer.id}&dateFrom=2026-02-01&dateTo=2026-02-03&status=Open`,
    );
    expect(ranged.data.map((r: any) => r.id)).toEqual([inv.id]);
    expect(ranged.count_filtered).toBe(1);
    const paged = await q(`customerId=${site.customer.id}&limit=1`);
    expect(paged.data).toHaveLength(1);
    expect(paged.count_filtered).toBeGreaterThan(1);
    const bad = await api()({ method: 'GET', url: '/v1/invoices/search?status=Nope&limit=0' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: any) => e.field)
        .sort(),
    ).toEqual(['limit', 'status']);
  });

  it('lists past-due open invoices', async () => {
    const old = await post(byHand({ invoiceDate: '2025-01-01', dueDate: '2025-01-31' }));
    const future = await post(byHand({ invoiceDate: '2026-04-01', dueDate: '2099-01-01' }));
    const res = await api()({ method: 'GET', url: `/v1/invoices/pastDue?customerId=${site.customer.id}` });
    const ids = res.json().map((r: any) => r.id);
    expect(ids).toContain(old.id);
    expect(ids).not.toContain(future.id);
  });

  it('calculates tax for another schedule without writing', async () => {
    const inv = await post(byHand());
    const [springs] = await t.database.db
      .select()
      .from(taxSchedules)
      .where(eq(taxSchedules.name, 'Colorado Springs, CO'));
    const res = await api()({
      method: 'GET',
      url: `/v1/invoices/${inv.id}/calculateTax?taxScheduleId=${springs.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ taxableAmount: '100.00', total: '8.20' });
    expect(res.json().byAuthority).toHaveLength(4);
    const own = await api()({ method: 'GET', url: `/v1/invoices/${inv.id}/calculateTax` });
    expect(own.json().total).toBe('8.81');
    expect((await api()({ method: 'GET', url: `/v1/invoices/${inv.id}` })).json().taxAmount).toBe('8.81');
    const unknown = await api()({
      method: 'GET',
      url: `/v1/invoices/${inv.id}/calculateTax?taxScheduleId=999999`,
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('void', () => {
  it('voids by reversing the posting, and refuses twice', async () => {
    const inv = await post(byHand());
    const res = await api()({
      method: 'POST',
      url: `/v1/invoices/${inv.id}/void`,
      payload: { reason: 'Wrong customer' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Void', balance: '0.00', voidReason: 'Wrong customer' });
    const net = await netByAccount(inv.id, 'InvoiceVoid');
    expect(net.get(await accountForRole(t.database.db, 'AR'))).toBe(-23381);
    expect(net.get(await accountForRole(t.database.db, 'SalesTaxPayable'))).toBe(881);
    const again = await api()({
      method: 'POST',
      url: `/v1/invoices/${inv.id}/void`,
      payload: { reason: 'x' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(INVOICE_MESSAGES.alreadyVoid);
    const noReason = await api()({ method: 'POST', url: `/v1/invoices/${inv.id}/void`, payload: {} });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('reason');
    const missing = await api()({
      method: 'POST',
      url: '/v1/invoices/999999/void',
      payload: { reason: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('POST /v1/invoices/fromJob/{jobId}', () => {
  async function jobWithLines() {
    let last = 0;
    const job = await seedJob(t, admin, {
      customerId: site.customer.id,
      locationId: site.location.id,
      poNumber: 'JPO-1',
    });
    const [labor] = await t.database.db.select().from(itemTypes).where(eq(itemTypes.name, 'Labor'));
    const item = await seedItem(t, { typeId: labor.id, price: '95.0000', cost: '40.0000' });
    for (const body of [
      { itemId: item.id, quantity: '2', price: '95', groupName: 'Labor' },
      { itemId: item.id, quantity: '1', price: '200', groupName: 'Labor' },
    ]) {
      const r = await api()({ method: 'POST', url: `/v1/jobs/${job.id}/items`, payload: body });
      expect(r.statusCode, r.body).toBe(201);
      last = r.json().id;
    }
    // A per-unit discount as a job type with discounts stores it (the demo job type does not use them).
    await t.database.db
      .update(lineItems)
      .set({ discountPct: '10', discountAmt: '20.0000', subtotal: '180.00' })
      .where(eq(lineItems.id, last));
    return job;
  }

  it('bills the job lines at their displayed price and marks the job invoiced', async () => {
    const job = await jobWithLines();
    const res = await api()({
      method: 'POST',
      url: `/v1/invoices/fromJob/${job.id}`,
      payload: { invoiceDate: '2026-04-10', taxScheduleId: denver },
    });
    expect(res.statusCode, res.body).toBe(201);
    const inv = res.json();
    expect(inv).toMatchObject({
      invoiceSource: 'Job',
      job: { id: job.id },
      poNumber: 'JPO-1',
      subTotal: '370.00',
    });
    expect(inv.items.map((i: any) => i.unitPrice)).toEqual(['95.0000', '180.0000']);
    expect(inv.groups.map((g: any) => g.name)).toEqual(['Labor']);
    const tax = (370 * 0.029).toFixed(2); // 10.73 for the state; the rest by authority
    expect(inv.taxes.find((x: any) => x.name === 'State of Colorado').amount).toBe(tax);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row.invoiceStatus).toBe(2);
    expect(row.invoiceAmount).toBe(inv.total);

    const twice = await api()({ method: 'POST', url: `/v1/invoices/fromJob/${job.id}`, payload: {} });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(INVOICE_RULES.jobInvoiced);
    const partial = await api()({
      method: 'POST',
      url: `/v1/invoices/fromJob/${job.id}`,
      payload: { partial: true },
    });
    expect(partial.statusCode).toBe(201);
    const [after] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(after.invoiceStatus).toBe(1);

    // Voiding takes the invoice off the job.
    await api()({ method: 'POST', url: `/v1/invoices/${partial.json().id}/void`, payload: { reason: 'x' } });
    await api()({ method: 'POST', url: `/v1/invoices/${inv.id}/void`, payload: { reason: 'x' } });
    const [cleared] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(cleared.invoiceStatus).toBe(0);
    expect(cleared.invoiceAmount).toBe('0.00');
  });

  it('bills only the chosen lines; refuses a job without lines, a No Charge job and unknown jobs', async () => {
    const job = await jobWithLines();
    const lines = (await api()({ method: 'GET', url: `/v1/jobs/${job.id}/items` })).json();
    const firstId = lines.items[0].id as number;
    const one = await api()({
      method: 'POST',
      url: `/v1/invoices/fromJob/${job.id}`,
      payload: { lineIds: [firstId], partial: true, taxScheduleId: null },
    });
    expect(one.statusCode, one.body).toBe(201);
    expect(one.json().total).toBe('190.00');
    const badLine = await api()({
      method: 'POST',
      url: `/v1/invoices/fromJob/${job.id}`,
      payload: { lineIds: [999999], partial: true },
    });
    expect(badLine.statusCode).toBe(400);

    const empty = await seedJob(t, admin);
    const r = await api()({ method: 'POST', url: `/v1/invoices/fromJob/${empty.id}`, payload: {} });
    expect(r.statusCode).toBe(422);
    expect(r.json().message).toBe(INVOICE_RULES.jobNoLines);
    const free = await seedJob(t, admin, { invoiceStatus: 3 });
    const f = await api()({ method: 'POST', url: `/v1/invoices/fromJob/${free.id}`, payload: {} });
    expect(f.json().message).toBe(INVOICE_RULES.jobNoCharge);
    expect(
      (await api()({ method: 'POST', url: '/v1/invoices/fromJob/999999', payload: {} })).statusCode,
    ).toBe(404);
  });
});
