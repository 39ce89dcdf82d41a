import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { setTaxScheduleProvider } from '../locations';
import { matchTaxSchedule } from './taxes.jurisdiction';
import { taxRoutes } from './taxes.routes';
import { listSchedules, scheduleRefs } from './taxes.service';

export async function taxesModule(app: FastifyInstance) {
  await taxRoutes(app);
  // Locations (records layer) name a location's schedule and match a new address through this.
  setTaxScheduleProvider({ refs: scheduleRefs, match: matchTaxSchedule });
  // Every screen with a tax schedule selector (invoices, bills, locations) reads this.
  registerLookup('taxschedules', 'signedIn', async (db) =>
    (await listSchedules(db, { active: true })).map((s) => ({
      id: s.id,
      name: s.name,
      authorities: s.authorities.map((a) => ({ id: a.id, name: a.name, rate: a.rate })),
    })),
  );
}

export { type AddressForTax, matchTaxSchedule, normalizePostalCode } from './taxes.jurisdiction';
export {
  computeTax,
  getScheduleWithAuthorities,
  listAuthorities,
  listSchedules,
  percentText,
  scheduleRefs,
  type TaxByAuthority,
  taxCalculator,
} from './taxes.service';
export { taxAuthorities, taxScheduleAuthorities, taxSchedules } from './taxes.table';
