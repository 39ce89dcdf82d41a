import type { FastifyInstance } from 'fastify';

/** Company assets (issue 19): asset records, groups, types, statuses, transfers and metrics. */
export async function assetsModule(_app: FastifyInstance) {}

export * from './assets.table';
