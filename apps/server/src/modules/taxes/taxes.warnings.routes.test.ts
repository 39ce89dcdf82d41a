// Sales tax is never silently zero: invoices and bids whose location has no tax schedule say so, and still post.
import { TAX_WARNINGS } from '@fieldline/contracts/taxes/taxes.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createLocation } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { demoTaxScheduleId } from '../../demo/demo-taxes';
import { offices } from '../organization';

let t: TestApp;
let admin: string;
let customerId: number;
let untaxed: number;
let taxed: number;
let denver: number;
let officeId: number;

const api = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.as(admin)({ method, url, payload: payload as object });
const today = new Date().toISOString().slice(0, 10);
const noSchedule = [{ code: 'NO_TAX_SCHEDULE', message: TAX_WARNINGS.locationHasNone }];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customerId = (await createCustomer(t, admin)).id;
  const address = { street: '1 Test Way', country: 'US' };
  untaxed = (
    await createLocation(t, admin, customerId, {
      address: { ...address, city: 'Cheyenne', state: 'WY', postalCode: '82001' },
    })
  ).id;
  taxed = (
    await createLocation(t, admin, customerId, {
      address: { ...address, city: 'Denver', state: 'CO', postalCode: '80202' },
    })
  ).id;
  denver = (await demoTaxScheduleId(t.database.db, 'Denver, CO')) as number;
  officeId = (await t.database.db.select().from(offices))[0].id;
});
afterAll(() => t.close());

const invoice = (locationId: number, taxScheduleId?: number) =>
  api('POST', '/v1/invoices', {
    customerId,
    locationId,
    invoiceDate: today,
    taxScheduleId,
    lines: [{ description: 'Service call', quantity: 1, unitPrice: '100.00', isTaxable: true }],
  });

describe('invoice warnings', () => {
  it('warns on create and on read when the location has no tax schedule, and posts the invoice anyway', async () => {
    const res = await invoice(untaxed);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.warnings).toEqual(noSchedule);
    expect(created.taxAmount).toBe('0.00');
    expect(created.total).toBe('100.00');
    expect(created.journalEntryId).not.toBeNull();
    const read = await api('GET', `/v1/invoices/${created.id}`);
    expect(read.json().warnings).toEqual(noSchedule);
  });

  it('has no warning when the invoice is taxed by a schedule', async () => {
    const res = await invoice(taxed, denver);
    expect(res.statusCode).toBe(201);
    expect(res.json().warnings).toEqual([]);
    expect(res.json().taxAmount).toBe('8.81');
  });

  it('warns that the invoice itself has no schedule when its location has one', async () => {
    const res = await invoice(taxed);
    expect(res.json().warnings).toEqual([{ code: 'NO_TAX_SCHEDULE', message: TAX_WARNINGS.invoiceHasNone }]);
  });
});

describe('bid warnings', () => {
  const bid = async (locationId: number) => {
    const res = await api('POST', '/v1/bids', {
      customerId,
      locationId,
      officeId,
      name: 'Boiler replacement',
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  };

  it('warns on the bid whose location has no tax schedule, on create and on read', async () => {
    const created = await bid(untaxed);
    expect(created.warnings).toEqual(noSchedule);
    expect((await api('GET', `/v1/bids/${created.id}`)).json().warnings).toEqual(noSchedule);
  });

  it('has no warning when the location has a schedule', async () => {
    const created = await bid(taxed);
    expect((await api('GET', `/v1/bids/${created.id}`)).json().warnings).toEqual([]);
  });
});
