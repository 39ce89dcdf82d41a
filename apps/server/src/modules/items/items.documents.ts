import { asc, inArray } from 'drizzle-orm';
import type { DocumentSource } from '../documents';
import { items } from './items.table';

/** Items as records documents link to: "Item - name description" (spec 2 section 3). */
export const itemDocumentSource: DocumentSource = {
  visibleToTechDefault: true,
  async displayNames(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: items.id, name: items.name, description: items.description })
      .from(items)
      .where(inArray(items.id, ids))
      .orderBy(asc(items.id));
    return new Map(rows.map((r) => [r.id, `Item - ${r.name} ${r.description}`.trimEnd()]));
  },
  related: async () => [],
};
