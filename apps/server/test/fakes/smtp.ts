import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const FAKE_SMTP_USER = 'fieldline';
export const FAKE_SMTP_PASSWORD = 'fake-smtp-password';

/** What the next DATA commands answer: accept, or an SMTP error with its code and text. */
export type DataReply = 'accept' | { code: number; message: string };

export interface FakeSmtp {
  port: number;
  /** Every message the server accepted, parsed. */
  received: ParsedMail[];
  /** Replies for the coming DATA commands, in order (then 'accept'). */
  dataReplies: DataReply[];
  /** Recipients the server refuses with 550. */
  refuse: Set<string>;
  close(): Promise<void>;
}

/**
 * An SMTP server on 127.0.0.1 (smtp-server) that keeps what it accepts. Plain connection (no STARTTLS),
 * AUTH required with FAKE_SMTP_USER / FAKE_SMTP_PASSWORD.
 */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const fake: Omit<FakeSmtp, 'port' | 'close'> = { received: [], dataReplies: [], refuse: new Set() };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === FAKE_SMTP_USER && auth.password === FAKE_SMTP_PASSWORD)
        return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (fake.refuse.has(address.address.toLowerCase()))
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, _session, callback) {
      const reply = fake.dataReplies.shift() ?? 'accept';
      simpleParser(stream).then(
        (mail) => {
          if (reply !== 'accept')
            return callback(Object.assign(new Error(reply.message), { responseCode: reply.code }));
          fake.received.push(mail);
          callback(null, 'Queued as fake-1');
        },
        (err) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    ...fake,
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  } as FakeSmtp;
}
