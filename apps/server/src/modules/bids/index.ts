import type { FastifyInstance } from 'fastify';
import { registerDocumentSource } from '../documents';
import { setBidNumberReader } from '../jobs';
import { registerLineItemOwner } from '../line-items';
import { bidNumberOf } from './bids.conversion';
import { registerBidMergeTags } from './bids.merge-tags';
import { bidLineItemOwner } from './bids.owner';
import { bidProposalRoutes } from './bids.proposals.routes';
import { bidRoutes } from './bids.routes';
import { bidNames } from './bids.service';

// Set as this module loads (app.ts imports every module before the demo loader or any request runs).
setBidNumberReader(bidNumberOf);
registerBidMergeTags();

export async function bidsModule(app: FastifyInstance) {
  registerLineItemOwner('Bid', bidLineItemOwner);
  await bidRoutes(app);
  await bidProposalRoutes(app);
  // "Pending Job - name" (spec 2 section 3); its documents tab also shows its customer's and location's.
  registerDocumentSource('PendingJob', {
    visibleToTechDefault: false,
    async displayNames(db, ids) {
      const rows = await bidNames(db, ids);
      return new Map([...rows].map(([id, b]) => [id, `Pending Job - ${b.name}`]));
    },
    async related(db, id) {
      const bid = (await bidNames(db, [id])).get(id);
      return bid
        ? [
            { kind: 'Customer', id: bid.customerId },
            { kind: 'Location', id: bid.locationId },
          ]
        : [];
    },
  });
}

export { listBidContacts } from './bids.contacts';
export { bidNumberOf, getBidForConversion, markBidConverted } from './bids.conversion';
export { recordProposalEmailed } from './bids.proposals';
export { bidRecord, getBid } from './bids.service';
export * from './bids.table';
