import type { FastifyInstance } from 'fastify';
import { generalLedgerRoutes } from './ledger.gl.routes';
import { openDateRoutes } from './ledger.open-date';
import { chartRoutes } from './ledger.routes';

export async function ledgerModule(app: FastifyInstance) {
  await chartRoutes(app);
  await generalLedgerRoutes(app);
  await openDateRoutes(app);
}

export {
  checksum as chartChecksum,
  fullChart,
  getAccount,
  lookup as accountLookup,
  searchAccounts,
} from './ledger.accounts';
export { getPeriodData, periodInfo } from './ledger.calendar';
export {
  type AccountRef,
  assertCashAccount,
  assertPostableAccounts,
  NOT_A_CASH_ACCOUNT,
} from './ledger.control';
export { type EntryDocument, registerEntryDocument } from './ledger.entry-owners';
export { getEntry, searchTransactions } from './ledger.journal';
export {
  assertNotBefore,
  type DocumentReversal,
  dateBeforeMessage,
  firstOpenDateOnOrAfter,
  type PostingDate,
  postingDateFor,
  postingDateSchema,
  reverseDocumentEntry,
} from './ledger.open-date';
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
export { postEntries } from './ledger.posting-batch';
