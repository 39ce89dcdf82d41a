import { Permission } from '@fieldline/contracts/common/permissions';
import { eq } from 'drizzle-orm';
import { createCustomer, userWith } from '../../../test/factories';
import type { TestApp } from '../../../test/harness';
import { currencies } from '../customers';
import { createInvoice } from '../invoices';
import { glAccounts, journalLines } from '../ledger/ledger.table';
import { bankAccounts } from './payments.table';

export interface PaymentsFixture {
  admin: string;
  usd: { id: number; name: string };
  cad: { id: number; name: string };
  checking: number;
  savings: number;
  cadChecking: number;
  readOnly: string;
  nobody: string;
  code: (id: number) => Promise<string>;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export const caller =
  (t: TestApp, token: string) =>
  (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}, as = token) =>
    t.as(as)({ method, url, payload: payload as object, headers });

export async function paymentsFixture(t: TestApp): Promise<PaymentsFixture> {
  const admin = await t.login();
  const db = t.database.db;
  const [cadRow] = await db.select().from(currencies).where(eq(currencies.abbreviation, 'CAD'));
  const usd = await createCustomer(t, admin);
  const cad = await createCustomer(t, admin, { currencyId: cadRow.id });
  const banks = await db.select().from(bankAccounts);
  const byName = (n: string) => {
    const b = banks.find((x) => x.name === n);
    if (!b) throw new Error(`demo bank account ${n} missing`);
    return b.id;
  };
  const readOnly = (await userWith(t, admin, [{ id: Permission.Payments, accessLevel: 1 }])).token;
  const nobody = (await userWith(t, admin, [])).token;
  const code = async (id: number) =>
    (await db.select({ code: glAccounts.code }).from(glAccounts).where(eq(glAccounts.id, id)))[0].code;
  return {
    admin,
    usd,
    cad,
    checking: byName('Operating Checking'),
    savings: byName('Business Savings'),
    cadChecking: byName('CAD Checking'),
    readOnly,
    nobody,
    code,
  };
}

/** An open invoice of `total` (no tax) for the customer, posted like any invoice. */
export async function openInvoice(t: TestApp, customerId: number, total: string, date = '2026-11-02') {
  return createInvoice(t.database.db, {
    customerId,
    invoiceDate: date,
    lines: [{ description: 'Service call', quantity: 1, unitPrice: total, isTaxable: false }],
    userId: null,
  });
}

/** An entry's lines as `code debit credit` strings, for exact assertions. */
export async function entryLines(t: TestApp, entryId: number): Promise<string[]> {
  const rows = await t.database.db
    .select({
      code: glAccounts.code,
      debit: journalLines.debit,
      credit: journalLines.credit,
      customerId: journalLines.customerId,
    })
    .from(journalLines)
    .innerJoin(glAccounts, eq(glAccounts.id, journalLines.accountId))
    .where(eq(journalLines.entryId, entryId))
    .orderBy(journalLines.lineNumber);
  return rows.map((r) => `${r.code} ${r.debit} ${r.credit}${r.customerId ? ' c' : ''}`);
}

/** Receives a payment from the fixture's USD customer into checking through the API (201 expected). */
export async function receivePayment(
  t: TestApp,
  f: PaymentsFixture,
  amount: string,
  applications: { invoiceId: number; amount: string }[] = [],
  date = '2026-11-05',
) {
  const res = await caller(t, f.admin)('POST', '/v1/invoices/addpayment', {
    customerId: f.usd.id,
    paymentDate: date,
    paymentMethodId: 1,
    bankAccountId: f.checking,
    amount,
    applications,
  });
  if (res.statusCode !== 201) throw new Error(`payment not received: ${res.statusCode} ${res.body}`);
  return res.json();
}
