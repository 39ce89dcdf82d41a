import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { registerDocumentSource } from '../documents';
import { catalogRoutes } from './catalog.routes';
import { listCategories, listItemLines, listItemTypes } from './catalog.service';
import { itemDocumentSource } from './items.documents';
import { itemRoutes } from './items.routes';
import { searchManufacturers } from './manufacturers.service';

export async function itemsModule(app: FastifyInstance) {
  await itemRoutes(app);
  await catalogRoutes(app);
  registerDocumentSource('Item', itemDocumentSource);
  const named = (rows: { id: number; name: string }[]) => rows.map((r) => ({ id: r.id, name: r.name }));
  registerLookup('itemcategories', 'signedIn', async (db) => named(await listCategories(db, true)));
  registerLookup('itemtypes', 'signedIn', async (db) =>
    (await listItemTypes(db)).map((t) => ({ id: t.id, name: t.name, isStocked: t.isStocked })),
  );
  registerLookup('itemmanufacturers', 'signedIn', async (db) =>
    named((await searchManufacturers(db, { isActive: true, offset: 0, limit: 10000 })).data),
  );
  registerLookup('itemlines', 'signedIn', async (db) =>
    (await listItemLines(db, { isActive: true })).map((l) => ({ id: l.id, name: l.name, group: l.group })),
  );
}

export { isValidQuantity, quantityScaleOf } from '@fieldline/contracts/items/items.contract';
export { listAlternates } from './alternates.service';
export { itemSummaries } from './items.summaries';
export { priceItem } from './pricing.service';
