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

/**
 * Calendar events (meetings, time off, blocks: the events module, a higher layer) of a user overlapping
 * the days from..to (inclusive), earliest first, recurring ones expanded. Events fills it from its index.ts;
 * without it an employee's availability and events are their visits alone.
 */
export interface EmployeeEventSource {
  events(
    db: Db,
    userId: number,
    range: { from: string; to: string; query?: string },
  ): Promise<EmployeeEvent[]>;
}

let eventSource: EmployeeEventSource | undefined;

export function registerEmployeeEventSource(s: EmployeeEventSource): void {
  eventSource = s;
}

/** The user's visits and calendar events in the days from..to, merged by start, one page. */
export async function employeeCalendar(
  db: Db,
  userId: number,
  range: { from: string; to: string; query?: string; offset: number; limit: number },
): Promise<{ data: EmployeeEvent[]; count: number }> {
  if (!eventSource) return employeeWork().events(db, userId, range);
  // Both lists are sorted by start: the first offset + limit of each hold the page of the merged list.
  const [visits, other] = await Promise.all([
    employeeWork().events(db, userId, { ...range, offset: 0, limit: range.offset + range.limit }),
    eventSource.events(db, userId, range),
  ]);
  const merged = [...visits.data.map((v) => ({ kind: 'visit', ...v })), ...other].sort(
    (a, b) => Date.parse(a.startTime) - Date.parse(b.startTime),
  );
  return {
    data: merged.slice(range.offset, range.offset + range.limit),
    count: visits.count + other.length,
  };
}
