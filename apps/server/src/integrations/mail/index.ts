import type { MailConfig } from '../../config';
import { type MailTransport, offlineTransport } from './mail-transport';
import { SmtpTransport } from './smtp-transport';

export { AddressChecker, DNS_TIMEOUT_MS, type MxResolver } from './address-check';
export { type MailTransport, type OutgoingMail, offlineTransport, type SendOutcome } from './mail-transport';
export { outcomeOf, SmtpTransport } from './smtp-transport';

/** SMTP when SMTP_HOST is set; otherwise the offline default (the outbox holds every message). */
export function createMailTransport(config: MailConfig): MailTransport {
  const { smtpHost } = config;
  return smtpHost ? new SmtpTransport({ ...config, smtpHost }) : offlineTransport;
}
