import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_SMTP_PASSWORD, FAKE_SMTP_USER, type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp';
import { createTestApp, type TestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
import { SmtpTransport } from '../../integrations/mail';
import type { Db } from '../../platform/db/database';
import { PdfWriter } from '../../platform/pdf';
import { getMailMessage, type NewMail, queueMail } from '.';
import { sendMailJob, TemporaryMailError, UNKNOWN_OUTCOME } from './mail.jobs';

// The sending job run by hand against a local SMTP server: what arrives, how often, and what is recorded.
let smtp: FakeSmtp;
let t: TestApp;
let transport: SmtpTransport;
let pdf: Buffer;

const smtpEnv = (password = FAKE_SMTP_PASSWORD) => ({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(smtp.port),
  SMTP_SECURE: 'false',
  SMTP_USER: FAKE_SMTP_USER,
  SMTP_PASSWORD: password,
  MAIL_FROM: 'Acme Service <office@acme.test>',
});

beforeAll(async () => {
  smtp = await startFakeSmtp();
  t = await createTestApp({ env: smtpEnv() });
  transport = new SmtpTransport({
    ...loadConfig({ ...process.env, ...smtpEnv() }).mail,
    smtpHost: '127.0.0.1',
  });
  pdf = await new PdfWriter({ title: 'Invoice 1001' }).heading('Acme', 'Invoice 1001').finish();
});
afterAll(async () => {
  transport.close();
  await t.close();
  await smtp.close();
});
afterEach(() => {
  smtp.received.length = 0;
  smtp.dataReplies.length = 0;
  smtp.refuse.clear();
});

const invoiceMail = (extra: Partial<NewMail> = {}): NewMail => ({
  to: 'pat.lee@customer.test',
  cc: ['ap@customer.test'],
  subject: 'Invoice 1001',
  html: '<p>Please find invoice 1001 attached.</p>',
  text: 'Please find invoice 1001 attached.',
  attachments: [{ filename: 'invoice-1001.pdf', contentType: 'application/pdf', content: pdf }],
  relatedType: 'invoice',
  relatedId: 1001,
  ...extra,
});

const queue = (mail: NewMail = invoiceMail()) =>
  t.database.db.transaction(async (tx) => (await queueMail(tx as Db, mail)).id);
const run = (id: number, attemptLimit = 6) => sendMailJob(t.database.db, transport, { id, attemptLimit });
const message = (id: number) => getMailMessage(t.database.db, id);

describe('sending through SMTP', () => {
  it('delivers a message once, with its PDF attached, and records it sent', async () => {
    const id = await queue();
    await run(id);
    // The job runs again (a pg-boss retry, a second worker): nothing is sent twice.
    await run(id);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.subject).toBe('Invoice 1001');
    expect(mail.from?.text).toBe('"Acme Service" <office@acme.test>');
    expect(mail.to && !Array.isArray(mail.to) && mail.to.text).toBe('pat.lee@customer.test');
    expect(mail.html).toContain('invoice 1001 attached');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: 'invoice-1001.pdf',
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0].content.equals(pdf)).toBe(true);
    const m = await message(id);
    expect(mail.messageId).toBe(m.messageId);
    expect(m).toMatchObject({
      status: 'sent',
      attempts: 1,
      lastError: null,
      sentDate: expect.any(String),
      attachmentCount: 1,
    });
    expect(m.serverResponse).toContain('Queued as fake-1');
    expect(m.history.map((e) => e.status)).toEqual(['queued', 'sent']);
  });

  it('keeps a message queued after a temporary failure and sends it once on the retry', async () => {
    smtp.dataReplies.push({ code: 451, message: 'Try again later, local problem' });
    const id = await queue();
    await expect(run(id)).rejects.toBeInstanceOf(TemporaryMailError);
    expect(smtp.received).toHaveLength(0);
    expect(await message(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: expect.stringContaining('451'),
    });
    await run(id);
    await run(id);
    expect(smtp.received).toHaveLength(1);
    const m = await message(id);
    expect(m).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(m.messageId).toBe(smtp.received[0].messageId);
    expect(m.history.map((e) => [e.attempt, e.status])).toEqual([
      [0, 'queued'],
      [1, 'queued'],
      [2, 'sent'],
    ]);
  });

  it('records a permanent refusal (5xx) as failed with the server reply, without retrying', async () => {
    smtp.dataReplies.push({ code: 554, message: 'Message rejected as spam' });
    const id = await queue();
    await run(id);
    const m = await message(id);
    expect(m).toMatchObject({ status: 'failed', attempts: 1 });
    expect(m.lastError).toContain('554 Message rejected as spam');
    await run(id);
    expect(smtp.received).toHaveLength(0);
    expect((await message(id)).attempts).toBe(1);
  });

  it('records bounced when the server refuses every recipient', async () => {
    smtp.refuse.add('gone@customer.test');
    const id = await queue(invoiceMail({ to: 'gone@customer.test', cc: [] }));
    await run(id);
    const m = await message(id);
    expect(m.status).toBe('bounced');
    expect(m.lastError).toContain('550 No such user here');
  });

  it("marks a bounced address's contacts as having an invalid e-mail address", async () => {
    smtp.refuse.add('bounce.me@customer.test');
    const contact = await t.as(await t.login())({
      method: 'POST',
      url: '/v1/contacts',
      payload: { firstName: 'Bo', email: 'Bounce.Me@customer.test' },
    });
    expect(contact.json().isEmailValid).toBe(true);
    const id = await queue(invoiceMail({ to: 'bounce.me@customer.test', cc: [] }));
    await run(id);
    expect((await message(id)).status).toBe('bounced');
    const after = await t.as(await t.login())({ method: 'GET', url: `/v1/contacts/${contact.json().id}` });
    expect(after.json()).toMatchObject({ isEmailValid: false, version: contact.json().version + 1 });
  });

  it('sends to the recipients left and names the refused one', async () => {
    smtp.refuse.add('gone@customer.test');
    const id = await queue(invoiceMail({ to: ['gone@customer.test', 'pat.lee@customer.test'], cc: [] }));
    await run(id);
    expect(smtp.received).toHaveLength(1);
    expect(await message(id)).toMatchObject({
      status: 'sent',
      lastError: 'Refused by the server: gone@customer.test',
    });
  });

  it('gives up after the last attempt of a temporary failure', async () => {
    smtp.dataReplies.push({ code: 421, message: 'Service not available' });
    const id = await queue();
    await run(id, 1);
    const m = await message(id);
    expect(m.status).toBe('failed');
    expect(m.lastError).toMatch(/^Gave up after 1 attempts: 421 Service not available/);
  });

  it('fails on refused credentials, with the reply and never the password', async () => {
    const wrong = new SmtpTransport({
      ...loadConfig({ ...process.env, ...smtpEnv('wrong-password') }).mail,
      smtpHost: '127.0.0.1',
    });
    const id = await queue();
    await sendMailJob(t.database.db, wrong, { id, attemptLimit: 6 });
    wrong.close();
    const m = await message(id);
    expect(m.status).toBe('failed');
    expect(m.lastError).toContain('535');
    expect(JSON.stringify(m)).not.toContain('wrong-password');
  });

  it('does not send again a message a dead worker left sending: it asks a person', async () => {
    const id = await queue();
    await t.database.db.execute(
      `update mail_messages set status = 'sending', attempts = 1, lease_until = now() - interval '1 minute' where id = ${id}` as any,
    );
    await run(id);
    expect(smtp.received).toHaveLength(0);
    expect(await message(id)).toMatchObject({ status: 'failed', lastError: UNKNOWN_OUTCOME });
  });

  it('waits (retries later) while another worker holds the message', async () => {
    const id = await queue();
    await t.database.db.execute(
      `update mail_messages set status = 'sending', attempts = 1, lease_until = now() + interval '5 minutes' where id = ${id}` as any,
    );
    await expect(run(id)).rejects.toBeInstanceOf(TemporaryMailError);
    expect(smtp.received).toHaveLength(0);
    expect((await message(id)).status).toBe('sending');
  });
});

describe('queueing', () => {
  it('adds one message per idempotency key', async () => {
    const key = `invoice-1001-send-${Date.now()}`;
    const first = await t.database.db.transaction((tx) =>
      queueMail(tx as Db, invoiceMail({ idempotencyKey: key })),
    );
    const again = await t.database.db.transaction((tx) =>
      queueMail(tx as Db, invoiceMail({ idempotencyKey: key })),
    );
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ id: first.id, duplicate: true });
  });

  it("rolls back with the caller's transaction", async () => {
    let id = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        id = (await queueMail(tx as Db, invoiceMail())).id;
        throw new Error('the invoice did not save');
      }),
    ).rejects.toThrow('the invoice did not save');
    await expect(message(id)).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a message without a valid recipient, naming the field', async () => {
    await expect(
      t.database.db.transaction((tx) => queueMail(tx as Db, invoiceMail({ to: 'not-an-address' }))),
    ).rejects.toMatchObject({ status: 400, errors: [{ field: 'to' }] });
  });
});
