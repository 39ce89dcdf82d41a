import type { FastifyInstance } from 'fastify';
import { bankingRoutes } from './banking.routes';

/**
 * The bank side of the books (issue 21): bank transactions from statement files so far; matching,
 * reconciliation, bank feeds and payment uploads to come. docs/banking.md.
 */
export async function bankingModule(app: FastifyInstance) {
  await bankingRoutes(app);
}

export * from './banking.table';
