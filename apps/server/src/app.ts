import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config';
import { identityModule } from './modules/identity';
import { accessLevelsOf, resolveToken } from './modules/identity';
import { organizationModule } from './modules/organization';
import { reportsModule } from './modules/reports/reports.routes';
import { systemModule } from './modules/system';
import { PermissionResolver } from './platform/auth/permission-resolver';
import type { Platform } from './platform/context';
import type { Database } from './platform/db/database';
import { registerErrorHandling } from './platform/errors';
import { LocalFileStorage } from './platform/files';
import { Queue } from './platform/queue';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
}

/** The HTTP application: platform services, every module's routes, the docs and the web app. */
export async function buildApp({ config, database, logger = true }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
        }
      : false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: {
      querystringParser: (str: string) => qs.parse(str, { depth: 5, arrayLimit: 200, parameterLimit: 500 }),
    },
    bodyLimit: 30 * 1024 * 1024,
    trustProxy: false,
  });

  const platform: Platform = {
    config,
    database,
    queue: new Queue(database),
    files: new LocalFileStorage(config.storageDir),
    permissions: new PermissionResolver(database.db, accessLevelsOf),
    resolveToken,
  };
  app.decorate('platform', platform);
  app.decorateRequest('user', null);
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  // Responses are shaped by the services and may be projected by `fields`, so they are written as they are.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandling(app);

  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Fieldline API', version: config.version, description: 'Main API under /v1; second API at the root.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'fl_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(async (scope) => {
    await organizationModule(scope);
    await identityModule(scope);
    await systemModule(scope);
    await reportsModule(scope);
  });

  await serveWebApp(app, config.webDist);
  return app;
}

/** The built web app; unknown non-API paths get index.html so client-side routes load. */
async function serveWebApp(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  await app.register(fastifyStatic, { root: dist, wildcard: false, index: false });
  const html = fs.readFileSync(index, 'utf8');
  app.setNotFoundHandler((req, reply) => {
    const apiPath = /^\/(v1|docs)(\/|$)/.test(req.url);
    if (req.method === 'GET' && !apiPath && req.headers.accept?.includes('text/html')) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    }
    return reply.status(404).send({ message: `No such call: ${req.method} ${req.url.split('?')[0]}`, code: 'NOT_FOUND' });
  });
}
