import { Permission } from '@fieldline/contracts/common/permissions';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
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

async function pay(amount: string, date: string) {
  const res = await api('POST', '/v1/invoices/addpayment', {
    customerId: f.usd.id,
    paymentDate: date,
    paymentMethodId: 1,
    bankAccountId: f.savings,
    amount,
    applications: [],
  });
  expect(res.statusCode, res.body).toBe(201);
}

async function savingsLines(): Promise<{ id: number; amount: string; date: string }[]> {
  return rowsOf<{ id: string; amount: string; date: string }>(
    await t.database.db.execute(sql`select jl.id, (jl.debit - jl.credit) as amount, jl.entry_date::text as date
      from journal_lines jl join bank_accounts b on b.gl_account_id = jl.account_id and b.id = ${f.savings}
      order by jl.id`),
  ).map((r) => ({ ...r, id: Number(r.id) }));
}

describe('bank reconciliations', () => {
  it('finishes only at a zero difference, locks its items, and is undone only with a reason', async () => {
    await pay('120.00', '2026-09-03');
    await pay('80.00', '2026-09-10');
    await pay('55.00', '2026-09-28');
    await pay('999.00', '2026-10-02');
    const lines = (await savingsLines()).filter((l) => l.date.startsWith('2026-09'));
    const start = await api('POST', '/v1/reconciliations', {
      bankAccountId: f.savings,
      statementDate: '2026-09-30',
      endingBalance: '1200.00',
      openingBalance: '1000.00',
    });
    expect(start.statusCode, start.body).toBe(201);
    const rec = start.json();
    // Items up to the statement date only; nothing matched, so nothing cleared yet.
    expect(rec.items.map((i: { amount: string }) => i.amount)).toEqual(['120.00', '80.00', '55.00']);
    expect(rec).toMatchObject({ openingBalance: '1000.00', clearedBalance: '1000.00', difference: '200.00' });
    expect(
      (
        await api('POST', '/v1/reconciliations', {
          bankAccountId: f.savings,
          statementDate: '2026-10-31',
          endingBalance: '1',
        })
      ).statusCode,
    ).toBe(409);

    const cleared = await api('PATCH', `/v1/reconciliations/${rec.id}`, {
      clear: [lines[0].id, lines[1].id],
    });
    expect(cleared.json()).toMatchObject({
      clearedDeposits: '200.00',
      clearedBalance: '1200.00',
      difference: '0.00',
    });
    const tooMuch = await api('PATCH', `/v1/reconciliations/${rec.id}`, {
      clear: [lines[2].id],
      finish: true,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('The difference is -55.00; a reconciliation finishes only at 0.00.');
    // The refused request changed nothing (one transaction per request).
    expect((await api('GET', `/v1/reconciliations/${rec.id}`)).json().clearedCount).toBe(2);
    const late = await api('PATCH', `/v1/reconciliations/${rec.id}`, {
      clear: [(await savingsLines()).at(-1)?.id],
    });
    expect(late.statusCode).toBe(422);
    const done = await api('PATCH', `/v1/reconciliations/${rec.id}`, { finish: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'Finished',
      difference: '0.00',
      finishedBy: expect.any(String),
    });
    expect((await api('PATCH', `/v1/reconciliations/${rec.id}`, { unclear: [lines[0].id] })).statusCode).toBe(
      422,
    );

    // The next one opens at this one's ending balance and offers what is still outstanding.
    const next = await api('POST', '/v1/reconciliations', {
      bankAccountId: f.savings,
      statementDate: '2026-10-31',
      endingBalance: '2254.00',
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(next.json()).toMatchObject({ openingBalance: '1200.00' });
    expect(next.json().items.map((i: { amount: string }) => i.amount)).toEqual(['55.00', '999.00']);
    const first = await api('DELETE', `/v1/reconciliations/${rec.id}?reason=Wrong%20statement`);
    expect(first.statusCode).toBe(422);
    expect(first.json().message).toBe('Unreconcile the later reconciliation of 2026-10-31 first.');
    expect((await api('DELETE', `/v1/reconciliations/${next.json().id}`)).statusCode).toBe(204);
    expect((await api('DELETE', `/v1/reconciliations/${rec.id}`)).json().message).toBe(
      'Give a reason to unreconcile a finished reconciliation.',
    );
    expect((await api('DELETE', `/v1/reconciliations/${rec.id}?reason=Wrong%20statement`)).statusCode).toBe(
      204,
    );
    const [audit] = rowsOf<{ action: string }>(
      await t.database.db.execute(sql`select action from audit_log where entity = 'reconciliation'
        and entity_id = ${String(rec.id)} order by id desc limit 1`),
    );
    expect(audit.action).toBe('unreconcile');
  });

  it('clears matched lines when it starts, and writes its report as PDF and xlsx', async () => {
    await t.database.db.execute(sql`delete from bank_reconciliations`);
    const imported = await api('POST', `/v1/bankaccounts/${f.savings}/statements`, {
      fileName: 's.ofx',
      content: `<OFX><BANKTRANLIST><STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260903<TRNAMT>120.00<FITID>R1<NAME>Deposit</BANKTRANLIST></OFX>`,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const [txn] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`select id from bank_transactions where bank_id = 'R1'`),
    );
    expect((await api('POST', `/v1/bankingtransactions/${txn.id}/confirm`)).statusCode).toBe(201);
    const rec = (
      await api('POST', '/v1/reconciliations', {
        bankAccountId: f.savings,
        statementDate: '2026-09-30',
        endingBalance: '120.00',
      })
    ).json();
    expect(rec).toMatchObject({ clearedCount: 1, difference: '0.00' });
    expect(rec.items.find((i: { cleared: boolean }) => i.cleared)).toMatchObject({
      amount: '120.00',
      matched: true,
    });
    // A cleared line's match cannot be undone once the reconciliation is finished.
    await api('PATCH', `/v1/reconciliations/${rec.id}`, { finish: true });
    const unmatch = await api('DELETE', `/v1/bankingtransactions/${txn.id}/match`);
    expect(unmatch.statusCode).toBe(422);
    expect(unmatch.json().message).toContain('is finished; unreconcile it first');

    const pdf = await api('GET', `/v1/reconciliations/${rec.id}/report?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await api('GET', `/v1/reconciliations/${rec.id}/report?format=xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = wb.worksheets[0].getSheetValues().flat().map(String);
    expect(values).toContain('Statement ending balance');
    expect(values).toContain('$120.00');
  });

  it('needs the Banking permission and refuses bad input', async () => {
    const reader = (await userWith(t, f.admin, [{ id: Permission.Banking, accessLevel: 1 }])).token;
    const nobody = (await userWith(t, f.admin, [])).token;
    expect((await api('GET', '/v1/reconciliations', undefined, {}, nobody)).statusCode).toBe(403);
    expect((await api('GET', '/v1/reconciliations', undefined, {}, reader)).statusCode).toBe(200);
    expect(
      (
        await api(
          'POST',
          '/v1/reconciliations',
          { bankAccountId: f.savings, statementDate: '2026-12-31', endingBalance: '1' },
          {},
          reader,
        )
      ).statusCode,
    ).toBe(403);
    const bad = await api('POST', '/v1/reconciliations', {
      bankAccountId: f.savings,
      statementDate: '2026-02-30',
      endingBalance: 'ten',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['statementDate', 'endingBalance']));
    expect((await api('GET', '/v1/reconciliations/99999')).statusCode).toBe(404);
  });
});
