import type { FastifyInstance } from 'fastify';

export async function lineItemsModule(_app: FastifyInstance) {}

export {
  type LineItemOwner,
  type LineItemOwnerInfo,
  type LineItemOwnerKind,
  lineItemOwner,
  registerLineItemOwner,
} from './line-items.owners';
export * from './line-items.table';
