import type { FastifyInstance } from 'fastify';
import { registerEntryDocument } from '../ledger';
import { describeBankEntry } from './banking.gl';
import { bankingMatchRoutes } from './banking.match.routes';
import { reconciliationRoutes } from './banking.reconcile.routes';
import { bankingRoutes } from './banking.routes';

/**
 * The bank side of the books (issue 21): bank transactions from statement files, matching to the
 * books, reconciliation; bank feeds and payment uploads to come. docs/banking.md.
 */
export async function bankingModule(app: FastifyInstance) {
  await bankingRoutes(app);
  await bankingMatchRoutes(app);
  await reconciliationRoutes(app);
  registerEntryDocument(['BankEntry'], describeBankEntry);
}

export { suggestionsFor } from './banking.candidates';
export { DEMO_STATEMENTS_KEY, demoStatementOfx } from './banking.demo-statement';
export { applyToInvoices, confirmBest, createWithGl } from './banking.gl';
export { importStatementText } from './banking.import';
export { matchOf, suggestionsOf } from './banking.inbox';
export { autoMatch, matchTransactions, setExcluded, unmatchTransaction } from './banking.match';
export { toTransaction } from './banking.read';
export * from './banking.table';
