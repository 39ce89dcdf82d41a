import type { FastifyInstance } from 'fastify';

export async function tasksModule(_app: FastifyInstance) {}

export * from './tasks.table';
