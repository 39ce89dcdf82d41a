import { inArray } from 'drizzle-orm';
import type { DocumentSource } from '../documents';
import { assets } from './assets.table';

/** Assets as records documents link to: "Asset - name serial" (spec 2 section 3). */
export const assetDocumentSource: DocumentSource = {
  visibleToTechDefault: false,
  async displayNames(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: assets.id, name: assets.name, serial: assets.serialNumber })
      .from(assets)
      .where(inArray(assets.id, ids));
    return new Map(rows.map((r) => [r.id, `Asset - ${r.name} ${r.serial ?? ''}`.trim()]));
  },
  async related() {
    return [];
  },
};
