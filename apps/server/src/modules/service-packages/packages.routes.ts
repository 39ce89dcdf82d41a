import { searchResultSchema } from '@fieldline/contracts/common/pagination';
import {
  createOptionBodySchema,
  createOptionItemBodySchema,
  createServicePackageBodySchema,
  linkParamsSchema,
  servicePackageRowSchema,
  servicePackageSchema,
  servicePackageSearchQuerySchema,
  updateOptionBodySchema,
  updateOptionItemBodySchema,
  updateServicePackageBodySchema,
} from '@fieldline/contracts/service-packages/service-packages.contract';
import type { FastifyInstance } from 'fastify';
import { idParams, route } from '../../platform/http/route';
import { getPackage, searchPackages } from './service-packages.read';
import { servicePackagesFull, servicePackagesRead } from './service-packages.routes';
import * as packages from './service-packages.service';

const tags = ['service packages'];
const BASE = '/v1/servicepackage';

/** Packages, their links, options and option items (spec 1 §7.15, spec 3 §7). */
export async function packageRoutes(app: FastifyInstance) {
  // One handler for the search and the legacy FS_API search (spec 1 §7.17): both answer { data, count_filtered }.
  for (const url of [`${BASE}/search`, `/FS_API${BASE}/search`]) {
    route(app, {
      method: 'GET',
      url,
      access: servicePackagesRead,
      tags,
      query: servicePackageSearchQuerySchema,
      response: searchResultSchema(servicePackageRowSchema),
      handler: ({ db, query }) => searchPackages(db, query),
    });
  }
  route(app, {
    method: 'GET',
    url: `${BASE}/:id`,
    access: servicePackagesRead,
    tags,
    params: idParams,
    response: servicePackageSchema,
    handler: ({ db, params }) => getPackage(db, params.id),
  });
  const write = { access: servicePackagesFull, tags, response: servicePackageSchema } as const;
  route(app, {
    ...write,
    method: 'POST',
    url: BASE,
    status: 201,
    body: createServicePackageBodySchema,
    handler: packages.createPackage,
  });
  route(app, {
    ...write,
    method: 'PATCH',
    url: `${BASE}/:id`,
    params: idParams,
    body: updateServicePackageBodySchema,
    handler: packages.updatePackage,
  });
  route(app, {
    method: 'DELETE',
    url: `${BASE}/:id`,
    access: servicePackagesFull,
    tags,
    status: 204,
    params: idParams,
    handler: packages.deletePackage,
  });
  const links = {
    linkitem: packages.linkItem,
    unlinkitem: packages.unlinkItem,
    linkequipment: packages.linkEquipment,
    unlinkequipment: packages.unlinkEquipment,
  };
  for (const [name, handler] of Object.entries(links)) {
    route(app, {
      ...write,
      method: 'POST',
      url: `${BASE}/:id/${name}/:linkedId`,
      params: linkParamsSchema,
      handler,
    });
  }
  route(app, {
    ...write,
    method: 'POST',
    url: `${BASE}/:id/options`,
    status: 201,
    params: idParams,
    body: createOptionBodySchema,
    handler: packages.addOption,
  });
  route(app, {
    ...write,
    method: 'PATCH',
    url: `${BASE}/options/:id`,
    params: idParams,
    body: updateOptionBodySchema,
    handler: packages.updateOption,
  });
  route(app, {
    ...write,
    method: 'DELETE',
    url: `${BASE}/options/:id`,
    params: idParams,
    handler: packages.removeOption,
  });
  route(app, {
    ...write,
    method: 'POST',
    url: `${BASE}/options/:id/items`,
    status: 201,
    params: idParams,
    body: createOptionItemBodySchema,
    handler: packages.addOptionItem,
  });
  route(app, {
    ...write,
    method: 'PATCH',
    url: `${BASE}/optionitems/:id`,
    params: idParams,
    body: updateOptionItemBodySchema,
    handler: packages.updateOptionItem,
  });
  route(app, {
    ...write,
    method: 'DELETE',
    url: `${BASE}/optionitems/:id`,
    params: idParams,
    handler: packages.removeOptionItem,
  });
}
