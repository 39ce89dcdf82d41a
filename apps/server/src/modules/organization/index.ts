import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { organizationRoutes } from './organization.routes';
import { listCompanies, listOffices } from './organization.service';

export async function organizationModule(app: FastifyInstance) {
  await organizationRoutes(app);
  registerLookup('offices', 'signedIn', async (db) =>
    (await listOffices(db, { isActive: true })).map((o) => ({
      id: o.id,
      name: o.name,
      companyId: o.companyId,
    })),
  );
  registerLookup('companies', 'signedIn', async (db) =>
    (await listCompanies(db)).map((c) => ({ id: c.id, name: c.name })),
  );
}

export {
  createModifier,
  getModifier,
  listModifiers,
  type ModifierInput,
  type ModifierKind,
  type ModifierRow,
  modifiersFingerprintSql,
  searchModifiers,
  updateModifier,
} from './organization.modifiers';
export { departmentRefs, listDepartments, officeRefs } from './organization.refs';
export { getCompany, getOffice, listCompanies, listOffices } from './organization.service';
export { companies, offices } from './organization.table';
export { companyDaySql, companyTimezoneSql, companyToday } from './organization.time';
