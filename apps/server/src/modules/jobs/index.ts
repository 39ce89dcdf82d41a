import type { FastifyInstance } from 'fastify';
import { registerLineItemOwner } from '../line-items';
import { jobLineItemOwner } from './jobs.owner';

export async function jobsModule(_app: FastifyInstance) {
  registerLineItemOwner('Job', jobLineItemOwner);
}

export * from './jobs.table';
