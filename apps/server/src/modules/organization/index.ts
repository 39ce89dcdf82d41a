import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { organizationRoutes } from './organization.routes';
import { listCompanies, listOffices } from './organization.service';
import { departments, divisions } from './organization.table';

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
  // Spec 1 §7.15 cache names; the employee form picks from them.
  registerLookup('division', 'signedIn', async (db) =>
    (
      await db
        .select()
        .from(divisions)
        .where(eq(divisions.isActive, true))
        .orderBy(asc(divisions.sort), asc(divisions.name))
    ).map((d) => ({ id: d.id, name: d.name })),
  );
  registerLookup('departments', 'signedIn', async (db) =>
    (
      await db
        .select()
        .from(departments)
        .where(eq(departments.isActive, true))
        .orderBy(asc(departments.sort), asc(departments.name))
    ).map((d) => ({ id: d.id, name: d.name })),
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
export { companyDaySql, companyTimezone, companyTimezoneSql, companyToday } from './organization.time';
