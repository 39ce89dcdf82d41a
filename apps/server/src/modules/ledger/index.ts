import type { FastifyInstance } from 'fastify';

export async function ledgerModule(_app: FastifyInstance) {}

export {
  accountForRole,
  accountsForRoles,
  defaultCompanyId,
  ensureCalendarFor,
  ensureChart,
  findAccountForRole,
  openPeriodFor,
  type PostingInput,
  type PostingLine,
  postEntry,
  reverseEntry,
} from './ledger.posting';
