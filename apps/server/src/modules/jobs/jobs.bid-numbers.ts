import type { Db } from '../../platform/db/database';

export type BidNumberReader = (db: Db, bidId: number) => Promise<string | null>;

/**
 * Bids sit above jobs (a bid converts into a job): the bids module fills this as it loads, so a job
 * shows the number of the bid it came from without jobs importing bids.
 */
let reader: BidNumberReader | null = null;

export function setBidNumberReader(read: BidNumberReader): void {
  reader = read;
}

export const bidNumberOf: BidNumberReader = async (db, bidId) => {
  if (!reader) throw new Error('jobs: no bid number reader registered (the bids module is not loaded)');
  return reader(db, bidId);
};
