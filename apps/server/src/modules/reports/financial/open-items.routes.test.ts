import { moneyString, toDecimal } from '@fieldline/contracts/common/money';
import type { ArAging, CashForecast } from '@fieldline/contracts/reports/financial.contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, unique } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { invoices } from '../../invoices/invoices.table';
import { suppliers } from '../../suppliers/suppliers.table';
import { vendorBills } from '../../vendor-bills/vendor-bills.table';
import { agingBucket } from './open-items.report';

let t: TestApp;
let admin: string;
let customer: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  customer = await createCustomer(t, admin);
  const db = t.database.db;
  const inv = (invoiceDate: string, dueDate: string, total: string, status = 'Open') => ({
    invoiceNumber: unique('INV'),
    customerId: customer.id,
    invoiceDate,
    dueDate,
    total,
    amountPaid: status === 'Paid' ? total : '0',
    balance: status === 'Paid' ? '0' : total,
    status,
  });
  await db.insert(invoices).values([
    inv('2041-01-05', '2041-02-04', '70.00'), // 70 days past due on 2041-04-15
    inv('2041-02-01', '2041-03-01', '100.00'), // 45 days
    inv('2041-04-01', '2041-05-01', '50.25'), // not yet due
    inv('2041-04-01', '2041-04-20', '10.00', 'Paid'), // paid: not open
    inv('2041-05-01', '2041-05-30', '999.00'), // dated after the aging date
  ]);
  const [supplier] = await db
    .insert(suppliers)
    .values({ name: unique('Supplier') })
    .returning();
  await db.insert(vendorBills).values([
    {
      billNumber: unique('B'),
      supplierId: supplier.id,
      billDate: '2041-04-10',
      dueDate: '2041-04-24',
      amountDue: '40',
      balance: '40',
      statusName: '',
    },
    {
      billNumber: unique('B'),
      supplierId: supplier.id,
      billDate: '2041-04-10',
      dueDate: '2041-04-24',
      amountDue: '5',
      balance: '5',
      statusName: 'Void',
    },
  ]);
});
afterAll(() => t.close());

const get = (url: string) => t.as(admin)({ method: 'GET', url });

describe('GET /v1/invoices/reports/aging', () => {
  it('buckets open invoices by days past due, per customer, with totals', async () => {
    const res = await get(`/v1/invoices/reports/aging?date=2041-04-15&customerId=${customer.id}`);
    expect(res.statusCode).toBe(200);
    const r: ArAging = res.json();
    expect(r.customers).toHaveLength(1);
    expect(r.customers[0]).toMatchObject({
      customerName: customer.name,
      current: '50.25',
      days1to30: '0.00',
      days31to60: '100.00',
      days61to90: '70.00',
      over90: '0.00',
      total: '220.25',
    });
    expect(r.customers[0].invoices.map((i) => i.daysPastDue)).toEqual([70, 45, 0]);
    expect(r.totals.total).toBe('220.25');
  });

  it('puts boundaries in the right buckets', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(agingBucket)).toEqual([
      'current',
      'days1to30',
      'days1to30',
      'days31to60',
      'days31to60',
      'days61to90',
      'days61to90',
      'over90',
    ]);
  });

  it('refuses a bad date', async () => {
    const res = await get('/v1/invoices/reports/aging?date=04/15/2041');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toContain('date');
  });
});

describe('GET /v1/vendorbills/reports/aging/export', () => {
  it('downloads the payables aging as xlsx', async () => {
    const res = await get('/v1/vendorbills/reports/aging/export?type=xlsx&date=2041-04-30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(values).toContain('Payables Aging');
    expect(values).toContain('Total');
    expect((await get('/v1/vendorbills/reports/aging/export?type=pdf')).statusCode).toBe(400);
  });
});

describe('GET /v1/generalledger/reports/cashforecast', () => {
  it('adds receivables and takes payables week by week, past due in week 1', async () => {
    const res = await get('/v1/generalledger/reports/cashforecast?startDate=2041-04-15&weeks=4');
    expect(res.statusCode).toBe(200);
    const r: CashForecast = res.json();
    expect(r.rows.map((w) => [w.startDate, w.endDate])).toEqual([
      ['2041-04-15', '2041-04-21'],
      ['2041-04-22', '2041-04-28'],
      ['2041-04-29', '2041-05-05'],
      ['2041-05-06', '2041-05-12'],
    ]);
    // Week 3 holds the invoice due 2041-05-01; week 2 the approved bill due 2041-04-24 (the void one is out).
    expect(r.rows[2].receipts).toBe('50.25');
    expect(r.rows[1].payments).toBe('40.00');
    expect(toDecimal(r.rows[0].receipts).greaterThanOrEqualTo(toDecimal(r.pastDueReceipts))).toBe(true);
    let cash = toDecimal(r.cashNow);
    for (const w of r.rows) {
      cash = cash.plus(toDecimal(w.receipts)).minus(toDecimal(w.payments));
      expect(w.endingCash).toBe(moneyString(cash));
    }
    expect(r.totals.endingCash).toBe(moneyString(cash));
    expect(r.cashAccounts.map((a) => a.code)).toContain('1000');
  });

  it('refuses more than 52 weeks', async () => {
    const res = await get('/v1/generalledger/reports/cashforecast?startDate=2041-04-15&weeks=53');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toContain('weeks');
  });
});
