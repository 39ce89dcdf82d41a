import type { FastifyInstance } from 'fastify';

/** Asset depreciation schedules and their postings to the ledger (issue 19). */
export async function assetDepreciationModule(_app: FastifyInstance) {}
