import type { FastifyInstance } from 'fastify';
import { referenceCodeRoutes } from './reference-codes.routes';

/** Payroll categories and codes, prevailing wage codes, tax exemption codes (spec 3 reference codes). */
export async function referenceCodesModule(app: FastifyInstance) {
  await referenceCodeRoutes(app);
}

export {
  exemptionCodeKind,
  payrollCategoryKind,
  payrollCodeKind,
  prevailingWageCodeKind,
} from './reference-codes.kinds';
export {
  payrollCategories,
  payrollCodes,
  prevailingWageCodes,
  taxExemptionCodes,
} from './reference-codes.table';
