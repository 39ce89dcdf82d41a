import { createTransport, type NodemailerError, type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import type { MailTransport, OutgoingMail, SendOutcome } from './mail-transport';

/** Waits short enough that a job ends well inside its lease (mail.jobs.ts), long enough for a slow server. */
const CONNECT_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** Sends through an SMTP server with nodemailer; one connection per message (the outbox sends few at once). */
export class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;

  constructor(config: MailConfig & { smtpHost: string }) {
    this.transporter = createTransport({
      host: config.smtpHost,
      port: config.smtpPort,
      secure: config.smtpSecure,
      requireTLS: config.smtpRequireTls,
      auth: config.smtpUser ? { user: config.smtpUser, pass: config.smtpPassword ?? '' } : undefined,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
      logger: false,
      debug: false,
    });
  }

  async send(mail: OutgoingMail): Promise<SendOutcome> {
    try {
      const info = await this.transporter.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        to: mail.to,
        cc: mail.cc.length ? mail.cc : undefined,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html: mail.html ?? undefined,
        text: mail.text ?? undefined,
        attachments: mail.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      const refused = (info.rejected ?? []).map(String);
      return { kind: 'sent', response: info.response ?? '', refused };
    } catch (err) {
      return outcomeOf(err as NodemailerError);
    }
  }

  close(): void {
    this.transporter.close();
  }
}

/** 5xx replies (but 503) are final; 4xx replies and connection trouble are worth another try. */
export function outcomeOf(err: NodemailerError): SendOutcome {
  const error = describe(err);
  const permanent =
    err.permanent ?? (err.responseCode !== undefined && err.responseCode >= 500 && err.responseCode !== 503);
  if (!permanent) {
    // An error without any reply that is not a connection problem (a bad address, no recipients) will not heal.
    const replyless = err.responseCode === undefined && (err.code === 'EENVELOPE' || err.code === 'EMESSAGE');
    return replyless ? { kind: 'failed', error } : { kind: 'temporary', error };
  }
  const everyRecipient = err.code === 'EENVELOPE' && (err.command ?? '').toUpperCase().startsWith('RCPT');
  if (!everyRecipient) return { kind: 'failed', error };
  return { kind: 'bounced', error, refused: (err.rejected ?? []).map(String) };
}

/** The server's own words when it replied, else the error's message; credentials never appear in either. */
function describe(err: NodemailerError): string {
  const reply = err.response?.trim();
  if (reply) return err.command ? `${reply} (after ${err.command})` : reply;
  return err.message || String(err.code ?? 'Unknown error');
}
