import { Permission } from '@fieldline/contracts/common/permissions';
import { HELD_NO_SERVER, type MailMessage, NOT_RETRYABLE } from '@fieldline/contracts/mail/mail.contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWith } from '../../../test/factories';
import { type FakeDns, startFakeDns } from '../../../test/fakes/dns';
import { createTestApp, DEMO_EMAIL, type TestApp } from '../../../test/harness';
import { requeueStaleMail } from './mail.service';

// The offline default (no SMTP_HOST): messages go through the queue and stay in the outbox, held.
let t: TestApp;
let dns: FakeDns;
let admin: string;

beforeAll(async () => {
  dns = await startFakeDns();
  t = await createTestApp({ queue: true, env: { MAIL_DNS_SERVERS: dns.server } });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  await dns.close();
});

const api = (method: 'GET' | 'POST', url: string, token = admin) => t.as(token)({ method, url });

async function until(check: () => Promise<boolean>, ms = 20000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not done within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
const statusOf = async (id: number) => (await api('GET', `/v1/mail/messages/${id}`)).json().status;

describe('the outbox without a mail server', () => {
  let sent: MailMessage;

  it('says mail is held in the outbox', async () => {
    const res = await api('GET', '/v1/mail/setup');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mode: 'offline',
      host: null,
      port: null,
      secure: false,
      from: 'Fieldline <fieldline@localhost>',
    });
  });

  it('queues a test message to the signed-in user, which the job holds', async () => {
    const res = await api('POST', '/v1/mail/test');
    expect(res.statusCode).toBe(201);
    sent = res.json();
    expect(sent).toMatchObject({
      status: 'queued',
      to: [DEMO_EMAIL],
      subject: 'Fieldline test message',
      attachments: [{ filename: 'fieldline-test.pdf', contentType: 'application/pdf' }],
    });
    await until(async () => (await statusOf(sent.id)) === 'held');
    const held = (await api('GET', `/v1/mail/messages/${sent.id}`)).json();
    expect(held).toMatchObject({ status: 'held', attempts: 1, lastError: HELD_NO_SERVER, sentDate: null });
    expect(held.html).toContain('checks the mail set-up');
  });

  it('lists it, filtered by status and found by subject or recipient', async () => {
    const held = (await api('GET', '/v1/mail/messages/search?status=held')).json();
    expect(held.count_filtered).toBeGreaterThanOrEqual(1);
    expect(held.data[0]).toMatchObject({
      id: sent.id,
      status: 'held',
      attachmentCount: 1,
      relatedType: 'user',
    });
    const none = (await api('GET', '/v1/mail/messages/search?status=sent&status=failed')).json();
    expect(none).toEqual({ data: [], count_filtered: 0 });
    const found = (
      await api('GET', `/v1/mail/messages/search?query=${encodeURIComponent('TEST MESS')}`)
    ).json();
    expect(found.data.map((m: { id: number }) => m.id)).toContain(sent.id);
    const byRecipient = (await api('GET', '/v1/mail/messages/search?query=admin@exa')).json();
    expect(byRecipient.count_filtered).toBeGreaterThanOrEqual(1);
    expect((await api('GET', '/v1/mail/messages/search?status=lost')).statusCode).toBe(400);
  });

  it('downloads an attachment as a file the browser does not render', async () => {
    const [a] = sent.attachments;
    const res = await api('GET', `/v1/mail/messages/${sent.id}/attachments/${a.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/octet-stream');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fieldline-test.pdf"');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.length).toBe(a.sizeBytes);
    expect((await api('GET', `/v1/mail/messages/${sent.id}/attachments/999999`)).statusCode).toBe(404);
  });

  it('sends a held message again on Retry, and refuses Retry while it is queued', async () => {
    const res = await api('POST', `/v1/mail/messages/${sent.id}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('queued');
    const twice = await api('POST', `/v1/mail/messages/${sent.id}/retry`);
    // Unless the worker was quicker: then it is held again and may be retried.
    if (twice.statusCode !== 200) {
      expect(twice.statusCode).toBe(422);
      expect(twice.json().message).toBe(NOT_RETRYABLE);
    }
    await until(async () => (await statusOf(sent.id)) === 'held');
    const m = (await api('GET', `/v1/mail/messages/${sent.id}`)).json() as MailMessage;
    expect(m.attempts).toBeGreaterThanOrEqual(2);
    expect(m.history.some((e) => e.detail?.startsWith('Sent again by'))).toBe(true);
    expect((await api('POST', '/v1/mail/messages/999999/retry')).statusCode).toBe(404);
  });

  it('is for administrators (the Settings permission)', async () => {
    const nobody = await userWith(t, admin, []);
    expect((await api('GET', '/v1/mail/messages/search', nobody.token)).statusCode).toBe(403);
    expect((await api('GET', `/v1/mail/messages/${sent.id}`, nobody.token)).statusCode).toBe(403);
    const reader = await userWith(t, admin, [{ id: Permission.Settings, accessLevel: 1 }]);
    expect((await api('GET', '/v1/mail/messages/search', reader.token)).statusCode).toBe(200);
    expect((await api('POST', `/v1/mail/messages/${sent.id}/retry`, reader.token)).statusCode).toBe(403);
    expect((await api('POST', '/v1/mail/test', reader.token)).statusCode).toBe(403);
  });
});

describe('messages left without a job', () => {
  it('are queued again by the schedule, and the job settles them', async () => {
    const { id } = (await api('POST', '/v1/mail/test')).json();
    await until(async () => (await statusOf(id)) === 'held');
    // As if the job had been lost: queued, last changed an hour ago.
    await t.database.db.execute(
      sql`update mail_messages set status = 'queued', modified_date = now() - interval '1 hour' where id = ${id}`,
    );
    expect(await requeueStaleMail(t.database.db)).toBe(1);
    await until(async () => (await statusOf(id)) === 'held');
    expect(await requeueStaleMail(t.database.db)).toBe(0);
  });
});

describe('GET /emails/validate-address', () => {
  it('answers the check of an address', async () => {
    const ok = await api('GET', '/emails/validate-address?email=pat@mail.test');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      isValid: true,
      isVerified: true,
      status: 'valid',
      mxHosts: ['mx1.mail.test'],
    });
    const bad = (await api('GET', '/emails/validate-address?email=pat@null-mx.test')).json();
    expect(bad).toMatchObject({ isValid: false, status: 'no-mail' });
  });

  it('names the missing field and needs a signed-in caller', async () => {
    const res = await api('GET', '/emails/validate-address');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'email', message: expect.any(String) }]);
    expect(
      (await t.as(null)({ method: 'GET', url: '/emails/validate-address?email=a@mail.test' })).statusCode,
    ).toBe(401);
  });
});
