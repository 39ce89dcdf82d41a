import { Permission } from '@fieldline/contracts/common/permissions';
import {
  CUSTOM_FIELD_TYPES,
  createCustomFieldBodySchema,
  createGroupBodySchema,
  customFieldGroupSchema,
  customFieldListQuerySchema,
  customFieldSchema,
  customFieldTypeSchema,
  groupSortOrderBodySchema,
  propertiesPatchSchema,
  propertySchema,
  requiredFieldSchema,
  requiredFieldsPatchSchema,
  updateCustomFieldBodySchema,
  updateGroupBodySchema,
} from '@fieldline/contracts/custom-fields/custom-fields.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import type { KindConfig } from './custom-fields.kinds';
import * as fields from './fields.service';
import * as groups from './groups.service';
import * as properties from './properties.service';

/** Defining fields, groups and required flags is administration. */
const define: Access = { permission: Permission.Settings, level: 2 };
const fieldsQuery = z.object({ fields: z.string().optional() });

/** The definition calls of one kind: /v1/{prefix}-fields, -field-groups, -field-types, -requiredfields. */
function definitionRoutes(app: FastifyInstance, k: KindConfig) {
  const read: Access = { permission: k.permission, level: 1 };
  const tags = [`${k.prefix} custom fields`];
  const base = `/v1/${k.prefix}-fields`;
  const groupBase = `/v1/${k.prefix}-field-groups`;

  route(app, {
    method: 'GET',
    url: base,
    access: read,
    tags,
    query: customFieldListQuerySchema,
    response: z.array(customFieldSchema),
    handler: ({ db, query }) => fields.listFields(db, k.kind, query),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    access: read,
    tags,
    params: idParams,
    query: fieldsQuery,
    response: customFieldSchema,
    handler: ({ db, params }) => fields.getField(db, k.kind, params.id),
  });
  route(app, {
    method: 'POST',
    url: base,
    access: define,
    tags,
    status: 201,
    body: createCustomFieldBodySchema,
    response: customFieldSchema,
    handler: (ctx) => fields.createField(ctx, k.kind),
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:id`,
    access: define,
    tags,
    params: idParams,
    body: updateCustomFieldBodySchema,
    response: customFieldSchema,
    handler: (ctx) => fields.updateField(ctx, k.kind),
  });
  route(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    access: define,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => fields.deleteField(ctx, k.kind),
  });

  route(app, {
    method: 'GET',
    url: groupBase,
    access: read,
    tags,
    query: fieldsQuery,
    response: z.array(customFieldGroupSchema),
    handler: ({ db }) => groups.listGroups(db, k.kind),
  });
  route(app, {
    method: 'GET',
    url: `${groupBase}/:id`,
    access: read,
    tags,
    params: idParams,
    query: fieldsQuery,
    response: customFieldGroupSchema,
    handler: ({ db, params }) => groups.getGroup(db, k.kind, params.id),
  });
  route(app, {
    method: 'POST',
    url: groupBase,
    access: define,
    tags,
    status: 201,
    body: createGroupBodySchema,
    response: customFieldGroupSchema,
    handler: (ctx) => groups.createGroup(ctx, k.kind),
  });
  route(app, {
    method: 'PATCH',
    url: `${groupBase}/sort-order`,
    access: define,
    tags,
    body: groupSortOrderBodySchema,
    response: z.array(customFieldGroupSchema),
    handler: (ctx) => groups.sortGroups(ctx, k.kind),
  });
  route(app, {
    method: 'PATCH',
    url: `${groupBase}/:id`,
    access: define,
    tags,
    params: idParams,
    body: updateGroupBodySchema,
    response: customFieldGroupSchema,
    handler: (ctx) => groups.updateGroup(ctx, k.kind),
  });
  route(app, {
    method: 'DELETE',
    url: `${groupBase}/:id`,
    access: define,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => groups.deleteGroup(ctx, k.kind),
  });

  route(app, {
    method: 'GET',
    url: `/v1/${k.prefix}-field-types`,
    access: read,
    tags,
    response: z.array(customFieldTypeSchema),
    handler: async () => CUSTOM_FIELD_TYPES.map((t) => ({ id: t.id, name: t.name, column: t.column })),
  });
  route(app, {
    method: 'GET',
    url: `/v1/${k.prefix}-requiredfields`,
    access: read,
    tags,
    response: z.array(requiredFieldSchema),
    handler: ({ db }) => fields.listRequired(db, k.kind),
  });
  route(app, {
    method: 'PATCH',
    url: `/v1/${k.prefix}-requiredfields`,
    access: define,
    tags,
    body: requiredFieldsPatchSchema,
    response: z.array(requiredFieldSchema),
    handler: (ctx) => fields.patchRequired(ctx, k.kind),
  });
}

/** A record's values: /v1/{records}/:id/properties. */
function propertyRoutes(app: FastifyInstance, k: KindConfig) {
  const tags = [`${k.prefix} custom fields`];
  const url = `/v1/${k.records}/:id/properties`;
  route(app, {
    method: 'GET',
    url,
    access: { permission: k.permission, level: 1 },
    tags,
    params: idParams,
    query: fieldsQuery,
    response: z.array(propertySchema),
    handler: ({ db, params }) => properties.listProperties(db, k, params.id),
  });
  route(app, {
    method: 'PATCH',
    url,
    access: { permission: k.permission, level: 2 },
    tags,
    params: idParams,
    body: propertiesPatchSchema,
    response: z.array(propertySchema),
    handler: (ctx) => properties.patchProperties(ctx, k),
  });
}

export async function customFieldRoutes(app: FastifyInstance, kinds: KindConfig[]) {
  for (const k of kinds) {
    definitionRoutes(app, k);
    propertyRoutes(app, k);
  }
}
