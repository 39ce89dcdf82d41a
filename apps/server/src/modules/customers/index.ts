import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { registerCustomFieldRecords } from '../custom-fields';
import { registerDocumentSource } from '../documents';
import { alertRoutes } from './alerts.routes';
import { customerDocumentSource } from './customers.documents';
import { registerCustomerMergeTags } from './customers.merge-tags';
import { customerExists } from './customers.read';
import { activeRates } from './customers.repository';
import { customerRoutes } from './customers.routes';
import { referenceRoutes } from './reference.routes';
import { listCurrencies, listStatuses, listTypes } from './reference.service';

// Filled as this module loads (app.ts imports every module before the demo loader or any request runs).
registerCustomFieldRecords('customer', customerExists);
registerCustomerMergeTags();

export async function customersModule(app: FastifyInstance) {
  await customerRoutes(app);
  await alertRoutes(app);
  await referenceRoutes(app);
  registerDocumentSource('Customer', customerDocumentSource);
  const named = (rows: { id: number; name: string }[]) => rows.map((r) => ({ id: r.id, name: r.name }));
  registerLookup('customerstatus', 'signedIn', async (db) => named(await listStatuses(db, true)));
  registerLookup('customertypes', 'signedIn', async (db) => named(await listTypes(db, true)));
  registerLookup('currencies', 'signedIn', async (db) => {
    const list = await listCurrencies(db, true);
    const rates = await activeRates(
      db,
      list.map((c) => c.id),
    );
    return list.map((c) => ({
      id: c.id,
      name: c.name,
      abbreviation: c.abbreviation,
      symbol: c.symbol,
      isAltCurrency: c.isAltCurrency,
      rate: rates.get(c.id) ?? null,
    }));
  });
}

export { customerExists, getCustomer, getCustomerRefs } from './customers.read';
export { activeRates, customerName } from './customers.repository';
export { createCustomerRecord, type WriteContext } from './customers.service';
export {
  currencies,
  currencyRates,
  customerAlerts,
  customerStatuses,
  customers,
  customerTypes,
} from './customers.table';
export { type CustomerRelated, registerCustomerRelated } from './related';
