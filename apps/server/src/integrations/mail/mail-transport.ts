/** One message as the transport sends it; `messageId` is the Message-ID header, the same on every attempt. */
export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string[];
  cc: string[];
  replyTo?: string | null;
  subject: string;
  html?: string | null;
  text?: string | null;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

/**
 * What became of one attempt. sent: the server accepted it (some recipients may have been refused);
 * held: no mail server is configured; temporary: try again later (4xx reply, connection trouble);
 * failed: refused for good (5xx reply); bounced: every recipient refused for good.
 */
export type SendOutcome =
  | { kind: 'sent'; response: string; refused: string[] }
  | { kind: 'held' }
  | { kind: 'temporary'; error: string }
  | { kind: 'failed'; error: string }
  | { kind: 'bounced'; error: string; refused: string[] };

/** An adapter to outgoing mail; `send` never throws (a failure is an outcome). */
export interface MailTransport {
  readonly kind: 'smtp' | 'offline';
  send(mail: OutgoingMail): Promise<SendOutcome>;
  close(): void;
}

/** The offline default: nothing leaves the machine; the outbox keeps every message, readable. */
export const offlineTransport: MailTransport = {
  kind: 'offline',
  send: async () => ({ kind: 'held' }),
  close: () => {},
};
