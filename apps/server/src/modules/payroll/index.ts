import type { FastifyInstance } from 'fastify';
import { registerPayrollEntries } from './payroll.approve';
import { payrollImportRoutes } from './payroll.import.routes';
import { payrollRoutes } from './payroll.routes';

// The ledger names a payroll entry's pay period when a hand reversal is refused (ledger registry).
registerPayrollEntries();

export async function payrollModule(app: FastifyInstance) {
  await payrollRoutes(app);
  await payrollImportRoutes(app);
}

export { approvePeriod, countUnapproved, periodCalculation } from './payroll.approve';
export { calculatePay, type PeriodScope } from './payroll.calc';
export { createCalendar, searchPeriods } from './payroll.periods';
export { weekTotals } from './payroll.time';
