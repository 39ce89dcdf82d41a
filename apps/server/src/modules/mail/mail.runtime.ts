import type { MailConfig } from '../../config';
import { AddressChecker, type MailTransport } from '../../integrations/mail';
import type { Database, Db } from '../../platform/db/database';
import type { Queue } from '../../platform/queue';

/** What the mail functions need from the running app; set when the module is registered (index.ts). */
export interface MailRuntime {
  config: MailConfig;
  database: Database;
  queue: Queue;
  transport: MailTransport;
  checker: AddressChecker;
}

let current: MailRuntime | null = null;

export function setMailRuntime(runtime: MailRuntime | null): void {
  current = runtime;
}

export function mailRuntime(): MailRuntime {
  if (!current) throw new Error('The mail module is not registered.');
  return current;
}

/** The address check works before (or without) the module: the system's DNS, as configured. */
let fallbackChecker: AddressChecker | null = null;
export function addressChecker(): AddressChecker {
  if (current) return current.checker;
  fallbackChecker ??= AddressChecker.fromServers(undefined);
  return fallbackChecker;
}

/** Told of addresses a mail server refused for good, so their owners can mark them (contacts register). */
export type BounceListener = (db: Db, addresses: string[]) => Promise<void>;
const bounceListeners: BounceListener[] = [];

export function onMailBounced(listener: BounceListener): void {
  bounceListeners.push(listener);
}

export async function reportBounced(db: Db, addresses: string[]): Promise<void> {
  if (addresses.length === 0) return;
  for (const listener of bounceListeners) await listener(db, addresses);
}
