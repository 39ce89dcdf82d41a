import {
  checklistDefinitionQuerySchema,
  checklistDefinitionSchema,
  checklistSchema,
  createChecklistBodySchema,
  createChecklistDefinitionBodySchema,
  updateChecklistBodySchema,
  updateChecklistDefinitionBodySchema,
  type WorkOwnerKind,
} from '@fieldline/contracts/checklists/checklists.contract';
import { Permission, type PermissionId } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden } from '../../platform/errors';
import { type Access, idParams, type OwnAccess, route } from '../../platform/http/route';
import { lineItemOwner } from '../line-items';
import * as service from './checklists.service';

const tags = ['checklists'];
const positive = z.coerce.number().check(z.int32()).positive();
const itemParams = z.object({ id: positive, cid: positive });

/**
 * Bids' checklists need the Bids permission, jobs' the Jobs one (like their line items). Jobs also let
 * a technician fill in checklists on their assigned jobs (ownPermission).
 */
const OWNERS: {
  kind: WorkOwnerKind;
  base: string;
  permission: PermissionId;
  ownPermission?: PermissionId;
}[] = [
  { kind: 'Bid', base: 'bids', permission: Permission.Bids },
  { kind: 'Job', base: 'jobs', permission: Permission.Jobs, ownPermission: Permission.OwnJobWork },
];

/** The owner's own-work check is looked up per request: jobs register as owners after these routes mount. */
function ownWork(kind: WorkOwnerKind, permission: PermissionId | undefined): OwnAccess | undefined {
  if (!permission) return undefined;
  return {
    permission,
    level: 2,
    async check(db, userId, params) {
      const own = lineItemOwner(kind)?.ownWork;
      if (!own) throw forbidden();
      await own.check(db, userId, params);
    },
  };
}

export async function checklistRoutes(app: FastifyInstance) {
  const read = { permission: Permission.Checklists, level: 1 } as const;
  const full = { permission: Permission.Checklists, level: 2 } as const;
  route(app, {
    method: 'GET',
    url: '/v1/checklistdefinitions',
    access: read,
    tags,
    query: checklistDefinitionQuerySchema,
    response: z.array(checklistDefinitionSchema),
    handler: ({ db, query }) => service.listDefinitions(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/checklistdefinitions/:id',
    access: read,
    tags,
    params: idParams,
    response: checklistDefinitionSchema,
    handler: ({ db, params }) => service.getDefinition(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/checklistdefinitions',
    access: full,
    tags,
    status: 201,
    body: createChecklistDefinitionBodySchema,
    response: checklistDefinitionSchema,
    handler: (ctx) => service.createDefinition(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/checklistdefinitions/:id',
    access: full,
    tags,
    params: idParams,
    body: updateChecklistDefinitionBodySchema,
    response: checklistDefinitionSchema,
    handler: (ctx) => service.updateDefinition(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/checklistdefinitions/:id',
    access: full,
    tags,
    status: 204,
    params: idParams,
    handler: (ctx) => service.deleteDefinition(ctx),
  });

  for (const { kind, base, permission, ownPermission } of OWNERS) {
    const ownerRead = { permission, level: 1 } as const;
    const ownerFull = { permission, level: 2 } as const;
    const ownerWork: Access = { ...ownerFull, own: ownWork(kind, ownPermission) };
    route(app, {
      method: 'GET',
      url: `/v1/${base}/:id/checklists`,
      access: ownerRead,
      tags,
      params: idParams,
      response: z.array(checklistSchema),
      handler: ({ db, params }) => service.ownerChecklists(db, kind, params.id),
    });
    route(app, {
      method: 'GET',
      url: `/v1/${base}/:id/checklists/:cid`,
      access: ownerRead,
      tags,
      params: itemParams,
      response: checklistSchema,
      handler: ({ db, params }) => service.ownerChecklist(db, kind, params.id, params.cid),
    });
    route(app, {
      method: 'POST',
      url: `/v1/${base}/:id/checklists`,
      access: ownerWork,
      tags,
      status: 201,
      params: idParams,
      body: createChecklistBodySchema,
      response: checklistSchema,
      handler: (ctx) => service.createChecklist(kind, ctx),
    });
    route(app, {
      method: 'PATCH',
      url: `/v1/${base}/:id/checklists/:cid`,
      access: ownerWork,
      tags,
      params: itemParams,
      body: updateChecklistBodySchema,
      response: checklistSchema,
      handler: (ctx) => service.updateChecklist(kind, ctx),
    });
    route(app, {
      method: 'DELETE',
      url: `/v1/${base}/:id/checklists/:cid`,
      access: ownerWork,
      tags,
      status: 204,
      params: itemParams,
      handler: (ctx) => service.deleteChecklist(kind, ctx),
    });
  }
}
