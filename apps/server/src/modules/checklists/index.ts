import type { FastifyInstance } from 'fastify';

export async function checklistsModule(_app: FastifyInstance) {}

export * from './checklists.table';
