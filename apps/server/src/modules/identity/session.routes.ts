import { Permission } from '@fieldline/contracts/common/permissions';
import { tokenInfoSchema } from '@fieldline/contracts/identity/identity.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/http/route';
import { sessionInfo, tokenInfo } from './sessions.service';

/** The caller's token and sessions: token-info answers on both APIs (/v1 and the root), like ping. */
export async function sessionRoutes(app: FastifyInstance) {
  for (const prefix of ['/v1', '']) {
    route(app, {
      method: 'GET',
      url: `${prefix}/token-info`,
      access: 'signedIn',
      tags: [prefix ? 'base' : 'second API'],
      response: tokenInfoSchema,
      handler: ({ db, user }) => tokenInfo(db, user),
    });
  }
  route(app, {
    method: 'GET',
    url: '/v1/session/:id',
    access: 'signedIn',
    tags: ['system'],
    summary: 'A session of the current user (administrators with Users access may read any)',
    params: z.object({ id: z.string() }),
    handler: async ({ db, user, params }) => {
      const canSeeOthers = (await app.platform.permissions.level(user.id, Permission.Users)) >= 1;
      return sessionInfo(db, params.id, user, canSeeOthers);
    },
  });
}
