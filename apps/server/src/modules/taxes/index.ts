import type { FastifyInstance } from 'fastify';

export async function taxesModule(_app: FastifyInstance) {}
