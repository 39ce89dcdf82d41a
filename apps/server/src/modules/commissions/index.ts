import type { FastifyInstance } from 'fastify';
import { setInvoiceCommissionsRecompute } from '../invoices';
import { recomputeInvoiceCommissions } from './commissions.earning';
import { commissionRoutes } from './commissions.routes';

// Filled as this module loads (app.ts imports every module before the demo loader or any request runs): the
// invoice and payment services recompute an invoice's commissions through it, in their own transaction.
setInvoiceCommissionsRecompute(recomputeInvoiceCommissions);

export async function commissionsModule(app: FastifyInstance) {
  await commissionRoutes(app);
}

export { recomputeInvoiceCommissions } from './commissions.earning';
export { commissionReport } from './commissions.report';
export { createRule } from './commissions.rules';
export { commissionEntries, commissionRules } from './commissions.table';
