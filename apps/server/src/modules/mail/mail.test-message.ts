import type { AuthUser } from '../../platform/context';
import type { Db } from '../../platform/db/database';
import { PdfWriter } from '../../platform/pdf';
import { mailRuntime } from './mail.runtime';
import { type QueuedMail, queueMail } from './mail.service';

/** What an administrator sends to check the mail set-up: a short message with a one-page PDF. */
export async function queueTestMail(db: Db, user: AuthUser): Promise<QueuedMail> {
  const { config } = mailRuntime();
  const when = new Date().toISOString();
  const route = config.smtpHost ? `through ${config.smtpHost}:${config.smtpPort}` : 'to the outbox only';
  const pdf = await new PdfWriter({ title: 'Fieldline test message' })
    .heading('Fieldline', 'Test message')
    .fields([
      ['Sent to', user.email],
      ['Requested by', user.displayName],
      ['Requested at', when],
      ['Route', route],
    ])
    .finish();
  return queueMail(
    db,
    {
      to: user.email,
      subject: 'Fieldline test message',
      html: `<p>Hello ${escapeHtml(user.displayName)},</p><p>This message checks the mail set-up of Fieldline. It went ${escapeHtml(route)} and carries a one-page PDF.</p>`,
      text: `Hello ${user.displayName},\n\nThis message checks the mail set-up of Fieldline. It went ${route} and carries a one-page PDF.`,
      attachments: [{ filename: 'fieldline-test.pdf', contentType: 'application/pdf', content: pdf }],
      relatedType: 'user',
      relatedId: user.id,
    },
    { userId: user.id },
  );
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
