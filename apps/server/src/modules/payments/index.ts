import type { FastifyInstance } from 'fastify';

export async function paymentsModule(_app: FastifyInstance) {}
