import { companies, offices } from '../modules/organization';
import type { Db } from '../platform/db/database';

export async function seedOrganization(db: Db) {
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Summit Mechanical & Electric',
      legalName: 'Summit Mechanical & Electric, LLC',
      phone: '303-555-0100',
      email: 'office@summit-mech.example',
      currencyCode: 'USD',
      timezone: 'America/Denver',
    })
    .returning();
  const rows = await db
    .insert(offices)
    .values([
      {
        companyId: company.id,
        name: 'Denver',
        code: 'DEN',
        address1: '4550 Brighton Blvd',
        city: 'Denver',
        state: 'CO',
        postalCode: '80216',
        phoneNumber: '303-555-0100',
        timezone: 'America/Denver',
      },
      {
        companyId: company.id,
        name: 'Colorado Springs',
        code: 'COS',
        address1: '1250 Garden of the Gods Rd',
        address2: 'Suite 120',
        city: 'Colorado Springs',
        state: 'CO',
        postalCode: '80907',
        phoneNumber: '719-555-0140',
        timezone: 'America/Denver',
      },
    ])
    .returning();
  return { company, denver: rows[0], springs: rows[1] };
}
