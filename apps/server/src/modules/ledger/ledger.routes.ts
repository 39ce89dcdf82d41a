import { countResultSchema, searchResultSchema } from '@fieldline/contracts/common/pagination';
import { Permission } from '@fieldline/contracts/common/permissions';
import {
  accountGroupSchema,
  accountLookupRowSchema,
  checksumSchema,
  createGlAccountBodySchema,
  departmentBodySchema,
  departmentSchema,
  divisionBodySchema,
  divisionSchema,
  glAccountDetailSchema,
  glAccountSchema,
  glAccountSearchQuerySchema,
  legacyChartBodySchema,
  legacyChartResponseSchema,
  lookupNameSchema,
  modifierSchema,
  modifierSearchQuerySchema,
  modifiersSchema,
  updateDepartmentBodySchema,
  updateDivisionBodySchema,
  updateGlAccountBodySchema,
} from '@fieldline/contracts/ledger/ledger.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type Access, idParams, route } from '../../platform/http/route';
import {
  createModifier,
  getModifier,
  listModifiers,
  type ModifierKind,
  searchModifiers,
  updateModifier,
} from '../organization';
import * as accounts from './ledger.accounts';
import { defaultCompanyId } from './ledger.posting';

export const coaRead: Access = { permission: Permission.ChartOfAccounts, level: 1 };
export const coaFull: Access = { permission: Permission.ChartOfAccounts, level: 2 };
const tags = ['chart of accounts'];
const COA = '/v1/chartofaccounts';

export async function chartRoutes(app: FastifyInstance) {
  route(app, {
    method: 'GET',
    url: `${COA}/search`,
    access: coaRead,
    tags,
    query: glAccountSearchQuerySchema,
    summary: 'Accounts by code and name; excludeRoles is a repeated key (excludeRoles=AR&excludeRoles=AP)',
    response: searchResultSchema(glAccountSchema),
    handler: ({ db, query }) => accounts.searchAccounts(db, query),
  });
  route(app, {
    method: 'GET',
    url: `${COA}/search/count`,
    access: coaRead,
    tags,
    query: glAccountSearchQuerySchema,
    response: countResultSchema,
    handler: ({ db, query }) => accounts.countAccounts(db, query),
  });
  route(app, {
    method: 'GET',
    url: `${COA}/groups`,
    access: coaRead,
    tags,
    response: z.array(accountGroupSchema),
    handler: ({ db }) => accounts.listGroups(db),
  });
  for (const kind of ['offices', 'divisions', 'departments'] as const)
    route(app, {
      method: 'GET',
      url: `${COA}/${kind}`,
      access: coaRead,
      tags,
      summary: `The ${kind} accounts can be limited to (modifiers), in list order`,
      response: z.array(modifierSchema),
      handler: async ({ db }) => (await listModifiers(db, await defaultCompanyId(db)))[kind],
    });
  route(app, {
    method: 'GET',
    url: `${COA}/modifiers`,
    access: coaRead,
    tags,
    response: modifiersSchema,
    handler: async ({ db }) => listModifiers(db, await defaultCompanyId(db)),
  });
  route(app, {
    method: 'GET',
    url: `${COA}/lookup`,
    access: coaRead,
    tags,
    summary: 'Every account key (companyId_accountId_office_division_department) with display code and name',
    response: z.array(accountLookupRowSchema),
    handler: ({ db }) => accounts.lookup(db),
  });
  route(app, {
    method: 'GET',
    url: `${COA}/lookupName`,
    access: coaRead,
    tags,
    response: lookupNameSchema,
    handler: ({ db }) => accounts.lookupName(db),
  });
  route(app, {
    method: 'GET',
    url: `${COA}/checksum`,
    access: coaRead,
    tags,
    summary: 'Changes whenever an account, group, office, division or department changes',
    response: checksumSchema,
    handler: ({ db }) => accounts.checksum(db),
  });
  route(app, {
    method: 'GET',
    url: `${COA}/:id`,
    access: coaRead,
    tags,
    params: idParams,
    response: glAccountDetailSchema,
    handler: ({ db, params }) => accounts.getAccount(db, params.id),
  });
  route(app, {
    method: 'POST',
    url: COA,
    access: coaFull,
    tags,
    status: 201,
    body: createGlAccountBodySchema,
    response: glAccountDetailSchema,
    handler: async ({ db, body, user, audit }) => {
      const created = await accounts.createAccount(db, body, user.id);
      await audit({ entity: 'GlAccount', entityId: created.id, action: 'create', after: created });
      return created;
    },
  });
  route(app, {
    method: 'PATCH',
    url: `${COA}/:id`,
    access: coaFull,
    tags,
    params: idParams,
    body: updateGlAccountBodySchema,
    response: glAccountDetailSchema,
    handler: async ({ db, body, params, user, audit }) => {
      const { before, after } = await accounts.updateAccount(db, params.id, body, user.id);
      await audit({ entity: 'GlAccount', entityId: params.id, action: 'update', before, after });
      return after;
    },
  });
  modifierRoutes(app, 'division', divisionSchema, divisionBodySchema, updateDivisionBodySchema);
  modifierRoutes(app, 'department', departmentSchema, departmentBodySchema, updateDepartmentBodySchema);

  // The legacy accounting service answers `d` holding the JSON text of the list (as Customer.svc does).
  for (const method of ['POST', 'GET'] as const)
    route(app, {
      method,
      url: '/AIR_NET/services/AccountingService.svc/GetChartOfAccounts',
      access: coaRead,
      tags,
      readOnly: true,
      ...(method === 'POST' ? { body: legacyChartBodySchema } : {}),
      summary: 'Legacy: the full chart of accounts; `d` is the JSON text of the account list',
      response: legacyChartResponseSchema,
      handler: async ({ db }) => ({ d: JSON.stringify(await accounts.fullChart(db)) }),
    });
}

function modifierRoutes(
  app: FastifyInstance,
  kind: ModifierKind,
  schema: typeof divisionSchema | typeof departmentSchema,
  body: typeof divisionBodySchema | typeof departmentBodySchema,
  patch: typeof updateDivisionBodySchema | typeof updateDepartmentBodySchema,
) {
  const base = `${COA}/${kind}s`;
  const entity = kind === 'division' ? 'Division' : 'Department';
  route(app, {
    method: 'GET',
    url: `${base}/search`,
    access: coaRead,
    tags,
    query: modifierSearchQuerySchema,
    summary: `${entity} rows ordered by sort, accounting code, name`,
    response: searchResultSchema(schema),
    handler: ({ db, query }) => searchModifiers(db, kind, query),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    access: coaRead,
    tags,
    params: idParams,
    response: schema,
    handler: ({ db, params }) => getModifier(db, kind, params.id),
  });
  route(app, {
    method: 'POST',
    url: base,
    access: coaFull,
    tags,
    status: 201,
    body,
    response: schema,
    handler: async ({ db, body: input, user, audit }) => {
      const created = await createModifier(db, kind, input, user.id);
      await audit({ entity, entityId: created.id, action: 'create', after: created });
      return created;
    },
  });
  route(app, {
    method: 'PATCH',
    url: `${base}/:id`,
    access: coaFull,
    tags,
    params: idParams,
    body: patch,
    response: schema,
    handler: async ({ db, body: input, params, user, audit }) => {
      const { before, after } = await updateModifier(db, kind, params.id, input, user.id);
      await audit({ entity, entityId: params.id, action: 'update', before, after });
      return after;
    },
  });
}
