import type { FastifyInstance } from 'fastify';

export async function budgetsModule(_app: FastifyInstance) {}
