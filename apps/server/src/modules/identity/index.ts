import { Permission } from '@fieldline/contracts/common/permissions';
import type { FastifyInstance } from 'fastify';
import { purgeIdempotencyKeys } from '../../platform/http/idempotency';
import { authRoutes } from './auth.routes';
import { accessLevelsOf, getUserRefs } from './identity.repository';
import { roleRoutes } from './roles.routes';
import { sessionRoutes } from './session.routes';
import { purgeOldSessions, resolveToken, sessionInfo, tokenInfo } from './sessions.service';
import { userRoutes } from './users.routes';

export async function identityModule(app: FastifyInstance) {
  await authRoutes(app);
  await userRoutes(app);
  await roleRoutes(app);
  await sessionRoutes(app);
  app.platform.queue.define({
    name: 'platform.purge-idempotency-keys',
    cron: '23 * * * *',
    handler: () => purgeIdempotencyKeys(app.platform.database.db),
  });
  app.platform.queue.define({
    name: 'identity.purge-sessions',
    cron: '17 3 * * *',
    handler: async () => {
      await purgeOldSessions(app.platform.database.db);
    },
  });
}

export { hashPassword } from '../../platform/auth/passwords';
export { rolePermissions, roles, userOffices, userRoles, users } from './identity.table';
export { getOrganizationSettings } from './organization-settings';
export { getCurrentUser, getUser } from './users.service';
export { accessLevelsOf, getUserRefs, Permission, resolveToken, sessionInfo, tokenInfo };
