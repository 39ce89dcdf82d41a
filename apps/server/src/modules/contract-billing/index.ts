import type { FastifyInstance } from 'fastify';

/** Recurring contract and rental invoices, deferred revenue and its recognition (issue 19). */
export async function contractBillingModule(_app: FastifyInstance) {}
