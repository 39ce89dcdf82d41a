import { DocumentType } from '@fieldline/contracts/documents/documents.contract';
import { asc, eq, inArray } from 'drizzle-orm';
import { customers } from '../modules/customers/customers.table';
import { insertDocument, insertLinks } from '../modules/documents';
import { users } from '../modules/identity';
import { locations } from '../modules/locations/locations.table';
import type { Db } from '../platform/db/database';
import type { FileStorage } from '../platform/files';

const agreement = (customer: string) =>
  [
    `Preventive maintenance agreement: ${customer}`,
    '',
    'Term: 12 months from signature, renewing yearly.',
    'Visits: spring (cooling) and fall (heating) inspections of every listed unit.',
    'Response: emergency calls within 4 hours, 24/7.',
    'Pricing: labor at the contract rate; parts at list less 10%.',
    '',
    'Signed on behalf of the customer and Summit Mechanical & Electric.',
  ].join('\n');

const siteNotes = [
  'Site access',
  '',
  'Check in at the front desk; ask for facilities.',
  'Rooftop units: ladder in the east stairwell, key on the facilities ring.',
  'Electrical room B is locked after 6 pm.',
].join('\n');

/**
 * A few documents on the first demo customers and their first locations: links always, and small text
 * files when a storage adapter is given (they are written through it, like uploads).
 */
export async function seedDocuments(db: Db, files?: FileStorage): Promise<void> {
  const firstCustomers = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .orderBy(asc(customers.id))
    .limit(3);
  if (firstCustomers.length === 0) return;
  const locationRows = await db
    .select({ id: locations.id, customerId: locations.customerId })
    .from(locations)
    .where(
      inArray(
        locations.customerId,
        firstCustomers.map((c) => c.id),
      ),
    )
    .orderBy(asc(locations.id));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
  const by = admin?.id ?? null;

  for (const [i, c] of firstCustomers.entries()) {
    const location = locationRows.find((l) => l.customerId === c.id);
    const add = async (
      doc: { name: string; fileName: string; description: string; visibleToTech: boolean; text?: string },
      links: { kind: 'Customer' | 'Location'; id: number }[],
    ) => {
      const stored = doc.text && files ? await files.put(Buffer.from(doc.text), 'txt') : null;
      if (doc.text && !stored) return;
      const row = await insertDocument(db, {
        name: doc.name,
        fileName: doc.fileName,
        description: doc.description,
        visibleToTech: doc.visibleToTech,
        documentType: stored ? DocumentType.File : DocumentType.Link,
        extension: stored ? 'txt' : null,
        storageKey: stored?.key ?? null,
        sizeBytes: stored?.size ?? null,
        createdBy: by,
        modifiedBy: by,
      });
      await insertLinks(db, row.id, links);
    };
    await add(
      {
        name: 'Maintenance agreement.txt',
        fileName: 'Maintenance agreement.txt',
        description: 'Signed preventive maintenance agreement',
        visibleToTech: false,
        text: agreement(c.name),
      },
      [{ kind: 'Customer', id: c.id }],
    );
    if (i === 0) {
      await add(
        {
          name: 'Carrier warranty lookup',
          fileName: 'https://www.carrier.com/residential/en/us/warranty-lookup/',
          description: 'Manufacturer warranty portal for the rooftop units',
          visibleToTech: true,
        },
        [
          { kind: 'Customer', id: c.id },
          ...(location ? [{ kind: 'Location' as const, id: location.id }] : []),
        ],
      );
    }
    if (location) {
      await add(
        {
          name: 'Site access.txt',
          fileName: 'Site access.txt',
          description: 'Check-in, roof access and locked rooms',
          visibleToTech: true,
          text: siteNotes,
        },
        [{ kind: 'Location', id: location.id }],
      );
    }
  }
}
