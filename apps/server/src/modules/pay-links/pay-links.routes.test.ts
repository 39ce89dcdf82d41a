import { Permission } from '@fieldline/contracts/common/permissions';
import {
  CARD_PAYMENT_LATER,
  PAY_LINK_CODES,
  PAY_LINK_NO_RECIPIENT,
  payLinkExpired,
  payLinkInvalid,
} from '@fieldline/contracts/pay-links/pay-links.contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact, createCustomer, userWith } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createInvoice } from '../invoices';
import { mailMessages } from '../mail/mail.table';
import { companies, offices } from '../organization/organization.table';
import { bankAccounts } from '../payments/payments.table';
import { mintPayLink } from './pay-links.service';
import { invoicePayLinks } from './pay-links.table';
import { signPayToken } from './pay-links.token';

let t: TestApp;
let admin: string;
let company: { id: number; name: string };
let officeId: number;
let customer: { id: number; name: string };
let checking: number;

type Method = 'GET' | 'POST' | 'PATCH';
const call = (token: string | null, method: Method, url: string, payload?: unknown, headers = {}) =>
  t.as(token)({ method, url, payload: payload as object, headers });
const api = (method: Method, url: string, payload?: unknown) => call(admin, method, url, payload);
const open = (token: string, headers = {}) =>
  call(null, 'GET', `/v1/public/pay/${token}`, undefined, headers);

async function invoice(total = '300.00') {
  return createInvoice(t.database.db, {
    customerId: customer.id,
    officeId,
    invoiceDate: '2026-11-02',
    poNumber: 'PO-55',
    lines: [{ description: 'Furnace repair', quantity: 1, unitPrice: total, isTaxable: false }],
    userId: null,
  });
}

async function mint(invoiceId: number, extra: Record<string, unknown> = {}) {
  const res = await api('POST', '/emails/external-token', { invoiceId, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { token: string; url: string; expiresAt: string; invoiceId: number };
}

/** Every key of a JSON value, at any depth. */
function keysDeep(v: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(v)) for (const x of v) keysDeep(x, out);
  else if (v && typeof v === 'object')
    for (const [k, x] of Object.entries(v)) {
      out.add(k);
      keysDeep(x, out);
    }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const db = t.database.db;
  [company] = await db.select().from(companies).orderBy(asc(companies.id)).limit(1);
  [{ id: officeId }] = await db.select().from(offices).where(eq(offices.companyId, company.id)).limit(1);
  customer = await createCustomer(t, admin, {
    billingAddress: { street: '12 Elm St', city: 'Denver', state: 'CO', postalCode: '80202' },
  });
  [{ id: checking }] = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.name, 'Operating Checking'));
});
afterAll(() => t.close());

describe('POST /emails/external-token', () => {
  it('answers a signed link to the public page, expiring after 30 days by default', async () => {
    const inv = await invoice();
    const link = await mint(inv.id);
    expect(link.invoiceId).toBe(inv.id);
    expect(link.token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(link.url).toBe(`http://localhost:80/pay/${link.token}`);
    const days = (Date.parse(link.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const short = await mint(inv.id, { expiresInDays: 2 });
    expect((Date.parse(short.expiresAt) - Date.now()) / 86_400_000).toBeLessThanOrEqual(2);
  });

  it('puts a working link in an e-mail through {{Invoice.PayLink}}, made only when a template uses it', async () => {
    const inv = await invoice();
    const made = async () =>
      (await t.database.db.select().from(invoicePayLinks).where(eq(invoicePayLinks.invoiceId, inv.id)))[0]
        ?.lastIssuedAt ?? null;
    const plain = await api('POST', '/v1/email-templates', {
      type: 1,
      name: 'No link',
      subject: 'Invoice {{Invoice.Number}}',
      body: '<p>Thanks</p>',
    });
    expect((await api('GET', `/invoices/${inv.id}/email-template/${plain.json().id}`)).statusCode).toBe(200);
    expect(await made()).toBeNull();
    const withLink = await api('POST', '/v1/email-templates', {
      type: 1,
      name: 'Pay online',
      subject: 'Invoice {{Invoice.Number}}',
      body: '<p>Pay here: {{Invoice.PayLink}}</p>',
    });
    const rendered = (await api('GET', `/invoices/${inv.id}/email-template/${withLink.json().id}`)).json();
    const url = /Pay here: (\S+)/.exec(rendered.text)?.[1] ?? '';
    expect(url).toMatch(/^http:\/\/localhost:\d+\/pay\/[\w-]+\.[\w-]{43}$/);
    expect(await made()).not.toBeNull();
    const token = url.split('/pay/')[1];
    const page = await open(token);
    expect(page.statusCode).toBe(200);
    expect(page.json().invoiceNumber).toBe(inv.invoiceNumber);
  });

  it('refuses bad input naming the fields, and an unknown invoice', async () => {
    const empty = await api('POST', '/emails/external-token', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map((e: { field: string }) => e.field)).toEqual(['invoiceId']);
    const bad = await api('POST', '/emails/external-token', { invoiceId: 'x', expiresInDays: 366 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['expiresInDays', 'invoiceId']);
    expect((await api('POST', '/emails/external-token', { invoiceId: 2147483648 })).statusCode).toBe(400);
    expect((await api('POST', '/emails/external-token', { invoiceId: 987654 })).statusCode).toBe(404);
  });

  it('needs full Invoices access: a technician, a reader and nobody cannot make links', async () => {
    const inv = await invoice();
    const technician = await userWith(t, admin, [
      { id: Permission.Jobs, accessLevel: 1 },
      { id: Permission.OwnJobWork, accessLevel: 2 },
      { id: Permission.Customers, accessLevel: 1 },
    ]);
    const reader = await userWith(t, admin, [{ id: Permission.Invoices, accessLevel: 1 }]);
    for (const who of [technician.token, reader.token]) {
      expect((await call(who, 'POST', '/emails/external-token', { invoiceId: inv.id })).statusCode).toBe(403);
      expect(
        (await call(who, 'POST', `/invoices/email/${inv.id}/pay`, { to: ['a@example.test'] })).statusCode,
      ).toBe(403);
      expect((await call(who, 'POST', `/v1/invoices/${inv.id}/pay-link/revoke`)).statusCode).toBe(403);
    }
    expect((await call(reader.token, 'GET', `/v1/invoices/${inv.id}/pay-link`)).statusCode).toBe(200);
    expect((await call(technician.token, 'GET', `/v1/invoices/${inv.id}/pay-link`)).statusCode).toBe(403);
    expect((await call(null, 'POST', '/emails/external-token', { invoiceId: inv.id })).statusCode).toBe(401);
  });
});

describe('the public pay page API', () => {
  it('shows the one invoice without sign-in: no ids, no session, not cached', async () => {
    await api('PATCH', `/v1/companies/${company.id}/pay-settings`, {
      bankName: 'First Prairie Bank',
      accountName: company.name,
      routingNumber: '102000021',
      accountNumber: '4401 2290 77',
      instructions: 'Put the invoice number in the transfer reference.',
    });
    const inv = await invoice('300.00');
    const res = await open((await mint(inv.id)).token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    const body = res.json();
    expect(body).toMatchObject({
      company: { name: company.name },
      invoiceNumber: inv.invoiceNumber,
      invoiceDate: '2026-11-02',
      poNumber: 'PO-55',
      status: 'Open',
      billTo: { name: customer.name, address: ['12 Elm St', 'Denver, CO 80202'] },
      lines: [{ description: 'Furnace repair', quantity: '1.0000', total: '300.00' }],
      total: '300.00',
      amountPaid: '0.00',
      balance: '300.00',
      bank: { bankName: 'First Prairie Bank', routingNumber: '102000021', accountNumber: '4401 2290 77' },
      cardPayment: { available: false, message: CARD_PAYMENT_LATER },
    });
    expect(body.remitTo.name).toBeTruthy();
    expect(body.remitTo.address.length).toBeGreaterThan(0);
    const keys = keysDeep(body);
    for (const k of ['id', 'customerId', 'invoiceId', 'officeId', 'cost', 'unitCost', 'notes'])
      expect(keys.has(k), k).toBe(false);
    expect(res.body).not.toMatch(/"id"|unitCost|journal/i);
  });

  it('shows the balance after a payment, and a paid invoice as paid', async () => {
    const inv = await invoice('300.00');
    const { token } = await mint(inv.id);
    const pay = (amount: string) =>
      api('POST', '/v1/invoices/addpayment', {
        customerId: customer.id,
        paymentDate: '2026-11-05',
        paymentMethodId: 1,
        bankAccountId: checking,
        amount,
        applications: [{ invoiceId: inv.id, amount }],
      });
    expect((await pay('120.50')).statusCode).toBe(201);
    expect((await open(token)).json()).toMatchObject({
      amountPaid: '120.50',
      balance: '179.50',
      status: 'Open',
    });
    expect((await pay('179.50')).statusCode).toBe(201);
    expect((await open(token)).json()).toMatchObject({
      amountPaid: '300.00',
      balance: '0.00',
      status: 'Paid',
    });
  });

  it('reaches nothing else: the token is no bearer token nor session cookie', async () => {
    const inv = await invoice();
    const { token } = await mint(inv.id);
    for (const url of [`/v1/invoices/${inv.id}`, '/v1/customers/search', `/v1/invoices/${inv.id}/pay-link`]) {
      expect((await call(null, 'GET', url, undefined, { authorization: `Bearer ${token}` })).statusCode).toBe(
        401,
      );
      expect((await call(null, 'GET', url, undefined, { cookie: `fl_session=${token}` })).statusCode).toBe(
        401,
      );
    }
    const mintWithIt = await call(
      null,
      'POST',
      '/emails/external-token',
      { invoiceId: inv.id },
      {
        authorization: `Bearer ${token}`,
      },
    );
    expect(mintWithIt.statusCode).toBe(401);
  });

  it('refuses another invoice id under the same signature, and any altered token, alike', async () => {
    const inv = await invoice();
    const other = await invoice();
    const { token } = await mint(inv.id);
    const [payload, sig] = token.split('.');
    const [, version, exp] = Buffer.from(payload, 'base64url').toString().split('.');
    const swap = (id: number) => `${Buffer.from(`${id}.${version}.${exp}`).toString('base64url')}.${sig}`;
    const invalid = { message: payLinkInvalid(company.name), code: PAY_LINK_CODES.INVALID };
    const flipped = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    // The signature's last character with only its unused low bit changed decodes to the same bytes.
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const lowBit = `${token.slice(0, -1)}${B64[B64.indexOf(token.slice(-1)) ^ 1]}`;
    for (const bad of [
      swap(other.id),
      swap(987654),
      flipped,
      lowBit,
      `${token}x`,
      'nonsense',
      `${payload}.`,
      sig,
    ]) {
      const res = await open(encodeURIComponent(bad));
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toEqual(invalid);
    }
    // A token signed with another key (another install, or a guessed one) is just as unknown.
    const forged = signPayToken('not-the-key-not-the-key-not-the-key', {
      invoiceId: inv.id,
      linkVersion: 1,
      expiresAt: Number(exp),
    });
    expect((await open(forged)).statusCode).toBe(404);
    expect((await open(token)).statusCode).toBe(200);
  });

  it('refuses an expired link, a revoked one and a voided invoice with 410', async () => {
    const inv = await invoice();
    const expired = { message: payLinkExpired(company.name), code: PAY_LINK_CODES.EXPIRED };
    const old = await mintPayLink(t.database.db, inv.id, { now: new Date(Date.now() - 31 * 86_400_000) });
    const res = await open(old.token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual(expired);

    const first = await mint(inv.id);
    expect((await open(first.token)).statusCode).toBe(200);
    const revoked = await api('POST', `/v1/invoices/${inv.id}/pay-link/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ version: 2 });
    expect((await open(first.token)).statusCode).toBe(410);
    const second = await mint(inv.id);
    expect((await open(second.token)).statusCode).toBe(200);

    const voided = await api('POST', `/v1/invoices/${inv.id}/void`, { reason: 'Billed twice' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await open(second.token)).json()).toEqual(expired);
    const again = await api('POST', '/emails/external-token', { invoiceId: inv.id });
    expect(again.statusCode).toBe(422);
  });

  it('answers a token too long for any link with a plain 404, never a 5xx', async () => {
    // The router's parameter limit (100 characters) stops it before the route; a real token has about 70.
    expect((await open('x'.repeat(301))).statusCode).toBe(404);
  });
});

describe('POST /invoices/email/{id}/pay', () => {
  it("e-mails the link to the invoice's contacts through the outbox and records it", async () => {
    const inv = await invoice('80.00');
    const none = await api('POST', `/invoices/email/${inv.id}/pay`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe(PAY_LINK_NO_RECIPIENT);

    const contact = await createContact(t, admin, {
      email: 'Pat.Payer@example.test',
      customerId: customer.id,
    });
    expect((await api('POST', `/v1/invoices/${inv.id}/contacts`, { contactId: contact.id })).statusCode).toBe(
      201,
    );
    const res = await api('POST', `/invoices/email/${inv.id}/pay`, { message: 'Thanks for your business.' });
    expect(res.statusCode, res.body).toBe(200);
    const sent = res.json();
    expect(sent.to).toEqual(['pat.payer@example.test']);
    const [mail] = await t.database.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.id, sent.mailMessageId));
    expect(mail).toMatchObject({
      relatedType: 'invoice',
      relatedId: inv.id,
      toAddresses: ['pat.payer@example.test'],
      subject: `Invoice ${inv.invoiceNumber} from ${company.name}`,
    });
    expect(mail.textBody).toContain(sent.url);
    expect(mail.textBody).toContain('Thanks for your business.');
    expect(mail.textBody).toContain('$80.00 due');
    expect((await open(sent.token)).statusCode).toBe(200);

    const state = (await api('GET', `/v1/invoices/${inv.id}/pay-link`)).json();
    expect(state).toMatchObject({ lastSentTo: ['pat.payer@example.test'], version: 1 });
    expect(state.lastSentAt).not.toBeNull();
    expect(state.suggestedRecipients).toEqual([expect.objectContaining({ email: 'Pat.Payer@example.test' })]);

    const given = await api('POST', `/invoices/email/${inv.id}/pay`, { to: ['Someone@Example.test'] });
    expect(given.json().to).toEqual(['someone@example.test']);
  });

  it('refuses bad addresses and unknown invoices', async () => {
    const inv = await invoice();
    const bad = await api('POST', `/invoices/email/${inv.id}/pay`, {
      to: ['not-an-address'],
      expiresInDays: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['expiresInDays', 'to[0]']);
    expect((await api('POST', '/invoices/email/987654/pay', { to: ['a@example.test'] })).statusCode).toBe(
      404,
    );
    expect((await api('POST', '/invoices/email/abc/pay', {})).statusCode).toBe(400);
  });
});

describe('bank details for transfers', () => {
  it('are read and saved by administrators only, with limits', async () => {
    const nobody = await userWith(t, admin, []);
    const url = `/v1/companies/${company.id}/pay-settings`;
    expect((await call(nobody.token, 'GET', url)).statusCode).toBe(403);
    expect((await call(nobody.token, 'PATCH', url, { bankName: 'X' })).statusCode).toBe(403);
    const long = await api('PATCH', url, { routingNumber: '1'.repeat(51) });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0].field).toBe('routingNumber');
    const saved = await api('PATCH', url, { bankName: '  Second Bank ' });
    expect(saved.json()).toMatchObject({ companyId: company.id, bankName: 'Second Bank' });
    expect((await api('GET', '/v1/companies/987654/pay-settings')).statusCode).toBe(404);
  });
});

describe('rate limit', () => {
  it('answers 429 to an address asking too often', async () => {
    const limited = await createTestApp({ loginRateLimit: 1 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++)
        statuses.push((await limited.as(null)({ method: 'GET', url: '/v1/public/pay/nonsense' })).statusCode);
      expect(statuses).toEqual([404, 404, 404, 404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
