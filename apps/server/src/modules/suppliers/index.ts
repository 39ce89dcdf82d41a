import type { FastifyInstance } from 'fastify';
import { registerDocumentSource } from '../documents';
import { supplierRoutes } from './suppliers.routes';
import { supplierRefs } from './suppliers.service';

export async function suppliersModule(app: FastifyInstance) {
  await supplierRoutes(app);
  // "Supplier - name account" (spec 2 section 3).
  registerDocumentSource('Supplier', {
    visibleToTechDefault: false,
    async displayNames(db, ids) {
      const refs = await supplierRefs(db, ids);
      return new Map(
        [...refs.values()].map((s) => [s.id, `Supplier - ${s.name} ${s.accountNumber ?? ''}`.trimEnd()]),
      );
    },
    related: async () => [],
  });
}

export { getSupplier, supplierRefs } from './suppliers.service';
export { suppliers } from './suppliers.table';
