import type { EmployeeEvent } from '@fieldline/contracts/employees/employees.contract';
import { and, eq } from 'drizzle-orm';
import type { EmployeeEventSource } from '../employees';
import { expand, filterWhere, inWindow } from './events.read';
import { eventStatuses, events } from './events.table';

const nextDay = (d: string) => new Date(Date.parse(d) + 86_400_000).toISOString().slice(0, 10);

/** An employee's calendar events (not job visits: the jobs module lists those) in the days from..to. */
export const employeeEvents: EmployeeEventSource = {
  async events(db, userId, { from, to, query }): Promise<EmployeeEvent[]> {
    const start = `${from}T00:00:00Z`;
    const end = `${nextDay(to)}T00:00:00Z`;
    const rows = await db
      .select({ e: events, cancelled: eventStatuses.isCancelled })
      .from(events)
      .leftJoin(eventStatuses, eq(eventStatuses.id, events.statusId))
      .where(and(inWindow(start, end), filterWhere({ userId, query })));
    const { list } = await expand(db, rows, Date.parse(start), Date.parse(end));
    return list
      .filter((o) => o.row.e.kind !== 'visit' && o.row.cancelled !== true)
      .map((o) => ({
        id: o.row.e.id,
        kind: o.row.e.kind,
        jobId: o.row.e.jobId,
        jobNumber: null,
        title: o.row.e.title,
        startTime: new Date(o.start).toISOString(),
        endTime: new Date(o.end).toISOString(),
        note: o.row.e.description,
      }));
  },
};
