import { Permission } from '@fieldline/contracts/common/permissions';
import {
  CACHE_LOOKUP_NAMES,
  settingsPatchSchema,
  settingsSchema,
  systemStatusSchema,
} from '@fieldline/contracts/system/system.contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, fieldError, forbidden } from '../../platform/errors';
import { route } from '../../platform/http/route';
import { findLookup } from '../../platform/lookups';
import { getSettings, patchSettings } from './settings.service';

const startedAt = Date.now();
const settingsFull = { permission: Permission.Settings, level: 2 } as const;

/** ping, system-status and test-datetime answer on both APIs: /v1 and the root (token-info: identity). */
function baseRoutes(app: FastifyInstance, prefix: string) {
  const tags = [prefix ? 'base' : 'second API'];
  route(app, {
    method: 'GET',
    url: `${prefix}/ping`,
    access: 'public',
    tags,
    summary: 'Liveness check',
    handler: async () => ({ status: 'ok', time: new Date().toISOString() }),
  });
  route(app, {
    method: 'GET',
    url: `${prefix}/system-status`,
    access: 'signedIn',
    tags,
    response: systemStatusSchema,
    handler: async () => {
      const { database, queue, config } = app.platform;
      const t0 = performance.now();
      const reachable = await database.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      const latencyMs = Math.round((performance.now() - t0) * 100) / 100;
      return {
        status: reachable && queue.isRunning ? 'ok' : 'degraded',
        version: config.version,
        database: { reachable, kind: database.kind, latencyMs },
        queue: { running: queue.isRunning },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        time: new Date().toISOString(),
      };
    },
  });
  route(app, {
    method: 'GET',
    url: `${prefix}/test-datetime`,
    access: 'signedIn',
    tags,
    summary: 'Echo how the server reads a date-time: parsed instant, its UTC form and the server clock',
    query: z.object({ datetime: z.string().min(1).max(64) }),
    handler: async ({ query }) => {
      const parsed = new Date(query.datetime);
      if (Number.isNaN(parsed.getTime()))
        throw fieldError('datetime', 'Not a date-time the server can read.');
      return {
        received: query.datetime,
        parsed: parsed.toISOString(),
        epochMilliseconds: parsed.getTime(),
        serverTime: new Date().toISOString(),
        serverTimezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      };
    },
  });
}

export async function systemRoutes(app: FastifyInstance) {
  baseRoutes(app, '/v1');
  baseRoutes(app, '');
  const tags = ['system'];
  route(app, {
    method: 'GET',
    url: '/v1/util/timezones',
    access: 'signedIn',
    tags,
    handler: async () => Intl.supportedValuesOf('timeZone'),
  });
  route(app, {
    method: 'DELETE',
    url: '/v1/cache/clear',
    access: settingsFull,
    tags,
    status: 204,
    summary: 'Drop every server-side cache (permissions, lookups)',
    handler: async () => app.platform.permissions.invalidateAll(),
  });
  route(app, {
    method: 'GET',
    url: '/v1/cache/:name',
    access: 'signedIn',
    tags,
    summary: `Lookup lists: ${CACHE_LOOKUP_NAMES.join(', ')} (names whose data does not exist yet answer 404)`,
    params: z.object({ name: z.string().max(60) }),
    handler: async ({ db, user, params }) => {
      const lookup = findLookup(params.name);
      if (!lookup) throw new AppError(404, 'UNKNOWN_LOOKUP', `There is no lookup named "${params.name}".`);
      const { access } = lookup;
      if (
        typeof access === 'object' &&
        (await app.platform.permissions.level(user.id, access.permission)) < access.level
      )
        throw forbidden();
      return lookup.load(db);
    },
  });
  route(app, {
    method: 'GET',
    url: '/v1/settings',
    access: 'signedIn',
    tags,
    response: settingsSchema,
    handler: ({ db }) => getSettings(db),
  });
  route(app, {
    method: 'PATCH',
    url: '/v1/settings',
    access: settingsFull,
    tags,
    body: settingsPatchSchema,
    response: settingsSchema,
    handler: (ctx) => patchSettings(ctx),
  });
}
