import type { FastifyInstance } from 'fastify';
import { registerLineItemOwner } from '../line-items';
import { bidLineItemOwner } from './bids.owner';

export async function bidsModule(_app: FastifyInstance) {
  registerLineItemOwner('Bid', bidLineItemOwner);
}

export * from './bids.table';
