import {
  payrollImportBodySchema,
  payrollImportListQuerySchema,
  payrollImportListSchema,
  payrollImportSchema,
} from '@fieldline/contracts/payroll/payroll.contract';
import type { FastifyInstance } from 'fastify';
import { idParams, route } from '../../platform/http/route';
import { deleteImport, getImport, importPayrollFile, listImports, reloadImport } from './payroll.imports';
import { payrollFull, payrollRead } from './payroll.routes';

const tags = ['payroll'];
const P = '/v1/payrollimport';

/** The payroll-import file service (spec 1 §7.15): a provider's file of hours and amounts paid. */
export async function payrollImportRoutes(app: FastifyInstance) {
  route(app, {
    method: 'POST',
    url: `${P}/fileimport`,
    access: payrollFull,
    tags,
    summary:
      "Uploads a payroll provider's CSV (Employee Number, Pay Code, Hours, Amount) and matches its rows",
    bodyLimit: 6 * 1024 * 1024,
    body: payrollImportBodySchema,
    response: payrollImportSchema,
    status: 201,
    handler: async ({ db, body, user, audit }) => {
      const out = await importPayrollFile(db, body, user.id);
      await audit({
        entity: 'payrollImport',
        entityId: out.id,
        action: 'create',
        after: { fileName: out.fileName, rows: out.rowCount },
      });
      return out;
    },
  });
  route(app, {
    method: 'GET',
    url: `${P}/fileimport`,
    access: payrollRead,
    tags,
    query: payrollImportListQuerySchema,
    response: payrollImportListSchema,
    handler: ({ db, query }) => listImports(db, query),
  });
  route(app, {
    method: 'GET',
    url: `${P}/fileimport/:id`,
    access: payrollRead,
    tags,
    params: idParams,
    response: payrollImportSchema,
    handler: ({ db, params }) => getImport(db, params.id),
  });
  route(app, {
    method: 'GET',
    url: `${P}/reload/:id`,
    access: payrollFull,
    writes: true,
    tags,
    summary: 'Matches the import rows again (after employees, codes or the period changed)',
    params: idParams,
    response: payrollImportSchema,
    handler: ({ db, params }) => reloadImport(db, params.id),
  });
  route(app, {
    method: 'DELETE',
    url: `${P}/fileimport/:id`,
    access: payrollFull,
    tags,
    params: idParams,
    status: 204,
    handler: async ({ db, params, audit }) => {
      await deleteImport(db, params.id);
      await audit({ entity: 'payrollImport', entityId: params.id, action: 'delete' });
    },
  });
}
