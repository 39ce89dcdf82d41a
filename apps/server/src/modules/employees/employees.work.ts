import type { EmployeeEvent, EmployeeTimesheet } from '@fieldline/contracts/employees/employees.contract';
import type { Db } from '../../platform/db/database';

/**
 * Job time and job calendar visits are recorded on jobs by user (the jobs module, a higher layer). An
 * employee's timesheets, availability and events are those same rows, read through the employee's user:
 * jobs fills this registry from its index.ts, so this module never reads the jobs' tables.
 */
export interface EmployeeWorkSource {
  /** The time types (id, name) pay rates are kept by. */
  timeTypes(db: Db): Promise<{ id: number; name: string }[]>;
  /** The user's timesheets with work dates from..to (inclusive), by date. */
  timesheets(db: Db, userId: number, from: string, to: string): Promise<EmployeeTimesheet[]>;
  /** The user's calendar visits overlapping from..to (dates, inclusive), earliest first, one page. */
  events(
    db: Db,
    userId: number,
    range: { from: string; to: string; query?: string; offset: number; limit: number },
  ): Promise<{ data: EmployeeEvent[]; count: number }>;
}

let source: EmployeeWorkSource | undefined;

export function setEmployeeWorkSource(s: EmployeeWorkSource): void {
  source = s;
}

/** The registered source; a use with nothing registered throws rather than answer less. */
export function employeeWork(): EmployeeWorkSource {
  if (!source) throw new Error('No employee work source is registered (the jobs module fills it).');
  return source;
}
