import type { FastifyInstance } from 'fastify';

export async function vendorBillsModule(_app: FastifyInstance) {}
