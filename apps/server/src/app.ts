import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import qs from 'qs';
import type { Config } from './config';
import { addressesModule } from './modules/addresses';
import { assetDepreciationModule } from './modules/asset-depreciation';
import { assetStockModule } from './modules/asset-stock';
import { assetsModule } from './modules/assets';
import { bankFeedsModule } from './modules/bank-feeds';
import { bankingModule } from './modules/banking';
import { bidsModule } from './modules/bids';
import { budgetsModule } from './modules/budgets';
import { cardsModule } from './modules/cards';
import { checklistsModule } from './modules/checklists';
import { commissionsModule } from './modules/commissions';
import { contactsModule } from './modules/contacts';
import { contractBillingModule } from './modules/contract-billing';
import { contractVisitsModule } from './modules/contract-visits';
import { contractsModule } from './modules/contracts';
import { customFieldsModule } from './modules/custom-fields';
import { customersModule } from './modules/customers';
import { dispatchModule } from './modules/dispatch';
import { documentsModule } from './modules/documents';
import { employeesModule } from './modules/employees';
import { equipmentModule } from './modules/equipment';
import { eventsModule } from './modules/events';
import { expensesModule } from './modules/expenses';
import { accessLevelsOf, identityModule, resolveToken } from './modules/identity';
import { inventoryModule } from './modules/inventory';
import { invoicesModule } from './modules/invoices';
import { itemsModule } from './modules/items';
import { jobsModule } from './modules/jobs';
import { ledgerModule } from './modules/ledger';
import { lineItemsModule } from './modules/line-items';
import { locationsModule } from './modules/locations';
import { mailModule } from './modules/mail';
import { notificationsModule } from './modules/notifications';
import { organizationModule } from './modules/organization';
import { payLinksModule } from './modules/pay-links';
import { paymentUploadsModule } from './modules/payment-uploads';
import { paymentsModule } from './modules/payments';
import { payrollModule } from './modules/payroll';
import { purchasingModule } from './modules/purchasing';
import { referenceCodesModule } from './modules/reference-codes';
import { rentalsModule } from './modules/rentals';
import { reportsModule } from './modules/reports/reports.routes';
import { savedSearchesModule } from './modules/saved-searches';
import { servicePackagesModule } from './modules/service-packages';
import { statementsModule } from './modules/statements';
import { stockAccountingModule } from './modules/stock-accounting';
import { suppliersModule } from './modules/suppliers';
import { systemModule } from './modules/system';
import { tasksModule } from './modules/tasks';
import { taxesModule } from './modules/taxes';
import { technicianDayModule } from './modules/technician-day';
import { templatesModule } from './modules/templates';
import { timeModule } from './modules/time';
import { toolsModule } from './modules/tools';
import { vendorBillsModule } from './modules/vendor-bills';
import { warehousesModule } from './modules/warehouses';
import { PermissionResolver } from './platform/auth/permission-resolver';
import { SessionCache } from './platform/auth/session-cache';
import type { Platform } from './platform/context';
import type { Database } from './platform/db/database';
import { registerErrorHandling } from './platform/errors';
import { LocalFileStorage } from './platform/files';
import { logEachRequest, logSerializers } from './platform/http/access-log';
import { PUBLIC_BODY_LIMIT } from './platform/http/body-limit';
import { requestHeaders } from './platform/http/security-headers';
import { compressAnswers, readWebIndex, serveWebApp, webPageFor } from './platform/http/web-app';
import { Queue } from './platform/queue';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where the log goes instead of stdout (the bench logs as production does, into /dev/null). */
  logStream?: DestinationStream;
  /** Called for every route as it is registered (tests collect them for the permission sweep). */
  onRoute?: (route: RouteOptions) => void;
}

/** The HTTP application: platform services, every module's routes, the docs and the web app. */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  onRoute,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          stream: logStream,
          serializers: logSerializers,
        }
      : false,
    // One line per request, written as it completes (below), instead of Fastify's two (arrival and
    // completion): at the default level, logging was the largest cost of a trivial signed-in call.
    disableRequestLogging: true,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: {
      querystringParser: (str: string) => qs.parse(str, { depth: 5, arrayLimit: 200, parameterLimit: 500 }),
    },
    // Each route sets its own limit (platform/http/body-limit.ts); this covers anything else.
    bodyLimit: PUBLIC_BODY_LIMIT,
    // X-Forwarded-For/-Proto/-Host count only when the connection comes from a configured proxy.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  });

  if (onRoute) app.addHook('onRoute', onRoute);
  if (logger) logEachRequest(app);

  const platform: Platform = {
    config,
    database,
    queue: new Queue(database),
    files: new LocalFileStorage(config.storageDir),
    permissions: new PermissionResolver(database.db, accessLevelsOf),
    resolveToken,
    sessions: new SessionCache(),
  };
  app.decorate('platform', platform);
  app.decorateRequest('user', null);
  // The request id and the security headers, set as the request arrives; errors keep them too.
  requestHeaders(app);

  app.setValidatorCompiler(validatorCompiler);
  // Responses are shaped by the services and may be projected by `fields`, so they are written as they are.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const spaHtml = readWebIndex(config.webDist);
  registerErrorHandling(app, spaHtml ? webPageFor(spaHtml) : undefined);

  await compressAnswers(app);
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fieldline API',
        version: config.version,
        description: 'Main API under /v1; second API at the root.',
      },
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
    await mailModule(scope);
    await templatesModule(scope);
    await reportsModule(scope);
    await locationsModule(scope);
    await contactsModule(scope);
    await notificationsModule(scope);
    await addressesModule(scope);
    await customersModule(scope);
    await documentsModule(scope);
    await customFieldsModule(scope);
    await referenceCodesModule(scope);
    await servicePackagesModule(scope);
    await itemsModule(scope);
    await suppliersModule(scope);
    await purchasingModule(scope);
    await savedSearchesModule(scope);
    await warehousesModule(scope);
    await inventoryModule(scope);
    await employeesModule(scope);
    await equipmentModule(scope);
    await checklistsModule(scope);
    await tasksModule(scope);
    // Bids, jobs and contracts register as line-item owners; the line-items module then mounts their routes.
    await bidsModule(scope);
    await jobsModule(scope);
    await timeModule(scope);
    await eventsModule(scope);
    await toolsModule(scope);
    await dispatchModule(scope);
    await assetsModule(scope);
    await contractsModule(scope);
    await contractVisitsModule(scope);
    await rentalsModule(scope);
    await lineItemsModule(scope);
    await technicianDayModule(scope);
    await ledgerModule(scope);
    await taxesModule(scope);
    await invoicesModule(scope);
    await paymentsModule(scope);
    await bankingModule(scope);
    await bankFeedsModule(scope);
    await paymentUploadsModule(scope);
    await commissionsModule(scope);
    await payLinksModule(scope);
    await cardsModule(scope);
    await vendorBillsModule(scope);
    await statementsModule(scope);
    // Posts stock movements to the ledger (a hook the inventory module calls).
    await stockAccountingModule(scope);
    await budgetsModule(scope);
    await payrollModule(scope);
    await expensesModule(scope);
    await contractBillingModule(scope);
    await assetDepreciationModule(scope);
    await assetStockModule(scope);
  });

  if (spaHtml) await serveWebApp(app, config.webDist);
  return app;
}
