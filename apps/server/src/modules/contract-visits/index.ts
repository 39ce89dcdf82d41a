import type { FastifyInstance } from 'fastify';

/** A contract's visit schedule and the visits generated from it into jobs (issue 19). */
export async function contractVisitsModule(_app: FastifyInstance) {}
