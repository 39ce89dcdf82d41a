import type { MailMessage } from '@fieldline/contracts/mail/mail.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SMTP_PASSWORD, FAKE_SMTP_USER, type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp';
import { createTestApp, DEMO_EMAIL, type TestApp } from '../../../test/harness';

// The whole path through pg-boss: a request queues, a worker sends, pg-boss retries after a 4xx.
let smtp: FakeSmtp;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({
    queue: true,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      SMTP_USER: FAKE_SMTP_USER,
      SMTP_PASSWORD: FAKE_SMTP_PASSWORD,
      MAIL_FROM: 'office@acme.test',
      MAIL_RETRY_DELAY_SECONDS: '1',
    },
  });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function settled(id: number, ms = 30000): Promise<MailMessage> {
  const end = Date.now() + ms;
  for (;;) {
    const m = (await t.as(admin)({ method: 'GET', url: `/v1/mail/messages/${id}` })).json() as MailMessage;
    if (!['queued', 'sending'].includes(m.status)) return m;
    if (Date.now() > end) throw new Error(`message ${id} still ${m.status} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('mail through the queue', () => {
  it('sends the test message once, with its PDF, after a temporary refusal', async () => {
    smtp.dataReplies.push({ code: 451, message: 'Greylisted, try again later' });
    const res = await t.as(admin)({ method: 'POST', url: '/v1/mail/test' });
    expect(res.statusCode).toBe(201);
    const m = await settled(res.json().id);
    expect(m).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(m.history.map((e) => e.status)).toEqual(['queued', 'queued', 'sent']);
    expect(m.history[1].detail).toContain('451 Greylisted');
    // Give a stray duplicate job time to show itself: there is none.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.messageId).toBe(m.messageId);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe(DEMO_EMAIL);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['fieldline-test.pdf']);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
