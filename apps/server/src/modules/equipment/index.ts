import type { FastifyInstance } from 'fastify';
import { registerCustomFieldRecords } from '../custom-fields';
import { registerDocumentSource } from '../documents';
import { equipmentExists, equipmentSummaries } from './equipment.read';
import { equipmentRoutes } from './equipment.routes';
import { equipmentPartRoutes } from './equipment-parts.routes';
import { recommendationRoutes } from './recommendations.routes';

// Filled as this module loads (app.ts imports every module before the demo loader or any request runs).
registerCustomFieldRecords('equipment', equipmentExists);

export async function equipmentModule(app: FastifyInstance) {
  await equipmentRoutes(app);
  await equipmentPartRoutes(app);
  await recommendationRoutes(app);
  // "Equipment - name serial" (spec 2 section 3); its documents tab also shows its location's.
  registerDocumentSource('Equipment', {
    visibleToTechDefault: true,
    async displayNames(db, ids) {
      const units = await equipmentSummaries(db, ids);
      return new Map(
        [...units.values()].map((u) => [u.id, `Equipment - ${u.name} ${u.serialNumber ?? ''}`.trimEnd()]),
      );
    },
    async related(db, id) {
      const unit = (await equipmentSummaries(db, [id])).get(id);
      return unit ? [{ kind: 'Location' as const, id: unit.locationId }] : [];
    },
  });
}

export { equipmentWithMetrics, recordMetricReading } from './equipment.metrics';
export { equipmentAtLocation, equipmentExists, equipmentSummaries, getEquipment } from './equipment.read';
export { createEquipment, type EquipmentWriteContext } from './equipment.service';
export * from './equipment.table';
export { setWorkRecordLoader, type WorkRecordLoader } from './equipment.work-records';
export {
  createRecommendation,
  listRecommendations,
  type RecommendationInput,
} from './recommendations.service';
