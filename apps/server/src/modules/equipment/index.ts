import type { FastifyInstance } from 'fastify';

export async function equipmentModule(_app: FastifyInstance) {}

export * from './equipment.table';
