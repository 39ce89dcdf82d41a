import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rowsOf } from '../../platform/db/rows';
import { caller, type PaymentsFixture, paymentsFixture } from '../payments/payments.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

/**
 * Matching against a hidden answer key: 120 customer payments into savings over two months, amounts drawn
 * from a few values so many repeat, and a statement of them as the bank reports them (a day to three later,
 * a check number on some, 6 payments missing, 6 bank lines of no payment). The key (bank id → payment) is
 * never shown to the matcher; the score is taken afterwards.
 */
describe('matching on a hidden-answer fixture', () => {
  it('confirms automatically only right matches, and suggests the right one first for most of the rest', async () => {
    const amounts = ['125.00', '250.00', '89.99', '1200.00', '64.50', '310.25'];
    const key = new Map<string, number>();
    const rows: string[] = [];
    for (let i = 0; i < 120; i++) {
      const day = 1 + ((i * 7) % 58);
      const date = new Date(Date.UTC(2026, 7, day)).toISOString().slice(0, 10);
      const amount = amounts[(i * 5) % amounts.length];
      const check = i % 3 === 0 ? `C${1000 + i}` : undefined;
      const res = await api('POST', '/v1/invoices/addpayment', {
        customerId: f.usd.id,
        paymentDate: date,
        paymentMethodId: 1,
        bankAccountId: f.savings,
        amount,
        reference: check,
        applications: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      if (i % 20 === 3) continue;
      const bankDate = new Date(Date.UTC(2026, 7, day + (i % 4)))
        .toISOString()
        .slice(0, 10)
        .replaceAll('-', '');
      key.set(`H${i}`, res.json().id);
      rows.push(
        `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${bankDate}<TRNAMT>${amount}<FITID>H${i}${check ? `<CHECKNUM>${check}` : ''}<NAME>DEPOSIT`,
      );
    }
    for (let k = 0; k < 6; k++)
      rows.push(
        `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>202608${10 + k}<TRNAMT>-${40 + k}.10<FITID>N${k}<NAME>CARD PURCHASE`,
      );
    const imported = await api('POST', `/v1/bankaccounts/${f.savings}/statements`, {
      fileName: 'hidden.ofx',
      content: `<OFX><BANKTRANLIST>${rows.join('\n')}</BANKTRANLIST></OFX>`,
    });
    expect(imported.json().added).toBe(120);
    await api('PATCH', `/v1/bankaccounts/${f.savings}/banksettings`, { autoConfirmScore: 70 });
    const auto = (
      await api('POST', '/v1/bankingtransactions/automatch', { bankAccountId: f.savings })
    ).json();

    const matched = rowsOf<{ bank_id: string; payment_id: number }>(
      await t.database.db.execute(sql`select t.bank_id, je.source_id as payment_id
        from bank_match_transactions mt join bank_transactions t on t.id = mt.bank_transaction_id
        join bank_match_lines ml on ml.match_id = mt.match_id join journal_lines jl on jl.id = ml.journal_line_id
        join journal_entries je on je.id = jl.entry_id where t.bank_account_id = ${f.savings}`),
    );
    const wrong = matched.filter((m) => key.get(m.bank_id) !== m.payment_id);
    expect(wrong).toEqual([]);
    expect(auto.confirmed).toBe(matched.length);
    // Repeated amounts keep some lines ambiguous: those wait for a person, with the right payment offered.
    expect(matched.length).toBeGreaterThanOrEqual(20);
    const left = (
      await api('GET', `/v1/bankingtransactions/inbox?bankAccountId=${f.savings}&limit=200`)
    ).json();
    let offered = 0;
    let keyed = 0;
    for (const item of left.data) {
      const payment = key.get(item.transaction.bankId);
      if (payment === undefined) continue;
      keyed++;
      if (item.suggestions.some((s: { lines: { sourceId: number }[] }) => s.lines[0]?.sourceId === payment))
        offered++;
    }
    expect(keyed + matched.length).toBe(114);
    expect(offered / Math.max(keyed, 1)).toBeGreaterThanOrEqual(0.8);
  });
});
