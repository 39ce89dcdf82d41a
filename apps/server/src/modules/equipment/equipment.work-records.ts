import type { Db } from '../../platform/db/database';

export type WorkRecordKind = 'Job' | 'Bid';

/** What recommendations need of a job or a pending job (bid): whose it is. */
export interface WorkRecord {
  customerId: number;
}

export type WorkRecordLoader = (db: Db, kind: WorkRecordKind, id: number) => Promise<WorkRecord | null>;

/**
 * Jobs and bids sit above equipment. The line-items module, which knows them as line-item owners, fills
 * this as it loads, so equipment never imports the work modules.
 */
let loader: WorkRecordLoader | null = null;

export function setWorkRecordLoader(load: WorkRecordLoader): void {
  loader = load;
}

/** The job or bid, or null when there is none (or no work module is loaded). */
export async function workRecord(db: Db, kind: WorkRecordKind, id: number): Promise<WorkRecord | null> {
  return loader ? loader(db, kind, id) : null;
}
