import { HOLD_MESSAGES } from '@fieldline/contracts/cards/cards.contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { seedBid, seedJob } from '../../../test/factories-work';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CardDeclined } from '../../integrations/card-gateway';
import { createInvoice } from '../invoices';
import { invoices } from '../invoices/invoices.table';
import { caller, type PaymentsFixture, paymentsFixture } from '../payments/payments.test-helpers';
import { reauthorizeDue } from './cards.holds';
import { cardGateway, useCardGateway } from './cards.runtime';
import { cardHolds } from './cards.table';
import { saveTestCard } from './cards.test-helpers';

let t: TestApp;
let f: PaymentsFixture;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  f = await paymentsFixture(t);
  api = caller(t, f.admin);
});
afterAll(() => t.close());

const invoiceFor = (customerId: number, total: string, links: { jobId?: number; bidId?: number } = {}) =>
  createInvoice(t.database.db, {
    customerId,
    invoiceDate: '2026-11-20',
    ...links,
    lines: [{ description: 'Service call', quantity: 1, unitPrice: total, isTaxable: false }],
    userId: null,
  });
const invoiceRow = async (id: number) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0];

describe('pre-authorisations on stored cards', () => {
  it('holds an amount for a job and captures what its invoice owes (process-preauth)', async () => {
    const job = await seedJob(t, f.admin);
    const card = await saveTestCard(t, f.admin, job.customerId, '4242424242424242');
    const placed = await api('POST', `/v1/pre-auth/job/${job.id}`, {
      paymentTokenId: card,
      amount: '150.00',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const hold = placed.json();
    expect(hold).toMatchObject({
      subjectKind: 'Job',
      subjectId: job.id,
      subjectLabel: `Job ${job.jobNumber}`,
      card: 'Visa ending 4242',
      amount: '150.00',
      heldTotal: '150.00',
      status: 'Held',
      reauthorizations: 0,
      problem: null,
    });
    const days = (Date.parse(hold.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect((await api('GET', `/v1/pre-auth/job/${job.id}`)).json()).toHaveLength(1);
    const pending = (await api('GET', '/v1/invoices/pendingtransactions')).json();
    expect(pending.map((h: { id: number }) => h.id)).toContain(hold.id);

    const inv = await invoiceFor(job.customerId, '120.00', { jobId: job.id });
    const other = await invoiceFor(job.customerId, '40.00');
    const wrong = await api('POST', `/v1/invoices/${other.id}/process-preauth`, {
      preAuthId: hold.id,
      bankAccountId: f.checking,
    });
    expect(wrong.json().message).toBe(HOLD_MESSAGES.notForInvoice);
    const over = await api('POST', `/v1/invoices/${inv.id}/process-preauth`, {
      preAuthId: hold.id,
      bankAccountId: f.checking,
      amount: '150.01',
    });
    expect(over.json().message).toBe(HOLD_MESSAGES.overHold('150.00'));

    const captured = await api('POST', `/v1/invoices/${inv.id}/process-preauth`, {
      preAuthId: hold.id,
      bankAccountId: f.checking,
      paymentDate: '2026-11-21',
    });
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json()).toMatchObject({
      amount: '120.00',
      paymentMethodId: 0,
      reference: `Hold ${hold.id}`,
      card: { charged: '120.00', gatewayFee: '3.78' },
    });
    expect(await invoiceRow(inv.id)).toMatchObject({ status: 'Paid', balance: '0.00' });
    const [row] = await t.database.db.select().from(cardHolds).where(eq(cardHolds.id, hold.id));
    expect(row).toMatchObject({ status: 'Captured', paymentId: captured.json().id });
    const twice = await api('POST', `/v1/invoices/${inv.id}/process-preauth`, {
      preAuthId: hold.id,
      bankAccountId: f.checking,
    });
    expect(twice.json().message).toBe(HOLD_MESSAGES.notHeld);
    const after = (await api('GET', '/v1/invoices/pendingtransactions')).json();
    expect(after.map((h: { id: number }) => h.id)).not.toContain(hold.id);
  });

  it('releases a bid hold, once; refuses a foreign card, a void invoice and the unauthorised', async () => {
    const bid = await seedBid(t, f.admin);
    const card = await saveTestCard(t, f.admin, bid.customerId, '5555555555554444');
    const hold = (
      await api('POST', `/v1/pre-auth/pendingjob/${bid.id}`, {
        paymentTokenId: card,
        amount: '80',
        note: 'Deposit hold',
      })
    ).json();
    expect(hold).toMatchObject({ subjectKind: 'PendingJob', note: 'Deposit hold', status: 'Held' });
    const released = await api('DELETE', `/v1/pre-auth/${hold.id}`);
    expect(released.json()).toMatchObject({ status: 'Released' });
    expect((await api('DELETE', `/v1/pre-auth/${hold.id}`)).json().message).toBe(HOLD_MESSAGES.notHeld);

    const job = await seedJob(t, f.admin);
    const foreign = await api('POST', `/v1/pre-auth/job/${job.id}`, { paymentTokenId: card, amount: '80' });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await api('POST', `/v1/pre-auth/job/999999`, { paymentTokenId: card, amount: '80' })).statusCode,
    ).toBe(404);
    const bad = await api('POST', `/v1/pre-auth/bid/${bid.id}`, { paymentTokenId: card, amount: '80' });
    expect(bad.statusCode).toBe(400);
    const reader = (await userWith(t, f.admin, [])).token;
    expect((await api('GET', `/v1/pre-auth/pendingjob/${bid.id}`, undefined, {}, reader)).statusCode).toBe(
      403,
    );
    expect((await api('GET', '/v1/invoices/pendingtransactions', undefined, {}, reader)).statusCode).toBe(
      403,
    );
  });

  it('renews holds about to lapse and notes why one could not be renewed', async () => {
    const job = await seedJob(t, f.admin);
    const card = await saveTestCard(t, f.admin, job.customerId, '4242424242424242');
    const inv = await invoiceFor(job.customerId, '60.00');
    const first = (
      await api('POST', `/v1/pre-auth/invoice/${inv.id}`, { paymentTokenId: card, amount: '60' })
    ).json();
    const second = (
      await api('POST', `/v1/pre-auth/job/${job.id}`, { paymentTokenId: card, amount: '70' })
    ).json();
    const [{ gatewayRef: firstRef }] = await t.database.db
      .select()
      .from(cardHolds)
      .where(eq(cardHolds.id, first.id));
    // Six and a half days on, both lapse within a day.
    const later = new Date(Date.now() + 6.5 * 86_400_000);
    const real = cardGateway();
    let calls = 0;
    const restore = useCardGateway(
      Object.assign(Object.create(Object.getPrototypeOf(real)), real, {
        charge: async (req: Parameters<typeof real.charge>[0]) => {
          calls++;
          if (req.idempotencyKey.startsWith(`fieldline-hold-${second.id}-`))
            throw new CardDeclined('Your card has insufficient funds.', 'insufficient_funds');
          return real.charge(req);
        },
      }),
    );
    try {
      const result = await reauthorizeDue(t.database.db, later);
      expect(calls).toBeGreaterThanOrEqual(2);
      expect(result.failed).toBeGreaterThanOrEqual(1);
    } finally {
      restore();
    }
    const rows = await t.database.db.select().from(cardHolds);
    const one = rows.find((r) => r.id === first.id);
    const two = rows.find((r) => r.id === second.id);
    expect(one).toMatchObject({ reauthorizations: 1, problem: null, status: 'Held' });
    expect(one?.gatewayRef).not.toBe(firstRef);
    expect(Date.parse(one?.expiresAt ?? '')).toBeGreaterThan(later.getTime() + 6.9 * 86_400_000);
    expect(two).toMatchObject({
      reauthorizations: 0,
      problem: 'Could not be renewed: Your card has insufficient funds.',
    });
  });
});
