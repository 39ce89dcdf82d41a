import { Money } from '@fieldline/contracts/common/money';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  isBatchComplete,
  isReadyToPrint,
  MONTHS_MESSAGE,
  NO_EMAIL_ADDRESS,
  type StatementBatchStats,
  type StatementRow,
} from '@fieldline/contracts/statements/statements.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice, voidInvoice } from '../invoices';
import { mailAttachments, mailMessages } from '../mail/mail.table';
import { addPayment, issueCredit, voidWholePayment } from '../payments';
import { bankAccounts } from '../payments/payments.table';
import { statements } from './statements.table';

let t: TestApp;
let admin: string;
let readOnly: string;
let nobody: string;
let checking: number;
const day = (offset: number) => new Date(Date.now() + offset * 86400000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await t.login();
  readOnly = (await userWith(t, admin, [{ id: Permission.CustomerStatements, accessLevel: 1 }])).token;
  nobody = (await userWith(t, admin, [])).token;
  const [bank] = await t.database.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.name, 'Operating Checking'));
  checking = bank.id;
});
afterAll(() => t.close());

const get = (url: string, as = admin) => t.as(as)({ method: 'GET', url });
const post = (url: string, payload: object, as = admin) => t.as(as)({ method: 'POST', url, payload });

async function settled(batchId: number, ms = 60000): Promise<StatementBatchStats> {
  const end = Date.now() + ms;
  for (;;) {
    const s = (await get(`/customer/statements/batch/${batchId}/stats`)).json() as StatementBatchStats;
    if (isBatchComplete(s)) return s;
    if (Date.now() > end) throw new Error(`batch ${batchId} not complete: ${JSON.stringify(s)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const invoice = (customerId: number, total: string, invoiceDate: string, dueDate: string) =>
  createInvoice(t.database.db, {
    customerId,
    invoiceDate,
    dueDate,
    lines: [{ description: 'Service call', quantity: 1, unitPrice: total, isTaxable: false }],
    userId: null,
  });

describe('statement options', () => {
  it('refuses bad input naming the fields, with the months message', async () => {
    let res = await post('/v1/customer/statements/batch', { closedInvoices: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'months', message: MONTHS_MESSAGE }]);
    res = await post('/v1/customer/statements/batch', { closedInvoices: true, months: 0 });
    expect(res.json().errors).toEqual([{ field: 'months', message: MONTHS_MESSAGE }]);
    res = await get('/FS_MVC/PageAction/CustomerStatementsBatchCreate?closedInvoices=true&months=-2');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'months', message: MONTHS_MESSAGE }]);
    res = await post('/v1/customer/statements/batch', {
      deliveryMethod: 'fax',
      contacts: ['x'],
      remitOffice: 'a',
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['contacts[0]', 'deliveryMethod', 'remitOffice'].sort());
    res = await post('/v1/customer/statements/batch', { remitOffice: 99999 });
    expect(res.json().errors).toEqual([
      { field: 'remitOffice', message: 'The remit-to office does not exist.' },
    ]);
    // An invoice template is no statement template (type 10).
    const listed = (await get('/v1/email-templates?type=1')).json();
    const invoiceTemplate = (Array.isArray(listed) ? listed : listed.data)[0];
    res = await post('/v1/customer/statements/batch', {
      deliveryMethod: 'email',
      emailTemplate: invoiceTemplate.id,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('emailTemplate');
    res = await get('/FS_MVC/PageAction/CustomerStatementsBatchCreate?contacts=1,abc');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toMatch(/^contacts/);
  });

  it('needs the Customer statements permission (read for stats, full to create)', async () => {
    expect((await get('/customer/statements/batch/stats', nobody)).statusCode).toBe(403);
    expect((await get('/v1/customer/statements/batches', nobody)).statusCode).toBe(403);
    expect((await get('/customer/statements/batch/stats', readOnly)).statusCode).toBe(200);
    expect((await post('/v1/customer/statements/batch', {}, readOnly)).statusCode).toBe(403);
    expect((await get('/FS_MVC/PageAction/CustomerStatementsBatchCreate', readOnly)).statusCode).toBe(403);
    expect((await get('/customer/statements/batch/1/pdf', nobody)).statusCode).toBe(403);
    expect((await t.as(null)({ method: 'GET', url: '/customer/statements/batch/stats' })).statusCode).toBe(
      401,
    );
  });
});

describe('a statement batch', () => {
  it('an empty batch has no statements and is complete at once', async () => {
    const res = await get(
      '/FS_MVC/PageAction/CustomerStatementsBatchCreate?openInvoices=false&closedInvoices=false&credits=false',
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().results.BatchID;
    const stats = (await get(`/customer/statements/batch/${id}/stats`)).json();
    expect(stats).toMatchObject({ batchId: id, statementCount: 0, printCountTotal: 0, emailCountTotal: 0 });
    expect(isBatchComplete(stats)).toBe(true);
    expect(isReadyToPrint(stats)).toBe(false);
    const all = (await get('/customer/statements/batch/stats')).json();
    expect(all.find((s: StatementBatchStats) => s.batchId === id)).toEqual(stats);
  });

  it('computes opening, activity, closing and aging for each customer (invoices, payments, credits, voids)', async () => {
    const db = t.database.db;
    const a = await createCustomer(t, admin, { email: 'ap@alpha.test' });
    const b = await createCustomer(t, admin);
    // A: an old invoice partly paid (61-90 days late), a recent one, a void, an issued credit, a voided payment.
    const old = await invoice(a.id, '100.00', day(-120), day(-75));
    const recent = await invoice(a.id, '250.50', day(-10), day(20));
    const voided = await invoice(a.id, '40.00', day(-5), day(25));
    await voidInvoice(db, voided.id, { reason: 'Duplicate', userId: null });
    await addPayment(
      db,
      {
        customerId: a.id,
        paymentDate: day(-100),
        amount: '80.00',
        paymentMethodId: 1,
        bankAccountId: checking,
        applications: [{ invoiceId: old.id, amount: '80.00' }],
      },
      1,
    );
    const bad = await addPayment(
      db,
      {
        customerId: a.id,
        paymentDate: day(-3),
        amount: '25.00',
        paymentMethodId: 1,
        bankAccountId: checking,
        applications: [{ invoiceId: recent.id, amount: '25.00' }],
      },
      1,
    );
    await voidWholePayment(db, bad, 1);
    await issueCredit(
      db,
      {
        customerId: a.id,
        creditAmount: '30.00',
        creditDate: day(-2),
        memo: 'Goodwill',
        strDebitAccountAmount: '6900,30.00',
      },
      1,
    );
    // B: an overpayment (money on account) and an invoice 10 days late; no e-mail address.
    await invoice(b.id, '60.00', day(-40), day(-10));
    await addPayment(
      db,
      {
        customerId: b.id,
        paymentDate: day(-1),
        amount: '15.00',
        paymentMethodId: 1,
        bankAccountId: checking,
        applications: [],
      },
      1,
    );

    const res = await post('/v1/customer/statements/batch', {
      deliveryMethod: 'both',
      months: 1,
      contacts: [],
      locations: [],
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().batchId;
    const stats = await settled(id);
    const rows = (
      await get(`/v1/customer/statements/batch/${id}/statements?limit=1000`)
    ).json() as StatementRow[];
    expect(stats.customerCount).toBe(rows.length);
    expect(stats.statementCount).toBe(rows.length * 2);
    expect(isReadyToPrint(stats)).toBe(true);
    const ra = rows.find((r) => r.customer.id === a.id) as StatementRow;
    const rb = rows.find((r) => r.customer.id === b.id) as StatementRow;

    // Independent figures. Period: the last month. Before it: the old invoice and its payment.
    expect(ra.openingBalance).toBe('20.00');
    expect(ra.activity).toBe(
      new Money('250.50').plus('40').minus('40').minus('25').plus('25').minus('30').toFixed(2),
    );
    expect(ra.closingBalance).toBe('240.50');
    expect({
      c: ra.current,
      d30: ra.days1to30,
      d60: ra.days31to60,
      d90: ra.days61to90,
      o: ra.over90,
    }).toEqual({
      c: '220.50',
      d30: '0.00',
      d60: '0.00',
      d90: '20.00',
      o: '0.00',
    });
    expect(rb).toMatchObject({
      openingBalance: '60.00',
      activity: '-15.00',
      closingBalance: '45.00',
      current: '-15.00',
      days1to30: '60.00',
    });
    for (const r of rows) {
      const aging = [r.current, r.days1to30, r.days31to60, r.days61to90, r.over90].reduce(
        (s, v) => s.plus(v),
        new Money(0),
      );
      expect(new Money(r.openingBalance).plus(r.activity).toFixed(2)).toBe(r.closingBalance);
      expect(aging.toFixed(2)).toBe(r.closingBalance);
    }
    // Deliveries: A printed and e-mailed with its PDF; B has no address.
    expect(ra).toMatchObject({ printState: 'complete', emailState: 'complete', emailTo: 'ap@alpha.test' });
    expect(rb).toMatchObject({ printState: 'complete', emailState: 'error', emailError: NO_EMAIL_ADDRESS });
    const [st] = await db.select().from(statements).where(eq(statements.id, ra.id));
    const [msg] = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, st.mailMessageId as number));
    expect(msg.toAddresses).toEqual(['ap@alpha.test']);
    const [att] = await db.select().from(mailAttachments).where(eq(mailAttachments.messageId, msg.id));
    expect(att.content.subarray(0, 5).toString()).toBe('%PDF-');
    const detail = st.detail as { lines: { kind: string; balance: string }[] };
    expect(detail.lines.map((l) => l.kind)).toEqual([
      'Invoice',
      'Invoice',
      'Payment',
      'Credit',
      'Void',
      'Payment void',
    ]);
    expect(detail.lines.at(-1)?.balance).toBe('240.50');

    for (const url of [
      `/customer/statements/batch/${id}/pdf`,
      `/FS_MVC/customer/statements/batch/${id}/pdf`,
    ]) {
      const pdf = await get(url);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }

    // The day lock: the same customers again today make no statements, unless overridden.
    const again = (
      await post('/v1/customer/statements/batch', { contacts: [], deliveryMethod: 'print' })
    ).json();
    expect(again.customerCount).toBe(0);
    const over = (
      await post('/v1/customer/statements/batch', { overrideDayLock: true, deliveryMethod: 'print' })
    ).json();
    expect(over.customerCount).toBe(rows.length);

    // E-mailed with a statement template: its Statement.* and Customer.* tags filled for each statement.
    const tpl = (
      await post('/v1/email-templates', {
        type: 10,
        name: 'Statement (test)',
        subject: 'Statement for {{Customer.Name}}: {{Statement.AmountDue}} due',
        body: '<p>Opening {{Statement.OpeningBalance}}</p>',
      })
    ).json();
    const mailed = await post('/v1/customer/statements/batch', {
      overrideDayLock: true,
      deliveryMethod: 'email',
      emailTemplate: tpl.id,
    });
    expect(mailed.statusCode).toBe(201);
    await settled(mailed.json().batchId);
    const [sent] = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.subject, `Statement for ${a.name}: $240.50 due`));
    expect(sent?.toAddresses).toEqual(['ap@alpha.test']);
    expect(sent?.html).toContain('Opening $20.00');
  });

  it('answers the same batch for the same page-action token', async () => {
    const url =
      '/FS_MVC/PageAction/CustomerStatementsBatchCreate?token=abc-1&deliveryMethod=1&openInvoices=false&credits=false';
    const first = (await get(url)).json().results.BatchID;
    expect((await get(url)).json().results.BatchID).toBe(first);
  });
});
