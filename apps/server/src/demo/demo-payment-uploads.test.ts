import { PaymentUploadRowMessages } from '@fieldline/contracts/payments/payment-uploads.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowsOf } from '../platform/db/rows';

// The test template is the demo database (test/global-setup.ts): its payment uploads were made as it loaded.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo payment uploads', () => {
  it('holds a lockbox file deposited into Operating Checking and one left Validated with a row in error', async () => {
    const admin = await t.login();
    const list = (await t.as(admin)({ method: 'GET', url: '/v1/payments/paymentUploads' })).json();
    const [second, first] = list.data;
    expect(first).toMatchObject({
      fileName: 'lockbox-operating.csv',
      bankAccount: 'Operating Checking',
      status: 'Deposited',
      rowCount: 6,
      processedCount: 6,
      paymentCount: 6,
      invalidCount: 0,
    });
    expect(first.processedTotal).toBe(first.total);
    const [entry] = rowsOf<{ d: string; c: string; lines: number }>(
      await t.database.db.execute(sql`select sum(debit)::text as d, sum(credit)::text as c, count(*)::int as lines
        from journal_lines where entry_id = ${first.depositEntryId}`),
    );
    expect(entry).toEqual({ d: first.processedTotal, c: first.processedTotal, lines: 2 });
    expect(second).toMatchObject({
      fileName: 'remittance-advice.csv',
      status: 'Validated',
      validCount: 1,
      invalidCount: 1,
    });
    const rows = (
      await t.as(admin)({
        method: 'GET',
        url: `/v1/payments/paymentUploads/${second.id}/rows?status=Invalid`,
      })
    ).json();
    expect(rows.data[0].errors).toEqual([
      { field: 'customer', message: PaymentUploadRowMessages.customerNotFound },
    ]);
  });
});
