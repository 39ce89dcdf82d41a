import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { registerDocumentSource } from '../documents';
import { registerLineItemOwner } from '../line-items';
import { contractDocumentSource } from './contracts.documents';
import { contractLineItemOwner } from './contracts.owner';
import { contractProposalRoutes } from './contracts.proposals.routes';
import { contractRoutes } from './contracts.routes';
import { listStatuses, listTypes } from './contracts.service';

/** Service agreements and rental contracts (issue 19): the contract record. */
export async function contractsModule(app: FastifyInstance) {
  registerLineItemOwner('Contract', contractLineItemOwner);
  registerDocumentSource('Contract', contractDocumentSource);
  await contractRoutes(app);
  await contractProposalRoutes(app);
  registerLookup('contracttypes', 'signedIn', async (db) =>
    (await listTypes(db))
      .filter((t) => t.isActive)
      .map((t) => ({ id: t.id, name: t.name, isRental: t.isRental })),
  );
  registerLookup('contractstatus', 'signedIn', async (db) =>
    (await listStatuses(db))
      .filter((s) => s.isActive)
      .map((s) => ({ id: s.id, name: s.name, statusType: s.statusType })),
  );
}

export { addSentRecord, contractProposal } from './contracts.proposals';
export { getContract, searchContracts } from './contracts.read';
export { contractsFull, contractsRead } from './contracts.routes';
export * from './contracts.table';
