import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { registerLookup } from '../../platform/lookups';
import { KINDS } from './custom-fields.kinds';
import { findFields } from './custom-fields.repository';
import { customFieldRoutes } from './custom-fields.routes';

/** Custom fields of customers, equipment and opportunities: one service, routes registered per kind. */
export async function customFieldsModule(app: FastifyInstance) {
  await customFieldRoutes(app, KINDS);
  registerLookup('opportunitiescustomfield', { permission: Permission.Opportunities, level: 1 }, async (db) =>
    (await findFields(db, 'opportunity', { isArchived: false })).map(({ field, group }) => ({
      id: field.id,
      name: field.name,
      type: field.typeId,
      groupId: group?.id ?? null,
      groupName: group?.name ?? null,
    })),
  );
}

export { kindConfig, registerCustomFieldRecords } from './custom-fields.kinds';
export { loadFields } from './fields.service';
export { listProperties } from './properties.service';
