import { countResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  changePasswordBodySchema,
  checkAccessBodySchema,
  checkAccessResultSchema,
  createUserBodySchema,
  currentUserSchema,
  resetPasswordBodySchema,
  updateUserBodySchema,
  userSchema,
  userSearchQuerySchema,
} from '@fieldline/contracts/identity/identity.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParams, type RouteContext, route } from '../../platform/http/route';
import * as repo from './identity.repository';
import { getOrganizationSettings } from './organization-settings';
import * as sessions from './sessions.service';
import * as users from './users.service';

const read = { permission: Permission.Users, level: 1 } as const;
const full = { permission: Permission.Users, level: 2 } as const;
const tags = ['users'];

export async function userRoutes(app: FastifyInstance) {
  const perms = app.platform.permissions;
  // Dropped only after the change commits: a request reloading in between would cache the old levels.
  const invalidateAfterCommit = (ctx: RouteContext<any, any, any>) => (id: number) =>
    ctx.afterCommit(() => {
      perms.invalidateUser(id);
      app.platform.sessions.forgetUser(id);
    });

  route(app, {
    method: 'GET',
    url: '/v1/users/current',
    access: 'signedIn',
    tags,
    response: currentUserSchema,
    handler: ({ db, user }) => users.getCurrentUser(db, user.id, perms.accessMap(user.id)),
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/currentOffices',
    access: 'signedIn',
    tags,
    handler: async ({ db, user }) => (await users.getUser(db, user.id)).offices,
  });
  route(app, {
    method: 'POST',
    url: '/v1/users/current/password',
    access: 'signedIn',
    tags,
    status: 204,
    body: changePasswordBodySchema,
    handler: (ctx) => users.changeOwnPassword(ctx, ctx.body.currentPassword, ctx.body.newPassword),
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/organizationSettings',
    access: 'signedIn',
    tags,
    handler: ({ db, user }) => getOrganizationSettings(db, user.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/users/check-access',
    access: 'signedIn',
    tags,
    readOnly: true,
    summary: 'Access level (0 none, 1 read, 2 full) of the current user for each permission id',
    body: checkAccessBodySchema,
    response: checkAccessResultSchema,
    handler: async ({ body, user }) => {
      const ids = Array.isArray(body) ? body : body.permissionIds;
      const levels = await perms.accessMap(user.id);
      return ids.map((id) => ({ id, accessLevel: levels.get(id) ?? 0 }));
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/users/removeCacheAllUsers',
    access: full,
    tags,
    status: 204,
    handler: async () => perms.invalidateAll(),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/users/removeCacheUser/:id',
    access: full,
    tags,
    status: 204,
    params: idParams,
    handler: async ({ params }) => perms.invalidateUser(params.id),
  });

  route(app, {
    method: 'GET',
    url: '/v1/users',
    access: read,
    tags,
    query: userSearchQuerySchema,
    summary: 'Search users by name or e-mail; answers { data, count_filtered }',
    handler: ({ db, query }) => users.searchUsers(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/search',
    access: read,
    tags,
    query: userSearchQuerySchema,
    handler: ({ db, query }) => users.searchUsers(db, query),
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/search/count',
    access: read,
    tags,
    query: userSearchQuerySchema,
    response: countResultSchema,
    handler: async ({ db, query }) => ({ count: (await repo.searchUsers(db, query, 0, 1)).count }),
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/:id',
    access: read,
    tags,
    params: idParams,
    response: userSchema,
    handler: ({ db, params }) => users.getUser(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: '/v1/users',
    access: full,
    tags,
    status: 201,
    body: createUserBodySchema,
    handler: (ctx) => users.createUser(ctx),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/users/:id',
    access: full,
    tags,
    params: idParams,
    body: updateUserBodySchema,
    handler: (ctx) => users.updateUser(ctx, invalidateAfterCommit(ctx)),
  });
  route(app, {
    method: 'POST',
    url: '/v1/users/:id/password',
    access: full,
    tags,
    status: 204,
    params: idParams,
    body: resetPasswordBodySchema,
    summary: 'An administrator sets a new password for the user',
    handler: async (ctx) => {
      await users.setPassword(ctx, ctx.params.id, ctx.body.password);
      // A reset password ends the user's sign-ins; their API tokens stay until revoked.
      await sessions.endSignIns(ctx.db, ctx.params.id);
      invalidateAfterCommit(ctx)(ctx.params.id);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/:id/permissions',
    access: read,
    tags,
    params: idParams,
    summary: 'The permissions each of the user’s roles grants',
    handler: ({ db, params }) => users.permissionsByRole(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/:id/derivedPermissions',
    access: read,
    tags,
    params: idParams,
    summary: 'The user’s effective level per permission: the highest over their roles',
    handler: ({ db, params }) => users.derivedPermissions(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/:id/offices',
    access: read,
    tags,
    params: idParams,
    handler: async ({ db, params }) => (await users.getUser(db, params.id)).offices,
  });
  route(app, {
    method: 'GET',
    url: '/v1/users/:id/roles',
    access: read,
    tags,
    params: idParams,
    handler: async ({ db, params }) => (await users.getUser(db, params.id)).roles,
  });
}

export const sessionIdParams = z.object({ id: z.string() });
