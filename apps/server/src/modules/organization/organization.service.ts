import type { Company, Office } from '@fieldline/contracts/organization/organization.contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { auditOut } from '../../platform/db/columns';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { companies, offices } from './organization.table';

const toCompany = (r: typeof companies.$inferSelect): Company => ({
  id: r.id,
  name: r.name,
  legalName: r.legalName,
  phone: r.phone,
  email: r.email,
  currencyCode: r.currencyCode,
  timezone: r.timezone,
  isActive: r.isActive,
  ...auditOut(r),
});

const toOffice = (r: typeof offices.$inferSelect): Office => ({
  id: r.id,
  companyId: r.companyId,
  name: r.name,
  code: r.code,
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  postalCode: r.postalCode,
  phoneNumber: r.phoneNumber,
  timezone: r.timezone,
  isActive: r.isActive,
  ...auditOut(r),
});

export async function listCompanies(db: Db): Promise<Company[]> {
  return (await db.select().from(companies).orderBy(asc(companies.name))).map(toCompany);
}

export async function getCompany(db: Db, id: number): Promise<Company> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound('company');
  return toCompany(row);
}

export async function listOffices(
  db: Db,
  filter: { companyId?: number; isActive?: boolean; ids?: number[] } = {},
) {
  const rows = await db
    .select()
    .from(offices)
    .where(
      and(
        filter.ids ? inArray(offices.id, filter.ids) : undefined,
        filter.companyId ? eq(offices.companyId, filter.companyId) : undefined,
        filter.isActive === undefined ? undefined : eq(offices.isActive, filter.isActive),
      ),
    )
    .orderBy(asc(offices.name));
  return rows.map(toOffice);
}

export async function getOffice(db: Db, id: number): Promise<Office> {
  const [row] = await db.select().from(offices).where(eq(offices.id, id));
  if (!row) throw notFound('office');
  return toOffice(row);
}
