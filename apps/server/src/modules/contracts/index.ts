import type { FastifyInstance } from 'fastify';

/** Service agreements and rental contracts (issue 19): the contract record and what hangs on it. */
export async function contractsModule(_app: FastifyInstance) {}

export * from './contracts.table';
