import { Permission } from '@fieldline/contracts/common/permissions';
import {
  createExemptionCodeBodySchema,
  createPayrollCategoryBodySchema,
  createPayrollCodeBodySchema,
  createPrevailingWageCodeBodySchema,
  entityUseCodesAnswerSchema,
  entityUseCodesQuerySchema,
  exemptionCodeBatchSchema,
  exemptionCodeSchema,
  payrollCategoryBatchSchema,
  payrollCategorySchema,
  payrollCodeBatchSchema,
  payrollCodeSchema,
  prevailingWageCodeBatchSchema,
  prevailingWageCodeSchema,
  updateExemptionCodeBodySchema,
  updatePayrollCategoryBodySchema,
  updatePayrollCodeBodySchema,
  updatePrevailingWageCodeBodySchema,
} from '@fieldline/contracts/reference-codes/reference-codes.contract';
import type { FastifyInstance } from 'fastify';
import { codeListRoutes } from '../../platform/code-lists/code-list.routes';
import { route } from '../../platform/http/route';
import {
  exemptionCodeKind,
  payrollCategoryKind,
  payrollCodeKind,
  prevailingWageCodeKind,
} from './reference-codes.kinds';

const payrollRead = { permission: Permission.Payroll, level: 1 } as const;
const payrollFull = { permission: Permission.Payroll, level: 2 } as const;
const taxRead = { permission: Permission.TaxService, level: 1 } as const;
const taxFull = { permission: Permission.TaxService, level: 2 } as const;

export async function referenceCodeRoutes(app: FastifyInstance) {
  codeListRoutes(app, {
    base: '/v1/employees/payrollcategories',
    kind: payrollCategoryKind,
    read: payrollRead,
    write: payrollFull,
    tags: ['payroll categories'],
    row: payrollCategorySchema,
    create: createPayrollCategoryBodySchema,
    update: updatePayrollCategoryBodySchema,
    batch: payrollCategoryBatchSchema,
  });
  codeListRoutes(app, {
    base: '/v1/employees/payrollcodes',
    kind: payrollCodeKind,
    read: payrollRead,
    write: payrollFull,
    tags: ['payroll codes'],
    row: payrollCodeSchema,
    create: createPayrollCodeBodySchema,
    update: updatePayrollCodeBodySchema,
    batch: payrollCodeBatchSchema,
  });
  codeListRoutes(app, {
    base: '/v1/prevailingWage/codes',
    kind: prevailingWageCodeKind,
    read: payrollRead,
    write: payrollFull,
    tags: ['prevailing wage codes'],
    row: prevailingWageCodeSchema,
    create: createPrevailingWageCodeBodySchema,
    update: updatePrevailingWageCodeBodySchema,
    batch: prevailingWageCodeBatchSchema,
  });
  codeListRoutes(app, {
    base: '/v1/tax/exemptionCodes',
    kind: exemptionCodeKind,
    read: taxRead,
    write: taxFull,
    tags: ['tax exemption codes'],
    row: exemptionCodeSchema,
    create: createExemptionCodeBodySchema,
    update: updateExemptionCodeBodySchema,
    batch: exemptionCodeBatchSchema,
  });
  // The tax-service integration comes with its own issue; until then it is never enabled, so the
  // exemption panel shows no entity use codes. `take` is validated now so callers see the final contract.
  route(app, {
    method: 'GET',
    url: '/v1/avalara/entityUseCodes',
    access: taxRead,
    tags: ['tax service'],
    query: entityUseCodesQuerySchema,
    response: entityUseCodesAnswerSchema,
    summary: 'Entity use codes of the tax service (none while it is not enabled)',
    handler: async () => ({ avalaraEnabled: false, codes: [] }),
  });
}
