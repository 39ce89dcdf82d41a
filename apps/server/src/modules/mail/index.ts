import type { FastifyInstance } from 'fastify';
import { AddressChecker, createMailTransport, type MailTransport } from '../../integrations/mail';
import { sendMailJob } from './mail.jobs';
import { mailRoutes } from './mail.routes';
import { addressChecker, setMailRuntime } from './mail.runtime';
import { MAIL_SEND_JOB, requeueStaleMail, type SendJobData } from './mail.service';

/**
 * The outbox and the address check: a foundation module (it imports only the platform and the contracts).
 * Other modules queue mail with `queueMail(tx, ...)` and check addresses with `checkEmailAddress`.
 */
export async function mailModule(app: FastifyInstance, options: { transport?: MailTransport } = {}) {
  const { config, database, queue } = app.platform;
  const transport = options.transport ?? createMailTransport(config.mail);
  setMailRuntime({
    config: config.mail,
    database,
    queue,
    transport,
    checker: AddressChecker.fromServers(config.mail.dnsServers),
  });
  queue.define<SendJobData>({
    name: MAIL_SEND_JOB,
    handler: (data) => sendMailJob(database.db, transport, data),
  });
  queue.define({
    name: 'mail.requeue-stale',
    cron: '*/10 * * * *',
    handler: async () => void (await requeueStaleMail(database.db)),
  });
  app.addHook('onClose', async () => transport.close());
  await mailRoutes(app);
}

export { getMailMessage, searchOutbox } from './mail.read';
export { type BounceListener, onMailBounced } from './mail.runtime';
export { type NewMail, type QueuedMail, queueMail } from './mail.service';

/** Spelling, then the domain's MX record (the offline answer when DNS cannot be asked). */
export function checkEmailAddress(email: string) {
  return addressChecker().check(email);
}
