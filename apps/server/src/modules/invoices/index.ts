import type { FastifyInstance } from 'fastify';

export async function invoicesModule(_app: FastifyInstance) {}
