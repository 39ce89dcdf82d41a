import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database';
import { registerLookup } from '../../platform/lookups';
import { employeeMoreRoutes } from './employees.more.routes';
import { employeeRoutes } from './employees.routes';
import { employees, employeeTeams } from './employees.table';

/**
 * Pickers of people (job resource, timesheet employee, van driver, invoice salesperson) keep user ids:
 * the work is recorded by user. So these lookups list active employees linked to a user, with the user's
 * id as `id` and the employee's as `employeeId` (docs/decisions/018-employees-linked-to-users.md).
 */
const people = (only?: SQL) => (db: Db) =>
  db
    .select({
      userId: employees.userId,
      employeeId: employees.id,
      number: employees.number,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      officeId: employees.officeId,
    })
    .from(employees)
    .where(and(eq(employees.isActive, true), isNotNull(employees.userId), only))
    .orderBy(asc(employees.lastName), asc(employees.firstName))
    .then((rows) =>
      rows.map(({ userId, firstName, lastName, ...r }) => ({
        id: userId as number,
        name: `${firstName} ${lastName}`.trim(),
        ...r,
      })),
    );

export async function employeesModule(app: FastifyInstance) {
  await employeeRoutes(app);
  await employeeMoreRoutes(app);
  registerLookup('employees', 'signedIn', people());
  registerLookup('technicians', 'signedIn', people(eq(employees.isTechnician, true)));
  registerLookup('resources', 'signedIn', people(eq(employees.isTechnician, true)));
  registerLookup('salespersons', 'signedIn', people(eq(employees.isSalesperson, true)));
  registerLookup('salesemployees', 'signedIn', people(eq(employees.isSalesperson, true)));
  // Teams, as groups of resources a dispatcher can send.
  registerLookup('resources2', 'signedIn', (db) =>
    db
      .select({ id: employeeTeams.id, name: employeeTeams.name, officeId: employeeTeams.officeId })
      .from(employeeTeams)
      .where(eq(employeeTeams.isActive, true))
      .orderBy(asc(employeeTeams.name)),
  );
}

export { type OvertimeDay, type OvertimeRule, splitOvertime } from './employees.overtime';
export { findEmployeeByUser } from './employees.repository';
export {
  employeeAlerts,
  employeeCreditCards,
  employeePayRates,
  employees,
  employeeTeamMembers,
  employeeTeams,
  employeeZones,
} from './employees.table';
export {
  type EmployeeEventSource,
  type EmployeeWorkSource,
  registerEmployeeEventSource,
  setEmployeeWorkSource,
} from './employees.work';
