import { PERMISSION_CATEGORIES, PERMISSIONS, Permission } from '@fieldline/contracts/common/permissions';
import {
  createApiTokenBodySchema,
  createdApiTokenSchema,
  createRoleBodySchema,
  permissionCategorySchema,
  permissionSchema,
  roleSchema,
  updateRoleBodySchema,
} from '@fieldline/contracts/identity/identity.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../platform/errors';
import { idParams, type RouteContext, route } from '../../platform/http/route';
import * as roles from './roles.service';
import * as sessions from './sessions.service';

const rolesRead = { permission: Permission.Roles, level: 1 } as const;
const rolesFull = { permission: Permission.Roles, level: 2 } as const;
const tags = ['roles and permissions'];

export async function roleRoutes(app: FastifyInstance) {
  const perms = app.platform.permissions;
  // Dropped only after the change commits: a request reloading in between would cache the old levels.
  const invalidateAfterCommit = (ctx: RouteContext<any, any, any>) => (ids: number[]) =>
    ctx.afterCommit(() => {
      for (const id of ids) perms.invalidateUser(id);
    });

  route(app, {
    method: 'GET',
    url: '/v1/roles',
    access: rolesRead,
    tags,
    response: z.array(roleSchema),
    handler: ({ db }) => roles.listRoles(db),
  });
  route(app, {
    method: 'GET',
    url: '/v1/roles/:id',
    access: rolesRead,
    tags,
    params: idParams,
    response: roleSchema,
    handler: ({ db, params }) => roles.getRole(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/roles/:id/permissions',
    access: rolesRead,
    tags,
    params: idParams,
    handler: async ({ db, params }) => (await roles.getRole(db, params.id)).permissions,
  });
  route(app, {
    method: 'POST',
    url: '/v1/roles',
    access: rolesFull,
    tags,
    status: 201,
    body: createRoleBodySchema,
    response: roleSchema,
    handler: (ctx) => roles.createRole(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/roles/:id',
    access: rolesFull,
    tags,
    params: idParams,
    body: updateRoleBodySchema,
    response: roleSchema,
    handler: (ctx) => roles.updateRole(ctx, invalidateAfterCommit(ctx)),
  });

  route(app, {
    method: 'GET',
    url: '/v1/permissions',
    access: 'signedIn',
    tags,
    response: z.array(permissionSchema),
    handler: async () => [...PERMISSIONS],
  });
  route(app, {
    method: 'GET',
    url: '/v1/permissions/:id',
    access: 'signedIn',
    tags,
    params: idParams,
    response: permissionSchema,
    handler: async ({ params }) => {
      const found = PERMISSIONS.find((p) => p.id === params.id);
      if (!found) throw notFound('permission');
      return found;
    },
  });
  const withPermissions = (c: { id: number; name: string }) => ({
    ...c,
    permissions: PERMISSIONS.filter((p) => p.categoryId === c.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/permission-categories',
    access: 'signedIn',
    tags,
    response: z.array(permissionCategorySchema),
    handler: async () => PERMISSION_CATEGORIES.map(withPermissions),
  });
  route(app, {
    method: 'GET',
    url: '/v1/permission-categories/:id',
    access: 'signedIn',
    tags,
    params: idParams,
    response: permissionCategorySchema,
    handler: async ({ params }) => {
      const found = PERMISSION_CATEGORIES.find((c) => c.id === params.id);
      if (!found) throw notFound('permission category');
      return withPermissions(found);
    },
  });

  const usersFull = { permission: Permission.Users, level: 2 } as const;
  const tokenTags = ['API tokens'];
  route(app, {
    method: 'GET',
    url: '/v1/api-tokens',
    access: usersFull,
    tags: tokenTags,
    handler: ({ db }) => sessions.listApiTokens(db),
  });
  route(app, {
    method: 'POST',
    url: '/v1/api-tokens',
    access: usersFull,
    tags: tokenTags,
    status: 201,
    body: createApiTokenBodySchema,
    response: createdApiTokenSchema,
    secretResponse: true,
    summary: 'Issue an API token for a user; the token is shown only in this answer',
    handler: (ctx) => sessions.createApiToken(ctx),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/api-tokens/:id',
    access: usersFull,
    tags: tokenTags,
    status: 204,
    params: z.object({ id: z.string().uuid() }),
    handler: async (ctx) => {
      await sessions.revokeApiToken(ctx);
      ctx.afterCommit(() => app.platform.sessions.forgetSession(ctx.params.id));
    },
  });
}
